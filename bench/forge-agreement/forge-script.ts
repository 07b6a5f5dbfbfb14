/**
 * Reads the timing that Forge encodes in its card scripts (Forge's `cardsfolder/*.txt` format:
 * `Name:`, `K:` keywords, `A:` spell and ability lines, `T:` triggers, `|`-separated `Key$ Value`
 * parameters): `SorcerySpeed$`, `ActivationPhases$`, `PlayerTurn$`, `OpponentTurn$`,
 * `Planeswalker$` on abilities, `K:Flash` on the card, and phase triggers
 * `T:Mode$ Phase | Phase$ … | ValidPlayer$ …`. Windows are sets of (whose turn × step) cells
 * from the controller's view. Pure functions, no IO.
 */
import type { StepId } from "../../server/src/games/mtg/turn-structure";
import { STEP_IDS } from "../../server/src/games/mtg/turn-structure";
import type { TurnOwner } from "../../server/src/core/timing/timing-window";

/** A (whose turn, step) cell, written "you:upkeep". */
export type Cell = `${TurnOwner}:${StepId}`;

/** One Forge ability whose timing Forge encodes. */
export interface ForgeTiming {
  kind: "spell" | "activated" | "loyalty" | "trigger";
  /** Forge's cost (`Cost$`), for matching; "" for triggers and the spell's Flash. */
  cost: string;
  /** Forge's own words for it (`SpellDescription$` / `TriggerDescription$`), `CARDNAME` kept. */
  text: string;
  /** The cells Forge allows (spells and abilities) or triggers in (triggers). */
  cells: Set<Cell>;
  /** The script line it came from. */
  line: string;
}

/** Forge's phase names (as in `ActivationPhases$` and `Phase$`) → steps. */
const FORGE_STEPS: Readonly<Record<string, StepId>> = {
  untap: "untap",
  upkeep: "upkeep",
  draw: "draw",
  main1: "main1",
  begincombat: "beginCombat",
  "declare attackers": "declareAttackers",
  "declare blockers": "declareBlockers",
  "first strike damage": "firstStrikeDamage",
  "combat damage": "combatDamage",
  endcombat: "endOfCombat",
  main2: "main2",
  "end of turn": "end",
  cleanup: "cleanup",
};

/** The `Key$ Value` parameters of one script line. */
export function forgeParams(line: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of line.replace(/^[A-Z]+:/, "").split("|")) {
    const m = /^\s*([A-Za-z]+)\$\s?(.*?)\s*$/.exec(part);
    if (m) out.set(m[1]!, m[2]!);
  }
  return out;
}

/**
 * Steps of a Forge phase list: "Upkeep", "Main1,Main2", "BeginCombat->EndCombat" (inclusive),
 * "Draw->" (to the end of the turn). Undefined when a name is not a Forge phase.
 */
export function forgeSteps(list: string): StepId[] | undefined {
  const out = new Set<StepId>();
  for (const part of list.split(",")) {
    const [from, to] = part.split("->").map((x) => x.trim().toLowerCase());
    const a = FORGE_STEPS[from!];
    if (!a) return undefined;
    if (to === undefined) {
      out.add(a);
      continue;
    }
    const b = to === "" ? "cleanup" : FORGE_STEPS[to];
    if (!b) return undefined;
    const i = STEP_IDS.indexOf(a);
    const j = STEP_IDS.indexOf(b);
    for (let k = i; k <= j; k++) out.add(STEP_IDS[k]!);
  }
  return [...out];
}

/** The cells of `turns` × `steps`. */
export function cells(turns: readonly TurnOwner[], steps: readonly StepId[]): Set<Cell> {
  const out = new Set<Cell>();
  for (const t of turns) for (const s of steps) out.add(`${t}:${s}`);
  return out;
}

const ALL_TURNS: TurnOwner[] = ["you", "opp"];
const SORCERY_STEPS: StepId[] = ["main1", "main2"];

/** Whose turn a phase trigger's `ValidPlayer$` means; undefined when it depends on the game (enchanted player's controller …). */
function triggerTurns(valid: string | undefined): TurnOwner[] | undefined {
  if (valid === undefined || /^(?:Player|Player\.Any)$/i.test(valid)) return ALL_TURNS;
  if (/^You$/i.test(valid)) return ["you"];
  if (/^(?:Opponent|Player\.Opponent|Player\.Other|Player\.OppCtrl)$/i.test(valid)) return ["opp"];
  return undefined;
}

/**
 * The timing Forge encodes for one card script. Abilities that carry no timing parameter
 * (plain instant-speed abilities) are left out: Forge says nothing about them.
 * @param script a Forge card script; its first face is read (a multi-face script continues after `ALTERNATE`).
 */
export function forgeTimings(script: string): ForgeTiming[] {
  const lines = script.split("\n").map((l) => l.trim());
  // Only the first face: multi-face scripts continue after "ALTERNATE".
  const alt = lines.indexOf("ALTERNATE");
  const face = alt >= 0 ? lines.slice(0, alt) : lines;
  const types = (face.find((l) => l.startsWith("Types:")) ?? "").slice(6).toLowerCase();
  const flash = face.some((l) => /^K:Flash$/i.test(l));
  const spellBase: StepId[] | "all" = flash || /\binstant\b/.test(types) ? "all" : SORCERY_STEPS;
  const out: ForgeTiming[] = [];
  for (const line of face) {
    const timing = line.startsWith("A:")
      ? abilityTiming(line, spellBase)
      : line.startsWith("T:") && /\bMode\$\s*Phase\b/.test(line)
        ? phaseTriggerTiming(line)
        : undefined;
    if (timing) out.push(timing);
  }
  const spellHasTiming = out.some((t) => t.kind === "spell");
  if (flash && !spellHasTiming && !/\bland\b/.test(types)) {
    out.push({ kind: "spell", cost: "", text: "Flash", cells: cells(ALL_TURNS, STEP_IDS), line: "K:Flash" });
  }
  return out;
}

/**
 * The timing of an `A:` line (a spell or an activated ability) with a timing parameter; undefined
 * for one without, or whose phases Forge names in a way not read here.
 * @param spellBase the steps the card's spell may be cast in without a parameter ("all": instant speed).
 */
function abilityTiming(line: string, spellBase: StepId[] | "all"): ForgeTiming | undefined {
  const p = forgeParams(line);
  const isSpell = /^A:SP\$/.test(line);
  const loyalty = p.get("Planeswalker") === "True";
  const timed = ["SorcerySpeed", "ActivationPhases", "PlayerTurn", "OpponentTurn"].some((k) => p.has(k)) || loyalty;
  if (!timed) return undefined;
  let turns = ALL_TURNS;
  let steps: readonly StepId[] = STEP_IDS;
  if (isSpell && spellBase !== "all") {
    turns = ["you"];
    steps = spellBase;
  }
  if (p.get("SorcerySpeed") === "True" || loyalty) {
    turns = ["you"];
    steps = SORCERY_STEPS;
  }
  if (p.get("PlayerTurn") === "True") turns = turns.filter((t) => t === "you");
  if (p.get("OpponentTurn") === "True") turns = turns.filter((t) => t === "opp");
  const phases = p.get("ActivationPhases");
  if (phases !== undefined) {
    const ph = forgeSteps(phases);
    if (!ph) return undefined;
    steps = steps.filter((s) => ph.includes(s));
  }
  return {
    kind: isSpell ? "spell" : loyalty ? "loyalty" : "activated",
    cost: p.get("Cost") ?? "",
    text: p.get("SpellDescription") ?? "",
    cells: cells(turns, steps),
    line,
  };
}

/** The timing of a `T:` line with `Mode$ Phase` (a step trigger); undefined for Forge's own bookkeeping and unread phases or players. */
function phaseTriggerTiming(line: string): ForgeTiming | undefined {
  const p = forgeParams(line);
  // Forge's own bookkeeping (Static$ True: resets at cleanup …) and second copies of a trigger
  // for another zone (Secondary$ True) are not abilities printed on the card.
  if (p.get("Static") === "True" || p.get("Secondary") === "True") return undefined;
  const steps = forgeSteps(p.get("Phase") ?? "");
  let turns = triggerTurns(p.get("ValidPlayer"));
  if (!steps || !turns) return undefined;
  if (p.get("PlayerTurn") === "True") turns = turns.filter((t) => t === "you");
  if (p.get("OpponentTurn") === "True") turns = turns.filter((t) => t === "opp");
  return { kind: "trigger", cost: "", text: p.get("TriggerDescription") ?? "", cells: cells(turns, steps), line };
}
