/**
 * Masking of rules text: parts that checks must not read are replaced by spaces of the same
 * length, so offsets found in the masked text are offsets in the original.
 */

/** Replaces reminder text `( … )` (parentheses included) with spaces. Unclosed parentheses run to the end. */
export function maskReminderText(text: string): string {
  let depth = 0;
  let out = "";
  for (const c of text) {
    if (c === "(") depth++;
    out += depth > 0 ? " ".repeat(c.length) : c;
    if (c === ")" && depth > 0) depth--;
  }
  return out;
}

/** Replaces quoted text (`"…"` and `“…”`, quotes included) with spaces: abilities granted to other objects. */
export function maskQuotedText(text: string): string {
  let inQuote = false;
  let out = "";
  for (const c of text) {
    const quote = c === '"' || c === "“" || c === "”";
    if (quote && !inQuote) inQuote = c !== "”";
    else if (quote && inQuote && c !== "“") {
      inQuote = false;
      out += " ";
      continue;
    }
    out += inQuote || quote ? " ".repeat(c.length) : c;
  }
  return out;
}

/** Splits text into sentences at `. ` (a period followed by space) and returns each with its offset. */
export function sentences(text: string): { text: string; offset: number }[] {
  const out: { text: string; offset: number }[] = [];
  const re = /[^.]+(?:\.|$)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    const lead = m[0].length - m[0].trimStart().length;
    const body = m[0].trim();
    if (body && body !== ".") out.push({ text: body, offset: m.index + lead });
  }
  return out;
}
