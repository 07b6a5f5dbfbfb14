/**
 * The linter entry point: never throws, sanitises quoted text in messages, keeps going when one
 * part fails.
 */
import { strict as assert } from "node:assert";
import { MAX_MESSAGE_LENGTH, visibleControls } from "../server/src/core/linter";
import { lintText } from "../server/src/app/service";

describe("linter", () => {
  it("shows control characters in messages as escapes, so a file cannot drive the terminal", () => {
    const r = lintText('foo\u001b]0;pwned\u0007\ncard "A" {\n  type: Instant\n}\n');
    const messages = r.findings.map((f) => f.message).join("\n");
    assert.ok(r.findings.length > 0);
    assert.doesNotMatch(messages, /[\u0000-\u0008\u000b-\u001f\u007f]/);
    assert.match(messages, /\\u001b\]0;pwned\\u0007/);
  });

  it("keeps tabs and ordinary text as they are", () => {
    assert.equal(visibleControls("a\tb — c −1 ½ 😀"), "a\tb — c −1 ½ 😀");
  });

  it("kind: invisible characters quoted raw — zero-width and bidirectional controls become escapes", () => {
    const r = lintText(
      'card "A" {\n  type: Sorcery\n  text: Cast this spell only during com\u200bbat.\n}\ncard "B\u202e" {\n  type: Instant\n}\n',
    );
    const messages = r.findings.map((f) => f.message).join("\n");
    assert.match(messages, /com\\u200bbat/);
    assert.doesNotMatch(messages, /[\u200b\u202e]/);
    for (const c of ["\u200b", "\u200e", "\u202e", "\u2066", "\u2028", "\ufeff", "\u00ad"])
      assert.equal(visibleControls(`x${c}y`), `x\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}y`);
  });

  it("kind: a huge quote — a message over MAX_MESSAGE_LENGTH keeps its start and end", () => {
    const word = "😀".repeat(2000) + "x".repeat(3000);
    const m = visibleControls(`'${word}' is not a step or phase.`);
    assert.equal(m.length <= MAX_MESSAGE_LENGTH, true, String(m.length));
    assert.ok(m.startsWith("'😀😀") && m.endsWith("xx' is not a step or phase."), m.slice(-40));
    assert.doesNotMatch(m, /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/, "no lone surrogate");
    const r = lintText(`card "A" {\n  type: Sorcery\n  text: Cast this spell only during ${"z".repeat(5_000_000)}.\n}\n`);
    for (const f of r.findings) assert.ok(f.message.length <= MAX_MESSAGE_LENGTH, `${f.ruleId}: ${f.message.length}`);
  });

  it("lints binary garbage without throwing", () => {
    let seed = 7;
    const bytes = Array.from({ length: 20000 }, () => String.fromCharCode((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 0xffff));
    const r = lintText(bytes.join(""));
    assert.ok(Array.isArray(r.findings));
  });
});
