/**
 * A small Markdown renderer for hover and completion docs: the blocks of `markdown-blocks.ts`
 * (fenced code, paragraphs, line breaks, bullet lists), `code`, **bold**, *italic* and [links](…) (shown as their text). Builds DOM nodes from text only —
 * never parses HTML — so nothing in a document can inject markup.
 */
import { markdownBlocks } from "./markdown-blocks";

const INLINE = /(\*\*[^*]+\*\*|`[^`]+`|\*[^*\s][^*]*\*|_[^_\s][^_]*_|\[[^\]]+\]\([^)]*\))/g;

function inline(parent: HTMLElement, text: string): void {
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index! > last) parent.append(text.slice(last, m.index));
    const t = m[0];
    let el: HTMLElement;
    if (t.startsWith("**")) (el = document.createElement("strong")).textContent = t.slice(2, -2);
    else if (t.startsWith("`")) (el = document.createElement("code")).textContent = t.slice(1, -1);
    else if (t.startsWith("[")) (el = document.createElement("span")).textContent = t.slice(1, t.indexOf("]"));
    else (el = document.createElement("em")).textContent = t.slice(1, -1);
    parent.append(el);
    last = m.index! + t.length;
  }
  if (last < text.length) parent.append(text.slice(last));
}

/** Markdown's backslash escapes removed. */
const unescape = (s: string) => s.replace(/\\([\\`*_[\]()#+\-.!|])/g, "$1");

/**
 * Renders Markdown text as a `div.doc` ({@link markdownBlocks}): a fenced code block is a
 * `pre > code` holding its text verbatim, with the language as `data-lang`.
 */
export function markdownToDom(markdown: string): HTMLElement {
  const root = document.createElement("div");
  root.className = "doc";
  for (const block of markdownBlocks(markdown)) {
    if (block.kind === "rule") root.append(document.createElement("hr"));
    else if (block.kind === "code") {
      const pre = document.createElement("pre");
      const code = pre.appendChild(document.createElement("code"));
      if (block.lang) code.dataset.lang = block.lang;
      code.textContent = block.text;
      root.append(pre);
    } else if (block.kind === "list") {
      const ul = root.appendChild(document.createElement("ul"));
      for (const item of block.items) inline(ul.appendChild(document.createElement("li")), unescape(item));
    } else {
      const p = root.appendChild(document.createElement("p"));
      block.lines.forEach((line, i) => {
        if (i > 0) p.append(document.createElement("br"));
        inline(p, unescape(line));
      });
    }
  }
  return root;
}
