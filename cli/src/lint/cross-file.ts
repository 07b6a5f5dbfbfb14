/**
 * `duplicate-card-name` across the files one `cardscript lint` run checks, as the language server
 * reports it across the workspace: a top-level card whose name (case-insensitive) another linted
 * file also gives a top-level card gets a finding naming that file (the first by path) and line.
 *
 * Streamed: {@link StreamedNames} learns each file's names as the file is linted, in path order, and
 * finds the duplicates then — no pass over every file before the lint. A file's duplicates in files
 * before it are known with its own findings; the duplicates of a file's card in a later file are
 * known when that later file is linted (the CLI prints them then). {@link CrossFileNames} holds the
 * exact names of some files (a `--cache` run remembers which files had duplicates). This module loads
 * neither the grammar nor the games (a run answered by the cache needs neither): reading names from
 * a parse (`cardNamesOf`) is in `cross-file-scan.ts`.
 *
 * The findings are merged into a file's report by {@link withCrossFile}, the same way for a fresh
 * and a cached report (the cache keeps reports without them, so they always reflect this run).
 * Positions: spans are UTF-16 offsets in the text after a BOM; `start`/`end` are 0-based lines and
 * UTF-16 columns.
 */
import { crossFileDuplicateMessage, nameKey, rule as duplicateCardName } from "../../../server/src/core/rules/common/duplicate-card-name";
import { localizer } from "../../../server/src/core/l10n/localizer";
import type { Finding, SeveritySetting } from "../../../server/src/core/rules/types";
import type { Position } from "../../../server/src/core/text/line-index";
import { toMessage, type DetailedFileReport, type FileReport, type LintMessage } from "./report";

/** A top-level card's name with its span and positions. */
export interface CardName {
  name: string;
  span: { start: number; end: number };
  start: Position;
  end: Position;
  /** The name space of a token's or an emblem's name (`GameModel.nameSpaceOf`); absent for cards. */
  nameSpace?: string;
}

/** A finding with the 0-based positions of its span's start and end. */
export interface PlacedFinding {
  finding: Finding;
  start: Position;
  end: Position;
}

/** A duplicate of a card of the file in another file: the other file (its key) and the 0-based line of its card's name. */
export interface CrossFileDuplicate {
  card: CardName;
  other: { key: string; line: number };
}

/** Exact top-level card names of some files, and the duplicates between them. */
export class CrossFileNames {
  private readonly names = new Map<string, CardName[]>();
  private readonly byLower = new Map<string, Set<string>>();
  /** Sets (or replaces) the exact names of a file. */
  set(key: string, names: readonly CardName[]): void {
    this.delete(key);
    this.names.set(key, [...names]);
    for (const c of names) {
      if (!c.name) continue;
      const lower = nameKey(c.name, c.nameSpace);
      (this.byLower.get(lower) ?? this.byLower.set(lower, new Set()).get(lower)!).add(key);
    }
  }

  has(key: string): boolean {
    return this.names.has(key);
  }

  private delete(key: string): void {
    for (const c of this.names.get(key) ?? []) {
      const set = c.name ? this.byLower.get(nameKey(c.name, c.nameSpace)) : undefined;
      set?.delete(key);
      if (set?.size === 0) this.byLower.delete(nameKey(c.name, c.nameSpace));
    }
    this.names.delete(key);
  }

  /**
   * For each card of `key` (in order) whose name another file defines: the first other file by
   * key and the line of its first card of that name. Empty for a file not {@link set}.
   */
  duplicates(key: string): CrossFileDuplicate[] {
    const out: CrossFileDuplicate[] = [];
    for (const card of this.names.get(key) ?? []) {
      if (!card.name) continue;
      const lower = nameKey(card.name, card.nameSpace);
      // The first other file in sort order (UTF-16 code units, as Array.prototype.sort orders them).
      let first: string | undefined;
      for (const k of this.byLower.get(lower) ?? []) if (k !== key && (first === undefined || k < first)) first = k;
      if (first === undefined) continue;
      const other = this.names.get(first)!.find((c) => nameKey(c.name, c.nameSpace) === lower)!;
      out.push({ card, other: { key: first, line: other.start.line } });
    }
    return out;
  }

  /**
   * {@link duplicates} as `duplicate-card-name` findings of severity `severity` (none when "off"),
   * with their positions; messages in the language of `locale` (a tag; English when omitted).
   */
  findings(key: string, severity: SeveritySetting, locale?: string): PlacedFinding[] {
    return duplicateFindings(this.duplicates(key), severity, locale);
  }
}

/**
 * A held card's name copied out of the text it was sliced from: V8 keeps a sliced string's whole
 * parent (the file's text) alive, and the index outlives every file's text.
 */
function detached(s: string): string {
  return s.length < 13 ? s : (" " + s).slice(1);
}

/**
 * The file that first gave a name, the line of its first card of the name, and (until a second file
 * gives the name) that card's name and positions as numbers: one object per distinct name (a
 * {@link CardName} is five), so the index of the corpus ×4 stays a few tens of MiB. Further cards of
 * the name in the same file (rare) are kept as they are in `more`.
 */
class FirstHolder {
  /** True once a second file gave the name (the holder's duplicates were reported then). */
  told = false;
  more: CardName[] | undefined;
  private readonly name: string;
  private readonly spanStart: number;
  private readonly spanEnd: number;
  private readonly startCharacter: number;
  private readonly endLine: number;
  private readonly endCharacter: number;
  private readonly nameSpace: string | undefined;

  constructor(
    readonly key: string,
    card: CardName,
  ) {
    this.line = card.start.line;
    this.name = detached(card.name);
    this.spanStart = card.span.start;
    this.spanEnd = card.span.end;
    this.startCharacter = card.start.character;
    this.endLine = card.end.line;
    this.endCharacter = card.end.character;
    this.nameSpace = card.nameSpace;
  }

  /** 0-based line of the file's first card of the name. */
  readonly line: number;

  /** The held cards of the name, in the file's order. */
  cards(): CardName[] {
    const first: CardName = {
      name: this.name,
      span: { start: this.spanStart, end: this.spanEnd },
      start: { line: this.line, character: this.startCharacter },
      end: { line: this.endLine, character: this.endCharacter },
      ...(this.nameSpace ? { nameSpace: this.nameSpace } : {}),
    };
    return [first, ...(this.more ?? [])];
  }
}

/** What {@link StreamedNames.add} finds: the new file's duplicates, and those of earlier files it is the first namesake of. */
export interface StreamedDuplicates {
  /** For each card of the added file (in order) whose name an earlier file gave: that file and its first card's line. */
  own: CrossFileDuplicate[];
  /** Earlier files (by key, in the order found) whose cards' names the added file is the first other file to give. */
  earlier: { key: string; duplicates: CrossFileDuplicate[] }[];
}

/**
 * The cross-file duplicate check of a run that reads its files one after the other, in sorted order
 * (UTF-16 code units, as `collectFiles` sorts and {@link CrossFileNames.duplicates} picks "the first
 * other file"): a name index built while streaming, with no pass over the files before the lint.
 * It holds one entry per distinct name — the first file that gave it, the line of its first card of
 * that name, and that file's cards of the name until a second file gives it — never a file's text,
 * model or report.
 *
 * The findings are those of {@link CrossFileNames} over all the files: a file's card whose name an
 * earlier file gave names the earliest such file ({@link StreamedDuplicates.own}, known when the file
 * is added); the earliest file's cards of a name get theirs when the second file giving it is added
 * ({@link StreamedDuplicates.earlier}: the only findings that come after their file was printed).
 */
export class StreamedNames {
  private readonly first = new Map<string, FirstHolder>();
  /** The keys of files that had a duplicate so far (own or earlier), in the order found. */
  readonly withDuplicates: string[] = [];
  private readonly marked = new Set<string>();

  /**
   * Adds the top-level card names of `key`, which sorts after every key added before.
   * @returns its duplicates and the earlier files' duplicates it reveals.
   */
  add(key: string, names: readonly CardName[]): StreamedDuplicates {
    const own: CrossFileDuplicate[] = [];
    let earlier: Map<string, CrossFileDuplicate[]> | undefined;
    for (const card of names) {
      if (!card.name) continue;
      const lower = nameKey(card.name, card.nameSpace);
      const holder = this.first.get(lower);
      if (holder === undefined) this.first.set(detached(lower), new FirstHolder(key, card));
      else if (holder.key === key) {
        if (!holder.told) (holder.more ??= []).push({ ...card, name: detached(card.name) });
      } else {
        own.push({ card, other: { key: holder.key, line: holder.line } });
        if (!holder.told) {
          earlier ??= new Map();
          const list = earlier.get(holder.key) ?? earlier.set(holder.key, []).get(holder.key)!;
          for (const c of holder.cards()) list.push({ card: c, other: { key, line: card.start.line } });
          holder.told = true;
          holder.more = undefined;
        }
      }
    }
    if (own.length > 0) this.mark(key);
    const out: StreamedDuplicates = { own, earlier: [] };
    for (const [k, duplicates] of earlier ?? []) {
      this.mark(k);
      // In the file's card order (a file can get the duplicates of several names at once).
      duplicates.sort((a, b) => a.card.span.start - b.card.span.start);
      out.earlier.push({ key: k, duplicates });
    }
    return out;
  }

  /**
   * Whether a file added so far defines a card (not a token or emblem) named `name`
   * (case-insensitive): for `unknown-named-card`, whose rule sees one file only.
   */
  defines(name: string): boolean {
    return this.first.has(name.toLowerCase());
  }

  private mark(key: string): void {
    if (this.marked.has(key)) return;
    this.marked.add(key);
    this.withDuplicates.push(key);
  }
}

/**
 * Cross-file duplicates as `duplicate-card-name` findings of severity `severity` (none when "off"),
 * with their positions; messages in the language of `locale` (a tag; English when omitted).
 */
export function duplicateFindings(duplicates: readonly CrossFileDuplicate[], severity: SeveritySetting, locale?: string): PlacedFinding[] {
  if (severity === "off" || duplicates.length === 0) return [];
  const l10n = localizer({ id: "core" }, locale);
  return duplicates.map(({ card, other }) => ({
    finding: {
      ruleId: duplicateCardName.meta.id,
      severity,
      message: crossFileDuplicateMessage(card.name, other, l10n),
      span: card.span,
      card: card.name,
      fixes: [],
      tags: [],
    },
    start: card.start,
    end: card.end,
  }));
}

/** An empty report of `filePath` (no messages, no timing): what {@link withCrossFile} adds late findings to. */
export function emptyReport(filePath: string): DetailedFileReport {
  return {
    filePath,
    messages: [],
    errorCount: 0,
    warningCount: 0,
    infoCount: 0,
    details: [],
    source: "",
    fixableCount: 0,
    cards: [],
    hiddenWarningCount: 0,
  };
}

/**
 * A report as `--format json` prints it (`publicReport`) with the messages of `late` (a report of
 * the same file holding only cross-file findings, from {@link withCrossFile} over {@link emptyReport})
 * sorted in and counted, as {@link withCrossFile} would have placed them in the full report: by
 * position, after the file's own messages at the same range. Positions order as offsets do.
 */
export function withLateMessages(report: FileReport, late: FileReport): FileReport {
  const messages = [...report.messages];
  const after = (a: LintMessage, b: LintMessage) =>
    a.line !== b.line
      ? a.line > b.line
      : a.column !== b.column
        ? a.column > b.column
        : a.endLine !== b.endLine
          ? a.endLine > b.endLine
          : a.endColumn > b.endColumn;
  for (const m of late.messages) {
    let at = messages.length;
    while (at > 0 && after(messages[at - 1]!, m)) at--;
    messages.splice(at, 0, m);
  }
  return {
    ...report,
    messages,
    errorCount: report.errorCount + late.errorCount,
    warningCount: report.warningCount + late.warningCount,
    infoCount: report.infoCount + late.infoCount,
  };
}

/**
 * `report` with cross-file `findings` sorted in (after the file's own findings at the same span),
 * counted as `reportFor` counts them (`--quiet` hides warnings and infos, counting warnings in
 * `hiddenWarningCount`). Returns a new report; `report` is not changed.
 */
export function withCrossFile(report: DetailedFileReport, findings: readonly PlacedFinding[], quiet = false): DetailedFileReport {
  if (findings.length === 0) return report;
  const r = { ...report, messages: [...report.messages], details: [...report.details] };
  for (const { finding: f, start, end } of findings) {
    if (f.severity === "warning" && quiet) {
      r.hiddenWarningCount++;
      continue;
    }
    if (quiet && f.severity !== "error") continue;
    if (f.severity === "error") r.errorCount++;
    else if (f.severity === "warning") r.warningCount++;
    else r.infoCount++;
    let at = r.details.length;
    while (
      at > 0 &&
      (r.details[at - 1]!.span.start > f.span.start ||
        (r.details[at - 1]!.span.start === f.span.start && r.details[at - 1]!.span.end > f.span.end))
    )
      at--;
    r.messages.splice(at, 0, toMessage(f, start, end));
    r.details.splice(at, 0, { span: f.span, fixes: f.fixes });
  }
  return r;
}

/**
 * A processed file's final report: its own findings and the cross-file duplicates `plan` knows of
 * (the plan takes the file's names as linted, which `--fix` may have changed).
 * @param locale the language of the duplicate messages, as of the file's other messages.
 */
export function finalReport(
  file: { report: DetailedFileReport; names: readonly CardName[] },
  plan: CrossFileNames,
  severity: SeveritySetting,
  quiet = false,
  locale?: string,
): DetailedFileReport {
  const key = file.report.filePath;
  if (!plan.has(key)) return file.report;
  plan.set(key, file.names);
  return withCrossFile(file.report, plan.findings(key, severity, locale), quiet);
}

/** The rule whose findings another linted file can answer: a name it reports may be a card of another file. */
export const UNKNOWN_NAMED_CARD = "unknown-named-card";

/** An `unknown-named-card` finding held back until every file's names are known: the name it reports, its message and detail. */
export interface HeldNamedCard {
  name: string;
  message: LintMessage;
  detail: DetailedFileReport["details"][number];
}

/**
 * Splits `report`'s `unknown-named-card` findings off: those whose name (the text they underline in
 * `source`, the file's text) `isDefined` says another file defines are dropped, the others are
 * `held` for the end of the run. `report` is the rest, counts adjusted (the same object when the
 * report has no such finding).
 */
export function splitNamedCards(
  report: DetailedFileReport,
  source: string,
  isDefined: (name: string) => boolean,
): { report: DetailedFileReport; held: HeldNamedCard[] } {
  const held: HeldNamedCard[] = [];
  const keep = report.messages.map((m, i) => {
    if (m.ruleId !== UNKNOWN_NAMED_CARD) return true;
    const detail = report.details[i]!;
    const name = source.slice(detail.span.start, detail.span.end);
    if (!isDefined(name)) held.push({ name, message: m, detail });
    return false;
  });
  if (!keep.includes(false)) return { report, held };
  const r = { ...report, messages: report.messages.filter((_, i) => keep[i]), details: report.details.filter((_, i) => keep[i]) };
  for (const m of report.messages.filter((_, i) => !keep[i])) {
    if (m.severity === 2) r.errorCount--;
    else if (m.severity === 1) r.warningCount--;
    else r.infoCount--;
  }
  return { report: r, held };
}

/** A report of `filePath` holding only the `held` findings (in their order), counted. */
export function heldReport(filePath: string, held: readonly HeldNamedCard[]): DetailedFileReport {
  const r = emptyReport(filePath);
  for (const h of held) {
    r.messages.push(h.message);
    r.details.push(h.detail);
    if (h.message.severity === 2) r.errorCount++;
    else if (h.message.severity === 1) r.warningCount++;
    else r.infoCount++;
  }
  return r;
}

/**
 * `report` with the messages of `late` (a report of the same file, see {@link heldReport}) sorted
 * in by span, after the file's own messages at the same span, and counted. A new report.
 */
export function withLateReport(report: DetailedFileReport, late: DetailedFileReport): DetailedFileReport {
  const r = {
    ...report,
    messages: [...report.messages],
    details: [...report.details],
    errorCount: report.errorCount + late.errorCount,
    warningCount: report.warningCount + late.warningCount,
    infoCount: report.infoCount + late.infoCount,
  };
  late.messages.forEach((m, i) => {
    const d = late.details[i]!;
    let at = r.details.length;
    while (
      at > 0 &&
      (r.details[at - 1]!.span.start > d.span.start ||
        (r.details[at - 1]!.span.start === d.span.start && r.details[at - 1]!.span.end > d.span.end))
    )
      at--;
    r.messages.splice(at, 0, m);
    r.details.splice(at, 0, d);
  });
  return r;
}

/** Severity of cross-file `duplicate-card-name` findings under a file's options. */
export function duplicateSeverity(options: { rules?: Readonly<Record<string, SeveritySetting>> }): SeveritySetting {
  return options.rules?.[duplicateCardName.meta.id] ?? duplicateCardName.meta.defaultSeverity;
}
