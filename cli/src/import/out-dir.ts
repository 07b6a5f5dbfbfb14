/**
 * The `--out` folder of `cardscript import`: picks a free, safe file name per card and writes it
 * without losing data (see `write-file-safely.ts`). Existing files keep their names unless
 * `--overwrite` is given; a symbolic link in the folder is never written through nor replaced,
 * with `--overwrite` too (the card goes to the next free name and a warning says so).
 */
import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { cardFileName } from "../../../server/src/core/import/card-import";
import { CliError, describeIoError } from "../errors";
import { writeFileSafely } from "../write-file-safely";
import { cliText } from "../l10n/index";

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

export class OutDir {
  /** Lower-cased names not to write (existing files, or only symbolic links with `overwrite`). */
  private readonly taken = new Set<string>();
  /** Lower-cased names of the symbolic links in the folder. */
  private readonly links = new Set<string>();

  /**
   * Creates the folder when missing and lists what is in it.
   * @throws CliError (exit 2) when the folder cannot be created or read.
   */
  constructor(
    readonly dir: string,
    private readonly overwrite = false,
  ) {
    try {
      mkdirSync(dir, { recursive: true });
    } catch (e) {
      throw new CliError(cliText().t("cli.error.cannotCreate", { file: dir, reason: describeIoError(e) }));
    }
    try {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const name = entry.name.toLowerCase();
        if (entry.isSymbolicLink()) this.links.add(name);
        if (!overwrite || entry.isSymbolicLink()) this.taken.add(name);
      }
    } catch (e) {
      throw new CliError(cliText().t("cli.error.cannotRead", { file: dir, reason: describeIoError(e) }));
    }
  }

  /**
   * Writes one card's source under a file name made from `cardName` (see `cardFileName`).
   * @param onWarning told when the natural name was a symbolic link and another name was used.
   * @returns the absolute path written.
   * @throws CliError (exit 2) when the file cannot be written (the old file, if any, is intact).
   */
  write(cardName: string, source: string, onWarning?: (message: string) => void): string {
    const base = cardFileName(cardName);
    const name = uniqueFileName(base, this.taken);
    if (this.overwrite && name !== base && this.links.has(base.toLowerCase())) {
      onWarning?.(cliText().t("cli.import.symlinkRenamed", { card: cardName, file: base, name }));
    }
    const filePath = path.join(this.dir, name);
    try {
      writeFileSafely(filePath, source, { refuseSymlink: true });
    } catch (e) {
      // A link that appeared after the folder was listed.
      throw new CliError(cliText().t("cli.error.cannotWrite", { file: filePath, reason: describeIoError(e) }));
    }
    return filePath;
  }
}
