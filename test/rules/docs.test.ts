/**
 * The rule docs `docs/rules/<id>.md`: each has the required sections, cites the rule's
 * Comprehensive Rules numbers, and its examples are true — every ```cardscript incorrect block
 * produces at least one finding of the rule, every ```cardscript correct block produces none of
 * it and no syntax error.
 */
import { strict as assert } from "node:assert";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { lintText } from "../../server/src/app/service";
import { cite } from "../../server/src/core/l10n/citation";
import { RULES, ruleCitations } from "../../server/src/app/rules";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

interface Example {
  kind: "correct" | "incorrect";
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

/** The ```cardscript blocks of a Markdown text. Throws on a cardscript block without correct/incorrect. */
export function examplesOf(markdown: string): Example[] {
  const out: Example[] = [];
  const lines = markdown.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const open = /^```cardscript\b(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const info = open[1]!.trim().split(/\s+/).filter(Boolean);
    const kind = info.includes("incorrect") ? "incorrect" : info.includes("correct") ? "correct" : undefined;
    if (!kind) throw new Error(`line ${i + 1}: a cardscript block must be marked 'correct' or 'incorrect'`);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !/^```\s*$/.test(lines[j]!); j++) body.push(lines[j]!);
    if (j === lines.length) throw new Error(`line ${i + 1}: unclosed code block`);
    out.push({ kind, code: body.join("\n") + "\n", line: i + 1 });
    i = j;
  }
  return out;
}

describe("rule docs", () => {
  for (const rule of RULES) {
    const id = rule.meta.id;
    const file = path.join(ROOT, "docs", "rules", `${id}.md`);
    describe(`docs/rules/${id}.md`, () => {
      const text = existsSync(file) ? readFileSync(file, "utf8") : "";

      it("exists with the required sections", () => {
        assert.ok(existsSync(file), `missing ${path.relative(ROOT, file)}`);
        assert.match(text, new RegExp(`^# ${id}\\s*$`, "m"), "title = the rule id");
        assert.ok(text.includes(`\`${rule.meta.defaultSeverity}\``), `names the default severity \`${rule.meta.defaultSeverity}\``);
        for (const heading of ["Incorrect", "Correct", "How to fix", "Options", "References"]) {
          assert.match(text, new RegExp(`^## ${heading}\\s*$`, "m"), `section '## ${heading}'`);
        }
        assert.ok(
          text.includes("cardscript.json") && text.includes("cardscript.rules"),
          "the Options section explains the severity override",
        );
        if (rule.meta.fixable) assert.match(text, /quick fix/i, "a fixable rule's doc mentions its quick fix");
      });

      it("cites the rule's rule numbers (every game's)", () => {
        for (const c of ruleCitations(id)) {
          const number = cite([c]).replace(/^CR /, "");
          // Citations of one source are listed together ("Rulebook v10 p. 28, pp. 44–45"): the source and the id both appear.
          const ref = c[c.length - 1]!;
          assert.ok(text.includes(number) || (text.includes(ref.source) && text.includes(ref.id)), `does not cite ${number}`);
        }
      });

      it("has incorrect and correct examples, and they are true", () => {
        const examples = examplesOf(text);
        assert.ok(
          examples.some((e) => e.kind === "incorrect"),
          "no ```cardscript incorrect block",
        );
        assert.ok(
          examples.some((e) => e.kind === "correct"),
          "no ```cardscript correct block",
        );
        for (const e of examples) {
          // The rule is on for its own examples (a rule that is off by default shows what it reports when turned on).
          const findings = lintText(e.code, { rules: { [id]: rule.meta.defaultSeverity } }).findings;
          const mine = findings.filter((f) => f.ruleId === id);
          const listing = findings.map((f) => `  ${f.ruleId}: ${f.message}`).join("\n") || "  (none)";
          if (e.kind === "incorrect") {
            assert.ok(mine.length > 0, `${id}.md:${e.line}: the incorrect example gets no ${id} finding; findings:\n${listing}`);
          } else {
            assert.deepEqual(
              mine.map((f) => f.message),
              [],
              `${id}.md:${e.line}: the correct example gets ${id}`,
            );
            assert.deepEqual(
              findings.filter((f) => f.ruleId === "syntax-error").map((f) => f.message),
              [],
              `${id}.md:${e.line}: syntax error in a correct example`,
            );
          }
        }
      });
    });
  }

  it("examplesOf reads marked blocks and rejects unmarked ones", () => {
    const md = 'text\n```cardscript incorrect\ncard "A" {\n}\n```\n\n```cardscript correct\n# ok\n```\n';
    assert.deepEqual(
      examplesOf(md).map((e) => [e.kind, e.code, e.line]),
      [
        ["incorrect", 'card "A" {\n}\n', 2],
        ["correct", "# ok\n", 7],
      ],
    );
    assert.throws(() => examplesOf("```cardscript\nx\n```\n"), /marked/);
  });
});
