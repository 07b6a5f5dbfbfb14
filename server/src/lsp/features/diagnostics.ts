/**
 * Push diagnostics: after a document opens or changes (debounced, default 50 ms, set with
 * `initializationOptions.diagnosticsDelay`), publish its findings with the document version;
 * on close publish an empty list. Republishes every open document when the store is
 * invalidated (new lint options). The analyses behind the publishes go through a
 * {@link FairQueue}: one document per macrotask, smallest first, large documents after a grace
 * period, and an analysis that needs much work (a large document's first one) in slices of about
 * {@link SLICE_MS} (`DocumentStore.advance`), so one file never starves the others: requests and
 * other documents' diagnostics are served between two slices.
 */
import type { Diagnostic } from "vscode-languageserver/node";
import type { ServerContext } from "../context";
import { localizer } from "../../core/l10n/localizer";
import { serverLocale } from "../lint-options";
import { codeCacheCheckpoint } from "../code-cache-checkpoint";
import { FairQueue } from "../fair-queue";
import { findingToDiagnostic, notCheckedDiagnostic, noticeDiagnostic } from "../to-diagnostic";

/** At most this many diagnostics per document are published (the rest are summarised in one notice). */
export const MAX_DIAGNOSTICS_PER_DOCUMENT = 1000;

const DEFAULT_DELAY_MS = 50;

/** Work per slice of an analysis before the event loop gets its turn (milliseconds). */
export const SLICE_MS = 15;

/** The notice after the first {@link MAX_DIAGNOSTICS_PER_DOCUMENT} diagnostics: `more` others are not shown (in the client's language). */
export function moreProblemsMessage(ctx: ServerContext, more: number): string {
  return localizer({ id: "core" }, serverLocale(ctx)).tn("lsp.moreProblems", more);
}

/** The diagnostics to publish for a document: its findings (at most {@link MAX_DIAGNOSTICS_PER_DOCUMENT}, then a notice), or why it was not checked. */
function diagnosticsOf(ctx: ServerContext, uri: string): Diagnostic[] {
  const { store } = ctx;
  const diagnostics: Diagnostic[] = [];
  const analysis = store.get(uri);
  if (analysis) {
    const findings = analysis.findings;
    for (const f of findings.slice(0, MAX_DIAGNOSTICS_PER_DOCUMENT)) diagnostics.push(findingToDiagnostic(f, analysis.lineIndex));
    if (findings.length > MAX_DIAGNOSTICS_PER_DOCUMENT) {
      diagnostics.push(noticeDiagnostic(moreProblemsMessage(ctx, findings.length - MAX_DIAGNOSTICS_PER_DOCUMENT)));
    }
  } else {
    const skipped = store.skipped(uri);
    if (skipped) diagnostics.push(notCheckedDiagnostic(skipped.message));
  }
  return diagnostics;
}

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
      void connection.sendDiagnostics({ uri, version: doc.version, diagnostics: diagnosticsOf(ctx, uri) });
      if (!checkpointed) {
        checkpointed = true;
        codeCacheCheckpoint();
      }
    },
    undefined,
  );

  /** One slice of the document's analysis; publishes when it is done. True = more slices needed. */
  const analyseThenPublish = ctx.guard(
    "diagnostics: analysis slice",
    (uri: string): boolean => {
      if (!store.advance(uri, SLICE_MS)) return true;
      publish(uri);
      return false;
    },
    false,
  );

  const schedule = (uri: string) => {
    cancel(uri);
    timers.set(
      uri,
      setTimeout(() => {
        timers.delete(uri);
        // The expected work, not the document's length: a keystroke in a large document re-lints a
        // card and must not wait for the large-document grace.
        if (documents.get(uri)) queue.schedule(uri, store.expectedCost(uri), () => analyseThenPublish(uri));
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
