/**
 * Kind: a file that `--fix` could not write dropped out of the run's report. Its findings were not
 * printed, its card names were left out of the cross-file duplicate check, and the summary said
 * "fixed 0 problems in 0 files; 0 errors and 0 warnings remain" for a read-only folder full of
 * errors. Now such a file is reported as it is on disk, and the failure says it was not fixed
 * (exit 2). Both ways a write fails go through the same path: the file changed since it was read
 * (an editor saved it), and the file or folder may not be written.
 */
import assert from "node:assert/strict";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { processFile, type LintFilesResult } from "../../cli/src/lint/lint-files";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

/** An obsolete-wording warning that --fix rewrites ("comes into play" → "enters") and an impossible-timing error it cannot fix. */
const FIXABLE = `card "Old Elf" {
  cost: {2}{G}
  type: Sorcery
  text:
    Cast this spell only during combat.
    When Old Elf comes into play, draw a card.
}
`;

describe("kind: a file --fix could not write keeps its report", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
  });
  afterEach(function () {
    chmodSync(dir, 0o755);
    removeTempDir(dir);
  });

  it("a file that changed since it was read: reported as read, listed as not fixed, its card names kept", function () {
    const file = path.join(dir, "elf.card");
    writeFileSync(file, "# an editor saved this meanwhile\n" + FIXABLE);
    const out: Pick<LintFilesResult, "failures" | "changes"> = { failures: [], changes: [] };
    const done = processFile(file, { fix: "write" }, out, Buffer.from(FIXABLE));
    assert.match(out.failures[0]?.message ?? "", /elf\.card changed while it was being fixed; not fixed/);
    assert.deepEqual(out.changes, []);
    assert.ok(done, "the file is still reported");
    assert.deepEqual(done.report.messages.map((m) => [m.ruleId, m.line]).sort(), [
      ["impossible-timing", 5],
      ["obsolete-wording", 6],
    ]);
    assert.deepEqual(
      done.names.map((n) => n.name),
      ["Old Elf"],
    );
    assert.match(readFileSync(file, "utf8"), /an editor saved this meanwhile/, "the newer file is left alone");
  });

  it("a read-only folder: the CLI prints each file's findings and the true counts, and exits 2", function () {
    if (process.getuid?.() === 0) this.skip(); // root writes read-only folders; the case above covers the path.
    writeFiles(dir, { "elf.card": FIXABLE, "dup.card": CARDS.clean, "dup2.card": CARDS.clean });
    chmodSync(dir, 0o555);
    const r = runCli(["lint", ".", "--fix", "--format", "json"], dir);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /cannot write .*elf\.card: permission denied; not fixed/);
    const reports = JSON.parse(r.stdout) as { filePath: string; messages: { ruleId: string }[] }[];
    const byName = Object.fromEntries(reports.map((x) => [path.basename(x.filePath), x.messages.map((m) => m.ruleId).sort()]));
    assert.deepEqual(byName["elf.card"], ["impossible-timing", "obsolete-wording"]);
    assert.deepEqual(byName["dup2.card"], ["duplicate-card-name"]);
  });
});
