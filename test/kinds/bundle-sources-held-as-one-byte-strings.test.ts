/**
 * Kind: a bundle's source held as a two-byte string. V8 keeps a script's source for as long as the
 * script lives, in every thread that runs it. One non-ASCII character (an apostrophe in a regular
 * expression, a dash in a comment: esbuild escapes them in strings only) made the CLI bundle's
 * 4.9 MB a 9.8 MB two-byte string, held by the main thread and by each `lint --concurrency`
 * worker (large-object space 19.3 MB per worker, 5.1 MB once escaped), and made every server start
 * decode UTF-8 into twice the size. The build rewrites every bundle a thread runs as pure ASCII
 * (`scripts/ascii-bundle.mjs`; what the rewrite keeps meaning the same is tested in
 * `test/node-io/ascii-bundle.test.ts`); here: each built bundle is ASCII.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../lsp/client";

describe("kind: bundle sources are held as one-byte strings", () => {
  for (const bundle of ["server-main.cjs", "cli-main.cjs", "cli-worker-main.cjs", "web/server.js"]) {
    it(`dist/${bundle} holds only ASCII characters`, () => {
      const text = readFileSync(path.join(ROOT, "dist", bundle), "utf8");
      const at = text.search(/[^\0-\x7f]/);
      assert.equal(at, -1, `a non-ASCII character at line ${text.slice(0, at).split("\n").length}`);
    });
  }
});
