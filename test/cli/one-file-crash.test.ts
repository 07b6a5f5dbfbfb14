/**
 * Kind: a crash while checking one file aborts the whole CLI run. The failing file gets an
 * internal-error failure naming it; every other file is still linted.
 */
import assert from "node:assert/strict";
import path from "node:path";
import { lintFiles } from "../../cli/src/lint/lint-files";
import { CARDS, makeTempDir, removeTempDir, writeFiles } from "./helpers";

describe("one-file-crash: an internal error in one file does not stop the run", () => {
  let dir: string;
  before(() => {
    dir = makeTempDir();
    writeFiles(dir, { "a.card": CARDS.error, "b.card": CARDS.clean, "c.card": CARDS.error });
  });
  after(() => removeTempDir(dir));

  for (const fix of [undefined, "dry-run", "write"] as const) {
    it(`lints the other files (fix: ${fix ?? "none"})`, () => {
      const files = ["a.card", "b.card", "c.card"].map((f) => path.join(dir, f));
      const r = lintFiles(files, {
        fix,
        optionsFor: (f) => {
          if (f.endsWith("b.card")) throw new Error("simulated bug");
          return {};
        },
      });
      assert.deepEqual(
        r.reports.map((x) => path.basename(x.filePath)),
        ["a.card", "c.card"],
      );
      assert.equal(r.failures.length, 1);
      assert.match(r.failures[0]!.message, /internal error while checking .*b\.card.*simulated bug/);
    });
  }
});
