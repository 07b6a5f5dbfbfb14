/**
 * Kind: user text injected into hover Markdown. Card names, face names, field values, ability
 * words and restriction text show literally: no emphasis, no HTML, no (command) links, no code
 * span broken open, no heading or list from a name at the start of a line.
 */
import assert from "node:assert/strict";
import { hoverAtOffset } from "../../server/src/core/features/hover";
import { codeSpan, escapeMarkdown } from "../../server/src/core/features/markdown";
import { lintText } from "../../server/src/app/service";

const HOSTILE = "Hymn *of* `Ruin` <b>x</b> [y](command:z) _u_ ~~s~~ # h";

/** Markdown that would render `HOSTILE` as anything but literal text. */
function assertLiteral(markdown: string): void {
  assert.doesNotMatch(markdown, /(?<!\\)\*of(?<!\\)\*/, "emphasis");
  assert.doesNotMatch(markdown, /(?<!\\)<b>/, "HTML");
  assert.doesNotMatch(markdown, /(?<!\\)\[y(?<!\\)\]\(command:/, "link");
  assert.doesNotMatch(markdown, /(?<!\\)`Ruin(?<!\\)`/, "code span");
}

function hoverOn(text: string, needle: string, delta = 0): string {
  const h = hoverAtOffset(lintText(text).model, text.indexOf(needle) + delta);
  assert.ok(h, `expected a hover on ${needle}`);
  return h.contents.value;
}

describe("hover-markdown-escaping: user text shows literally in hovers", () => {
  it("escapes a card name (and the unescaped text reads back the same)", () => {
    const text = `card "${HOSTILE.replace(/"/g, '\\"')}" {\n  type: Instant\n  text:\n    Draw a card.\n}\n`;
    const md = hoverOn(text, "Hymn", 1);
    assertLiteral(md);
    assert.ok(md.replace(/\\(.)/g, "$1").includes(HOSTILE), md);
  });

  it("escapes face names, cost and type values shown in the card hover", () => {
    const text = `card "A" {\n  face "1. <i>F</i>" {\n    cost: {1} [x](command:y)\n    type: Instant *z*\n  }\n  face "- G" {\n    type: Sorcery\n  }\n}\n`;
    const md = hoverOn(text, '"A"', 1);
    assert.doesNotMatch(md, /(?<!\\)<i>/);
    assert.doesNotMatch(md, /(?<!\\)\[x(?<!\\)\]\(command:/);
    assert.doesNotMatch(md, /(?<!\\)\*z(?<!\\)\*/);
    assert.doesNotMatch(md, /^1\. /m, "ordered list from a face name");
    assert.doesNotMatch(md, /^- G/m, "bullet from a face name");
  });

  it("escapes restriction text and unknown step names from rules text", () => {
    const text =
      'card "A" {\n  type: Artifact\n  text:\n    {T}: Draw a card. Activate only during *your* <b>turn</b>.\n    At the beginning of [up](command:x) keep, draw a card.\n}\n';
    const restriction = hoverOn(text, "only during", 2);
    assert.doesNotMatch(restriction, /(?<!\\)\*your(?<!\\)\*/);
    assert.doesNotMatch(restriction, /(?<!\\)<b>/);
    const trigger = hoverOn(text, "At the beginning", 2);
    assert.doesNotMatch(trigger, /(?<!\\)\[up(?<!\\)\]\(command:/);
  });

  it("puts a directive value with backticks in a code span that holds it", () => {
    const text = 'rules 2025-09`<b>\ncard "A" {\n  type: Instant\n}\n';
    const directive = hoverOn(text, "2025", 1);
    assert.ok(directive.includes("``2025-09`<b>``"), directive);
  });

  it("escapeMarkdown and codeSpan keep the text and neutralise every marker", () => {
    assert.equal(escapeMarkdown("a*b"), "a\\*b");
    assert.equal(escapeMarkdown("1. x"), "1\\. x");
    assert.equal(escapeMarkdown("a\u2028b"), "a b");
    assert.equal(codeSpan("a`b"), "``a`b``");
    assert.equal(codeSpan("`a"), "`` `a ``");
  });
});
