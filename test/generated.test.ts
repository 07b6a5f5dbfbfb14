/**
 * Files generated from the rules' meta (package.json `cardscript.rules` settings, the README rule
 * table, the config JSON schema, each rule doc's header) are never hand-kept: this test fails
 * when a copy on disk differs from what `npm run generate` writes. Kind: stale generated copy.
 */
import { strict as assert } from "node:assert";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { GENERATE_COMMAND, currentText, docHeader, generatedFiles, readme, ruleDoc } from "../scripts/generate/generated-files";
import { ruleById } from "../server/src/app/rules";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

describe("generated files (stale generated copy)", () => {
  for (const file of generatedFiles()) {
    it(`${file.path} is up to date with the rules' meta`, () => {
      const current = currentText(ROOT, file.path);
      assert.ok(current === file.expected(current), `${file.path} is stale: run \`${GENERATE_COMMAND}\` and commit the result`);
    });
  }

  it("generating twice changes nothing (idempotent)", () => {
    for (const file of generatedFiles()) {
      const once = file.expected(currentText(ROOT, file.path));
      assert.equal(file.expected(once), once, file.path);
    }
  });

  it("a rule doc keeps its hand-written body and gets the header from meta (old headers are replaced)", () => {
    const meta = ruleById("flash-on-land")!.meta;
    const body = "Reports Flash on a land.\n\n## Incorrect\n\n| a | table | in the body |\n|---|---|---|\n";
    const old = `# flash-on-land\n\n| Default severity | Quick fixes | Category |\n|---|---|---|\n| \`warning\` | yes | timing |\n\n${body}`;
    const doc = ruleDoc(meta, old);
    assert.equal(doc, `${docHeader(meta)}\n\n${body}`);
    assert.equal(ruleDoc(meta, doc), doc);
    assert.match(docHeader(meta), /\| Magic: The Gathering \| `warning` \| yes \| CR 702\.8a, 305\.2, 305\.3 \|/);
  });

  it("the README table is replaced between its markers only; missing markers are an error", () => {
    const text = currentText(ROOT, "README.md");
    const edited = text.replace("| The same card name is used twice. |", "| Hand-edited. |");
    assert.notEqual(edited, text);
    assert.equal(readme(edited), text);
    assert.throws(() => readme("# README without markers\n"), /markers/);
  });
});
