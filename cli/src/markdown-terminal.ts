/**
 * Markdown for a terminal (`cardscript explain` on a TTY): headings, emphasis, code, lists and
 * tables drawn with marked + marked-terminal, lines reflowed to the terminal's width, colours from
 * the CLI's own decision (`shouldColor`: NO_COLOR, FORCE_COLOR). Loaded only when a terminal
 * shows a rule's documentation; piped output stays Markdown (for `> rule.md`, pagers that render
 * it, and grep).
 */
import { Marked } from "marked";
import { markedTerminal } from "marked-terminal";
import { colors as makeColors } from "./colors";

/**
 * `markdown` rendered for a terminal `width` columns wide (at most 100), in colour when `color`.
 * Never throws for any Markdown text (marked's parser is total).
 */
export function renderMarkdownForTerminal(markdown: string, width: number, color: boolean): string {
  const c = makeColors(color);
  const plain = (s: string) => s;
  const marked = new Marked();
  marked.use(
    markedTerminal({
      width: Math.max(40, Math.min(width, 100)),
      reflowText: true,
      showSectionPrefix: false,
      tab: 2,
      emoji: false,
      code: c.yellow,
      blockquote: c.dim,
      html: c.dim,
      heading: (s: string) => c.bold(c.green(s)),
      firstHeading: (s: string) => c.bold(c.magenta(s)),
      hr: c.dim,
      listitem: plain,
      table: plain,
      paragraph: plain,
      strong: c.bold,
      em: c.italic,
      codespan: c.yellow,
      del: c.strikethrough,
      link: c.cyan,
      href: (s: string) => c.underline(c.cyan(s)),
      text: plain,
      tableOptions: color ? {} : { style: { head: [], border: [] } },
    }),
  );
  // A table as wide as the doc's longest cell (200+ columns) breaks in any terminal: each row is
  // written as "header: cell" lines instead, wrapped to the width, rows apart by a blank line.
  const room = Math.max(40, Math.min(width, 100)) - 2;
  marked.use({
    renderer: {
      // Code (card text in the docs): indented, never reflowed, no highlighter (cli-highlight knows
      // no CardScript and complained on stderr for each block).
      code(token) {
        return `${token.text
          .split("\n")
          .map((line) => `    ${c.yellow(line)}`)
          .join("\n")}\n\n`;
      },
      // List items: their inline Markdown rendered (marked-terminal left "**…**" in them) and wrapped.
      list(token) {
        const items = token.items.map((item, n) => {
          const body = item.tokens
            .map((t) => ("tokens" in t && t.type === "text" && t.tokens ? this.parser.parseInline(t.tokens) : this.parser.parse([t])))
            .join("")
            .trim();
          const bullet = token.ordered ? `${Number(token.start || 1) + n}.` : "*";
          return wrap(`${bullet} ${body}`, room)
            .map((line) => `  ${line}`)
            .join("\n");
        });
        return `${items.join("\n")}\n\n`;
      },
      table(token) {
        const head = token.header.map((h) => this.parser.parseInline(h.tokens));
        const rows = token.rows.map((row) =>
          row
            .map((cell, i) => wrap(`${c.bold(head[i] ?? "")}: ${this.parser.parseInline(cell.tokens)}`, room))
            .flat()
            .map((line) => `  ${line}`)
            .join("\n"),
        );
        return `${rows.join("\n\n")}\n\n`;
      },
    },
  });
  return marked.parse(markdown, { async: false });
}

/** Visible length of a string (colour codes not counted). */
const visible = (s: string) => [...s.replace(/\x1b\[[0-9;]*m/g, "")].length;

/** Word-wraps one line at `width` visible columns (a word longer than the width stays whole). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && visible(line) + 1 + visible(word) > width) {
      lines.push(line);
      line = `  ${word}`;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines;
}
