/**
 * The rule registry invariant (issue #2, ARCHITECTURE invariant 5): one rule = one module
 * `server/src/core/rules/<id>.ts` + one test file `test/rules/<id>.test.ts` + one doc
 * `docs/rules/<id>.md`; this test fails when any of the three is missing, when a rule module is
 * not registered, or when a rule's meta is incomplete. The doc examples are checked in
 * `docs.test.ts`. The ids and default severities are written once, in each rule's meta; the
 * README's rule table and `package.json` settings are generated from them (`generated.test.ts`),
 * so a change shows in review without a second list here.
 */
import { strict as assert } from "node:assert";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { CR_EDITIONS, NEWEST_EDITION } from "../../server/src/games/mtg/cr";
import { COMMON_RULES, rulesFor } from "../../server/src/core/rules/registry";
import { RULES, ruleById, ruleCitations, ruleGames, ruleIds } from "../../server/src/app/rules";
import { GAME_IDS, GAMES } from "../../server/src/app/games";
import { MTG } from "../../server/src/games/mtg/index";
import type { Rule } from "../../server/src/core/rules/types";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const CORE = path.join(ROOT, "server", "src", "core");
/** Where rule modules live: the common rules and each game's `rules/` folder. */
const RULE_DIRS = [
  path.join(CORE, "rules", "common"),
  ...readdirSync(path.join(ROOT, "server", "src", "games"))
    .map((g) => path.join(ROOT, "server", "src", "games", g, "rules"))
    .filter((d) => existsSync(d)),
];
const TESTS_DIR = path.join(ROOT, "test", "rules");
const DOCS_DIR = path.join(ROOT, "docs", "rules");

/** Test files in test/rules that are not per-rule tables. */
const NON_RULE_TESTS = new Set(["registry", "docs", "messages"]);

describe("rule registry", () => {
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

  it("every rule checks at least one known game; common rules check every game", () => {
    for (const r of RULES) {
      const games = ruleGames(r.meta.id);
      assert.ok(games.length > 0, `${r.meta.id} checks no game`);
      for (const g of games) assert.ok(GAME_IDS.includes(g), `${r.meta.id}: unknown game ${g}`);
    }
    for (const r of COMMON_RULES) assert.deepEqual(ruleGames(r.meta.id), [...GAME_IDS], `${r.meta.id} is common`);
    for (const g of GAMES)
      for (const r of g.rules)
        assert.ok(rulesFor(g).includes(r) || COMMON_RULES.some((c) => c.meta.id === r.meta.id), `${g.id}: ${r.meta.id}`);
  });

  for (const rule of RULES) {
    const id = rule.meta.id;
    describe(id, () => {
      it(`has its module <rules dir>/${id}.ts exporting this rule`, async () => {
        const file = RULE_DIRS.map((d) => path.join(d, `${id}.ts`)).find((f) => existsSync(f));
        assert.ok(file, `missing module ${id}.ts in ${RULE_DIRS.map((d) => path.relative(ROOT, d)).join(", ")}`);
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
        for (const c of ruleCitations(id)) {
          assert.ok(c.length > 0, "empty citation");
          for (const ref of c) {
            assert.ok(ref.source.length > 0 && ref.id.length > 0, `citation ${JSON.stringify(ref)}`);
            if (ref.source !== "CR") continue;
            assert.match(ref.id, /^\d{3}(?:\.\d+[a-z]?)?$/, `citation ${ref.id}`);
            assert.ok((CR_EDITIONS as readonly string[]).includes(ref.edition!), `edition ${ref.edition}`);
          }
          if (c[0]!.source === "CR")
            assert.ok(
              c.some((ref) => ref.edition === NEWEST_EDITION),
              `citation ${c[0]!.id} has no number in the newest edition`,
            );
        }
        const magicTiming = MTG.rules.some((r) => r.meta.id === id) || id in MTG.ruleCitations;
        if (magicTiming)
          assert.ok(
            ruleCitations(id).some((c) => c[0]!.source === "CR"),
            "a Magic rule cites the Comprehensive Rules",
          );
        const tags = m.id.startsWith("obsolete-") ? ["deprecated"] : m.id === "redundant-timing" ? ["unnecessary"] : [];
        assert.deepEqual(m.tags ?? [], tags, "LSP tags: Deprecated for obsolete-*, Unnecessary for redundant-timing");
        assert.equal(typeof rule.check, "function");
      });
    });
  }

  it("every module in rules/common and games/*/rules that exports `rule` is registered", async () => {
    const files = RULE_DIRS.flatMap((d) =>
      readdirSync(d)
        .filter((f) => f.endsWith(".ts"))
        .map((f) => path.join(d, f)),
    );
    const exporting: string[] = [];
    for (const file of files) {
      const f = path.basename(file);
      const mod = (await import(pathToFileURL(file).href)) as { rule?: Rule };
      if (!mod.rule) continue;
      exporting.push(f);
      assert.equal(f, `${mod.rule.meta.id}.ts`, `${f} exports rule '${mod.rule.meta.id}': the file must be named after the id`);
      assert.ok(ruleById(mod.rule.meta.id), `${f} exports a rule that is not in RULES`);
    }
    // A game may implement an id another game has too (obsolete-wording, stats-mismatch, unknown-card-type): one id, several modules.
    assert.equal(new Set(exporting).size, RULES.length);
    for (const g of GAMES)
      for (const r of g.rules)
        assert.ok(
          files.some((f) => f.includes(`${path.sep}games${path.sep}${g.id}${path.sep}`) && path.basename(f) === `${r.meta.id}.ts`) ||
            COMMON_RULES.includes(r),
          `${g.id}: ${r.meta.id} has no module in games/${g.id}/rules`,
        );
  });

  it("every test file in test/rules and every doc in docs/rules belongs to a registered rule", () => {
    const tests = readdirSync(TESTS_DIR)
      .filter((f) => f.endsWith(".test.ts"))
      .map((f) => f.slice(0, -".test.ts".length));
    for (const t of tests) if (!NON_RULE_TESTS.has(t)) assert.ok(ruleById(t), `test/rules/${t}.test.ts has no rule`);
    const docs = existsSync(DOCS_DIR)
      ? readdirSync(DOCS_DIR)
          .filter((f) => f.endsWith(".md"))
          .map((f) => f.slice(0, -3))
      : [];
    for (const d of docs) if (d !== "README" && d !== "index") assert.ok(ruleById(d), `docs/rules/${d}.md has no rule`);
  });
});
