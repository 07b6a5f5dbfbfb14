/**
 * Each activated effect of a YGO card as a timing subject for the core's judge: the base is its
 * Spell Speed's window, the restrictions are the timing words of its condition or of "Activate
 * this card only …" (one constraint per kind of words: named phases/steps, a bare turn, the first
 * turn of the Duel, a Counter Trap to respond to). An empty window is `impossible-timing`.
 * Sources: Fast Effect Timing; Rulebook v10 pp. 28–31, 37–38, 44–45.
 */
import type { Localizer } from "../../core/l10n/localizer";
import type { Constraint, TimingSubject } from "../../core/model/judge";
import type { FaceModel } from "../../core/model/file-model";
import type { YgoCard } from "./card-model";
import { PR17, RB, type YgoCitation } from "./citations";
import { RESPONDS_TO_COUNTER_TRAP, isActivated, type YgoEffect } from "./effects";
import { cardOfFace, type YgoLine } from "./face-analysis";
import { speed1Window, speedWindow, type Speed1Reach } from "./spell-speeds";
import { YgoWindow } from "./timing-cells";
import { phrasesWindow } from "./timing-phrases";

/** A YGO subject: the effect it judges and why it could be impossible, in words (for the way out). */
export interface YgoSubject extends TimingSubject {
  effect: YgoEffect;
  card: YgoCard;
}

const c1 = (c: YgoCitation) => [c];

/** The base constraints, built once: they depend only on the effect's kind (trigger / card / effect) and Spell Speed. */
const TRIGGER_BASE: Constraint = {
  kind: "base",
  label: "a Trigger Effect (Spell Speed 1) activates when its event happens",
  window: YgoWindow.of({ axes: ["open"] }),
  rules: [c1(RB("44–45"))],
};
/** How each reach of a Spell Speed 1 Spell Card or Ignition Effect is said ({@link Speed1Reach}): the same window as the map's. */
const SPEED1_WORDS: Readonly<Record<Speed1Reach, string>> = {
  main: "in your own Main Phase, in an open game state",
  ownTurn: "in your own turn, in an open game state, outside the Damage Step",
  ownTurnOutsideBattle: "in your own turn, in an open game state, outside the Battle Phase",
};
const BASES = new Map<string, Constraint>();

function baseConstraint(e: YgoEffect): Constraint {
  if (e.kind === "trigger") return TRIGGER_BASE;
  // An untagged fast time reads, as written, as an Ignition Effect (ambiguous-spell-speed): the map draws that window.
  const speed = e.untaggedFastTime ? 1 : e.speed!;
  const what = e.kind === "activation" ? "card" : "effect";
  const reach = speed === 1 ? (e.speed1Reach ?? "ownTurn") : undefined;
  const key = `${what}/${speed}/${reach ?? ""}`;
  let base = BASES.get(key);
  if (!base) {
    base = reach
      ? {
          kind: "base",
          label: `a Spell Speed 1 ${what} can only be activated ${SPEED1_WORDS[reach]}`,
          window: speed1Window(reach),
          rules: [c1(RB(what === "card" ? "28–30" : "44–45")), c1(PR17("109"))],
        }
      : { kind: "base", label: `a Spell Speed ${speed} ${what}`, window: speedWindow(speed), rules: [c1(RB("44–45"))] };
    BASES.set(key, base);
  }
  return base;
}

/** A Trap whose own text lets it be activated from the hand or the turn it was Set (RB p. 30; PR17 pp. 122–123). */
const FROM_HAND_OR_SAME_TURN = /\bactivate this card from your hand\b|\bthe turn it (?:is|was) Set\b/i;

function restrictions(card: YgoCard, e: YgoEffect): Constraint[] {
  const out: Constraint[] = [];
  const groups = [e.timing.filter((p) => p.segments), e.timing.filter((p) => !p.segments && p.turns), e.timing.filter((p) => p.firstTurn)];
  for (const g of groups) {
    if (!g.length) continue;
    const span = card.spanToFile({ start: g[0]!.start, end: g[g.length - 1]!.end });
    out.push({
      kind: "restriction",
      label: `'${g.map((p) => p.text).join("' / '")}'`,
      window: phrasesWindow(g)!,
      rules: [c1(RB("32–40"))],
      span,
      neverRedundant: true,
    });
  }
  // A Trap Card is Set first and can't be activated the turn it was Set (RB p. 30): nothing is Set before the first turn
  // of the Duel, so a Trap activated only then never can be, unless its text lets it be activated from the hand or the
  // turn it was Set.
  const first = e.timing.find((p) => p.firstTurn);
  if (first && e.kind === "activation" && card.kind?.kind === "trap" && !FROM_HAND_OR_SAME_TURN.test(card.text)) {
    out.push({
      kind: "restriction",
      label: "a Trap Card can't be activated the turn it was Set",
      window: YgoWindow.none(),
      rules: [c1(RB("30"))],
      span: card.spanToFile({ start: first.start, end: first.end }),
      neverRedundant: true,
    });
  }
  // Only something chained to the Counter Trap must be Spell Speed 3; a trigger activates after the Chain resolves.
  if (e.kind !== "trigger" && e.condition && RESPONDS_TO_COUNTER_TRAP.test(e.condition.text)) {
    out.push({
      kind: "restriction",
      label: "responding to a Counter Trap (a Spell Speed 3 Chain Link)",
      window: YgoWindow.of({ axes: ["chain3"] }),
      rules: [c1(RB("44–45"))],
      span: card.spanToFile(e.condition),
      neverRedundant: true,
    });
  }
  return out;
}

const subjectsOfFace = new WeakMap<FaceModel, YgoSubject[]>();

/**
 * The timing subjects of a face: its activated effects. Built once per face model (several rules
 * ask for them) and shared: callers must not mutate the result.
 */
export function ygoTimingSubjects(face: FaceModel): YgoSubject[] {
  let subjects = subjectsOfFace.get(face);
  if (!subjects) subjectsOfFace.set(face, (subjects = buildSubjects(face)));
  return subjects;
}

function buildSubjects(face: FaceModel): YgoSubject[] {
  const card = cardOfFace(face);
  if (!card) return [];
  const lines = face.abilities as YgoLine[];
  return card.analysis.effects
    .filter((e) => isActivated(e) && e.speed !== undefined)
    .map((e) => ({
      kind: "activated",
      face,
      ability: lines.find((l) => l.effects.includes(e)),
      anchor: card.spanToFile(e.condition ?? { start: e.span.start, end: Math.min(e.span.end, e.span.start + 60) }),
      ...(e.span.end > e.span.start ? { span: card.spanToFile(e.span) } : {}),
      base: baseConstraint(e),
      permissions: [],
      restrictions: restrictions(card, e),
      ...(e.untaggedFastTime ? { reportedBy: "ambiguous-spell-speed" } : {}),
      effect: e,
      card,
    }));
}

/** Why an impossible subject is impossible and what to do, in a sentence (the judge's "way out"). */
export function ygoWayOut(l10n: Pick<Localizer, "t">, s: TimingSubject): string {
  const e = (s as YgoSubject).effect;
  if (!e) return "";
  if (e.condition && RESPONDS_TO_COUNTER_TRAP.test(e.condition.text) && e.speed !== 3) return l10n.t("ygo.wayOut.counterTrap");
  if (e.timing.some((p) => p.firstTurn)) return l10n.t("ygo.wayOut.firstTurn");
  if (e.speed === 1 && e.kind === "ignition" && (s as YgoSubject).card?.kind?.kind === "monster") return l10n.t("ygo.wayOut.ignition");
  if (e.speed === 1) return l10n.t("ygo.wayOut.speed1");
  return l10n.t("ygo.wayOut.nameATime");
}
