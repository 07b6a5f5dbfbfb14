/**
 * An untagged monster effect opened by a timing condition ("During …:", not an event trigger
 * "If/When …:") that names a time an Ignition Effect (Spell Speed 1, your own Main Phase) could
 * never use: the opponent's turn, the Battle Phase, the Damage Step, damage calculation (PSCT;
 * PR17 pp. 109, 112). Without "(Quick Effect)" such text reads as an Ignition Effect, so the
 * rules (`ambiguous-spell-speed`, `impossible-timing`) and the Timing Map take it as one: never
 * usable at that time. One predicate for all of them, so they never disagree.
 */
import type { CardKind } from "./card-kind";
import type { Piece, Section } from "./text-scan";

const TIMING_OPENER = /^(?:Once per (?:turn|Chain),\s*)?during\b/i;
const NEVER_IGNITION =
  /\b(?:your opponent's (?:turn|Main Phase|Battle Phase)|the opponent's turn|Battle Phase|Damage Step|damage calculation|Battle Step|Start Step|End Step)\b/i;

/**
 * The time an untagged monster effect's "During …:" condition names that an Ignition Effect could never use, as
 * written in the condition ("the Battle Phase" → "Battle Phase"); undefined when the effect is not such an effect.
 */
export function untaggedFastTime(
  card: CardKind | undefined,
  e: { condition?: Piece; quickTag?: Piece; section: Section["name"] },
): string | undefined {
  if (card?.kind !== "monster") return undefined;
  const cond = e.condition;
  if (!cond || e.quickTag || e.section === "pendulum") return undefined;
  if (!TIMING_OPENER.test(cond.text) || /\beither player's turn\b/i.test(cond.text)) return undefined;
  if (/\b(?:when|if|each time)\b/i.test(cond.text)) return undefined;
  return NEVER_IGNITION.exec(cond.text)?.[0];
}
