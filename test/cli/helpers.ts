/**
 * Helpers for CLI tests: run the built CLI (`node bin/cardscript.js …`) as a child process on
 * temporary folders. `npm test` builds dist/ first; run `npm run build` before running a CLI
 * test file alone.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT } from "../helpers/corpus";

export const CLI = path.join(PROJECT_ROOT, "bin", "cardscript.js");

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI with `args` in `cwd`; colours are off and the language English unless `env` says otherwise. */
export function runCli(args: string[], cwd: string, env: Record<string, string | undefined> = {}): RunResult {
  if (!existsSync(path.join(PROJECT_ROOT, "dist", "cli.cjs"))) throw new Error("dist/cli.cjs is missing: run `npm run build` first");
  // The locale variables are cleared so that output is English (the goldens) whatever the machine's language.
  const baseEnv: Record<string, string | undefined> = {
    ...process.env,
    FORCE_COLOR: undefined,
    NO_COLOR: undefined,
    CI: undefined,
    COLUMNS: undefined,
    TERM_PROGRAM: undefined,
    LC_ALL: undefined,
    LC_MESSAGES: undefined,
    LANG: undefined,
    LANGUAGE: undefined,
  };
  const merged = { ...baseEnv, ...env };
  for (const k of Object.keys(merged)) if (merged[k] === undefined) delete merged[k];
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, env: merged as NodeJS.ProcessEnv, encoding: "utf8" });
  if (r.error) throw r.error;
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** A fresh temporary folder; remove it with {@link removeTempDir}. */
export function makeTempDir(prefix = "cardscript-cli-"): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Writes files (relative path → content) under `dir`, creating folders. */
export function writeFiles(dir: string, files: Record<string, string | Buffer>): void {
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

/** Example cards used across the CLI tests. */
export const CARDS = {
  /** No findings. */
  clean: `card "Grizzly Cub" {
  cost: {1}{G}
  type: Creature — Bear
  stats: 2/2
}
`,
  /** One impossible-timing error: "during combat" on line 5, columns 26–39 (1-based, end exclusive). */
  error: `card "Combat Sorcery" {
  cost: {1}{R}
  type: Sorcery
  text:
    Cast this spell only during combat.
    Combat Sorcery deals 3 damage to any target.
}
`,
  /** One obsolete-wording warning on line 5 ("comes into play", columns 24–39). */
  warning: `card "Old Elf" {
  cost: {2}{G}
  type: Creature — Elf
  stats: 2/2
  text:
    When Old Elf comes into play, draw a card.
}
`,
  /** One redundant-timing info on line 5 ("Flash"). */
  info: `card "Quick Thought" {
  cost: {U}
  type: Instant
  text:
    Flash
    Draw a card.
}
`,
};

/**
 * Stylish output with each wrapped row joined back into one line (`  pos  sev  message  rule`): a
 * pipe gets rows wrapped at 100 columns, and tests that match a whole message read it whole.
 */
export function joinRows(stylish: string): string {
  const out: string[] = [];
  let row: { head: string; rule: string } | undefined;
  const flush = () => {
    if (row) out.push(`${row.head}  ${row.rule}`);
    row = undefined;
  };
  for (const line of stylish.split("\n")) {
    const m = /^( {2}\S+:\S+ {2}.*?) {2}(\S+)$/.exec(line);
    if (m) {
      flush();
      row = { head: m[1]!, rule: m[2]! };
    } else if (row && /^ {3,}\S/.test(line)) row.head += ` ${line.trim()}`;
    else {
      flush();
      out.push(line);
    }
  }
  flush();
  return out.join("\n");
}
