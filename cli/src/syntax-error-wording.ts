/**
 * A parser error worded in the run's language. The parser's own messages are English; the
 * `syntax-error` rule words the same error (same start offset) from the file model's catalog.
 */
import type { Finding } from "../../server/src/core/rules/types";

/**
 * The message of the `syntax-error` finding that starts at `start` (a UTF-16 offset into the
 * linted text), or `fallback` (the parser's English message) when there is none.
 */
export function syntaxErrorWording(findings: readonly Finding[], start: number, fallback: string): string {
  return findings.find((f) => f.ruleId === "syntax-error" && f.span.start === start)?.message ?? fallback;
}
