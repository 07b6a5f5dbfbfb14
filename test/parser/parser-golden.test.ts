/**
 * Parser golden files: each test/parser/golden/<name>.card is parsed and the syntax tree (with
 * spans converted to line:column for readability) must equal <name>.tree.json.
 * Regenerate after an intended change with `UPDATE_GOLDEN=1 npx mocha test/parser/parser-golden.test.ts`
 * and review the diff.
 */
import { strict as assert } from "node:assert";
import { readdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { parse } from "../../grammar/src/index";
import { LineIndex } from "../../server/src/core/text/line-index";

const dir = join(import.meta.dirname, "golden");

/** Replaces every `{start, end}` span by "line:col-line:col" (1-based) plus the text it covers. */
function readable(value: unknown, text: string, lines: LineIndex): unknown {
  if (Array.isArray(value)) return value.map((v) => readable(v, text, lines));
  if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    if (typeof o["start"] === "number" && typeof o["end"] === "number" && Object.keys(o).length === 2) {
      const a = lines.positionAt(o["start"] as number);
      const b = lines.positionAt(o["end"] as number);
      return `${a.line + 1}:${a.character + 1}-${b.line + 1}:${b.character + 1} ${JSON.stringify(text.slice(o["start"] as number, o["end"] as number))}`;
    }
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, readable(v, text, lines)]));
  }
  return value;
}

describe("parser golden files", () => {
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".card"))) {
    it(file, () => {
      const text = readFileSync(join(dir, file), "utf8");
      const actual = readable(parse(text), text, new LineIndex(text));
      const goldenPath = join(dir, file.replace(/\.card$/, ".tree.json"));
      if (process.env["UPDATE_GOLDEN"] || !existsSync(goldenPath)) {
        if (!process.env["UPDATE_GOLDEN"] && process.env["CI"]) assert.fail(`missing golden file ${goldenPath}`);
        writeFileSync(goldenPath, JSON.stringify(actual, null, 2) + "\n");
      }
      assert.deepEqual(actual, JSON.parse(readFileSync(goldenPath, "utf8")));
    });
  }
});
