/**
 * action.yml (composite GitHub Action): its shape, and its lint script run locally the way the
 * runner runs it (GITHUB_ACTION_PATH = the project, GITHUB_OUTPUT = a file).
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PROJECT_ROOT } from "../helpers/corpus";
import { CARDS, makeTempDir, removeTempDir, writeFiles } from "./helpers";

const yaml = createRequire(import.meta.url)("js-yaml") as { load(text: string): unknown };

interface Action {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: { id?: string; run?: string; shell?: string; uses?: string; env?: Record<string, string> }[] };
}

describe("action.yml", function () {
  const action = yaml.load(readFileSync(path.join(PROJECT_ROOT, "action.yml"), "utf8")) as Action;
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  it("is a composite action that installs, then lints to SARIF through cli/action/lint.sh", function () {
    assert.equal(action.runs.using, "composite");
    const lint = action.runs.steps.find((s) => s.id === "lint")!;
    assert.equal(lint.shell, "bash");
    assert.match(lint.run!, /cli\/action\/lint\.sh/);
    assert.ok(action.runs.steps.some((s) => /npm ci --prefix "\$GITHUB_ACTION_PATH"/.test(s.run ?? "")));
    assert.deepEqual(Object.keys(action.inputs).sort(), ["annotations", "config", "fail-on-error", "max-warnings", "paths", "sarif-file"]);
    assert.equal(action.outputs["sarif-file"]!.value, "${{ steps.lint.outputs.sarif-file }}");
    // Inputs reach the script through env, never pasted into the script (no injection).
    assert.doesNotMatch(lint.run!, /\$\{\{/);
  });

  /** Runs the action's lint script in `dir` with the action's default inputs overridden by `inputs`. */
  function runAction(inputs: Record<string, string>) {
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      GITHUB_ACTION_PATH: PROJECT_ROOT,
      GITHUB_OUTPUT: path.join(dir, "github-output.txt"),
    };
    const lint = action.runs.steps.find((s) => s.id === "lint")!;
    for (const [name, expr] of Object.entries(lint.env!)) {
      const input = /inputs\.([a-z-]+)/.exec(expr)![1]!;
      env[name] = inputs[input] ?? action.inputs[input]!.default ?? "";
    }
    delete env["FORCE_COLOR"];
    const r = spawnSync("bash", [path.join(PROJECT_ROOT, "cli", "action", "lint.sh")], { cwd: dir, env, encoding: "utf8" });
    const outputs = Object.fromEntries(
      readFileSync(env["GITHUB_OUTPUT"]!, "utf8")
        .trim()
        .split("\n")
        .map((l) => l.split("=") as [string, string]),
    );
    return { code: r.status, stdout: r.stdout, stderr: r.stderr, outputs };
  }

  it("writes SARIF, prints annotations, sets the outputs, and fails on errors", function () {
    writeFiles(dir, { "cards/e.card": CARDS.error, "cards/sub/w.card": CARDS.warning });
    const r = runAction({ paths: "cards/*.card cards/sub" });
    assert.equal(r.code, 1, r.stderr);
    assert.deepEqual(r.outputs, { "sarif-file": "cardscript.sarif", "exit-code": "1" });
    const sarif = JSON.parse(readFileSync(path.join(dir, "cardscript.sarif"), "utf8")) as {
      version: string;
      runs: { results: { ruleId: string }[] }[];
    };
    assert.equal(sarif.version, "2.1.0");
    assert.deepEqual(sarif.runs[0]!.results.map((x) => x.ruleId).sort(), ["impossible-timing", "obsolete-wording"]);
    assert.match(r.stdout, /^::error file=cards\/e\.card,line=5,/m);
    assert.match(r.stdout, /^::warning file=cards\/sub\/w\.card,/m);
  });

  it("fail-on-error false keeps the step green; max-warnings and annotations are passed on", function () {
    writeFiles(dir, { "w.card": CARDS.warning });
    const soft = runAction({ "fail-on-error": "false", "max-warnings": "0", annotations: "false", "sarif-file": "out/report.sarif" });
    assert.equal(soft.code, 0, soft.stderr);
    assert.equal(soft.outputs["exit-code"], "1", "too many warnings");
    assert.equal(soft.stdout, "");
    assert.ok(readFileSync(path.join(dir, "out", "report.sarif"), "utf8").includes('"obsolete-wording"'));
  });

  it("a usage failure always fails", function () {
    const r = runAction({ paths: "missing/", "fail-on-error": "false" });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /missing\/: no such file or directory/);
  });
});
