/**
 * Escaping record fields into CardScript source, shared by every game's importer. A field value,
 * a name or a type from a record must never add structure to the file (a line break in a type
 * once added a second `card` block): line breaks become spaces and the importer says so.
 */
import type { WarningMessage } from "./imported-card";

/** Line ends as the lexer sees them (LF, CR, CRLF), with the white space around them. Linear: starts only at the start of a white-space run. */
const LINE_BREAK = /(?<!\s)\s*[\r\n]+\s*|^\s*[\r\n]+\s*/g;

/**
 * Quotes a name for `card "…"` / `face "…"`: backslashes and quotes escaped, line breaks (which a
 * quoted name cannot hold) turned into spaces.
 * @param warn told when the name had a line break.
 */
export function quoteName(name: string, warn?: (message: WarningMessage) => void): string {
  const flat = /[\r\n]/.test(name) ? name.replace(LINE_BREAK, " ").trim() : name;
  if (flat !== name) warn?.({ messageId: "import.record.nameLineBreak" });
  return `"${flat.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/**
 * A field value safe for one CardScript field line: line breaks become spaces, and a " #"
 * (which would start a comment) keeps its "#" by dropping the white space before it.
 * @param warn told (with the field's name) when the value had to change.
 */
export function fieldValue(v: string, warn: (message: WarningMessage) => void, field: string): string {
  const flat = v.replace(LINE_BREAK, " ").trim();
  const safe = flat.replace(/(?<![ \t])[ \t]+#/g, "#");
  if (safe !== v.trim()) warn({ messageId: "import.record.fieldOneLine", data: { field } });
  return safe;
}

/**
 * A rules-text line that CardScript would read as structure rather than text: one starting with
 * `}` or `#`, a lower-case word and a colon (a field), or `card "` / `face "`.
 */
export function looksLikeStructure(line: string): boolean {
  return /^[}#]/.test(line) || /^[a-z][a-z0-9_-]*[ \t]*:/.test(line) || /^(?:card|face)[ \t]+"/.test(line);
}
