/**
 * `cardscript timeline <file> [--card NAME] [--format svg|html|text|json] [--output-file F]`:
 * the Timing Map of a file's cards (or one card) from the core renderer — the same picture the
 * editor panel shows. A designer file (Magic Set Editor set, Cockatrice XML, Forge script or
 * folder) is imported in memory first, as `cardscript lint` does. Exit codes: 0 written, 2 usage
 * or IO failure (unreadable file, unknown card name, unwritable output file).
 */
import path from "node:path";
import { closest } from "fastest-levenshtein";
import { lintText } from "../../../server/src/app/service";
import type { FileModel } from "../../../server/src/core/model/file-model";
import type { Finding } from "../../../server/src/core/rules/types";
import { MAX_LINT_CHARS, tooLargeMessage } from "../../../server/src/core/limits";
import {
  renderTimingMapHtml,
  renderTimingMapSvg,
  renderTimingMapText,
  timingMapData,
  TEXT_WIDTH,
  textMinWidth,
  type TimingMapData,
} from "../../../server/src/core/timing-map/index";
import { outputWidth } from "./lint-output";
import { ConfigResolver } from "../config/load-config";
import * as configParser from "../../../server/src/app/config";
import { CliError, describeIoError, inputFailureMessage } from "../errors";
import { displayPath } from "../formats/paths";
import type { CliIo } from "../io";
import { readText } from "../lint/lint-files";
import { recordsFileReason } from "../lint/collect-files";
import { splitBom } from "../lint/lint-source";
import type { ForeignFormat } from "../import/detect-format";
import { refuseInputAsOutput, writeOutput } from "../output-file";
import { refuseIgnoredTimelineOptions, type TimelineCommandOptions } from "./timeline-options";

/** The output formats of `timeline`. */
import type { TimelineFormat } from "./timeline-formats";
import { activeCliLocale, cliText } from "../l10n/index";
import { syntaxErrorWording } from "../syntax-error-wording";
import { emitCards, type EmittedCards } from "../../../server/src/core/import/emit";
import { detectFormat, formatImportWarning, formatText, readForeign } from "../import/foreign";
import { cardCountWarnings } from "../../../server/src/core/import/card-count";
export type { TimelineFormat } from "./timeline-formats";

export interface TimelineOptions {
  card?: string;
  format: TimelineFormat;
  outputFile?: string;
  /** A config file for the file's default game (else the nearest cardscript.json). */
  config?: string;
  /** Columns for text (default: {@link textWidth}), CSS px for svg (default 1100). */
  width?: number;
}

/**
 * The width of text output: `--width`, else the terminal's width or `COLUMNS` (see
 * `outputWidth`), else {@link TEXT_WIDTH} (100: piped output).
 */
export function textWidth(io: CliIo, width?: number): number {
  return width || outputWidth(io) || TEXT_WIDTH;
}

/**
 * The width to draw text at, given the narrowest the drawing needs (`min` columns for `steps`
 * steps per turn): {@link textWidth}, or `min` when that is narrower — with a warning on stderr
 * for a narrow terminal.
 * @throws CliError (exit 2) when `--width` asks for fewer than `min` columns (nothing is drawn).
 */
export function fittedTextWidth(io: CliIo, asked: number | undefined, min: number, steps: number): number {
  const width = textWidth(io, asked);
  if (width >= min) return width;
  const l10n = cliText();
  if (asked) throw new CliError(l10n.t("cli.timeline.tooNarrow", { width, min, steps }));
  io.stderr.write(`cardscript: ${l10n.t("cli.warning", { message: l10n.t("cli.timeline.narrowTerminal", { width, min, steps }) })}\n`);
  return min;
}

/** The JSON document of `--format json` (docs/timing-map.md): the file's path as given, then the map data. */
export function timelineJson(file: string, data: TimingMapData): string {
  return JSON.stringify({ file, ...data }, null, 2) + "\n";
}

/**
 * The warning for a file with syntax errors (the first one's 1-based line and column, its message
 * in the run's language, and how many more), or "" when it parses; the map is still drawn from the
 * cards as far as they were read. `findings` are the file's, from the linter in the run's language
 * (they word the parser's error).
 */
export function syntaxErrorWarning(
  file: string,
  model: Pick<FileModel, "parse" | "lines">,
  findings: readonly Finding[],
  where: (line: number, character: number) => string = (line, character) => `${file}:${line + 1}:${character + 1}`,
): string {
  const errors = model.parse.errors;
  if (errors.length === 0) return "";
  const l10n = cliText();
  const first = errors[0]!;
  const at = model.lines.positionAt(first.span.start);
  const worded = syntaxErrorWording(findings, first.span.start, first.message);
  const data = { where: where(at.line, at.character), message: worded.replace(/\.$/, "") };
  const message =
    errors.length > 1
      ? l10n.t("cli.timeline.syntaxErrors", { ...data, more: errors.length - 1 })
      : l10n.t("cli.timeline.syntaxError", data);
  return `cardscript: ${l10n.t("cli.warning", { message })}\n`;
}

/**
 * The cards of a designer file as CardScript (`emitCards`, the set's keywords declared); files of a
 * folder or set that could not be read are named on stderr (the others are mapped; `unreadable`
 * makes the exit code 2, as `import` does); a file that cannot be decoded, or a source none of whose
 * cards was read, is an error on stderr (`lost`: exit 1), a Windows-1252 file or a partial loss a warning.
 * @throws CliError (exit 2) when the input cannot be read at all (from `readForeign`).
 */
function importDesigner(abs: string, format: ForeignFormat, io: CliIo): EmittedCards & { unreadable: number; lost: boolean } {
  const imported = readForeign(abs, format);
  const l10n = cliText();
  for (const u of imported.unreadable) io.stderr.write(`cardscript: ${l10n.t("cli.import.unreadable", { message: u.message })}\n`);
  // Files that cannot be decoded (or were read as Windows-1252) and sources whose cards were lost are said, as import says them.
  const text = formatText(format);
  const lossy = [...imported.warnings.filter((w) => w.messageId.startsWith("import.file.")), ...cardCountWarnings(imported.counts)].filter(
    (w) => w.severity === "error" || w.severity === "warning",
  );
  for (const w of lossy) io.stderr.write(`${formatImportWarning(w, io.cwd, text)}\n`);
  return {
    ...emitCards(imported.cards, { keywords: imported.setKeywords }),
    unreadable: imported.unreadable.length,
    lost: lossy.some((w) => w.severity === "error"),
  };
}

/** Where a generated line (0-based) came from: `file:line` of the original designer file, else `file`. */
function originalLine(emitted: EmittedCards, file: string, cwd: string): (line: number) => string {
  return (line) => {
    const src = emitted.lines[line];
    return src ? `${displayPath(src.file, cwd)}:${src.line}` : file;
  };
}

/**
 * Renders the map of `file` in `opts.format` to stdout or `opts.outputFile`, its words in the run's
 * language (`--locale`, see `setCliLocale`); ids and the JSON shape never change with it.
 * @returns 0, or 2 when files of a designer folder or set could not be read (the map shows the others).
 * @throws CliError (exit 2) for an option only `--set` reads or `--width` with html or json, when the
 * file cannot be read, is not UTF-8, or `--card` names no card (the message lists the closest names).
 */
export function runTimeline(file: string, opts: TimelineOptions & TimelineCommandOptions, io: CliIo): number {
  refuseIgnoredTimelineOptions(opts, false);
  try {
    return timelineOf(file, opts, io);
  } catch (e) {
    // The input's guard: an internal error names the input (nothing half-written on stdout).
    if (e instanceof CliError) throw e;
    throw new CliError(inputFailureMessage(file, e));
  }
}

function timelineOf(file: string, opts: TimelineOptions, io: CliIo): number {
  const abs = path.resolve(io.cwd, file);
  if (opts.outputFile !== undefined) refuseInputAsOutput(path.resolve(io.cwd, opts.outputFile), [abs], "--output-file");
  const records = recordsFileReason(abs);
  if (records) throw new CliError(`${file}: ${records}`);
  // A designer file is imported in memory (as `lint` does); its cards' CardScript is mapped.
  const designer = detectFormat(abs);
  const emitted = designer ? importDesigner(abs, designer, io) : undefined;
  let raw: string;
  if (emitted) raw = emitted.text;
  else {
    try {
      raw = readText(abs);
    } catch (e) {
      throw new CliError(`${file}: ${describeIoError(e)}`); // the reason is in the run's language
    }
  }
  if (raw.length > MAX_LINT_CHARS) throw new CliError(`${file}: ${tooLargeMessage(raw.length, cliText())}`);
  const game = new ConfigResolver(io.cwd, opts.config, configParser).forFile(abs).config.game;
  const { model, findings } = lintText(splitBom(raw).text, { game, locale: activeCliLocale() });
  const l10n = cliText();
  // A map of a file that does not parse is drawn from what could be read: say so, never silently
  // (for a designer file, at the line of the original file the generated line came from).
  const warning = syntaxErrorWarning(file, model, findings, emitted ? originalLine(emitted, file, io.cwd) : undefined);
  if (warning) io.stderr.write(warning);
  const data = timingMapData(model, { card: opts.card });
  if (opts.card !== undefined && data.cards.length === 0) {
    const names = [...new Set(timingMapData(model).cards.map((c) => c.name))];
    const hint = names.length
      ? l10n.t("cli.error.closestCard", {
          closest: closest(opts.card, names),
          names: names.slice(0, 10).join(", ") + (names.length > 10 ? ", …" : ""),
        })
      : l10n.t("cli.error.fileHasNoCard");
    throw new CliError(l10n.t("cli.error.noCardNamed", { file, card: opts.card, hint }));
  }
  const shown = displayPath(abs, io.cwd);
  const output =
    opts.format === "svg"
      ? renderTimingMapSvg(data, { l10n: model.l10n, width: opts.width || undefined })
      : opts.format === "html"
        ? renderTimingMapHtml(data, shown, model.l10n)
        : opts.format === "text"
          ? renderTimingMapText(data, model.l10n, {
              width: fittedTextWidth(io, opts.width, textMinWidth(data.space, model.l10n), data.space.segments.length),
            })
          : timelineJson(shown, data);
  if (opts.outputFile !== undefined) writeOutput(path.resolve(io.cwd, opts.outputFile), output);
  else io.stdout.write(output);
  return emitted?.unreadable ? 2 : emitted?.lost ? 1 : 0;
}
