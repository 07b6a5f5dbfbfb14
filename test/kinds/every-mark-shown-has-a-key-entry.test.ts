/**
 * Kind: a symbol or code drawn with nothing saying what it means. The SVG set matrix headed its
 * columns with step codes ("Un", "Up", …) and had no key; the text map drew `░` (a conflicting
 * constraint that allows only some stack states) and `·` (not usable there) with no key entry,
 * and no matrix legend said what `·` is. Now every mark a text map draws in its cells or header
 * has a key entry beginning with it, every column code of the SVG and text matrix is named in
 * their key, and the matrix legends say what each cell mark means — in en, de and es.
 */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";
import {
  renderTimingMapText,
  renderTimingMatrixSvg,
  renderTimingMatrixText,
  segmentAbbreviations,
  timingMapData,
  timingMatrixData,
} from "../../server/src/core/timing-map/index";
import { MAP_CARDS } from "../timing-map/cards";
import { cardSource } from "../helpers/cards";

/** A card whose constraint allows only some stack states (a `░` cell) beside full `░░` ones. */
const PARTLY = cardSource({
  name: "Crossed Reply",
  cost: "{U}",
  type: "Sorcery",
  text: "Cast this spell only during an opponent's turn.\nCounter target spell.",
});
const MTG = [...Object.values(MAP_CARDS).filter((c) => !c.startsWith("game ")), PARTLY].join("\n");
const MARK = /^(?:██|▒[▒a-z]|░░|[░◆·●○×✗?])$/u;

/** The marks drawn before the key, and the key's lines. */
function split(out: string, keyWord: string): { marks: Set<string>; key: string } {
  const at = out.lastIndexOf(`\n${keyWord} `);
  assert.ok(at > 0, `a key in:\n${out}`);
  const marks = new Set(
    out
      .slice(0, at)
      .split(/[\s│]+/)
      .filter((t) => MARK.test(t)),
  );
  return { marks, key: out.slice(at) };
}

describe("kind: every mark shown has a key entry", function () {
  for (const locale of ["en", "de", "es"] as const) {
    for (const [game, text] of [
      ["mtg", MTG],
      ["ygo", MAP_CARDS.ygoTrigger],
    ] as const)
      it(`text map, ${game} ${locale}: each mark drawn begins a key entry`, function () {
        const model = lintText(text, { locale }).model;
        for (const width of [60, 140]) {
          const out = renderTimingMapText(timingMapData(model), model.l10n, { width });
          const { marks, key } = split(out, model.l10n.t("map.text.key"));
          if (game === "mtg") for (const m of ["██", "░░", "░", "·", "◆"]) assert.ok(marks.has(m), `${m} is drawn in this sample`);
          const entries = key.split(/ · |\n\s*/).map((e) => e.trim());
          for (const m of marks)
            assert.ok(
              entries.some((e) => e.startsWith(`${m} `) || e.split(" ")[0]!.split("/").includes(m)),
              `${locale} ${width}: no key entry for '${m}' in:\n${key}`,
            );
        }
      });

    it(`matrix, ${locale}: the SVG and text name each column code; the legends say what ·, ◆ and a number mean`, function () {
      const model = lintText(MTG, { locale }).model;
      const data = timingMatrixData([{ file: "set.card", model }])!;
      const codes = segmentAbbreviations(data.space.segments).map((c) => c.trim());
      for (const width of [320, 1200]) {
        const svg = renderTimingMatrixSvg(data, model.l10n, width);
        const visible = [...svg.replace(/<title>[\s\S]*?<\/title>/g, "").matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)]
          .map((m) => m[1]!)
          .join(" ");
        data.space.segments.forEach((s, i) =>
          assert.ok(visible.includes(`${codes[i]} ${s.name}`), `${width} px: no key entry '${codes[i]} ${s.name}'`),
        );
      }
      const text = renderTimingMatrixText(data, model.l10n, 100);
      data.space.segments.forEach((s, i) =>
        assert.ok(text.replace(/\s+/g, " ").includes(`${codes[i]} ${s.name}`), `text: '${codes[i]} ${s.name}'`),
      );
      const legend = model.l10n.t("matrix.legend");
      for (const m of ["·:", "◆:"]) assert.ok(legend.includes(m), `the matrix legend says what ${m} means: ${legend}`);
    });
  }
});
