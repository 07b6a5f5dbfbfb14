/**
 * A Magic window in words for hovers and completion details.
 */
import type { TimingWindow } from "../../../core/timing/timing-window";
import type { Localizer } from "../../../core/l10n/localizer";
import { MTG_TIMING, mtgWords } from "../timing-space";

const priorityNormal = MTG_TIMING.priority(false);
const priorityAll = MTG_TIMING.priority(true);

/**
 * A window in words, in the language of `l10n`: "Any time you have priority …" for the full
 * instant window, else `TimingWindow.describe` with Magic's words in that language.
 */
export function windowWords(w: TimingWindow, l10n: Pick<Localizer, "t">): string {
  const usable = w.intersect(priorityAll);
  const words = mtgWords(l10n);
  if (usable.isEmpty()) return l10n.t("mtg.window.never");
  if (usable.intersect(priorityNormal).equals(priorityNormal)) return l10n.t("mtg.window.anyTimePriority");
  return usable.intersect(priorityNormal).isEmpty()
    ? l10n.t("mtg.window.onlyWhenPriority", { window: usable.describe(words) })
    : usable.intersect(priorityNormal).describe(words);
}
