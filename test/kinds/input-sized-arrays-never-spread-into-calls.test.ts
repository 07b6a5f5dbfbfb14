/**
 * Kind: an input-sized array spread into a call. `target.push(...items)`, `Math.max(...values)`
 * and the like pass every element as an argument; past roughly 100,000 elements V8 throws
 * "Maximum call stack size exceeded". Found with a file of 200,000 `{` (the CLI's stylish format
 * crashed on its 200,000 syntax errors) and a 30,000-card file (`semanticTokens` crashed). Product
 * code appends with `pushAll` and takes maxima with `maxOf` (server/src/core/collections/append.ts);
 * ESLint's `no-restricted-syntax` (eslint.config.js) rejects the spread forms. This test feeds the
 * paths that grow with the input more than the stack can take.
 */
import assert from "node:assert/strict";
import { colors } from "../../cli/src/colors";
import { loadFormatter } from "../../cli/src/formats/index";
import type { DetailedFileReport } from "../../cli/src/lint/report";
import { maxOf, pushAll } from "../../server/src/core/collections/append";
import { semanticTokens } from "../../server/src/core/features/semantic-tokens";
import { lintText } from "../../server/src/app/service";
import { GOLDEN_CWD, GOLDEN_REPORTS } from "../cli/golden-input";

/** More elements than a call's arguments can take on Node 20's default stack (100,000 fit, 130,000 do not). */
const MANY = 140_000;

describe("kind: input-sized arrays never spread into calls", function () {
  this.timeout(60_000);

  it("pushAll and maxOf take any length (and mean what push(...) and Math.max(...) mean)", function () {
    const big = Array.from({ length: MANY }, (_, i) => i);
    assert.equal(pushAll([-1], big).length, MANY + 1);
    assert.equal(maxOf(big), MANY - 1);
    assert.equal(maxOf([]), -Infinity);
    assert.equal(maxOf([], 0), 0);
    assert.ok(Number.isNaN(maxOf([1, NaN, 3])));
    assert.throws(() => Math.max(...big), RangeError, "the engine still overflows: the guarded case is real");
  });

  // The human and line formats (stylish aligns its columns over all rows); SARIF and JUnit build
  // their documents row by row (and SARIF takes ~80 µs a row: too slow to run here at this size).
  it(`the CLI's stylish, json and github formats print a file with ${MANY.toLocaleString("en")} findings`, async function () {
    const withFindings = GOLDEN_REPORTS.find((r) => r.messages.length > 0)!;
    const one = withFindings.messages[0]!;
    const detail = withFindings.details[0]!;
    const huge: DetailedFileReport = {
      ...withFindings,
      messages: Array.from({ length: MANY }, () => one),
      details: Array.from({ length: MANY }, () => detail),
      errorCount: MANY,
    };
    for (const format of ["stylish", "json", "github"] as const) {
      const out = (await loadFormatter(format))!([huge], { cwd: GOLDEN_CWD, c: colors(false), version: "0.0.0" });
      assert.ok(out.split(one.ruleId).length - 1 >= MANY, `${format}: every finding printed`);
    }
  });

  it("semantic tokens of a rules-text line with 150,000 keywords", function () {
    const n = 150_000;
    const text = `card "Big" {\n  type: Creature — Bird\n  cost: {1}{U}\n  text: ${Array(n).fill("Flying").join(", ")}\n}\n`;
    const tokens = semanticTokens(lintText(text).model);
    assert.ok(tokens.length >= n, `a token per keyword (got ${tokens.length})`);
  });
});
