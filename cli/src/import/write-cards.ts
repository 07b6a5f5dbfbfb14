/**
 * `cardscript import`: card records → one `.card` file each, through the core importer
 * (`readRecords`, `recordToSource` — MTG or YGO by the record's shape —, `cardFileName`).
 */
import { readFileSync } from "node:fs";
import { readRecords, RecordsSyntaxError, RecordsTooDeepError, type CardRecord } from "../../../server/src/core/import/card-import";
import { tooDeepMessage } from "../../../server/src/core/limits";
import { recordToSource } from "../../../server/src/app/service";
import type { RecordWarning } from "../../../server/src/core/import/imported-card";
import { CliError, describeIoError, inputFailureMessage } from "../errors";
import { decodeBytes, NotTextError } from "../../../server/src/node-io/decode-text";
import { OutDir } from "./out-dir";
import { cliText } from "../l10n/index";

/** One written file. */
export interface WrittenCard {
  /** Absolute path of the written file. */
  filePath: string;
  record: CardRecord;
}

/**
 * Reads records from a JSON or JSON Lines file.
 * The bytes are UTF-8, or UTF-16 with a byte order mark (as Windows PowerShell writes files).
 * @throws CliError (exit 2) naming the file when it cannot be read, is not text in those encodings
 *   (with the line of the first byte that is not UTF-8), is not valid JSON/JSONL (with the line
 *   number from the core), holds no records, or a record has no name.
 */
export function readRecordFile(file: string): CardRecord[] {
  let text: string;
  try {
    text = decodeBytes(readFileSync(file), { utf16: true });
  } catch (e) {
    if (e instanceof NotTextError) throw new CliError(`${file} ${describeIoError(e)}`);
    throw new CliError(cliText().t("cli.error.cannotRead", { file, reason: describeIoError(e) }));
  }
  let records: CardRecord[];
  try {
    records = readRecords(text);
  } catch (e) {
    if (e instanceof RecordsSyntaxError) throw new CliError(cliText().t("cli.error.notJson", { file, line: e.line, reason: e.reason }));
    if (e instanceof RecordsTooDeepError) throw new CliError(`${file}: ${tooDeepMessage(e.depth, e.line, cliText())}`);
    throw new CliError(`${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (records.length === 0) throw new CliError(cliText().t("cli.error.noRecords", { file }));
  records.forEach((r, i) => {
    if (!r || typeof r !== "object" || Array.isArray(r) || typeof r["name"] !== "string" || r["name"] === "") {
      throw new CliError(cliText().t("cli.error.badRecord", { file, n: i + 1 }));
    }
  });
  return records;
}

/**
 * Writes one `.card` file per record into `outDir` (created when missing), each atomically (see
 * {@link OutDir}). Existing files are never overwritten unless `overwrite` is set: their names count
 * as taken; symbolic links in `outDir` are never written through, with `overwrite` too.
 * `onRecordWarning` hears the importer's warnings (to render in the run's language), `onWarning` the folder's.
 * @throws CliError (exit 2) when the folder or a file cannot be written; files already written stay.
 */
export function writeCards(
  records: readonly CardRecord[],
  outDir: string,
  options: {
    overwrite?: boolean;
    onWarning?: (message: string) => void;
    onRecordWarning?: (warning: RecordWarning) => void;
    /** Told of a record whose conversion hit an internal error (it is skipped; the others are written). */
    onFailure?: (message: string) => void;
  } = {},
): WrittenCard[] {
  const out = new OutDir(outDir, options.overwrite);
  const written: WrittenCard[] = [];
  for (const record of records) {
    const name = String(record["name"]);
    let source: string;
    try {
      source = recordToSource(record, options.onRecordWarning);
    } catch (e) {
      // One guard per record: a bug in one conversion costs that card only.
      const failure = inputFailureMessage(name, e);
      if (!options.onFailure) throw new CliError(failure);
      options.onFailure(failure);
      continue;
    }
    written.push({ filePath: out.write(name, source, options.onWarning), record });
  }
  return written;
}
