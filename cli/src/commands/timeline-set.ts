/**
 * `cardscript timeline --set <paths…> [--colour|--color U,B] [--rarity common] [--type Instant]
 * [--opponent] [--format text|svg|html|json] [--width N] [-o F]`: the set-wide Timing Matrix of
 * every `.card` file the paths name (files, folders, globs — selected as `lint` selects them),
 * from the core's matrix (built on the Timing Map data, so the two never disagree). Exit codes:
 * 0 written, 2 usage or IO failure (no .card file, an unreadable file, an unwritable output).
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { lintText } from "../../../server/src/app/service";
import {
  MATRIX_SCRIPT,
  matrixTextMinWidth,
  renderTimingMatrixHtml,
  renderTimingMatrixSvg,
  renderTimingMatrixText,
  filterMatrix,
  timingMatrixData,
  type MatrixSource,
} from "../../../server/src/core/timing-map/index";
import * as configParser from "../../../server/src/app/config";
import { ConfigResolver } from "../config/load-config";
import { CliError, describeIoError } from "../errors";
import { displayPath } from "../formats/paths";
import type { CliIo } from "../io";
import { activeCliLocale, cliText } from "../l10n/index";
import { collectFiles, onePathPerFile } from "../lint/collect-files";
import { readText } from "../lint/lint-files";
import { splitBom } from "../lint/lint-source";
import { refuseInputAsOutput, writeOutput } from "../output-file";
import { fittedTextWidth, type TimelineOptions } from "./timeline";
import { checkedMatrixFilter, refuseIgnoredTimelineOptions } from "./timeline-options";

export interface TimelineSetOptions extends TimelineOptions {
  colour?: string;
  rarity?: string;
  type?: string;
  opponent?: boolean;
}

/** SHA-256 of the matrix page's script (base64), for its Content-Security-Policy. */
export const matrixScriptHash = (): string => createHash("sha256").update(MATRIX_SCRIPT, "utf8").digest("base64");

/**
 * Renders the matrix of the `.card` files under `paths` in `opts.format`.
 * @returns 0
 * @throws CliError (exit 2) for an option `--set` does not read (`--card`, `--width` with html or
 * json), a filter value that names nothing (with the nearest value), when no .card file is found
 * or one cannot be read.
 */
export async function runTimelineSet(paths: readonly string[], opts: TimelineSetOptions, io: CliIo): Promise<number> {
  refuseIgnoredTimelineOptions(opts, true);
  const l10n = cliText();
  const collected = await collectFiles(paths, { cwd: io.cwd });
  const files = onePathPerFile(
    collected.files.filter((f) => f.endsWith(".card")),
    collected.links,
  );
  if (files.length === 0) throw new CliError(l10n.t("cli.error.setNoCardFile", { paths: paths.join(", ") }));
  if (opts.outputFile !== undefined) refuseInputAsOutput(path.resolve(io.cwd, opts.outputFile), files, "--output-file");
  const resolver = new ConfigResolver(io.cwd, opts.config, configParser);
  const sources: MatrixSource[] = files.map((abs) => {
    let raw: string;
    try {
      raw = readText(abs);
    } catch (e) {
      throw new CliError(`${displayPath(abs, io.cwd)}: ${describeIoError(e)}`);
    }
    const game = resolver.forFile(abs).config.game;
    return { file: displayPath(abs, io.cwd), model: lintText(splitBom(raw).text, { game, locale: activeCliLocale() }).model };
  });
  const all = timingMatrixData(sources)!;
  const data = filterMatrix(all, checkedMatrixFilter(opts, sources[0]!.model.game, all.values));
  const words = sources[0]!.model.l10n;
  const title = paths.join(", ");
  const output =
    opts.format === "svg"
      ? renderTimingMatrixSvg(data, words, opts.width || undefined)
      : opts.format === "html"
        ? renderTimingMatrixHtml(data, title, words, matrixScriptHash())
        : opts.format === "text"
          ? renderTimingMatrixText(data, words, fittedTextWidth(io, opts.width, matrixTextMinWidth(data), data.space.segments.length))
          : JSON.stringify(data, null, 2) + "\n";
  if (opts.outputFile !== undefined) writeOutput(path.resolve(io.cwd, opts.outputFile), output);
  else io.stdout.write(output);
  return 0;
}
