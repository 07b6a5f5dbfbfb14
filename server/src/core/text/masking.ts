/**
 * Masking of rules text: parts that checks must not read are replaced by spaces of the same
 * length, so offsets found in the masked text are offsets in the original.
 */

/**
 * Builds `text` with the UTF-16 units in `[starts[i], ends[i])` replaced by spaces: runs of the
 * original joined with runs of spaces, not one string per character (a Magic card's lines were
 * a thousand small strings each).
 */
function withSpaces(text: string, starts: readonly number[], ends: readonly number[]): string {
  let out = "";
  let from = 0;
  for (let i = 0; i < starts.length; i++) {
    out += text.slice(from, starts[i]) + " ".repeat(ends[i]! - starts[i]!);
    from = ends[i]!;
  }
  return out + text.slice(from);
}

const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;

/** Replaces reminder text `( … )` (parentheses included) with spaces. Unclosed parentheses run to the end. */
export function maskReminderText(text: string): string {
  const first = text.indexOf("(");
  if (first < 0) return text;
  const starts: number[] = [];
  const ends: number[] = [];
  let depth = 0;
  for (let i = first; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === OPEN_PAREN) {
      if (depth++ === 0) starts.push(i);
    } else if (c === CLOSE_PAREN && depth > 0 && --depth === 0) ends.push(i + 1);
  }
  if (depth > 0) ends.push(text.length);
  return withSpaces(text, starts, ends);
}

const STRAIGHT = 34; // "
const LEFT = 0x201c; // “
const RIGHT = 0x201d; // ”

/** Replaces quoted text (`"…"` and `“…”`, quotes included) with spaces: abilities granted to other objects. */
export function maskQuotedText(text: string): string {
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === STRAIGHT || c === LEFT || c === RIGHT) break;
    i++;
  }
  if (i === text.length) return text;
  // Every quote mark is masked, and everything between an opening mark and its closing one. A
  // lone ” opens nothing; inside a quote a “ keeps it open, any other mark closes it.
  const starts: number[] = [];
  const ends: number[] = [];
  let inQuote = false;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const quote = c === STRAIGHT || c === LEFT || c === RIGHT;
    const masked = quote || inQuote;
    if (quote) inQuote = inQuote ? c === LEFT : c !== RIGHT;
    if (masked && (ends.length === 0 || ends[ends.length - 1] !== i)) {
      starts.push(i);
      ends.push(i + 1);
    } else if (masked) ends[ends.length - 1] = i + 1;
  }
  return withSpaces(text, starts, ends);
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
