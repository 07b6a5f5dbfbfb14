/**
 * Escaping user text (card names, field values, rules text) for Markdown hovers, so that what
 * the user wrote shows literally: no emphasis, no HTML, no links (`command:` links included),
 * no headings or lists from a name that starts a line.
 */

/** Characters that can start Markdown syntax anywhere in a line (CommonMark allows `\` before any of them). */
const ACTIVE = /[\\`*_{}[\]()<>!|~&]/g;

/**
 * `text` as literal Markdown text: every active character backslash-escaped, a leading
 * heading, list or rule marker (`#`, `-`, `+`, `=`, `1.`, `2)`) escaped, line breaks turned
 * into spaces.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\r\n\u2028\u2029]+/g, " ")
    .replace(ACTIVE, "\\$&")
    .replace(/^(\d+)([.)])/, "$1\\$2")
    .replace(/^[#+=-]/, "\\$&");
}

/**
 * `text` as a Markdown code span: fenced with more backticks than the longest backtick run in
 * it (escapes do not work inside code spans), padded with a space when it starts or ends with one.
 */
export function codeSpan(text: string): string {
  const flat = text.replace(/[\r\n\u2028\u2029]+/g, " ");
  let longest = 0;
  for (const run of flat.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = "`".repeat(longest + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}
