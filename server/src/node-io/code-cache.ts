/**
 * Runs a CommonJS bundle (`dist/server-main.cjs`, `dist/cli-main.cjs`) with V8's code cache, so a
 * process started again does not compile the bundle again (about 20–40 ms of a ~2 MB bundle on
 * Node 20, which has no `module.enableCompileCache`). The tiny entry files `dist/server.cjs` and
 * `dist/cli.cjs` call {@link runBundle}; what the bundle does is unchanged.
 *
 * The cache is V8's own data (`vm.Script#createCachedData`, which holds every function compiled
 * so far; never written before the process's first work, which it would delay), written at a
 * checkpoint — when the bundle calls the hook at `Symbol.for("cardscript.codeCache.checkpoint")`
 *   on `globalThis` (the server does after its first diagnostics: `lsp/code-cache-checkpoint.ts`),
 * 3 s after the start, when the event loop empties (`beforeExit`), when the process exits
 * (`process.exit`, as the language server does on the `exit` notification or when its input
 * closes) and on SIGTERM (written, then the signal is raised again, so the process still ends by
 * it) — when there is no usable cache or the process has then run more than 1.5 times as long as
 * the one that wrote the cache in use (it has likely compiled more: a cold lint after a `--help`, a
 * server after a short probe). Runs like the one that wrote the cache write nothing, so the cache
 * settles after a few runs; a client that stops the server before its first diagnostics still
 * leaves a cache for the next start.
 *
 * A cache written at the checkpoint holds what a start needs, and wins: a later point never
 * replaces it, and a checkpoint replaces a cache written elsewhere, or one written at a checkpoint
 * reached more than 1.5 times later than this one (so the cache follows the typical start). A
 * longer run is not a better writer: V8 drops the compiled code of functions not run for a
 * while, so a server written out after minutes of editing, or a test server whose first
 * diagnostics came late, left a cache of 0.9–1.0 MB instead of 1.9 MB without the start's code,
 * and every start after it took about a fifth more CPU time.
 *
 * Where: a `.code-cache` folder beside the bundle when that folder can be written (a user who can
 * write there can change the bundle itself), else `cardscript-code-cache-<uid>` under the OS temp
 * folder, used only when it is a real folder owned by this user that no one else can write
 * (another user could otherwise plant code). The file name carries the bundle's name, its CRC-32
 * and length, V8's version and the CPU architecture, so another build, another Node or Electron
 * never reads it; files of older builds of the same bundle are deleted when a new one is written.
 *
 * File format: 16-byte header — `CSC1`, then as uint32 LE the writing process's uptime in ms
 * (bits 0–30; bit 31 set when it was written at the checkpoint), the data length and the data
 * CRC-32 — then V8's data. A short, corrupt or foreign
 * file, one V8 rejects, or any IO error means compiling as without a cache (and writing a new
 * one); nothing here ever stops the bundle from running. `CARDSCRIPT_CODE_CACHE=off` disables it;
 * `CARDSCRIPT_CODE_CACHE=trace` writes to stderr, one line each prefixed `cardscript code cache:`,
 * whether a cache was used (`used <file>`, `rejected by V8 <file>`, `none for <file name>`) and
 * each write or skip (`written <file> at <event> (<uptime> ms)`, `not written at <event>: …`).
 */
import { closeSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeSync } from "node:fs";
import { isAscii } from "node:buffer";
import Module from "node:module";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import { crc32 } from "node:zlib";

const MAGIC = 0x31435343; // "CSC1" read as uint32 LE
const HEADER_BYTES = 16;
/** When the cache is written again, at the latest (ms after the start; see the module doc). */
const REFRESH_AFTER_MS = 3000;
/** How much longer than the cache's writer a process must have run to write it again. */
const REFRESH_RATIO = 1.5;

/** The points at which the cache may be written (see the module doc). */
type WritePoint = "checkpoint" | "3 s timer" | "beforeExit" | "exit" | "SIGTERM";

/** With `CARDSCRIPT_CODE_CACHE=trace`: writes one line to stderr (synchronously, so it is out before an exit). Never throws. */
function traceLine(line: string): void {
  try {
    writeSync(2, `cardscript code cache: ${line}\n`);
  } catch {
    // No stderr: nothing to tell.
  }
}

/** This process's uptime in whole ms. */
const uptimeMs = () => Math.round(process.uptime() * 1000);

/** Node's CommonJS internals used to give the bundle a real `module` (not in @types/node). */
interface ModuleInternals {
  wrap(source: string): string;
  _nodeModulePaths(dir: string): string[];
}

/** Where the cache of `bundle` may live: beside it, then the per-user temp folder. */
function cacheDirs(bundle: string): { dir: string; shared: boolean }[] {
  const uid = typeof process.getuid === "function" ? process.getuid() : undefined;
  const user = uid ?? os.userInfo().username;
  return [
    { dir: path.join(path.dirname(bundle), ".code-cache"), shared: false },
    { dir: path.join(os.tmpdir(), `cardscript-code-cache-${user}`), shared: true },
  ];
}

/** True when a folder under the shared temp folder is safe to read code from: a real folder, ours, writable by us only. */
function privateFolder(dir: string): boolean {
  try {
    const st = lstatSync(dir);
    if (!st.isDirectory() || (st.mode & 0o022) !== 0) return false;
    return typeof process.getuid !== "function" || st.uid === process.getuid();
  } catch {
    return false;
  }
}

/** Bit 31 of the header's uptime field: the cache was written at the checkpoint. */
const AT_CHECKPOINT = 0x80000000;

/** What an intact cache file holds: V8's data, the writer's uptime (ms) and whether it was written at the checkpoint. */
interface CacheFile {
  data: Buffer;
  uptime: number;
  atCheckpoint: boolean;
}

/** The cache file's contents when it is intact; undefined otherwise. */
function readCache(file: string): CacheFile | undefined {
  try {
    const bytes = readFileSync(file);
    if (bytes.length < HEADER_BYTES || bytes.readUInt32LE(0) !== MAGIC) return undefined;
    const data = bytes.subarray(HEADER_BYTES);
    if (data.length !== bytes.readUInt32LE(8) || crc32(data) !== bytes.readUInt32LE(12)) return undefined;
    const field = bytes.readUInt32LE(4);
    return { data, uptime: field & ~AT_CHECKPOINT & 0x7fffffff, atCheckpoint: (field & AT_CHECKPOINT) !== 0 };
  } catch {
    return undefined;
  }
}

/**
 * Writes the cache atomically (temp file + rename) into the first usable folder; deletes older builds' files. Never throws.
 * @returns the file written, or undefined when no folder could take it.
 */
function writeCache(
  dirs: { dir: string; shared: boolean }[],
  name: string,
  prefix: string,
  data: Buffer,
  uptime: number,
  atCheckpoint: boolean,
): string | undefined {
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt32LE(MAGIC, 0);
  header.writeUInt32LE((Math.min(uptime, 0x7fffffff) | (atCheckpoint ? AT_CHECKPOINT : 0)) >>> 0, 4);
  header.writeUInt32LE(data.length, 8);
  header.writeUInt32LE(crc32(data), 12);
  for (const { dir, shared } of dirs) {
    const tmp = path.join(dir, `${name}.${process.pid}.tmp`);
    try {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      if (shared && !privateFolder(dir)) continue;
      // "wx": never opens an existing file, nor follows a link planted under the temporary name
      // (the rename below replaces a link at the final name instead of writing through it).
      rmSync(tmp, { force: true });
      const fd = openSync(tmp, "wx", 0o600);
      try {
        writeSync(fd, header);
        writeSync(fd, data);
      } finally {
        closeSync(fd);
      }
      const file = path.join(dir, name);
      renameSync(tmp, file);
      for (const old of readdirSync(dir))
        if (old.startsWith(prefix) && old !== name && !old.endsWith(".tmp")) unlinkSync(path.join(dir, old));
      return file;
    } catch {
      try {
        unlinkSync(tmp);
      } catch {
        // Nothing was written there.
      }
    }
  }
  return undefined;
}

/**
 * The bundle's text. A pure-ASCII bundle (the build makes the server's so: scripts/ascii-bundle.mjs)
 * is read as Latin-1, a plain copy into a one-byte string; decoding 2.3 MB as UTF-8 took 3–4 times
 * as long, and any character past U+00FF made the whole text a two-byte string of twice the size.
 * Any other bundle is decoded as UTF-8, as `require` would.
 */
function decodeSource(bytes: Buffer): string {
  return typeof isAscii === "function" && isAscii(bytes) ? bytes.toString("latin1") : bytes.toString("utf8");
}

/**
 * Runs the CommonJS bundle `bundle` (an absolute path) as `require` would — with its own `module`,
 * `exports`, `require`, `__filename` and `__dirname` — compiling it from V8's code cache when one
 * is usable, and writing or refreshing that cache as the module doc says.
 * @returns the bundle's `module.exports`.
 * @throws whatever the bundle's top-level code throws (the same as `require(bundle)`), or the IO
 *   error when the bundle itself cannot be read.
 */
export function runBundle(bundle: string): unknown {
  const bytes = readFileSync(bundle);
  const source = decodeSource(bytes);
  const off = process.env.CARDSCRIPT_CODE_CACHE === "off";
  const trace = process.env.CARDSCRIPT_CODE_CACHE === "trace" ? traceLine : undefined;
  const dirs = cacheDirs(bundle);
  const prefix = `${path.basename(bundle)}-`;
  const name = `${prefix}${crc32(bytes).toString(16)}-${bytes.length}-${process.versions.v8}-${process.arch}.v8cache`;
  let cached: CacheFile | undefined;
  let cachedFile: string | undefined;
  if (!off) {
    for (const { dir, shared } of dirs) {
      if (shared && !privateFolder(dir)) continue;
      if ((cached = readCache((cachedFile = path.join(dir, name))))) break;
    }
  }
  const internals = Module as unknown as ModuleInternals;
  const script = new vm.Script(internals.wrap(source), { filename: bundle, cachedData: cached?.data });
  const mod = new Module(bundle);
  mod.filename = bundle;
  mod.paths = internals._nodeModulePaths(path.dirname(bundle));
  if (!off) {
    const usable = cached !== undefined && script.cachedDataRejected !== true;
    trace?.(usable ? `used ${cachedFile}` : cached ? `rejected by V8 ${cachedFile}` : `none for ${name}`);
    scheduleWrites(
      script,
      usable ? cached : undefined,
      (data, uptime, at, reached) => {
        const file = writeCache(dirs, name, prefix, data, uptime, reached);
        trace?.(file ? `written ${file} at ${at} (${uptime} ms)` : `not written at ${at}: no cache folder could be written`);
      },
      trace,
    );
  }
  const fn = script.runInThisContext() as (...args: unknown[]) => void;
  fn.call(mod.exports, mod.exports, Module.createRequire(bundle), mod, bundle, path.dirname(bundle));
  mod.loaded = true;
  return mod.exports;
}

/** The global the bundle calls at a checkpoint (see the module doc). */
export const CHECKPOINT_HOOK = Symbol.for("cardscript.codeCache.checkpoint");

/**
 * Arranges the cache writes (see the module doc).
 * @param inUse the cache in use (its writer's uptime in ms and whether it was written at the checkpoint); undefined without one.
 * @param trace with `CARDSCRIPT_CODE_CACHE=trace`: where to say why a point wrote nothing.
 */
function scheduleWrites(
  script: vm.Script,
  inUse: Pick<CacheFile, "uptime" | "atCheckpoint"> | undefined,
  write: (data: Buffer, uptime: number, at: WritePoint, atCheckpoint: boolean) => void,
  trace?: (line: string) => void,
): void {
  let written = inUse?.uptime;
  let writtenAtCheckpoint = inUse?.atCheckpoint ?? false;
  const refresh = (at: WritePoint) => {
    const now = uptimeMs();
    const due =
      written === undefined ||
      (at === "checkpoint" ? !writtenAtCheckpoint || written > now * REFRESH_RATIO : !writtenAtCheckpoint && now > written * REFRESH_RATIO);
    if (due) {
      written = now;
      writtenAtCheckpoint = at === "checkpoint";
      try {
        write(script.createCachedData(), now, at, writtenAtCheckpoint);
      } catch {
        // V8 could not serialize: run on without a cache.
      }
    } else
      trace?.(
        `not written at ${at}: the cache in use was written${writtenAtCheckpoint ? " at the checkpoint" : ""} after ${written} ms, this process has run ${now} ms`,
      );
  };
  (globalThis as Record<symbol, unknown>)[CHECKPOINT_HOOK] = () => setImmediate(() => refresh("checkpoint"));
  setTimeout(() => refresh("3 s timer"), REFRESH_AFTER_MS).unref();
  process.once("beforeExit", () => refresh("beforeExit"));
  // `process.exit` (the server's `exit` notification, its input closing) skips `beforeExit`; the
  // write is synchronous, so it still happens in `exit`.
  process.once("exit", () => refresh("exit"));
  // A listener replaces Node's default on SIGTERM (end the process): write, then raise the signal
  // again with no listener left, so the process ends by it as it would have. A bundle's own
  // listener, if it has one, keeps the signal's handling to itself.
  const onTerm = () => {
    refresh("SIGTERM");
    if (process.listenerCount("SIGTERM") === 0) process.kill(process.pid, "SIGTERM");
  };
  process.once("SIGTERM", onTerm);
}
