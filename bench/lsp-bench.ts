/**
 * Language-server part of `npm run bench`: the real server (dist/server.cjs) over JSON-RPC, as an
 * editor drives it, with `initializationOptions.diagnosticsDelay: 0` (publish without debounce).
 *
 * {@link measureTyping} opens one file, then types characters one by one at the end of a rules-text
 * line of a card in the middle of the file; each keystroke is a `didChange` with a range, and its
 * latency runs from sending it to receiving the diagnostics published for that version. Then hover
 * and completion requests on that card. Peak RSS is the server's kernel high-water mark (VmHWM).
 */
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

/** Server spawn → first diagnostics of a one-card file, ms (median of `runs`). */
export async function measureServerStart(runs = 5, serverBin?: string): Promise<number> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const client = await LspTestClient.start({ serverBin, initializationOptions: { diagnosticsDelay: 0 }, rootUri: null });
    await client.open(
      pathToFileURL("/tmp/cardscript-bench-start.card").href,
      'card "A" {\n  type: Instant\n  text:\n    Draw a card.\n}\n',
    );
    out.push(performance.now() - t);
    await client.dispose();
  }
  return percentile(out, 50);
}
