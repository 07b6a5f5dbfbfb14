/**
 * `cardscript timeline <file> [--card NAME] [--format svg|html|text|json] [--output-file F]`:
 * the Timing Map of a file's cards (or one card) from the core renderer — the same picture the
 * editor panel shows. Exit codes: 0 written, 2 usage or IO failure (unreadable file, unknown
 * card name, unwritable output file).
 */
import path from "node:path";
import { closest } from "fastest-levenshtein";
import { lintText } from "../../../server/src/core/linter";
import {
  renderTimingMapHtml,
  renderTimingMapSvg,
  renderTimingMapText,
  timingMapData,
  type TimingMapData,
} from "../../../server/src/core/timing-map/index";
import { ConfigResolver } from "../config/load-config";
import * as configParser from "../../../server/src/core/config";
import { CliError, describeIoError } from "../errors";
import { displayPath } from "../formats/paths";
import type { CliIo } from "../io";
import { readText } from "../lint/lint-files";
import { splitBom } from "../lint/lint-source";
import { refuseInputAsOutput, writeOutput } from "../output-file";

/** The output formats of `timeline`. */
import type { TimelineFormat } from "./timeline-formats";
export { TIMELINE_FORMATS, type TimelineFormat } from "./timeline-formats";

export interface TimelineOptions {
  card?: string;
  format: TimelineFormat;
  outputFile?: string;
  /** A config file for the file's default game (else the nearest cardscript.json). */
  config?: string;
}

/** The JSON document of `--format json` (docs/timing-map.md): the file's path as given, then the map data. */
export function timelineJson(file: string, data: TimingMapData): string {
  return JSON.stringify({ file, ...data }, null, 2) + "\n";
}

/**
 * Renders the map of `file` in `opts.format` to stdout or `opts.outputFile`.
 * @throws CliError (exit 2) when the file cannot be read, is not UTF-8, or `--card` names no card (the message lists the closest names).
 */
export function runTimeline(file: string, opts: TimelineOptions, io: CliIo): number {
  const abs = path.resolve(io.cwd, file);
  if (opts.outputFile !== undefined) refuseInputAsOutput(path.resolve(io.cwd, opts.outputFile), [abs], "--output-file");
  let raw: string;
  try {
    raw = readText(abs);
  } catch (e) {
    throw new CliError(`${file}: ${describeIoError(e)}`);
  }
  const game = new ConfigResolver(io.cwd, opts.config, configParser).forFile(abs).config.game;
  const model = lintText(splitBom(raw).text, { game }).model;
  const data = timingMapData(model, { card: opts.card });
  if (opts.card !== undefined && data.cards.length === 0) {
    const names = [...new Set(timingMapData(model).cards.map((c) => c.name))];
    const hint = names.length
      ? `; closest: ${closest(opts.card, names)} (cards: ${names.slice(0, 10).join(", ")}${names.length > 10 ? ", …" : ""})`
      : "; the file has no card";
    throw new CliError(`${file}: no card named '${opts.card}'${hint}`);
  }
  const shown = displayPath(abs, io.cwd);
  const output =
    opts.format === "svg"
      ? renderTimingMapSvg(data)
      : opts.format === "html"
        ? renderTimingMapHtml(data, shown)
        : opts.format === "text"
          ? renderTimingMapText(data)
          : timelineJson(shown, data);
  if (opts.outputFile !== undefined) writeOutput(path.resolve(io.cwd, opts.outputFile), output);
  else io.stdout.write(output);
  return 0;
}
