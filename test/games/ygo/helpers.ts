/** Test helpers for YGO: build a `game ygo` file, lint it, and list one rule's findings. */
import { lintText } from "../../../server/src/app/service";
import { GAMES } from "../../../server/src/app/games";
import { rulesFor } from "../../../server/src/core/rules/registry";
import type { Finding } from "../../../server/src/core/rules/types";

/** A `game ygo` file with one card; `text` lines are indented under `text:`. */
export function ygoFile(name: string, type: string, text: string, fields: Record<string, string | number> = {}): string {
  const extra = Object.entries(fields)
    .map(([k, v]) => `  ${k}: ${v}\n`)
    .join("");
  const lines = text
    .split("\n")
    .map((l) => `    ${l}\n`)
    .join("");
  return `game ygo\n\ncard "${name}" {\n  type: ${type}\n${extra}  text:\n${lines}}\n`;
}

/** Every rule on at its default severity (off-by-default rules too). */
export const ALL_ON = Object.fromEntries(rulesFor(GAMES.find((g) => g.id === "ygo")!).map((r) => [r.meta.id, r.meta.defaultSeverity]));

/** Findings of one rule (all rules on) for a source. */
export function findingsOf(ruleId: string, source: string): Finding[] {
  return lintText(source, { rules: ALL_ON }).findings.filter((f) => f.ruleId === ruleId);
}

/** A row of a rule test table: a card and whether (and where) the rule must fire. */
export interface Row {
  title: string;
  type: string;
  text: string;
  fields?: Record<string, string | number>;
  /** Expected underlined texts, in order; [] = must not fire. */
  expect: string[];
  /** Words every message must contain. */
  mentions?: string[];
  /** Text after applying the first fix of the first finding (when given). */
  fixed?: string;
  /** `type:` after applying the first fix of the first finding (when given). */
  fixedType?: string;
}

/** Applies a finding's first fix to the source. */
export function applyFirstFix(source: string, f: Finding): string {
  const edits = [...(f.fixes[0]?.edits ?? [])].sort((a, b) => b.span.start - a.span.start);
  let out = source;
  for (const e of edits) out = out.slice(0, e.span.start) + e.newText + out.slice(e.span.end);
  return out;
}
