/**
 * The fenced code blocks of a Markdown text, for the docs' tests: CommonMark's rule (a fence of
 * three or more backticks or tildes, up to three spaces in, closes with the same character at
 * least as long and nothing after it; an unclosed one runs to the end).
 */

/** One fenced code block. */
export interface Fence {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The first word of the info string ("" when untagged). */
  lang: string;
  info: string;
  /** The lines between the fences, joined with LF. */
  body: string;
  closed: boolean;
}

/** The fenced code blocks of a Markdown text (CommonMark: a fence closes with the same character, at least as long). */
export function fencesOf(file: string, text: string): Fence[] {
  const lines = text.split(/\r?\n/);
  const out: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    let closed = false;
    while (++i < lines.length) {
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(lines[i]!);
      if (close && close[1]![0] === open[1]![0] && close[1]!.length >= open[1]!.length) {
        closed = true;
        break;
      }
      body.push(lines[i]!);
    }
    const info = open[2]!.trim();
    out.push({ file, line: start + 1, lang: info.split(/\s+/)[0] ?? "", info, body: body.join("\n"), closed });
  }
  return out;
}
