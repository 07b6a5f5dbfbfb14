/**
 * `cardscript import <file|folder> --out <folder>`: card records (JSON / JSON Lines), a Magic Set
 * Editor set, Cockatrice XML or Forge scripts → one `.card` file per card. The format is detected
 * from the path (and, failing that, the content).
 */
import path from "node:path";
import { emitCards } from "../../../server/src/core/import/emit";
import { cardCountWarnings } from "../../../server/src/core/import/card-count";
import type { CliIo } from "../io";
import { importWarningCard, importWarningText } from "../../../server/src/core/import/warning-text";
import type { RecordWarning } from "../../../server/src/core/import/imported-card";
import { detectFormat, formatImportWarning, formatText, readForeign } from "../import/foreign";
import { OutDir } from "../import/out-dir";
import { readRecordFile, writeCards } from "../import/write-cards";
import { cliText } from "../l10n/index";
import { pushAll } from "../../../server/src/core/collections/append";
import { inputFailureMessage } from "../errors";

export interface ImportCommandOptions {
  out: string;
  overwrite?: boolean;
}

/** " (3 warnings, see above)" in the run's language; "" for none. */
function seeAbove(warnings: number): string {
  const l10n = cliText();
  return warnings ? l10n.t("cli.import.seeAbove", { warnings: l10n.tn("cli.warnings", warnings) }) : "";
}

/** Imports `file` into `opts.out`; messages in the run's language (`setCliLocale`). @returns the exit code: 0, 1 when a file cannot be decoded or a source gave no card of those it holds, 2 when a file cannot be read. @throws CliError (exit 2) for unreadable input or an unwritable folder. */
export function runImport(file: string, opts: ImportCommandOptions, io: CliIo): number {
  const l10n = cliText();
  const abs = path.resolve(io.cwd, file);
  const outDir = path.resolve(io.cwd, opts.out);
  let warnings = 0;
  const format = detectFormat(abs);
  if (!format) {
    const records = readRecordFile(abs);
    const onWarning = (message: string) => {
      warnings++;
      io.stderr.write(`cardscript: ${l10n.t("cli.warning", { message })}\n`);
    };
    // The record importers' warnings are the core's (the CLI's catalog holds them too).
    const onRecordWarning = (w: RecordWarning) => onWarning(`${importWarningCard(w.card, l10n)}: ${importWarningText(w, l10n)}`);
    let failed = 0;
    const onFailure = (message: string) => {
      failed++;
      io.stderr.write(`cardscript: ${message}\n`);
    };
    const written = writeCards(records, outDir, { overwrite: opts.overwrite, onWarning, onRecordWarning, onFailure });
    const files = l10n.tn("cli.cardFiles", written.length);
    io.stdout.write(`${l10n.tn("cli.import.wrote", written.length, { files, out: opts.out, warnings: seeAbove(warnings) })}\n`);
    return failed > 0 ? 2 : 0;
  }
  const imported = readForeign(abs, format);
  const out = new OutDir(outDir, opts.overwrite);
  // Each source's card count comes last, after the warnings that say why cards were lost.
  const counts = cardCountWarnings(imported.counts);
  const all = [...imported.warnings];
  const linkWarnings: string[] = [];
  let count = 0;
  let failed = 0;
  for (const card of imported.cards) {
    // Each card file declares the set's keywords it uses (`keyword "Name": …`); one guard per card.
    let emitted: ReturnType<typeof emitCards>;
    try {
      emitted = emitCards([card], { keywords: imported.setKeywords });
    } catch (e) {
      failed++;
      io.stderr.write(`cardscript: ${inputFailureMessage(card.name, e)}\n`);
      continue;
    }
    pushAll(all, emitted.warnings);
    out.write(card.name, emitted.text, (m) => linkWarnings.push(m));
    count++;
  }
  for (const m of linkWarnings) io.stderr.write(`cardscript: ${l10n.t("cli.warning", { message: m })}\n`);
  const text = formatText(format);
  for (const w of [...all, ...counts]) io.stderr.write(`${formatImportWarning(w, io.cwd, text)}\n`);
  // Files that could not be read are failures, not warnings: their cards are missing (exit 2).
  for (const u of imported.unreadable) io.stderr.write(`cardscript: ${l10n.t("cli.import.unreadable", { message: u.message })}\n`);
  const summary = {
    cards: l10n.tn("cli.cards", imported.cards.length),
    format,
    files: l10n.tn("cli.cardFiles", count),
    out: opts.out,
    warnings: seeAbove(all.length + linkWarnings.length),
  };
  io.stdout.write(`${l10n.t("cli.import.read", summary)}\n`);
  if (imported.unreadable.length > 0 || failed > 0) return 2;
  // A file that cannot be decoded, or a source none of whose cards could be read, fails the import (exit 1).
  return [...all, ...counts].some((w) => w.severity === "error") ? 1 : 0;
}
