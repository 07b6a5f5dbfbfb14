/**
 * Installs code-server (VS Code's web build and its Node server) from the npm registry into a
 * git-ignored folder, once; later calls reuse it.
 *
 * The versions are pinned by `scripts/e2e/code-server/package.json` + `package-lock.json`
 * (code-server 4.100.3 = VS Code 1.100.3, the last release whose engine is Node 20), installed
 * with `npm ci`. Works on a machine whose only outside access is the npm registry and Debian apt:
 *
 * - `@vscode/ripgrep`'s install step downloads ripgrep from GitHub unless it finds a cached
 *   archive at `$TMPDIR/vscode-ripgrep-cache-<pkg-version>/ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz`;
 *   we put a tarball of Debian's `rg` there (TMPDIR points into the install folder).
 * - `npm_config_yes=true`: node-pty's install runs `npx node-gyp`, which aborts under `yes=false`.
 * - `--unsafe-perm` / `npm_config_unsafe_perm=true`: code-server's postinstall refuses to run as
 *   root without it.
 * - node-gyp gets the headers of the running Node (`npm_config_nodedir`) when they are installed
 *   next to it, so it never tries to download them.
 *
 * Needs Node 20, a C/C++ toolchain, python3, libkrb5-dev (kerberos) and ripgrep (see README).
 */
import { spawn, execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The code-server version the lockfile pins. */
export const CODE_SERVER_VERSION = "4.100.3";

/** `@vscode/ripgrep` versions whose download cache we seed (4.100.3 pins 1.15.11; neighbours are cheap). */
const RIPGREP_PACKAGE_VERSIONS = ["1.15.9", "1.15.10", "1.15.11", "1.15.12", "1.15.13", "1.15.14"];
/** The ripgrep release tag and target `@vscode/ripgrep` 1.15.x asks for on linux x64. */
const RIPGREP_ARCHIVE = "ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz";

const here = path.dirname(fileURLToPath(import.meta.url));
/** The pinned manifest and lockfile, copied into the install folder. */
const MANIFEST_DIR = path.join(here, "code-server");

/** A usable code-server installation. */
export interface CodeServerInstall {
  /** Absolute path of the `code-server` launcher (`<prefix>/node_modules/.bin/code-server`). */
  bin: string;
  /** The install folder. */
  prefix: string;
  /** True when this call installed it, false when an earlier install was reused. */
  installed: boolean;
  /** Wall-clock seconds the install took (0 when reused). */
  seconds: number;
}

export interface EnsureCodeServerOptions {
  /** Install folder, e.g. `<repo>/.e2e/code-server`. Wiped and recreated when the stamp does not match. */
  prefix: string;
  /** Progress lines. */
  log?: (line: string) => void;
}

/** What the stamp records: reinstall when any of it changes. */
function stampFor(): string {
  const lock = fs.readFileSync(path.join(MANIFEST_DIR, "package-lock.json"));
  return JSON.stringify({
    codeServer: CODE_SERVER_VERSION,
    lock: createHash("sha256").update(lock).digest("hex"),
    node: process.versions.node.split(".")[0],
    platform: `${process.platform}-${process.arch}`,
  });
}

/** Throws with a hint when something the install needs is missing. */
function checkPrerequisites(): string {
  const major = Number(process.versions.node.split(".")[0]);
  if (major !== 20) {
    throw new Error(`code-server ${CODE_SERVER_VERSION} installs only under Node 20 (this is Node ${process.versions.node}).`);
  }
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(`the code-server install recipe is for linux x64 (this is ${process.platform}-${process.arch}).`);
  }
  const rg = ["/usr/bin/rg", "/usr/local/bin/rg"].find((p) => fs.existsSync(p));
  if (!rg) throw new Error("ripgrep (`rg`) is missing: apt-get install ripgrep.");
  for (const tool of ["make", "g++", "python3", "tar"]) {
    try {
      execFileSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" });
    } catch {
      throw new Error(`\`${tool}\` is missing: apt-get install build-essential python3 (see README, "End-to-end test").`);
    }
  }
  if (!fs.existsSync("/usr/include/gssapi/gssapi.h") && !fs.existsSync("/usr/include/gssapi.h")) {
    throw new Error("the Kerberos headers are missing (code-server builds the `kerberos` module): apt-get install libkrb5-dev.");
  }
  return rg;
}

/**
 * Puts a tarball holding `rgPath` where `@vscode/ripgrep`'s postinstall looks for a cached
 * download, under `tmpDir`.
 */
function seedRipgrepCache(rgPath: string, tmpDir: string): void {
  const stage = fs.mkdtempSync(path.join(tmpDir, "rg-stage-"));
  fs.copyFileSync(rgPath, path.join(stage, "rg"));
  fs.chmodSync(path.join(stage, "rg"), 0o755);
  for (const version of RIPGREP_PACKAGE_VERSIONS) {
    const dir = path.join(tmpDir, `vscode-ripgrep-cache-${version}`);
    fs.mkdirSync(dir, { recursive: true });
    execFileSync("tar", ["-C", stage, "-czf", path.join(dir, RIPGREP_ARCHIVE), "rg"]);
  }
  fs.rmSync(stage, { recursive: true, force: true });
}

/**
 * The environment for the nested `npm ci`: this process's environment without the variables an
 * enclosing `npm run` exports (they would point npm at this project), plus the recipe's settings.
 */
function installEnv(tmpDir: string): NodeJS.ProcessEnv {
  const keep = new Set(["npm_config_cache", "npm_config_userconfig", "npm_config_globalconfig", "npm_config_registry"]);
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    const lower = k.toLowerCase();
    if ((lower.startsWith("npm_") && !keep.has(lower)) || lower === "init_cwd") continue;
    env[k] = v;
  }
  env.TMPDIR = tmpDir;
  env.npm_config_yes = "true";
  env.npm_config_unsafe_perm = "true";
  env.npm_config_audit = "false";
  env.npm_config_fund = "false";
  env.npm_config_update_notifier = "false";
  const nodeDir = path.resolve(path.dirname(process.execPath), "..");
  if (fs.existsSync(path.join(nodeDir, "include", "node", "node.h"))) env.npm_config_nodedir = nodeDir;
  return env;
}

/** Runs a command, appending its output to `logFile`; rejects with the log's tail on failure. */
function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fd = fs.openSync(logFile, "a");
    fs.writeSync(fd, `\n$ ${cmd} ${args.join(" ")}\n`);
    const child = spawn(cmd, args, { cwd, env, stdio: ["ignore", fd, fd] });
    child.on("error", (e) => {
      fs.closeSync(fd);
      reject(e);
    });
    child.on("exit", (code, signal) => {
      fs.closeSync(fd);
      if (code === 0) return resolve();
      const tail = fs.readFileSync(logFile, "utf8").split("\n").slice(-60).join("\n");
      reject(new Error(`\`${cmd} ${args.join(" ")}\` failed (${signal ?? `exit ${code}`}); last lines of ${logFile}:\n${tail}`));
    });
  });
}

/**
 * Returns a working code-server under `prefix`, installing it first when the folder is missing,
 * incomplete or was installed from another lockfile / Node major.
 * @throws when a prerequisite is missing or `npm ci` fails (the message holds the log's tail).
 */
export async function ensureCodeServer(options: EnsureCodeServerOptions): Promise<CodeServerInstall> {
  const log = options.log ?? (() => {});
  const prefix = path.resolve(options.prefix);
  const bin = path.join(prefix, "node_modules", ".bin", "code-server");
  const stampFile = path.join(prefix, ".cardscript-e2e-stamp");
  const stamp = stampFor();
  if (fs.existsSync(bin) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === stamp) {
    log(`code-server ${CODE_SERVER_VERSION}: reusing ${prefix}`);
    return { bin, prefix, installed: false, seconds: 0 };
  }

  const rg = checkPrerequisites();
  const started = Date.now();
  log(`code-server ${CODE_SERVER_VERSION}: installing into ${prefix} from the npm registry (about 1–2 minutes)…`);
  fs.rmSync(prefix, { recursive: true, force: true });
  const tmpDir = path.join(prefix, ".tmp");
  fs.mkdirSync(tmpDir, { recursive: true });
  for (const f of ["package.json", "package-lock.json"]) fs.copyFileSync(path.join(MANIFEST_DIR, f), path.join(prefix, f));
  seedRipgrepCache(rg, tmpDir);

  const logFile = path.join(prefix, "install.log");
  const env = installEnv(tmpDir);
  await run("npm", ["ci", "--unsafe-perm", "--no-audit", "--no-fund"], prefix, env, logFile);

  const bundledRg = path.join(prefix, "node_modules", "code-server", "lib", "vscode", "node_modules", "@vscode", "ripgrep", "bin", "rg");
  if (!fs.existsSync(bundledRg)) throw new Error(`code-server installed without ripgrep (${bundledRg} missing); see ${logFile}`);
  const xdg = path.join(tmpDir, "xdg");
  const version = execFileSync(bin, ["--version"], {
    encoding: "utf8",
    env: { ...process.env, XDG_CONFIG_HOME: path.join(xdg, "config"), XDG_DATA_HOME: path.join(xdg, "data") },
  }).trim();
  if (!new RegExp(`^${CODE_SERVER_VERSION.replace(/\./g, "\\.")} `, "m").test(version))
    throw new Error(`installed code-server reports "${version}", expected ${CODE_SERVER_VERSION}`);
  fs.rmSync(xdg, { recursive: true, force: true });

  fs.writeFileSync(stampFile, stamp);
  const seconds = Math.round((Date.now() - started) / 1000);
  log(
    `code-server ${CODE_SERVER_VERSION}: installed in ${seconds} s (${version.split("\n").find((l) => l.startsWith(CODE_SERVER_VERSION)) ?? version})`,
  );
  return { bin, prefix, installed: true, seconds };
}
