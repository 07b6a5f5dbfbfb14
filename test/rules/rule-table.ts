/**
 * Table-driven tests for one rule: invalid cases (source → findings of the rule, with the exact
 * underlined text, key facts in the message and working fixes) and valid cases (source → no
 * finding of the rule). Every `test/rules/<id>.test.ts` calls {@link ruleTable}.
 */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";
import { ruleById } from "../../server/src/app/rules";
import type { Finding } from "../../server/src/core/rules/types";
import { applyFix } from "../helpers/apply";
import { underlined } from "../helpers/cards";

export interface InvalidCase {
  /** What the case is about (the test title). */
  title: string;
  /** A complete .card document. */
  source: string;
  /** The exact text each finding of the rule underlines, in document order (its length is the expected count). */
  underlined: string[];
  /** Strings (case-sensitive) or patterns that every finding's message must contain: rule numbers, both constraints… */
  mentions?: (string | RegExp)[];
  /** Titles of the fixes the first finding offers, in order; `[]` = none. Unchecked when omitted. */
  fixes?: string[];
  /** The whole document after applying the first finding's preferred fix (or its only fix). */
  fixed?: string;
}

export interface ValidCase {
  title: string;
  source: string;
  /** A real printed card (corpus wording): besides no finding of this rule, no error or warning of any rule. */
  real?: boolean;
}

function describeFindings(source: string, findings: Finding[]): string {
  return findings.map((f) => `${f.ruleId} «${source.slice(f.span.start, f.span.end)}»: ${f.message}`).join("\n") || "(none)";
}

/** Card name at `offset` for checking `Finding.card`. */
function cardNameAt(source: string, offset: number): string | undefined {
  const re = /^\ufeff?[ \t]*card\s+"((?:[^"\\]|\\.)*)"/gm;
  let name: string | undefined;
  for (const m of source.matchAll(re)) if (m.index! <= offset) name = m[1]!.replace(/\\"/g, '"');
  return name;
}

/**
 * Checks one finding's fixes: every fix edits the document, and applying it removes that
 * finding (fewer findings of the rule), adds no syntax error and no new error of any rule.
 */
export function checkFixes(ruleId: string, source: string, finding: Finding): void {
  const before = lintText(source).findings;
  const beforeCount = before.filter((f) => f.ruleId === ruleId).length;
  const beforeErrors = before.filter((f) => f.severity === "error" && f.ruleId !== ruleId).length;
  for (const fix of finding.fixes) {
    assert.ok(fix.title.trim().length > 0, "a fix needs a title");
    assert.ok(fix.edits.length > 0, `fix '${fix.title}' has no edits`);
    const after = applyFix(source, fix);
    assert.notEqual(after, source, `fix '${fix.title}' changes nothing`);
    const findings = lintText(after).findings;
    const label = `after fix '${fix.title}':\n${after}\n${describeFindings(after, findings)}`;
    assert.ok(findings.filter((f) => f.ruleId === ruleId).length < beforeCount, `${label}\nthe ${ruleId} finding is still there`);
    if (ruleId !== "syntax-error") assert.equal(findings.filter((f) => f.ruleId === "syntax-error").length, 0, `${label}\nsyntax error`);
    assert.ok(findings.filter((f) => f.severity === "error" && f.ruleId !== ruleId).length <= beforeErrors, `${label}\nnew errors`);
  }
  const preferred = finding.fixes.filter((f) => f.preferred);
  assert.ok(preferred.length <= 1, "at most one preferred fix");
}

/** Defines the mocha suite of one rule. */
export function ruleTable(ruleId: string, cases: { invalid: InvalidCase[]; valid: ValidCase[] }): void {
  const rule = ruleById(ruleId);
  describe(`rule ${ruleId}`, () => {
    it("is registered", () => {
      assert.ok(rule, `${ruleId} is not in RULES`);
    });

    describe("invalid", () => {
      for (const c of cases.invalid) {
        it(c.title, () => {
          const all = lintText(c.source).findings;
          const mine = all.filter((f) => f.ruleId === ruleId);
          const context = `\n--- source:\n${c.source}--- findings:\n${describeFindings(c.source, all)}`;
          assert.deepEqual(underlined(c.source, mine), c.underlined, `underlined text / count${context}`);
          for (const f of mine) {
            assert.equal(f.severity, rule!.meta.defaultSeverity, `severity${context}`);
            assert.deepEqual(f.tags, rule!.meta.tags ?? [], `tags${context}`);
            if (ruleId !== "syntax-error") assert.equal(f.card, cardNameAt(c.source, f.span.start), `card name${context}`);
            assert.doesNotMatch(f.message, /\bundefined\b|\bNaN\b|\[object /, `message${context}`);
            assert.doesNotMatch(f.message, /\{\{\s*\w+\s*\}\}/, `a placeholder of the message template was left unfilled${context}`);
            for (const m of c.mentions ?? []) {
              if (typeof m === "string")
                assert.ok(f.message.includes(m), `message should mention ${JSON.stringify(m)}: ${f.message}${context}`);
              else assert.match(f.message, m, `message${context}`);
            }
            if (!rule!.meta.fixable) assert.deepEqual(f.fixes, [], `rule is not fixable but offers fixes${context}`);
            const safe = rule!.meta.safeFixes;
            if (safe === undefined)
              assert.ok(
                f.fixes.every((x) => !x.safe),
                `meta.safeFixes is unset but a fix is safe${context}`,
              );
            if (safe === "all")
              assert.ok(
                f.fixes.every((x) => x.safe),
                `meta.safeFixes is 'all' but a fix is not safe${context}`,
              );
            checkFixes(ruleId, c.source, f);
          }
          if (c.fixes)
            assert.deepEqual(
              mine[0]!.fixes.map((f) => f.title),
              c.fixes,
              `fix titles${context}`,
            );
          if (c.fixed !== undefined) {
            const fixes = mine[0]!.fixes;
            const fix = fixes.find((f) => f.preferred) ?? (fixes.length === 1 ? fixes[0] : undefined);
            assert.ok(fix, `no preferred fix${context}`);
            assert.equal(applyFix(c.source, fix), c.fixed);
          }
        });
      }
    });

    describe("valid", () => {
      for (const c of cases.valid) {
        it(c.title, () => {
          const all = lintText(c.source).findings;
          const context = `\n--- source:\n${c.source}--- findings:\n${describeFindings(c.source, all)}`;
          assert.deepEqual(
            all.filter((f) => f.ruleId === ruleId).map((f) => f.message),
            [],
            `unexpected ${ruleId}${context}`,
          );
          if (c.real) {
            const loud = all.filter((f) => f.severity !== "info");
            assert.deepEqual(
              loud.map((f) => `${f.ruleId}: ${f.message}`),
              [],
              `a real card got an error or warning${context}`,
            );
          }
        });
      }
    });

    if (rule?.meta.fixable) {
      it("offers a fix in at least one invalid case (meta.fixable)", () => {
        const offered = cases.invalid.some((c) => lintText(c.source).findings.some((f) => f.ruleId === ruleId && f.fixes.length > 0));
        assert.ok(offered, `${ruleId} is marked fixable but no invalid case gets a fix`);
      });
    }
  });
}
