/**
 * Per-document lint state shared by every LSP feature: for each open document, the core's
 * {@link LintResult} (findings with their fixes, parse tree, file model) and a {@link LineIndex}
 * for offset ↔ position conversion. Results are computed lazily on first use and cached per
 * document text (not per client version number: clients may reuse, lower or garble versions),
 * so diagnostics, code actions, hover… all see the same findings for the text they read.
 *
 * Features import this through the server context (`ctx.store`), never create their own.
 */
import { Emitter, type Event, type Range, type TextDocuments } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { LintResult } from "../core/linter";
import { lintDocument } from "../core/lint-document";
import type { EffectiveOptions } from "./lint-options";
import type { Finding } from "../core/rules/types";
import { LineIndex } from "../core/text/line-index";
import { describeError, type Logger } from "./log";

/** Documents longer than this (UTF-16 code units) are not linted: the editor would stall. */
export const MAX_LINT_CHARS = 5_000_000;

/** The analysis of one version of one open document. */
export interface DocumentAnalysis {
  uri: string;
  /** The LSP document version this analysis belongs to. */
  version: number;
  /** The exact text that was linted (a leading BOM, if the client sent one, included). */
  text: string;
  /** Offsets ↔ LSP positions (0-based lines, UTF-16 columns) for `text`. */
  lineIndex: LineIndex;
  /** Everything the core computed: findings (sorted by offset, with fixes), parse tree, model. */
  result: LintResult;
  /** Shorthand for `result.findings`. */
  findings: readonly Finding[];
}

/** Why a document has no analysis although it is open. */
export interface SkippedDocument {
  reason: "too-large" | "failed";
  /** A sentence for the user. */
  message: string;
}

interface Entry {
  version: number;
  /** The text this entry was computed from: the cache key. */
  text: string;
  analysis?: DocumentAnalysis;
  skipped?: SkippedDocument;
}

/** Lint options for a document (rule severities from the settings and `cardscript.json`, game, ignored). */
export type LintOptionsProvider = (uri: string) => EffectiveOptions;

/**
 * Findings beyond the core's single-document lint (e.g. card names duplicated in other files),
 * merged into a document's analysis. Gets the document's text and the lint options in effect.
 */
export type FindingsAugmenter = (uri: string, text: string, options: EffectiveOptions) => Finding[];

export class DocumentStore {
  private readonly entries = new Map<string, Entry>();
  private optionsProvider: LintOptionsProvider = () => ({});
  private readonly augmenters: FindingsAugmenter[] = [];
  private readonly invalidated = new Emitter<void>();

  /**
   * Fires when every cached analysis was dropped (new lint options): listeners such as the
   * diagnostics feature recompute and republish.
   */
  readonly onDidInvalidate: Event<void> = this.invalidated.event;

  constructor(
    private readonly documents: TextDocuments<TextDocument>,
    private readonly log: Logger,
  ) {
    documents.onDidClose((e) => this.entries.delete(e.document.uri));
  }

  /**
   * The analysis of the current version of an open document, computed now if needed.
   * @returns undefined when the document is not open, too large or its analysis failed
   *   (see {@link skipped}); never throws.
   */
  get(uri: string): DocumentAnalysis | undefined {
    return this.entry(uri)?.analysis;
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

  /** Drops every cached analysis and fires {@link onDidInvalidate}. */
  invalidateAll(): void {
    this.entries.clear();
    this.invalidated.fire();
  }

  private entry(uri: string): Entry | undefined {
    const doc = this.documents.get(uri);
    if (!doc) {
      this.entries.delete(uri);
      return undefined;
    }
    const cached = this.entries.get(uri);
    const text = doc.getText();
    if (cached && cached.text === text) {
      if (cached.version === doc.version) return cached;
      // Same text under another version number: same analysis, reported with the new version.
      const moved: Entry = { ...cached, version: doc.version, analysis: cached.analysis && { ...cached.analysis, version: doc.version } };
      this.entries.set(uri, moved);
      return moved;
    }
    const entry = this.analyse(doc);
    this.entries.set(uri, entry);
    return entry;
  }

  private analyse(doc: TextDocument): Entry {
    const text = doc.getText();
    if (text.length > MAX_LINT_CHARS) {
      return {
        version: doc.version,
        text,
        skipped: {
          reason: "too-large",
          message: `This file is too large to check (${text.length} characters; the limit is ${MAX_LINT_CHARS}). Split it into smaller files.`,
        },
      };
    }
    try {
      const options = this.optionsProvider(doc.uri);
      let result: LintResult = lintDocument(text, options);
      // A document matched by `ignorePatterns` keeps its analysis (hover, outline) but shows no problems.
      if (options.ignored) result = { ...result, findings: [] };
      const extra = options.ignored ? [] : this.augmenters.flatMap((augment) => augment(doc.uri, text, options));
      if (extra.length > 0) {
        result = {
          ...result,
          findings: [...result.findings, ...extra].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end),
        };
      }
      return {
        version: doc.version,
        text,
        analysis: {
          uri: doc.uri,
          version: doc.version,
          text,
          lineIndex: new LineIndex(text),
          result,
          findings: result.findings,
        },
      };
    } catch (error) {
      this.log.error(`Linting ${doc.uri} failed: ${describeError(error)}`);
      return {
        version: doc.version,
        text,
        skipped: { reason: "failed", message: "CardScript could not check this file (internal error; see the CardScript output)." },
      };
    }
  }
}
