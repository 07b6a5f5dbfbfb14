/**
 * Rule messages by id (ESLint's `meta.messages`): the linter fills `{{placeholders}}` from a
 * report's data and writes citations given as data in the file's rules edition, so no template
 * retypes a rule number. Kind: message templates and citations as data.
 */
import { strict as assert } from "node:assert";
import { moved } from "../../server/src/games/mtg/cr";
import { lintText } from "../../server/src/app/service";
import { fillMessage, placeholders, ruleMessage } from "../../server/src/core/rules/messages";
import { RULES, ruleById } from "../../server/src/app/rules";

describe("rule messages by id", () => {
  it("fills text and number placeholders; spaces inside the braces are allowed", () => {
    assert.equal(fillMessage("'{{name}}' on line {{ line }}.", { name: "Bolt", line: 3 }), "'Bolt' on line 3.");
  });

  it("writes citations given as data in the requested edition, and nothing for none", () => {
    // 506.7c (2025-09-19) was renumbered 506.8c (2026-09-25): the edition picks the number.
    const c = [moved({ "2025-09-19": "506.7c", "2026-09-25": "506.8c" })];
    assert.equal(fillMessage("Blocked{{cite}}.", { cite: c }), "Blocked (CR 506.8c).");
    assert.equal(fillMessage("Blocked{{cite}}.", { cite: c }, "2025-09-19"), "Blocked (CR 506.7c).");
    assert.equal(fillMessage("Blocked{{cite}}.", { cite: [] }), "Blocked.");
  });

  it("leaves a placeholder without a value visible instead of dropping it", () => {
    assert.equal(fillMessage("Unknown '{{field}}'.", {}), "Unknown '{{field}}'.");
  });

  it("keeps mana braces that are not placeholders: '{{{symbol}}}' and {2}{U}", () => {
    assert.equal(fillMessage("'{{{symbol}}}' like {2}{U}{{cite}}.", { symbol: "Q", cite: [] }), "'{Q}' like {2}{U}.");
  });

  it("ruleMessage throws for an unknown message id (the linter turns that into internal-error)", () => {
    assert.throws(() => ruleMessage(ruleById("missing-type")!.meta, "noSuchMessage", {}), /has no message 'noSuchMessage'/);
    assert.throws(() => ruleMessage(ruleById("missing-type")!.meta, "toString", {}), /has no message 'toString'/);
  });

  it("{{cite}} defaults to the rule's own citations", () => {
    const meta = ruleById("flash-on-land")!.meta;
    assert.match(ruleMessage(meta, "flashOnLand", {}), /\(CR 702\.8a, 305\.2, 305\.3\)/);
  });

  it("every rule has messages; no template types a citation or a computed part", () => {
    for (const r of RULES) {
      const entries = Object.entries(r.meta.messages);
      assert.ok(entries.length > 0, `${r.meta.id} has no messages`);
      for (const [id, template] of entries) {
        assert.match(id, /^[a-z][A-Za-z0-9]*$/, `${r.meta.id}: message id ${id} is camelCase`);
        assert.doesNotMatch(template, /\bCR \d|Rulebook|\$\{/, `${r.meta.id}.${id}: citations are data, not text: ${template}`);
        assert.ok(template.trim().length > 0, `${r.meta.id}.${id} is empty`);
        for (const p of placeholders(template)) assert.match(p, /^[a-z][A-Za-z]*$/, `${r.meta.id}.${id}: placeholder ${p}`);
      }
    }
  });

  it("the linter fills the template of the reported id, citations in the file's rules edition", () => {
    const text = (rules: string) =>
      `${rules}card "Dawn" {\n  type: Enchantment\n  text:\n    At the beginning of your untap step, gain 1 life.\n}\n`;
    const [f] = lintText(text("")).findings.filter((x) => x.ruleId === "untap-step-trigger");
    assert.equal(
      f!.message,
      'This triggers in the untap step, but nobody gets priority there (CR 502.4): it goes on the stack and resolves in the upkeep (CR 503.1a), after your permanents have already untapped. Write "upkeep" to say what actually happens.',
    );
  });
});
