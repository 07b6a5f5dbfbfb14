/**
 * The block structure of the small Markdown the playground renders (hover and completion docs):
 * fenced code blocks (```` ```lang ```` or `~~~`, closed by a fence of the same character at least
 * as long, or by the end of the text, as in CommonMark), thematic breaks (`---`, `***`), bullet
 * lists ("- " or "* " lines) and paragraphs (lines, kept apart by single line breaks), separated by
 * blank lines. Pure (no DOM), so it is tested in Node; `markdown.ts` builds the DOM from it.
 */

/** One block: a code block's text is verbatim (no inline Markdown); the others' lines are inline Markdown. */
export type MarkdownBlock =
  | { kind: "code"; lang: string; text: string }
  | { kind: "rule" }
  | { kind: "list"; items: string[] }
  | { kind: "paragraph"; lines: string[] };

/** An opening code fence: up to three spaces, three or more backticks or tildes, an info string (its first word is the language). */
const OPEN_FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)[^`]*$/;

/** Whether `line` closes a block opened with `fence` (same character, at least as long, nothing after it). */
const closes = (line: string, fence: string) => {
  const m = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
  return !!m && m[1]![0] === fence[0] && m[1]!.length >= fence.length;
};

/** Splits `markdown` (LF or CRLF line ends) into blocks in order. */
export function markdownBlocks(markdown: string): MarkdownBlock[] {
  const lines = markdown.split(/\r?\n/);
  const out: MarkdownBlock[] = [];
  let open: MarkdownBlock | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = OPEN_FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      while (++i < lines.length && !closes(lines[i]!, fence[1]!)) body.push(lines[i]!);
      out.push({ kind: "code", lang: fence[2]!, text: body.join("\n") });
      open = undefined;
      continue;
    }
    if (/^\s*$/.test(line)) open = undefined;
    else if (/^\s*(---|\*\*\*)\s*$/.test(line)) {
      out.push({ kind: "rule" });
      open = undefined;
    } else {
      const item = /^\s*[-*]\s+(.*)$/.exec(line);
      if (item) {
        if (open?.kind !== "list") out.push((open = { kind: "list", items: [] }));
        open.items.push(item[1]!);
      } else {
        if (open?.kind !== "paragraph") out.push((open = { kind: "paragraph", lines: [] }));
        open.lines.push(line);
      }
    }
  }
  return out;
}
