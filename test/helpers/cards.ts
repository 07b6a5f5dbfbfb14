/**
 * Test helpers: build a card's source from its parts and lint it.
 */
import { lintText } from "../../server/src/app/service";
import type { Finding } from "../../server/src/core/rules/types";

export interface CardParts {
  name?: string;
  type: string;
  cost?: string;
  stats?: string;
  loyalty?: string;
  /** Rules text; abilities separated by newlines. */
  text?: string;
}

/** CardScript source for one card (LF, two-space indent). */
export function cardSource(p: CardParts): string {
  const lines = [`card "${p.name ?? "Test Card"}" {`];
  if (p.cost) lines.push(`  cost: ${p.cost}`);
  lines.push(`  type: ${p.type}`);
  if (p.stats) lines.push(`  stats: ${p.stats}`);
  if (p.loyalty) lines.push(`  loyalty: ${p.loyalty}`);
  if (p.text) {
    lines.push("  text:");
    for (const l of p.text.split("\n")) lines.push(`    ${l}`);
  }
  lines.push("}");
  return lines.join("\n") + "\n";
}

/** Lints the card and returns its findings. */
export function lintCard(p: CardParts): Finding[] {
  return lintText(cardSource(p)).findings;
}

/** Findings of one rule in `source`. */
export function findingsOf(source: string, ruleId: string): Finding[] {
  return lintText(source).findings.filter((f) => f.ruleId === ruleId);
}

/** The text each finding underlines. */
export function underlined(source: string, findings: Finding[]): string[] {
  return findings.map((f) => source.slice(f.span.start, f.span.end));
}
