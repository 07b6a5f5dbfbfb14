/**
 * Where the extension's start goes, as the designer waits for the first problems of the file they
 * opened: the extension's activation, the language server's spawn until its first `didOpen` (sent
 * once `initialize` is answered), that `didOpen` until the first diagnostics arrive. Each mark is one line in the
 * "CardScript" output channel:
 *
 *   CardScript start: <event> at <ISO 8601 UTC time, ms> (+<ms since activate()> ms)
 *
 * `<event>` is one of {@link StartEvent}. The end-to-end test (test/e2e/workbench.e2e.ts) reads
 * these lines from the workbench's logs and puts them beside the moments it sees in the page (the
 * file's text shown, the first squiggle), so the whole wait is split by event, not by a timer.
 * Each event is written once per activation (a restarted server writes nothing again).
 */
import type { Middleware } from "vscode-languageclient";

/** The events, in the order they normally happen. */
export type StartEvent = "activate" | "server spawn" | "first didOpen sent" | "client started" | "first diagnostics received";

/** The prefix of every line; the e2e test parses `START_LINE`. */
export const START_PREFIX = "CardScript start: ";
/** Matches one line: groups event, ISO time, ms since activate. */
export const START_LINE = /CardScript start: ([A-Za-z ]+?) at (\d{4}-\d\d-\d\dT[\d:.]+Z) \(\+(\d+) ms\)/;

/** Marks start events into `write` (an output channel's `appendLine`); each event once. */
export class StartTimeline {
  private readonly seen = new Set<StartEvent>();
  private readonly origin = Date.now();

  constructor(private readonly write: (line: string) => void) {
    this.mark("activate");
  }

  /** Writes the line of `event` unless it was written already. */
  mark(event: StartEvent): void {
    if (this.seen.has(event)) return;
    this.seen.add(event);
    const now = Date.now();
    this.write(`${START_PREFIX}${event} at ${new Date(now).toISOString()} (+${now - this.origin} ms)`);
  }

  /** Client middleware marking the first `didOpen` sent and the first diagnostics received. */
  middleware(): Middleware {
    return {
      didOpen: (document, next) => {
        this.mark("first didOpen sent");
        return next(document);
      },
      handleDiagnostics: (uri, diagnostics, next) => {
        this.mark("first diagnostics received");
        next(uri, diagnostics);
      },
    };
  }
}
