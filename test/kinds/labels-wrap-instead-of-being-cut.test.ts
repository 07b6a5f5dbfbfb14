/**
 * Kind: a label cut in a narrow layout with no way to read the rest. At 320 px the card map's
 * "Not understood: '…'" note showed only its first line (the rest of the sentence was dropped),
 * as did the "any time" note of a trigger; legend items such as the coverage figure ran past the
 * edge; and the HTML pages let long headings and file paths (no spaces to wrap at) push the page
 * sideways. Now notes and legend items wrap onto as many lines as they need, every word shown;
 * a word is cut ("…") only when it is longer than a whole line, and then a `<title>` tooltip
 * holds the full text; and every HTML form wraps long words (`overflow-wrap`) instead of
 * overflowing. (The browser suite, `npm run test:map-browser`, checks the pages at 320 px.)
 */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";
import {
  MATRIX_CSS,
  renderTimingMapHtml,
  renderTimingMapSvg,
  renderTimingMatrixHtml,
  renderTimingMatrixSvg,
  timingMapData,
  timingMatrixData,
} from "../../server/src/core/timing-map/index";
import { readFileSync } from "node:fs";
import { panelHtml } from "../../client/src/timing-map-html";
import { matrixPanelHtml } from "../../client/src/timing-matrix-html";
import { MAP_CARDS } from "../timing-map/cards";

const LONG = `card "Überschallgeschwindigkeitsdonnervogelköniginnenthron" {\n  type: Artifact\n  text:\n    When this enters, draw a card.\n}\n`;
const SAMPLE = MAP_CARDS.unread + MAP_CARDS.impossible + MAP_CARDS.upkeepTrigger + LONG;

const unescape = (s: string) =>
  s
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
/** The drawn text of an SVG (tooltips left out), lines joined by spaces. */
const visible = (svg: string) =>
  [...svg.replace(/<title>[\s\S]*?<\/title>/g, "").matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)]
    .map((m) => unescape(m[1]!.replace(/<[^>]+>/g, "")))
    .join(" ")
    .replace(/\s+/g, " ");
const titles = (svg: string) => [...svg.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => unescape(m[1]!));

describe("kind: labels wrap instead of being cut", function () {
  for (const locale of ["en", "de", "es"] as const)
    for (const width of [320, 520, 1200]) {
      const model = lintText(SAMPLE, { locale }).model;
      const data = timingMapData(model);
      const svg = renderTimingMapSvg(data, { l10n: model.l10n, width });
      it(`card map ${locale} ${width} px: every note and legend item is drawn whole`, function () {
        const shown = visible(svg);
        for (const row of data.cards.flatMap((c) => c.rows)) {
          if (row.type !== "unread" && !row.unread) continue;
          const words = row.type === "unread" ? [row.label] : row.unread!.map((u) => u.label);
          const note = model.l10n.t("map.unreadRow", { label: words.map((w) => `'${w}'`).join(", ") });
          assert.ok(shown.includes(note), `'${note}' is not drawn whole`);
        }
        const coverage = model.l10n.tn("map.coverage", data.timing!.sentences, { read: data.timing!.read });
        assert.ok(shown.includes(coverage), `the legend's '${coverage}' is not drawn whole`);
        for (const row of data.cards.flatMap((c) => c.rows))
          if (row.type === "trigger" && row.cells.length === 0 && !row.unread) {
            const any = model.l10n.t("map.anyTime", { summary: row.summary });
            assert.ok(shown.includes(any), `'${any}' is not drawn whole`);
          }
      });
      it(`card map and matrix ${locale} ${width} px: a word cut with "…" has its full text in a tooltip`, function () {
        const matrix = renderTimingMatrixSvg(timingMatrixData([{ file: "set.card", model }])!, model.l10n, width);
        for (const doc of [svg, matrix]) {
          const cut = [...doc.replace(/<title>[\s\S]*?<\/title>/g, "").matchAll(/<text\b[^>]*>([^<]*…)<\/text>/g)].map((m) =>
            unescape(m[1]!),
          );
          for (const c of cut)
            assert.ok(
              titles(doc).some((t) => t.includes(c.slice(0, -1))),
              `'${c}' has no tooltip with its full text`,
            );
        }
      });
    }

  it("every HTML form wraps a word longer than its line instead of overflowing", function () {
    const model = lintText(SAMPLE).model;
    const path = "designs/a-very-long-folder-name-without-any-spaces/and-another-one/set.card";
    const pages = {
      map: renderTimingMapHtml(timingMapData(model), path, model.l10n),
      matrix: renderTimingMatrixHtml(timingMatrixData([{ file: path, model }])!, path, model.l10n),
      panel: panelHtml("vscode-resource:"),
      matrixPanel: matrixPanelHtml("vscode-resource:"),
      playground: `<style>${readFileSync(new URL("../../playground/playground.css", import.meta.url), "utf8")
        .replace(/\s+/g, "")
        .replace(/;}/g, "}")}</style>`,
    };
    for (const [name, page] of Object.entries(pages)) {
      const css = [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n");
      assert.match(css, /(?:^|[\s}])body\{[^}]*overflow-wrap:anywhere/, `${name}: the page's text wraps anywhere when it must`);
    }
    assert.match(MATRIX_CSS, /\.tmx\{[^}]*overflow-wrap:anywhere/, "the matrix wraps in every host (panel, playground)");
  });
});
