/**
 * Encoded timing in a `.card` file: the Forge importer writes a format's timing parameters as
 * structured comments inside the face they belong to, so the core stays pure and the file still
 * reads as the designer's card (docs/import-export.md, "Encoded timing"):
 *
 * ```
 * # encoded-timing: spell: PlayerTurn$ True
 * # encoded-timing: activated {1}{B}: SorcerySpeed$ True | ActivationPhases$ Main1
 * # encoded-timing: trigger: Phase$ Upkeep | ValidPlayer$ You
 * ```
 *
 * `encoded-timing-mismatch` reads them back with {@link parseEncodedTimingComment}.
 */
import type { EncodedTiming } from "./imported-card";
import { dict } from "../collections/own";

/** The comment prefix, after `#` and spaces. */
export const ENCODED_TIMING_PREFIX = "encoded-timing:";

/** The comment text (starting with `#`) for one encoded timing. Newlines and `|` inside values are replaced by spaces. */
export function encodedTimingComment(t: EncodedTiming): string {
  const clean = (s: string) => s.replace(/[\r\n|]+/g, " ").trim();
  const params = Object.entries(t.params)
    .map(([k, v]) => `${clean(k)}$ ${clean(v)}`)
    .join(" | ");
  const cost = t.subject === "activated" && t.cost ? ` ${clean(t.cost)}` : "";
  return `# ${ENCODED_TIMING_PREFIX} ${t.subject}${cost}: ${params}`;
}

/**
 * Reads a comment written by {@link encodedTimingComment}; `text` includes the leading `#`.
 * @returns undefined when the comment is not an encoded-timing comment or is malformed.
 */
export function parseEncodedTimingComment(text: string): EncodedTiming | undefined {
  const m = /^#\s*encoded-timing:\s*(spell|activated|trigger)\b([^:]*?):\s*(.*)$/.exec(text.trim());
  if (!m) return undefined;
  const params = dict<string>();
  for (const part of m[3]!.split("|")) {
    const pm = /^\s*([A-Za-z]+)\s*\$\s*(.*?)\s*$/.exec(part);
    if (pm) params[pm[1]!] = pm[2]!;
  }
  const cost = m[2]!.trim();
  return { subject: m[1] as EncodedTiming["subject"], ...(cost ? { cost } : {}), params: Object.fromEntries(Object.entries(params)) };
}
