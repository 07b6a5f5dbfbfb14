/**
 * Incremental analysis of one document, card by card: after an edit only the cards whose text
 * changed are linted again; every other card keeps its cached findings (shifted to where the card
 * now is). The findings are exactly those of {@link lintDocument} on the whole text (the property
 * test `test/incremental/incremental-equals-fresh.test.ts` checks it on random edit sequences).
 *
 * How: the text is split into blocks of whole lines (`blocks.ts`): a header (directives and
 * comments before the first card) and one block per card. Each card block is linted on its own
 * through the core's public entry {@link lintDocument}, as `prefix + block`, where the prefix holds
 * the header's `game`/`rules`/`lang` directives and its range suppressions (`cardscript-disable`,
 * `-enable`, `-disable-file`), so the game, the rules edition and file-wide suppressions apply as in
 * the whole file. Findings inside the prefix are dropped (the header is linted once, alone).
 * Cached results are keyed by the block's text; a changed header (different prefix) or different
 * lint options re-lint every card. `duplicate-card-name`, a rule that compares cards, is
 * computed here from the per-card names (with the same message and suppressions); so are the
 * rules over the whole set (`Rule.set`: `unused-keyword`, `unknown-named-card`), from what each
 * card block contributes (its facts and keys, kept with the block) and the header's declarations:
 * each card's check is kept with what it read of the set, and an update checks again only the
 * cards it changed and those whose reads would now answer otherwise (see {@link SetRuleState}).
 *
 * A block's own lint also tells whether it is independent of its neighbours: exactly one closed
 * card and nothing but blank and comment lines around it, no parser-recovery or lexer errors, no
 * directive and no range suppression inside. When any block is not (an unclosed brace while
 * typing, a `rules` line after a card, a `cardscript-disable` between cards), or unused directives
 * are to be reported, the update falls back to one whole-file {@link lintDocument} ("full" mode);
 * once that is certain, the remaining cards are not linted one by one (the next update splits
 * the whole text again and lints them then).
 *
 * Offsets are UTF-16 code units into the current text; lines are 0-based. Pure: no IO.
 */
import type { CardNode, CommentNode, ParseResult } from "../../../../grammar/src/index";
import { lintDocument, lintDocumentSteps, type DocumentLintOptions, type DocumentLintResult } from "../lint-document";
import { finished, runToEnd, type Steps } from "../steps";
import { visibleControls } from "../linter";
import { cardNameKey, duplicateCardNameMessage, rule as duplicateCardName } from "../rules/common/duplicate-card-name";
import { rulesFor, rulesOf } from "../rules/registry";
import { ruleMessage } from "../rules/messages";
import type { TemplateSource } from "../rules/messages";
import type { Finding, Report, Rule, SetView, Severity, SeveritySetting } from "../rules/types";
import type { Span } from "../../../../grammar/src/index";
import { applySuppressions, directiveRuleIds, INTERNAL_ERROR } from "../suppressions";
import { cardBlockStartsInSteps, SPANNING_DIRECTIVE } from "../text/card-blocks";
import { pushAll } from "../collections/append";

/** One replacement in the text as it was just before it: `[start, end)` replaced by `newLength` code units. */
export interface OffsetEdit {
  start: number;
  end: number;
  newLength: number;
}

/**
 * A read-only text: a string, or an editor's snapshot that slices without joining its whole text
 * (the analysis only slices the region an edit touched). Offsets are UTF-16 code units.
 */
export interface TextSource {
  readonly length: number;
  /** The text in `[start, end)`, `0 ≤ start ≤ end ≤ length`. */
  slice(start: number, end: number): string;
}

/** Line of an offset in the current text (0-based), e.g. from the editor's text document. */
export type LineOf = (offset: number) => number;

/** The analysis of one card block (or of the header), cached by the block's text. */
export interface BlockAnalysis {
  /** What was linted: `prefix + block text` (the header: its text alone). */
  lintText: string;
  /** Length of the prefix in `lintText` (0 for the header). */
  prefixLen: number;
  /** Line breaks in the prefix (0 for the header). */
  prefixLines: number;
  /**
   * The core's result for `lintText` (parse tree, model, findings). Only the most recently used
   * blocks keep theirs; others are linted again on access (one card: well under a millisecond),
   * so a file of 30,000 cards does not hold 30,000 models.
   */
  readonly result: DocumentLintResult;
  /** False when the block depends on its neighbours (see the module doc). */
  valid: boolean;
  /** Findings in the block, spans relative to the block's start. */
  findings: Finding[];
  /** Every card and face name in the block (non-empty), in source order. */
  names: string[];
  /** The block's suppression comments (`# cardscript-…`), spans relative to the block's start. */
  directiveComments: CommentNode[];
  /** The card's name (empty when missing) and its name's start relative to the block. */
  /** `lower` is the name key (`cardNameKey`: the lower-case name, in the name space of tokens and emblems for those). */
  card?: { name: string; lower: string; nameStart: number; nameEnd: number };
  /** What the card contributes to each set rule (`Rule.set`), by rule id; spans in `lintText`. */
  setFacts?: Map<string, unknown>;
  /** The keys of {@link setFacts} (`SetScope.keys`), by rule id. */
  setKeys?: Map<string, readonly string[]>;
  /** Maps a span of the block's model to `lintText` (card text in another language is read as its English rewrite). */
  toOriginal?: (span: Span) => Span;
  /** Whether a `duplicate-card-name` finding on this card's name is suppressed in the block (computed on first need). */
  duplicateSuppressed?: boolean;
  /**
   * Whether a set rule's finding on this block is suppressed, by `ruleId:start:end` (local span):
   * it depends on the block's text only, so the block's result is not linted again to know it.
   */
  setSuppressed?: Map<string, boolean>;
  /** {@link findings} shifted to `absoluteBase` (reused while the block does not move). */
  absolute?: Finding[];
  absoluteBase?: number;
  /**
   * Values derived from {@link result} (see {@link derivedOf}), kept as long as this analysis: pairs
   * of derivation and value (a few features at most; lighter than a Map per block).
   */
  derived?: [Derivation<unknown>, unknown][];
}

/**
 * A value an editor feature derives from one block's core result (its folding ranges, outline,
 * semantic tokens…), in the block's own coordinates (its `lintText`). {@link derivedOf} keeps it
 * with the block's analysis, which lives as long as the block's text and the header's prefix do
 * not change: a feature that walks every block after an edit then derives again only the edited
 * blocks, instead of asking each block for its full result — of which only the most recent
 * {@link KEEP_RESULTS} are kept, so such a walk would lint the whole file again, card by card, on
 * every request. `compute` must return data that does not hold on to the result (no parse tree or
 * model), or the bound on kept results is lost. Identity is the object: create one per feature.
 */
export interface Derivation<T> {
  readonly compute: (result: DocumentLintResult, analysis: BlockAnalysis) => T;
}

/** The value of `derivation` for a block's analysis, computed on first use (from its result) and kept with the analysis. */
export function derivedOf<T>(analysis: BlockAnalysis, derivation: Derivation<T>): T {
  const kept = (analysis.derived ??= []);
  for (const [d, v] of kept) if (d === derivation) return v as T;
  const value = derivation.compute(analysis.result, analysis);
  kept.push([derivation, value]);
  return value;
}

/** How an {@link IncrementalAnalysis} is used (all optional: an editor's analysis across edits). */
export interface AnalysisUse {
  /**
   * Derivations computed for every block (the header too) as it is linted, while its result is at
   * hand: a caller that reads them for every block then never has a dropped result linted again.
   * Read them with {@link derivedOf}.
   */
  eager?: readonly Derivation<unknown>[];
  /**
   * The analysis is updated once and then dropped, while the caller holds the text (a string): each
   * block's `lintText` is kept as a view on that text (prefix + slice, a few dozen bytes) instead of a
   * copy of the block. Not for an editor: its blocks outlive the text they were cut from.
   */
  oneShot?: boolean;
}

/** Work counters of an {@link IncrementalAnalysis} since it was created (for tests and benchmarks). */
export interface IncrementalStats {
  /** Card blocks linted by updates (a block found again by its text is not counted). */
  cardsLinted: number;
  /** Core results linted again on request because they were no longer kept (see {@link BlockAnalysis.result}). */
  resultsRelinted: number;
  /** Card blocks a set rule checked (`SetScope.checkCard`), summed over the set rules. */
  setCardsChecked: number;
}

interface Block {
  start: number;
  end: number;
  analysis?: BlockAnalysis;
  /** Whether the block is in {@link IncrementalAnalysis.withFindings} (read in a walk over every block: cheaper than the set). */
  hasFindings?: boolean;
  /** The last `SetScope.checkCard` of each set rule on this block's analysis, by rule id. */
  setChecks?: Map<string, SetCheck>;
}

/** One set rule's check of one card block: what it read of the set and what it reported. */
interface SetCheck {
  /** Keys it asked the set about (`SetView.has`). */
  reads: readonly string[];
  /** Whether it read the set's size. */
  readsSize: boolean;
  /** Its findings that are not suppressed, spans in the block's `lintText`. */
  findings: Finding[];
  /** {@link findings} shifted to `absoluteBase` (reused while the block does not move). */
  absolute?: Finding[];
  absoluteBase?: number;
}

/**
 * What the incremental analysis keeps of one set rule across updates, so that an update checks
 * again only the cards whose analysis changed and those that read a key of the set whose presence
 * changed (or its size, when that changed): the cost of an edit does not grow with the set.
 */
interface SetRuleState {
  /** How many card blocks contribute each key. */
  counts: Map<string, number>;
  /** Keys whose count changed since the last merge (their presence may have). */
  touched: Set<string>;
  /** Keys present at the last merge. */
  present: Set<string>;
  /** Blocks whose last check read each key. */
  readers: Map<string, Set<Block>>;
  /** Blocks whose last check read the set's size. */
  sizeReaders: Set<Block>;
  /** Blocks whose analysis changed since their last check. */
  stale: Set<Block>;
  /** Blocks whose last check left findings. */
  withFindings: Set<Block>;
  /** The set's size at the last merge. */
  size: number;
}

/** Where a block's analysis sits in the document. */
export interface PlacedBlock {
  analysis: BlockAnalysis;
  /** Offset of the block in the document. */
  start: number;
  end: number;
  /** document offset = lintText offset + `offsetShift`. */
  offsetShift: number;
  /** document line = lintText line + `lineShift`. */
  lineShift: number;
  /** Index of the card block (0 = the document's first card); -1 for the header. */
  index: number;
}

/** The state after an update. */
export interface IncrementalResult {
  /** Findings of the whole document, sorted like {@link lintDocument}'s. */
  findings: Finding[];
  /** "incremental": per-card results are current; "full": a whole-file lint was needed ({@link full} is set). */
  mode: "incremental" | "full";
  full?: DocumentLintResult;
  /** Cards linted in this update (0 when everything came from the cache). */
  linted: number;
}

const HEADER_DIRECTIVE_LINE =
  /^[ \t\uFEFF]*(?:game|rules|lang|keyword)(?![\w-])[^\r\n]*|^[ \t\uFEFF]*#\s*cardscript-(?:disable-file|disable|enable)(?=\s|$)[^\r\n]*/gm;
const DIRECTIVE_COMMENT = /^#\s*cardscript-/;
const RANGE_DIRECTIVE_COMMENT = new RegExp(`^${SPANNING_DIRECTIVE.source}`);
/** Messages of the parser's recovery and of the lexer (the grammar's wording): such blocks are not independent. */
const RECOVERY_ERROR = /^Expected .* but found |^Unexpected (?:character )?'.*'\.$|^Unexpected the end of the file\.$/s;

/** How many blocks keep their full core result (see {@link BlockAnalysis.result}). */
const KEEP_RESULTS = 64;

const byStartEnd = (a: Finding, b: Finding) => a.span.start - b.span.start || a.span.end - b.span.end;

/** The fields of a {@link BlockAnalysis} given to {@link Analysis} (its `result` comes apart). */
type AnalysisFields = Omit<BlockAnalysis, "result" | "duplicateSuppressed" | "setSuppressed" | "absolute" | "absoluteBase" | "derived">;

/**
 * A {@link BlockAnalysis} whose `result` is `kept` (the header's), else asked of `relint` (the LRU
 * of recent results, linting again when dropped). A class, so that every analysis has one
 * fast-mode shape (object literals with optional fields and a getter were dictionary-mode objects,
 * slow to walk across 30,000 blocks), and outside `analyse`, so that no closure holds the block's
 * result: a closure keeps every variable of the scope it was made in that any closure there uses,
 * so a getter written in `analyse` kept each card's parse tree and model alive for as long as the
 * analysis (every card of a large file; `test/kinds/closure-keeps-result.test.ts`).
 */
class Analysis implements BlockAnalysis {
  lintText: string;
  prefixLen: number;
  prefixLines: number;
  valid: boolean;
  findings: Finding[];
  names: string[];
  directiveComments: CommentNode[];
  card: BlockAnalysis["card"];
  readonly setFacts: Map<string, unknown> | undefined;
  readonly setKeys: Map<string, readonly string[]> | undefined;
  toOriginal: ((span: Span) => Span) | undefined;
  duplicateSuppressed?: boolean = undefined;
  setSuppressed?: Map<string, boolean> = undefined;
  absolute?: Finding[] = undefined;
  absoluteBase?: number = undefined;
  derived?: [Derivation<unknown>, unknown][] = undefined;
  readonly #kept: DocumentLintResult | undefined;
  readonly #relint: (a: BlockAnalysis) => DocumentLintResult;

  constructor(fields: AnalysisFields, kept: DocumentLintResult | undefined, relint: (a: BlockAnalysis) => DocumentLintResult) {
    this.lintText = fields.lintText;
    this.prefixLen = fields.prefixLen;
    this.prefixLines = fields.prefixLines;
    this.valid = fields.valid;
    this.findings = fields.findings;
    this.names = fields.names;
    this.directiveComments = fields.directiveComments;
    this.card = fields.card;
    this.setFacts = fields.setFacts;
    this.setKeys = fields.setKeys;
    this.toOriginal = fields.toOriginal;
    this.#kept = kept;
    this.#relint = relint;
  }

  get result(): DocumentLintResult {
    return this.#kept ?? this.#relint(this);
  }
}

function shiftFinding(f: Finding, by: number): Finding {
  if (by === 0) return f;
  return {
    ...f,
    span: { start: f.span.start + by, end: f.span.end + by },
    fixes:
      f.fixes.length === 0
        ? f.fixes
        : f.fixes.map((x) => ({ ...x, edits: x.edits.map((e) => ({ ...e, span: { start: e.span.start + by, end: e.span.end + by } })) })),
  };
}

function countLineBreaks(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) n++;
    else if (c === 13) {
      n++;
      if (text.charCodeAt(i + 1) === 10) i++;
    }
  }
  return n;
}

/**
 * Keeps the analysis of one document up to date across edits. One instance per document and
 * lint options (create a new one when the options change).
 */
export class IncrementalAnalysis {
  private text: TextSource = "";
  private blocks: Block[] = [];
  private headerEnd = 0;
  private header?: BlockAnalysis;
  private prefix = "\n";
  private prefixLines = 1;
  private last?: IncrementalResult;
  /**
   * Set when an update stopped linting cards one by one because the whole-file fallback was
   * certain: some blocks have no analysis, so the next update splits the whole text again.
   */
  private partial = false;
  private readonly knownIds: string[];
  /** Each rule id's place in the reporting order (the order of `rulesOf(options.games)`). */
  private readonly ruleRank: Map<string, number>;
  /** Blocks by lower-case card name (for duplicate-card-name), and the names held by more than one block. */
  private readonly byName = new Map<string, Block | Set<Block>>();
  private readonly duplicateNames = new Set<string>();
  private namesVersion = 0;
  /** Blocks whose analysis is not independent, and blocks with findings (kept by {@link assign}). */
  private invalid = 0;
  private readonly withFindings = new Set<Block>();
  /** The names of earlier updates' results, kept as the update after them began (see {@link namesOf}). */
  private readonly frozen = new WeakMap<IncrementalResult, CardNames | { starts: number[]; analyses: BlockAnalysis[] }>();
  /** Full core results of the most recently used blocks (LRU, {@link KEEP_RESULTS} entries). */
  private readonly recent = new Map<BlockAnalysis, DocumentLintResult>();
  private namesCache?: CardNames;
  private readonly duplicateSeverity: SeveritySetting;
  /** The header's message language and game (its `game` directive and `options.locale`), for `duplicate-card-name` messages. */
  private l10n?: TemplateSource;
  private readonly counters: IncrementalStats = { cardsLinted: 0, resultsRelinted: 0, setCardsChecked: 0 };
  /** Ids of the rules over the whole set (`Rule.set`): left out of each block's own findings, computed in {@link merge}. */
  private readonly setRuleIds: Set<string>;
  /** Each set rule's state across updates, by rule id (see {@link SetRuleState}). */
  private readonly setStates = new Map<string, SetRuleState>();
  /** The header analysis the set rules' card checks were made with (their messages read its model). */
  private setHeader?: BlockAnalysis;
  /** {@link setRules} by game. */
  private readonly setRulesByGame = new Map<DocumentLintResult["model"]["game"], [Rule, Severity][]>();

  /** {@link resultOf} as one function for all blocks (see {@link Analysis}). */
  private readonly relint = (a: BlockAnalysis): DocumentLintResult => this.resultOf(a);

  /** Derivations computed for every block as it is linted (see {@link AnalysisUse.eager}). */
  private readonly eager: readonly Derivation<unknown>[];
  /** See {@link AnalysisUse.oneShot}. */
  private readonly oneShot: boolean;

  /**
   * @param use how the analysis is used: by an editor across edits (the default), or once for one
   *   text (the CLI's block-wise lint of a large file).
   */
  constructor(
    private readonly options: DocumentLintOptions,
    use: AnalysisUse = {},
  ) {
    this.eager = use.eager ?? [];
    this.oneShot = use.oneShot ?? false;
    this.knownIds = directiveRuleIds(options.games);
    this.ruleRank = new Map(rulesOf(options.games).map((r, i) => [r.meta.id, i]));
    this.duplicateSeverity = options.rules?.[duplicateCardName.meta.id] ?? duplicateCardName.meta.defaultSeverity;
    this.setRuleIds = new Set(
      rulesOf(options.games)
        .filter((r) => r.set)
        .map((r) => r.meta.id),
    );
    for (const id of this.setRuleIds)
      this.setStates.set(id, {
        counts: new Map(),
        touched: new Set(),
        present: new Set(),
        readers: new Map(),
        sizeReaders: new Set(),
        stale: new Set(),
        withFindings: new Set(),
        size: 0,
      });
  }

  /**
   * Brings the analysis to `text` (a string, or a snapshot that is sliced, never joined, unless a
   * whole-file fallback is needed).
   * @param edits the changes since the previous call, in order, each in the coordinates of the text
   *   after the previous one (as LSP sends them); undefined = unknown (the text is split again and
   *   cached cards are found by their text).
   * @param lineOf the 0-based line of an offset in `text` (for `duplicate-card-name` messages).
   * @returns the findings; never throws for any text (a throwing rule is an `internal-error` finding).
   */
  update(text: TextSource, edits: readonly OffsetEdit[] | undefined, lineOf: LineOf): IncrementalResult {
    return runToEnd(this.updateSteps(text, edits, lineOf));
  }

  /**
   * {@link update} in pieces, so a caller can let other work run between them (the language server
   * analyses a large document a slice at a time): the generator yields after splitting a stretch of
   * the text into cards (see `cardBlockStartsInSteps`), after each card it lints, and between the
   * pieces of a whole-file fallback (`lintDocumentSteps`: lexing, the parser's pass, a few hundred
   * cards' nodes or faces' analyses, each rule); its return value is what {@link update} returns, the same findings.
   *
   * A caller may drop the generator before it is done (the document changed): the next update then
   * treats the edits as unknown (cards are found again by their text, so the cards linted so far are
   * not linted again), and until an update completes {@link current}, {@link blockAt} and the other
   * accessors answer as before the first update.
   */
  updateSteps(text: TextSource, edits: readonly OffsetEdit[] | undefined, lineOf: LineOf): Steps<IncrementalResult> {
    const previous = this.last;
    if (previous && edits && edits.length === 0 && text === this.text) return finished(previous);
    if (previous?.mode === "incremental") this.freeze(previous);
    // From here until the update completes the blocks are not consistent, and an update dropped
    // half-way leaves them so: no edit mapping then (the next update splits everything again).
    this.last = undefined;
    return this.steps(text, edits, lineOf, previous);
  }

  private *steps(
    text: TextSource,
    edits: readonly OffsetEdit[] | undefined,
    lineOf: LineOf,
    previous: IncrementalResult | undefined,
  ): Steps<IncrementalResult> {
    const { lo, hi, regionStart, regionEnd } =
      previous && edits && this.blocks.length > 0 && !this.partial ? this.dirtyRegion(edits, text.length) : this.wholeRegion(text);
    const old = this.blocks;
    const { reuse, oldNames } = this.release(lo, hi);
    const starts = yield* cardBlockStartsInSteps(text.slice(regionStart, regionEnd), regionStart);
    const fresh: Block[] = starts.map((start, k) => ({ start, end: starts[k + 1] ?? regionEnd }));
    if (regionStart === 0) this.headerEnd = starts[0] ?? regionEnd;
    if (lo === 0 && hi === old.length) this.blocks = fresh;
    // eslint-disable-next-line no-restricted-syntax -- fewer than 1,000 elements, by the test
    else if (fresh.length < 1000) old.splice(lo, hi - lo, ...fresh);
    else this.blocks = old.slice(0, lo).concat(fresh, old.slice(hi));
    this.text = text;

    const prefixChanged = this.updateHeader(text, reuse);
    let linted = 0;
    // Once the whole-file fallback is certain, linting more cards one by one is wasted work.
    const fallbackCertain = () => !this.header!.valid || this.invalid > 0 || this.options.reportUnusedDisableDirectives === true;
    this.partial = false;
    // Only the fresh blocks lack an analysis, unless a new header prefix dropped them all.
    for (const b of prefixChanged ? this.blocks : fresh) {
      if (b.analysis) continue;
      if (fallbackCertain()) {
        this.partial = true;
        break;
      }
      const body = text.slice(b.start, b.end);
      const known = reuse.get(body);
      if (!known) {
        linted++;
        this.counters.cardsLinted++;
      }
      this.assign(b, known ?? this.analyse(this.prefix + body, this.prefix, this.prefixLines, false, body));
      if (!known) yield;
    }
    const allValid = this.header!.valid && this.invalid === 0;
    if (regionStart === 0 || oldNames !== namesOf(fresh)) this.namesVersion++;
    this.namesCache = undefined;
    const mode = allValid && !this.options.reportUnusedDisableDirectives ? "incremental" : "full";
    if (mode !== previous?.mode) this.namesVersion++;
    this.last = mode === "incremental" ? { findings: this.merge(lineOf), mode: "incremental", linted } : yield* this.fullLint(linted);
    return this.last;
  }

  /**
   * Takes the analyses of blocks `[lo, hi)` off them: by body text, for reuse, and their names
   * (to tell whether the names changed).
   */
  private release(lo: number, hi: number): { reuse: Map<string, BlockAnalysis>; oldNames: string } {
    const reuse = new Map<string, BlockAnalysis>();
    const held: Block[] = [];
    for (let k = lo; k < hi; k++) {
      const b = this.blocks[k]!;
      if (b.analysis) {
        reuse.set(b.analysis.lintText.slice(b.analysis.prefixLen), b.analysis);
        held.push(b);
      }
    }
    const oldNames = namesOf(held);
    for (let k = lo; k < hi; k++) this.assign(this.blocks[k]!, undefined);
    return { reuse, oldNames };
  }

  /** The region to split again when the edits are known (see {@link mapEdits}); everything when they touch the header. */
  private dirtyRegion(edits: readonly OffsetEdit[], length: number): { regionStart: number; regionEnd: number; lo: number; hi: number } {
    return this.mapEdits(edits, length) ?? this.wholeRegion({ length });
  }

  private wholeRegion(text: { length: number }): { regionStart: number; regionEnd: number; lo: number; hi: number } {
    return { regionStart: 0, regionEnd: text.length, lo: 0, hi: this.blocks.length };
  }

  /**
   * Lints the header again when its text changed; when its prefix (directives, range suppressions)
   * changed, drops every card's analysis (and `reuse`). Returns whether the prefix changed.
   */
  private updateHeader(text: TextSource, reuse: Map<string, BlockAnalysis>): boolean {
    const headerText = detach(text.slice(0, this.headerEnd));
    if (this.header && this.header.lintText === headerText) return false;
    this.header = this.analyse(headerText, "", 0, true);
    const prefix = (headerText.match(HEADER_DIRECTIVE_LINE) ?? []).map((l) => `${l}\n`).join("") + "\n";
    if (prefix === this.prefix) return false;
    this.prefix = prefix;
    this.prefixLines = countLineBreaks(prefix);
    for (const b of this.blocks) this.assign(b, undefined);
    reuse.clear();
    return true;
  }

  /**
   * Whether the next update with known edits will lint only the cards they touch: the last update
   * completed per card ("incremental" mode). False before the first update, during or after a
   * dropped one, and in "full" mode (then any update lints the whole file).
   */
  get editsAreCheap(): boolean {
    return this.last?.mode === "incremental" && !this.partial;
  }

  /** The result of the last update. */
  get current(): IncrementalResult | undefined {
    return this.last;
  }

  /** The text of the last update. */
  get currentText(): string {
    return String(this.text);
  }

  /**
   * The block holding `offset` of the current text, with its shifts (the header for offsets before
   * the first card). Undefined before the first update or in "full" mode.
   */
  blockAt(offset: number, lineOf: LineOf): PlacedBlock | undefined {
    if (this.last?.mode !== "incremental" || !this.header) return undefined;
    if (offset < this.headerEnd || this.blocks.length === 0)
      return { analysis: this.header, start: 0, end: this.headerEnd, offsetShift: 0, lineShift: 0, index: -1 };
    let lo = 0;
    let hi = this.blocks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.blocks[mid]!.start <= offset) lo = mid;
      else hi = mid - 1;
    }
    return this.place(this.blocks[lo]!, lo, lineOf);
  }

  /** The header and every card block in document order (incremental mode only; else empty). */
  placedBlocks(lineOf: LineOf): PlacedBlock[] {
    if (this.last?.mode !== "incremental" || !this.header) return [];
    return [
      { analysis: this.header, start: 0, end: this.headerEnd, offsetShift: 0, lineShift: 0, index: -1 },
      ...this.blocks.map((b, k) => this.place(b, k, lineOf)),
    ];
  }

  /**
   * Top-level card names with their quoted-name spans, and every card and face name, in document
   * order (incremental mode; else undefined). Built once per update, on first use.
   */
  names(): CardNames | undefined {
    if (this.last?.mode !== "incremental") return undefined;
    return (this.namesCache ??= namesFrom(
      this.blocks.map((b) => b.start),
      this.blocks.map((b) => b.analysis!),
    ));
  }

  /**
   * {@link names} as they were after the update that returned `result` (an "incremental" one), also
   * once later updates moved the blocks on: what an editor feature still holding that result's
   * outline reads, without linting that version's whole text again. Undefined for another result.
   */
  namesOf(result: IncrementalResult): CardNames | undefined {
    if (result === this.last) return this.names();
    const kept = this.frozen.get(result);
    if (!kept || "cards" in kept) return kept;
    const names = namesFrom(kept.starts, kept.analyses);
    this.frozen.set(result, names);
    return names;
  }

  /**
   * Keeps what {@link namesOf} needs of `result` before an update changes the blocks: its names when
   * already built, else each block's start and analysis (two arrays; the analyses are shared).
   */
  private freeze(result: IncrementalResult): void {
    if (this.namesCache) {
      this.frozen.set(result, this.namesCache);
      return;
    }
    const n = this.blocks.length;
    const starts = new Array<number>(n);
    const analyses = new Array<BlockAnalysis>(n);
    for (let k = 0; k < n; k++) {
      const b = this.blocks[k]!;
      starts[k] = b.start;
      analyses[k] = b.analysis!;
    }
    this.frozen.set(result, { starts, analyses });
  }

  /**
   * The document's suppression comments (`# cardscript-…`) in order, spans in the document
   * (incremental mode; else undefined): what code actions need to extend a directive.
   */
  directiveComments(): CommentNode[] | undefined {
    if (this.last?.mode !== "incremental" || !this.header) return undefined;
    const out = [...this.header.directiveComments];
    for (const b of this.blocks) {
      for (const c of b.analysis!.directiveComments) out.push({ ...c, span: { start: c.span.start + b.start, end: c.span.end + b.start } });
    }
    return out;
  }

  /** Work done since this analysis was created (a copy). */
  get stats(): IncrementalStats {
    return { ...this.counters };
  }

  /** Changes whenever the card or face names (not their positions) may have changed. */
  get namesSignature(): number {
    return this.namesVersion;
  }

  /** The `index`-th top-level card's name and quoted-name span (incremental mode: one card per block). */
  cardAt(index: number): { name: string; nameSpan: { start: number; end: number }; key: string } | undefined {
    const b = this.blocks[index];
    const c = b?.analysis?.card;
    return c && { name: c.name, nameSpan: { start: b!.start + c.nameStart, end: b!.start + c.nameEnd }, key: c.lower };
  }

  /** Sets a block's analysis, keeping {@link byName} current. */
  private assign(b: Block, a: BlockAnalysis | undefined): void {
    this.trackSetFacts(b, a);
    if (b.analysis && !b.analysis.valid) this.invalid--;
    if (a && !a.valid) this.invalid++;
    b.hasFindings = a !== undefined && a.findings.length > 0;
    if (b.hasFindings) this.withFindings.add(b);
    else this.withFindings.delete(b);
    const before = b.analysis?.card;
    if (before?.name) this.unname(before.lower, b);
    b.analysis = a;
    const after = a?.card;
    if (after?.name) this.name(after.lower, b);
  }

  /** Adds `b` to the holders of name key `lower` (a Set only once two blocks hold it: most names have one). */
  private name(lower: string, b: Block): void {
    const held = this.byName.get(lower);
    if (!held) this.byName.set(lower, b);
    else if (held instanceof Set) held.add(b);
    else if (held !== b) {
      this.byName.set(lower, new Set([held, b]));
      this.duplicateNames.add(lower);
    }
  }

  /** Takes `b` off the holders of name key `lower`. */
  private unname(lower: string, b: Block): void {
    const held = this.byName.get(lower);
    if (held === b) this.byName.delete(lower);
    else if (held instanceof Set) {
      held.delete(b);
      if (held.size <= 1) {
        this.duplicateNames.delete(lower);
        const [rest] = held;
        if (rest) this.byName.set(lower, rest);
        else this.byName.delete(lower);
      }
    }
  }

  private place(b: Block, index: number, lineOf: LineOf): PlacedBlock {
    const a = b.analysis!;
    return {
      analysis: a,
      start: b.start,
      end: b.end,
      offsetShift: b.start - a.prefixLen,
      lineShift: lineOf(b.start) - a.prefixLines,
      index,
    };
  }

  /**
   * Moves the block offsets through `edits` and returns the region to split again: the blocks
   * touched by an edit plus one on each side (a deleted line end can join a card line to the line
   * before; a new comment line can join the next card's leading comments). Undefined when the
   * header is touched (then everything is split again).
   */
  private mapEdits(
    edits: readonly OffsetEdit[],
    newLength: number,
  ): { regionStart: number; regionEnd: number; lo: number; hi: number } | undefined {
    let dirtyStart = Infinity;
    let dirtyEnd = -Infinity;
    const blocks = this.blocks;
    for (const e of edits) {
      const delta = e.newLength - (e.end - e.start);
      const startSide = (p: number) => (p < e.start ? p : p >= e.end ? p + delta : e.start);
      const endSide = (p: number) => (p <= e.start ? p : p >= e.end ? p + delta : e.start + e.newLength);
      for (const b of blocks) {
        b.start = startSide(b.start);
        b.end = endSide(b.end);
      }
      this.headerEnd = endSide(this.headerEnd);
      if (dirtyStart <= dirtyEnd) {
        dirtyStart = startSide(dirtyStart);
        dirtyEnd = endSide(dirtyEnd);
      }
      dirtyStart = Math.min(dirtyStart, e.start);
      dirtyEnd = Math.max(dirtyEnd, e.start + e.newLength);
    }
    if (dirtyStart > dirtyEnd || blocks.length === 0) return undefined;
    blocks[blocks.length - 1]!.end = newLength;
    // First block ending at or after the dirty start, last block starting at or before its end.
    let i = 0;
    while (i < blocks.length && blocks[i]!.end < dirtyStart) i++;
    let j = blocks.length - 1;
    while (j > i && blocks[j]!.start > dirtyEnd) j--;
    const hi = Math.min(blocks.length, j + 2);
    if (i === 0 || dirtyStart <= this.headerEnd)
      return { regionStart: 0, regionEnd: hi < blocks.length ? blocks[hi]!.start : newLength, lo: 0, hi };
    const lo = i - 1;
    return { regionStart: blocks[lo]!.start, regionEnd: hi < blocks.length ? blocks[hi]!.start : newLength, lo, hi };
  }

  /** @param body the block's text, when `lintText` is `prefix + body` (see {@link AnalysisUse.oneShot}). */
  private analyse(lintText: string, prefix: string, prefixLines: number, isHeader: boolean, body?: string): BlockAnalysis {
    const result = lintDocument(lintText, this.options);
    if (isHeader) this.l10n = result.model.l10n;
    const prefixLen = prefix.length;
    const parse: ParseResult = result.parse;
    // A set rule run on one card (or on the header alone) sees a set of one: its findings come from `setFindings`.
    const findings = result.findings
      .filter((f) => f.span.start >= prefixLen && !this.setRuleIds.has(f.ruleId))
      .map((f) => shiftFinding(f, -prefixLen));
    const inBody = (s: { start: number }) => s.start >= prefixLen;
    let valid: boolean;
    let card: BlockAnalysis["card"];
    if (isHeader) {
      valid = parse.cards.length === 0 && parse.errors.length === 0 && !result.findings.some((f) => f.ruleId === INTERNAL_ERROR);
    } else {
      const cards = parse.cards;
      const c = cards[0];
      valid =
        cards.length === 1 &&
        c !== undefined &&
        c.closed &&
        !result.findings.some((f) => f.ruleId === INTERNAL_ERROR) &&
        !parse.directives.some((d) => inBody(d.span)) &&
        !parse.errors.some((e) => inBody(e.span) && RECOVERY_ERROR.test(e.message)) &&
        !parse.comments.some((x) => inBody(x.span) && RANGE_DIRECTIVE_COMMENT.test(x.text)) &&
        onlyBlankOrComments(lintText, c.span.end, lintText.length) &&
        onlyBlankOrComments(lintText, prefixLen, c.span.start);
      if (c)
        card = {
          name: c.name,
          lower: cardNameKey(result.model, c),
          nameStart: c.nameSpan.start - prefixLen,
          nameEnd: c.nameSpan.end - prefixLen,
        };
    }
    const names: string[] = [];
    const visit = (n: CardNode) => {
      if (n.name) names.push(n.name);
      n.faces.forEach(visit);
    };
    parse.cards.forEach(visit);
    const directiveComments = parse.comments
      .filter((x) => x.span.start >= prefixLen && DIRECTIVE_COMMENT.test(x.text))
      .map((x) => ({ ...x, span: { start: x.span.start - prefixLen, end: x.span.end - prefixLen } }));
    const set = isHeader ? undefined : this.setFactsOf(result);
    const map = result.model.cardText?.map;
    const fields: AnalysisFields = {
      // Linting flattened `lintText` into a copy; a one-shot analysis keeps a new, unflattened view.
      lintText: this.oneShot && body !== undefined ? prefix + body : lintText,
      prefixLen,
      prefixLines,
      valid,
      findings,
      names,
      directiveComments,
      card,
      setFacts: set?.setFacts,
      setKeys: set?.setKeys,
      toOriginal: map ? toOriginalOf(map) : undefined,
    };
    // The header's result stays (set rules read its model after every edit); a card's may be dropped.
    // A one-shot analysis keeps no string cut from the flattened `lintText` (each would keep all of it).
    const analysis = new Analysis(
      this.oneShot ? { ...copyStrings({ ...fields, lintText: "" }), lintText: fields.lintText } : fields,
      isHeader ? result : undefined,
      this.relint,
    );
    if (this.eager.length > 0) {
      const value = (d: Derivation<unknown>) => (this.oneShot ? copyStrings(d.compute(result, analysis)) : d.compute(result, analysis));
      analysis.derived = this.eager.map((d) => [d, value(d)]);
    }
    this.remember(analysis, result);
    return analysis;
  }

  /** The set rules of the block's game, each with its severity here (the ones turned off left out); kept per game. */
  private setRules(game: DocumentLintResult["model"]["game"]): [Rule, Severity][] {
    const kept = this.setRulesByGame.get(game);
    if (kept) return kept;
    const out: [Rule, Severity][] = [];
    for (const r of rulesFor(game)) {
      if (!r.set) continue;
      const chosen = this.options.rules?.[r.meta.id] ?? (r.meta.enabledByDefault === false ? "off" : r.meta.defaultSeverity);
      if (chosen !== "off") out.push([r, chosen]);
    }
    this.setRulesByGame.set(game, out);
    return out;
  }

  /**
   * What a card block's one card contributes to each set rule, and the keys of that (`SetScope.keys`);
   * undefined for a block without exactly one card.
   */
  private setFactsOf(result: DocumentLintResult): { setFacts: Map<string, unknown>; setKeys: Map<string, readonly string[]> } | undefined {
    const cards = result.model.parse.cards;
    if (cards.length !== 1) return undefined;
    const setFacts = new Map<string, unknown>();
    const setKeys = new Map<string, readonly string[]>();
    for (const [r] of this.setRules(result.model.game)) {
      try {
        const facts = r.set!.facts(result.model, cards[0]!);
        setKeys.set(r.meta.id, r.set!.keys(facts));
        setFacts.set(r.meta.id, facts);
      } catch {
        // A throwing rule is reported by the block's own lint (`internal-error`), which makes it fall back to a whole-file lint.
      }
    }
    return { setFacts, setKeys };
  }

  /**
   * The set rules' findings over every card block (the header's model holds the declarations), as
   * `lintDocument` reports them on the whole file (`checkSet`): same messages, the suppressed ones
   * left out. Checks again only the card blocks whose analysis changed, that read a key whose
   * presence changed or the size when it changed, or all of them when the header changed; the
   * header's check runs each time (it reads the header's declarations, not the cards).
   */
  private setFindings(): Finding[] {
    const header = this.header!;
    const model = header.result.model;
    if (header !== this.setHeader) {
      this.setHeader = header;
      for (const st of this.setStates.values()) for (const b of this.blocks) st.stale.add(b);
    }
    const out: Finding[] = [];
    const rules = this.setRules(model.game);
    // A rule turned off, or not the header's game's, checks nothing; its state still follows the keys.
    for (const [id, st] of this.setStates) if (!rules.some(([r]) => r.meta.id === id)) this.settleKeys(st).stale.clear();
    for (const [rule, severity] of rules) {
      const st = this.setStates.get(rule.meta.id)!;
      this.refreshSetRule(rule, severity, st, model);
      const view: SetView = { has: (k) => st.counts.has(k), size: this.blocks.length };
      rule.set!.checkHeader?.(model, view, (r) => {
        const f = this.setFinding(rule, severity, r, header, false, model);
        if (f) out.push(f);
      });
      for (const b of st.withFindings) {
        const c = b.setChecks!.get(rule.meta.id)!;
        if (c.absoluteBase !== b.start || !c.absolute) {
          c.absolute = c.findings.map((f) => shiftFinding(f, b.start - b.analysis!.prefixLen));
          c.absoluteBase = b.start;
        }
        pushAll(out, c.absolute);
      }
    }
    return out;
  }

  /** Checks again the card blocks of one set rule that need it (see {@link setFindings}). */
  private refreshSetRule(rule: Rule, severity: Severity, st: SetRuleState, model: DocumentLintResult["model"]): void {
    this.settleKeys(st);
    if (st.size !== this.blocks.length) {
      st.size = this.blocks.length;
      for (const b of st.sizeReaders) st.stale.add(b);
    }
    for (const b of st.stale) this.checkSetCard(rule, severity, st, b, model);
    st.stale.clear();
  }

  /** Brings {@link SetRuleState.present} up to the counts, marking stale the readers of each key whose presence changed. */
  private settleKeys(st: SetRuleState): SetRuleState {
    for (const k of st.touched) {
      const now = st.counts.has(k);
      if (now === st.present.has(k)) continue;
      if (now) st.present.add(k);
      else st.present.delete(k);
      for (const b of st.readers.get(k) ?? []) st.stale.add(b);
    }
    st.touched.clear();
    return st;
  }

  /** One set rule's `checkCard` on block `b`, recording what it read of the set (replaces the block's previous check). */
  private checkSetCard(rule: Rule, severity: Severity, st: SetRuleState, b: Block, model: DocumentLintResult["model"]): void {
    const id = rule.meta.id;
    const old = b.setChecks?.get(id);
    if (old) forgetSetCheck(st, b, old);
    const a = b.analysis!;
    const facts = a.setFacts?.get(id);
    const reads: string[] = [];
    let readsSize = false;
    const blocks = this.blocks;
    const view: SetView = {
      has(k) {
        reads.push(k);
        return st.counts.has(k);
      },
      get size() {
        readsSize = true;
        return blocks.length;
      },
    };
    const findings: Finding[] = [];
    this.counters.setCardsChecked++;
    if (facts !== undefined)
      rule.set!.checkCard?.(facts, view, (r) => {
        const f = this.setFinding(rule, severity, r, a, true, model);
        if (f) findings.push(f);
      });
    for (const k of reads) {
      let set = st.readers.get(k);
      if (!set) st.readers.set(k, (set = new Set()));
      set.add(b);
    }
    if (readsSize) st.sizeReaders.add(b);
    if (findings.length > 0) st.withFindings.add(b);
    (b.setChecks ??= new Map()).set(id, { reads, readsSize, findings });
  }

  /** A set rule's report on block analysis `a` (or the header) as a finding in `a.lintText`; undefined when suppressed there. */
  private setFinding(
    rule: Rule,
    severity: Severity,
    r: Report,
    a: BlockAnalysis,
    onCard: boolean,
    model: DocumentLintResult["model"],
  ): Finding | undefined {
    const local: Finding = {
      ruleId: rule.meta.id,
      severity,
      message: visibleControls(ruleMessage(rule.meta, r.messageId, r.data, model.edition, model.l10n)),
      span: a.toOriginal ? a.toOriginal(r.span) : r.span,
      card: onCard ? a.card?.name : undefined,
      fixes: [],
      tags: rule.meta.tags ?? [],
    };
    const key = `${local.ruleId}:${local.span.start}:${local.span.end}`;
    const known = (a.setSuppressed ??= new Map()).get(key);
    const suppressed =
      known ??
      applySuppressions(a.lintText, a.result.parse, [local], { knownRuleIds: this.knownIds, unknownRuleSeverity: "off" }).suppressed
        .length > 0;
    a.setSuppressed.set(key, suppressed);
    return suppressed ? undefined : local;
  }

  /**
   * Keeps the set rules' key counts and checks current as block `b` gets analysis `a` (undefined:
   * the block goes): its old keys out, the new ones in, its checks dropped and, with `a`, due again.
   */
  private trackSetFacts(b: Block, a: BlockAnalysis | undefined): void {
    if (b.analysis === a) return;
    const count = (keys: Map<string, readonly string[]> | undefined, by: number) => {
      if (keys)
        for (const [id, ks] of keys) {
          const st = this.setStates.get(id);
          if (st) for (const k of ks) countKey(st, k, by);
        }
    };
    count(b.analysis?.setKeys, -1);
    count(a?.setKeys, 1);
    if (b.setChecks) for (const [id, c] of b.setChecks) forgetSetCheck(this.setStates.get(id)!, b, c);
    b.setChecks = undefined;
    for (const st of this.setStates.values()) {
      if (a) st.stale.add(b);
      else st.stale.delete(b);
    }
  }

  private resultOf(a: BlockAnalysis): DocumentLintResult {
    let r = this.recent.get(a);
    if (r) this.recent.delete(a);
    else {
      r = lintDocument(a.lintText, this.options);
      this.counters.resultsRelinted++;
    }
    this.remember(a, r);
    return r;
  }

  private remember(a: BlockAnalysis, r: DocumentLintResult): void {
    this.recent.set(a, r);
    if (this.recent.size > KEEP_RESULTS) this.recent.delete(this.recent.keys().next().value!);
  }

  /** The whole-file fallback, in the pieces of `lintDocumentSteps`. */
  private *fullLint(linted: number): Steps<IncrementalResult> {
    const full = yield* lintDocumentSteps(String(this.text), this.options);
    return { findings: full.findings, mode: "full", full, linted };
  }

  /** Header findings, then each card's (shifted), with cross-card `duplicate-card-name` findings sorted in. */
  private merge(lineOf: LineOf): Finding[] {
    const out: Finding[] = [...this.header!.findings];
    const duplicates = this.duplicates(lineOf);
    const blocks = this.blocksWithFindings(duplicates);
    for (let k = 0; k < blocks.length; k++) {
      const b = blocks[k]!;
      const a = b.analysis!;
      const dup = duplicates.size > 0 ? duplicates.get(b) : undefined;
      if (a.findings.length === 0 && !dup) continue;
      if (a.absoluteBase !== b.start || !a.absolute) {
        a.absolute = a.findings.map((f) => shiftFinding(f, b.start));
        a.absoluteBase = b.start;
      }
      if (!dup) {
        for (const f of a.absolute) out.push(f);
        continue;
      }
      const rankOf = (id: string) => this.ruleRank.get(id) ?? this.ruleRank.size;
      const rank = rankOf(dup.ruleId);
      let at = a.absolute.findIndex((f) => {
        const c = byStartEnd(f, dup);
        return c > 0 || (c === 0 && rankOf(f.ruleId) > rank);
      });
      if (at < 0) at = a.absolute.length;
      for (let x = 0; x < at; x++) out.push(a.absolute[x]!);
      out.push(dup);
      for (let x = at; x < a.absolute.length; x++) out.push(a.absolute[x]!);
    }
    const set = this.setRuleIds.size > 0 ? this.setFindings() : [];
    if (set.length === 0) return out;
    // Sorted in as the linter orders findings: by span, then in the rules' reporting order.
    const rankOf = (id: string) => this.ruleRank.get(id) ?? this.ruleRank.size;
    set.sort((x, y) => byStartEnd(x, y) || rankOf(x.ruleId) - rankOf(y.ruleId));
    const merged: Finding[] = [];
    let i = 0;
    for (const f of set) {
      // `out` is in span order: skip by bisection to the first finding not before `f`'s span, then as the linter orders equal spans.
      let lo = i;
      let hi = out.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (byStartEnd(out[mid]!, f) < 0) lo = mid + 1;
        else hi = mid;
      }
      while (i < lo) merged.push(out[i++]!);
      const rank = rankOf(f.ruleId);
      while (i < out.length && byStartEnd(out[i]!, f) === 0 && rankOf(out[i]!.ruleId) <= rank) merged.push(out[i++]!);
      merged.push(f);
    }
    while (i < out.length) merged.push(out[i++]!);
    return merged;
  }

  /**
   * The blocks with findings of their own or a duplicate name, in document order (not every block
   * of a large file): those sets sorted when they are small, else the blocks walked in order.
   */
  private blocksWithFindings(duplicates: Map<Block, Finding>): Block[] {
    const n = this.withFindings.size + duplicates.size;
    if (n * Math.log2(n + 2) < this.blocks.length)
      return [...new Set([...this.withFindings, ...duplicates.keys()])].sort((x, y) => x.start - y.start);
    const out: Block[] = [];
    const dup = duplicates.size > 0;
    for (const b of this.blocks) if (b.hasFindings === true || (dup && duplicates.has(b))) out.push(b);
    return out;
  }

  /**
   * `duplicate-card-name` findings by block (not the suppressed ones), as the rule reports them on
   * the whole file: every card but the first of a name (case-insensitive), naming the first's line.
   */
  private duplicates(lineOf: LineOf): Map<Block, Finding> {
    const out = new Map<Block, Finding>();
    if (this.duplicateSeverity === "off") return out;
    for (const lower of this.duplicateNames) {
      const holders = [...(this.byName.get(lower) as Set<Block>)].sort((x, y) => x.start - y.start);
      const first = holders[0]!;
      const firstLine = lineOf(first.start + first.analysis!.card!.nameStart);
      for (const b of holders.slice(1)) {
        const a = b.analysis!;
        const c = a.card!;
        const local: Finding = {
          ruleId: duplicateCardName.meta.id,
          severity: this.duplicateSeverity as Finding["severity"],
          message: visibleControls(duplicateCardNameMessage(c.name, firstLine, this.l10n)),
          span: { start: a.prefixLen + c.nameStart, end: a.prefixLen + c.nameEnd },
          card: c.name,
          fixes: [],
          tags: duplicateCardName.meta.tags ?? [],
        };
        // Whether it is suppressed depends on the block's text and the name's place in it, not on the message.
        a.duplicateSuppressed ??=
          applySuppressions(a.lintText, a.result.parse, [local], { knownRuleIds: this.knownIds, unknownRuleSeverity: "off" }).suppressed
            .length > 0;
        if (!a.duplicateSuppressed) out.set(b, shiftFinding(local, b.start - a.prefixLen));
      }
    }
    return out;
  }
}

/** Top-level card names with their quoted-name spans (document offsets) and name keys, and every card and face name, in document order. */
export interface CardNames {
  cards: { name: string; nameSpan: { start: number; end: number }; key: string }[];
  names: string[];
}

/** The {@link CardNames} of blocks starting at `starts` with the analyses `analyses` (one card per block or none). */
function namesFrom(starts: readonly number[], analyses: readonly BlockAnalysis[]): CardNames {
  const cards: CardNames["cards"] = [];
  const names: string[] = [];
  analyses.forEach((a, k) => {
    const c = a.card;
    if (c) cards.push({ name: c.name, nameSpan: { start: starts[k]! + c.nameStart, end: starts[k]! + c.nameEnd }, key: c.lower });
    for (const n of a.names) names.push(n);
  });
  return { cards, names };
}

/** Every card and face name of the blocks with their name keys, as one string (to compare name sets). */
function namesOf(blocks: readonly Block[]): string {
  const out: string[] = [];
  // A block not analysed (see `partial`) has unknown names: a mark that compares unequal to any names.
  for (const b of blocks) {
    if (b.analysis) pushAll(out, b.analysis.names).push(b.analysis.card?.lower ?? "");
    else out.push("\u0001");
    out.push("\u0000");
  }
  return out.join("\u0000");
}

/**
 * A copy of `s` that does not keep a larger string alive (V8 slices point into their parent; the
 * cache outlives the document version it was cut from).
 */
function detach(s: string): string {
  return s.length < 13 ? s : ("\n" + s).slice(1);
}

/** A span mapper from the English rewrite of localized card text to the original (holds the map only). */
function toOriginalOf(map: { spanToOriginal(span: Span): Span }): (span: Span) => Span {
  return (span) => map.spanToOriginal(span);
}

/**
 * `value` with every string in it (through arrays, Maps and plain objects, not other objects) replaced by a
 * copy (see {@link detach}), so that it keeps no larger string alive: strings a parse cuts from its
 * text are views on the whole text. Other values are kept as they are.
 */
function copyStrings<T>(value: T): T {
  if (typeof value === "string") return detach(value) as T;
  if (Array.isArray(value)) return value.map(copyStrings) as T;
  if (value instanceof Map) return new Map([...value].map(([k, v]) => [copyStrings(k), copyStrings(v)])) as T;
  if (value === null || typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = copyStrings(v);
  return out as T;
}

/** True when `text[from, to)` holds only blank lines and `#` comments (and line ends). */
function onlyBlankOrComments(text: string, from: number, to: number): boolean {
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 35 /* # */) {
      while (i < to && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i++;
    } else if (c === 32 || c === 9 || c === 10 || c === 13 || c === 0xfeff) i++;
    else return false;
  }
  return true;
}

/** Adds `by` (±1) to the count of key `k`, noting it as touched. */
function countKey(st: SetRuleState, k: string, by: number): void {
  const n = (st.counts.get(k) ?? 0) + by;
  if (n > 0) st.counts.set(k, n);
  else st.counts.delete(k);
  st.touched.add(k);
}

/** Takes block `b`'s check `c` out of the state's indexes (what it read, whether it has findings). */
function forgetSetCheck(st: SetRuleState, b: Block, c: SetCheck): void {
  for (const k of c.reads) {
    const set = st.readers.get(k);
    set?.delete(b);
    if (set?.size === 0) st.readers.delete(k);
  }
  if (c.readsSize) st.sizeReaders.delete(b);
  st.withFindings.delete(b);
}
