/**
 * syntax-error: the file does not follow the CardScript grammar (LANGUAGE.md §1).
 */
import assert from "node:assert/strict";
import { MAX_SYNTAX_ERRORS } from "../../server/src/core/limits";
import { lintText } from "../../server/src/app/service";
import { ruleTable } from "./rule-table";

ruleTable("syntax-error", {
  invalid: [
    {
      title: "an empty card name",
      source: 'card "" {\n  type: Instant\n}\n',
      underlined: ['""'],
      mentions: ["needs a name"],
    },
    {
      title: "a rules edition date that does not exist (February 30)",
      source: 'rules 2025-02-30\ncard "A" {\n  type: Instant\n}\n',
      underlined: ["2025-02-30"],
    },
    {
      title: "a rules edition with month 13",
      source: 'rules 2026-13\ncard "A" {\n  type: Instant\n}\n',
      underlined: ["2026-13"],
      mentions: ["edition date"],
    },
    {
      title: "a card without its closing brace (reported at the end of the file)",
      source: 'card "A" {\n  type: Instant\n  text:\n    Draw a card.\n',
      underlined: [""],
      mentions: ["'}'"],
    },
    {
      title: "a field without a colon",
      source: 'card "A" {\n  type Instant\n}\n',
      underlined: ["type Instant"],
      mentions: ["colon"],
    },
    {
      title: "a stray word before the first card",
      source: 'hello\ncard "A" {\n  type: Instant\n}\n',
      underlined: ["hello"],
      mentions: ['card "Name"'],
    },
    {
      title: "a word after a card's closing brace",
      source: 'card "A" {\n  type: Instant\n} extra\n',
      underlined: ["extra"],
    },
    {
      title: "an extra closing brace",
      source: 'card "A" {\n  type: Instant\n}\n}\n',
      underlined: ["}"],
    },
    {
      title: "an unclosed face block",
      source: 'card "A" {\n  face "B" {\n    type: Instant\n}\n',
      underlined: [""],
      mentions: ["'}'"],
    },
    {
      title: "a name without its closing quote",
      source: 'card "A {\n  type: Instant\n}\n',
      underlined: ['"A {', "type: Instant"],
      mentions: [/'[{"]'/],
    },
    {
      title: "an unknown game",
      source: 'game mtgg\ncard "A" {\n  type: Instant\n}\n',
      underlined: ["mtgg"],
      mentions: ["'game mtg'", "'game ygo'"],
    },
    {
      title: "a rules edition that is not a date",
      source: 'rules latest\ncard "A" {\n  type: Instant\n}\n',
      underlined: ["latest"],
      mentions: ["2026-09"],
    },
    {
      title: "a directive after the first card",
      source: 'card "A" {\n  type: Instant\n}\ngame mtg\n',
      underlined: ["game"],
      mentions: ["before the first card"],
    },
    {
      title: "a directive twice",
      source: 'game mtg\ngame mtg\ncard "A" {\n  type: Instant\n}\n',
      underlined: ["game mtg"],
      mentions: ["only once"],
    },
  ],
  valid: [
    { title: "an empty file", source: "" },
    { title: "only a comment", source: "# nothing here yet\n" },
    {
      title: "directives, comments and an escaped quote in a name",
      source:
        'game mtg\nrules 2026-01\n\n# a comment\ncard "Say \\"Hi\\"" { # trailing comment\n  type: Instant # why not\n  text:\n    Draw a card.\n}\n',
    },
    {
      title: "CRLF line ends and a BOM",
      source: '\ufeffcard "A" {\r\n  cost: {U}\r\n  type: Instant\r\n  text:\r\n    Draw a card.\r\n}\r\n',
    },
    { title: "tabs for indentation", source: 'card "A" {\n\ttype:\tInstant\n\ttext:\n\t\tDraw a card.\n}\n' },
    {
      title: "fields after the text section",
      source: 'card "A" {\n  type: Instant\n  text:\n    Draw a card.\n  flavor: Quick.\n  rarity: common\n}\n',
    },
    {
      title: "an upper-case 'Word:' line inside text is rules text, not a field",
      source: 'card "A" {\n  type: Instant\n  text:\n    Draw a card.\n    Flavor: not a field here.\n}\n',
    },
    {
      title: "face blocks for a split card",
      source:
        'card "Fire // Ice" {\n  face "Fire" {\n    cost: {1}{R}\n    type: Instant\n    text:\n      Fire deals 2 damage divided as you choose among one or two targets.\n  }\n  face "Ice" {\n    cost: {1}{U}\n    type: Instant\n    text:\n      Tap target permanent.\n      Draw a card.\n  }\n}\n',
    },
    { title: "several cards in one file", source: 'card "A" {\n  type: Instant\n}\n\ncard "B" {\n  type: Sorcery\n}\n' },
    { title: "a game ygo file", source: 'game ygo\ncard "Pot" {\n  type: Normal Spell\n  text:\n    Draw 2 cards.\n}\n' },
  ],
});

describe("syntax-error: at most MAX_SYNTAX_ERRORS per text, then one finding with the count", function () {
  const messages = (n: number) =>
    lintText("{".repeat(n))
      .findings.filter((d) => d.ruleId === "syntax-error")
      .map((d) => d.message);

  it(`${MAX_SYNTAX_ERRORS} errors are listed as they are`, function () {
    const m = messages(MAX_SYNTAX_ERRORS);
    assert.equal(m.length, MAX_SYNTAX_ERRORS);
    assert.ok(m.every((x) => /Unexpected '\{' outside a card/.test(x)));
  });

  it("past the limit, the rest are counted in one finding at the first one left out", function () {
    const out = lintText("{".repeat(MAX_SYNTAX_ERRORS + 150));
    const found = out.findings.filter((d) => d.ruleId === "syntax-error");
    assert.equal(found.length, MAX_SYNTAX_ERRORS + 1);
    const last = found[found.length - 1]!;
    assert.match(last.message, new RegExp(`150 more after the first ${MAX_SYNTAX_ERRORS}`));
    assert.equal(last.span.start, MAX_SYNTAX_ERRORS, "at the first error not listed");
  });
});

describe("syntax-error: the limit applies per card block, as the editor re-checks one card", function () {
  it("a file of many cards with one error each lists every error", function () {
    const text = Array.from({ length: MAX_SYNTAX_ERRORS + 20 }, (_, i) => `card "C${i}" {\n  type Instant\n}\n`).join("\n");
    const found = lintText(text).findings.filter((d) => d.ruleId === "syntax-error");
    assert.equal(found.length, MAX_SYNTAX_ERRORS + 20);
  });

  it("a card with too many errors is summed up, the next card's errors are listed", function () {
    const bad = `card "Bad" {\n${"  type Instant\n".repeat(MAX_SYNTAX_ERRORS + 5)}}\n`;
    const found = lintText(`${bad}\ncard "Next" {\n  type Instant\n}\n`).findings.filter((d) => d.ruleId === "syntax-error");
    assert.equal(found.length, MAX_SYNTAX_ERRORS + 2);
    assert.match(found[MAX_SYNTAX_ERRORS]!.message, /5 more after the first/);
    assert.match(found[MAX_SYNTAX_ERRORS + 1]!.message, /is not a field/);
  });
});
