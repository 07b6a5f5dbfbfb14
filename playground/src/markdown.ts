/**
 * A small Markdown renderer for hover and completion docs: paragraphs, line breaks, bullet lists
 * ("- " or "* " lines), `code`, **bold**, *italic* and [links](…) (shown as their text). Builds DOM nodes from text only —
 * never parses HTML — so nothing in a document can inject markup.
 */
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

/** Renders Markdown text as a `div.doc`. */
export function markdownToDom(markdown: string): HTMLElement {
  const root = document.createElement("div");
  root.className = "doc";
  for (const block of markdown.split(/\n\s*\n/)) {
    if (/^\s*(---|\*\*\*)\s*$/.test(block)) {
      root.append(document.createElement("hr"));
      continue;
    }
    // Consecutive "- item" lines are a list; other lines are a paragraph with line breaks.
    let p: HTMLElement | undefined;
    let ul: HTMLElement | undefined;
    for (const line of block.split("\n")) {
      const item = /^\s*[-*]\s+(.*)$/.exec(line);
      if (item) {
        p = undefined;
        if (!ul) root.append((ul = document.createElement("ul")));
        const li = document.createElement("li");
        inline(li, unescape(item[1]!));
        ul.append(li);
        continue;
      }
      ul = undefined;
      if (p) p.append(document.createElement("br"));
      else root.append((p = document.createElement("p")));
      inline(p, unescape(line));
    }
  }
  return root;
}
