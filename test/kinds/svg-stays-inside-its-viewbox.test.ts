/**
 * Kind: an SVG drawn for a width whose text or cells reach outside its viewBox. A designer's
 * trial of `cardscript timeline --set --format svg` at 320 px found the card names' cells, the
 * column labels and the key running off the right edge: the set matrix kept a 110 px name column
 * beside 13 columns of 18 px however narrow the picture was. Every SVG the Timing Map draws (the
 * set matrix and the card map, Magic and Yu-Gi-Oh!, in each language) now keeps every text, cell
 * and mark inside its viewBox at 320, 520 and 1,200 px — measured with the renderers' own text
 * metrics (test/helpers/svg-extents.ts), no browser.
 */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";
import { renderTimingMapSvg, renderTimingMatrixSvg, timingMapData, timingMatrixData } from "../../server/src/core/timing-map/index";
import { MAP_CARDS } from "../timing-map/cards";
import { outsideViewBox, viewBoxOf } from "../helpers/svg-extents";

const WIDTHS = [320, 520, 1200];
const LOCALES = ["en", "de", "es"] as const;

const card = (name: string, cost: string, type: string, text: string) =>
  `card "${name}" {\n  cost: ${cost}\n  type: ${type}\n  rarity: common\n  text:\n    ${text}\n}\n`;

/** A set with a short name, a long one, a word longer than a line, a trigger and unread timing. */
const SET = [
  card("Quick Answer", "{U}", "Instant", "Counter target spell."),
  card("Thunderclapping Stormbringer of the Eastern Reaches", "{2}{R}", "Sorcery", "Draw two cards."),
  card("Überschallgeschwindigkeitsdonnervogelkönigin", "{1}{W}", "Legendary Artifact", "At the beginning of your upkeep, you gain 1 life."),
  card("Misread Bell", "{2}", "Artifact", "{T}: Draw a card. Activate only durng combat."),
].join("\n");

const YGO = MAP_CARDS.ygoTrigger;

describe("kind: svg stays inside its viewBox", function () {
  for (const locale of LOCALES)
    for (const [game, text] of [
      ["mtg", SET],
      ["ygo", YGO],
    ] as const) {
      const model = lintText(text, { locale }).model;
      for (const width of WIDTHS) {
        it(`set matrix, ${game} ${locale}, ${width} px: every text and cell inside the viewBox`, function () {
          const data = timingMatrixData([{ file: "designs/a-rather-long-folder-name/set.card", model }], {
            colours: [],
            rarities: [],
            types: [],
            opponent: false,
          })!;
          const svg = renderTimingMatrixSvg(data, model.l10n, width);
          assert.equal(viewBoxOf(svg)[0], width, "drawn for the width asked");
          assert.deepEqual(outsideViewBox(svg), []);
        });
        it(`card map, ${game} ${locale}, ${width} px: every text and mark inside the viewBox`, function () {
          const all =
            game === "mtg"
              ? Object.values(MAP_CARDS)
                  .filter((c) => !c.startsWith("game "))
                  .join("\n") + SET
              : text;
          const m = lintText(all, { locale }).model;
          const svg = renderTimingMapSvg(timingMapData(m), { l10n: m.l10n, width });
          assert.equal(viewBoxOf(svg)[0], width, "drawn for the width asked");
          assert.deepEqual(outsideViewBox(svg), []);
        });
      }
    }
});
