/**
 * The Timing Map of a file as one self-contained HTML page (no script, no remote content; a
 * Content-Security-Policy that forbids both): a list of the cards linking to their sections,
 * then per card a section with a linkable anchor (`#card-…`), its SVG map and the rows in words.
 * Pure and deterministic; light and dark follow the reader's colour scheme.
 */
import type { MapCard, TimingMapData } from "./data";
import { escapeXml } from "../text/xml";
import { shifted, timingMapSvgParts, TIMING_MAP_CSS } from "./svg";
import { englishMapL10n, type MapL10n } from "./l10n";

const PAGE_STYLE = `
:root{color-scheme:light dark;--fg:#1f2328;--bg:#fff;--muted:#59636e}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--bg:#0d1117;--muted:#9198a1}}
body{font:14px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg);margin:2rem auto;max-width:1100px;padding:0 1rem;overflow-wrap:anywhere}
@media (max-width:600px){body{margin:1rem auto;padding:0 .5rem}}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem}
a{color:inherit}
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

/** Width (px) of the wide variant on the page, and of the stacked one (drawn 1:1, never scaled: labels stay 11 px). */
export const HTML_WIDE_WIDTH = 1060;
export const HTML_STACKED_WIDTH = 300;

/**
 * CSS that shows each card's wide map where its container is at least {@link HTML_WIDE_WIDTH}
 * px wide and the stacked map elsewhere (a container query on `.map`).
 */
export const FIT_CSS = `
.tm-defs{position:absolute;width:0;height:0;overflow:hidden}
.map{container-type:inline-size;overflow-x:auto}
.map svg{display:block;max-width:none}
.map svg.wide{display:none}
@container (min-width:${HTML_WIDE_WIDTH}px){.map svg.wide{display:block}.map svg.stacked{display:none}}
`.trim();

/**
 * The maps of `data`'s cards for a page that may be any width: one hidden `<svg>` with the
 * shared definitions, header and legend of both layouts (ids `tmw-…` and `tmn-…`), and per card
 * a `<div class="map">` holding its wide and its stacked map, which {@link FIT_CSS} picks between.
 * The stylesheet ({@link TIMING_MAP_CSS} and {@link FIT_CSS}) is the host's.
 * @returns `defs` (once per page) and one fragment per card, in order.
 */
export function fittingMaps(data: TimingMapData, l10n: MapL10n, cardLabel: (card: MapCard) => string): { defs: string; cards: string[] } {
  const variants = [
    { kind: "wide", parts: timingMapSvgParts(data, { width: HTML_WIDE_WIDTH, idPrefix: "tmw", l10n }) },
    { kind: "stacked", parts: timingMapSvgParts(data, { width: HTML_STACKED_WIDTH, idPrefix: "tmn", l10n }) },
  ];
  const defs = variants
    .map(({ parts }) => {
      const id = parts.layout.id;
      return `${parts.defs}<defs><g id="${id}-head">${parts.header.svg}</g><g id="${id}-legend">${parts.legend.svg}</g></defs>`;
    })
    .join("");
  const hidden = `<svg xmlns="http://www.w3.org/2000/svg" class="tm tm-defs" aria-hidden="true" focusable="false">${defs}</svg>`;
  const cards = data.cards.map((card, i) => {
    const svgs = variants.map(({ parts }) => {
      const L = parts.layout;
      const body = parts.cards[i]!;
      const legendY = parts.header.height + body.height + 6;
      const height = Math.ceil(legendY + parts.legend.height + 8);
      return (
        `<svg xmlns="http://www.w3.org/2000/svg" class="tm ${L.kind}" viewBox="0 0 ${L.width} ${height}" width="${L.width}" height="${height}" role="group" aria-label="${escapeXml(cardLabel(card))}">` +
        `<rect class="bg" width="100%" height="100%"/><use href="#${L.id}-head"/>${shifted(body.svg, parts.header.height)}` +
        `<use href="#${L.id}-legend" y="${legendY}"/></svg>`
      );
    });
    return `<div class="map">${svgs.join("")}</div>`;
  });
  return { defs: hidden, cards };
}

/**
 * Renders the page: per card its map in two layouts (side by side where the page is wide enough,
 * the turns stacked elsewhere; see {@link fittingMaps}) and its rows in words.
 * @param title the page title, e.g. the file name ("set.card").
 * @param l10n the language of the page's own words and its `lang` (default English); the data's names and labels are used as given.
 */
export function renderTimingMapHtml(data: TimingMapData, title: string, l10n: MapL10n = englishMapL10n()): string {
  const maps = fittingMaps(data, l10n, (card) => l10n.t("map.titleCard", { name: card.name }));
  const sections = data.cards.map((card, i) => {
    return `<section id="${escapeXml(card.anchor)}">\n<h2><a href="#${escapeXml(card.anchor)}">${escapeXml(card.name)}</a></h2>\n${maps.cards[i]}\n${rowsInWords(card, l10n)}\n</section>`;
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
    `<style>${PAGE_STYLE}\n${TIMING_MAP_CSS}\n${FIT_CSS}</style>`,
    "</head>",
    "<body>",
    maps.defs,
    `<h1>${escapeXml(l10n.t("map.html.title", { title }))}</h1>`,
    `<p class="rows">${escapeXml(l10n.t("map.html.intro", { game: data.game.name, edition: data.edition }))}</p>`,
    ...(data.timing && data.timing.sentences > 0
      ? [`<p class="rows">${escapeXml(l10n.tn("map.coverage", data.timing.sentences, { read: data.timing.read }))}</p>`]
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
