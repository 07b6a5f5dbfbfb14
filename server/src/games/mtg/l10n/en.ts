/**
 * Magic's English messages beyond its rules' `meta` (the source language): timing advice, fix
 * titles, hover texts and the terms used in messages (`term:<English>`, looked up by
 * `Localizer.term`). `de.json` and `es.json` beside this file hold the same keys plus the
 * translations of Magic's rule messages (`rule.<id>.<message id>`); `test/l10n/catalogs.test.ts`
 * checks that they match.
 */
import { PHASES, STEPS, type PhaseId, type StepId } from "../turn-structure";
import { SUBTYPES } from "../cr-lists.generated";
import { EVENT_TRIGGERS } from "../event-triggers";
import { CARD_SNIPPETS } from "../features/completion-snippets";
import { FIELD_DOCS } from "../features/hover-docs";
import { KEYWORD_DOCS } from "../features/hover-keyword-docs";
import { KEYWORD_TIMINGS } from "../keyword-timings";
import { OBSOLETE_TERMS } from "../obsolete-terms";
import { cardTypeEntries } from "./card-type-names";

/** Step and phase texts of the turn model (`turn-structure.ts`, the source) as catalog entries. */
function turnEntries(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, s] of Object.entries(STEPS) as [StepId, (typeof STEPS)[StepId]][]) {
    out[`mtg.step.${id}.name`] = s.name;
    // The name after "at the beginning of" (German genitive "des Versorgungssegments", Spanish "del mantenimiento").
    out[`mtg.step.${id}.ofThe`] = `the ${s.name}`;
    // The name with its article, as a sentence's subject ("das Enttappsegment", "der Beginn des Kampfes").
    out[`mtg.step.${id}.theName`] = `the ${s.name}`;
    out[`mtg.step.${id}.short`] = s.short;
    out[`mtg.step.${id}.typical`] = s.typical;
    s.turnBasedActions.forEach((a, i) => (out[`mtg.step.${id}.tba.${i}`] = a));
    if (s.nameIsConvention) out[`mtg.step.${id}.convention`] = s.nameIsConvention;
  }
  for (const [id, p] of Object.entries(PHASES) as [PhaseId, (typeof PHASES)[PhaseId]][]) out[`mtg.phase.${id}.name`] = p.name;
  return out;
}

/**
 * The texts written as data beside what they describe (keyword and field docs, keyword names,
 * obsolete terms, event notes, snippets, subtype families) as catalog entries; the data is the
 * English source.
 */
function dataEntries(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of KEYWORD_DOCS) out[`mtg.keyword.${d.name}`] = d.text;
  for (const [name, d] of Object.entries(FIELD_DOCS)) {
    out[`mtg.field.${name}.title`] = d.title;
    out[`mtg.field.${name}.text`] = d.text;
  }
  // Keyword names a step's hover lists (keywords that trigger in a step or work only in one step).
  for (const k of KEYWORD_TIMINGS) if (k.triggersIn || k.restrict?.steps?.length === 1) out[`mtg.keywordName.${k.name}`] = k.name;
  for (const e of EVENT_TRIGGERS) out[`term:${e.note}`] = e.note;
  for (const t of OBSOLETE_TERMS) {
    out[`mtg.obsolete.${t.id}.term`] = t.term;
    out[`mtg.obsolete.${t.id}.modern`] = t.modern;
    out[`term:${t.since}`] = t.since;
  }
  for (const sn of CARD_SNIPPETS) if (sn.descriptionKey) out[sn.descriptionKey] = sn.description;
  for (const f of Object.keys(SUBTYPES)) out[`mtg.completion.subtype.${f}`] = `${f} subtype`;
  return out;
}

/** Amounts of generic mana in words for the Timing Map's symbols ("two generic mana"), 0 to 10. */
function numberEntries(): Record<string, string> {
  const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
  return Object.fromEntries(words.map((w, i) => [`mtg.timingMap.number.${i}`, w]));
}

export const MTG_EN: Readonly<Record<string, string>> = {
  ...turnEntries(),
  ...cardTypeEntries(),
  ...dataEntries(),
  // The designer-file formats: their name, and the warnings of their readers (WarningMessage ids).
  "term:Forge card scripts": "Forge card scripts",
  // When older German and Spanish printed forms changed (card-text-de.ts, card-text-es.ts); the
  // other dates there name a set, whose name stays as printed.
  "term:1999, Sixth Edition": "1999, Sixth Edition",
  "term:2009-10, Zendikar (Magic 2010 terminology)": "2009-10, Zendikar (Magic 2010 terminology)",
  "term:at the beginning of the next cleanup step": "at the beginning of the next cleanup step",
  "import.mse.spaceIndent": "indented with spaces; MSE nests by one tab per level",
  "import.mse.notKeyValue": "not a 'key: value' line: \"{{text}}\"",
  "import.mse.tooDeep": "nested deeper than its parent",
  "import.mse.notMagic": "game '{{game}}' is not 'magic'; read as Magic cards",
  "import.mse.includeMissing": "included file '{{name}}' not found; skipped",
  "import.mse.placeholders_one":
    "{{count}} empty card (no cost, type, rules text or stats: a slot of a set in progress) read but not checked: {{names}}",
  "import.mse.placeholders_other":
    "{{count}} empty cards (no cost, type, rules text or stats: slots of a set in progress) read but not checked: {{names}}",
  "import.mse.noName": "card without a name; imported as '(unnamed card)'",
  "import.mse.badCost": "casting cost '{{cost}}': {{symbols}} is no mana symbol",
  "import.mse.layoutUnknown": "second face '{{name}}' with stylesheet '{{stylesheet}}': layout unknown, imported as split",
  "import.mse.layoutUnknownDefault": "second face '{{name}}' with stylesheet '(set default)': layout unknown, imported as split",
  "import.mse.noSecondFace": "field '{{field}}' has content but the card has no second face name; skipped",
  "import.mse.unmapped": "field '{{field}}' ({{value}}) has no CardScript equivalent; skipped",
  "import.cockatrice.xmlError": "XML: {{error}}",
  "import.cockatrice.xmlFatal": "XML: {{error}}; cards after this point may be missing",
  "import.cockatrice.nestedCard": "<card> opened inside another <card>; the outer one is empty and ignored",
  "import.cockatrice.badDeclaration":
    'malformed XML declaration "{{declaration}}": read as if it were absent (write it as <?xml version="1.0" encoding="UTF-8"?> on the first line)',
  "import.cockatrice.cardWithoutName": "<card> without a <name> element: Cockatrice skips it; not read",
  "import.cockatrice.cardOutsideCards": "<card> outside <cards> (in <{{parent}}>): Cockatrice does not load it",
  "import.cockatrice.unknownInRoot":
    "<{{element}}> under <cockatrice_carddatabase>, which holds only <info>, <sets> and <cards>: Cockatrice ignores it",
  "import.cockatrice.misplaced":
    "<{{element}}> belongs inside <{{parent}}> in schema version {{version}}: Cockatrice does not read it here",
  "import.cockatrice.propInV3":
    '<prop> is schema version 4, but this file declares version {{version}}: Cockatrice does not read the facts inside it (declare version="4")',
  "import.cockatrice.unknownTag":
    "<{{element}}> is no element of <{{parent}}> in Cockatrice's schema version {{version}}: Cockatrice ignores it",
  "import.cockatrice.maintypeMismatch":
    "<maintype> '{{maintype}}' is none of the card types of <type> '{{type}}': Cockatrice sorts and filters the card by <maintype>",
  "import.cockatrice.ptOnNonCreature": "<pt> '{{pt}}' on a card that is no creature ('{{type}}'): Cockatrice shows it on the card",
  "import.cockatrice.undeclaredSet_one":
    "set code '{{code}}' (on {{count}} card) is declared by no <set> in <sets>: Cockatrice files the card under an unknown set",
  "import.cockatrice.undeclaredSet_other":
    "set code '{{code}}' (on {{count}} cards) is declared by no <set> in <sets>: Cockatrice files the cards under an unknown set",
  "import.cockatrice.noName": "card without a name",
  "import.cockatrice.badCost": "mana cost '{{cost}}': {{symbols}} is no mana symbol",
  "import.cockatrice.unknownIcon": "icon '{{icon}}' is no known mana symbol; dropped",
  "import.cockatrice.naText": "rules text 'NA' (no text) skipped",
  "import.cockatrice.badPt": "power/toughness '{{pt}}' is not P/T; skipped",
  "import.cockatrice.startingLoyalty": 'text line "Starting loyalty: {{loyalty}}" read as the loyalty',
  "import.cockatrice.sharedCost": "one mana cost for both halves; given to the first face",
  "import.cockatrice.noSeparator": "two-face name 'A // B' without a '---' line between the halves' text; all text given to the first face",
  "import.cockatrice.unbracedCosts_one":
    "an activation cost written without braces (as MSE's Cockatrice export writes them) read as mana and tap symbols",
  "import.cockatrice.unbracedCosts_other":
    "{{count}} activation costs written without braces (as MSE's Cockatrice export writes them) read as mana and tap symbols",
  "import.forge.paramNoDollar": "parameter '{{param}}' has no '$'",
  "import.forge.paramSpace": "parameter '{{param}} $' has a space before '$'; Forge does not read it",
  "import.forge.notAScript": "not a Forge card script (no 'Name:' line); skipped",
  "import.forge.notKeyValue": "line is not 'Key:Value': \"{{text}}\"; skipped",
  "import.forge.alternateMode": "AlternateMode '{{mode}}' unknown; imported as transform",
  "import.forge.badCost": "ManaCost '{{cost}}': {{symbols}} is no mana symbol",
  "import.forge.noOracle": "no Oracle text: the face has no rules text in CardScript (its scripted abilities are not turned into text)",
  "import.forge.oddEscape": "Oracle has {{escapes}} where '\\n' (a new line) may be meant; kept as written",
  "import.forge.costDiffers": "spell's Cost$ '{{cost}}' differs from ManaCost '{{manaCost}}'",
  "import.forge.fileNameMismatch":
    "Name: '{{name}}' does not match the file name '{{file}}' (Forge names a script after its card, '{{expected}}'): a copied script whose Name: was not changed?",
  "import.forge.svarUndefined":
    "{{param}}$ {{name}} names an SVar this script does not define (no 'SVar:{{name}}:' line): Forge cannot run that part",
  "import.forge.duplicateName": "another script of this folder ({{other}}) has the same Name: '{{name}}': Forge loads only one of them",
  "import.forge.notInEdition": "'{{name}}' is listed in no edition file of this folder ({{editions}}): Forge puts it in no set",
  "import.forge.editionWithoutScript_one":
    "{{count}} of the {{total}} cards listed here has no script in this folder ({{names}}); a reprint of a card Forge already has needs none",
  "import.forge.editionWithoutScript_other":
    "{{count}} of the {{total}} cards listed here have no script in this folder ({{names}}); a reprint of a card Forge already has needs none",
  "import.forge.editionFile_one": "Forge edition file listing {{count}} card (no card scripts); nothing imported from it",
  "import.forge.editionFile_other": "Forge edition file listing {{count}} cards (no card scripts); nothing imported from it",
  "term:Forge custom edition": "Forge custom edition",
  "term:Draftmancer custom card list": "Draftmancer custom card list",
  "import.draftmancer.noCustomCards": "no [CustomCards] section: a list of real cards' names, with no custom card to read",
  "import.draftmancer.badJson": "the JSON after [CustomCards] cannot be read ({{reason}}): Draftmancer refuses such a list; no card read",
  "import.draftmancer.notArray": "[CustomCards] is not followed by a JSON array of cards: no card read",
  "import.draftmancer.cardWithoutName": "an entry without a 'name': Draftmancer refuses such a list; not read",
  "export.forge.rarity": "rarity '{{rarity}}' has no Forge letter ({{letters}}): listed without a rarity",
  "export.forge.nameChars":
    "an edition line cannot hold '@' or '$' in the name '{{name}}' (Forge reads an artist or options from there): listed with spaces in their place",
  "export.draftmancer.rarity":
    "rarity '{{rarity}}' is none of Draftmancer's ({{rarities}}): left out (Draftmancer then counts the card as rare)",
  "export.draftmancer.manaSymbol":
    "{{symbols}} is no mana symbol of Scryfall's symbology, which Draftmancer reads: left out of the cost (Draftmancer would refuse the whole list)",
  "export.draftmancer.setCode":
    "set '{{set}}' cannot be named on Draftmancer's card lines (letters, digits and '_' only): written as '{{code}}'",
  "mtg.strip.combat": "Combat",
  "mtg.hover.rulesLine": "{{cite}} (Comprehensive Rules of {{edition}})",
  "mtg.hover.oldWording": "**Old wording** '{{old}}': changed {{since}}; the modern form is {{modern}}.",
  "mtg.hover.oldWordingOfItsEra":
    "Not reported: this file's rules edition ({{rules}}) is older than the change, so it is the wording of its era.",
  "mtg.hover.phaseWithoutSteps": "a phase without steps",
  "mtg.hover.stepOf": "step of the {{phase}}",
  "mtg.hover.tba": "Turn-based actions",
  "mtg.hover.tbaNone": "none.",
  "mtg.hover.priority": "Priority",
  "mtg.hover.happens": "Happens",
  "mtg.hover.typically": "Typically",
  "mtg.hover.keywordsTrigger": "Keywords that trigger here",
  "mtg.hover.keywordsOnly": "Keywords usable only here",
  "mtg.hover.priority.always":
    "yes. After the turn-based actions and once triggered abilities are on the stack, the active player gets priority first; it ends when all players pass in a row with an empty stack.",
  "mtg.hover.priority.never":
    "**no**. Nobody can cast spells or activate abilities here; abilities that trigger here wait until the upkeep to go on the stack.",
  "mtg.hover.priority.rare":
    "**normally no**. Only if state-based actions happen or something triggers do players get priority; after that, another cleanup step follows.",
  "mtg.hover.exists.draw": "every turn, except that the player who goes first skips it on their first turn of a two-player game.",
  "mtg.hover.exists.always": "every turn (unless an effect skips it).",
  "mtg.hover.exists.needsAttackers":
    "**only when at least one creature attacks or is put onto the battlefield attacking**; otherwise the combat phase goes straight from declare attackers to end of combat.",
  "mtg.hover.exists.needsFirstStrike":
    "**only when an attacking or blocking creature has first strike or double strike** as combat damage begins; then a second, regular combat damage step follows.",
  "mtg.hover.stepsInOrder": "Steps, in order:",
  "mtg.hover.short.priority": "priority",
  "mtg.hover.short.noPriority": "no priority",
  "mtg.hover.short.rarePriority": "priority only if something triggers",
  "mtg.hover.short.onlyWithAttackers": ", only with attackers",
  "mtg.hover.short.onlyWithFirstStrike": ", only with first or double strike in combat",
  "mtg.hover.combatWithoutAttackers":
    "Without attackers, the declare blockers and combat damage steps are skipped; end of combat still happens.",
  "mtg.hover.beginningOf": '"The beginning of {{phrase}}" is the start of the {{phase}}, which is its first step: {{step}}.',
  "mtg.hover.bothDamageSteps":
    "When a first or double striker is in combat, there are two combat damage steps: the first-strike damage step, then the regular one. This name covers both.",
  "mtg.hover.anyOf": "any of these",
  "mtg.fix.changeTypeToInstant": "Change type to Instant",
  "mtg.fix.addFlash": "Add {{flash}}",
  "mtg.fix.instantAndEndStep": "Change type to Instant and use the end step instead of the cleanup step",
  "mtg.fix.removeRestriction": "Remove the restriction '{{text}}'",
  "mtg.fix.removeRestrictions": "Remove the restrictions {{list}}",
  "mtg.fix.removeClause": "Remove '{{text}}'",
  "mtg.fix.removeConstraint": "Remove {{label}}",
  "mtg.fix.triggerInEndStep": "Trigger at the beginning of the end step instead",
  "mtg.fix.triggerInUpkeep": "Trigger at the beginning of the upkeep instead",
  "mtg.fix.addField": "Add '{{field}}: {{placeholder}}'",
  "mtg.fix.removeSentence": "Remove the sentence",
  "mtg.fix.removeFlash": "Remove {{keyword}}",
  "mtg.wayOut.land": "Drop the restriction: a land can be played only in your own main phase.",
  "mtg.wayOut.rareOnly":
    "At instant speed it could be cast only in the cleanup step, where players rarely get priority: use the end step, or drop the restriction.",
  "mtg.wayOut.instant": "make it an Instant",
  "mtg.wayOut.flash": "give it Flash",
  "mtg.wayOut.drop": "drop the restriction",
  "mtg.wayOut.keyword": "Drop the restriction: {{keyword}} always works at sorcery speed.",
  "mtg.wayOut.loyalty": "Drop the restriction: loyalty abilities always work at sorcery speed.",
  "mtg.wayOut.classLevel": "Drop the restriction: a Class level is always gained as a sorcery.",
  "mtg.wayOut.ability": "Drop the restriction or the sorcery timing.",
  "mtg.keywordNote.suspend":
    "Suspend doesn't change this: a card can be suspended only when it could be cast from your hand (CR 116.2f, 702.62a).",
  "mtg.keywordNote.rebound": "Rebound doesn't change this: it works only after the spell was cast from your hand (CR 702.88a).",
  "mtg.noActReason.reason": "{{constraint}} allows only the untap step or another moment in which nobody gets priority{{cite}}",
  "mtg.noActReason.remedy": "Use the upkeep instead, or drop the restriction.",
  "mtg.rareWindow.spell":
    "This can be cast only in the cleanup step, and players get priority there only when an ability triggers or a state-based action happens{{cite}}. In most turns the window never opens; consider the end step.",
  "mtg.rareWindow.ability":
    "This can be activated only in the cleanup step, and players get priority there only when an ability triggers or a state-based action happens{{cite}}. In most turns the window never opens; consider the end step.",
  "mtg.base.isPossible": "{{label}} is possible {{summary}}{{cite}}",
  "mtg.base.isAlreadyPossible": "{{label}} is already possible {{summary}}{{cite}}",
  "mtg.base.canBeActivated": "{{label}} can be activated {{summary}}{{cite}}",
  "mtg.base.canAlreadyBeActivated": "{{label}} can already be activated {{summary}}{{cite}}",
  "mtg.base.canBeCast": "{{label}} can be cast {{summary}}{{cite}}",
  "mtg.base.canAlreadyBeCast": "{{label}} can already be cast {{summary}}{{cite}}",
  "mtg.editions.describe": "the Comprehensive Rules effective {{edition}}",
  "mtg.window.never": "never",
  "mtg.window.anyStep": "any step",
  "mtg.window.anyActStep": "any step in which players get priority",
  "mtg.window.stackEmptySuffix": ", stack empty",
  "mtg.window.stackEmpty": "stack empty",
  "mtg.window.stackNotEmpty": "stack not empty",
  "mtg.window.turn.either": "Either player's turn",
  "mtg.window.turn.you": "Your turn",
  "mtg.window.turn.opp": "An opponent's turn",
  "mtg.window.group.beginning": "Beginning",
  "mtg.window.group.precombatMain": "Main",
  "mtg.window.group.combat": "Combat",
  "mtg.window.group.postcombatMain": "Main",
  "mtg.window.group.ending": "Ending",
  "mtg.window.anyTimePriority": "Any time you have priority: either player's turn, every step except untap and cleanup",
  "mtg.window.onlyWhenPriority": "{{window}} (only when players get priority there)",
  "mtg.keywordHover.title": "**{{name}}** — keyword ability{{rule}}",
  "mtg.keywordHover.noDoc": "Keyword ability{{rule}}.",
  "mtg.keywordHover.timing": "**Timing:** {{timing}}",
  "mtg.keywordHover.noTiming": "**Timing:** none of its own.",
  "mtg.keywordHover.timing.widens": "widens when the card can be cast (or played): any time you could cast an instant.",
  "mtg.keywordHover.timing.castFrom": "changes where the card can be cast from, not when: the spell keeps its normal timing.",
  "mtg.keywordHover.timing.sorcery": "activate only as a sorcery (your main phase, empty stack)",
  "mtg.keywordHover.timing.instant": "activate any time you could cast an instant",
  "mtg.keywordHover.timing.restricted": ", restricted to: {{window}}",
  "mtg.keywordHover.timing.triggersIn": "triggers at the beginning of your {{step}}.",
  "mtg.keywordHover.timing.triggered": "a triggered ability.",
  "mtg.keywordHover.timing.stackRule": "applies while the spell is on the stack.",
  "mtg.keywordHover.timing.castsDuringResolution":
    "casts a card or a copy while an ability resolves (CR 608.2g); this card's own spell keeps its normal timing.",
  "mtg.keywordHover.timing.specialAction": "a special action (CR 116.2) with its own limits; the card's spell keeps its normal timing.",
  "mtg.keywordHover.timing.cost": "a cost paid as the spell is cast: the spell keeps its normal timing.",
  "mtg.symbol.zero": "Zero mana: a cost of nothing.",
  "mtg.symbol.one": "Generic mana: one mana of any type.",
  "mtg.symbol.generic": "Generic mana: {{n}} mana of any type.",
  "mtg.symbol.color": "One {{color}} mana.",
  "mtg.symbol.colorless": "One colorless mana (specifically colorless, not generic).",
  "mtg.symbol.variable": "A variable amount: you choose the value of {{letter}} as you cast the spell or activate the ability.",
  "mtg.symbol.snow": "Snow mana: one mana produced by a snow source.",
  "mtg.symbol.tap":
    "The tap symbol: tap this permanent as a cost. A creature needs to have been under your control since your most recent turn began (or haste).",
  "mtg.symbol.untap": "The untap symbol: untap this permanent as a cost.",
  "mtg.symbol.energy": "Energy: gain (in effects) or pay (in costs) one energy counter.",
  "mtg.symbol.phyrexian": "Phyrexian mana: one {{color}} mana or 2 life.",
  "mtg.symbol.monoHybrid": "Monocolored hybrid: two generic mana or one {{color}} mana.",
  "mtg.symbol.colorlessHybrid": "Colorless hybrid: one colorless or one {{color}} mana.",
  "mtg.symbol.hybrid": "Hybrid mana: one {{color}} or one {{color2}} mana.",
  "mtg.symbol.hybridPhyrexian": "Hybrid Phyrexian mana: one {{color}} mana, one {{color2}} mana or 2 life.",
  "mtg.color.W": "white",
  "mtg.color.U": "blue",
  "mtg.color.B": "black",
  "mtg.color.R": "red",
  "mtg.color.G": "green",
  "mtg.hover.permission": "Permission {{label}}",
  "mtg.hover.restriction": "Restriction {{label}}",
  "mtg.hover.never.noPriority": "nobody gets priority at the moments its restrictions allow",
  "mtg.hover.never.contradictory": "its restrictions exclude each other: {{list}}",
  "mtg.hover.never.disjoint": "{{list}} never overlap",
  "mtg.hover.neverBecause": "**{{verb}}:** never — {{why}}.",
  "mtg.hover.onlyRareWindow": " — only in the rare cleanup-step window",
  "mtg.hover.canBeCast": "Can be cast",
  "mtg.hover.canBePlayed": "Can be played",
  "mtg.hover.canBeActivated": "Can be activated",
  "mtg.hover.onThisCardActivated": "On this card it can be activated",
  "mtg.hover.withItCast": "With it, this card can be cast",
  "mtg.hover.withItPlayed": "With it, this card can be played",
  "mtg.hover.triggers": "**Triggers:** {{window}}.",
  "mtg.hover.declaredKeyword": "**{{name}}** — a keyword this file declares (line {{line}})",
  "mtg.hover.triggered.title": "**Triggered ability**",
  "mtg.hover.triggered.atBeginning": "**Triggers at the beginning of:** {{window}}.",
  "mtg.hover.triggered.untap":
    "Nobody gets priority in the untap step: the ability waits and goes on the stack in the upkeep, after permanents have untapped.",
  "mtg.hover.triggered.cleanup":
    'Triggering in the cleanup step gives players priority and then starts another cleanup step, where it triggers again: the turn never ends. Only the delayed "next cleanup step" form is safe.',
  "mtg.hover.triggered.beforePriority": "It goes on the stack before the active player receives priority in that step.",
  "mtg.hover.triggered.needsFirstStrike":
    "That step exists only when an attacking or blocking creature has first strike or double strike, so in most turns this never triggers.",
  "mtg.hover.triggered.needsAttackers":
    "That step is skipped when no creature attacks or is put onto the battlefield attacking, so in such turns this never triggers.",
  "mtg.hover.triggered.in": "**Triggers in:** {{window}} — it {{event}}.",
  "mtg.hover.triggered.nextPriority": "It goes on the stack the next time a player would receive priority.",
  "mtg.hover.triggered.didYouMean": "Did you mean {{list}}?",
  "mtg.hover.triggered.unknownStep": "{{text}} is not a step or phase of the turn, so when this triggers is unknown.",
  "mtg.hover.triggered.anyTime":
    "Triggers whenever its event happens, at any point of the turn; it goes on the stack the next time a player would receive priority.",
  "mtg.hover.loyaltyAbility": "**Loyalty ability** — once per turn for each planeswalker",
  "mtg.hover.manaAbility": "**Activated ability** (a mana ability)",
  "mtg.hover.activatedAbility": "**Activated ability**",
  "mtg.hover.castingRestriction": "**Casting restriction**",
  "mtg.hover.activationRestriction": "**Activation restriction**",
  "mtg.hover.noTimingLimit": "no timing limit (another kind of condition)",
  "mtg.hover.face": "face",
  "mtg.hover.noType": "(no type)",
  "mtg.hover.linesOfText_one": "{{count}} line of rules text",
  "mtg.hover.linesOfText_other": "{{count}} lines of rules text",
  "mtg.hover.abilityWord": "**{{word}}** — ability word",
  "mtg.hover.abilityWord.text": "A label that groups cards with similar abilities; it has no rules meaning of its own.",
  "mtg.completion.fileKeyword": "keyword of this file",
  "mtg.completion.keyword": "keyword",
  "mtg.completion.when": "triggered ability: when an event happens",
  "mtg.completion.whenever": "triggered ability: each time an event happens",
  "mtg.completion.atBeginning": "triggered ability at the start of a step or phase",
  "mtg.completion.atEndOfCombat": "triggered ability in the end of combat step",
  "mtg.completion.activationRestriction": "activation restriction",
  "mtg.completion.castingRestriction": "casting restriction",
  "mtg.completion.tapAbility": "activated ability with a tap cost",
  "mtg.completion.loyaltyPlus": "loyalty ability (adds loyalty)",
  "mtg.completion.loyaltyMinus": "loyalty ability (removes loyalty; U+2212 minus)",
  "mtg.completion.step.noPriority": "no priority there: it resolves in the upkeep",
  "mtg.completion.step.delayedCleanup": "delayed trigger in the next cleanup step",
  "mtg.completion.step.skippedWithoutAttackers": "skipped in turns without attackers",
  "mtg.completion.thisSpell": "this spell",
  "mtg.completion.thisAbility": "this ability",
  "mtg.completion.noTimingChange": "no timing change",
  "mtg.completion.clauseDoc.spell": "{{clause}} allows: {{allows}}.\n\nWith it, this spell can be used: {{after}}.",
  "mtg.completion.clauseDoc.ability": "{{clause}} allows: {{allows}}.\n\nWith it, this ability can be used: {{after}}.",
  "mtg.completion.supertype": "supertype",
  "mtg.completion.cardType": "card type",
  "mtg.completion.subtypesFollow": "subtypes follow the dash",
  "mtg.symbols.emptyLine": "(empty line)",
  "mtg.symbols.keyword": "keyword",
  "mtg.symbols.triggered": "triggered: {{when}}",
  "mtg.symbols.onEvent": "when its event happens",
  "mtg.timingMap.trigger.onEvent": "when its event happens",
  "mtg.timingMap.symbol.zero": "zero mana",
  "mtg.timingMap.symbol.generic_one": "{{number}} generic mana",
  "mtg.timingMap.symbol.generic_other": "{{number}} generic mana",
  "mtg.timingMap.symbol.genericHalf_one": "{{number}} generic",
  "mtg.timingMap.symbol.genericHalf_other": "{{number}} generic",
  "mtg.timingMap.symbol.color": "{{color}}",
  "mtg.timingMap.symbol.or": "{{a}} or {{b}}",
  "mtg.timingMap.symbol.phyrexian": "Phyrexian {{color}} (or 2 life)",
  "mtg.timingMap.symbol.C": "colorless",
  "mtg.timingMap.symbol.S": "snow",
  "mtg.timingMap.symbol.E": "energy",
  "mtg.timingMap.symbol.T": "tap",
  "mtg.timingMap.symbol.Q": "untap",
  ...numberEntries(),
  "mtg.symbols.loyalty": "loyalty",
  "mtg.symbols.manaAbility": "mana ability",
  "mtg.symbols.activated": "activated",
  "mtg.symbols.other": "static or spell text",
  "term:Instant-speed actions": "Instant-speed actions",
  "term:Sorcery-speed actions": "Sorcery-speed actions",
  "term:Loyalty abilities": "Loyalty abilities",
  "term:Playing a land": "Playing a land",
  "term:Instants": "Instants",
  "term:Sorcery-speed spells": "Sorcery-speed spells",
  "term:Activated abilities": "Activated abilities",
  "term:Class level abilities": "Class level abilities",
  "term:Flash": "Flash",
  "term:any time you have priority": "any time you have priority",
  "term:only in your own main phase while the stack is empty": "only in your own main phase while the stack is empty",
  "term:only in your own main phase while the stack is empty, once per permanent each turn":
    "only in your own main phase while the stack is empty, once per permanent each turn",
  "term:only in your own main phase while the stack is empty, with a land play left":
    "only in your own main phase while the stack is empty, with a land play left",
  "term:activate only as a sorcery": "activate only as a sorcery",
  "term:any time you could cast an instant": "any time you could cast an instant",
  "term:any time you could cast a sorcery": "any time you could cast a sorcery",
  "term:only during your upkeep": "only during your upkeep",
  "term:only on your turn once blockers are declared": "only on your turn once blockers are declared",
  "term:only if this creature attacked this turn": "only if this creature attacked this turn",
  "term:creature": "creature",
  "term:planeswalker": "planeswalker",
  "term:power and toughness": "power and toughness",
  "term:a loyalty number": "a loyalty number",
  "term:declare blockers step": "declare blockers step",
  "term:combat damage step": "combat damage step",
  "term:first-strike damage step": "first-strike damage step",
  "term:your permanents have": "your permanents have",
  "term:that player's permanents have": "that player's permanents have",
  "term:the active player's permanents have": "the active player's permanents have",
  "mtg.encoded.said": "the {{steps}}",
};
