/**
 * Helpers for the editor tests (`npm run test:editors`): the README's editor set-ups run in the
 * real editors (Neovim, Emacs with eglot), headless, against the language server installed the
 * way the README says. Not part of `npm test`: they need Debian packages (`.ci/run` installs them).
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project root (the checkout that gets installed). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * The first fenced code block of language `lang` after the line of README.md that starts with
 * `marker` — the editor configuration exactly as users copy it.
 * @throws Error when the marker or a following block is missing.
 */
export function readmeBlock(marker: string, lang: string): string {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const at = readme.split("\n").findIndex((line) => line.startsWith(marker));
  if (at < 0) throw new Error(`README.md has no line starting with ${marker}`);
  const rest = readme.split("\n").slice(at).join("\n");
  const m = new RegExp("^```" + lang + "\\n([\\s\\S]*?)^```", "m").exec(rest);
  if (!m) throw new Error(`README.md has no \`\`\`${lang} block after ${marker}`);
  return m[1]!;
}

let installed: string | undefined;

/**
 * Installs this checkout as the README says (`npm install -g .`, after `npm ci` and the build),
 * into a temporary npm prefix so the machine's global folder is not touched.
 * @returns the prefix's `bin` folder, holding `cardscript-language-server`.
 */
export function installServer(): string {
  if (installed) return installed;
  const prefix = mkdtempSync(path.join(os.tmpdir(), "cardscript-editors-npm-"));
  execFileSync("npm", ["install", "-g", "--prefix", prefix, "--no-audit", "--no-fund", "."], { cwd: ROOT, stdio: "pipe" });
  const bin = path.join(prefix, "bin");
  if (!existsSync(path.join(bin, "cardscript-language-server")))
    throw new Error(`npm install -g did not create ${bin}/cardscript-language-server`);
  installed = bin;
  return bin;
}

/** A card with a known mistake: a sorcery that may be cast only during combat (impossible-timing, line 6). */
export const BAD_CARD = [
  "# A sorcery that may only be cast during combat: it can never be cast.",
  'card "Late Charge" {',
  "  cost: {1}{R}",
  "  type: Sorcery",
  "  text:",
  "    Cast this spell only during combat. Target creature gets +2/+0 until end of turn.",
  "}",
  "",
].join("\n");
/** 0-based line and UTF-16 column of the word "combat" in {@link BAD_CARD} (a hover target). */
export const COMBAT = { line: 5, character: BAD_CARD.split("\n")[5]!.indexOf("combat") + 1 };

/** A temporary project: `cardscript.json` and `cards/bad.card` ({@link BAD_CARD}); also a home folder. */
export function makeWorkspace(): { dir: string; home: string; card: string } {
  const base = mkdtempSync(path.join(os.tmpdir(), "cardscript-editors-"));
  const dir = path.join(base, "project");
  const home = path.join(base, "home");
  mkdirSync(path.join(dir, "cards"), { recursive: true });
  mkdirSync(home, { recursive: true });
  writeFileSync(path.join(dir, "cardscript.json"), "{}\n");
  const card = path.join(dir, "cards", "bad.card");
  writeFileSync(card, BAD_CARD);
  return { dir, home, card };
}

/**
 * Runs an editor to completion (its probe script quits it).
 * @returns its exit code, stdout and stderr.
 * @throws Error when it does not exit within `timeoutMs` (it is killed).
 */
export function run(cmd: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${cmd} did not exit within ${options.timeoutMs} ms\n${stdout}\n${stderr}`));
    }, options.timeoutMs);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Whether `cmd --version` runs (the editor is installed). */
export function hasCommand(cmd: string): boolean {
  try {
    execFileSync(cmd, ["--version"], { stdio: "pipe" });
    return true;
  } catch {
    return false;
  }
}

/** The editor's version line (`NVIM v0.7.2`, `GNU Emacs 28.2`), for the test titles' log. */
export function versionLine(cmd: string): string {
  return execFileSync(cmd, ["--version"], { encoding: "utf8" }).split("\n")[0]!.trim();
}
