/**
 * `cardscript import`: card records → one `.card` file each, through the core importer
 * (`readRecords`, `recordToSource` — MTG or YGO by the record's shape —, `cardFileName`).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cardFileName, readRecords, recordToSource, type CardRecord } from "../../../server/src/core/import/card-import";
import { CliError, describeIoError } from "../errors";

/** One written file. */
export interface WrittenCard {
  /** Absolute path of the written file. */
  filePath: string;
  record: CardRecord;
}

/**
 * A file name not in `taken`: `name.card`, then `name-2.card`, `name-3.card`, … (compared
 * case-insensitively, so the result is safe on case-insensitive file systems). Adds it to `taken`.
 */
export function uniqueFileName(base: string, taken: Set<string>): string {
  const stem = base.replace(/\.card$/, "");
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem}-${n}.card`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * Reads records from a JSON or JSON Lines file.
 * @throws CliError (exit 2) naming the file when it cannot be read, is not valid JSON/JSONL
 *   (with the line number from the core), holds no records, or a record has no name.
 */
export function readRecordFile(file: string): CardRecord[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new CliError(`cannot read ${file}: ${describeIoError(e)}`);
  }
  let records: CardRecord[];
  try {
    records = readRecords(text);
  } catch (e) {
    throw new CliError(`${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (records.length === 0) throw new CliError(`${file}: no card records found`);
  records.forEach((r, i) => {
    if (!r || typeof r !== "object" || Array.isArray(r) || typeof r["name"] !== "string" || r["name"] === "") {
      throw new CliError(`${file}: record ${i + 1} is not a card record with a "name"`);
    }
  });
  return records;
}

/**
 * Writes one `.card` file per record into `outDir` (created when missing).
 * Existing files are never overwritten unless `overwrite` is set: their names count as taken.
 * @throws CliError (exit 2) when the folder or a file cannot be written.
 */
export function writeCards(
  records: readonly CardRecord[],
  outDir: string,
  options: { overwrite?: boolean; onWarning?: (message: string) => void } = {},
): WrittenCard[] {
  try {
    mkdirSync(outDir, { recursive: true });
  } catch (e) {
    throw new CliError(`cannot create ${outDir}: ${describeIoError(e)}`);
  }
  const taken = new Set<string>();
  if (!options.overwrite) {
    try {
      for (const f of readdirSync(outDir)) taken.add(f.toLowerCase());
    } catch (e) {
      throw new CliError(`cannot read ${outDir}: ${describeIoError(e)}`);
    }
  }
  const written: WrittenCard[] = [];
  for (const record of records) {
    const filePath = path.join(outDir, uniqueFileName(cardFileName(String(record["name"])), taken));
    try {
      writeFileSync(filePath, recordToSource(record, options.onWarning));
    } catch (e) {
      throw new CliError(`cannot write ${filePath}: ${describeIoError(e)}`);
    }
    written.push({ filePath, record });
  }
  return written;
}
