/**
 * The Timing Map of a file as one self-contained HTML page (no script, no remote content; a
 * Content-Security-Policy that forbids both): a list of the cards linking to their sections,
 * then per card a section with a linkable anchor (`#card-…`), its SVG map and the rows in words.
 * Pure and deterministic; light and dark follow the reader's colour scheme.
 */
import type { MapCard, TimingMapData } from "./data";
import { escapeXml } from "../text/xml";
import { renderTimingMapSvg } from "./svg";
import { englishMapL10n, type MapL10n } from "./l10n";

const PAGE_STYLE = `
:root{color-scheme:light dark;--fg:#1f2328;--bg:#fff;--muted:#59636e}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--bg:#0d1117;--muted:#9198a1}}
body{font:14px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg);margin:2rem auto;max-width:1100px;padding:0 1rem}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem}
a{color:inherit}
.map svg{max-width:100%;height:auto}
.rows{color:var(--muted);font-size:13px}
.impossible{font-weight:600}
.unread{font-style:italic}
`.trim();

function rowsInWords(card: MapCard, l10n: MapL10n): string {
  if (card.rows.length === 0) return `<p class="rows">${escapeXml(l10n.t("map.html.nothing"))}</p>`;
  const items = card.rows.map((r) => {
    const where = escapeXml(l10n.t("map.html.line", { line: r.range.startLine }));
    if (r.type === "unread" || r.unread) {
      const words = (r.type === "unread" ? [r.label] : r.unread!.map((u) => u.label)).map((w) => `'${escapeXml(w)}'`).join(", ");
      return `<li class="unread">${escapeXml(r.label)} (${where}) — ${escapeXml(l10n.t("map.unreadRow", { label: "" }))}${words}</li>`;
    }
    if (r.type === "trigger")
      return `<li>${escapeXml(l10n.t("map.html.trigger"))} (${where}): ${escapeXml(r.label)} — ${escapeXml(r.summary)}${r.citation ? ` (${escapeXml(r.citation)})` : ""}</li>`;
    if (r.verdict === "impossible") {
      const why = r.conflict
        .map((c) => `${escapeXml(c.label)}${c.citation ? ` (${escapeXml(c.citation)})` : ""}`)
        .join(escapeXml(l10n.t("map.html.neverOverlaps")));
      return `<li class="impossible">${escapeXml(r.classLabel)} (${where}): ${escapeXml(r.label)} — ${escapeXml(l10n.t("map.never"))}: ${why}</li>`;
    }
    return `<li>${escapeXml(r.classLabel)} (${where}): ${escapeXml(r.label)} — ${escapeXml(r.summary)}</li>`;
  });
  return `<ul class="rows">${items.join("")}</ul>`;
}

/**
 * Renders the page.
 * @param title the page title, e.g. the file name ("set.card").
 * @param l10n the language of the page's own words and its `lang` (default English); the data's names and labels are used as given.
 */
export function renderTimingMapHtml(data: TimingMapData, title: string, l10n: MapL10n = englishMapL10n()): string {
  const sections = data.cards.map((card) => {
    const svg = renderTimingMapSvg({ ...data, cards: [card] }, { label: l10n.t("map.titleCard", { name: card.name }), l10n });
    return `<section id="${escapeXml(card.anchor)}">\n<h2><a href="#${escapeXml(card.anchor)}">${escapeXml(card.name)}</a></h2>\n<div class="map">${svg}</div>\n${rowsInWords(card, l10n)}\n</section>`;
  });
  const toc = data.cards.map((c) => `<li><a href="#${escapeXml(c.anchor)}">${escapeXml(c.name)}</a></li>`).join("");
  return [
    "<!doctype html>",
    `<html lang="${l10n.locale}">`,
    "<head>",
    `<meta charset="utf-8">`,
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeXml(l10n.t("map.html.title", { title }))}</title>`,
    `<style>${PAGE_STYLE}</style>`,
    "</head>",
    "<body>",
    `<h1>${escapeXml(l10n.t("map.html.title", { title }))}</h1>`,
    `<p class="rows">${escapeXml(l10n.t("map.html.intro", { game: data.game.name, edition: data.edition }))}</p>`,
    ...(data.timing && data.timing.sentences > 0
      ? [`<p class="rows">${escapeXml(l10n.t("map.coverage", { read: data.timing.read, total: data.timing.sentences }))}</p>`]
      : []),
    data.cards.length
      ? `<nav aria-label="${escapeXml(l10n.t("map.html.cards"))}"><ul>${toc}</ul></nav>`
      : `<p>${escapeXml(l10n.t("map.html.noCard"))}</p>`,
    ...sections,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
