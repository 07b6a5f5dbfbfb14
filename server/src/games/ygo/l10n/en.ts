/**
 * Yu-Gi-Oh!'s English messages beyond its rules' `meta` (the source language): timing advice,
 * fix titles and the terms used in messages (`term:<English>`). `de.json` and `es.json` beside
 * this file hold the same keys plus the translations of the Yu-Gi-Oh! rule messages
 * (`rule.<id>.<message id>`); `test/l10n/catalogs.test.ts` checks that they match. The
 * parenthesised sources (Rulebook pages) are part of these sentences and are kept verbatim in
 * every language.
 * Hover, completion, outline, window and Timing Map texts are `YGO_FEATURES_EN` (`en-features.ts`).
 */
import { YGO_FEATURES_EN } from "./en-features";
import { CITED_SECTIONS } from "../citations";

export const YGO_EN: Readonly<Record<string, string>> = {
  ...YGO_FEATURES_EN,
  // Citations: page abbreviations and the sections cited by name (`formatCitation`).
  ...Object.fromEntries(["p.", "pp.", ...CITED_SECTIONS].map((w) => [`term:${w}`, w])),
  "ygo.never.card": "This card cannot be activated",
  "ygo.never.effect": "This effect can never be activated",
  "ygo.noActReason": "{{label}} names a time in which nothing can be activated",
  "ygo.wayOut.counterTrap": "Only a Counter Trap (Spell Speed 3) can respond to a Counter Trap.",
  "ygo.wayOut.firstTurn": "The player who goes first can't conduct a Battle Phase on the first turn of the Duel (Rulebook v10 pp. 37–38).",
  "ygo.wayOut.ignition":
    'An Ignition Effect is Spell Speed 1 and only usable in your own Main Phase, in an open game state: label it "(Quick Effect)" (Spell Speed 2, either player\'s turn) or name a time in your own Main Phase (Fast Effect Timing; Rulebook v10 pp. 28, 44–45).',
  "ygo.wayOut.speed1":
    "Spell Speed 1 is only ever usable in your own Main Phase, and Setting the card doesn't change that: make it a Quick-Play Spell, a Trap or a Quick Effect, or name a time in your own Main Phase (Fast Effect Timing; Rulebook v10 pp. 28–30).",
  "ygo.wayOut.nameATime": "Name a time at which it can be activated.",
  // A time with its preposition, for "could never be used …" (ambiguous-spell-speed).
  "ygo.usedIn.battlePhase": "in the Battle Phase",
  "ygo.usedIn.damageStep": "in the Damage Step",
  "ygo.usedIn.damageCalculation": "during damage calculation",
  "ygo.usedIn.battleStep": "in the Battle Step",
  "ygo.usedIn.startStep": "in the Start Step",
  "ygo.usedIn.endStep": "in the End Step",
  "ygo.fix.changeToCounterTrap": "Change type to Counter Trap",
  "ygo.fix.addQuickEffect": 'Add "(Quick Effect)"',
  "ygo.fix.removeQuickEffect": 'Remove "(Quick Effect)"',
  "ygo.fix.writeQuickEffect": 'Write the "(Quick Effect)" label',
  "ygo.fix.removeRestriction": "Remove the restriction '{{text}}'",
  "ygo.fix.replaceWithQuoted": 'Replace with "{{text}}"',
  "ygo.fix.replaceWith": "Replace with '{{text}}'",
  "ygo.fix.renameTo": "Rename to '{{name}}'",
  "term:a Trigger Effect (Spell Speed 1) activates when its event happens":
    "a Trigger Effect (Spell Speed 1) activates when its event happens",
  "term:a Spell Speed 1 card can only be activated in your own Main Phase, in an open game state":
    "a Spell Speed 1 card can only be activated in your own Main Phase, in an open game state",
  "term:a Spell Speed 1 effect can only be activated in your own Main Phase, in an open game state":
    "a Spell Speed 1 effect can only be activated in your own Main Phase, in an open game state",
  "term:a Spell Speed 1 card can only be activated in your own turn, in an open game state, outside the Damage Step":
    "a Spell Speed 1 card can only be activated in your own turn, in an open game state, outside the Damage Step",
  "term:a Spell Speed 1 effect can only be activated in your own turn, in an open game state, outside the Damage Step":
    "a Spell Speed 1 effect can only be activated in your own turn, in an open game state, outside the Damage Step",
  "term:a Spell Speed 1 effect can only be activated in your own turn, in an open game state, outside the Battle Phase":
    "a Spell Speed 1 effect can only be activated in your own turn, in an open game state, outside the Battle Phase",
  "term:a Trap Card can't be activated the turn it was Set": "a Trap Card can't be activated the turn it was Set",
  "term:a Spell Speed 2 card": "a Spell Speed 2 card",
  "term:a Spell Speed 2 effect": "a Spell Speed 2 effect",
  "term:a Spell Speed 3 card": "a Spell Speed 3 card",
  "term:a Spell Speed 3 effect": "a Spell Speed 3 effect",
  "term:responding to a Counter Trap (a Spell Speed 3 Chain Link)": "responding to a Counter Trap (a Spell Speed 3 Chain Link)",
};
