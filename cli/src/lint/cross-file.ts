/**
 * `duplicate-card-name` across the files one `cardscript lint` run checks, as the language server
 * reports it across the workspace: a top-level card whose name (case-insensitive) another linted
 * file also gives a top-level card gets a finding naming that file (the first by path) and line.
 *
 * Without parsing every file twice: {@link planCrossFile} takes, for each file, a superset of the
 * names the parser could give its cards (`cross-file-scan.ts`: every string token that could start
 * at a `"`, unquoted) and parses only the files sharing such a name with another file. A file
 * sharing none has no cross-file duplicate, whatever the parser makes of it. Files whose names
 * are known exactly (a `--cache` hit stores them) are not read at all. This module loads neither
 * the grammar nor the games (a run answered by the cache needs neither): reading names from a
 * parse (`cardNamesOf`) is in `cross-file-scan.ts`.
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
import { toMessage, type DetailedFileReport } from "./report";

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
  /** Every file's possible card names (lower-case) with the files that may have them ({@link planCrossFile}'s scan). */
  private candidates: ReadonlyMap<string, string | readonly string[]> = new Map();

  /** Keeps the scan of every file's possible names (see {@link namedElsewhere}). */
  setCandidates(candidates: ReadonlyMap<string, string | readonly string[]>): void {
    this.candidates = candidates;
  }

  /**
   * Whether another file than `key` may define a card named `name` (case-insensitive): a string
   * token of that text is in another linted file. For `unknown-named-card`, which compares the
   * names of one file: a card named in one file and defined in another is no unknown card.
   */
  namedElsewhere(name: string, key: string): boolean {
    const files = this.candidates.get(name.toLowerCase());
    if (files === undefined) return false;
    return typeof files === "string" ? files !== key : files.some((f) => f !== key);
  }

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
    if (severity === "off") return [];
    const l10n = localizer({ id: "core" }, locale);
    return this.duplicates(key).map(({ card, other }) => ({
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
}

/**
 * How {@link planCrossFile} learns about a file it has no names for: `candidates` gives a
 * lower-case superset of its card names (or undefined: unknown), `names` its exact names (a parse);
 * either gives undefined when the file cannot be read (its own lint reports that).
 */
export interface NameScanner {
  candidates(key: string): { candidates?: Set<string>; names?: CardName[] } | undefined;
  names(key: string): CardName[] | undefined;
}

/** The names of a file known without reading it (a `--cache` entry): decoded only when the file may share a name. */
export interface KnownNames {
  /** The lower-case names of its named top-level cards. */
  lowerNames(): readonly string[];
  /** Its top-level card names with their positions. */
  readonly names: readonly CardName[];
}

/**
 * The exact names of every file that can have a cross-file duplicate (see the module doc).
 * @param known files whose exact names are known (e.g. from the cache); they are not read.
 * @param others files to learn about through `scanner` (each scanned once; only those sharing a
 *   possible name are parsed).
 */
export function planCrossFile(known: ReadonlyMap<string, KnownNames>, others: readonly string[], scanner?: NameScanner): CrossFileNames {
  // A name's files: one file as a string (most names; no array per name), several as an array.
  const byKey = new Map<string, string | string[]>();
  const exact = new Map<string, readonly CardName[]>();
  const add = (key: string, file: string) => {
    const list = byKey.get(key);
    if (list === undefined) byKey.set(key, file);
    else if (typeof list === "string") {
      if (list !== file) byKey.set(key, [list, file]);
    } else if (list[list.length - 1] !== file) list.push(file);
  };
  for (const [file, names] of known) for (const lower of names.lowerNames()) add(lower, file);
  for (const file of others) {
    const scanned = scanner?.candidates(file);
    if (scanned?.candidates) for (const k of scanned.candidates) add(k, file);
    else if (scanned?.names) {
      exact.set(file, scanned.names);
      for (const c of scanned.names) if (c.name) add(c.name.toLowerCase(), file);
    }
  }
  const plan = new CrossFileNames();
  plan.setCandidates(byKey);
  for (const files of byKey.values()) {
    if (typeof files === "string") continue;
    for (const file of files) {
      if (plan.has(file)) continue;
      plan.set(file, exact.get(file) ?? known.get(file)?.names ?? scanner?.names(file) ?? []);
    }
  }
  return plan;
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
  const report = withoutNamedElsewhere(file.report, plan);
  if (!plan.has(key)) return report;
  plan.set(key, file.names);
  return withCrossFile(report, plan.findings(key, severity, locale), quiet);
}

/** The rule whose findings another linted file can answer: a name it reports may be a card of another file. */
const UNKNOWN_NAMED_CARD = "unknown-named-card";

/**
 * `report` without the `unknown-named-card` findings whose name (the text they underline) another
 * linted file may define ({@link CrossFileNames.namedElsewhere}), counts adjusted. The same report
 * object when there is none.
 */
export function withoutNamedElsewhere(report: DetailedFileReport, plan: CrossFileNames): DetailedFileReport {
  const drop = report.messages.map((m, i) => {
    if (m.ruleId !== UNKNOWN_NAMED_CARD) return false;
    const span = report.details[i]!.span;
    return plan.namedElsewhere(report.source.slice(span.start, span.end), report.filePath);
  });
  if (!drop.includes(true)) return report;
  const r = { ...report, messages: report.messages.filter((_, i) => !drop[i]), details: report.details.filter((_, i) => !drop[i]) };
  for (const m of report.messages.filter((_, i) => drop[i])) {
    if (m.severity === 2) r.errorCount--;
    else if (m.severity === 1) r.warningCount--;
    else r.infoCount--;
  }
  return r;
}

/** Severity of cross-file `duplicate-card-name` findings under a file's options. */
export function duplicateSeverity(options: { rules?: Readonly<Record<string, SeveritySetting>> }): SeveritySetting {
  return options.rules?.[duplicateCardName.meta.id] ?? duplicateCardName.meta.defaultSeverity;
}
