/**
 * Compares CardScript's YGO effect analysis with EDOPro's scripted effects (the facts of
 * `ygo/effect-facts.jsonl`: one record per card, `effects: [{type: ["EFFECT_TYPE_…"], code, range, …}]`).
 *
 * Only activated effects are compared (they have a kind and a Spell Speed on both sides):
 * EDOPro `ACTIVATE` = activation of the card (Spell Speed from the card type: Spell 1,
 * Quick-Play 2, Trap 2, Counter Trap 3), `IGNITION` = Ignition (1), `TRIGGER_O/F` and `FLIP` =
 * Trigger (1), `QUICK_O/F` = Quick (2). Effects without a `type` are clones of the effect before
 * them (a second event code for the same printed effect, e.g. "Normal or Special Summoned") and
 * are not counted again. Continuous effects are not compared: EDOPro splits one printed continuous
 * effect into several engine effects.
 *
 * Per card, both sides are multisets of classes `kind/speed`; agreement N = Σ min(ours, edo). The
 * unmatched effects are paired up (ours → EDOPro, "(none)" when one side has no effect left), and
 * each pair is one disagreement, so M = N + pairs: a misclassified effect counts once, a missed or
 * an extra effect counts once too.
 * A card's several `ACTIVATE` entries count as its one activation (alternative event codes or options of one card).
 * When a Spell/Trap's facts hold no `ACTIVATE` (the script builds it in a helper procedure such
 * as an Equip or Ritual procedure, which the facts do not record), its activation is left out
 * of both sides and counted in `unscriptedActivations`.
 */
import type { CardKind } from "../server/src/games/ygo/card-kind";
import type { YgoEffect } from "../server/src/games/ygo/effects";
import { isActivated } from "../server/src/games/ygo/effects";

export interface EdoEffect {
  var?: string;
  type?: string[];
  code?: string;
  range?: string[];
  property?: string[];
  countLimit?: boolean;
}

const ACTIVATED_TYPES = [
  "EFFECT_TYPE_ACTIVATE",
  "EFFECT_TYPE_IGNITION",
  "EFFECT_TYPE_QUICK_O",
  "EFFECT_TYPE_QUICK_F",
  "EFFECT_TYPE_TRIGGER_O",
  "EFFECT_TYPE_TRIGGER_F",
  "EFFECT_TYPE_FLIP",
];

/**
 * True when a facts entry is evidently not the effect the card registers but a temporary effect
 * that a resolution function created under the same variable name (the facts keep one entry per
 * variable name, and the later \`SetType\`/\`SetCode\` overwrite the registered effect's):
 * a non-activated entry that is a FIELD effect without a range (a card-registered FIELD effect
 * needs one; a temporary one is registered to a player), or that carries attributes only an
 * activated effect has (a count limit, \`EFFECT_FLAG_CARD_TARGET\`, \`EFFECT_FLAG_DELAY\`).
 * Example: Abyss Actor - Evil Heel's \`e1\` is an IGNITION effect in \`initial_effect\`, but the
 * facts hold \`SINGLE / EFFECT_UPDATE_ATTACK\` from the \`local e1\` in its operation.
 */
export function isOverwrittenEntry(e: EdoEffect): boolean {
  const t = e.type;
  if (!t || t.some((x) => ACTIVATED_TYPES.includes(x))) return false;
  if (t.includes("EFFECT_TYPE_FIELD") && !(e.range && e.range.length)) return true;
  const p = e.property ?? [];
  return (
    (e.countLimit === true && !t.includes("EFFECT_TYPE_CONTINUOUS")) ||
    p.includes("EFFECT_FLAG_CARD_TARGET") ||
    p.includes("EFFECT_FLAG_DELAY")
  );
}

export type EffectClass = "activation/1" | "activation/2" | "activation/3" | "ignition/1" | "trigger/1" | "quick/2" | string;

/** The class of one EDOPro effect, or undefined when it is not an activated effect. */
export function edoClass(e: EdoEffect, card: CardKind): EffectClass | undefined {
  const t = e.type;
  if (!t) return undefined;
  if (t.includes("EFFECT_TYPE_ACTIVATE")) {
    if (card.kind === "spell") return card.subtype === "Quick-Play" ? "activation/2" : "activation/1";
    if (card.kind === "trap") return card.subtype === "Counter" ? "activation/3" : "activation/2";
    return undefined;
  }
  if (t.includes("EFFECT_TYPE_IGNITION")) return "ignition/1";
  if (t.includes("EFFECT_TYPE_QUICK_O") || t.includes("EFFECT_TYPE_QUICK_F")) return "quick/2";
  // A Trap Card's Trigger Effects are Spell Speed 2 (Rulebook v10 p. 30): EDOPro's type gives the kind, the card type the speed.
  if (t.includes("EFFECT_TYPE_TRIGGER_O") || t.includes("EFFECT_TYPE_TRIGGER_F") || t.includes("EFFECT_TYPE_FLIP"))
    return card.kind === "trap" ? "trigger/2" : "trigger/1";
  return undefined;
}

/** The class of one of our effects, or undefined when it is not activated. */
export function ourClass(e: YgoEffect): EffectClass | undefined {
  return isActivated(e) ? `${e.kind}/${e.speed}` : undefined;
}

/**
 * The classes one of our effects is compared as: its class, and for an Ignition Effect that is a Quick Effect under a
 * condition ("This is a Quick Effect if …") also "quick/2", because EDOPro scripts such an effect twice (an IGNITION
 * effect and a QUICK_O effect with the condition).
 */
export function ourClasses(e: YgoEffect): EffectClass[] {
  const c = ourClass(e);
  if (!c) return [];
  return e.quickIf ? [c, "quick/2"] : [c];
}

export interface CardComparison {
  agreed: number;
  total: number;
  /** Our activated effects left out because a facts entry of this card was overwritten (see {@link isOverwrittenEntry}) and so cannot be compared. */
  uncomparable: number;
  /** class pairs that did not match, as "ours → edo" with "(none)" for a missing side. */
  disagreements: string[];
  unscriptedActivation: boolean;
}

function count(xs: (string | undefined)[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const x of xs) if (x) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

/**
 * Compares one card. `helperEffects` are EDOPro's classes of the effects that helper procedures
 * called by the card's script register (see `ygo-agreement-helpers.ts`); the facts lack them.
 * `repairs` maps a damaged facts entry's variable to the class the script's `initial_effect`
 * registers under it ("-": not activated), from `ygo-facts-repairs.json`; a repaired entry is used
 * with that class and is not counted as overwritten. `copies` are the classes of facts entries that repeat another entry of
 * the card for a further event code (`ygo-event-copies.json`, see `eventCopies` in `ygo-lua-effects.ts`): one of each is
 * taken off EDOPro's side, so one printed effect with several events counts once.
 */
export function compareCard(
  ours: readonly YgoEffect[],
  edo: readonly EdoEffect[],
  card: CardKind,
  helperEffects: readonly EffectClass[] = [],
  repairs: Readonly<Record<string, string>> = {},
  copies: readonly EffectClass[] = [],
): CardComparison {
  const repairedClass = (e: EdoEffect) => (e.var !== undefined && Object.hasOwn(repairs, e.var) ? repairs[e.var] : undefined);
  const edoClasses = [
    ...edo.map((e) => {
      const r = repairedClass(e);
      return r === undefined ? edoClass(e, card) : r === "-" ? undefined : r;
    }),
    ...helperEffects,
  ];
  for (const c of copies) {
    const i = edoClasses.lastIndexOf(c);
    if (i >= 0) edoClasses.splice(i, 1);
  }
  // A Spell/Trap Card is activated once: several ACTIVATE entries are alternative ways to activate it (one per event
  // code, "When your opponent Summons" → SUMMON/FLIP_SUMMON/SPSUMMON_SUCCESS; one per option of "Activate 1 of these
  // effects"; a Continuous Trap activated with its effect in response), one printed activation.
  const firstActivation = edoClasses.findIndex((c) => c?.startsWith("activation/"));
  for (let i = edoClasses.length - 1; i > firstActivation && firstActivation >= 0; i--)
    if (edoClasses[i]?.startsWith("activation/")) edoClasses.splice(i, 1);
  let mine = ours.flatMap(ourClasses);
  const unscripted = (card.kind === "spell" || card.kind === "trap") && !edoClasses.some((c) => c?.startsWith("activation/"));
  if (unscripted) mine = mine.filter((c) => !c.startsWith("activation/"));
  const a = count(mine);
  const b = count(edoClasses);
  let agreed = 0;
  let total = 0;
  const extraOurs: string[] = [];
  const extraEdo: string[] = [];
  for (const k of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(k) ?? 0;
    const y = b.get(k) ?? 0;
    agreed += Math.min(x, y);
    for (let i = y; i < x; i++) extraOurs.push(k);
    for (let i = x; i < y; i++) extraEdo.push(k);
  }
  // Each overwritten facts entry hides one registered effect of unknown class: leave one of our unmatched effects out of the total.
  let uncomparable = 0;
  for (
    let w = edo.filter((e) => repairedClass(e) === undefined && isOverwrittenEntry(e)).length;
    w > 0 && extraOurs.length > extraEdo.length;
    w--
  ) {
    extraOurs.pop();
    uncomparable++;
  }
  const disagreements: string[] = [];
  while (extraOurs.length || extraEdo.length) disagreements.push(`${extraOurs.shift() ?? "(none)"} → ${extraEdo.shift() ?? "(none)"}`);
  total = agreed + disagreements.length;
  return { agreed, total, uncomparable, disagreements, unscriptedActivation: unscripted };
}
