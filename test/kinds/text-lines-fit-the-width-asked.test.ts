/**
 * Kind: a text rendering with lines longer than the width it was asked for. `cardscript timeline
 * -w 40` printed 48-column lines (the map was drawn at a fixed 48 columns whatever was asked), and
 * the set matrix split card names into 8-column pieces ("Thunderc" / "lapping") whose
 * continuation lines read as new rows. Now:
 * - the map and the matrix draw at any width from what the game's turn needs (`textMinWidth`,
 *   `matrixTextMinWidth`: one 3-column cell per step and the turn tags) and every line fits;
 * - narrower than that, the CLI says which minimum the file needs (exit 2 for `--width`);
 * - the matrix wraps names at spaces, on their own lines above the cells when a name column would
 *   be narrower than 16 columns, continuation lines hanging two columns deeper; a word is split
 *   only when longer than a whole line, and every character of every name is printed.
 */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";
import {
  matrixTextMinWidth,
  renderTimingMapText,
  renderTimingMatrixText,
  textMinWidth,
  timingMapData,
  timingMatrixData,
} from "../../server/src/core/timing-map/index";
import { MAP_CARDS } from "../timing-map/cards";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runTimeline } from "../../cli/src/commands/timeline";
import { CliError } from "../../cli/src/errors";
import type { CliIo } from "../../cli/src/io";

const card = (name: string, type: string, text: string) =>
  `card "${name}" {\n  cost: {1}{U}\n  type: ${type}\n  rarity: common\n  text:\n    ${text}\n}\n`;
const SET = [
  card("Quick Answer", "Instant", "Counter target spell."),
  card("Thunderclapping Stormbringer of the Eastern Reaches", "Sorcery", "Draw two cards."),
  card("Upkeep Bell", "Artifact", "At the beginning of your upkeep, you gain 1 life."),
].join("\n");
const MTG = Object.values(MAP_CARDS)
  .filter((c) => !c.startsWith("game "))
  .join("\n");

const tooLong = (out: string, width: number) => out.split("\n").filter((l) => [...l].length > width);

describe("kind: text lines fit the width asked", function () {
  for (const locale of ["en", "de", "es"] as const)
    for (const [game, text] of [
      ["mtg", MTG],
      ["ygo", MAP_CARDS.ygoTrigger],
    ] as const) {
      const model = lintText(text, { locale }).model;
      const data = timingMapData(model);
      const min = textMinWidth(data.space, model.l10n);
      it(`map, ${game} ${locale}: every line fits each width from ${min} columns (≤ 45)`, function () {
        assert.ok(min <= 45, `minimum ${min}`);
        for (let width = min; width <= 60; width++)
          assert.deepEqual(tooLong(renderTimingMapText(data, model.l10n, { width }), width), [], `${width}`);
      });
      it(`matrix, ${game} ${locale}: every line fits each width from its minimum; names whole`, function () {
        const m = timingMatrixData([{ file: "set.card", model: lintText(game === "mtg" ? SET : text, { locale }).model }])!;
        const least = matrixTextMinWidth(m);
        assert.ok(least <= 40, `minimum ${least}`);
        for (let width = least; width <= 110; width++) {
          const out = renderTimingMatrixText(m, model.l10n, width);
          assert.deepEqual(tooLong(out, width), [], `${width}`);
          // No word of a name is split (each is shorter than a line here): each one is printed whole.
          const words = new Set(out.split(/[\s│]+/));
          for (const c of m.cards)
            for (const word of c.name.split(" ")) assert.ok(words.has(word), `${width}: '${word}' of '${c.name}' not whole in:\n${out}`);
        }
      });
    }

  it("matrix: a long name wraps at spaces, its continuation lines hang deeper than a row's first line", function () {
    const m = timingMatrixData([{ file: "set.card", model: lintText(SET).model }])!;
    const out = renderTimingMatrixText(m, undefined, 48);
    assert.doesNotMatch(out, /Thunderc\n|^lapping/m);
    assert.match(out, /^Thunderclapping Stormbringer of the Eastern\n {2}Reaches/m);
  });

  it("cli: -w 40 says the minimum the file needs (exit 2); from it, every line fits", function () {
    const dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-width-"));
    try {
      writeFileSync(path.join(dir, "a.card"), MAP_CARDS.sorcery);
      const io = () => {
        const out = { stdout: "", stderr: "" };
        const cli: CliIo = {
          stdout: { write: (t: string) => (out.stdout += t) },
          stderr: { write: (t: string) => (out.stderr += t) },
          env: {},
          cwd: dir,
        };
        return { out, cli };
      };
      const narrow = io();
      assert.throws(
        () => runTimeline("a.card", { format: "text", width: 40 }, narrow.cli),
        (e: unknown) => e instanceof CliError && /\b40\b/.test(e.message) && /\b44\b/.test(e.message),
      );
      assert.equal(narrow.out.stdout, "");
      const ok = io();
      assert.equal(runTimeline("a.card", { format: "text", width: 44 }, ok.cli), 0);
      assert.deepEqual(tooLong(ok.out.stdout, 44), []);
      // A terminal narrower than the map: drawn at its minimum, with a warning naming it.
      const tty = io();
      tty.cli.stdout.isTTY = true;
      tty.cli.stdout.columns = 30;
      assert.equal(runTimeline("a.card", { format: "text" }, tty.cli), 0);
      assert.match(tty.out.stderr, /\b44\b/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
