/**
 * Lint in place: an MSE set, a Cockatrice file or Forge scripts are imported in memory, the
 * generated CardScript is linted, and every finding is mapped back through the emitter's source
 * map to the original file, the card's line and (when the text can be found there) the rules-text
 * line and column. Import warnings are reported too, as `import` messages (severity info unless
 * the warning says otherwise), and so is each source's card count (`import.count.*`): fewer cards
 * read than the source holds is a warning, none an error.
 */
import { emitCards } from "../../../server/src/core/import/emit";
import type { ImportWarning, SourceLocation } from "../../../server/src/core/import/imported-card";
import { LineIndex } from "../../../server/src/core/text/line-index";
import { importWarningText } from "../../../server/src/core/import/warning-text";
import { cardCountWarnings } from "../../../server/src/core/import/card-count";
import { formatText, readForeign, type ForeignFormat } from "../import/foreign";
import { isZip } from "../import/detect-format";
import { lintFindings, splitBom, type LintSourceOptions } from "./lint-source";
import { SEVERITY_NUMBER, type DetailedFileReport, type LintMessage, type MessageDetail, type TimingCount } from "./report";
import { faceTimingSentences } from "../../../server/src/core/model/coverage";
import type { FileModel } from "../../../server/src/core/model/file-model";
import type { Finding } from "../../../server/src/core/rules/types";

/** The rule id of import warnings in lint reports. */
export const IMPORT_RULE_ID = "import";

interface Located {
  message: LintMessage;
  detail: MessageDetail;
}

/** Per original file: its text (BOM stripped), line index and the messages mapped into it. */
/** Adds a message on an original file's line `src` at 0-based UTF-16 columns `cols`. */
type PushMessage = (
  src: SourceLocation,
  cols: { start: number; end: number },
  m: Omit<LintMessage, "line" | "column" | "endLine" | "endColumn">,
  fixes: MessageDetail["fixes"],
) => void;

class FileBucket {
  readonly index: LineIndex;
  readonly lines: string[];
  readonly located: Located[] = [];
  readonly cards: DetailedFileReport["cards"] = [];
  constructor(
    readonly filePath: string,
    readonly text: string,
  ) {
    this.index = new LineIndex(text);
    this.lines = text.split(/\r\n|\r|\n/);
  }

  /** Offset of a 1-based line and 0-based column, clamped to the text. */
  offset(line: number, column: number): number {
    return this.index.offsetAt({ line: Math.max(0, line - 1), character: Math.max(0, column) });
  }
}

/**
 * Where a stretch of a generated line is in the original line: the same characters found in it,
 * else its first word (markup may sit between words), else the whole original line. Columns are
 * 0-based UTF-16.
 */
export function mapColumns(generatedLine: string, start: number, end: number, originalLine: string): { start: number; end: number } {
  const fragment = generatedLine.slice(start, Math.max(start, end));
  if (fragment.trim() !== "") {
    const at = originalLine.indexOf(fragment);
    if (at >= 0) return { start: at, end: at + fragment.length };
  }
  // Markup in the original can split the words ("untap</tag> step"): find the first word instead.
  const word = /[\p{L}\p{N}'’]{3,}/u.exec(fragment);
  if (word) {
    const at = originalLine.indexOf(word[0]);
    if (at >= 0) return { start: at, end: at + word[0].length };
  }
  const body = generatedLine.trim();
  const at = body ? originalLine.indexOf(body) : -1;
  if (at >= 0) {
    const indent = generatedLine.length - generatedLine.trimStart().length;
    return { start: at + Math.max(0, start - indent), end: at + Math.max(0, Math.min(end, generatedLine.length) - indent) };
  }
  const first = originalLine.length - originalLine.trimStart().length;
  return { start: first, end: Math.max(first, originalLine.trimEnd().length) };
}

/**
 * Where a line of the generated CardScript came from, for messages naming a line ("defined on
 * line 12"): the original line, and the original file's name when it is another file than that of
 * the finding's line (1-based lines; see `LintOptions.lineSource`).
 */
export function sourceLineOf(
  lines: readonly (SourceLocation | undefined)[],
): (line: number, findingLine: number) => { line: number; file?: string } | undefined {
  return (line, findingLine) => {
    const src = lines[line - 1];
    if (!src) return undefined;
    const at = lines[findingLine - 1];
    return !at || src.file === at.file ? { line: src.line } : { line: src.line, file: src.file.split(/[\\/]/).pop() };
  };
}

/** The timing sentences of the generated text, counted for the original file each came from (`fileAt`: by offset). */
function timingByFile(model: FileModel, fileAt: (offset: number) => string): Map<string, TimingCount> {
  const timing = new Map<string, TimingCount>();
  const seen = new Set<number>();
  for (const face of model.faces)
    for (const s of faceTimingSentences(model, face)) {
      if (seen.has(s.start)) continue;
      seen.add(s.start);
      const file = fileAt(s.start);
      const t = timing.get(file) ?? { read: 0, sentences: 0 };
      t.sentences++;
      if (s.read) t.read++;
      timing.set(file, t);
    }
  return timing;
}

/**
 * Where a 1-based line of a zipped set's `set` entry is, for a designer: the package's file name,
 * the card (when the message has one) and the MSE field the line belongs to (the nearest key one
 * tab deep at or above it, spelled as in the file), joined by ` › `:
 * `Untitled.mse-set › "Lightning Bolt" › rule text`. Undefined for a line outside any card.
 */
export function zipEntryPlace(zip: string, lines: readonly string[], line: number, card: string | null): string | undefined {
  let field: string | undefined;
  for (let i = line - 1; i >= 0; i--) {
    const l = lines[i] ?? "";
    if (/^\t(?!\t)[^:\t]+:/.test(l)) {
      field = l.slice(1, l.indexOf(":")).trim();
      break;
    }
    if (/^[^\t\s]/.test(l)) break;
  }
  const parts = [zip.split(/[\\/]/).pop()!, ...(card ? [`"${card}"`] : []), ...(field ? [field] : [])];
  return parts.length > 1 ? parts.join(" › ") : undefined;
}

/**
 * Imports `abs` and lints it. `optionsFor` gives the lint options (config) for the original file.
 * @param onUnreadable called for each file of a folder or set that could not be read as text (the
 *   others are linted); the caller reports it as a failure (exit 2).
 * @throws CliError when the input cannot be read (from readForeign).
 */
export function lintForeign(
  abs: string,
  format: ForeignFormat,
  options: LintSourceOptions,
  onUnreadable: (file: string, message: string) => void = () => {},
): DetailedFileReport[] {
  const imported = readForeign(abs, format);
  for (const u of imported.unreadable) onUnreadable(u.file, u.message);
  // The set's own keywords are declared in the linted text, so their timing is checked where cards use them
  // (all of them: one no card uses is an `unused-keyword` finding on its own line).
  const emitted = emitCards(imported.cards, { keywords: imported.setKeywords, allKeywords: true });
  const buckets = new Map<string, FileBucket>();
  const bucket = (file: string) => {
    let b = buckets.get(file);
    if (!b) {
      b = new FileBucket(file, splitBom(imported.texts.get(file) ?? "").text);
      buckets.set(file, b);
    }
    return b;
  };
  // Every original file read gets a report (a file without findings is a clean file).
  for (const file of imported.texts.keys()) bucket(file);
  for (const c of imported.cards) {
    const b = bucket(c.source.file);
    const start = b.offset(c.source.line, 0);
    b.cards.push({ name: c.name, line: c.source.line, span: { start, end: start + (b.lines[c.source.line - 1]?.length ?? 0) } });
  }
  // A zipped set's lines are those of its `set` entry, which no editor opens: messages also name the card and field.
  const zipped = format === "mse" && isZip(abs) ? abs : undefined;
  const push: PushMessage = (src, cols, m, fixes) => {
    const b = bucket(src.file);
    const start = b.offset(src.line, cols.start);
    const where = zipped && src.file === zipped ? zipEntryPlace(zipped, b.lines, src.line, m.card) : undefined;
    b.located.push({
      message: { ...m, line: src.line, column: cols.start + 1, endLine: src.line, endColumn: cols.end + 1, ...(where ? { where } : {}) },
      detail: { span: { start, end: b.offset(src.line, cols.end) }, fixes },
    });
  };
  const text = formatText(format, options.locale);
  const warning = (w: ImportWarning) => {
    // The config's `messages` may turn a message off or change its severity.
    const setting = options.messages?.[w.messageId] ?? w.severity ?? "info";
    if (setting === "off") return;
    const b = bucket(w.source.file);
    const line = b.lines[w.source.line - 1] ?? "";
    push(
      w.source,
      { start: 0, end: line.length },
      {
        ruleId: IMPORT_RULE_ID,
        severity: SEVERITY_NUMBER[setting],
        severityName: setting,
        message: importWarningText(w, text),
        messageId: w.messageId,
        card: w.card ?? null,
      },
      [],
    );
  };
  imported.warnings.forEach(warning);
  emitted.warnings.forEach(warning);
  // How many cards each source holds and how many were read: a loss is a warning, a total loss an error.
  cardCountWarnings(imported.counts).forEach(warning);

  const { findings, result } = lintFindings(emitted.text, { ...options, lineSource: sourceLineOf(emitted.lines) });
  const genIndex = new LineIndex(emitted.text);
  const timing = timingByFile(
    result.model,
    (offset) => (emitted.lines[genIndex.positionAt(offset).line] ?? imported.cards[0]?.source)?.file ?? abs,
  );
  placeFindings(
    findings,
    emitted,
    genIndex,
    (src) => bucket(src.file).lines[src.line - 1] ?? "",
    imported.cards[0]?.source ?? { file: abs, line: 1 },
    push,
  );

  return [...buckets.values()].map((b) => bucketReport(b, options.quiet ?? false, timing.get(b.filePath)));
}

/**
 * Puts each finding on the generated CardScript back on the original line it came from (`lineOf`
 * gives an original line's text; `fallback` is where a finding outside any mapped line goes), with
 * no fixes: they would edit the generated text, not the original file.
 */
function placeFindings(
  findings: readonly Finding[],
  emitted: { text: string; lines: readonly (SourceLocation | undefined)[] },
  genIndex: LineIndex,
  lineOf: (src: SourceLocation) => string,
  fallback: SourceLocation,
  push: PushMessage,
): void {
  const genLines = emitted.text.split("\n");
  for (const f of findings) {
    const pos = genIndex.positionAt(f.span.start);
    const endPos = genIndex.positionAt(f.span.end);
    const src = emitted.lines[pos.line] ?? fallback;
    const genLine = genLines[pos.line] ?? "";
    const end = endPos.line === pos.line ? endPos.character : genLine.length;
    const cols = mapColumns(genLine, pos.character, end, lineOf(src));
    push(
      src,
      cols,
      { ruleId: f.ruleId, severity: SEVERITY_NUMBER[f.severity], severityName: f.severity, message: f.message, card: f.card ?? null },
      [],
    );
  }
}

/** The report of one original file: its messages in line order (`quiet`: errors only, warnings counted as hidden). */
function bucketReport(b: FileBucket, quiet: boolean, timing: TimingCount | undefined): DetailedFileReport {
  b.located.sort((x, y) => x.message.line - y.message.line || x.message.column - y.message.column);
  const all = b.located;
  const shown = quiet ? all.filter((l) => l.message.severity === 2) : all;
  const warningCount = all.filter((l) => l.message.severity === 1).length;
  return {
    filePath: b.filePath,
    messages: shown.map((l) => l.message),
    details: shown.map((l) => l.detail),
    errorCount: shown.filter((l) => l.message.severity === 2).length,
    warningCount: quiet ? 0 : warningCount,
    infoCount: shown.filter((l) => l.message.severity === 0).length,
    source: b.text,
    fixableCount: 0,
    cards: b.cards,
    hiddenWarningCount: quiet ? warningCount : 0,
    timing: timing ?? { read: 0, sentences: 0 },
  };
}
