/**
 * `cardscript lint` end to end: the built CLI as a child process on temporary folders.
 */
import assert from "node:assert/strict";
import { chmodSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { CARDS, CLI, makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

const ESC = "\u001b[";

describe("cli: lint", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  describe("exit codes", function () {
    it("0 when there are no problems (and prints nothing)", function () {
      writeFiles(dir, { "a.card": CARDS.clean });
      const r = runCli(["lint", "a.card"], dir);
      assert.equal(r.code, 0, r.stderr);
      assert.equal(r.stdout, "");
    });

    it("0 with warnings and infos only", function () {
      writeFiles(dir, { "w.card": CARDS.warning, "i.card": CARDS.info });
      const r = runCli(["lint", "."], dir);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, /obsolete-wording/);
      assert.match(r.stdout, /redundant-timing/);
    });

    it("1 when there is an error", function () {
      writeFiles(dir, { "e.card": CARDS.error, "a.card": CARDS.clean });
      const r = runCli(["lint"], dir);
      assert.equal(r.code, 1);
      assert.match(r.stdout, /impossible-timing/);
    });

    it("--max-warnings: 1 when warnings exceed the maximum, 0 when within it; infos never count", function () {
      writeFiles(dir, { "w.card": CARDS.warning, "i.card": CARDS.info });
      const over = runCli(["lint", ".", "--max-warnings", "0"], dir);
      assert.equal(over.code, 1);
      assert.match(over.stderr, /too many warnings \(1; maximum: 0\)/);
      assert.equal(runCli(["lint", ".", "--max-warnings", "1"], dir).code, 0);
      writeFiles(dir, { "w.card": CARDS.clean });
      assert.equal(runCli(["lint", ".", "--max-warnings", "0"], dir).code, 0, "an info is not a warning");
    });

    it("2 for a path that does not exist", function () {
      const r = runCli(["lint", "missing.card"], dir);
      assert.equal(r.code, 2);
      assert.match(r.stderr, /missing\.card: no such file or directory/);
    });

    it("2 when a glob given explicitly matches no file", function () {
      writeFiles(dir, { "a.card": CARDS.clean });
      const r = runCli(["lint", "a.card", "cards/**/*.card"], dir);
      assert.equal(r.code, 2);
      assert.match(r.stderr, /cards\/\*\*\/\*\.card: no \.card files match this pattern/);
    });

    it("2 for an unknown option, a bad --format or a bad --max-warnings", function () {
      writeFiles(dir, { "a.card": CARDS.clean });
      for (const args of [["--bogus"], ["--format", "xml"], ["--max-warnings", "many"], ["--max-warnings", "-1"]]) {
        const r = runCli(["lint", "a.card", ...args], dir);
        assert.equal(r.code, 2, `${args.join(" ")}: ${r.stderr}`);
        assert.notEqual(r.stderr, "");
      }
    });

    it("2 (after reporting the other files) when a file cannot be read", function () {
      writeFiles(dir, { "e.card": CARDS.error, "locked.card": CARDS.clean });
      const locked = path.join(dir, "locked.card");
      chmodSync(locked, 0o000);
      let target = locked;
      try {
        readFileSync(locked);
        // Running as root: permissions do not stop reads; use a file the kernel refuses to read.
        if (!existsSync("/proc/self/mem")) this.skip();
        target = "/proc/self/mem";
      } catch {
        /* unreadable, as wanted */
      }
      const r = runCli(["lint", "e.card", target], dir);
      chmodSync(locked, 0o644);
      assert.equal(r.code, 2);
      assert.match(r.stderr, /cannot read .*(locked\.card|mem)/);
      assert.match(r.stdout, /impossible-timing/, "the readable file is still reported");
    });

    it("2 for no command", function () {
      assert.equal(runCli([], dir).code, 2);
    });
  });

  describe("--format json", function () {
    it("prints one entry per file with the documented shape and exact 1-based positions", function () {
      writeFiles(dir, { "e.card": CARDS.error, "a.card": CARDS.clean });
      const r = runCli(["lint", "--format", "json", "."], dir);
      assert.equal(r.code, 1);
      const out = JSON.parse(r.stdout) as unknown[];
      assert.deepEqual(out, [
        // `timing`: the file's timing sentences read and in all (the restriction of e.card is one, read).
        {
          filePath: path.join(dir, "a.card"),
          messages: [],
          errorCount: 0,
          warningCount: 0,
          infoCount: 0,
          timing: { read: 0, sentences: 0 },
        },
        {
          filePath: path.join(dir, "e.card"),
          messages: [
            {
              ruleId: "impossible-timing",
              severity: 2,
              severityName: "error",
              message: (out as { messages: { message: string }[] }[])[1]!.messages[0]!.message,
              line: 5,
              column: 26,
              endLine: 5,
              endColumn: 39,
              card: "Combat Sorcery",
            },
          ],
          errorCount: 1,
          warningCount: 0,
          infoCount: 0,
          timing: { read: 1, sentences: 1 },
        },
      ]);
      // The span is "during combat" on the 5th line.
      const line5 = CARDS.error.split("\n")[4]!;
      assert.equal(line5.slice(26 - 1, 39 - 1), "during combat");
      assert.match((out as { messages: { message: string }[] }[])[1]!.messages[0]!.message, /CR 307\.1/);
    });

    it("uses severity 1 / 0 for warnings and infos", function () {
      writeFiles(dir, { "w.card": CARDS.warning, "i.card": CARDS.info });
      const out = JSON.parse(runCli(["lint", "--format", "json"], dir).stdout) as {
        messages: { severity: number; severityName: string; ruleId: string }[];
        warningCount: number;
        infoCount: number;
      }[];
      const i = out.find((f) => f.messages[0]?.ruleId === "redundant-timing")!;
      const w = out.find((f) => f.messages[0]?.ruleId === "obsolete-wording")!;
      assert.deepEqual([i.messages[0]!.severity, i.messages[0]!.severityName, i.infoCount], [0, "info", 1]);
      assert.deepEqual([w.messages[0]!.severity, w.messages[0]!.severityName, w.warningCount], [1, "warning", 1]);
    });

    it("reports positions after a BOM as an editor shows them, with CRLF and UTF-16 columns (emoji = 2)", function () {
      const text = CARDS.warning.replace("Old Elf comes", "Old 😀 Elf comes").replace('"Old Elf"', '"Old 😀 Elf"').replace(/\n/g, "\r\n");
      writeFiles(dir, { "bom.card": Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, "utf8")]), "plain.card": text });
      // One run per file: the same card in both files would add cross-file duplicate warnings.
      type Out = { filePath: string; messages: { line: number; column: number; endLine: number; endColumn: number; card: string }[] }[];
      const out = ["bom.card", "plain.card"].flatMap((f) => JSON.parse(runCli(["lint", "--format", "json", f], dir).stdout) as Out);
      assert.equal(out.length, 2);
      const line = text.split("\r\n")[5]!;
      const col = line.indexOf("comes into play") + 1;
      assert.equal(col, 21, "4 spaces + 'When ' + 'Old ' + emoji (2 UTF-16 units) + ' Elf '");
      for (const f of out) {
        assert.deepEqual(
          f.messages.map((m) => [m.line, m.column, m.endLine, m.endColumn, m.card]),
          [[6, col, 6, col + 15, "Old 😀 Elf"]],
          f.filePath,
        );
      }
    });
  });

  describe("--format stylish", function () {
    it("prints the path, aligned rows and a summary, without colour when piped", function () {
      writeFiles(dir, { "e.card": CARDS.error, "w.card": CARDS.warning, "i.card": CARDS.info });
      const r = runCli(["lint", "."], dir);
      assert.equal(r.code, 1);
      assert.ok(!r.stdout.includes(ESC), "no ANSI escapes when stdout is a pipe");
      const lines = r.stdout.split("\n");
      assert.ok(lines.includes("e.card"));
      assert.ok(lines.includes("w.card"));
      assert.ok(lines.includes("i.card"));
      assert.ok(
        lines.some((l) => /^ {2}5:26 {2}error {2}'during combat' .* {2}impossible-timing$/.test(l)),
        r.stdout,
      );
      assert.ok(
        lines.some((l) => /^ {2}6:18 {2}warning {2}'comes into play' .* {2}obsolete-wording$/.test(l)),
        r.stdout,
      );
      assert.ok(
        lines.some((l) => /^ {2}5:5 {2}info {2}Flash .* {2}redundant-timing$/.test(l)),
        r.stdout,
      );
      assert.ok(lines.includes("✖ 3 problems (1 error, 1 warning, 1 info)"), r.stdout);
    });

    it("rows fit 120 columns: long messages wrap at spaces under the message column, citations kept whole", function () {
      writeFiles(dir, { "e.card": CARDS.error, "w.card": CARDS.warning });
      const lines = runCli(["lint", "."], dir, { COLUMNS: "200" }).stdout.split("\n");
      for (const l of lines) assert.ok(l.length <= 120, `${l.length} columns: ${l}`);
      const row = lines.findIndex((l) => /^ {2}5:26 {2}error {2}/.test(l));
      assert.ok(row >= 0 && / {2}impossible-timing$/.test(lines[row]!), lines.join("\n"));
      const indent = lines[row]!.indexOf("'during combat'");
      assert.match(lines[row + 1]!, new RegExp(`^ {${indent}}\\S`), "the next line continues under the message");
      assert.ok(!lines.some((l) => /\(CR$/.test(l)), "a citation is never split across lines");
    });

    it("one row per line when piped without COLUMNS, and in VS Code's terminal (the problem matcher reads rows)", function () {
      writeFiles(dir, { "e.card": CARDS.error });
      for (const env of [{ COLUMNS: undefined }, { COLUMNS: "80", TERM_PROGRAM: "vscode" }]) {
        const lines = runCli(["lint", "e.card"], dir, env).stdout.split("\n");
        assert.ok(
          lines.some((l) => /^ {2}5:26 {2}error {2}'during combat' .*restriction\. {2}impossible-timing$/.test(l)),
          lines.join("\n"),
        );
      }
    });

    it("colours on FORCE_COLOR, never with NO_COLOR alone", function () {
      writeFiles(dir, { "e.card": CARDS.error });
      assert.ok(runCli(["lint", "."], dir, { FORCE_COLOR: "1" }).stdout.includes(ESC));
      assert.ok(!runCli(["lint", "."], dir, { NO_COLOR: "1" }).stdout.includes(ESC));
    });
  });

  describe("file selection", function () {
    it("recurses folders for *.card and skips other files and node_modules", function () {
      writeFiles(dir, {
        "top.card": CARDS.error,
        "set/a/deep.card": CARDS.error,
        "set/b/Upper.CARD": CARDS.error,
        "set/readme.txt": "not a card",
        "node_modules/pkg/x.card": CARDS.error,
      });
      const out = JSON.parse(runCli(["lint", "--format", "json", "."], dir).stdout) as { filePath: string }[];
      assert.deepEqual(out.map((f) => path.relative(dir, f.filePath)).sort(), ["set/a/deep.card", "set/b/Upper.CARD", "top.card"]);
    });

    it("expands globs (quoted, so the CLI does it) and lints a file named explicitly whatever its extension", function () {
      writeFiles(dir, {
        "set/a/one.card": CARDS.clean,
        "set/b/two.card": CARDS.clean,
        "other/three.card": CARDS.clean,
        "notes.txt": CARDS.error,
      });
      const globbed = JSON.parse(runCli(["lint", "--format", "json", "set/**/*.card"], dir).stdout) as { filePath: string }[];
      assert.deepEqual(
        globbed.map((f) => path.relative(dir, f.filePath)),
        ["set/a/one.card", "set/b/two.card"],
      );
      const explicit = runCli(["lint", "--format", "json", "notes.txt", "other"], dir);
      assert.equal(explicit.code, 1);
      assert.deepEqual(
        (JSON.parse(explicit.stdout) as { filePath: string }[]).map((f) => path.basename(f.filePath)),
        ["notes.txt", "three.card"],
      );
    });

    it("lists each file once when inputs overlap", function () {
      writeFiles(dir, { "set/a.card": CARDS.clean });
      const out = JSON.parse(runCli(["lint", "--format", "json", "set", "set/a.card", "set/*.card"], dir).stdout) as unknown[];
      assert.equal(out.length, 1);
    });

    it("with no path and no .card file in the folder: exits 0 and says so on stderr", function () {
      const r = runCli(["lint"], dir);
      assert.equal(r.code, 0);
      assert.match(r.stderr, /no \.card files found/);
    });
  });

  describe("--quiet", function () {
    it("reports errors only and exits 0 when only warnings remain", function () {
      writeFiles(dir, { "e.card": CARDS.error, "w.card": CARDS.warning, "i.card": CARDS.info });
      const r = runCli(["lint", "--quiet", "--format", "json"], dir);
      assert.equal(r.code, 1);
      const out = JSON.parse(r.stdout) as { messages: { severityName: string }[]; warningCount: number; infoCount: number }[];
      assert.deepEqual(
        out.flatMap((f) => f.messages.map((m) => m.severityName)),
        ["error"],
      );
      assert.ok(out.every((f) => f.warningCount === 0 && f.infoCount === 0));
      writeFiles(dir, { "e.card": CARDS.clean });
      const q = runCli(["lint", "--quiet"], dir);
      assert.equal(q.code, 0);
      assert.equal(q.stdout, "");
    });

    it("still counts hidden warnings against --max-warnings", function () {
      writeFiles(dir, { "w.card": CARDS.warning });
      assert.equal(runCli(["lint", "--quiet", "--max-warnings", "0"], dir).code, 1);
    });
  });
});

describe("cli: --help and --version", function () {
  it("--help lists the commands and exits 0", function () {
    const r = runCli(["--help"], process.cwd());
    assert.equal(r.code, 0);
    assert.match(r.stdout, /Usage: cardscript/);
    assert.match(r.stdout, /\blint\b/);
    assert.match(r.stdout, /\bimport\b/);
  });

  it("lint --help describes the options", function () {
    const r = runCli(["lint", "--help"], process.cwd());
    assert.equal(r.code, 0);
    for (const o of ["--format", "--max-warnings", "--quiet"]) assert.ok(r.stdout.includes(o), o);
  });

  it("--version prints the package version", function () {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
    const r = runCli(["--version"], process.cwd());
    assert.equal(r.code, 0);
    assert.equal(r.stdout.trim(), pkg.version);
  });

  it("the launcher's fast --version/-v answer equals the full program's", function () {
    // bin/cardscript.js answers a lone --version or -v without loading dist/cli.cjs; with another
    // argument the program (commander) answers: both must print the same.
    for (const flag of ["--version", "-v"]) {
      const fast = runCli([flag], process.cwd());
      const full = spawnSync(process.execPath, [path.join(path.dirname(CLI), "..", "dist", "cli.cjs"), flag], { encoding: "utf8" });
      assert.equal(fast.code, 0);
      assert.equal(full.status, 0);
      assert.equal(fast.stdout, full.stdout, flag);
      assert.equal(fast.stderr, full.stderr, flag);
    }
  });
});
