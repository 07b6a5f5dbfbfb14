/**
 * Per-document lint state shared by every LSP feature: for each open document, the findings (with
 * their fixes), the per-card analysis they come from (core `IncrementalAnalysis`: after an edit
 * only the changed cards are linted again) and a line index backed by the editor's text document
 * (never rebuilt per feature). Results are computed lazily on first use and cached per document
 * text (not per client version number: clients may reuse or garble versions; a lower one is
 * dropped as stale by `document-sync.ts`), so diagnostics, code actions, hover… all see the same
 * findings for the text they read; features
 * that need a card's model ask {@link DocumentAnalysis.blockAt} (see `block-features.ts`).
 *
 * Features import this through the server context (`ctx.store`), never create their own.
 */
import { MAX_LINT_CHARS, tooLargeMessage } from "../core/limits";
import { localizer } from "../core/l10n/localizer";
import type { Event, Range, TextDocuments } from "vscode-languageserver/node";
import { Emitter } from "./lsp-values";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { CommentNode } from "../../../grammar/src/index";
import type { LintResult } from "../core/linter";
import { GAMES } from "../app/games";
import { lintDocument, outlineOf } from "../app/service";
import { IncrementalAnalysis, type IncrementalResult, type PlacedBlock, type TextSource } from "../core/incremental/incremental-analysis";
import { type LazyText, type NameOutline } from "../core/features/card-references";
import { ChunkedTextDocument } from "./chunked-document";
import { optionsKey as keyOf, type EffectiveOptions } from "./lint-options";
import type { Finding } from "../core/rules/types";
import { LineIndex, type Position } from "../core/text/line-index";
import { textLength, type ChangeLog } from "./document-sync";
import { describeError, type Logger } from "./log";

/** Documents longer than this (UTF-16 code units) are not linted (the CLI applies the same limit). */
export { MAX_LINT_CHARS };

/** What {@link DocumentStore.expectedCost} adds to an edit's own length: a card or two (UTF-16 code units). */
export const EDIT_COST = 4096;

/**
 * A {@link LineIndex} answered by the editor's text document (which keeps its line offsets up to
 * date across edits), so nothing rescans the text per version or per feature. Same conventions:
 * 0-based lines, UTF-16 columns, LF/CRLF/CR line ends, offsets clamped.
 */
export class DocumentLineIndex extends LineIndex {
  constructor(private readonly doc: TextDocument) {
    super("");
  }

  override get lineCount(): number {
    return this.doc.lineCount;
  }

  override positionAt(offset: number): Position {
    const o = Math.max(0, Math.min(offset, textLength(this.doc)));
    const line = this.doc.positionAt(o).line;
    return { line, character: o - this.doc.offsetAt({ line, character: 0 }) };
  }

  override offsetAt(position: Position): number {
    return this.doc.offsetAt(position);
  }

  override lineStart(line: number): number {
    return this.doc.offsetAt({ line: Math.max(0, Math.min(line, this.doc.lineCount - 1)), character: 0 });
  }
}

/**
 * The cache key of a document's text: its immutable snapshot (chunked documents: a new object per
 * content change, so no comparison of long texts), else the text itself.
 */
function contentKey(doc: TextDocument): unknown {
  return doc instanceof ChunkedTextDocument ? doc.snapshot : doc.getText();
}

/** The entry of a document over {@link MAX_LINT_CHARS} (`length` in UTF-16 code units), its message in `locale`. */
function tooLarge(version: number, key: unknown, length: number, locale: string | undefined): Entry {
  return {
    version,
    key,
    skipped: {
      reason: "too-large",
      message: tooLargeMessage(length, localizer({ id: "core" }, locale)),
    },
  };
}

/** The analysis of one version of one open document. */
export interface DocumentAnalysis {
  uri: string;
  /** The LSP document version this analysis belongs to. */
  version: number;
  /**
   * The exact text that was linted (a leading BOM, if the client sent one, included). A large
   * document's text is joined on first use: per-card features slice {@link source} instead.
   */
  readonly text: string;
  /** The same text as a read-only source that slices without joining (a string for small documents). */
  readonly source: TextSource;
  /** Offsets ↔ LSP positions (0-based lines, UTF-16 columns) for `text`. */
  lineIndex: LineIndex;
  /**
   * A whole-file core result (findings, parse tree, model). Computed on first use when the
   * per-card path answered (it costs a whole-file lint): prefer {@link blockAt} / {@link blocks}.
   */
  readonly result: LintResult;
  /** The findings to show (sorted by offset, with fixes; empty for ignored files). */
  findings: readonly Finding[];
  /**
   * The card block (or header) holding `offset`, with the shifts from its own lint text to the
   * document; undefined when the whole-file fallback answered (then use {@link result}).
   */
  blockAt(offset: number): PlacedBlock | undefined;
  /** The header and every card block in order; empty when the whole-file fallback answered. */
  blocks(): PlacedBlock[];
  /** Card names for the workspace index (from the per-card results or the whole-file parse). */
  outline(): NameOutline;
  /** The suppression comments (`# cardscript-…`) of the document, in order (no whole-file lint needed). */
  directiveComments(): readonly CommentNode[];
}

/** Why a document has no analysis although it is open. */
export interface SkippedDocument {
  reason: "too-large" | "failed";
  /** A sentence for the user. */
  message: string;
}

interface Entry {
  version: number;
  /**
   * What this entry was computed from, the cache key: the document's immutable snapshot (a new
   * one for every content change; never the client's version number), or its text.
   */
  key: unknown;
  analysis?: DocumentAnalysis;
  skipped?: SkippedDocument;
  /** Drops what the analysis holds only to answer faster (its whole-file result): called when the document's text changed. */
  release?: () => void;
}

/** Lint options for a document (rule severities from the settings and `cardscript.json`, game, ignored). */
export type LintOptionsProvider = (uri: string) => EffectiveOptions;

/**
 * Findings beyond the core's single-document lint (e.g. card names duplicated in other files),
 * merged into a document's analysis. Gets the document's text, the lint options in effect and
 * the document's card-name outline (from the same analysis: no second parse).
 */
export type FindingsAugmenter = (uri: string, text: LazyText, options: EffectiveOptions, outline: () => NameOutline) => Finding[];

/**
 * Drops findings of a document that something outside it answers (a card named in it that another
 * file defines). `text` is the analysed text as a source that slices spans (UTF-16 offsets) without
 * joining a large document's chunks: a filter runs after every keystroke.
 */
export type FindingsFilter = (uri: string, text: TextSource, findings: readonly Finding[]) => readonly Finding[];

export class DocumentStore {
  private readonly entries = new Map<string, Entry>();
  private optionsProvider: LintOptionsProvider = () => ({ games: GAMES });
  private readonly augmenters: FindingsAugmenter[] = [];
  private readonly filters: FindingsFilter[] = [];
  private readonly invalidated = new Emitter<void>();
  /** Per-card analyses by URI, kept across versions (and across {@link invalidateAll}) while the options stay the same. */
  private readonly incremental = new Map<string, { key: string; id: number; analysis: IncrementalAnalysis }>();
  private nextId = 0;
  /** Analyses under way, by URI (see {@link advance}). */
  private readonly pending = new Map<string, Pending>();

  /**
   * Fires when every cached analysis was dropped (new lint options): listeners such as the
   * diagnostics feature recompute and republish.
   */
  readonly onDidInvalidate: Event<void> = this.invalidated.event;

  /**
   * @param changes the log the text documents record their edits in (see `createTextDocuments`);
   *   without it every version is split into cards again (cached cards are still found by text).
   */
  constructor(
    private readonly documents: TextDocuments<TextDocument>,
    private readonly log: Logger,
    private readonly changes?: ChangeLog,
  ) {
    documents.onDidClose((e) => {
      this.entries.delete(e.document.uri);
      this.incremental.delete(e.document.uri);
      this.pending.delete(e.document.uri);
      this.changes?.forget(e.document.uri);
    });
  }

  /**
   * The analysis of the current version of an open document, computed now if needed.
   * @returns undefined when the document is not open, too large or its analysis failed
   *   (see {@link skipped}); never throws.
   */
  get(uri: string): DocumentAnalysis | undefined {
    return this.entry(uri)?.analysis;
  }

  /** The analysis of the current text if it is already computed (never computes one). */
  peek(uri: string): DocumentAnalysis | undefined {
    const doc = this.documents.get(uri);
    const cached = this.entries.get(uri);
    // Keyed by text like {@link get}: a client may reuse a version number for new text.
    return doc && cached && cached.key === contentKey(doc) ? cached.analysis : undefined;
  }

  /**
   * Why the current text of an open document has no analysis, when that is already settled (too
   * large, failed); never computes one: undefined while its analysis is due or under way.
   */
  peekSkipped(uri: string): SkippedDocument | undefined {
    const doc = this.documents.get(uri);
    const cached = this.entries.get(uri);
    return doc && cached && cached.key === contentKey(doc) ? cached.skipped : undefined;
  }

  /** Why {@link get} returns undefined for an open document, if it does. */
  skipped(uri: string): SkippedDocument | undefined {
    return this.entry(uri)?.skipped;
  }

  /**
   * The finding a diagnostic was made from: same rule id (`code`) and same range, in the current
   * analysis. For code actions, whose requests carry the diagnostics back.
   */
  findingFor(uri: string, diagnostic: { code?: number | string; range: Range }): Finding | undefined {
    const analysis = this.get(uri);
    if (!analysis) return undefined;
    const start = analysis.lineIndex.offsetAt(diagnostic.range.start);
    const end = analysis.lineIndex.offsetAt(diagnostic.range.end);
    return analysis.findings.find((f) => f.ruleId === diagnostic.code && f.span.start === start && f.span.end === end);
  }

  /** Findings whose span intersects `[start, end]` (offsets), in the current analysis. */
  findingsBetween(uri: string, start: number, end: number): Finding[] {
    return (this.get(uri)?.findings ?? []).filter((f) => f.span.start <= end && f.span.end >= start);
  }

  /** Replaces the lint options provider (e.g. after a settings change) and invalidates every document. */
  setLintOptions(provider: LintOptionsProvider): void {
    this.optionsProvider = provider;
    this.invalidateAll();
  }

  /** Adds a source of extra findings (sorted in with the core's); call {@link invalidateAll} when its answers change. */
  addFindingsAugmenter(augmenter: FindingsAugmenter): void {
    this.augmenters.push(augmenter);
  }

  /** Registers a filter applied to every analysis's findings (after the augmenters). */
  addFindingsFilter(filter: FindingsFilter): void {
    this.filters.push(filter);
  }

  /** Drops every cached analysis and fires {@link onDidInvalidate}. */
  invalidateAll(): void {
    this.entries.clear();
    this.pending.clear();
    this.invalidated.fire();
  }

  /**
   * The expected work of the next analysis of `uri`, in UTF-16 code units of text to lint: about
   * the edited stretch plus a card ({@link EDIT_COST}) when the last analysis was per card and the
   * edits since are known (a keystroke), else the document's length (a first analysis, a
   * whole-file fallback, unknown edits). For scheduling: 0 when the document is not open.
   */
  expectedCost(uri: string): number {
    const doc = this.documents.get(uri);
    if (!doc) return 0;
    const length = textLength(doc);
    const state = this.incremental.get(uri);
    const edits = this.changes?.peek(uri);
    if (!state || !edits || this.pending.has(uri) || !state.analysis.editsAreCheap) return length;
    let cost = EDIT_COST;
    for (const e of edits) cost += e.end - e.start + e.newLength;
    return Math.min(length, cost);
  }

  /**
   * Advances the analysis of the current text of `uri` by at most about `budgetMs` of work (at
   * least one piece: a stretch of the split or one card), so a large document's first analysis can
   * run a slice at a time with other work in between.
   * @returns true when the analysis of the current text is done ({@link get} answers without
   *   work), or the document is not open; false when more slices are needed. Never throws.
   */
  advance(uri: string, budgetMs: number): boolean {
    const doc = this.documents.get(uri);
    if (!doc) return true;
    const key = contentKey(doc);
    const cached = this.entries.get(uri);
    if (cached && cached.key === key) return true;
    let job = this.pending.get(uri);
    // The text changed since the job began: drop it (the per-card results it made are kept).
    if (!job || job.key !== key) job = this.begin(doc);
    if (!job.steps) return this.settle(uri, job, undefined);
    const until = performance.now() + budgetMs;
    try {
      for (;;) {
        const r = job.steps.next();
        if (r.done) return this.settle(uri, job, r.value);
        if (performance.now() >= until) return false;
      }
    } catch (error) {
      return this.settle(uri, job, error);
    }
  }

  private entry(uri: string): Entry | undefined {
    const doc = this.documents.get(uri);
    if (!doc) {
      this.entries.delete(uri);
      this.pending.delete(uri);
      return undefined;
    }
    const cached = this.entries.get(uri);
    if (cached && cached.key === contentKey(doc)) {
      if (cached.version === doc.version) return cached;
      // Same text under another version number: same analysis, reported with the new version.
      // The analysis under the new version, its lazy parts (text, whole-file result) not evaluated by copying.
      const analysis =
        cached.analysis && (Object.create(cached.analysis, { version: { value: doc.version, enumerable: true } }) as DocumentAnalysis);
      const moved: Entry = { ...cached, version: doc.version, analysis };
      this.entries.set(uri, moved);
      return moved;
    }
    // Finish the sliced analysis of this text if one is under way, else analyse it now.
    while (!this.advance(uri, Infinity));
    return this.entries.get(uri);
  }

  /** Starts the analysis of `doc`'s current text (as {@link Pending}); the work happens in {@link advance}. */
  private begin(doc: TextDocument): Pending {
    const key = contentKey(doc);
    // The previous text's whole-file result (a fallback's parse tree and model) is not kept through this analysis.
    const previous = this.entries.get(doc.uri);
    if (previous && previous.key !== key) previous.release?.();
    const source: TextSource = doc instanceof ChunkedTextDocument ? doc.snapshot : (key as string);
    const edits = this.changes?.take(doc.uri);
    const base = { doc, version: doc.version, key, source };
    let job: Pending;
    if (source.length > MAX_LINT_CHARS) {
      this.incremental.delete(doc.uri);
      job = { ...base, done: tooLarge(doc.version, key, source.length, this.optionsProvider(doc.uri).locale) };
    } else {
      try {
        const options = this.optionsProvider(doc.uri);
        const optionsKey = keyOf(options);
        let state = this.incremental.get(doc.uri);
        let known = edits;
        if (!state || state.key !== optionsKey) {
          state = { key: optionsKey, id: this.nextId++, analysis: new IncrementalAnalysis(options) };
          this.incremental.set(doc.uri, state);
          known = undefined;
        }
        const lineIndex = new DocumentLineIndex(doc);
        const lineOf = (offset: number) => lineIndex.positionAt(offset).line;
        const steps = state.analysis.updateSteps(source, known, lineOf);
        job = { ...base, options, state, lineIndex, lineOf, steps };
      } catch (error) {
        job = { ...base, done: this.failed(doc, key, error) };
      }
    }
    this.pending.set(doc.uri, job);
    return job;
  }

  /** Ends a job: its entry from the update's result, an error, or the entry it already had. Returns true. */
  private settle(uri: string, job: Pending, outcome: IncrementalResult | unknown): boolean {
    this.pending.delete(uri);
    let entry = job.done;
    if (!entry) {
      try {
        if (!isResult(outcome)) throw outcome;
        entry = this.finish(job, outcome);
      } catch (error) {
        entry = this.failed(job.doc, job.key, error);
      }
    }
    this.entries.set(uri, entry);
    return true;
  }

  private failed(doc: TextDocument, key: unknown, error: unknown): Entry {
    this.incremental.delete(doc.uri);
    this.log.error(`Linting ${doc.uri} failed: ${describeError(error)}`);
    let locale: string | undefined;
    try {
      locale = this.optionsProvider(doc.uri).locale;
    } catch {
      // The options themselves failed: the notice in English.
    }
    return { version: doc.version, key, skipped: { reason: "failed", message: localizer({ id: "core" }, locale).t("lsp.checkFailed") } };
  }

  /** The entry of a finished update `r` of `job` (the document's analysis, with the augmenters' findings). */
  private finish(job: Pending, r: IncrementalResult): Entry {
    const { doc, key, source, lineIndex, lineOf } = job;
    const options = job.options!;
    const state = job.state!;
    const lazy = lazyText(key, source);
    const incremental = state.analysis;
    const whole = new WholeFileResult(r.full, lazy, options);
    const outline = r.mode === "incremental" ? incrementalOutline(incremental, r, `${state.id}:${incremental.namesSignature}`) : undefined;
    // A whole-file result's outline once (its getters keep no parse tree; the result may be released).
    let fullOutline: NameOutline | undefined;
    const outlineNow = (): NameOutline => outline ?? (fullOutline ??= outlineOf(whole.get().parse, options));
    // A document matched by `ignorePatterns` keeps its analysis (hover, outline) but shows no problems.
    let findings: readonly Finding[] = options.ignored ? [] : r.findings;
    const extra = options.ignored ? [] : this.augmenters.flatMap((augment) => augment(doc.uri, lazy, options, outlineNow));
    if (extra.length > 0) findings = [...findings, ...extra].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
    // The filters read short spans: the text source slices them without joining a large document.
    for (const filter of this.filters) findings = filter(doc.uri, source, findings);
    const analysis: DocumentAnalysis = {
      uri: doc.uri,
      version: job.version,
      get text() {
        return lazy.get();
      },
      source,
      lineIndex: lineIndex!,
      findings,
      get result(): LintResult {
        return { ...whole.get(), findings: findings as Finding[] };
      },
      blockAt: (offset) => incremental.blockAt(offset, lineOf!),
      blocks: () => incremental.placedBlocks(lineOf!),
      outline: outlineNow,
      directiveComments: () => incremental.directiveComments() ?? whole.get().parse.comments.filter((c) => /^#\s*cardscript-/.test(c.text)),
    };
    return { version: job.version, key, analysis, release: () => whole.release() };
  }
}

/** A text source as a {@link LazyText} (joined once, on first use), keyed by `key`; keeps nothing else alive. */
function lazyText(key: unknown, source: TextSource): LazyText {
  let joined: string | undefined;
  return { key, get: () => (joined ??= String(source)) };
}

/**
 * The whole-file core result of one analysed text: the update's own (a whole-file fallback) or
 * linted on first use; {@link release} drops it (linted again if still asked for), so an old version's
 * result — a parse tree and model of every card — is not held while the next version is analysed.
 */
class WholeFileResult {
  constructor(
    private result: LintResult | undefined,
    private readonly text: LazyText,
    private readonly options: EffectiveOptions,
  ) {}

  get(): LintResult {
    return (this.result ??= lintDocument(this.text.get(), this.options));
  }

  release(): void {
    this.result = undefined;
  }
}

/**
 * The card names of an "incremental" update `r` for the workspace index, built on first use (the
 * index often needs only the signature, names unchanged, and a few cards) from the per-card results
 * as they were after `r`, also once later updates moved on (never a whole-file lint).
 */
function incrementalOutline(incremental: IncrementalAnalysis, r: IncrementalResult, signature: string): NameOutline {
  const names = () => incremental.namesOf(r)!;
  return {
    get cards() {
      return names().cards;
    },
    get names() {
      return names().names;
    },
    signature,
    cardAt: (index) => (incremental.current === r ? incremental.cardAt(index) : names().cards[index]),
  };
}

/** An analysis under way (see {@link DocumentStore.advance}), or one that needed no work (`done`). */
interface Pending {
  doc: TextDocument;
  version: number;
  /** The content key of the text being analysed. */
  key: unknown;
  source: TextSource;
  options?: EffectiveOptions;
  state?: { key: string; id: number; analysis: IncrementalAnalysis };
  lineIndex?: LineIndex;
  lineOf?: (offset: number) => number;
  steps?: Generator<void, IncrementalResult>;
  done?: Entry;
}

function isResult(x: unknown): x is IncrementalResult {
  return typeof x === "object" && x !== null && "findings" in x && "mode" in x;
}
