/**
 * Kind: a bundle's source held as a two-byte string. V8 keeps a script's source for as long as the
 * script lives, in every thread that runs it. One non-ASCII character (an apostrophe in a regular
 * expression, a dash in a comment: esbuild escapes them in strings only) made the CLI bundle's
 * 4.9 MB a 9.8 MB two-byte string, held by the main thread and by each `lint --concurrency`
 * worker (large-object space 19.3 MB per worker, 5.1 MB once escaped). The build escapes every
 * non-ASCII character (`scripts/ascii-bundle.mjs`); here: the built bundles are ASCII, an escaped
 * text means what it meant, and a `String.raw` template (where an escape would change the text) is
 * refused.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../lsp/client";
// @ts-expect-error a build script without type declarations
import { asciiBundle } from "../../scripts/ascii-bundle.mjs";

const escape = asciiBundle as (file: string) => void;

describe("kind: bundle sources are held as one-byte strings", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-ascii-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  for (const bundle of ["server-main.cjs", "cli-main.cjs", "cli-worker-main.cjs", "web/server.js"]) {
    it(`dist/${bundle} holds only ASCII characters`, () => {
      const text = readFileSync(path.join(ROOT, "dist", bundle), "utf8");
      const at = text.search(/[^\0-\x7f]/);
      assert.equal(at, -1, `a non-ASCII character at line ${text.slice(0, at).split("\n").length}`);
    });
  }

  it("an escaped bundle computes what the original did (strings, regular expressions with and without u, comments, identifiers)", () => {
    const source = [
      "// a dash — in a comment",
      "const café = 'it’s 😀';",
      "const dash = / (—|–) ?/.exec('a — b')[1];",
      "const astral = /^😀$/u.test('😀') && /^[😀]$/u.test('😀');",
      "const raw = String.raw`plain ${café.length}`;",
      "module.exports = [café, dash, astral, raw, café.length];",
    ].join("\n");
    const file = path.join(dir, "b.cjs");
    writeFileSync(file, source);
    escape(file);
    const escaped = readFileSync(file, "utf8");
    assert.doesNotMatch(escaped, /[^\0-\x7f]/);
    const run = (text: string) => new Function("module", `${text}\nreturn module.exports;`)({}) as unknown[];
    assert.deepEqual(run(escaped), run(source));
    assert.deepEqual(run(source), ["it’s 😀", "—", true, "plain 7", 7]);
  });

  it("refuses a non-ASCII character inside a String.raw template, naming its line", () => {
    const file = path.join(dir, "raw.cjs");
    writeFileSync(file, "const a = 1;\nconst re = new RegExp(String.raw`it(?:'|’)s ${a}`);\n");
    assert.throws(() => escape(file), /raw\.cjs:2: a non-ASCII character in a String\.raw template; write it as \\u2019/);
  });
});
