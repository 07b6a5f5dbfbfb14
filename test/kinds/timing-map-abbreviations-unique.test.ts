/**
 * Kind: a mark the Timing Map's key explains twice. The text rendering took the first two letters
 * of each segment label, so Magic's end of combat step and end step were both `En` (and `Fi` in
 * Spanish, `En` three times in German), Yu-Gi-Oh!'s Standby Phase and Start Step both `St`; and
 * one `▒▒` stood for each of several "usable with only some values" meanings. The codes and marks
 * now come from one module (`timing-map/abbreviations.ts`) that derives them from the game's
 * segment labels and asserts they are unique: for every game model and every locale, no code
 * repeats (regardless of case), and the key names each code and each mark once.
 */
import { strict as assert } from "node:assert";
import { GAMES } from "../../server/src/app/games";
import { lintText } from "../../server/src/app/service";
import { caseFold } from "../../server/src/core/text/case-fold";
import { partialMarks, renderTimingMapText, segmentAbbreviations, timingMapData } from "../../server/src/core/timing-map/index";

const LOCALES = ["en", "de", "es"] as const;

/** A map of `game` in `locale`, with its text rendering. */
function rendered(source: string, locale: string) {
  const { model } = lintText(source, { locale });
  const data = timingMapData(model);
  return { data, text: renderTimingMapText(data, model.l10n) };
}

/** The key's items: the text after the key's label, split at " · ". */
function keyItems(text: string): string[] {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => /^\S+: /.test(l) && l.includes(" · "));
  assert.ok(start >= 0, `a key in:\n${text}`);
  const first = lines[start]!;
  const indent = first.indexOf(": ") + 2;
  return lines
    .slice(start)
    .map((l, i) => (i === 0 ? l.slice(indent) : l.trim()))
    .join(" · ")
    .split(" · ")
    .filter(Boolean);
}

/** Yu-Gi-Oh! cards with two different "only some values" windows: a Normal Spell (open game state) and a Quick-Play Spell (also in a Chain at Spell Speed 1–2). */
const YGO_TWO_PARTIALS = [
  "game ygo",
  "",
  'card "Calm Harvest" {',
  "  type: Normal Spell",
  "  text:",
  "    Draw 2 cards.",
  "}",
  "",
  'card "Sudden Gust" {',
  "  type: Quick-Play Spell",
  "  text:",
  "    Target 1 face-up monster on the field; return it to the hand.",
  "}",
  "",
].join("\n");

describe("kind: the Timing Map's key explains each mark once", function () {
  for (const game of GAMES) {
    for (const locale of LOCALES) {
      it(`${game.id} ${locale}: every segment has its own two-column code, and the key names each once`, () => {
        const { data, text } = rendered(`game ${game.id}\n`, locale);
        const codes = segmentAbbreviations(data.space.segments);
        assert.equal(codes.length, data.space.segments.length);
        for (const c of codes) assert.equal([...c].length, 2, `'${c}' is two columns`);
        const folded = codes.map((c) => caseFold(c.trim()));
        assert.equal(new Set(folded).size, folded.length, `codes repeat: ${codes.join(" ")}`);
        // The strip header shows exactly these codes, in segment order, on both turns.
        const header = text.split("\n").find((l) => codes.every((c) => l.includes(c.trim())));
        assert.ok(header, `a header line with every code:\n${text}`);
        // The key: one item per segment, code then the segment's name.
        const items = keyItems(text);
        data.space.segments.forEach((s, i) => {
          const item = `${codes[i]!.trim()} ${s.name}`;
          assert.equal(items.filter((x) => x === item).length, 1, `'${item}' once in the key: ${items.join(" | ")}`);
        });
        const keyCodes = items.slice(0, codes.length).map((x) => caseFold(x.split(" ")[0]!));
        assert.equal(new Set(keyCodes).size, keyCodes.length, `the key repeats a code: ${items.join(" | ")}`);
      });

      it(`${game.id} ${locale}: every "usable with only some values" meaning the axis allows gets its own mark`, () => {
        const { data } = rendered(`game ${game.id}\n`, locale);
        const meanings = 2 ** data.space.axis.length - 2; // every proper, non-empty set of values
        for (let n = 1; n <= meanings; n++) {
          const marks = partialMarks(n);
          assert.equal(new Set(marks).size, n);
          for (const m of marks) assert.equal([...m].length, 2);
          if (n === 1) assert.deepEqual(marks, ["▒▒"]);
        }
      });
    }
  }

  for (const locale of LOCALES) {
    it(`ygo ${locale}: two different partial windows in one map are drawn with different marks, each explained once`, () => {
      const { text } = rendered(YGO_TWO_PARTIALS, locale);
      const items = keyItems(text).filter((x) => x.startsWith("▒"));
      assert.equal(items.length, 2, `two partial meanings in the key: ${items.join(" | ")}`);
      const marks = items.map((x) => x.split(" ")[0]!);
      assert.equal(new Set(marks).size, 2, `each meaning has its own mark: ${marks.join(" ")}`);
      // The rows: every line above the key (labels and, with the turns stacked, the tagged strips).
      const lines = text.split("\n");
      const rows = lines.slice(
        0,
        lines.findIndex((l) => /^\S+: /.test(l) && l.includes(" · ")),
      );
      for (const m of marks)
        assert.ok(
          rows.some((r) => r.includes(m)),
          `${m} is drawn in a row:\n${text}`,
        );
    });
  }
});
