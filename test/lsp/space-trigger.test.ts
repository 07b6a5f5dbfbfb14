/**
 * Kind: a completion request on every space of prose. Space-triggered requests are answered
 * from the line alone unless completion can offer something there; this must never lose an item
 * the full completion would offer (checked at every space of the examples and of typical lines),
 * and must skip most spaces of prose.
 */
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { completionAtOffset } from "../../server/src/core/features/completion";
import { lintText } from "../../server/src/app/service";
import { spaceCanComplete } from "../../server/src/lsp/features/completion";
import { ROOT } from "./client";

const TYPED = [
  'card "A" {\n  type: Artifact\n  text:\n    {T}: Draw a card. Activate only during your upkeep and only as a sorcery.\n}\n',
  'card "B" {\n  type: Creature — Elf Druid\n  stats: 1/1\n  text:\n    At the beginning of your end step, draw a card.\n    Flying, first strike\n}\n',
  'card "C" {\n  type: Sorcery\n  text:\n    Cast this spell only before blockers are declared or during your opponent\'s turn.\n}\n',
  'lang de\n\ncard "D" {\n  type: Artifact\n  text:\n    Zu Beginn deines Versorgungssegments verlierst du 1 Lebenspunkt.\n    {T}: Ziehe eine Karte. Aktiviere diese Fähigkeit wie eine Hexerei. Zu Beginn jedes Endsegments ziehst du eine Karte.\n    {1}: Ziehe eine Karte. Aktiviere diese Fähigkeit nur während deines Zuges und nur einmal pro Zug.\n}\n',
  'lang es\n\ncard "E" {\n  type: Artifact\n  text:\n    Al comienzo de tu mantenimiento, pierdes 1 vida.\n    {T}: Roba una carta. Activa esto solo como un conjuro y solo una vez por turno.\n}\n',
];

describe("space-trigger: completion after a space is cheap in prose and loses nothing", () => {
  it("offers what the full completion offers at every space of the examples", () => {
    const dir = path.join(ROOT, "examples");
    const texts = [
      ...TYPED,
      ...readdirSync(dir)
        .filter((f) => f.endsWith(".card"))
        .map((f) => readFileSync(path.join(dir, f), "utf8")),
    ];
    let spaces = 0;
    let skipped = 0;
    for (const full of texts) {
      for (let at = 1; at <= full.length; at++) {
        if (full[at - 1] !== " ") continue;
        // The document as typed so far on this line: the text up to the cursor.
        const lineStart = full.lastIndexOf("\n", at - 1) + 1;
        const prefix = full.slice(lineStart, at);
        if (/^\s*$/.test(prefix)) continue; // indentation, not a typed space
        spaces++;
        const items = completionAtOffset(lintText(full).model, at).items;
        if (spaceCanComplete(prefix)) continue;
        skipped++;
        assert.deepEqual(
          items.map((i) => i.label),
          [],
          `a space-triggered request at ${JSON.stringify(prefix)} would lose items`,
        );
      }
    }
    assert.ok(skipped / spaces > 0.5, `only ${skipped} of ${spaces} spaces answered cheaply`);
  });
});
