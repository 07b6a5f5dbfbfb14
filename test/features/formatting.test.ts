/**
 * The formatter (core): canonical layout, comments kept where they belong, normalisations of
 * dashes and minus signs, line ends and BOM kept, idempotence, and refusal on syntax errors.
 */
import { strict as assert } from "node:assert";
import { applyEdits } from "../../server/src/core/features/apply-edits";
import { canonicalTypeLine, formattingWords } from "../../server/src/core/features/formatting";
import { formatDocument, formatEdits } from "../../server/src/app/service";
import { dominantEol } from "../../server/src/core/text/line-index";

function format(text: string): string {
  const r = formatDocument(text);
  assert.ok(r.ok, r.ok ? "" : `refused: ${r.detail}`);
  const again = formatDocument(r.text);
  assert.ok(again.ok && again.text === r.text, `not idempotent:\n${r.text}\n---\n${again.ok ? again.text : again.detail}`);
  return r.text;
}

const lines = (...ls: string[]) => ls.join("\n") + "\n";

describe("formatter", () => {
  it("formats a card whose brace touches its name", () => {
    const r = formatDocument('card "Messy"{\n type: Instant\n text:\n  Draw a card.\n}\n');
    assert.deepEqual(r, { ok: true, text: 'card "Messy" {\n  type: Instant\n  text:\n    Draw a card.\n}\n' });
  });

  it("indents two spaces per level and rules text one level below text:", () => {
    const src = lines('card "A" {', "cost: {1}{U}", "      type: Instant", "text:", "Draw a card.", "\t\tScry 1.", "}");
    assert.equal(format(src), lines('card "A" {', "  cost: {1}{U}", "  type: Instant", "  text:", "    Draw a card.", "    Scry 1.", "}"));
  });

  it("puts fields in canonical order: header fields, unknown fields, text, faces, metadata", () => {
    const src = lines(
      'card "A" {',
      "  artist: Someone",
      "  flavor: Words.",
      "  text:",
      "    Flying",
      "  color: blue",
      "  pt: 1/1",
      "  mystery: 42",
      "  type: Creature — Bird",
      "  number: 7",
      "  cost: {U}",
      "  rarity: common",
      "  loyalty: 2",
      "  set: ABC",
      "  defense: 3",
      "}",
    );
    assert.equal(
      format(src),
      lines(
        'card "A" {',
        "  cost: {U}",
        "  type: Creature — Bird",
        "  pt: 1/1",
        "  loyalty: 2",
        "  defense: 3",
        "  color: blue",
        "  mystery: 42",
        "  text:",
        "    Flying",
        "  flavor: Words.",
        "  rarity: common",
        "  set: ABC",
        "  artist: Someone",
        "  number: 7",
        "}",
      ),
    );
  });

  it("keeps duplicate fields in their order and faces in theirs", () => {
    const src = lines(
      'card "Fire // Ice" {',
      "  set: XYZ",
      '  face "Fire" {',
      "    text:",
      "      Fire deals 2 damage divided as you choose among one or two targets.",
      "    type: Instant",
      "    cost: {1}{R}",
      "  }",
      '  face "Ice" {',
      "    cost: {1}{U}",
      "    cost: {2}",
      "    type: Instant",
      "  }",
      "}",
    );
    assert.equal(
      format(src),
      lines(
        'card "Fire // Ice" {',
        '  face "Fire" {',
        "    cost: {1}{R}",
        "    type: Instant",
        "    text:",
        "      Fire deals 2 damage divided as you choose among one or two targets.",
        "  }",
        '  face "Ice" {',
        "    cost: {1}{U}",
        "    cost: {2}",
        "    type: Instant",
        "  }",
        "  set: XYZ",
        "}",
      ),
    );
  });

  it("keeps the order of a card with two text: sections (moving them together would merge them)", () => {
    const src = lines(
      'card "A" {',
      "  text:",
      "    Flying",
      "  cost: {1}",
      "  text:",
      "    Vigilance }",
      "  type: Artifact Creature — Golem",
      "}",
    );
    assert.equal(
      format(src),
      lines('card "A" {', "  text:", "    Flying", "  cost: {1}", "  text:", "    Vigilance }", "  type: Artifact Creature — Golem", "}"),
    );
  });

  it("writes the type-line dash as ' — ' and loyalty minus signs as U+2212", () => {
    const src = lines(
      'card "Vess" {',
      "  type: Legendary  Planeswalker -  Vess",
      "  loyalty: 4",
      "  text:",
      "    +1: Scry 2.",
      "    -2: Target creature gets -2/-2 until end of turn.",
      "    –X: Draw X cards.",
      "    Flying - no change here",
      "}",
    );
    const out = format(src);
    assert.match(out, /type: Legendary Planeswalker — Vess\n/);
    assert.match(out, /\n {4}−2: Target creature gets -2\/-2 until end of turn\.\n/);
    assert.match(out, /\n {4}−X: Draw X cards\.\n/);
    assert.match(out, /\n {4}\+1: Scry 2\.\n/);
    assert.match(out, /\n {4}Flying - no change here\n/);
    assert.equal(canonicalTypeLine("Creature -- Elf"), "Creature — Elf");
    assert.equal(canonicalTypeLine("Creature—Elf"), "Creature — Elf");
    assert.equal(canonicalTypeLine("Creature – Elf Warrior"), "Creature — Elf Warrior");
    assert.equal(canonicalTypeLine("Artifact Creature — Assembly-Worker"), "Artifact Creature — Assembly-Worker");
    assert.equal(canonicalTypeLine("Creature--Elf"), "Creature--Elf", "not a type-line dash for the checker either");
  });

  it("keeps every comment next to what it belongs to", () => {
    const src = lines(
      "# file header",
      "game   mtg   # which game",
      "",
      "",
      "",
      "# about A",
      'card "A" {   # A\'s header',
      "  text:   # the text",
      "    Flying",
      "   # between abilities",
      "    Vigilance   ",
      "  flavor: Words. # flavor note",
      "  # above type",
      "  type: Creature -- Bird",
      "  # dangling at the end",
      "}  # after A",
      'card "B" {',
      "  cost: # no cost yet",
      "  type: Artifact",
      "}",
      "# trailing",
    );
    assert.equal(
      format(src),
      lines(
        "# file header",
        "game mtg # which game",
        "",
        "# about A",
        'card "A" { # A\'s header',
        "  # above type",
        "  type: Creature — Bird",
        "  text: # the text",
        "    Flying",
        "    # between abilities",
        "    Vigilance",
        "  flavor: Words. # flavor note",
        "  # dangling at the end",
        "} # after A",
        "",
        'card "B" {',
        "  cost: # no cost yet",
        "  type: Artifact",
        "}",
        "",
        "# trailing",
      ),
    );
  });

  it("puts exactly one blank line between cards and none inside them", () => {
    const src = 'card "A" {\n\n  type: Artifact\n\n}\n\n\n\ncard "B" { type: Artifact\n}\ncard "C" {\n  type: Land\n}';
    assert.equal(
      format(src),
      lines('card "A" {', "  type: Artifact", "}", "", 'card "B" {', "  type: Artifact", "}", "", 'card "C" {', "  type: Land", "}"),
    );
  });

  it("keeps CRLF, lone CR and a BOM", () => {
    const lf = lines('card "A" {', "type: Artifact", "}");
    const crlf = "\uFEFF" + lf.replace(/\n/g, "\r\n");
    assert.equal(format(crlf), '\uFEFFcard "A" {\r\n  type: Artifact\r\n}\r\n');
    assert.equal(format(lf.replace(/\n/g, "\r")), 'card "A" {\r  type: Artifact\r}\r');
    assert.equal(dominantEol("a\r\nb\r\nc\n"), "\r\n");
    assert.equal(dominantEol("a\nb\nc\r\n"), "\n");
    assert.equal(dominantEol("abc"), "\n");
  });

  it("leaves words, emoji and internal spacing of rules text alone", () => {
    const src = lines('card "Party 🎉" {', "  type: Instant", "  text:", "    🎉  Draw   two cards.  ", "}");
    const out = format(src);
    assert.match(out, /\n {4}🎉 {2}Draw {3}two cards\.\n/);
    assert.deepEqual(formattingWords(out).sort(), formattingWords(src).sort());
  });

  it("formats an empty or comment-only document", () => {
    assert.equal(format(""), "");
    assert.equal(format("  \n\n"), "");
    assert.equal(format("# just a note   "), "# just a note\n");
  });

  it("refuses a document with syntax errors and returns no edits", () => {
    const broken = 'card "A" {\n  type: Artifact\n';
    const r = formatDocument(broken);
    assert.equal(r.ok, false);
    assert.equal(!r.ok && r.reason, "syntax-errors");
    assert.deepEqual(formatEdits(broken), []);
    assert.deepEqual(formatEdits('crad "A" { }'), []);
  });

  it("returns one edit that reproduces the formatted text, or none when already formatted", () => {
    const src = lines('card "A" {', "  type: Artifact", "      text:", "    {T}: Draw a card.", "}");
    const edits = formatEdits(src);
    assert.equal(edits.length, 1);
    assert.equal(applyEdits(src, edits).text, format(src));
    assert.deepEqual(formatEdits(format(src)), []);
  });
});
