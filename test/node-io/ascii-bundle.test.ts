/**
 * scripts/ascii-bundle.mjs rewrites the built server bundle as pure ASCII (so the loader,
 * `node-io/code-cache.ts`, reads it as one-byte text) without changing what it does: each non-ASCII
 * character in a comment, a regular expression, a string or a `String.raw` / plain template becomes
 * an escape with the same meaning; one in a template with another tag (whose raw text it would
 * change), or right after a backslash in a `String.raw` template, is left. Checked by running a program that uses each before and after the rewrite.
 */
import assert from "node:assert/strict";
import { isAscii } from "node:buffer";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error -- a plain ES module script without types
import { asciiBundle as untypedAsciiBundle } from "../../scripts/ascii-bundle.mjs";

const asciiBundle = untypedAsciiBundle as (file: string) => { rewritten: number; left: number };

/** Each place a non-ASCII character can stand in esbuild's output, and what the program prints of it. */
const PROGRAM =
  String.raw`"use strict";
// A comment: it’s — é
/* A block comment: “quoted” ● */
const tag = (strings) => strings.raw.join("|");
const out = {
  string: "it’s \’ é 🃏",
  regex: /it’s|\’x/.test("it’s") && /[‘’]/.test("‘") && /^🃏$/u.test("🃏") && /^🃏$/.test("🃏"),
  regexClass: /^[\p{L}’-]+$/u.test("don’t"),
  // A regular expression's source now holds the escape: the same pattern when compiled again.
  regexSource: new RegExp(/caf[eé]/i.source, "i").test("CAFÉ"),
  raw: String.raw` +
  "`it’s ${1} — “x”`" +
  String.raw`,
  plain: ` +
  "`it’s ${2} — 🃏`" +
  String.raw`,
  rawEscaped: String.raw` +
  "`a\\’b`" +
  String.raw`,
  tagged: tag` +
  "`x’${3}y—`" +
  String.raw`,
};
process.stdout.write(JSON.stringify(out));
`;

describe("the server bundle as pure ASCII", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-ascii-bundle-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const run = (file: string) => {
    const r = spawnSync(process.execPath, [file], { encoding: "utf8" });
    assert.equal(r.status, 0, r.stderr);
    return JSON.parse(r.stdout) as Record<string, unknown>;
  };

  it("every place but another tag's template and an escaped raw character is rewritten; the program prints the same", () => {
    const file = path.join(dir, "bundle.cjs");
    writeFileSync(file, PROGRAM);
    const before = run(file);
    assert.equal(before.regex, true, "the program's regular expressions match as written");
    const { rewritten, left } = asciiBundle(file);
    const after = readFileSync(file, "utf8");
    assert.equal(left, 3);
    assert.ok(rewritten > 20, `rewritten ${rewritten}`);
    assert.deepEqual(after.match(/[^\x00-\x7f]/g), ["’", "’", "—"], "left: `a\\’b` (raw) and the other tag's `x’…y—`");
    assert.ok(after.includes("String.raw`a\\’b`") && after.includes("tag`x’${3}y—`"));
    assert.deepEqual(run(file), before);
  });

  it("a bundle of ASCII is left as it is", () => {
    const file = path.join(dir, "ascii.cjs");
    const text = 'process.stdout.write(JSON.stringify({ a: "it\\u2019s" }));\n';
    writeFileSync(file, text);
    assert.deepEqual(asciiBundle(file), { rewritten: 0, left: 0 });
    assert.equal(readFileSync(file, "utf8"), text);
    assert.ok(isAscii(readFileSync(file)));
  });
});
