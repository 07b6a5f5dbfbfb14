/**
 * Kind: closed output pipe. A reader that stops early (`cardscript lint | head -1`) closes the
 * pipe while the CLI still writes; the CLI stops quietly with status 141 (as a process ended by
 * SIGPIPE), never with an unhandled EPIPE stack trace.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { CLI, makeTempDir, removeTempDir, writeFiles } from "./helpers";

describe("closed output pipe", function () {
  let dir: string;
  before(function () {
    dir = makeTempDir();
    // Far more report than a pipe buffer holds (64 KiB): every card is impossible.
    const card = (i: number) => `card "Card ${i}" {\n  type: Sorcery\n  text: Cast this spell only during combat.\n}\n`;
    writeFiles(dir, { "many.card": Array.from({ length: 3000 }, (_, i) => card(i)).join("\n") });
  });
  after(() => removeTempDir(dir));

  for (const format of ["stylish", "json"]) {
    it(`lint --format ${format} | head -1 ends quietly`, function () {
      const r = spawnSync("bash", ["-c", `set -o pipefail; node "${CLI}" lint --format ${format} many.card | head -c 100 >/dev/null`], {
        cwd: dir,
        encoding: "utf8",
      });
      assert.doesNotMatch(r.stderr, /EPIPE|Unhandled|at /, r.stderr);
      assert.equal(r.status, 141, r.stderr);
    });
  }
});
