/**
 * The linter entry point: never throws, sanitises quoted text in messages, keeps going when one
 * part fails.
 */
import { strict as assert } from "node:assert";
import { lintText, visibleControls } from "../server/src/core/linter";

describe("linter", () => {
  it("shows control characters in messages as escapes, so a file cannot drive the terminal", () => {
    const r = lintText('foo\u001b]0;pwned\u0007\ncard "A" {\n  type: Instant\n}\n');
    const messages = r.findings.map((f) => f.message).join("\n");
    assert.ok(r.findings.length > 0);
    assert.doesNotMatch(messages, /[\u0000-\u0008\u000b-\u001f\u007f]/);
    assert.match(messages, /\\u001b\]0;pwned\\u0007/);
  });

  it("keeps tabs and ordinary text as they are", () => {
    assert.equal(visibleControls("a\tb — c"), "a\tb — c");
  });

  it("lints binary garbage without throwing", () => {
    let seed = 7;
    const bytes = Array.from({ length: 20000 }, () => String.fromCharCode((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 0xffff));
    const r = lintText(bytes.join(""));
    assert.ok(Array.isArray(r.findings));
  });
});
