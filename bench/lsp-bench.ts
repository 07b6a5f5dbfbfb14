/**
 * Language-server part of `npm run bench`: the real server (dist/server.cjs) over JSON-RPC, as an
 * editor drives it, with `initializationOptions.diagnosticsDelay: 0` (publish without debounce).
 *
 * {@link measureTyping} opens one file, then types characters one by one at the end of a rules-text
 * line of a card in the middle of the file (`spread: "one-card"`), or one character at the end of
 * the first rules-text line of each of 100 distinct cards picked at random across the file with a
 * seeded generator (`spread: "random-cards"`: a designer working through a set; every edit is at a
 * card not edited before). Each keystroke is a `didChange` with a range, and its latency runs from
 * sending it to receiving the diagnostics published for that version. Then hover and completion
 * requests on the (last) edited card. Peak RSS is the server's kernel high-water mark (VmHWM), the
 * final RSS its VmRSS after the last request. With `workspaceFolder` the file is copied into a
 * fresh folder that is the client's workspace folder (the server indexes it: cross-file duplicate
 * names), and the open document is that file. With `editorRequests` each keystroke's latency
 * also covers what an editor asks for after a change: the outline (`documentSymbol`), folding
 * ranges and the full semantic tokens (sent once the diagnostics arrived, timed to the last answer).
 */
import { spawn } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { LineIndex } from "../server/src/core/text/line-index";
import { LspTestClient } from "../test/lsp/client";
import { rng } from "../test/helpers/rng";

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
  /** Server RSS after the last request, MiB (undefined where /proc is missing). */
  finalRssMiB?: number;
  /** Distinct cards edited (warm-up included). */
  cardsEdited: number;
}

/** Where {@link measureTyping} types: all keystrokes in one card, or each at another random card. */
export type TypingSpread = "one-card" | "random-cards";

export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

/** Peak RSS of a process in MiB from /proc/<pid>/status (VmHWM); undefined when unavailable. */
export function peakRssOf(pid: number | undefined): number | undefined {
  return statusMiB(pid, "VmHWM");
}

/** Current RSS of a process in MiB from /proc/<pid>/status (VmRSS); undefined when unavailable. */
export function rssOf(pid: number | undefined): number | undefined {
  return statusMiB(pid, "VmRSS");
}

function statusMiB(pid: number | undefined, field: "VmHWM" | "VmRSS"): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The LSP positions at the end of the first rules-text line (the line after `text:`) of every card
 * in `text`, in document order.
 */
function rulesLineEnds(text: string, lines: LineIndex): { line: number; character: number }[] {
  const out: { line: number; character: number }[] = [];
  for (let card = text.indexOf('card "'); card >= 0;) {
    const next = text.indexOf('\ncard "', card + 1);
    const end = next < 0 ? text.length : next;
    const header = text.indexOf("\n  text:", card);
    if (header >= 0 && header < end) {
      const lineStart = text.indexOf("\n", header + 1) + 1;
      const lineEnd = text.indexOf("\n", lineStart);
      if (lineStart > 0 && lineEnd > lineStart && lineEnd < end) out.push(lines.positionAt(lineEnd));
    }
    card = next < 0 ? -1 : next + 1;
  }
  return out;
}

/**
 * Where {@link measureTyping} types: for "one-card", the end of the first rules-text line of a card
 * in the middle of the file (one entry; keystrokes go on along that line); for "random-cards",
 * that place in each of `count` distinct cards picked at random (seeded). One character per line:
 * the positions of the original text stay valid.
 * @throws Error when the file has fewer than `count` cards with rules text.
 */
function typingTargets(
  text: string,
  lines: LineIndex,
  spread: TypingSpread,
  count: number,
  seed: number,
): { line: number; character: number }[] {
  if (spread === "one-card") {
    const header = text.indexOf("text:", text.indexOf('card "', Math.floor(text.length / 2)));
    const lineStart = text.indexOf("\n", header) + 1;
    const lineEnd = text.indexOf("\n", lineStart);
    return [lines.positionAt(lineEnd < 0 ? text.length : lineEnd)];
  }
  const ends = rulesLineEnds(text, lines);
  if (ends.length < count) throw new Error(`${ends.length} cards with rules text, fewer than ${count}`);
  const random = rng(seed);
  // A partial Fisher–Yates shuffle: the first `count` entries are distinct random cards.
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (ends.length - i));
    [ends[i], ends[j]] = [ends[j]!, ends[i]!];
  }
  return ends.slice(0, count);
}

/** What an editor asks for after a change: the outline, folding ranges and the full semantic tokens (resolves with the last answer). */
async function editorRequestsAfterChange(client: LspTestClient, uri: string): Promise<void> {
  const textDocument = { uri };
  await Promise.all([
    client.request("textDocument/documentSymbol", { textDocument }),
    client.request("textDocument/foldingRange", { textDocument }),
    client.request("textDocument/semanticTokens/full", { textDocument }),
  ]);
}

/** Options of {@link measureTyping}. */
export interface TypingOptions {
  keystrokes?: number;
  warmup?: number;
  requests?: number;
  nodeArgs?: string[];
  serverBin?: string;
  spread?: TypingSpread;
  seed?: number;
  workspaceFolder?: boolean;
  editorRequests?: boolean;
}

/**
 * Types `keystrokes` characters (after `warmup` untimed ones) into `file` and measures.
 * @param spread where to type (see {@link TypingSpread}; default one card); `seed` seeds the choice of cards.
 * @param workspaceFolder open the file inside a workspace folder (a fresh temp folder holding a copy).
 * @param nodeArgs Node options for the server process (e.g. `--cpu-prof`).
 * @throws Error when `spread` is "random-cards" and the file has fewer cards than edits.
 */
export async function measureTyping(file: string, options: TypingOptions = {}): Promise<TypingFigures> {
  const { keystrokes = 100, warmup = 10, requests = 50, spread = "one-card", seed = 26 } = options;
  const text = readFileSync(file, "utf8");
  const folder = options.workspaceFolder ? mkdtempSync(path.join(os.tmpdir(), "cardscript-bench-ws-")) : undefined;
  const opened = folder ? path.join(folder, path.basename(file)) : `${file}.typing.card`;
  if (folder) copyFileSync(file, opened);
  const folderUri = folder && pathToFileURL(folder).href;
  const client = await LspTestClient.start({
    nodeArgs: options.nodeArgs,
    serverBin: options.serverBin,
    initializationOptions: { diagnosticsDelay: 0 },
    rootUri: folderUri ?? null,
    workspaceFolders: folderUri ? [{ uri: folderUri, name: "bench" }] : null,
  });
  try {
    const uri = pathToFileURL(opened).href;
    let t = performance.now();
    await client.open(uri, text);
    const firstMs = performance.now() - t;
    const lines = new LineIndex(text);
    const targets = typingTargets(text, lines, spread, warmup + keystrokes, seed);
    let at = targets[0]!;
    const typed = "and you gain 1 life".repeat(20);
    const times: number[] = [];
    let diagnostics = 0;
    for (let i = 0; i < warmup + keystrokes; i++) {
      const position = spread === "random-cards" ? targets[i]! : { line: at.line, character: at.character + i };
      t = performance.now();
      const published = await client.change(uri, [{ range: { start: position, end: position }, text: typed[i % typed.length]! }]);
      diagnostics = published.diagnostics.length;
      if (options.editorRequests) await editorRequestsAfterChange(client, uri);
      if (i >= warmup) times.push(performance.now() - t);
    }
    if (spread === "random-cards") at = { ...targets[targets.length - 1]!, character: targets[targets.length - 1]!.character + 1 };
    const timeRequests = async (method: string, params: (i: number) => unknown) => {
      const out: number[] = [];
      for (let i = 0; i < requests; i++) {
        t = performance.now();
        await client.request(method, params(i));
        out.push(performance.now() - t);
      }
      return out;
    };
    const cardLine = lines.positionAt(text.lastIndexOf('card "', lines.offsetAt(at))).line;
    const hover = await timeRequests("textDocument/hover", (i) => ({
      textDocument: { uri },
      position: { line: cardLine + (i % 6), character: 2 + (i % 5) },
    }));
    const completion = await timeRequests("textDocument/completion", (i) => ({
      textDocument: { uri },
      position: { line: at.line, character: i % 10 },
    }));
    const peakRssMiB = peakRssOf(client.process.pid);
    const finalRssMiB = rssOf(client.process.pid);
    await client.shutdown();
    return {
      cardsEdited: spread === "random-cards" ? warmup + keystrokes : 1,
      finalRssMiB,
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
    if (folder) rmSync(folder, { recursive: true, force: true });
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
