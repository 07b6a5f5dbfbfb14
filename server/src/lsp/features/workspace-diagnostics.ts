/**
 * Workspace diagnostics: the problems of every `.card` file of the workspace folders — the files the
 * workspace name index reads (`workspace-names.ts`: the CLI's selection, `.gitignore` and
 * `ignorePatterns` honoured) — without opening them, as rust-analyzer and `tsc --watch` report a
 * whole project. Open documents keep their own, per-version diagnostics (`diagnostics.ts`); this
 * feature covers the files that are not open.
 *
 * - A client that supports LSP 3.17 pull diagnostics (`textDocument.diagnostic` capability) gets
 *   `diagnosticProvider: { workspaceDiagnostics: true, interFileDependencies: true }`:
 *   `workspace/diagnostic` answers a report per closed file (`unchanged` when the client's
 *   `previousResultIds` match) and, when nothing changed since the client's last results, is held
 *   until something does (the client asks again as soon as it is answered). `textDocument/diagnostic`
 *   answers a closed file's report, and an empty one for an open document (its diagnostics are pushed
 *   as it is edited). Other clients get `textDocument/publishDiagnostics` (without a version) for
 *   each closed file whose problems changed, and an empty list when a file leaves the workspace.
 * - Never silent about a file it cannot check: a `.card` file of the workspace that cannot be read
 *   (permission, a symbolic link that loops or leads nowhere) or decoded (not UTF-8) gets one error
 *   at line 0 that names the file and says why, in the words `cardscript lint` uses.
 * - Scheduled behind the open documents: the pass checks files in slices of about
 *   {@link SLICE_MS} and waits while an open document's analysis is due.
 * - Cached by content: the core's findings per (text hash, lint options); a pass re-lints only
 *   files whose text or options changed; cross-file duplicates are looked up again (cheap).
 * - Progress: a pass over at least {@link PROGRESS_MIN_FILES} files reports `$/progress`
 *   (server-initiated work-done progress) when the client supports it.
 * - The setting `cardscript.diagnosticMode`: `"workspace"` (default) or `"openFilesOnly"` (this
 *   feature reports nothing, and clears what it reported).
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DiagnosticSeverity } from "../lsp-values";
import type {
  ClientCapabilities,
  Diagnostic,
  DocumentDiagnosticReport,
  ServerCapabilities,
  WorkspaceDocumentDiagnosticReport,
  WorkDoneProgressServerReporter,
} from "vscode-languageserver/node";
import { lintDocument } from "../../app/service";
import { localizer } from "../../core/l10n/localizer";
import { MAX_LINT_CHARS, tooLargeMessage } from "../../core/limits";
import { LineIndex } from "../../core/text/line-index";
import type { ServerContext } from "../context";
import { effectiveOptions, serverLocale } from "../lint-options";
import { describeError } from "../log";
import { findingToDiagnostic, noticeDiagnostic } from "../to-diagnostic";
import { MAX_DIAGNOSTICS_PER_DOCUMENT, moreProblemsMessage } from "./diagnostics";
import { SETTINGS_SECTION } from "./settings";
import { severityOf, uriKey, workspaceNames } from "./workspace-names";

/** The values of `cardscript.diagnosticMode`. */
export const DIAGNOSTIC_MODES = ["workspace", "openFilesOnly"] as const;
export type DiagnosticMode = (typeof DIAGNOSTIC_MODES)[number];

/** Work per slice of a pass before the event loop gets its turn (milliseconds). */
export const SLICE_MS = 15;
/** A pass over at least this many files reports work-done progress. */
export const PROGRESS_MIN_FILES = 100;
/** How long a slice waits for open documents' analyses at most before it goes on anyway (milliseconds). */
const MAX_YIELD_MS = 2000;
/** Cached core results kept at most (by text hash and options). */
const MAX_CACHED = 50_000;

/** One closed file's report: its diagnostics and a result id (a hash of them). */
interface FileReport {
  resultId: string;
  diagnostics: Diagnostic[];
}

/** Reads a `cardscript.diagnosticMode` value; anything else is the default, `workspace`. */
export function readDiagnosticMode(section: unknown): DiagnosticMode {
  const value = section && typeof section === "object" ? (section as { diagnosticMode?: unknown }).diagnosticMode : undefined;
  return value === "openFilesOnly" ? "openFilesOnly" : "workspace";
}

// eslint-disable-next-line max-lines-per-function -- one feature's handlers sharing its state
export function register(ctx: ServerContext): ServerCapabilities | void {
  const caps: ClientCapabilities = ctx.initializeParams.capabilities ?? {};
  const pull = caps.textDocument?.diagnostic !== undefined && caps.textDocument.diagnostic !== null;
  const canProgress = caps.window?.workDoneProgress === true;
  const canReadConfig = caps.workspace?.configuration === true;
  const names = workspaceNames(ctx);
  let mode: DiagnosticMode = "workspace";

  /** Core diagnostics by `hash|options`. */
  const cache = new Map<string, Diagnostic[]>();
  /** The current report of each closed workspace file this feature covers. */
  const reports = new Map<string, FileReport>();
  /** Push mode: what was last published per file (its result id). */
  const published = new Map<string, string>();
  /** Pull mode: files the client got a report for, so a file that leaves gets an empty one. */
  const reported = new Set<string>();
  /**
   * Settles when the first pass is done (started once `initialized` has read the mode). A pull that
   * arrives before it waits: the workspace scan alone can finish before that pass has begun, and
   * answering then reported no file at all.
   */
  let firstPassDone: () => void = () => {};
  const firstPass = new Promise<void>((resolve) => (firstPassDone = resolve));
  let running: Promise<void> | undefined;
  let again = false;
  let generation = 0;
  const changeWaiters: (() => void)[] = [];

  const isOpen = (key: string) => ctx.documents.all().some((d) => uriKey(d.uri) === key);
  /** True while an open document's analysis is due (the pass waits behind it). */
  const openWorkDue = () => ctx.documents.all().some((d) => !ctx.store.peek(d.uri) && !ctx.store.peekSkipped(d.uri));
  const l10n = () => localizer({ id: "core" }, serverLocale(ctx));

  /**
   * The report of a file that could not be read or decoded: one error at line 0 that names the file
   * and says why, in the words the CLI uses ("x.card is not valid UTF-8 text: line 3 has the byte 0xE9 …").
   */
  const unreadableReport = (key: string): FileReport | undefined => {
    const problem = names.unreadable.get(key);
    if (!problem || !names.include(key)) return undefined;
    let name = key;
    try {
      name = path.basename(fileURLToPath(key));
    } catch {
      // Not a file path: the URI names it.
    }
    const diagnostics = [noticeDiagnostic(`${name} ${l10n().t(problem.messageId, problem.data)}`, DiagnosticSeverity.Error)];
    return { resultId: createHash("sha1").update(JSON.stringify(diagnostics)).digest("base64"), diagnostics };
  };

  /** The diagnostics of one closed file from the index's text of it; undefined when it is not covered. */
  const reportOf = (key: string): FileReport | undefined => {
    if (names.unreadable.has(key)) return unreadableReport(key);
    const raw = names.index.text(key);
    if (raw === undefined || !names.include(key)) return undefined;
    const options = effectiveOptions(ctx, key);
    if (options.ignored) return undefined;
    // VS Code drops a BOM when it opens a file: positions are counted without it.
    const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
    let diagnostics: Diagnostic[];
    if (text.length > MAX_LINT_CHARS) diagnostics = [noticeDiagnostic(tooLargeMessage(text.length, l10n()))];
    else {
      // The options without the game models (data, the same for every file of this server).
      const cacheKey = `${createHash("sha1").update(text).digest("base64")}|${JSON.stringify({ ...options, games: undefined })}`;
      let core = cache.get(cacheKey);
      if (!core) {
        const lines = new LineIndex(text);
        core = lintDocument(text, options).findings.map((f) => findingToDiagnostic(f, lines));
        if (cache.size >= MAX_CACHED) cache.clear();
        cache.set(cacheKey, core);
      }
      // A card named here that another workspace file defines is no unknown card (the rule sees one file).
      if (core.some((d) => d.code === "unknown-named-card")) {
        const at = new LineIndex(text);
        core = core.filter(
          (d) =>
            d.code !== "unknown-named-card" || !names.namedElsewhere(key, text.slice(at.offsetAt(d.range.start), at.offsetAt(d.range.end))),
        );
      }
      const duplicates = names.duplicateFindings(key, severityOf(options.rules));
      const lines = names.index.lineIndex(key);
      const shift = text === raw ? 0 : 1;
      diagnostics = core;
      if (duplicates.length > 0 && lines) {
        const extra = duplicates.map((f) =>
          findingToDiagnostic({ ...f, span: { start: f.span.start - shift, end: f.span.end - shift } }, lines),
        );
        diagnostics = [...core, ...extra].sort(
          (a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character,
        );
      }
    }
    if (diagnostics.length > MAX_DIAGNOSTICS_PER_DOCUMENT) {
      const more = diagnostics.length - MAX_DIAGNOSTICS_PER_DOCUMENT;
      diagnostics = [...diagnostics.slice(0, MAX_DIAGNOSTICS_PER_DOCUMENT), noticeDiagnostic(moreProblemsMessage(ctx, more))];
    }
    return { resultId: createHash("sha1").update(JSON.stringify(diagnostics)).digest("base64"), diagnostics };
  };

  const waitBehindOpenDocuments = async () => {
    const start = Date.now();
    while (openWorkDue() && Date.now() - start < MAX_YIELD_MS) await new Promise((r) => setTimeout(r, 20));
  };

  const startProgress = async (total: number): Promise<WorkDoneProgressServerReporter | undefined> => {
    if (!canProgress || total < PROGRESS_MIN_FILES) return undefined;
    try {
      const progress = await ctx.connection.window.createWorkDoneProgress();
      progress.begin(l10n().t("lsp.workspaceCheck.title"), 0, l10n().tn("lsp.workspaceCheck.files", total, { done: 0 }), false);
      return progress;
    } catch {
      return undefined;
    }
  };

  /** One pass: every covered closed file's report brought up to date, then published (push) or handed to waiting pulls. */
  const pass = async () => {
    await names.scanned;
    const keys = mode === "workspace" ? [...names.onDisk, ...names.unreadable.keys()].sort().filter((k) => !isOpen(k)) : [];
    const progress = await startProgress(keys.length);
    const seen = new Set<string>();
    let sliceStart = Date.now();
    await waitBehindOpenDocuments();
    for (const [i, key] of keys.entries()) {
      if (Date.now() - sliceStart > SLICE_MS) {
        await new Promise((r) => setTimeout(r, 0));
        await waitBehindOpenDocuments();
        sliceStart = Date.now();
        progress?.report(Math.floor((i * 100) / keys.length), l10n().tn("lsp.workspaceCheck.files", keys.length, { done: i }));
      }
      // The file may have been opened while the pass waited.
      if (isOpen(key)) continue;
      let report: FileReport | undefined;
      try {
        report = reportOf(key);
      } catch (error) {
        ctx.log.error(`Checking ${key} (workspace diagnostics) failed: ${describeError(error)}`);
        report = { resultId: "failed", diagnostics: [noticeDiagnostic(l10n().t("lsp.checkFailed"))] };
      }
      if (!report) continue;
      seen.add(key);
      reports.set(key, report);
    }
    for (const key of [...reports.keys()]) if (!seen.has(key)) reports.delete(key);
    progress?.done();
    if (!pull) publishChanges();
    generation++;
    for (const wake of changeWaiters.splice(0)) wake();
  };

  const publishChanges = () => {
    for (const [key, report] of reports) {
      if (published.get(key) === report.resultId || isOpen(key)) continue;
      published.set(key, report.resultId);
      void ctx.connection.sendDiagnostics({ uri: key, diagnostics: report.diagnostics });
    }
    for (const key of [...published.keys()]) {
      if (reports.has(key)) continue;
      published.delete(key);
      // A file now open has its own diagnostics; any other left the workspace (or the mode changed).
      if (!isOpen(key)) void ctx.connection.sendDiagnostics({ uri: key, diagnostics: [] });
    }
  };

  /** Runs a pass now, or once more after the one under way. */
  const schedule = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await pass();
        } catch (error) {
          ctx.log.error(`Workspace diagnostics failed: ${describeError(error)}`);
        }
      } while (again);
      running = undefined;
    })();
    return running;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const scheduleSoon = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void schedule();
    }, 50);
  };

  names.diskListeners.add(() => scheduleSoon());
  ctx.store.onDidInvalidate(() => scheduleSoon());
  ctx.documents.onDidOpen(
    ctx.guard(
      "workspace diagnostics: open",
      (e) => {
        // The open document's own diagnostics take over (diagnostics.ts publishes them with its version).
        const key = uriKey(e.document.uri);
        reports.delete(key);
        published.delete(key);
      },
      undefined,
    ),
  );

  const readMode = async (settings?: unknown) => {
    let section = settings;
    if (canReadConfig) [section] = (await ctx.connection.workspace.getConfiguration([{ section: SETTINGS_SECTION }])) as unknown[];
    const next = readDiagnosticMode(section);
    if (next === mode) return;
    mode = next;
    ctx.log.info(`Diagnostics for ${mode === "workspace" ? "every workspace file" : "open files only"} (cardscript.diagnosticMode).`);
    scheduleSoon();
  };

  ctx.events.onInitialized(
    ctx.guard(
      "workspace diagnostics: initialized",
      async () => {
        try {
          await readMode();
        } finally {
          await schedule();
          firstPassDone();
        }
      },
      undefined,
    ),
  );
  ctx.events.onDidChangeConfiguration(
    ctx.guard(
      "workspace diagnostics: configuration",
      (params) => readMode((params.settings as Record<string, unknown> | null | undefined)?.[SETTINGS_SECTION]),
      undefined,
    ),
  );

  if (!pull) return;

  /** The reports settled by the first pass and any pass under way. */
  const settled = async () => {
    await firstPass;
    if (running) await running;
  };

  ctx.connection.languages.diagnostics.on(
    ctx.guard(
      "textDocument/diagnostic",
      async (params): Promise<DocumentDiagnosticReport> => {
        const key = uriKey(params.textDocument.uri);
        if (ctx.documents.get(params.textDocument.uri) || isOpen(key)) return { kind: "full", items: [] };
        await settled();
        const report = reports.get(key) ?? reportOf(key);
        if (!report) return { kind: "full", items: [] };
        if (params.previousResultId === report.resultId) return { kind: "unchanged", resultId: report.resultId };
        return { kind: "full", resultId: report.resultId, items: report.diagnostics };
      },
      { kind: "full", items: [] },
    ),
  );

  ctx.connection.languages.diagnostics.onWorkspace(
    ctx.guard(
      "workspace/diagnostic",
      async (params, token) => {
        await settled();
        const previous = new Map(params.previousResultIds.map((p) => [uriKey(p.uri), p.value]));
        for (;;) {
          const items: WorkspaceDocumentDiagnosticReport[] = [];
          let changed = false;
          for (const [key, report] of reports) {
            if (isOpen(key)) continue;
            reported.add(key);
            if (previous.get(key) === report.resultId)
              items.push({ kind: "unchanged", uri: key, version: null, resultId: report.resultId });
            else {
              changed = true;
              items.push({ kind: "full", uri: key, version: null, resultId: report.resultId, items: report.diagnostics });
            }
          }
          for (const key of [...reported]) {
            if (reports.has(key) || isOpen(key)) continue;
            reported.delete(key);
            changed = true;
            items.push({ kind: "full", uri: key, version: null, items: [] });
          }
          // Nothing new for this client: answer when something changes (it asks again right after an answer).
          if (changed || token.isCancellationRequested || previous.size === 0) return { items };
          const seen = generation;
          await new Promise<void>((resolve) => {
            changeWaiters.push(resolve);
            token.onCancellationRequested(() => resolve());
          });
          if (generation === seen) return { items };
        }
      },
      { items: [] },
    ),
  );

  return { diagnosticProvider: { identifier: "cardscript", interFileDependencies: true, workspaceDiagnostics: true } };
}
