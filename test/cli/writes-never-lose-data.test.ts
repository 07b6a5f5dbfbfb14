/**
 * Kind: a write that loses data. Every file the CLI writes (import, `lint --fix`, export,
 * `--output-file`) is written to a temporary file and renamed, so a write that fails part way
 * (a full disk; here a file-size limit, `ulimit -f`, which fails the write the same way) leaves
 * the old file intact and no temporary file behind; a symbolic link in `import --out` is never
 * written through; `--fix` never overwrites a file that changed after it was read.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { lintFiles } from "../../cli/src/lint/lint-files";
import { CARDS, CLI, makeTempDir, removeTempDir, writeFiles } from "./helpers";

/** A hand-written card the user must not lose (under 1 KB). */
const HAND_WRITTEN = `# my notes, not in any export\n${CARDS.clean}`;

/** Rules text long enough that a card is over the 1 KB file-size limit used below. */
const LONG_TEXT = Array.from({ length: 40 }, (_, i) => `Whenever a creature enters, you gain ${i + 1} life.`).join("\n");

/**
 * Runs the CLI with a file-size limit of `kb` KB (as a full disk, a write beyond it fails with
 * EFBIG; SIGXFSZ is ignored so the process sees the error).
 */
function runLimited(args: string[], cwd: string, kb: number) {
  const quoted = [process.execPath, CLI, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ");
  const r = spawnSync("bash", ["-c", `trap '' XFSZ; ulimit -f ${kb}; exec ${quoted}`], { cwd, encoding: "utf8" });
  if (r.error) throw r.error;
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

const leftovers = (dir: string) => readdirSync(dir).filter((f) => f.endsWith(".tmp"));

describe("writes-never-lose-data", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  describe("a write that fails part way (disk full) leaves the old file intact", function () {
    before(function () {
      if (process.platform === "win32" || spawnSync("bash", ["-c", "true"]).status !== 0) this.skip();
    });

    it("import --overwrite", function () {
      writeFiles(dir, {
        "out/giant.card": HAND_WRITTEN,
        "cards.json": JSON.stringify([{ name: "Giant", type: "Creature — Giant", power: "4", toughness: "4", text: LONG_TEXT }]),
      });
      const r = runLimited(["import", "cards.json", "--out", "out", "--overwrite"], dir, 1);
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, /cannot write .*giant\.card: file too large/);
      assert.equal(readFileSync(path.join(dir, "out", "giant.card"), "utf8"), HAND_WRITTEN);
      assert.deepEqual(leftovers(path.join(dir, "out")), []);
    });

    it("lint --fix (a file already over the limit; the fixed text is too)", function () {
      const original = CARDS.warning.replace("  text:\n", `  text:\n${LONG_TEXT.replace(/^/gm, "    ")}\n`);
      assert.ok(original.length > 1024);
      writeFiles(dir, { "old.card": original });
      const r = runLimited(["lint", "--fix", "old.card"], dir, 1);
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, /cannot write .*old\.card: file too large/);
      assert.equal(readFileSync(path.join(dir, "old.card"), "utf8"), original);
      assert.deepEqual(leftovers(dir), []);
    });

    it("--output-file and export", function () {
      writeFiles(dir, { "report.json": "previous report\n", "set.xml": "previous export\n" });
      const files: Record<string, string> = {};
      for (let i = 0; i < 30; i++) files[`cards/c${i}.card`] = CARDS.warning.replace("Old Elf", `Old Elf ${i}`);
      writeFiles(dir, files);
      const lint = runLimited(["lint", "cards", "--format", "json", "--output-file", "report.json"], dir, 1);
      assert.equal(lint.code, 2, lint.stderr);
      assert.equal(readFileSync(path.join(dir, "report.json"), "utf8"), "previous report\n");
      const exp = runLimited(["export", "cards", "--format", "cockatrice", "--out", "set.xml"], dir, 1);
      assert.equal(exp.code, 2, exp.stderr);
      assert.equal(readFileSync(path.join(dir, "set.xml"), "utf8"), "previous export\n");
      assert.deepEqual(leftovers(dir), []);
    });
  });

  describe("a symbolic link in import --out is never written through", function () {
    const record = JSON.stringify([{ name: "Victim", type: "Instant", text: "Draw a card." }]);

    for (const overwrite of [false, true]) {
      it(`to an existing file and to a missing one${overwrite ? ", with --overwrite" : ""}`, function () {
        writeFiles(dir, { "outside/secret.card": HAND_WRITTEN, "cards.json": record, "out/.keep": "" });
        const link = path.join(dir, "out", "victim.card");
        symlinkSync(path.join(dir, "outside", "secret.card"), link);
        const r = spawnSync(process.execPath, [CLI, "import", "cards.json", "--out", "out", ...(overwrite ? ["--overwrite"] : [])], {
          cwd: dir,
          encoding: "utf8",
        });
        assert.equal(r.status, 0, r.stderr);
        assert.equal(readFileSync(path.join(dir, "outside", "secret.card"), "utf8"), HAND_WRITTEN);
        assert.ok(lstatSync(link).isSymbolicLink(), "the link itself is left alone");
        assert.match(readFileSync(path.join(dir, "out", "victim-2.card"), "utf8"), /card "Victim"/);
        if (overwrite) assert.match(r.stderr, /victim\.card in the output folder is a symbolic link; not written through/);

        // A dangling link: following it would create a file outside the folder.
        writeFiles(dir, { "cards.json": JSON.stringify([{ name: "Planted", type: "Instant", text: "Draw a card." }]) });
        symlinkSync(path.join(dir, "outside", "created.card"), path.join(dir, "out", "planted.card"));
        const again = spawnSync(process.execPath, [CLI, "import", "cards.json", "--out", "out", ...(overwrite ? ["--overwrite"] : [])], {
          cwd: dir,
          encoding: "utf8",
        });
        assert.equal(again.status, 0, again.stderr);
        assert.equal(existsSync(path.join(dir, "outside", "created.card")), false);
        assert.match(readFileSync(path.join(dir, "out", "planted-2.card"), "utf8"), /card "Planted"/);
      });
    }

    it("a symbolic link in export --out (Forge folder) is refused, without --force as an existing file and with --force as a link", function () {
      writeFiles(dir, { "outside/secret.txt": "mine\n", "cards/a.card": CARDS.clean, "forge/.keep": "" });
      symlinkSync(path.join(dir, "outside", "secret.txt"), path.join(dir, "forge", "grizzly_cub.txt"));
      const plain = spawnSync(process.execPath, [CLI, "export", "cards", "--format", "forge", "--out", "forge"], {
        cwd: dir,
        encoding: "utf8",
      });
      assert.equal(plain.status, 2, plain.stderr);
      assert.match(plain.stderr, /already exists; nothing was written/);
      const r = spawnSync(process.execPath, [CLI, "export", "cards", "--format", "forge", "--out", "forge", "--force"], {
        cwd: dir,
        encoding: "utf8",
      });
      assert.equal(r.status, 2, r.stderr);
      assert.match(r.stderr, /grizzly_cub\.txt: is a symbolic link/);
      assert.equal(readFileSync(path.join(dir, "outside", "secret.txt"), "utf8"), "mine\n");
    });
  });

  describe("--fix never overwrites a file changed since it was read", function () {
    it("an edit made while the file is being fixed is kept, and the file is reported as not fixed", function () {
      writeFiles(dir, { "a.card": CARDS.warning, "b.card": CARDS.warning.replace("Old Elf", "Other Elf") });
      const a = path.join(dir, "a.card");
      const b = path.join(dir, "b.card");
      const edited = CARDS.warning.replace("draw a card", "draw two cards");
      // optionsFor runs after the file was read and before the fix is written: an editor saves then.
      const result = lintFiles([a, b], {
        fix: "write",
        optionsFor: (file) => {
          if (file === a) writeFileSync(a, edited);
          return {};
        },
      });
      assert.equal(readFileSync(a, "utf8"), edited, "the concurrent edit was lost");
      assert.deepEqual(
        result.failures.map((f) => f.message),
        [`${a} changed while it was being fixed; not fixed (lint it again)`],
      );
      assert.deepEqual(
        result.changes.map((c) => c.filePath),
        [b],
      );
      assert.doesNotMatch(readFileSync(b, "utf8"), /comes into play/, "the unchanged file is still fixed");
      assert.deepEqual(leftovers(dir), []);
    });

    it("a read-only file is still refused (the rename would otherwise replace it)", function () {
      if (process.getuid?.() === 0) this.skip();
      writeFiles(dir, { "ro.card": CARDS.warning });
      const ro = path.join(dir, "ro.card");
      spawnSync("chmod", ["a-w", ro]);
      const result = lintFiles([ro], { fix: "write" });
      assert.match(result.failures[0]?.message ?? "", /cannot write .*ro\.card: permission denied/);
      assert.equal(readFileSync(ro, "utf8"), CARDS.warning);
    });
  });
});
