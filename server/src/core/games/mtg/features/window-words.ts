/**
 * A Magic window in words for hovers and completion details.
 */
import type { TimingWindow } from "../../../timing/timing-window";
import { MTG_TIMING } from "../timing-space";

const priorityNormal = MTG_TIMING.priority(false);
const priorityAll = MTG_TIMING.priority(true);

/** A window in words: "Any time you have priority …" for the full instant window, else `TimingWindow.describe`. */
export function windowWords(w: TimingWindow): string {
  const usable = w.intersect(priorityAll);
  if (usable.isEmpty()) return "never";
  if (usable.intersect(priorityNormal).equals(priorityNormal)) {
    return "Any time you have priority: either player's turn, every step except untap and cleanup";
  }
  return usable.intersect(priorityNormal).isEmpty()
    ? `${usable.describe()} (only when players get priority there)`
    : usable.intersect(priorityNormal).describe();
}
