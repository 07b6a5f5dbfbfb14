/**
 * Runs a throwaway code-server for the end-to-end test: its own user-data, extensions, XDG and
 * TMPDIR folders under one temp root (nothing lands in `$HOME`), bound to 127.0.0.1 on a free
 * port, no auth, started in its own process group so that stopping it also stops the extension
 * host and the language server it spawned.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/** Folders of one code-server session, all under `root`. */
export interface SessionDirs {
  root: string;
  userDataDir: string;
  extensionsDir: string;
  /** Environment with XDG_CONFIG_HOME / XDG_DATA_HOME / XDG_CACHE_HOME / TMPDIR under `root`. */
  env: NodeJS.ProcessEnv;
}

/** Creates the folders under `root` and writes the user settings. */
export function prepareSessionDirs(root: string, userSettings: Record<string, unknown>): SessionDirs {
  const userDataDir = path.join(root, "user-data");
  const extensionsDir = path.join(root, "extensions");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    XDG_CONFIG_HOME: path.join(root, "xdg", "config"),
    XDG_DATA_HOME: path.join(root, "xdg", "data"),
    XDG_CACHE_HOME: path.join(root, "xdg", "cache"),
    TMPDIR: path.join(root, "tmp"), // the extension host's vscode-ipc-*.sock lands here
  };
  for (const d of [path.join(userDataDir, "User"), extensionsDir, env.TMPDIR!]) fs.mkdirSync(d, { recursive: true });
  fs.writeFileSync(path.join(userDataDir, "User", "settings.json"), JSON.stringify(userSettings, null, 2));
  return { root, userDataDir, extensionsDir, env };
}

function baseArgs(dirs: SessionDirs): string[] {
  return ["--user-data-dir", dirs.userDataDir, "--extensions-dir", dirs.extensionsDir];
}

/**
 * Installs a `.vsix` into the session's extensions folder (`code-server --install-extension`).
 * @returns code-server's output.
 * @throws when code-server exits non-zero.
 */
export function installExtension(bin: string, dirs: SessionDirs, vsix: string): string {
  return execFileSync(bin, [...baseArgs(dirs), "--install-extension", vsix], {
    encoding: "utf8",
    env: dirs.env,
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 120_000,
  }).trim();
}

/** A port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

/** A running code-server. */
export interface CodeServerSession {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Process id of code-server, also its process group id. */
  pid: number;
  /** Stops the whole process group: SIGTERM, then SIGKILL after 5 s. Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartOptions {
  bin: string;
  dirs: SessionDirs;
  /** Folder to open. */
  workspace: string;
  /** code-server's stdout and stderr go here. */
  logFile: string;
  /** Milliseconds to wait for `GET /healthz` (default 60 000). */
  healthTimeoutMs?: number;
  /** More command-line options for code-server, e.g. `["--locale", "de"]`. */
  extraArgs?: readonly string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

async function startOnce(options: StartOptions, port: number): Promise<CodeServerSession | "port-in-use"> {
  const { bin, dirs, workspace, logFile } = options;
  const config = path.join(dirs.root, "code-server.yaml");
  fs.writeFileSync(config, `bind-addr: 127.0.0.1:${port}\nauth: none\ncert: false\n`);
  const out = fs.openSync(logFile, "a");
  const child: ChildProcess = spawn(
    bin,
    [
      "--config",
      config,
      ...baseArgs(dirs),
      "--auth",
      "none",
      "--bind-addr",
      `127.0.0.1:${port}`,
      "--disable-telemetry",
      "--disable-update-check",
      "--disable-workspace-trust",
      "--disable-getting-started-override",
      ...(options.extraArgs ?? []),
      workspace,
    ],
    { detached: true, stdio: ["ignore", out, out], env: dirs.env },
  );
  fs.closeSync(out);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not spawn ${bin}`);

  // Last resort if this process dies without calling stop(): never leave code-server behind.
  const onExit = () => killGroup(pid, "SIGKILL");
  process.on("exit", onExit);
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((r) => child.once("exit", () => r()));
        killGroup(pid, "SIGTERM");
        await Promise.race([exited, sleep(5000)]);
      }
      killGroup(pid, "SIGKILL"); // the extension host and language server, if they outlived it
      process.off("exit", onExit);
    })();
    return stopped;
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.healthTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      const log = fs.readFileSync(logFile, "utf8");
      if (/EADDRINUSE/.test(log)) return "port-in-use";
      throw new Error(`code-server exited (${child.signalCode ?? `exit ${child.exitCode}`}) before answering /healthz; see ${logFile}`);
    }
    try {
      const r = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`code-server did not answer ${url}/healthz within ${(options.healthTimeoutMs ?? 60_000) / 1000} s; see ${logFile}`);
    }
    await sleep(100);
  }
  return { url, port, pid, stop };
}

/**
 * Starts code-server on a free 127.0.0.1 port and waits until `GET /healthz` answers.
 * Retries with another port if the chosen one was taken in between.
 * @throws when code-server exits early or does not become healthy in time (it is stopped first).
 */
export async function startCodeServer(options: StartOptions): Promise<CodeServerSession> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const session = await startOnce(options, await freePort());
    if (session !== "port-in-use") return session;
  }
  throw new Error(`code-server found its port taken three times; see ${options.logFile}`);
}
