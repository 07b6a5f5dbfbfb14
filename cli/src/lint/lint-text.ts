/**
 * What `cardscript lint` needs of one file's lint, made so that memory stays flat in the file's
 * size: a large file is linted card block by card block through the editor's incremental analysis
 * (`core/incremental`: the same block splitting, set rules and duplicate names, proved equal to a
 * whole-file lint), keeping each block's findings and a few facts but not its syntax tree or model;
 * a small file (or one the analysis must lint whole: syntax errors between cards, a directive after
 * a card, `--report-unused-disable-directives`) is linted whole. Either way the findings are those of
 * `lintDocument` on the whole text. Pure: no IO.
 */
import type { Span } from "../../../grammar/src/index";
import { incrementalAnalysis } from "../../../server/src/app/service";
import type { GameModel } from "../../../server/src/core/game/game-model";
import { derivedOf, type Derivation } from "../../../server/src/core/incremental/incremental-analysis";
import type { LintResult } from "../../../server/src/core/linter";
import { timingCoverage } from "../../../server/src/core/model/coverage";
import type { Finding } from "../../../server/src/core/rules/types";
import { LineIndex } from "../../../server/src/core/text/line-index";
import { cardNameSpace } from "./cross-file-scan";
import { lintFindings, type LintSourceOptions } from "./lint-source";
import type { TimingCount } from "./report";

/**
 * A file of at least this many UTF-16 code units (16 Mi: twice every real Magic card in one file)
 * is linted block by block. A whole-file lint holds the file's syntax trees and models at once,
 * about 25 bytes per character (one file of every card, 7.8 M characters: 276 MiB peak RSS), which
 * a file near the 64 M-character limit could not afford; block by block a card costs about 2 KB.
 * Below this size the whole-file lint wins: block by block took about 55% more CPU time for 10%
 * less memory on that file.
 */
export const BLOCKWISE_MIN_CHARS = 16 * 1024 * 1024;

/** A top-level card of a linted text: spans are UTF-16 offsets into the text. */
export interface LintedCard {
  name: string;
  span: Span;
  nameSpan: Span;
  /** The name space of a token's or an emblem's name (`GameModel.nameSpaceOf`); absent for cards. */
  nameSpace?: string;
}

/** One text's lint as the CLI reports it. */
export interface LintedText {
  /** The findings to report: as `lintDocument`'s (suppressed ones removed, sorted by position). */
  findings: Finding[];
  /** The top-level cards in order. */
  cards: LintedCard[];
  /** The timing sentences read and in all (the model's coverage). */
  timing: TimingCount;
  /** The line index of the linted text. */
  lines: LineIndex;
}

/** How a text is linted: whole, block by block, or by size ({@link BLOCKWISE_MIN_CHARS}). */
export type LintMode = "whole" | "blockwise" | "auto";

/**
 * Lints a BOM-less text and applies inline suppressions.
 * @param mode "auto" lints a text of {@link BLOCKWISE_MIN_CHARS} or more block by block; the
 *   findings are the same in every mode (block-wise falls back to a whole-file lint when a block
 *   is not independent of its neighbours).
 * @returns the findings and what the report needs of the text; never throws for any text (a
 *   throwing rule is an `internal-error` finding).
 */
export function lintForReport(text: string, options: LintSourceOptions = {}, mode: LintMode = "auto"): LintedText {
  if (mode === "whole" || (mode === "auto" && text.length < BLOCKWISE_MIN_CHARS)) return wholeLint(text, options);
  return blockwiseLint(text, options);
}

/** The whole-file lint's {@link LintedText}. */
function wholeLint(text: string, options: LintSourceOptions): LintedText {
  const { findings, result } = lintFindings(text, options);
  // The model's line index is the one of the linted text (not of a localized card text's English rewrite).
  const lines = result.model.text === text ? result.model.lines : new LineIndex(text);
  return fromResult(findings, result, lines);
}

function fromResult(findings: Finding[], result: LintResult, lines: LineIndex): LintedText {
  const { cards, timing } = summaryOf(result);
  return { findings, cards, timing, lines };
}

/** What the report takes of one lint result (a whole file's or one block's): its cards and timing coverage. */
interface Summary {
  cards: LintedCard[];
  timing: TimingCount;
}

function summaryOf(result: LintResult): Summary {
  const game: GameModel = result.model.game;
  const cards = result.parse.cards.map((c): LintedCard => {
    const nameSpace = cardNameSpace(c, game);
    return { name: c.name, span: c.span, nameSpan: c.nameSpan, ...(nameSpace ? { nameSpace } : {}) };
  });
  const c = timingCoverage(result.model);
  return { cards, timing: { read: c.read, sentences: c.total } };
}

/** Each block's {@link Summary}, in its `lintText`'s offsets; computed as the block is linted. */
const BLOCK_SUMMARY: Derivation<Summary> = { compute: (result) => summaryOf(result) };

/**
 * Lints card block by card block (see the module doc): one card's syntax tree and model at a time
 * (plus the analysis's few most recent ones), each block's findings and summary kept.
 */
function blockwiseLint(text: string, options: LintSourceOptions): LintedText {
  const analysis = incrementalAnalysis(options, { eager: [BLOCK_SUMMARY], oneShot: true });
  const lines = new LineIndex(text);
  const lineOf = (offset: number) => lines.positionAt(offset).line;
  const r = analysis.update(text, undefined, lineOf);
  if (r.mode === "full") {
    const full = r.full!;
    return fromResult(full.findings, full, full.model.text === text ? full.model.lines : lines);
  }
  const cards: LintedCard[] = [];
  const timing: TimingCount = { read: 0, sentences: 0 };
  for (const b of analysis.placedBlocks(lineOf)) {
    const s = derivedOf(b.analysis, BLOCK_SUMMARY);
    const by = b.offsetShift;
    for (const c of s.cards) cards.push({ ...c, span: shift(c.span, by), nameSpan: shift(c.nameSpan, by) });
    timing.read += s.timing.read;
    timing.sentences += s.timing.sentences;
  }
  return { findings: r.findings, cards, timing, lines };
}

function shift(span: Span, by: number): Span {
  return { start: span.start + by, end: span.end + by };
}
