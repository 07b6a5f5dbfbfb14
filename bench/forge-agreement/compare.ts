/**
 * Compares the timing CardScript computes for a card with the timing Forge encodes for it
 * (`forge-script.ts`). Abilities are matched by cost and text, not by order: a Forge ability
 * with a timing parameter is paired with the CardScript spell, loyalty ability (by loyalty
 * cost), activated ability (by cost and words) or step trigger (by words and step) it most
 * resembles. Windows are compared as sets of (whose turn × step) cells in which players get
 * priority (spells and abilities) or at whose beginning it triggers (triggers).
 */
import { judge, subjectWindow } from "../../server/src/core/model/judge";
import type { FaceModel } from "../../server/src/core/model/file-model";
import { allAbilities, type Ability } from "../../server/src/games/mtg/analysis/abilities";
import type { MtgSubject } from "../../server/src/games/mtg/analysis/timing-subjects";
import { timingSubjects } from "../../server/src/games/mtg/analysis/timing-subjects";
import type { MtgFace } from "../../server/src/games/mtg/analysis/mtg-model";
import { STEP_IDS, STEPS, type StepId } from "../../server/src/games/mtg/turn-structure";
import type { TurnOwner } from "../../server/src/core/timing/timing-window";
import type { MtgWindow } from "../../server/src/games/mtg/timing-space";
import { cells, type Cell, type ForgeTiming } from "./forge-script";

/** One compared ability. */
export interface Comparison {
  forge: ForgeTiming;
  /** How the two relate: equal, or which side allows more, or no CardScript ability matched. */
  relation: "agree" | "CardScript wider" | "Forge wider" | "different" | "unmatched";
  /** The CardScript cells (undefined when unmatched). */
  cardscript?: Set<Cell>;
  /** The CardScript line it was matched with. */
  cardscriptText?: string;
}

const PRIORITY_STEPS = STEP_IDS.filter((s) => STEPS[s].priority === "always");

/** Cells of a CardScript window where players normally get priority. */
function windowCells(w: MtgWindow): Set<Cell> {
  const out = new Set<Cell>();
  for (const t of ["you", "opp"] as const)
    for (const s of PRIORITY_STEPS) if (w.has(t, s, "empty") || w.has(t, s, "nonEmpty")) out.add(`${t}:${s}`);
  return out;
}

/** The CardScript window of a subject (none when the judge finds it impossible). */
function subjectCells(s: MtgSubject): Set<Cell> {
  return judge(s).kind === "impossible" ? new Set() : windowCells(subjectWindow(s) as MtgWindow);
}

const onlyPriority = (c: Set<Cell>) => new Set([...c].filter((x) => PRIORITY_STEPS.includes(x.split(":")[1] as never)));

/** Words of a text for similarity: lower case, the card's names as "~". */
function words(text: string, names: readonly string[]): Set<string> {
  let t = text.replace(/CARDNAME|NICKNAME/g, "~");
  for (const n of names) if (n) t = t.split(n).join("~");
  return new Set(t.toLowerCase().match(/[a-z0-9~+−-]+/g) ?? []);
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let both = 0;
  for (const x of a) if (b.has(x)) both++;
  return both / (a.size + b.size - both);
}

/** Cost tokens of a Forge `Cost$` ("2 R T Sac<1/CARDNAME>" → 2, R, T, sac). */
export function forgeCostTokens(cost: string): string[] {
  const out: string[] = [];
  for (const tok of cost.trim().split(/\s+/)) {
    if (!tok) continue;
    const kind = /^([A-Za-z]+)</.exec(tok)?.[1];
    if (kind) {
      out.push(
        kind
          .toLowerCase()
          .replace(/^untapytype$/, "taptype")
          .replace(/^tapxtype$/, "taptype"),
      );
      continue;
    }
    if (/^\d+$/.test(tok)) {
      if (tok !== "0") out.push(tok);
      continue;
    }
    if (/^[WUBRGCXSTQ]$/.test(tok)) {
      out.push(tok);
      continue;
    }
    if (/^[WUBRGC]{2}$|^[WUBRGC2]\/[WUBRGCP]$/.test(tok)) {
      out.push(tok.replace("/", ""));
      continue;
    }
    out.push(tok.toLowerCase());
  }
  return out.sort();
}

/** Cost tokens of a CardScript cost ("{2}{R}, {T}, Sacrifice ~" → 2, R, T, sac). */
export function cardscriptCostTokens(cost: string): string[] {
  const out: string[] = [];
  for (const m of cost.matchAll(/\{([^}]+)\}/g)) {
    const s = m[1]!.toUpperCase();
    if (/^\d+$/.test(s)) {
      if (s !== "0") out.push(s);
    } else if (s === "E") out.push("payenergy");
    else out.push(s.replace("/", ""));
  }
  const rest = cost.replace(/\{[^}]+\}/g, " ").toLowerCase();
  const kinds: [RegExp, string][] = [
    [/\bsacrifice\b/, "sac"],
    [/\bdiscard\b/, "discard"],
    [/\bpay \w+ life\b/, "paylife"],
    [/\bexile\b/, "exile"],
    [/\breturn\b/, "return"],
    [/\btap (?:an?|two|three|\w+) untapped\b/, "taptype"],
    [/\bremove\b[^,]*\bcounters?\b/, "subcounter"],
    [/\bput\b[^,]*\bcounters?\b/, "addcounter"],
    [/\bmill\b/, "mill"],
    [/\breveal\b/, "reveal"],
  ];
  for (const [re, k] of kinds) if (re.test(rest)) out.push(k);
  return out.sort();
}

/** Loyalty cost of a Forge loyalty ability ("AddCounter<1/LOYALTY>" → "+1"). */
function forgeLoyalty(cost: string): string | undefined {
  const m = /(Add|Sub)Counter<(\w+)\/LOYALTY>/.exec(cost);
  if (!m) return undefined;
  return m[2] === "0" ? "0" : `${m[1] === "Add" ? "+" : "-"}${m[2]}`;
}

const loyaltyOf = (cost: string) =>
  cost
    .trim()
    .replace(/^[−–]/, "-")
    .replace(/^\+?0$/, "0");

/** How two cell sets relate. */
function relate(cs: Set<Cell>, forge: Set<Cell>): Comparison["relation"] {
  const csInF = [...cs].every((c) => forge.has(c));
  const fInCs = [...forge].every((c) => cs.has(c));
  if (csInF && fInCs) return "agree";
  if (fInCs) return "CardScript wider";
  if (csInF) return "Forge wider";
  return "different";
}

/** A step trigger of the CardScript face (or a keyword that is an upkeep trigger) with its ability. */
interface FaceTrigger {
  t: { turns: TurnOwner[]; steps: StepId[] };
  a: Ability;
}

/** What matching one card's Forge timings shares: the CardScript face's side, and what is matched already. */
interface CardSide {
  /** The CardScript document (spans index into it). */
  text: string;
  names: readonly string[];
  subjects: MtgSubject[];
  triggers: FaceTrigger[];
  /** A plane's or phenomenon's cells, in its controller's turn (every turn); others unchanged. */
  frame: (c: Set<Cell>) => Set<Cell>;
  /** CardScript triggers and abilities matched so far (a spell may match more than once). */
  used: Set<unknown>;
}

/**
 * Compares every Forge timing of one card with the CardScript face.
 * @param text the CardScript document (spans index into it).
 */
export function compareCard(face: FaceModel, text: string, forge: readonly ForgeTiming[]): Comparison[] {
  const mface = face as MtgFace;
  const abilities = allAbilities(mface.abilities as Ability[]);
  // Step triggers, and keywords that are upkeep triggers (Echo, Cumulative upkeep, Vanishing, …).
  const triggers: FaceTrigger[] = abilities.flatMap((a) => [
    ...a.stepTriggers.filter((t) => !t.delayed && t.mention).map((t) => ({ t: t as { turns: TurnOwner[]; steps: StepId[] }, a })),
    ...(a.kind === "keywords" ? a.keywords : [])
      .filter((k) => k.timing?.kind === "triggered" && k.timing.triggersIn)
      .map((k) => ({ t: { turns: ["you"] as TurnOwner[], steps: [k.timing!.triggersIn!] }, a })),
  ]);
  // A plane's or phenomenon's controller is the planar controller, normally the active player
  // (CR 311.5, 901.6): every turn is its controller's, as Forge writes it.
  const planar = mface.typeLine?.types.has("plane") || mface.typeLine?.types.has("phenomenon");
  const frame = (c: Set<Cell>): Set<Cell> => (planar ? new Set([...c].map((x) => x.replace(/^opp:/, "you:") as Cell)) : c);
  const side: CardSide = { text, names: face.selfNames, subjects: timingSubjects(mface), triggers, frame, used: new Set() };
  return forge.map((f) => (f.kind === "trigger" ? compareTrigger(side, f) : compareAbility(side, f)));
}

/** A Forge phase trigger against the unmatched CardScript trigger most like it (by words, then step). */
function compareTrigger(side: CardSide, f: ForgeTiming): Comparison {
  const fw = words(f.text, side.names);
  let best: { t: FaceTrigger; score: number } | undefined;
  for (const x of side.triggers) {
    if (side.used.has(x.t)) continue;
    const c = cells(x.t.turns, x.t.steps);
    const overlap = [...c].some((y) => f.cells.has(y)) ? 0.5 : 0;
    const score = jaccard(fw, words(x.a.line.text, side.names)) + overlap;
    if (!best || score > best.score) best = { t: x, score };
  }
  if (!best) return { forge: f, relation: "unmatched" };
  side.used.add(best.t.t);
  const cs = side.frame(cells(best.t.t.turns, best.t.t.steps));
  return { forge: f, relation: relate(cs, f.cells), cardscript: cs, cardscriptText: best.t.a.line.text };
}

/** A Forge spell, loyalty or activated ability against the CardScript subject most like it (by cost and words). */
function compareAbility(side: CardSide, f: ForgeTiming): Comparison {
  const { text, names } = side;
  const fw = words(f.text, names);
  const fc = forgeCostTokens(f.cost);
  let best: { s: MtgSubject; score: number } | undefined;
  for (const s of candidates(side, f)) {
    if (side.used.has(s) && f.kind !== "spell") continue;
    const line = s.ability?.line.text ?? "";
    const costText =
      s.ability?.kind === "activated" ? text.slice(s.ability.cost.start, s.ability.cost.end) : text.slice(s.anchor.start, s.anchor.end);
    const cc = cardscriptCostTokens(costText);
    const costScore = f.kind === "activated" ? (fc.join() === cc.join() ? 2 : jaccard(new Set(fc), new Set(cc))) : 0;
    const score = costScore + jaccard(fw, words(line, names));
    if (!best || score > best.score) best = { s, score };
  }
  if (!best) return { forge: f, relation: "unmatched" };
  side.used.add(best.s);
  const cs = side.frame(subjectCells(best.s));
  return {
    forge: f,
    relation: relate(cs, onlyPriority(f.cells)),
    cardscript: cs,
    cardscriptText: best.s.ability?.line.text ?? "(the spell)",
  };
}

/** The CardScript subjects a Forge ability of kind `f.kind` may be: the spell, loyalty abilities of its loyalty cost, or other activated abilities. */
function candidates(side: CardSide, f: ForgeTiming): MtgSubject[] {
  if (f.kind === "spell") return side.subjects.filter((s) => s.kind === "spell");
  if (f.kind === "loyalty") {
    const l = forgeLoyalty(f.cost);
    return side.subjects.filter(
      (s) =>
        s.ability?.kind === "activated" &&
        s.ability.loyalty &&
        (l === undefined || loyaltyOf(side.text.slice(s.ability.cost.start, s.ability.cost.end)) === l),
    );
  }
  return side.subjects.filter((s) => s.kind === "activated" && !(s.ability?.kind === "activated" && s.ability.loyalty));
}
