/**
 * Yu-Gi-Oh!'s English hover, completion, outline, window and Timing Map texts (the source
 * language), gathered from where they are written: the turn model (`turn-structure.ts`,
 * `timing-cells.ts`), the vocabulary (`vocabulary.ts`: PSCT tags, fields) and the Spell Speeds
 * (`spell-speeds.ts`), plus the fixed sentences of the hovers. Phase and step names are keys too:
 * official German and Spanish cards print them in English ("Standby Phase", "Damage Step"), but
 * translate damage calculation ("Schadensberechnung", "cálculo de daño").
 */
import { SPELL_SPEEDS } from "../spell-speeds";
import { AXIS_WORDS, PHASE_LABEL, SHORT } from "../timing-cells";
import { SEGMENTS, existenceText, type Existence, type SegmentId } from "../turn-structure";
import { OBSOLETE_TERMS, PSCT_TAGS, YGO_FIELDS, psctKey } from "../vocabulary";

const EXISTENCES: readonly Existence[] = ["always", "optionalBattlePhase", "afterBattlePhase", "attackProceeds"];

/** Turn-model, vocabulary and Spell Speed texts as catalog entries (their sources are the data files). */
function dataEntries(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, s] of Object.entries(SEGMENTS) as [SegmentId, (typeof SEGMENTS)[SegmentId]][]) {
    out[`ygo.segment.${id}.name`] = s.name;
    out[`ygo.segment.${id}.short`] = SHORT[id];
    out[`ygo.segment.${id}.summary`] = s.summary;
  }
  for (const [id, label] of Object.entries(PHASE_LABEL)) out[`ygo.phase.${id}.short`] = label;
  for (const [id, words] of Object.entries(AXIS_WORDS)) out[`ygo.axis.${id}`] = words;
  for (const e of EXISTENCES) out[`ygo.exists.${e}`] = existenceText(e);
  for (const s of [1, 2, 3] as const) out[`ygo.speed.${s}.responds`] = SPELL_SPEEDS[s].responds;
  for (const t of PSCT_TAGS) out[`ygo.psct.${psctKey(t.tag)}`] = t.meaning;
  for (const [name, f] of Object.entries(YGO_FIELDS)) out[`ygo.field.${name}`] = f.doc;
  for (const t of OBSOLETE_TERMS) out[t.whyKey] = t.why;
  return out;
}

/** Notes on why an effect has its kind (effect hover), as `term:` entries (the analyser writes the English). */
export const YGO_WHY_NOTES: readonly string[] = [
  "Damage Step / Battle Phase timing trigger",
  "Gemini: a second Normal Summon gives it the effects below",
  "Summon condition",
  "Summon procedure (no activation)",
  "While …: a continuous effect",
  "activated during the Damage Step / damage calculation (Spell Speed 2)",
  "condition without an event",
  "during your Main Phase: a window, not an event",
  "event condition",
  "inherent Special Summon (no activation)",
  "introduces granted effects",
  "material line",
  "no activation wording",
  "note",
  "old wording: <cost> to <effect>",
  "old wording: By <cost>, <effect>",
  "old wording: Summon procedure (no activation)",
  "old wording: You can",
  "old wording: a continuous effect (counters, linked destruction, negation on resolution)",
  "old wording: an action during each Standby / End Phase",
  "old wording: changes a rule for this card (no activation)",
  "old wording: during either player's turn (Spell Speed 2)",
  "old wording: either player's turn",
  "old wording: either player's turn, you can",
  "old wording: event",
  "old wording: event, you can",
  "old wording: negates an activation (Spell Speed 2)",
  "old wording: phase timing",
  "old wording: …, you can (Spell Speed 2 time)",
  "old wording: …, you can",
  "phase/step timing trigger",
  "responds to an activation (chains to it: Spell Speed 2)",
  "responds to an attack target / a Summon attempt (Spell Speed 2)",
  "untagged: names the Battle Phase / Damage Step",
  "untagged: names the opponent's/either player's turn",
  "at the start of your Main Phase: a window of your open game state",
  "event condition: a Summon using …",
  "old wording: <action> each time / when <event>",
  "old wording: an action at a named moment (End Phase, end of the Damage Step)",
  "old wording: if <event>, you can",
  "old wording: responds to an activation (chains to it: Spell Speed 2)",
  "old wording: you can … in the Standby/End/Draw Phase (phase trigger)",
  "untagged: a window in the Battle Phase (Spell Speed 2)",
  "● <cost/target>; <effect> (PSCT: activated)",
];

/** Spell and Trap Card types as printed (`term:` entries for hovers and notes). */
export const YGO_CARD_TYPE_TERMS: readonly string[] = [
  "Effect Monster",
  "Tuner/Effect Monster",
  "Xyz Monster",
  "Normal Spell",
  "Quick-Play Spell",
  "Continuous Spell",
  "Field Spell",
  "Equip Spell",
  "Ritual Spell",
  "Normal Trap",
  "Continuous Trap",
  "Counter Trap",
];

/** The English source of Yu-Gi-Oh!'s hover, completion, outline, window and Timing Map texts. */
export const YGO_FEATURES_EN: Readonly<Record<string, string>> = {
  ...dataEntries(),
  ...Object.fromEntries([...YGO_WHY_NOTES, ...YGO_CARD_TYPE_TERMS].map((w) => [`term:${w}`, w])),
  "ygo.level.phase": "phase",
  "ygo.level.step": "step",
  "ygo.level.sub-timing": "sub-timing",
  "ygo.hover.segments": "{{count}} segments",
  "ygo.hover.damageStep":
    "The Damage Step has five sub-timings (Counter Traps, negations of an activation and mandatory effects may always be activated):",
  "ygo.hover.exists": "Exists {{when}}.",
  "ygo.hover.sources": "Sources: {{sources}}",
  "ygo.hover.textField":
    "**text** — the card text as printed; a Pendulum Monster's `[ Pendulum Effect ]` and `[ Monster Effect ]` sections are read separately.",
  "ygo.kind.activation": "Activation of the card",
  "ygo.kind.ignition": "Ignition Effect",
  "ygo.kind.trigger": "Trigger Effect",
  "ygo.kind.quick": "Quick Effect",
  "ygo.kind.continuous": "Continuous Effect (not activated, no Chain)",
  "ygo.kind.summon-condition": "Summon condition (not activated)",
  "ygo.kind.materials": "Materials",
  "ygo.kind.flip": "FLIP effect (Trigger Effect)",
  "ygo.effect.pendulum": " — Pendulum Effect",
  "ygo.effect.speed": "Spell Speed {{speed}}: {{responds}}.",
  "ygo.effect.window": "Window: {{window}}.",
  "ygo.effect.condition": 'Activation condition: "{{text}}"',
  "ygo.effect.cost": 'Cost / targets: "{{text}}"',
  "ygo.effect.missTiming": 'An optional "When … : You can" trigger can miss the timing.',
  "ygo.why.activation": "activation of a {{type}} Card",
  "ygo.cardKind.monster":
    "**{{types}} Monster** — its effects get their Spell Speed from their wording: Ignition and Trigger Effects (incl. FLIP) 1, Quick Effects 2, Continuous Effects are not activated.",
  "ygo.cardKind.quickPlay":
    "**Quick-Play Spell** — Spell Speed 2. From the hand only during your own turn (any phase); Set: either player's turn, but not the turn it was Set (Rulebook v10 p. 29).",
  "ygo.cardKind.spell": "**{{type}}** — Spell Speed 1: your Main Phase, open game state (Rulebook v10 pp. 28–30, 44–45).",
  "ygo.cardKind.counterTrap":
    "**Counter Trap** — Spell Speed 3: in response to an activation, or when a Summon, a draw or an attack declaration happens; only Spell Speed 3 can respond to it (Rulebook v10 p. 31).",
  "ygo.cardKind.trap":
    "**{{type}}** — Spell Speed 2: must be Set first and can't be activated the turn it was Set, unless its text says so (Rulebook v10 p. 30).",
  "ygo.cardKind.skill": "**Skill Card** — not part of the Official Rulebook's timing.",
  "ygo.completion.segment": "phase / step",
  "ygo.completion.psct": "PSCT",
  "ygo.outline.activation": "activation of the card",
  "ygo.outline.ignition": "Ignition Effect",
  "ygo.outline.trigger": "Trigger Effect",
  "ygo.outline.quick": "Quick Effect",
  "ygo.outline.continuous": "Continuous Effect",
  "ygo.outline.summon-condition": "Summon condition",
  "ygo.outline.materials": "materials",
  "ygo.outline.flip": "FLIP {{kind}}",
  "ygo.outline.pendulum": "{{kind}} (Pendulum Effect)",
  "ygo.outline.speed": "{{kind}}, Spell Speed {{speed}}",
  "ygo.outline.onEvent": "when its event happens",
  "ygo.outline.empty": "(empty)",
  "ygo.trigger.onEvent": "when its event happens",
  "ygo.trigger.onEventYourTurn": "when its event happens, during your turn",
  "ygo.trigger.onEventOppTurn": "when its event happens, during your opponent's turn",
  "ygo.window.anyPhase": "any phase",
  "ygo.window.openOnly": "; open game state only",
  "ygo.window.open12": "; open game state or in response to Spell Speed 1–2",
  "ygo.window.chain3Only": "; only in response to Spell Speed 3",
  "ygo.window.either": "Either player's turn",
  "ygo.window.you": "Your turn",
  "ygo.window.opp": "Your opponent's turn",
  "ygo.window.never": "never",
  "ygo.misfit.spell": "a Spell Card has no {{field}}",
  "ygo.misfit.trap": "a Trap Card has no {{field}}",
  "ygo.misfit.skill": "a Skill Card has no {{field}}",
  "ygo.misfit.xyzLevel": "an Xyz Monster has a Rank, not a Level",
  "ygo.misfit.linkLevel": "a Link Monster has a Link Rating, not a Level",
  "ygo.misfit.rank": "only Xyz Monsters have a Rank",
  "ygo.misfit.link": "only Link Monsters have a Link Rating and Link Arrows",
  "ygo.misfit.linkDef": "a Link Monster has no DEF",
  "ygo.misfit.scale": "only Pendulum Monsters have a Pendulum Scale",
};
