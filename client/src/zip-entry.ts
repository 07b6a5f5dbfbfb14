/**
 * A read-only view of an entry of a zipped Magic Set Editor set (`.mse-set`), for the editor: the
 * CLI reports a finding in a zipped set at a line of its `set` entry (and names the card and field,
 * `My Set.mse-set › "Dawn Tender" › rule text`), which no editor opens. The extension shows the
 * entry as a text document of the `cardscript-zip` scheme (`zip-entry-provider.ts`) and opens it at
 * the finding's line from the terminal's lint output. This module is the part without VS Code: the
 * URI shape, the entry's text, and the finding rows of the stylish output that point into a zip.
 */
import { ZipMembers } from "../../cli/src/import/zip-members";

/** The URI scheme of the read-only entry view (a document of it can never be saved). */
export const ZIP_ENTRY_SCHEME = "cardscript-zip";

/** The entry of a zipped set that holds its cards (the one the CLI's positions are in). */
export const SET_ENTRY = "set";

/**
 * The parts of the URI of entry `entry` of the zip at `zipPath` (a file-system path with `/`
 * separators, as `Uri.file(...).path` gives it): the path ends with the entry's name so the editor
 * tab reads `set`, and the query names the entry exactly. `Uri.from` builds the URI.
 */
export function zipEntryUriParts(zipPath: string, entry: string = SET_ENTRY): { scheme: string; path: string; query: string } {
  return { scheme: ZIP_ENTRY_SCHEME, path: `${zipPath}/${entry}`, query: new URLSearchParams({ entry }).toString() };
}

/** The zip's path and the entry's name from a URI's path and query ({@link zipEntryUriParts}). */
export function zipEntryOf(path: string, query: string): { zipPath: string; entry: string } {
  const entry = new URLSearchParams(query).get("entry") ?? SET_ENTRY;
  const zipPath = path.endsWith(`/${entry}`) ? path.slice(0, path.length - entry.length - 1) : path;
  return { zipPath, entry };
}

/**
 * The text of entry `entry` of a zip, decoded as UTF-8 with a BOM dropped, so its lines are the
 * lines the CLI reports. A message instead of the text when the bytes are no zip, the entry is
 * missing, or it is over the unpacking limits (the view is read-only: the message can do no harm).
 */
export function zipEntryText(bytes: Uint8Array, entry: string = SET_ENTRY): string {
  let members: ZipMembers;
  try {
    members = new ZipMembers(bytes);
  } catch (e) {
    return `This file is not a zip archive (${e instanceof Error ? e.message : String(e)}).`;
  }
  try {
    const data = members.read(entry);
    if (!data) return `The zip archive has no entry '${entry}'.`;
    const text = new TextDecoder("utf-8").decode(data);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch (e) {
    return `The entry '${entry}' could not be read: ${e instanceof Error ? e.message : String(e)}`;
  }
}

/** A finding row of the CLI's stylish output that points into a zipped set. */
export interface ZipFindingLink {
  /** Where the link is in the row (UTF-16 offset and length): the `line:column` and the place. */
  start: number;
  length: number;
  /** The package's file name as printed (`My Set.mse-set`). */
  zipName: string;
  /** 1-based line and column in the `set` entry. */
  line: number;
  column: number;
}

const ZIP_ROW = /^(\s+)(\d+):(\d+)(\s+(?:error|warning|info)\s+)([^\n›]*?\.mse-set)(?= › )((?: › (?:"(?:[^"\\]|\\.)*"|[^›:]+))*)/u;

/**
 * The zip finding in one row of stylish output (`  9:5  warning  My Set.mse-set › "Dawn Tender" ›
 * rule text: …`), or undefined for any other row. Colours (ANSI escapes) are not expected: the
 * terminal passes the row's text.
 */
export function zipFindingLink(row: string): ZipFindingLink | undefined {
  const m = ZIP_ROW.exec(row);
  if (!m) return undefined;
  const start = m[1]!.length;
  const end = m.index + m[0].length;
  return { start, length: end - start, zipName: m[5]!, line: Number(m[2]), column: Number(m[3]) };
}
