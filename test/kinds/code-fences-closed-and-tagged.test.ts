/**
 * Kind: a code fence in the docs that is never closed (the rest of the page renders as code), has
 * no language (no highlighting; a reader cannot tell output from input) or the wrong one (JSON
 * that does not parse, CardScript that does not parse outside a rule doc's "incorrect" example);
 * and the playground, which showed a snippet's ```` ```cardscript ```` fence as text. Every fence
 * of README.md, CONTRIBUTING.md, ARCHITECTURE.md and docs/**\/*.md is checked; the playground's
 * renderer is given the real completion docs.
 */
import { strict as assert } from "node:assert";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "../../grammar/src/index";
import { markdownBlocks } from "../../playground/src/markdown-blocks";
import { completionAtOffset } from "../../server/src/core/features/completion";
import { lintText } from "../../server/src/app/service";
import { PROJECT_ROOT } from "../helpers/corpus";
import { fencesOf } from "../helpers/markdown-fences";

/** The languages the docs' fences may name (the first word of the info string). */
const LANGUAGES = new Set(["cardscript", "sh", "text", "json", "jsonc", "yaml", "toml", "lua", "elisp", "ts", "xml", "diff"]);

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(PROJECT_ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? markdownFiles(path.join(dir, e.name)) : e.name.endsWith(".md") ? [path.join(dir, e.name)] : [],
  );
}

const FILES = ["README.md", "CONTRIBUTING.md", "ARCHITECTURE.md", ...markdownFiles("docs")];
const FENCES = FILES.flatMap((f) => fencesOf(f, readFileSync(path.join(PROJECT_ROOT, f), "utf8")));

describe("kind: code fences closed and tagged", () => {
  it("the scanner finds an unclosed and an untagged fence", () => {
    assert.deepEqual(
      fencesOf("x.md", "```\nplain\n```\n\n````json\n{}\n```\n").map((f) => [f.line, f.lang, f.closed]),
      [
        [1, "", true],
        [5, "json", false],
      ],
    );
  });

  it("reads the docs' fences", () => assert.ok(FENCES.length > 50, `${FENCES.length} fences`));

  it("every fence is closed", () => {
    const open = FENCES.filter((f) => !f.closed).map((f) => `${f.file}:${f.line}`);
    assert.deepEqual(open, []);
  });

  it("every fence names a known language", () => {
    const bad = FENCES.filter((f) => !LANGUAGES.has(f.lang)).map((f) => `${f.file}:${f.line}: '${f.info}'`);
    assert.deepEqual(bad, []);
  });

  it("json fences parse as JSON", () => {
    const bad = FENCES.filter((f) => f.lang === "json").flatMap((f) => {
      try {
        JSON.parse(f.body);
        return [];
      } catch (e) {
        return [`${f.file}:${f.line}: ${(e as Error).message}`];
      }
    });
    assert.deepEqual(bad, []);
  });

  it("cardscript fences parse, except the examples marked incorrect", () => {
    const bad = FENCES.filter((f) => f.lang === "cardscript" && !/\bincorrect\b/.test(f.info))
      .filter((f) => parse(f.body).errors.length > 0)
      .map((f) => `${f.file}:${f.line}: ${parse(f.body).errors[0]!.message}`);
    assert.deepEqual(bad, []);
  });
});

describe("kind: code fences closed and tagged — the playground's renderer", () => {
  it("a snippet's documentation is one code block holding the card verbatim", () => {
    const items = ["", "game ygo\n\n"].flatMap((text) =>
      completionAtOffset(lintText(text).model, text.length).items.filter((i) => i.snippet && i.documentation),
    );
    assert.ok(items.length > 0, "snippets with docs");
    for (const item of items) {
      const blocks = markdownBlocks(item.documentation!.value);
      assert.equal(blocks.length, 1, `${item.label}: ${JSON.stringify(blocks)}`);
      const block = blocks[0]!;
      assert.equal(block.kind, "code", item.label);
      if (block.kind === "code") {
        assert.equal(block.lang, "cardscript");
        assert.ok(block.text.startsWith("card ") && !block.text.includes("```"), block.text);
      }
    }
  });

  it("blank lines inside a fence stay in the block; an unclosed fence runs to the end; text around it is kept", () => {
    assert.deepEqual(markdownBlocks("Intro *x*\n\n```text\na\n\nb\n```\n- one\n- two\n\n---\ntail"), [
      { kind: "paragraph", lines: ["Intro *x*"] },
      { kind: "code", lang: "text", text: "a\n\nb" },
      { kind: "list", items: ["one", "two"] },
      { kind: "rule" },
      { kind: "paragraph", lines: ["tail"] },
    ]);
    assert.deepEqual(markdownBlocks("~~~~\n```\nstill code"), [{ kind: "code", lang: "", text: "```\nstill code" }]);
  });
});
