/** `cardscript import <file> --out <folder>`: card records (JSON / JSON Lines) → `.card` files. */
import path from "node:path";
import type { CliIo } from "../io";
import { readRecordFile, writeCards } from "../import/write-cards";
import { plural } from "../formats/paths";

export interface ImportCommandOptions {
  out: string;
  overwrite?: boolean;
}

export function runImport(file: string, opts: ImportCommandOptions, io: CliIo): number {
  const records = readRecordFile(path.resolve(io.cwd, file));
  const outDir = path.resolve(io.cwd, opts.out);
  let warnings = 0;
  const onWarning = (message: string) => {
    warnings++;
    io.stderr.write(`cardscript: warning: ${message}\n`);
  };
  const written = writeCards(records, outDir, { overwrite: opts.overwrite, onWarning });
  io.stdout.write(`Wrote ${plural(written.length, "card file")} to ${opts.out}${warnings ? ` (${plural(warnings, "warning")}, see above)` : ""}\n`);
  return 0;
}
