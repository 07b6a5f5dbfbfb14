/**
 * Kind: a hover in the designer's language. Snapshots of the step hover (title, turn strip,
 * turn-based actions, priority, when it happens, what is typical, citations) for three steps —
 * one with priority, one without, one where it is rare — in English, German and Spanish. The
 * English snapshot is the hover as it was before translations existed. Regenerate after a
 * deliberate change with `CARDSCRIPT_UPDATE_GOLDEN=1`.
 */
import { strict as assert } from "node:assert";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hoverAtOffset } from "../../server/src/core/features/hover";
import { lintText } from "../../server/src/app/service";

const CARD = `card "Step Walker" {
  cost: {2}{U}
  type: Enchantment
  text:
    At the beginning of your upkeep, scry 1.
    {1}: Tap target creature. Activate only during your untap step.
    At the beginning of the next cleanup step, draw a card.
}
`;
const STEPS = { upkeep: "upkeep", untap: "untap step", cleanup: "cleanup step" } as const;
const GOLDEN = path.join(path.dirname(new URL(import.meta.url).pathname), "golden");

describe("l10n: step hovers in en, de and es (snapshots)", () => {
  for (const locale of ["en", "de", "es"] as const) {
    for (const [id, words] of Object.entries(STEPS)) {
      it(`${locale}: ${id}`, () => {
        const { model } = lintText(CARD, { locale });
        const h = hoverAtOffset(model, CARD.indexOf(words) + 1);
        assert.ok(h, "no hover");
        assert.equal(CARD.slice(h.span.start, h.span.end), words, "the hover covers the step name as written");
        const file = path.join(GOLDEN, `hover-${locale}-${id}.md`);
        if (process.env["CARDSCRIPT_UPDATE_GOLDEN"] || !existsSync(file)) writeFileSync(file, h.contents.value + "\n");
        assert.equal(h.contents.value + "\n", readFileSync(file, "utf8"));
      });
    }
  }

  it("the German and Spanish hovers use the official step names, the English one the rules' names", () => {
    const value = (locale: string) => hoverAtOffset(lintText(CARD, { locale }).model, CARD.indexOf("upkeep") + 1)!.contents.value;
    assert.match(value("en"), /^\*\*Upkeep\*\* — step of the beginning phase/);
    assert.match(value("de"), /^\*\*Versorgungssegment\*\* — Segment der Anfangsphase/);
    assert.match(value("es"), /^\*\*Paso de mantenimiento\*\* — paso de la fase inicial/);
    assert.match(value("de"), /CR 503\.1, 503\.1a, 503\.2, 117\.3a \(Comprehensive Rules vom 2026-09-25\)/);
  });
});
