/** Runs a YGO rule test table: each row is linted with every rule on. */
import { strict as assert } from "node:assert";
import { applyFirstFix, findingsOf, ygoFile, type Row } from "../helpers";

export function runTable(ruleId: string, rows: Row[]): void {
  for (const row of rows) {
    it(`${row.expect.length ? "reports" : "accepts"}: ${row.title}`, () => {
      const src = ygoFile(row.title, row.type, row.text, row.fields);
      const found = findingsOf(ruleId, src);
      assert.deepEqual(
        found.map((f) => src.slice(f.span.start, f.span.end)),
        row.expect,
        found.map((f) => f.message).join("\n"),
      );
      for (const f of found) for (const w of row.mentions ?? []) assert.ok(f.message.includes(w), `message lacks "${w}": ${f.message}`);
      if (row.fixed !== undefined || row.fixedType !== undefined) {
        const after = applyFirstFix(src, found[0]!);
        assert.equal(after, ygoFile(row.title, row.fixedType ?? row.type, row.fixed ?? row.text, row.fields));
        assert.deepEqual(findingsOf(ruleId, after), [], "the fix must remove the finding");
      }
    });
  }
}
