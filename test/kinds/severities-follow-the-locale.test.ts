/**
 * Kind: a word of a human-readable report left in English in another language. `--locale de`
 * stylish rows said "error" and "warning" beside German messages. Severities now follow the
 * run's language in stylish rows (a terminal or a pipe), and stay the English words where a
 * program reads them: VS Code's terminal (the `$cardscript` problem matcher maps `error`,
 * `warning`, `info`) and every machine format (`severityName` in JSON). Run `npm run build` first.
 */
import assert from "node:assert/strict";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

describe("kind: severities follow the locale", function () {
  this.timeout(60_000);
  let dir: string;
  before(() => {
    dir = makeTempDir();
    writeFiles(dir, { "a.card": CARDS.error, "b.card": CARDS.warning });
  });
  after(() => removeTempDir(dir));

  const rows = (out: string) => out.split("\n").filter((l) => /^ {2}\d+:\d+ /.test(l));
  const severities = (out: string) => rows(out).map((l) => /^ {2}\S+ +(\S+)/.exec(l)![1]);

  for (const [locale, words] of [
    ["en", ["error", "warning"]],
    ["de", ["Fehler", "Warnung"]],
    ["es", ["error", "advertencia"]],
  ] as const) {
    it(`stylish --locale ${locale}: ${words.join(", ")}`, () => {
      const r = runCli(["lint", "a.card", "b.card", "--locale", locale], dir);
      assert.deepEqual(severities(r.stdout), words, r.stdout);
    });
  }

  it("in VS Code's terminal (problem matcher) and in JSON they stay the English words", () => {
    const vscode = runCli(["lint", "a.card", "b.card", "--locale", "de"], dir, { TERM_PROGRAM: "vscode" });
    assert.deepEqual(severities(vscode.stdout), ["error", "warning"]);
    const json = JSON.parse(runCli(["lint", "a.card", "b.card", "--locale", "de", "-f", "json"], dir).stdout) as {
      messages: { severityName: string }[];
    }[];
    assert.deepEqual(
      json.flatMap((f) => f.messages.map((m) => m.severityName)),
      ["error", "warning"],
    );
  });

  it("piped: no row wider than 100 columns, in every language", () => {
    for (const locale of ["en", "de", "es"]) {
      const out = runCli(["lint", "a.card", "b.card", "--locale", locale], dir).stdout;
      for (const line of out.split("\n")) assert.ok(line.length <= 100, `${locale}: ${line.length}: ${line}`);
    }
  });
});
