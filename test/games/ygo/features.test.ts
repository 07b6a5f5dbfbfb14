/**
 * Editor features on `game ygo` files through the core's feature functions: hover on phase /
 * step / sub-timing names (with the turn strip and the Damage Step's sub-timings), on PSCT tags,
 * on effects (kind, Spell Speed, window) and on card types; completion of phase names, PSCT tags
 * and type words; semantic tokens for phase names and tags.
 */
import { strict as assert } from "node:assert";
import { completionAtOffset } from "../../../server/src/core/features/completion";
import { hoverAtOffset } from "../../../server/src/core/features/hover";
import { semanticTokens } from "../../../server/src/core/features/semantic-tokens";
import { lintText } from "../../../server/src/app/service";
import { ygoFile } from "./helpers";

const M = { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000 };
const src = ygoFile(
  "Night Guard",
  "Effect Monster",
  "During the Damage Step (Quick Effect): You can target 1 monster; it gains 500 ATK.\nOnce per turn: You can draw 1 card.",
  M,
);
const model = lintText(src).model;
const at = (needle: string, delta = 1) => hoverAtOffset(model, src.indexOf(needle) + delta);

describe("ygo hover", () => {
  it("explains the Damage Step with its five sub-timings and a turn strip", () => {
    const h = at("Damage Step")!;
    assert.equal(src.slice(h.span.start, h.span.end), "the Damage Step");
    for (const s of [
      "start of the Damage Step",
      "before damage calculation",
      "damage calculation",
      "after damage calculation",
      "end of the Damage Step",
      "**DS start**",
      "Damage Step Rules",
    ])
      assert.ok(h.contents.value.includes(s), s);
  });

  it("explains the (Quick Effect) label", () => {
    assert.match(at("(Quick Effect)")!.contents.value, /Spell Speed 2/);
  });

  it("explains an effect: kind, Spell Speed and window", () => {
    const h = at("You can target 1 monster", 3)!;
    assert.match(h.contents.value, /\*\*Quick Effect\*\*/);
    assert.match(h.contents.value, /Spell Speed 2/);
    assert.match(
      h.contents.value,
      /Window: Either player's turn: start of the Damage Step, before damage calculation, damage calculation, after damage calculation, end of the Damage Step; open game state or in response to Spell Speed 1–2/,
    );
    assert.match(
      at("draw 1 card")!.contents.value,
      /\*\*Ignition Effect\*\*[\s\S]*Window: Your turn: Main Phase 1, Main Phase 2; open game state only/,
    );
  });

  it("explains the card type and the Spell Speed it gives", () => {
    const qp = ygoFile("Q", "Quick-Play Spell", "Draw 1 card.");
    const h = hoverAtOffset(lintText(qp).model, qp.indexOf("Quick-Play") + 2)!;
    assert.match(h.contents.value, /Spell Speed 2[\s\S]*not the turn it was Set/);
  });

  it("explains YGO fields", () => {
    assert.match(at("attribute:", 2)!.contents.value, /DARK, LIGHT/);
  });
});

describe("ygo completion", () => {
  it("offers phase names and PSCT tags in rules text", () => {
    const text = ygoFile("C", "Effect Monster", "During the Bat", M);
    const labels = completionAtOffset(lintText(text).model, text.indexOf("Bat") + 3).items.map((i) => i.label);
    for (const l of ["Battle Phase", "Damage Step", "End Phase", "(Quick Effect)", "Once per turn"]) assert.ok(labels.includes(l), l);
  });

  it("offers card types after type:", () => {
    const text = 'game ygo\ncard "T" {\n  type: \n}\n';
    const labels = completionAtOffset(lintText(text).model, text.indexOf("type: ") + 6).items.map((i) => i.label);
    for (const l of ["Effect Monster", "Quick-Play Spell", "Counter Trap"]) assert.ok(labels.includes(l), l);
  });
});

describe("ygo semantic tokens", () => {
  it("marks phase names and PSCT tags", () => {
    const words = semanticTokens(model).map((t) => `${src.slice(t.span.start, t.span.end)}:${t.type}`);
    assert.ok(words.includes("the Damage Step:enumMember"), words.join(", "));
    assert.ok(words.includes("(Quick Effect):keyword"));
    assert.ok(words.includes("Once per turn:keyword"));
  });
});
