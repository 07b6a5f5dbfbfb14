/**
 * The contract of a YGO rule: meta (id, default severity, one-sentence description, sources,
 * fixable, whether it is on by default) and `check(card, report)` over one analysed card.
 * Reports carry file spans (UTF-16 offsets) and optional fixes, as the core rules do.
 */
import type { Span } from "../../../../../../grammar/src/index";
import type { Fix, Severity } from "../../../rules/types";
import type { YgoCard } from "../card-model";
import type { YgoCitation } from "../citations";

export interface YgoRuleMeta {
  id: string;
  defaultSeverity: Severity;
  /** False for a rule that is off unless a configuration turns it on. */
  enabledByDefault: boolean;
  description: string;
  sources: YgoCitation[];
  fixable: boolean;
  tags?: ("deprecated" | "unnecessary")[];
}

export interface YgoReport {
  span: Span;
  message: string;
  fixes?: Fix[];
}

export interface YgoRule {
  meta: YgoRuleMeta;
  check(card: YgoCard, report: (r: YgoReport) => void): void;
}
