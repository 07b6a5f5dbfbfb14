/**
 * Language-server part of `npm run bench`: the real server (dist/server.cjs) over JSON-RPC, as an
 * editor drives it, with `initializationOptions.diagnosticsDelay: 0` (publish without debounce).
 *
 * {@link measureTyping} opens one file, then types characters one by one at the end of a rules-text
 * line of a card in the middle of the file; each keystroke is a `didChange` with a range, and its
 * latency runs from sending it to receiving the diagnostics published for that version. Then hover
 * and completion requests on that card. Peak RSS is the server's kernel high-water mark (VmHWM).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { LineIndex } from "../server/src/core/text/line-index";
import { LspTestClient } from "../test/lsp/client";

export interface TypingFigures {
  /** didOpen → first diagnostics (the first full analysis), ms. */
  firstMs: number;
  keystrokeP50: number;
  keystrokeP95: number;
  hoverP95: number;
  completionP95: number;
  /** Diagnostics published for the last version. */
  diagnostics: number;
  /** Server peak RSS, MiB (undefined where /proc is missing). */
  peakRssMiB?: number;
}

export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

/** Peak RSS of a process in MiB from /proc/<pid>/status (VmHWM); undefined when unavailable. */
export function peakRssOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Types `keystrokes` characters (after `warmup` untimed ones) into `file` and measures.
 * @param nodeArgs Node options for the server process (e.g. `--cpu-prof`).
 */
export async function measureTyping(
  file: string,
  options: { keystrokes?: number; warmup?: number; requests?: number; nodeArgs?: string[]; serverBin?: string } = {},
): Promise<TypingFigures> {
  const { keystrokes = 100, warmup = 10, requests = 50 } = options;
  const text = readFileSync(file, "utf8");
  const client = await LspTestClient.start({
    nodeArgs: options.nodeArgs,
    serverBin: options.serverBin,
    initializationOptions: { diagnosticsDelay: 0 },
    rootUri: null,
  });
  try {
    const uri = pathToFileURL(`${file}.typing.card`).href;
    let t = performance.now();
    await client.open(uri, text);
    const firstMs = performance.now() - t;
    // A card in the middle of the file: the first rules-text line after its `text:`.
    const header = text.indexOf("text:", text.indexOf('card "', Math.floor(text.length / 2)));
    const lineStart = text.indexOf("\n", header) + 1;
    const lineEnd = text.indexOf("\n", lineStart);
    const lines = new LineIndex(text);
    const at = lines.positionAt(lineEnd < 0 ? text.length : lineEnd);
    const typed = "and you gain 1 life".repeat(20);
    const times: number[] = [];
    let diagnostics = 0;
    for (let i = 0; i < warmup + keystrokes; i++) {
      const position = { line: at.line, character: at.character + i };
      t = performance.now();
      const published = await client.change(uri, [{ range: { start: position, end: position }, text: typed[i % typed.length]! }]);
      if (i >= warmup) times.push(performance.now() - t);
      diagnostics = published.diagnostics.length;
    }
    const timeRequests = async (method: string, params: (i: number) => unknown) => {
      const out: number[] = [];
      for (let i = 0; i < requests; i++) {
        t = performance.now();
        await client.request(method, params(i));
        out.push(performance.now() - t);
      }
      return out;
    };
    const cardLine = lines.positionAt(text.lastIndexOf('card "', header)).line;
    const hover = await timeRequests("textDocument/hover", (i) => ({
      textDocument: { uri },
      position: { line: cardLine + (i % 6), character: 2 + (i % 5) },
    }));
    const completion = await timeRequests("textDocument/completion", (i) => ({
      textDocument: { uri },
      position: { line: at.line, character: i % 10 },
    }));
    const peakRssMiB = peakRssOf(client.process.pid);
    await client.shutdown();
    return {
      firstMs,
      keystrokeP50: percentile(times, 50),
      keystrokeP95: percentile(times, 95),
      hoverP95: percentile(hover, 95),
      completionP95: percentile(completion, 95),
      diagnostics,
      peakRssMiB,
    };
  } finally {
    await client.dispose();
  }
}

/** Start-up figures: medians over interleaved pairs (one `node -e 0`, then one server start). */
export interface StartFigures {
  /** Server spawn → first diagnostics of a one-card file, ms (median). */
  serverMs: number;
  /** `node -e 0` spawn → exit, ms (median). */
  floorMs: number;
  /** Median of the per-pair ratios server / floor (robust to load that changes during the run). */
  ratio: number;
  /** Server CPU time (user + system) until its first diagnostics, ms (median), where /proc is readable. */
  serverCpuMs?: number;
}

/** CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat; undefined without /proc. */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // Fields 14 and 15 of stat (utime, stime), in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** Wall time of spawning `node -e 0` until it exits, ms. */
function nodeFloorMs(): Promise<number> {
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const child = spawn(process.execPath, ["-e", "0"], { stdio: "ignore" });
    child.on("error", reject);
    child.on("close", () => resolve(performance.now() - t));
  });
}

/**
 * Server spawn → first diagnostics of a one-card file against `node -e 0`, `runs` interleaved
 * pairs (a shared machine's load changes within seconds: each server start is compared with a
 * floor measured right before it), after one unmeasured start (writes the code cache).
 */
export async function measureServerStart(runs = 15, serverBin?: string): Promise<StartFigures> {
  const server: number[] = [];
  const floor: number[] = [];
  const ratios: number[] = [];
  const cpu: number[] = [];
  for (let i = -1; i < runs; i++) {
    const f = await nodeFloorMs();
    const t = performance.now();
    const client = await LspTestClient.start({ serverBin, initializationOptions: { diagnosticsDelay: 0 }, rootUri: null });
    await client.open(
      pathToFileURL("/tmp/cardscript-bench-start.card").href,
      'card "A" {\n  type: Instant\n  text:\n    Draw a card.\n}\n',
    );
    const ms = performance.now() - t;
    const cpuMs = cpuMsOf(client.process.pid);
    await client.dispose();
    if (i < 0) continue;
    server.push(ms);
    floor.push(f);
    ratios.push(ms / f);
    if (cpuMs !== undefined) cpu.push(cpuMs);
  }
  return {
    serverMs: percentile(server, 50),
    floorMs: percentile(floor, 50),
    ratio: percentile(ratios, 50),
    serverCpuMs: cpu.length === runs ? percentile(cpu, 50) : undefined,
  };
}

/**
 * The whole-file fallback in a large file: opens `file`, types a line `card "Zz" {` (a brace left
 * open) before a card in the middle, then `keystrokes` characters on the next line, each waiting
 * for its diagnostics (every version is one whole-file lint). Returns the mean ms per keystroke and
 * the server's peak RSS (MiB).
 */
export async function measureOpenBrace(
  file: string,
  keystrokes = 3,
  serverBin?: string,
): Promise<{ keystrokeMs: number; peakRssMiB?: number }> {
  const text = readFileSync(file, "utf8");
  const client = await LspTestClient.start({ serverBin, initializationOptions: { diagnosticsDelay: 0 }, rootUri: null });
  try {
    const uri = pathToFileURL(`${file}.brace.card`).href;
    await client.open(uri, text);
    const at = new LineIndex(text).positionAt(text.indexOf('\ncard "', Math.floor(text.length / 2)) + 1);
    await client.change(uri, [{ range: { start: at, end: at }, text: 'card "Zz" {\n  text:\n    \n' }]);
    const t = performance.now();
    for (let i = 0; i < keystrokes; i++) {
      const position = { line: at.line + 2, character: 4 + i };
      await client.change(uri, [{ range: { start: position, end: position }, text: "x" }]);
    }
    const keystrokeMs = (performance.now() - t) / keystrokes;
    const peakRssMiB = peakRssOf(client.process.pid);
    await client.shutdown();
    return { keystrokeMs, peakRssMiB };
  } finally {
    await client.dispose();
  }
}
