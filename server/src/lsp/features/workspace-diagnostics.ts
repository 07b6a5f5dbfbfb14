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
 *   at line 0 that names the file and says why, in the words `cardscript lint` uses; one too large
 *   to check, or whose check failed, gets one error too (`NOT_CHECKED_SEVERITY`: the CLI fails on
 *   the same file).
 * - Scheduled behind the open documents: the pass checks files in slices of about
 *   {@link SLICE_MS} and waits while an open document's analysis is due.
 * - Cached by content: the core's findings per (text hash, lint options); a pass re-lints only
 *   files whose text or options changed; cross-file duplicates are looked up again (cheap).
 * - Progress: a pass over at least {@link PROGRESS_MIN_FILES} files reports `$/progress`
 *   (server-initiated work-done progress) when the client supports it.
 * - The setting `cardscript.diagnosticMode`: `"workspace"` (default) or `"openFilesOnly"` (this
 *   feature reports nothing, and clears what it reported).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { nodeCrypto } from "../../node-io/lazy-builtins";
import type {
  CancellationToken,
  ClientCapabilities,
  Diagnostic,
  DocumentDiagnosticParams,
  DocumentDiagnosticReport,
  ServerCapabilities,
  WorkspaceDiagnosticParams,
  WorkspaceDiagnosticReport,
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
import { findingToDiagnostic, notCheckedDiagnostic, noticeDiagnostic } from "../to-diagnostic";
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

/**
 * Registers the feature (see the module comment): its listeners on documents, the store, the disk
 * and settings, and with a pull client the `textDocument/diagnostic` and `workspace/diagnostic`
 * handlers.
 * @returns the `diagnosticProvider` capability for a pull client; nothing for a push client.
 */
export function register(ctx: ServerContext): ServerCapabilities | void {
  const feature = new WorkspaceDiagnostics(ctx);
  feature.listen();
  if (!feature.pull) return;
  feature.answerPulls();
  return { diagnosticProvider: { identifier: "cardscript", interFileDependencies: true, workspaceDiagnostics: true } };
}

/** The feature's state (reports, cache, the pass under way) and one method per handler. */
class WorkspaceDiagnostics {
  /** True when the client pulls diagnostics (LSP 3.17 `textDocument.diagnostic` capability). */
  readonly pull: boolean;
  private readonly canProgress: boolean;
  private readonly canReadConfig: boolean;
  private readonly names: ReturnType<typeof workspaceNames>;
  private mode: DiagnosticMode = "workspace";

  /** Core diagnostics by `hash|options`. */
  private readonly cache = new Map<string, Diagnostic[]>();
  /** The current report of each closed workspace file this feature covers. */
  private readonly reports = new Map<string, FileReport>();
  /** Push mode: what was last published per file (its result id). */
  private readonly published = new Map<string, string>();
  /** Pull mode: files the client got a report for, so a file that leaves gets an empty one. */
  private readonly reported = new Set<string>();
  /**
   * Settles when the first pass is done (started once `initialized` has read the mode). A pull that
   * arrives before it waits: the workspace scan alone can finish before that pass has begun, and
   * answering then reported no file at all.
   */
  private firstPassDone: () => void = () => {};
  private readonly firstPass = new Promise<void>((resolve) => (this.firstPassDone = resolve));
  private running: Promise<void> | undefined;
  private again = false;
  /** Counts finished passes (a held `workspace/diagnostic` answers when it moved). */
  private generation = 0;
  private readonly changeWaiters: (() => void)[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly ctx: ServerContext) {
    const caps: ClientCapabilities = ctx.initializeParams.capabilities ?? {};
    this.pull = caps.textDocument?.diagnostic !== undefined && caps.textDocument.diagnostic !== null;
    this.canProgress = caps.window?.workDoneProgress === true;
    this.canReadConfig = caps.workspace?.configuration === true;
    this.names = workspaceNames(ctx);
  }

  private isOpen(key: string): boolean {
    return this.ctx.documents.all().some((d) => uriKey(d.uri) === key);
  }

  /** True while an open document's analysis is due (the pass waits behind it). */
  private openWorkDue(): boolean {
    const { documents, store } = this.ctx;
    return documents.all().some((d) => !store.peek(d.uri) && !store.peekSkipped(d.uri));
  }

  private l10n() {
    return localizer({ id: "core" }, serverLocale(this.ctx));
  }

  /**
   * The report of a file that could not be read or decoded: one error at line 0 that names the file
   * and says why, in the words the CLI uses ("x.card is not valid UTF-8 text: line 3 has the byte 0xE9 …").
   */
  private unreadableReport(key: string): FileReport | undefined {
    const problem = this.names.unreadable.get(key);
    if (!problem || !this.names.include(key)) return undefined;
    let name = key;
    try {
      name = path.basename(fileURLToPath(key));
    } catch {
      // Not a file path: the URI names it.
    }
    return reportWith([notCheckedDiagnostic(`${name} ${this.l10n().t(problem.messageId, problem.data)}`)]);
  }

  /** The diagnostics of one closed file from the index's text of it; undefined when it is not covered. */
  reportOf(key: string): FileReport | undefined {
    if (this.names.unreadable.has(key)) return this.unreadableReport(key);
    const raw = this.names.index.text(key);
    if (raw === undefined || !this.names.include(key)) return undefined;
    const options = effectiveOptions(this.ctx, key);
    if (options.ignored) return undefined;
    // VS Code drops a BOM when it opens a file: positions are counted without it.
    const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
    let diagnostics =
      text.length > MAX_LINT_CHARS
        ? [notCheckedDiagnostic(tooLargeMessage(text.length, this.l10n()))]
        : this.withDuplicates(key, text === raw ? 0 : 1, this.coreDiagnostics(key, text, options), options);
    if (diagnostics.length > MAX_DIAGNOSTICS_PER_DOCUMENT) {
      const more = diagnostics.length - MAX_DIAGNOSTICS_PER_DOCUMENT;
      diagnostics = [...diagnostics.slice(0, MAX_DIAGNOSTICS_PER_DOCUMENT), noticeDiagnostic(moreProblemsMessage(this.ctx, more))];
    }
    return reportWith(diagnostics);
  }

  /**
   * The core's diagnostics of one file's text (cached by text and options), without the unknown
   * named cards that another workspace file defines (the rule sees one file).
   */
  private coreDiagnostics(key: string, text: string, options: ReturnType<typeof effectiveOptions>): Diagnostic[] {
    // The options without the game models (data, the same for every file of this server).
    const cacheKey = `${nodeCrypto().createHash("sha1").update(text).digest("base64")}|${JSON.stringify({ ...options, games: undefined })}`;
    let core = this.cache.get(cacheKey);
    if (!core) {
      const lines = new LineIndex(text);
      core = lintDocument(text, options).findings.map((f) => findingToDiagnostic(f, lines));
      if (this.cache.size >= MAX_CACHED) this.cache.clear();
      this.cache.set(cacheKey, core);
    }
    if (!core.some((d) => d.code === "unknown-named-card")) return core;
    const at = new LineIndex(text);
    return core.filter(
      (d) =>
        d.code !== "unknown-named-card" ||
        !this.names.namedElsewhere(key, text.slice(at.offsetAt(d.range.start), at.offsetAt(d.range.end))),
    );
  }

  /**
   * `core` with the file's cross-file duplicate names added, in position order.
   * @param shift 1 when the index's text of the file starts with a BOM that the checked text dropped, else 0.
   */
  private withDuplicates(key: string, shift: number, core: Diagnostic[], options: ReturnType<typeof effectiveOptions>): Diagnostic[] {
    const duplicates = this.names.duplicateFindings(key, severityOf(options.rules));
    const lines = this.names.index.lineIndex(key);
    if (duplicates.length === 0 || !lines) return core;
    const extra = duplicates.map((f) =>
      findingToDiagnostic({ ...f, span: { start: f.span.start - shift, end: f.span.end - shift } }, lines),
    );
    return [...core, ...extra].sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
  }

  private async waitBehindOpenDocuments(): Promise<void> {
    const start = Date.now();
    while (this.openWorkDue() && Date.now() - start < MAX_YIELD_MS) await new Promise((r) => setTimeout(r, 20));
  }

  private async startProgress(total: number): Promise<WorkDoneProgressServerReporter | undefined> {
    if (!this.canProgress || total < PROGRESS_MIN_FILES) return undefined;
    try {
      const progress = await this.ctx.connection.window.createWorkDoneProgress();
      progress.begin(this.l10n().t("lsp.workspaceCheck.title"), 0, this.l10n().tn("lsp.workspaceCheck.files", total, { done: 0 }), false);
      return progress;
    } catch {
      return undefined;
    }
  }

  /** One file's report for a pass; a check that throws is logged and reported as failed. */
  private checkOne(key: string): FileReport | undefined {
    try {
      return this.reportOf(key);
    } catch (error) {
      this.ctx.log.error(`Checking ${key} (workspace diagnostics) failed: ${describeError(error)}`);
      return { resultId: "failed", diagnostics: [notCheckedDiagnostic(this.l10n().t("lsp.checkFailed"))] };
    }
  }

  /** One pass: every covered closed file's report brought up to date, then published (push) or handed to waiting pulls. */
  private async pass(): Promise<void> {
    const names = this.names;
    await names.scanned;
    const keys = this.mode === "workspace" ? [...names.onDisk, ...names.unreadable.keys()].sort().filter((k) => !this.isOpen(k)) : [];
    const progress = await this.startProgress(keys.length);
    const seen = new Set<string>();
    let sliceStart = Date.now();
    await this.waitBehindOpenDocuments();
    for (const [i, key] of keys.entries()) {
      if (Date.now() - sliceStart > SLICE_MS) {
        await new Promise((r) => setTimeout(r, 0));
        await this.waitBehindOpenDocuments();
        sliceStart = Date.now();
        progress?.report(Math.floor((i * 100) / keys.length), this.l10n().tn("lsp.workspaceCheck.files", keys.length, { done: i }));
      }
      // The file may have been opened while the pass waited.
      if (this.isOpen(key)) continue;
      const report = this.checkOne(key);
      if (!report) continue;
      seen.add(key);
      this.reports.set(key, report);
    }
    for (const key of [...this.reports.keys()]) if (!seen.has(key)) this.reports.delete(key);
    progress?.done();
    if (!this.pull) this.publishChanges();
    this.generation++;
    for (const wake of this.changeWaiters.splice(0)) wake();
  }

  private publishChanges(): void {
    const { connection } = this.ctx;
    for (const [key, report] of this.reports) {
      if (this.published.get(key) === report.resultId || this.isOpen(key)) continue;
      this.published.set(key, report.resultId);
      void connection.sendDiagnostics({ uri: key, diagnostics: report.diagnostics });
    }
    for (const key of [...this.published.keys()]) {
      if (this.reports.has(key)) continue;
      this.published.delete(key);
      // A file now open has its own diagnostics; any other left the workspace (or the mode changed).
      if (!this.isOpen(key)) void connection.sendDiagnostics({ uri: key, diagnostics: [] });
    }
  }

  /** Runs a pass now, or once more after the one under way. */
  private schedule(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.pass();
        } catch (error) {
          this.ctx.log.error(`Workspace diagnostics failed: ${describeError(error)}`);
        }
      } while (this.again);
      this.running = undefined;
    })();
    return this.running;
  }

  /** A pass about 50 ms from now (changes that come together start one pass). */
  private scheduleSoon(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.schedule();
    }, 50);
  }

  /** Reads `cardscript.diagnosticMode` (from `settings`, or asking the client); a change starts a pass. */
  private async readMode(settings?: unknown): Promise<void> {
    let section = settings;
    if (this.canReadConfig)
      [section] = (await this.ctx.connection.workspace.getConfiguration([{ section: SETTINGS_SECTION }])) as unknown[];
    const next = readDiagnosticMode(section);
    if (next === this.mode) return;
    this.mode = next;
    this.ctx.log.info(`Diagnostics for ${next === "workspace" ? "every workspace file" : "open files only"} (cardscript.diagnosticMode).`);
    this.scheduleSoon();
  }

  /** Listens to the disk, the store, opened documents, `initialized` and configuration changes. */
  listen(): void {
    const ctx = this.ctx;
    this.names.diskListeners.add(() => this.scheduleSoon());
    ctx.store.onDidInvalidate(() => this.scheduleSoon());
    ctx.documents.onDidOpen(
      ctx.guard(
        "workspace diagnostics: open",
        (e) => {
          // The open document's own diagnostics take over (diagnostics.ts publishes them with its version).
          const key = uriKey(e.document.uri);
          this.reports.delete(key);
          this.published.delete(key);
        },
        undefined,
      ),
    );
    ctx.events.onInitialized(
      ctx.guard(
        "workspace diagnostics: initialized",
        async () => {
          try {
            await this.readMode();
          } finally {
            await this.schedule();
            this.firstPassDone();
          }
        },
        undefined,
      ),
    );
    ctx.events.onDidChangeConfiguration(
      ctx.guard(
        "workspace diagnostics: configuration",
        (params) => this.readMode((params.settings as Record<string, unknown> | null | undefined)?.[SETTINGS_SECTION]),
        undefined,
      ),
    );
  }

  /** The reports settled by the first pass and any pass under way. */
  private async settled(): Promise<void> {
    await this.firstPass;
    if (this.running) await this.running;
  }

  /** Registers the `textDocument/diagnostic` and `workspace/diagnostic` handlers (pull clients). */
  answerPulls(): void {
    const { ctx } = this;
    ctx.connection.languages.diagnostics.on(
      ctx.guard("textDocument/diagnostic", (params) => this.documentReport(params), { kind: "full", items: [] }),
    );
    ctx.connection.languages.diagnostics.onWorkspace(
      ctx.guard("workspace/diagnostic", (params, token) => this.workspaceReport(params, token), { items: [] }),
    );
  }

  /** `textDocument/diagnostic`: a closed file's report; an empty one for an open document (its diagnostics are pushed). */
  private async documentReport(params: DocumentDiagnosticParams): Promise<DocumentDiagnosticReport> {
    const key = uriKey(params.textDocument.uri);
    if (this.ctx.documents.get(params.textDocument.uri) || this.isOpen(key)) return { kind: "full", items: [] };
    await this.settled();
    const report = this.reports.get(key) ?? this.reportOf(key);
    if (!report) return { kind: "full", items: [] };
    if (params.previousResultId === report.resultId) return { kind: "unchanged", resultId: report.resultId };
    return { kind: "full", resultId: report.resultId, items: report.diagnostics };
  }

  /**
   * `workspace/diagnostic`: a report per closed file (`unchanged` when the client's result id
   * matches); when nothing changed for this client, held until a pass changes something.
   */
  private async workspaceReport(params: WorkspaceDiagnosticParams, token: CancellationToken): Promise<WorkspaceDiagnosticReport> {
    await this.settled();
    const previous = new Map(params.previousResultIds.map((p) => [uriKey(p.uri), p.value]));
    for (;;) {
      const { items, changed } = this.workspaceItems(previous);
      // Nothing new for this client: answer when something changes (it asks again right after an answer).
      if (changed || token.isCancellationRequested || previous.size === 0) return { items };
      const seen = this.generation;
      await new Promise<void>((resolve) => {
        this.changeWaiters.push(resolve);
        token.onCancellationRequested(() => resolve());
      });
      if (this.generation === seen) return { items };
    }
  }

  /** The closed files' reports against the client's `previous` result ids (by key), and whether any differs. */
  private workspaceItems(previous: ReadonlyMap<string, string>): { items: WorkspaceDocumentDiagnosticReport[]; changed: boolean } {
    const items: WorkspaceDocumentDiagnosticReport[] = [];
    let changed = false;
    for (const [key, report] of this.reports) {
      if (this.isOpen(key)) continue;
      this.reported.add(key);
      if (previous.get(key) === report.resultId) items.push({ kind: "unchanged", uri: key, version: null, resultId: report.resultId });
      else {
        changed = true;
        items.push({ kind: "full", uri: key, version: null, resultId: report.resultId, items: report.diagnostics });
      }
    }
    for (const key of [...this.reported]) {
      if (this.reports.has(key) || this.isOpen(key)) continue;
      this.reported.delete(key);
      changed = true;
      items.push({ kind: "full", uri: key, version: null, items: [] });
    }
    return { items, changed };
  }
}

/** A report of `diagnostics`, with a hash of them as its result id. */
function reportWith(diagnostics: Diagnostic[]): FileReport {
  return { resultId: nodeCrypto().createHash("sha1").update(JSON.stringify(diagnostics)).digest("base64"), diagnostics };
}
