/**
 * Unit tests of the protocol layer's pure parts: edit sanitizing, capability merging, handler
 * guarding and finding → diagnostic conversion.
 */
import assert from "node:assert/strict";
import type { ServerCapabilities } from "vscode-languageserver";
import { TextDocument } from "vscode-languageserver-textdocument";
import type { Finding } from "../../server/src/core/rules/types";
import { LineIndex } from "../../server/src/core/text/line-index";
import { mergeCapabilities } from "../../server/src/lsp/capabilities";
import { RULE_DOCS_BASE_URL, ruleDocUrl } from "../../server/src/lsp/doc-links";
import { applyChangesSafely } from "../../server/src/lsp/document-sync";
import { guard, type Logger } from "../../server/src/lsp/log";
import { findingToDiagnostic } from "../../server/src/lsp/to-diagnostic";

const doc = (text: string) => TextDocument.create("file:///t.card", "cardscript", 1, text);
const at = (line: number, character: number) => ({ line, character });

describe("LSP units: applyChangesSafely", () => {
  it("keeps line bookkeeping right for a range wholly past the end (raw TextDocument.update corrupts it)", () => {
    const d = doc("ab\ncd\n");
    applyChangesSafely(d, [{ range: { start: at(50, 0), end: at(51, 0) }, text: "X\nY" }], 2);
    assert.equal(d.getText(), "ab\ncd\nX\nY");
    assert.equal(d.lineCount, 4);
    assert.deepEqual(d.positionAt(8), at(3, 0));
    applyChangesSafely(d, [{ range: { start: at(3, 0), end: at(3, 1) }, text: "Z" }], 3);
    assert.equal(d.getText(), "ab\ncd\nX\nZ");
    assert.equal(d.version, 3);
  });

  it("applies several changes in order, each against the text left by the previous one", () => {
    const d = doc("one\ntwo\n");
    applyChangesSafely(
      d,
      [
        { range: { start: at(0, 0), end: at(0, 3) }, text: "1\n1b" },
        { range: { start: at(2, 0), end: at(2, 3) }, text: "2" },
        { range: { start: at(9, 0), end: at(9, 0) }, text: "end" },
      ],
      2,
    );
    assert.equal(d.getText(), "1\n1b\n2\nend");
  });

  it("swaps reversed ranges, clamps negative and non-numeric positions, drops changes without text", () => {
    const d = doc("abcdef");
    applyChangesSafely(
      d,
      [
        { range: { start: at(0, 4), end: at(0, 2) }, text: "-" },
        { range: { start: at(-3, -1), end: at(-1, 0) }, text: "<" },
        { range: { start: { line: Number.NaN, character: 1 }, end: { line: "0", character: {} } }, text: "[" },
        { range: { start: at(0, 1) } },
        null,
        { text: undefined },
      ] as never,
      2,
    );
    // "cd" → "-"; "<" inserted at 0; then [0, 1) (NaN line → 0, column 1; "0"/{} → 0, swapped) → "[".
    assert.equal(d.getText(), "[ab-ef");
  });

  it("a change without range replaces the whole text; the version is kept when none is given", () => {
    const d = doc("abc\r\ndef");
    applyChangesSafely(d, [{ text: "x\r\ny" }], Number.NaN);
    assert.equal(d.getText(), "x\r\ny");
    assert.equal(d.version, 1);
    applyChangesSafely(d, [{ range: { start: at(0, 9), end: at(1, 0) }, text: "" }], 5);
    assert.equal(d.getText(), "xy");
  });
});

describe("LSP units: mergeCapabilities", () => {
  it("merges nested objects, concatenates arrays without duplicates and leaves the inputs alone", () => {
    const base: ServerCapabilities = { textDocumentSync: { openClose: true, change: 2 }, executeCommandProvider: { commands: ["a"] } };
    const merged = mergeCapabilities(mergeCapabilities(base, { hoverProvider: true, executeCommandProvider: { commands: ["b", "a"] } }), {
      completionProvider: { triggerCharacters: ["{"] },
      textDocumentSync: { save: true },
    });
    assert.deepEqual(merged, {
      textDocumentSync: { openClose: true, change: 2, save: true },
      executeCommandProvider: { commands: ["a", "b"] },
      hoverProvider: true,
      completionProvider: { triggerCharacters: ["{"] },
    });
    assert.deepEqual(base.executeCommandProvider?.commands, ["a"]);
  });
});

describe("LSP units: guard", () => {
  const logger = () => {
    const lines: string[] = [];
    const log: Logger = { info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
    return { lines, log };
  };

  it("passes results through", async () => {
    const { log, lines } = logger();
    assert.equal(guard(log, "h", (x: number) => x + 1, -1)(1), 2);
    assert.equal(await guard(log, "h", async (x: number) => x * 2, -1)(4), 8);
    assert.deepEqual(lines, []);
  });

  it("turns a throw or a rejection into the fallback and logs the handler's name", async () => {
    const { log, lines } = logger();
    assert.equal(
      guard(
        log,
        "hover",
        (): string | null => {
          throw new Error("boom");
        },
        null,
      )(),
      null,
    );
    assert.equal(
      await guard(
        log,
        "completion",
        async (): Promise<number> => {
          throw new TypeError("bad");
        },
        0,
      )(),
      0,
    );
    assert.equal(lines.length, 2);
    assert.match(lines[0]!, /^hover failed: Error: boom/);
    assert.match(lines[1]!, /^completion failed: TypeError: bad/);
  });
});

describe("LSP units: findingToDiagnostic", () => {
  const finding = (over: Partial<Finding>): Finding => ({
    ruleId: "obsolete-wording",
    severity: "warning",
    message: "m",
    span: { start: 3, end: 5 },
    fixes: [],
    tags: [],
    ...over,
  });

  it("maps severity, range, code, source, doc link and tags", () => {
    const index = new LineIndex("a\r\n🔥xy");
    const d = findingToDiagnostic(finding({ tags: ["deprecated", "unnecessary"], severity: "info" }), index);
    assert.deepEqual(d, {
      range: { start: at(1, 0), end: at(1, 2) },
      severity: 3,
      code: "obsolete-wording",
      source: "cardscript",
      message: "m",
      codeDescription: { href: `${RULE_DOCS_BASE_URL}obsolete-wording.md` },
      tags: [2, 1],
    });
  });

  it("links only to rules that exist", () => {
    assert.equal(ruleDocUrl("internal-error"), undefined);
    const d = findingToDiagnostic(finding({ ruleId: "internal-error", severity: "error" }), new LineIndex("abcdef"));
    assert.equal(d.codeDescription, undefined);
    assert.equal(d.severity, 1);
    assert.equal(ruleDocUrl("unknown-step", "https://docs.example/r/"), "https://docs.example/r/unknown-step.md");
  });
});
