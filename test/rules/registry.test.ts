/**
 * The rule registry invariant (issue #2, ARCHITECTURE invariant 5): one rule = one module
 * `server/src/core/rules/<id>.ts` + one test file `test/rules/<id>.test.ts` + one doc
 * `docs/rules/<id>.md`; this test fails when any of the three is missing, when a rule module is
 * not registered, or when a rule's meta is incomplete. The doc examples are checked in
 * `docs.test.ts`.
 */
import { strict as assert } from "node:assert";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { CR_EDITIONS, NEWEST_EDITION } from "../../server/src/core/model/cr";
import { RULES, ruleById, ruleIds } from "../../server/src/core/rules/registry";
import type { Rule } from "../../server/src/core/rules/types";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const RULES_DIR = path.join(ROOT, "server", "src", "core", "rules");
const TESTS_DIR = path.join(ROOT, "test", "rules");
const DOCS_DIR = path.join(ROOT, "docs", "rules");

/** The rule table of issue #2: ids and default severities are a contract. */
const CONTRACT: Record<string, "error" | "warning" | "info"> = {
  "impossible-timing": "error",
  "rare-timing-window": "warning",
  "untap-step-trigger": "warning",
  "cleanup-step-trigger": "error",
  "conditional-step-trigger": "warning",
  "flash-on-land": "warning",
  "redundant-timing": "info",
  "unknown-step": "error",
  "obsolete-rule": "error",
  "obsolete-wording": "warning",
  "syntax-error": "error",
  "unknown-field": "error",
  "duplicate-field": "error",
  "invalid-mana-cost": "error",
  "invalid-stats": "error",
  "missing-type": "error",
  "unknown-card-type": "error",
  "stats-mismatch": "warning",
  "duplicate-card-name": "warning",
};

/** Test files in test/rules that are not per-rule tables. */
const NON_RULE_TESTS = new Set(["registry", "docs"]);

describe("rule registry", () => {
  it("holds exactly the rules of the issue #2 contract, with their default severities", () => {
    assert.deepEqual(Object.fromEntries(RULES.map((r) => [r.meta.id, r.meta.defaultSeverity])), CONTRACT);
    assert.equal(RULES.length, Object.keys(CONTRACT).length);
  });

  it("ids are unique and kebab-case; ruleById and ruleIds agree with RULES", () => {
    const ids = RULES.map((r) => r.meta.id);
    assert.equal(new Set(ids).size, ids.length, `duplicate ids: ${ids.filter((id, i) => ids.indexOf(id) !== i).join(", ")}`);
    for (const id of ids) {
      assert.match(id, /^[a-z]+(?:-[a-z]+)*$/, `${id} is not kebab-case`);
      assert.equal(ruleById(id)?.meta.id, id);
    }
    assert.deepEqual(ruleIds(), ids);
    assert.equal(ruleById("no-such-rule"), undefined);
  });

  it("game-specific rules name known games", () => {
    for (const r of RULES) for (const g of r.meta.games ?? []) assert.ok(["mtg", "ygo"].includes(g), `${r.meta.id}: unknown game ${g}`);
  });

  for (const rule of RULES) {
    const id = rule.meta.id;
    describe(id, () => {
      it(`has its module server/src/core/rules/${id}.ts exporting this rule`, async () => {
        const file = path.join(RULES_DIR, `${id}.ts`);
        assert.ok(existsSync(file), `missing module ${path.relative(ROOT, file)}`);
        // (Compared by value: the test runner may load the module graph twice, as CommonJS and as ESM.)
        const mod = (await import(pathToFileURL(file).href)) as { rule?: Rule };
        assert.equal(mod.rule?.meta.id, id, `${path.relative(ROOT, file)} must export the registered rule as \`rule\``);
        assert.deepEqual(mod.rule.meta, rule.meta);
      });

      it(`has its test file test/rules/${id}.test.ts`, () => {
        const file = path.join(TESTS_DIR, `${id}.test.ts`);
        assert.ok(existsSync(file), `missing test file ${path.relative(ROOT, file)}`);
      });

      it(`has its doc docs/rules/${id}.md`, () => {
        const file = path.join(DOCS_DIR, `${id}.md`);
        assert.ok(existsSync(file), `missing doc ${path.relative(ROOT, file)}`);
      });

      it("has complete meta", () => {
        const m = rule.meta;
        assert.ok(["error", "warning", "info"].includes(m.defaultSeverity), `defaultSeverity ${m.defaultSeverity}`);
        assert.ok(m.description.trim().length >= 15, "description too short");
        assert.match(m.description, /\.$/, "description is one sentence ending with a period");
        assert.equal(typeof m.fixable, "boolean");
        assert.ok(Array.isArray(m.rules), "rules (citations) must be an array");
        for (const c of m.rules) {
          assert.ok(c.length > 0, "empty citation");
          for (const ref of c) {
            assert.match(ref.rule, /^\d{3}(?:\.\d+[a-z]?)?$/, `citation ${ref.rule}`);
            assert.ok((CR_EDITIONS as readonly string[]).includes(ref.edition), `edition ${ref.edition}`);
          }
          assert.ok(c.some((ref) => ref.edition === NEWEST_EDITION), `citation ${c[0]!.rule} has no number in the newest edition`);
        }
        if (m.games?.includes("mtg")) assert.ok(m.rules.length > 0, "a rule about Magic cites the Comprehensive Rules");
        const tags = m.id.startsWith("obsolete-") ? ["deprecated"] : m.id === "redundant-timing" ? ["unnecessary"] : [];
        assert.deepEqual(m.tags ?? [], tags, "LSP tags: Deprecated for obsolete-*, Unnecessary for redundant-timing");
        assert.equal(typeof rule.check, "function");
      });
    });
  }

  it("every module in server/src/core/rules that exports `rule` is registered", async () => {
    const files = readdirSync(RULES_DIR).filter((f) => f.endsWith(".ts"));
    const exporting: string[] = [];
    for (const f of files) {
      const mod = (await import(pathToFileURL(path.join(RULES_DIR, f)).href)) as { rule?: Rule };
      if (!mod.rule) continue;
      exporting.push(f);
      assert.equal(f, `${mod.rule.meta.id}.ts`, `${f} exports rule '${mod.rule.meta.id}': the file must be named after the id`);
      assert.ok(ruleById(mod.rule.meta.id), `${f} exports a rule that is not in RULES`);
    }
    assert.equal(exporting.length, RULES.length);
  });

  it("every test file in test/rules and every doc in docs/rules belongs to a registered rule", () => {
    const tests = readdirSync(TESTS_DIR).filter((f) => f.endsWith(".test.ts")).map((f) => f.slice(0, -".test.ts".length));
    for (const t of tests) if (!NON_RULE_TESTS.has(t)) assert.ok(ruleById(t), `test/rules/${t}.test.ts has no rule`);
    const docs = existsSync(DOCS_DIR) ? readdirSync(DOCS_DIR).filter((f) => f.endsWith(".md")).map((f) => f.slice(0, -3)) : [];
    for (const d of docs) if (d !== "README" && d !== "index") assert.ok(ruleById(d), `docs/rules/${d}.md has no rule`);
  });
});
