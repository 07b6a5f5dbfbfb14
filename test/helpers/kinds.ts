/** Shared helpers of the kind tests of issue 21: build a card, lint it, list findings and Timing Map rows. */
import { lintText } from "../../server/src/app/service";
import { GAMES } from "../../server/src/app/games";
import { rulesFor } from "../../server/src/core/rules/registry";
import { timingMapData, type MapSubjectRow } from "../../server/src/core/timing-map";

/** A Magic card (optionally in a `lang de` / `lang es` file); `text` lines go under `text:`. */
export function mtgCard(
  name: string,
  type: string,
  text: string,
  opts: { stats?: string; lang?: "de" | "es"; before?: string } = {},
): string {
  const head = opts.lang ? `lang ${opts.lang}\n\n` : "";
  const stats = opts.stats ? `  stats: ${opts.stats}\n` : "";
  const lines = text
    .split("\n")
    .map((l) => `    ${l}\n`)
    .join("");
  return `${head}${opts.before ?? ""}card "${name}" {\n  type: ${type}\n${stats}  text:\n${lines}}\n`;
}

/** A Yu-Gi-Oh! card. */
export function ygoCard(name: string, type: string, text: string): string {
  const lines = text
    .split("\n")
    .map((l) => `    ${l}\n`)
    .join("");
  return `game ygo\n\ncard "${name}" {\n  type: ${type}\n  text:\n${lines}}\n`;
}

const allOn = (id: string) => Object.fromEntries(rulesFor(GAMES.find((g) => g.id === id)!).map((r) => [r.meta.id, r.meta.defaultSeverity]));

/** Findings that are errors or warnings (every rule of the game on at its default severity), as [rule, underlined text]. */
export function problems(src: string, locale?: "de" | "es"): [string, string][] {
  const game = src.startsWith("game ygo") ? "ygo" : "mtg";
  return lintText(src, { rules: allOn(game), locale })
    .findings.filter((f) => f.severity === "error" || f.severity === "warning")
    .map((f) => [f.ruleId, src.slice(f.span.start, f.span.end)]);
}

/** The messages of one rule's findings. */
export function messagesOf(ruleId: string, src: string, locale?: "de" | "es"): string[] {
  const game = src.startsWith("game ygo") ? "ygo" : "mtg";
  return lintText(src, { rules: allOn(game), locale })
    .findings.filter((f) => f.ruleId === ruleId)
    .map((f) => f.message);
}

/** The rule ids of the errors and warnings. */
export const ruleIds = (src: string, locale?: "de" | "es"): string[] => problems(src, locale).map(([r]) => r);

/** The Timing Map's subject rows of a file. */
export function mapRows(src: string): MapSubjectRow[] {
  return timingMapData(lintText(src).model)
    .cards.flatMap((c) => c.rows)
    .filter((r): r is MapSubjectRow => r.type === "subject");
}
