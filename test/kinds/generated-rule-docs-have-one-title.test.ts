/**
 * Kind: a generated rule doc whose heading is doubled. `npm run generate` put its header (title,
 * table, summary) above a doc that kept its own `# <id>` title (and, in unread-timing, its summary
 * again), so the page had two top-level headings. The generator now drops a title at the top of
 * the hand-written body; every rule doc it writes has exactly one `# ` heading outside code.
 */
import { strict as assert } from "node:assert";
import path from "node:path";
import { currentText, docHeader, generatedFiles, ruleDoc } from "../../scripts/generate/generated-files";
import { ruleById } from "../../server/src/app/rules";
import { PROJECT_ROOT } from "../helpers/corpus";
import { fencesOf } from "../helpers/markdown-fences";

/** The `# ` headings of a Markdown text outside its fenced code blocks. */
function titles(text: string): string[] {
  const inCode = new Set<number>();
  for (const f of fencesOf("", text)) for (let l = f.line; l <= f.line + f.body.split("\n").length + 1; l++) inCode.add(l);
  return text.split("\n").filter((l, i) => l.startsWith("# ") && !inCode.has(i + 1));
}

describe("kind: generated rule docs have one title", () => {
  const docs = generatedFiles().filter((f) => f.path.startsWith("docs/rules/"));

  it("covers every rule doc", () => assert.ok(docs.length > 30, `${docs.length} docs`));

  for (const doc of docs)
    it(`${doc.path}: exactly one top-level heading, as generated`, () => {
      const generated = doc.expected(currentText(PROJECT_ROOT, doc.path));
      const id = path.basename(doc.path, ".md");
      assert.deepEqual(titles(generated), [`# ${id}`]);
    });

  it("a doc that kept its own title and summary under the header gets them once", () => {
    const meta = ruleById("unread-timing")!.meta;
    const body = "Reports a sentence.\n\n## Incorrect\n";
    const doubled = `${docHeader(meta)}\n\n# unread-timing\n\n*${meta.description}*\n\n${body}`;
    assert.equal(ruleDoc(meta, doubled), `${docHeader(meta)}\n\n${body}`);
    const handWritten = `# unread-timing\n\n${body}`;
    assert.equal(ruleDoc(meta, handWritten), `${docHeader(meta)}\n\n${body}`);
  });

  it("a table in the body is kept (only the header's table is replaced)", () => {
    const meta = ruleById("unread-timing")!.meta;
    const body = "Reports a sentence.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nAfter.\n";
    assert.equal(ruleDoc(meta, `# unread-timing\n\n${body}`), `${docHeader(meta)}\n\n${body}`);
  });
});
