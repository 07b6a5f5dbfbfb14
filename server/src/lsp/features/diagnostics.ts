/**
 * Push diagnostics: after a document opens or changes (debounced, default 50 ms, set with
 * `initializationOptions.diagnosticsDelay`), publish its findings with the document version;
 * on close publish an empty list. Republishes every open document when the store is
 * invalidated (new lint options). The analyses behind the publishes go through a
 * {@link FairQueue}: one document per macrotask, smallest first, large documents after a grace
 * period, so one file never starves the others.
 */
import type { Diagnostic } from "vscode-languageserver/node";
import type { ServerContext } from "../context";
import { codeCacheCheckpoint } from "../code-cache-checkpoint";
import { FairQueue } from "../fair-queue";
import { findingToDiagnostic, noticeDiagnostic } from "../to-diagnostic";

/** At most this many diagnostics per document are published (the rest are summarised in one notice). */
export const MAX_DIAGNOSTICS_PER_DOCUMENT = 1000;

const DEFAULT_DELAY_MS = 50;

export function register(ctx: ServerContext): void {
  const { documents, store, connection } = ctx;
  const requested = (ctx.initializeParams.initializationOptions as { diagnosticsDelay?: unknown } | undefined)?.diagnosticsDelay;
  const delay = typeof requested === "number" && requested >= 0 && Number.isFinite(requested) ? requested : DEFAULT_DELAY_MS;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const queue = new FairQueue();
  let checkpointed = false;

  const cancel = (uri: string) => {
    const timer = timers.get(uri);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(uri);
    queue.cancel(uri);
  };

  const publish = ctx.guard(
    "publishDiagnostics",
    (uri: string) => {
      const doc = documents.get(uri);
      if (!doc) return;
      const diagnostics: Diagnostic[] = [];
      const analysis = store.get(uri);
      if (analysis) {
        const findings = analysis.findings;
        for (const f of findings.slice(0, MAX_DIAGNOSTICS_PER_DOCUMENT)) diagnostics.push(findingToDiagnostic(f, analysis.lineIndex));
        if (findings.length > MAX_DIAGNOSTICS_PER_DOCUMENT) {
          diagnostics.push(
            noticeDiagnostic(
              `${findings.length - MAX_DIAGNOSTICS_PER_DOCUMENT} more problems are not shown; run \`cardscript lint\` to see them all.`,
            ),
          );
        }
      } else {
        const skipped = store.skipped(uri);
        if (skipped) diagnostics.push(noticeDiagnostic(skipped.message));
      }
      void connection.sendDiagnostics({ uri, version: doc.version, diagnostics });
      if (!checkpointed) {
        checkpointed = true;
        codeCacheCheckpoint();
      }
    },
    undefined,
  );

  const schedule = (uri: string) => {
    cancel(uri);
    timers.set(
      uri,
      setTimeout(() => {
        timers.delete(uri);
        const doc = documents.get(uri);
        // The length without joining or copying the text: the offset of a position past the end.
        if (doc) queue.schedule(uri, doc.offsetAt({ line: doc.lineCount, character: 0 }), () => publish(uri));
      }, delay),
    );
  };

  documents.onDidChangeContent(ctx.guard("diagnostics: content changed", (e) => schedule(e.document.uri), undefined));
  documents.onDidClose(
    ctx.guard(
      "diagnostics: closed",
      (e) => {
        cancel(e.document.uri);
        void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
      },
      undefined,
    ),
  );
  store.onDidInvalidate(
    ctx.guard(
      "diagnostics: invalidated",
      () => {
        for (const doc of documents.all()) schedule(doc.uri);
      },
      undefined,
    ),
  );
}
