/**
 * Lints a `game ygo` document: syntax errors from the parser, then every enabled YGO rule over
 * each card. Pure; never throws (a rule that throws is reported as `internal-error`).
 * Until the game-neutral core takes YGO rules into its registry, this is the YGO linter.
 */
import { parse, type ParseResult } from "../../../../../grammar/src/index";
import type { Finding, SeveritySetting } from "../../rules/types";
import { buildYgoCards, type YgoCard } from "./card-model";
import { YGO_RULES } from "./rules/registry";

export interface YgoLintResult {
  /** Findings sorted by position; spans are UTF-16 offsets into the text. */
  findings: Finding[];
  parse: ParseResult;
  cards: YgoCard[];
}

/**
 * @param text the whole document (it should start with `game ygo`; the directive is not required here).
 * @param rules severity per rule id; rules not listed use their default (`enabledByDefault: false` rules stay off).
 */
export function lintYgoText(text: string, rules: Readonly<Record<string, SeveritySetting>> = {}): YgoLintResult {
  const parsed = parse(text);
  const findings: Finding[] = parsed.errors.map((e) => ({ ruleId: "syntax-error", severity: "error", message: e.message, span: e.span, fixes: [], tags: [] }));
  const cards = buildYgoCards(parsed);
  for (const rule of YGO_RULES) {
    const setting = rules[rule.meta.id] ?? (rule.meta.enabledByDefault ? rule.meta.defaultSeverity : "off");
    if (setting === "off") continue;
    for (const card of cards) {
      try {
        rule.check(card, (r) => findings.push({ ruleId: rule.meta.id, severity: setting, message: r.message, span: r.span, card: card.name, fixes: r.fixes ?? [], tags: rule.meta.tags ?? [] }));
      } catch (e) {
        findings.push({ ruleId: "internal-error", severity: "error", message: `Rule '${rule.meta.id}' failed on "${card.name}": ${e instanceof Error ? e.message : String(e)}. Please report this.`, span: card.node.nameSpan, card: card.name, fixes: [], tags: [] });
      }
    }
  }
  findings.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  return { findings, parse: parsed, cards };
}
