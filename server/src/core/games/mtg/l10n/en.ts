/**
 * Magic's English messages beyond its rules' `meta` (the source language): timing advice, fix
 * titles, hover texts and the terms used in messages (`term:<English>`, looked up by
 * `Localizer.term`). `de.json` and `es.json` beside this file hold the same keys plus the
 * translations of Magic's rule messages (`rule.<id>.<message id>`); `test/l10n/catalogs.test.ts`
 * checks that they match.
 */
import { PHASES, STEPS, type PhaseId, type StepId } from "../turn-structure";

/** Step and phase texts of the turn model (`turn-structure.ts`, the source) as catalog entries. */
function turnEntries(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, s] of Object.entries(STEPS) as [StepId, (typeof STEPS)[StepId]][]) {
    out[`mtg.step.${id}.name`] = s.name;
    out[`mtg.step.${id}.short`] = s.short;
    out[`mtg.step.${id}.typical`] = s.typical;
    s.turnBasedActions.forEach((a, i) => (out[`mtg.step.${id}.tba.${i}`] = a));
    if (s.nameIsConvention) out[`mtg.step.${id}.convention`] = s.nameIsConvention;
  }
  for (const [id, p] of Object.entries(PHASES) as [PhaseId, (typeof PHASES)[PhaseId]][]) out[`mtg.phase.${id}.name`] = p.name;
  return out;
}

export const MTG_EN: Readonly<Record<string, string>> = {
  ...turnEntries(),
  "mtg.strip.combat": "Combat",
  "mtg.hover.rulesLine": "{{cite}} (Comprehensive Rules of {{edition}})",
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
  "mtg.hover.beginningOf": '"The beginning of {{phrase}}" is the start of the {{phase}}, which is its first step: the {{step}}.',
  "mtg.hover.bothDamageSteps":
    "When a first or double striker is in combat, there are two combat damage steps: the first-strike damage step, then the regular one. This name covers both.",
  "mtg.hover.anyOf": "any of these",
  "mtg.fix.changeTypeToInstant": "Change type to Instant",
  "mtg.fix.addFlash": "Add Flash",
  "mtg.fix.instantAndEndStep": "Change type to Instant and use the end step instead of the cleanup step",
  "mtg.fix.removeRestriction": "Remove the restriction '{{text}}'",
  "mtg.fix.removeRestrictions": "Remove the restrictions {{list}}",
  "mtg.fix.removeClause": "Remove '{{text}}'",
  "mtg.fix.removeConstraint": "Remove {{label}}",
  "mtg.fix.triggerInEndStep": "Trigger at the beginning of the end step instead",
  "mtg.fix.triggerInUpkeep": "Trigger at the beginning of the upkeep instead",
  "mtg.fix.addField": "Add '{{field}}: {{placeholder}}'",
  "mtg.fix.removeSentence": "Remove the sentence",
  "mtg.fix.removeFlash": "Remove Flash",
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
  // Window words and Timing Map labels (l10n-ygo; see window-words.ts).
  "mtg.window.anyStep": "any step",
  "mtg.window.anyPriorityStep": "any step in which players get priority",
  "mtg.window.stackEmptySuffix": ", stack empty",
  "mtg.window.either": "Either player's turn",
  "mtg.window.you": "Your turn",
  "mtg.window.opp": "An opponent's turn",
  "mtg.window.stackEmpty": "stack empty",
  "mtg.window.stackNotEmpty": "stack not empty",
  "mtg.window.never": "never",
  "mtg.window.group.beginning": "Beginning",
  "mtg.window.group.precombatMain": "Main",
  "mtg.window.group.combat": "Combat",
  "mtg.window.group.postcombatMain": "Main",
  "mtg.window.group.ending": "Ending",
  "mtg.encoded.said": "the {{steps}}",
};
