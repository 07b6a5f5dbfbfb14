/**
 * `cardscript import <file|folder> --out <folder>`: card records (JSON / JSON Lines), a Magic Set
 * Editor set, Cockatrice XML or Forge scripts → one `.card` file per card. The format is detected
 * from the path (and, failing that, the content).
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cardFileName } from "../../../server/src/core/import/card-import";
import { emitCards } from "../../../server/src/core/import/emit";
import type { CliIo } from "../io";
import { CliError, describeIoError } from "../errors";
import { detectFormat, formatImportWarning, readForeign } from "../import/foreign";
import { readRecordFile, uniqueFileName, writeCards } from "../import/write-cards";
import { plural } from "../formats/paths";

export interface ImportCommandOptions {
  out: string;
  overwrite?: boolean;
}

export function runImport(file: string, opts: ImportCommandOptions, io: CliIo): number {
  const abs = path.resolve(io.cwd, file);
  const outDir = path.resolve(io.cwd, opts.out);
  let warnings = 0;
  const format = detectFormat(abs);
  if (!format) {
    const records = readRecordFile(abs);
    const onWarning = (message: string) => {
      warnings++;
      io.stderr.write(`cardscript: warning: ${message}\n`);
    };
    const written = writeCards(records, outDir, { overwrite: opts.overwrite, onWarning });
    io.stdout.write(
      `Wrote ${plural(written.length, "card file")} to ${opts.out}${warnings ? ` (${plural(warnings, "warning")}, see above)` : ""}\n`,
    );
    return 0;
  }
  const imported = readForeign(abs, format);
  try {
    mkdirSync(outDir, { recursive: true });
  } catch (e) {
    throw new CliError(`cannot create ${outDir}: ${describeIoError(e)}`);
  }
  const taken = new Set<string>();
  if (!opts.overwrite) for (const f of readdirSync(outDir)) taken.add(f.toLowerCase());
  const all = [...imported.warnings];
  let count = 0;
  for (const card of imported.cards) {
    const emitted = emitCards([card]);
    all.push(...emitted.warnings);
    const target = path.join(outDir, uniqueFileName(cardFileName(card.name), taken));
    try {
      writeFileSync(target, emitted.text);
    } catch (e) {
      throw new CliError(`cannot write ${target}: ${describeIoError(e)}`);
    }
    count++;
  }
  for (const w of all) io.stderr.write(`${formatImportWarning(w, io.cwd)}\n`);
  io.stdout.write(
    `Read ${plural(imported.cards.length, "card")} (${format}); wrote ${plural(count, "card file")} to ${opts.out}${all.length ? ` (${plural(all.length, "warning")}, see above)` : ""}\n`,
  );
  return 0;
}
