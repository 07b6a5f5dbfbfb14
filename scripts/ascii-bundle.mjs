// Rewrites a bundle so that it holds only ASCII characters: each other character becomes a
// `\uXXXX` escape (two for one outside the Basic Multilingual Plane). V8 keeps a script's source
// for as long as the script lives; one non-ASCII character (an apostrophe in a regular expression,
// a dash in a comment — esbuild escapes strings but leaves these) made the whole source a
// two-byte string: 9.8 MB instead of 4.9 MB for the CLI bundle, held by every thread that runs it
// (`lint --concurrency` workers too). An escape means the same character in a string, a regular
// expression (with or without the `u` flag), an identifier and a comment; only a `String.raw`
// template would see the backslash, so a bundle with a non-ASCII character in one is refused.
// Source maps map lines, and columns before the first escape of a line, as before.
import { readFileSync, writeFileSync } from "node:fs";

/**
 * Escapes the non-ASCII characters of the bundle `file` in place.
 * @throws Error naming the line when a non-ASCII character is inside a `String.raw` template.
 */
export function asciiBundle(file) {
  const text = readFileSync(file, "utf8");
  if (!/[^\0-\x7f]/.test(text)) return;
  checkRawTemplates(text, file);
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0);
    if (code < 0x80) out += ch;
    else
      for (const unit of ch.length === 1 ? [code] : [ch.charCodeAt(0), ch.charCodeAt(1)]) out += `\\u${unit.toString(16).padStart(4, "0")}`;
  }
  writeFileSync(file, out);
}

/** Refuses a `String.raw` template (its `${…}` parts skipped) that holds a non-ASCII character. */
function checkRawTemplates(text, file) {
  for (let at = text.indexOf("String.raw`"); at >= 0; at = text.indexOf("String.raw`", at + 1)) {
    let depth = 0;
    for (let i = at + "String.raw`".length; i < text.length; i++) {
      const c = text[i];
      if (c === "\\") i++;
      else if (depth === 0 && c === "$" && text[i + 1] === "{") {
        depth = 1;
        i++;
      } else if (depth > 0 && c === "{") depth++;
      else if (depth > 0 && c === "}") depth--;
      else if (depth === 0 && c === "`") break;
      else if (depth === 0 && c.charCodeAt(0) > 0x7f) {
        const line = text.slice(0, i).split("\n").length;
        throw new Error(
          `${file}:${line}: a non-ASCII character in a String.raw template; write it as \\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
        );
      }
    }
  }
}
