/**
 * Kind: characters the language writes on purpose are flagged by the editor as confusable.
 * The formatter writes `—` (type lines) and `−` (loyalty costs); VS Code's Unicode highlighting
 * boxes them unless the extension's `[cardscript]` defaults allow them.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { formatDocument } from "../../server/src/app/service";
import { ROOT } from "./client";

describe("language-characters: what the formatter writes is not highlighted as confusable", () => {
  it("every non-ASCII character in formatted cards is in editor.unicodeHighlight.allowedCharacters", () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
    const allowed: Record<string, boolean> =
      pkg.contributes.configurationDefaults["[cardscript]"]["editor.unicodeHighlight.allowedCharacters"] ?? {};
    const input = [
      'card "A" {',
      "  type: Legendary Planeswalker - Jace",
      "  loyalty: 3",
      "  text:",
      "    +1: Draw a card.",
      "    -2: Scry 2.",
      "    –7: You win.",
      "}",
      'card "B" {',
      "  type: Creature -- Elf Druid",
      "  stats: 1/1",
      "}",
      "",
    ].join("\n");
    const r = formatDocument(input);
    assert.ok(r.ok, JSON.stringify(r));
    const out = r.text;
    const used = new Set([...out].filter((c) => c.charCodeAt(0) > 127));
    assert.ok(used.has("−") && used.has("—"), `formatter output: ${out}`);
    for (const c of used)
      assert.equal(allowed[c], true, `U+${c.charCodeAt(0).toString(16).toUpperCase()} '${c}' is written by the formatter but not allowed`);
  });
});
