/**
 * Completion (core): the right items in the right place, exact replace ranges, and nothing in
 * comments, strings or reminder text. `|` marks the cursor in the test documents.
 */
import assert from "node:assert/strict";
import { MALFORMED } from "../helpers/malformed";
import { completion, completionAtOffset, type CompletionItem } from "../../server/src/core/features/completion";
import { expandSnippet } from "../../server/src/core/features/card-snippets";
import { CARD_SNIPPETS } from "../../server/src/games/mtg/features/completion-snippets";
import { lintText } from "../../server/src/app/service";

/** Completion items at the `|` in `source` (the bar is removed first). */
function itemsAt(source: string): CompletionItem[] {
  const offset = source.indexOf("|");
  assert.ok(offset >= 0, "no cursor mark");
  const text = source.slice(0, offset) + source.slice(offset + 1);
  return completionAtOffset(lintText(text).model, offset).items;
}

const labels = (items: CompletionItem[]) => items.map((i) => i.label);

function item(items: CompletionItem[], label: string): CompletionItem {
  const found = items.find((i) => i.label === label);
  assert.ok(found, `no item '${label}' in ${JSON.stringify(labels(items).slice(0, 40))}`);
  return found;
}

const inText = (type: string, line: string, extra: string[] = []) =>
  ['card "Test Card" {', `  type: ${type}`, ...extra, "  text:", `    ${line}`, "}", ""].join("\n");

describe('completion: step names after "At the beginning of"', () => {
  it("offers your / each / each opponent's variants, replacing from the cursor", () => {
    const items = itemsAt(inText("Creature — Bear", "At the beginning of |"));
    for (const l of [
      "your upkeep",
      "each upkeep",
      "each opponent's upkeep",
      "your draw step",
      "your end step",
      "the next end step",
      "combat on your turn",
      "each combat",
      "your precombat main phase",
      "your postcombat main phase",
    ])
      item(items, l);
    const up = item(items, "your upkeep");
    assert.deepEqual(up.textEdit, {
      range: { start: { line: 3, character: 24 }, end: { line: 3, character: 24 } },
      newText: "your upkeep",
    });
    assert.equal(up.kind, "EnumMember");
    assert.match(up.documentation!.value, /\*\*Priority:\*\* yes/);
  });

  it("replaces the words already typed", () => {
    const items = itemsAt(inText("Creature — Bear", "At the beginning of your up|"));
    const up = item(items, "your upkeep");
    assert.deepEqual(up.textEdit.range, { start: { line: 3, character: 24 }, end: { line: 3, character: 31 } });
    assert.equal(up.filterText, "your upkeep");
  });

  it("flags or leaves out steps the rules flag: untap deprecated, cleanup only as the delayed trigger", () => {
    const items = itemsAt(inText("Creature — Bear", "At the beginning of |"));
    assert.equal(item(items, "your untap step").deprecated, true);
    item(items, "the next cleanup step");
    assert.ok(!labels(items).includes("each cleanup step"));
    assert.ok(!labels(items).includes("your cleanup step"));
    assert.match(item(items, "each declare blockers step").detail!, /skipped in turns without attackers/);
  });

  it("works in the middle of a line (a delayed trigger in effect text)", () => {
    const items = itemsAt(inText("Instant", "Exile target creature. Return it at the beginning of the next |"));
    item(items, "the next end step");
  });
});

describe("completion: restriction clauses", () => {
  it('after "Cast this spell only" on a sorcery: no clause that would make it impossible', () => {
    const items = itemsAt(inText("Sorcery", "Cast this spell only |"));
    assert.ok(!labels(items).includes("during combat"), JSON.stringify(labels(items)));
    assert.ok(!labels(items).includes("during your upkeep"));
  });

  it("kind: completion inserts what the user would type next — no clause that only changes nothing, no period", () => {
    const items = itemsAt(inText("Sorcery", "Cast this spell only |"));
    assert.ok(!labels(items).includes("during your turn"), "redundant on a sorcery: it would only be reported by redundant-timing");
    assert.ok(!labels(items).includes("during your main phase"));
    for (const i of items) assert.doesNotMatch(i.textEdit.newText, /\.$/, `${i.label} ends with a period`);
    const activate = itemsAt(inText("Artifact", "{1}: Scry 1. Activate only as a sorcery and only |"));
    assert.ok(!labels(activate).includes("during your turn"), "already implied by 'as a sorcery'");
  });

  it('after "Cast this spell only" on an instant: combat clauses with the window they leave', () => {
    const items = itemsAt(inText("Instant", "Cast this spell only |"));
    const combat = item(items, "during combat");
    assert.equal(combat.textEdit.newText, "during combat");
    assert.match(combat.detail!, /^this spell: Either player's turn: beginning of combat step, declare attackers step/);
    item(items, "during combat before blockers are declared");
  });

  it('after "Activate only": as a sorcery with its window; the period is the designer\'s to type', () => {
    const items = itemsAt(inText("Artifact", "{1}: Scry 1. Activate only |"));
    const s = item(items, "as a sorcery");
    assert.equal(s.detail, "this ability: Your turn: precombat main phase, postcombat main phase, stack empty");
    assert.equal(s.textEdit.newText, "as a sorcery");
    const withPeriod = itemsAt(inText("Artifact", "{1}: Scry 1. Activate only as a s|."));
    const s2 = item(withPeriod, "as a sorcery");
    assert.equal(s2.textEdit.newText, "as a sorcery");
    assert.deepEqual(s2.textEdit.range, { start: { line: 3, character: 31 }, end: { line: 3, character: 37 } });
  });

  it('"and only" continues with clauses that still leave a window', () => {
    const items = itemsAt(inText("Artifact", "{1}: Scry 1. Activate only as a sorcery and only |"));
    assert.ok(!labels(items).includes("during combat"));
    assert.ok(labels(items).includes("once each turn"));
  });
});

describe("completion: start of a rules-text line", () => {
  it("keywords with rules and timing, and ability openers", () => {
    const items = itemsAt(inText("Creature — Bear", "|", ["  stats: 2/2"]));
    for (const l of [
      "Flying",
      "Flash",
      "First strike",
      "Vigilance",
      "Equip",
      "Forecast",
      "When",
      "Whenever",
      "At the beginning of",
      "Activate only",
      "Cast this spell only",
    ])
      item(items, l);
    const flash = item(items, "Flash");
    assert.equal(flash.kind, "Keyword");
    assert.match(flash.detail!, /CR 702\.8/);
    assert.match(flash.documentation!.value, /any time you could cast an instant/);
    // The detail names the keyword's one description (hover-keyword-docs.ts), as the hover does.
    assert.match(flash.detail!, /You may cast this spell any time you could cast an instant, even on an opponent's turn/);
    const equip = item(items, "Equip");
    assert.equal(equip.snippet, true);
    assert.equal(equip.textEdit.newText, "Equip {${1:2}}");
    const at = item(items, "At the beginning of");
    assert.equal(at.textEdit.newText, "At the beginning of ");
    assert.equal(at.command?.command, "editor.action.triggerSuggest");
    // Loyalty openers only for planeswalkers.
    assert.ok(!labels(items).includes("+1: …"));
    item(itemsAt(inText("Legendary Planeswalker — Vess", "|", ["  loyalty: 4"])), "+1: …");
  });

  it("replaces the partial word from the start of the line's text", () => {
    const items = itemsAt(inText("Creature — Bear", "Fl|"));
    assert.deepEqual(item(items, "Flying").textEdit, {
      range: { start: { line: 3, character: 4 }, end: { line: 3, character: 6 } },
      newText: "Flying",
    });
  });

  it("after a comma on a keyword line: keywords in lower case", () => {
    const items = itemsAt(inText("Creature — Bear", "Flying, v|"));
    const v = item(items, "vigilance");
    assert.deepEqual(v.textEdit.range, { start: { line: 3, character: 12 }, end: { line: 3, character: 13 } });
    assert.ok(!labels(items).includes("When"));
  });

  it("a new empty line after the last line of text is still rules text", () => {
    const items = itemsAt(['card "A" {', "  type: Creature — Bear", "  text:", "    Flying", "    |", "}", ""].join("\n"));
    item(items, "Whenever");
  });

  it("nothing in the middle of effect text", () => {
    assert.deepEqual(itemsAt(inText("Instant", "Draw a ca|rd.")), []);
  });
});

describe("completion: nothing in comments, strings and reminder text", () => {
  it("comments", () => {
    assert.deepEqual(itemsAt(inText("Creature — Bear", "Flying").replace("  text:", "  # At the beginning of |\n  text:")), []);
    assert.deepEqual(itemsAt("# a comment |\n"), []);
    assert.deepEqual(itemsAt(['card "A" {', "  type: Creature — Bear", "  text:", "    # At the beginning of |", "}"].join("\n")), []);
  });

  it("card names and quoted text", () => {
    assert.deepEqual(itemsAt('card "At the beginning of |" {\n}\n'), []);
    assert.deepEqual(itemsAt('card "Unfinished |\n'), []);
    assert.deepEqual(itemsAt(inText("Creature — Bear", 'Creatures you control have "At the beginning of |')), []);
  });

  it("reminder text", () => {
    assert.deepEqual(itemsAt(inText("Creature — Bear", "Flash (You may cast this spell at the beginning of |")), []);
  });
});

describe("completion: card header", () => {
  it("field names not yet used, text: and face", () => {
    const items = itemsAt(['card "A" {', "  type: Creature — Bear", "  |", "}", ""].join("\n"));
    assert.ok(!labels(items).includes("type"));
    for (const l of ["cost", "stats", "loyalty", "text", "face"]) item(items, l);
    const cost = item(items, "cost");
    assert.equal(cost.textEdit.newText, "cost: ");
    assert.match(cost.documentation!.value, /Mana cost/);
  });

  it("supertypes and card types after type:, subtypes of those types after the dash", () => {
    const types = itemsAt(['card "A" {', "  type: Legendary Cr|", "}"].join("\n"));
    assert.equal(item(types, "Creature").kind, "Class");
    assert.equal(item(types, "Snow").detail, "supertype");
    assert.ok(!labels(types).includes("Legendary"));
    assert.deepEqual(item(types, "Creature").textEdit.range, { start: { line: 1, character: 18 }, end: { line: 1, character: 20 } });
    const subs = itemsAt(['card "A" {', "  type: Legendary Creature — |", "}"].join("\n"));
    item(subs, "Elf");
    assert.ok(!labels(subs).includes("Aura"));
    assert.ok(!labels(subs).includes("Creature"));
    item(itemsAt(['card "A" {', "  type: Enchantment — |", "}"].join("\n")), "Aura");
    const dash = itemsAt(['card "A" {', "  type: Artifact Creature |", "}"].join("\n"));
    assert.equal(item(dash, "—").textEdit.newText, "— ");
  });

  it("mana symbols after { in the cost; tap and untap symbols only in rules text", () => {
    const cost = itemsAt(['card "A" {', "  cost: {2}{|", "}"].join("\n"));
    for (const l of ["{W}", "{U}", "{2/W}", "{G/P}", "{W/U}", "{X}", "{C}"]) item(cost, l);
    assert.ok(!labels(cost).includes("{T}"));
    assert.equal(item(cost, "{W}").textEdit.newText, "W}");
    // With the brace already closed by the editor, the item replaces through it: {2}{W}| not {2}{W|}.
    const closed = itemsAt(['card "A" {', "  cost: {2}{|}", "}"].join("\n"));
    const w = item(closed, "{W}").textEdit;
    assert.equal(w.newText, "W}");
    assert.deepEqual(w.range, { start: { line: 1, character: 12 }, end: { line: 1, character: 13 } });
    const text = itemsAt(inText("Artifact", "{|"));
    assert.equal(item(text, "{T}").filterText, "T");
    item(text, "{Q}");
  });
});

describe("completion: top level", () => {
  it("snippets for the seven kinds of new card, and directives before the first card", () => {
    const items = itemsAt("|");
    const snippets = items.filter((i) => i.kind === "Snippet");
    assert.deepEqual(
      snippets.map((i) => i.label),
      ["card (creature)", "card (instant)", "card (sorcery)", "card (planeswalker)", "card (aura)", "card (land)", "card (two-face card)"],
    );
    assert.ok(snippets.every((s) => s.snippet === true));
    assert.ok(labels(items).includes("game") && labels(items).includes("rules"));
    const after = itemsAt('card "A" {\n  type: Instant\n}\n|');
    assert.ok(!labels(after).includes("rules"));
    assert.ok(labels(after).includes("card (instant)"));
  });

  it("every card snippet expands to a card that parses and lints without errors or warnings", () => {
    for (const s of CARD_SNIPPETS) {
      const text = expandSnippet(s.body);
      const { findings, parse } = lintText(text);
      assert.deepEqual(parse.errors, [], s.name);
      assert.deepEqual(
        findings.filter((f) => f.severity === "error" || f.severity === "warning").map((f) => f.message),
        [],
        `${s.name}:\n${text}`,
      );
    }
    const twoFace = lintText(expandSnippet(CARD_SNIPPETS.find((s) => s.name === "two-face card")!.body));
    assert.equal(twoFace.parse.cards[0]!.faces.length, 2);
  });
});

describe("completion: positions", () => {
  it("LSP positions with CRLF, a BOM and emoji (UTF-16 columns)", () => {
    const text = '\uFEFFcard "🐉" {\r\n  type: Creature — Dragon\r\n  text:\r\n    🔥 At the beginning of your up\r\n}\r\n';
    const { model } = lintText(text);
    const list = completion(model, { line: 3, character: 33 });
    const up = item(list.items, "your upkeep");
    // 4 spaces + emoji (2 units) + space + "At the beginning of " (20) = 27
    assert.deepEqual(up.textEdit.range, { start: { line: 3, character: 27 }, end: { line: 3, character: 33 } });
    assert.equal(list.isIncomplete, false);
  });
});

describe("completion: robustness", () => {
  it("never throws at any offset of malformed documents", () => {
    for (const text of MALFORMED) {
      const { model } = lintText(text);
      for (let o = 0; o <= text.length + 1; o++) assert.doesNotThrow(() => completionAtOffset(model, o), `${JSON.stringify(text)} @ ${o}`);
    }
  });
});
