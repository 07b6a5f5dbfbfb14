/**
 * More `cardscript lint` behaviour through the built CLI: inline suppressions and
 * `--report-unused-disable-directives`, .gitignore, the progress bar, the `$cardscript` problem
 * matcher, `cardscript rules` and `cardscript explain`.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CARDS, CLI, joinRows, makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

describe("cli: inline suppressions", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  it("a disable comment turns exit 1 into 0; an unknown rule id in it is an error", function () {
    writeFiles(dir, { "e.card": `# cardscript-disable impossible-timing -- playtest card, fixed in v2\n${CARDS.error}` });
    const ok = runCli(["lint"], dir);
    assert.equal(ok.code, 0, ok.stdout);
    assert.equal(ok.stdout, "");
    writeFiles(dir, { "e.card": `# cardscript-disable impossible-timming\n${CARDS.error}` });
    const bad = runCli(["lint"], dir);
    assert.equal(bad.code, 1);
    assert.match(
      joinRows(bad.stdout),
      /1:22 +error +Unknown rule 'impossible-timming' in cardscript-disable\. Did you mean 'impossible-timing'\? +unknown-rule-in-directive/,
    );
    assert.match(bad.stdout, /impossible-timing$/m);
  });

  it("--report-unused-disable-directives reports (as errors) directives that suppress nothing", function () {
    writeFiles(dir, { "a.card": `# cardscript-disable-next-line unknown-step\n${CARDS.clean}` });
    assert.equal(runCli(["lint"], dir).code, 0);
    const r = runCli(["lint", "--report-unused-disable-directives", "--format", "json"], dir);
    assert.equal(r.code, 1);
    const m = (JSON.parse(r.stdout) as { messages: { ruleId: string; line: number; column: number; severityName: string }[] }[])[0]!
      .messages;
    assert.deepEqual(
      m.map((x) => [x.ruleId, x.severityName, x.line, x.column]),
      [["unused-disable-directive", "error", 1, 1]],
    );
  });

  it("the config can lower the severity of unused directives", function () {
    writeFiles(dir, {
      "a.card": `# cardscript-disable-next-line unknown-step\n${CARDS.clean}`,
      "cardscript.json": '{"rules": {"unused-disable-directive": "warning"}}',
    });
    const r = runCli(["lint", "--report-unused-disable-directives"], dir);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /warning +Unused cardscript-disable-next-line/);
  });
});

describe("cli: .gitignore", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
    mkdirSync(path.join(dir, ".git"));
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  it("skips git-ignored files inside a work tree; --no-ignore lints them", function () {
    writeFiles(dir, {
      ".gitignore": "build/\n*.tmp.card\n",
      "set/.gitignore": "private/\n!keep.tmp.card\n",
      "ok.card": CARDS.clean,
      "build/e.card": CARDS.error,
      "x.tmp.card": CARDS.error,
      "set/private/e.card": CARDS.error,
      "set/keep.tmp.card": CARDS.clean,
    });
    const r = runCli(["lint", "--format", "json"], dir);
    assert.equal(r.code, 0, r.stdout);
    assert.deepEqual(
      (JSON.parse(r.stdout) as { filePath: string }[]).map((f) => path.relative(dir, f.filePath)),
      ["ok.card", "set/keep.tmp.card"],
    );
    const all = runCli(["lint", "--format", "json", "--no-ignore"], dir);
    assert.equal(all.code, 1);
    assert.equal((JSON.parse(all.stdout) as unknown[]).length, 5);
  });

  it(".gitignore files outside a git work tree count from the working folder down", function () {
    const plain = makeTempDir();
    try {
      writeFiles(plain, {
        ".gitignore": "drafts/\n",
        "e.card": CARDS.error,
        "drafts/d.card": CARDS.error,
        "sub/.gitignore": "*.card\n",
        "sub/s.card": CARDS.error,
      });
      const r = runCli(["lint", "--format", "json"], plain);
      assert.equal(r.code, 1, r.stderr);
      assert.deepEqual(
        (JSON.parse(r.stdout) as { filePath: string }[]).map((f) => path.relative(plain, f.filePath)),
        ["e.card"],
      );
      assert.equal((JSON.parse(runCli(["lint", "--format", "json", "--no-ignore"], plain).stdout) as unknown[]).length, 3);
    } finally {
      removeTempDir(plain);
    }
  });

  it("a folder whose files are all ignored is a usage error when named; a named ignored file is skipped with a note", function () {
    writeFiles(dir, { ".gitignore": "build/\n", "build/e.card": CARDS.error, "ok.card": CARDS.clean });
    const folder = runCli(["lint", "build"], dir);
    assert.equal(folder.code, 2);
    assert.match(folder.stderr, /build: all matching files are ignored/);
    const file = runCli(["lint", "ok.card", "build/e.card"], dir);
    assert.equal(file.code, 0);
    assert.match(file.stderr, /build\/e\.card is ignored/);
  });
});

describe("cli: progress bar", function () {
  let dir: string;
  before(function () {
    dir = makeTempDir();
    const files: Record<string, string> = {};
    for (let i = 0; i < 220; i++) files[`c${i}.card`] = CARDS.clean.replace("Grizzly Cub", `Cub ${i}`);
    writeFiles(dir, files);
  });
  after(function () {
    removeTempDir(dir);
  });

  it("never writes to a piped stderr", function () {
    const r = runCli(["lint"], dir);
    assert.equal(r.code, 0);
    assert.equal(r.stderr, "");
  });

  /** Runs the CLI under `script`, which gives it a terminal; returns everything the terminal got. */
  function inTerminal(env: Record<string, string>): string | undefined {
    const probe = spawnSync("script", ["--version"], { encoding: "utf8" });
    if (probe.error || probe.status !== 0) return undefined;
    const cmd = `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} lint . > /dev/null`;
    const r = spawnSync("script", ["-qefc", cmd, "/dev/null"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, ...env, FORCE_COLOR: "", NO_COLOR: "" },
    });
    return r.stdout;
  }

  it("draws on a terminal stderr, but not when CI is set", function () {
    const tty = inTerminal({ CI: "" });
    if (tty === undefined) this.skip();
    assert.match(tty!, /Linting \[.*\] \d+% \| \d+\/220 files/);
    assert.doesNotMatch(inTerminal({ CI: "true" })!, /Linting \[/);
  });
});

describe("cli: $cardscript problem matcher", function () {
  it("parses the stylish output into file, line, column, severity, message and code", function () {
    type Pattern = {
      regexp: string;
      file?: number;
      line?: number;
      column?: number;
      severity?: number;
      message?: number;
      code?: number;
      loop?: boolean;
    };
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      contributes: { problemMatchers: { name: string; pattern: Pattern[]; owner: string }[] };
    };
    const matcher = pkg.contributes.problemMatchers.find((m) => m.name === "cardscript")!;
    assert.ok(matcher, "contributes.problemMatchers has 'cardscript'");
    const [filePattern, rowPattern] = matcher.pattern.map((p) => ({ ...p, re: new RegExp(p.regexp) }));
    const output = readFileSync(new URL("./golden/stylish.txt", import.meta.url), "utf8");
    // VS Code's multi-line matching: a file line, then rows while the looping pattern matches.
    const problems: string[] = [];
    let file: string | undefined;
    for (const line of output.split("\n")) {
      const row = file !== undefined ? rowPattern!.re.exec(line) : null;
      if (row) {
        problems.push(
          [
            file,
            row[rowPattern!.line!],
            row[rowPattern!.column!],
            row[rowPattern!.severity!],
            row[rowPattern!.message!],
            row[rowPattern!.code!],
          ].join(" | "),
        );
        continue;
      }
      const f = filePattern!.re.exec(line);
      file = f ? f[filePattern!.file!] : undefined;
    }
    assert.equal(problems.length, 5);
    // The golden holds made-up findings (test/cli/golden-input.ts).
    assert.equal(
      problems[0],
      "cards/mixed.card | 4 | 19 | error | A made-up error message that is long enough to push the rule id column to the right (CR 100.1). | impossible-timing",
    );
    assert.equal(problems[4], "cards/odd, name: 100%.card | 5 | 37 | warning | Made-up: 100% of a, b: c second line. | obsolete-wording");
  });
});

describe("cli: rules and explain", function () {
  it("rules lists every rule with its default severity; --json too", function () {
    const r = runCli(["rules"], process.cwd());
    assert.equal(r.code, 0);
    assert.match(r.stdout, /^impossible-timing +mtg,ygo +error +yes +A spell or activated ability/m);
    assert.match(r.stdout, /^untap-step-trigger +mtg +warning /m);
    assert.match(r.stdout, /^redundant-timing +mtg,ygo +info /m);
    const json = JSON.parse(runCli(["rules", "--json"], process.cwd()).stdout) as {
      id: string;
      defaultSeverity: string;
      games: string[];
      citations: string[];
    }[];
    assert.ok(json.some((x) => x.id === "untap-step-trigger" && x.defaultSeverity === "warning" && x.games.join() === "mtg"));
    assert.ok(
      json.some((x) => x.id === "impossible-timing" && x.citations.includes("CR 307.1")),
      "a common rule shows the games' citations",
    );
  });

  it("explain prints the rule's doc", function () {
    const r = runCli(["explain", "impossible-timing"], process.cwd());
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, readFileSync(new URL("../../docs/rules/impossible-timing.md", import.meta.url), "utf8"));
  });

  it("explain of an unknown id exits 2 with a did-you-mean", function () {
    const r = runCli(["explain", "imposible-timing"], process.cwd());
    assert.equal(r.code, 2);
    assert.equal(
      r.stderr,
      "cardscript: unknown rule 'imposible-timing'. Did you mean 'impossible-timing'? Run 'cardscript rules' for the list.\n",
    );
    assert.equal(runCli(["explain"], process.cwd()).code, 2);
  });

  it("explain works from any folder (docs are found next to the package)", function () {
    const r = runCli(["explain", "unknown-step"], path.parse(process.cwd()).root);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^# unknown-step/);
  });
});
