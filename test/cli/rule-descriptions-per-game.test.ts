/**
 * Kind: one rule id, two games, one description. `obsolete-wording`, `stats-mismatch` and
 * `unknown-card-type` are implemented by a Magic and a Yu-Gi-Oh! module each; the settings, the
 * config schema, `cardscript rules`, SARIF and the generated docs showed only Magic's text. And a
 * rule that is off by default (`enabledByDefault: false`) was shown with its severity as if it were on.
 * Every place that describes rules now gives each game's text and says "off".
 */
import { strict as assert } from "node:assert";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { allRuleInfo, defaultText, describeRule } from "../../cli/src/rule-info";
import { configSchema } from "../../cli/src/config/config-schema";
import { docHeader, packageNls, readmeTable } from "../../scripts/generate/generated-files";
import { GAMES } from "../../server/src/app/games";
import { COMMON_RULES } from "../../server/src/core/rules/registry";
import { ruleById, ruleDescriptions, ruleMetas } from "../../server/src/app/rules";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
/** Ids that more than one game implements with its own module (found from the registry, not listed by hand). */
const SHARED = [...new Set(GAMES.flatMap((g) => g.rules.map((r) => r.meta.id)))].filter(
  (id) => !COMMON_RULES.some((r) => r.meta.id === id) && GAMES.filter((g) => g.rules.some((r) => r.meta.id === id)).length > 1,
);
const OFF = allRuleInfo().filter((r) => !r.enabledByDefault);

describe("kind: shared rule ids get each game's description; off-by-default rules say off", () => {
  it("finds the shared ids and the off-by-default rules in the registry", () => {
    assert.deepEqual([...SHARED].sort(), ["obsolete-wording", "stats-mismatch", "unknown-card-type"]);
    assert.deepEqual(
      OFF.map((r) => r.id),
      ["not-in-damage-step"],
    );
  });

  it("ruleDescriptions: one entry per game for a shared id, one for a common rule", () => {
    for (const id of SHARED) {
      const d = ruleDescriptions(id);
      assert.deepEqual(
        d.map((x) => x.games),
        [["mtg"], ["ygo"]],
        id,
      );
      assert.deepEqual(
        d.map((x) => x.description),
        ruleMetas(id).map((m) => m.meta.description),
      );
    }
    assert.equal(ruleDescriptions("impossible-timing").length, 1);
    assert.deepEqual(ruleDescriptions("no-such-rule"), []);
  });

  it("settings (package.json), config schema, SARIF text and README show both games' text", () => {
    // The settings' descriptions live in package.nls.json (package.json holds `%cardscript.rules.<id>%`).
    const nls = JSON.parse(packageNls("en", readFileSync(path.join(ROOT, "package.nls.json"), "utf8"))) as Record<string, string>;
    const settings = (id: string) => ({ description: nls[`cardscript.rules.${id}`]! });
    const schema = configSchema() as { properties: { rules: { properties: Record<string, { description: string }> } } };
    const table = readmeTable();
    for (const id of SHARED) {
      const [mtg, ygo] = ruleMetas(id).map((m) => m.meta.description) as [string, string];
      for (const [where, text] of [
        ["settings", settings(id).description],
        ["schema", schema.properties.rules.properties[id]!.description],
        ["sarif/rules text", describeRule(allRuleInfo().find((r) => r.id === id)!)],
      ] as const) {
        assert.ok(text.includes(`Magic: The Gathering: ${mtg}`) && text.includes(`Yu-Gi-Oh!: ${ygo}`), `${where} of ${id}: ${text}`);
      }
      const row = table.split("\n").find((l) => l.startsWith(`| [\`${id}\`]`))!;
      assert.ok(row.includes(`**Magic: The Gathering:** ${mtg}`) && row.includes(`**Yu-Gi-Oh!:** ${ygo}`), row);
      const header = docHeader(ruleById(id)!.meta);
      assert.ok(header.includes(`*Magic: The Gathering:* ${mtg}`) && header.includes(`*Yu-Gi-Oh!:* ${ygo}`), header);
    }
  });

  it("off-by-default rules say off everywhere, with the severity they get when turned on", () => {
    const nls = JSON.parse(packageNls("en", readFileSync(path.join(ROOT, "package.nls.json"), "utf8"))) as Record<string, string>;
    for (const r of OFF) {
      assert.equal(defaultText(r), `off (${r.defaultSeverity} when turned on)`);
      assert.match(nls[`cardscript.rules.${r.id}`]!, /Default: off \(info when turned on\)\.$/);
      assert.match(readmeTable(), new RegExp(`\\| \\[\`${r.id}\`\\][^|]*\\| ygo \\| off \\(${r.defaultSeverity} when on\\) \\|`));
      assert.match(docHeader(ruleById(r.id)!.meta), /\| off by default \(`info` when turned on\) \|/);
    }
    assert.equal(defaultText(allRuleInfo().find((r) => r.id === "impossible-timing")!), "error");
  });

  it("cardscript rules prints each game's line and 'off'; --json carries enabledByDefault and descriptions", () => {
    const r = runCli(["rules"], process.cwd());
    assert.equal(r.code, 0);
    assert.match(r.stdout, /^obsolete-wording +mtg,ygo +warning +yes +mtg: Old wording/m);
    assert.match(r.stdout, /^ +ygo: Reports old Yu-Gi-Oh! wording/m);
    assert.match(r.stdout, /^not-in-damage-step +ygo +off +.*\(off by default; info when turned on\)$/m);
    const json = JSON.parse(runCli(["rules", "--json"], process.cwd()).stdout) as {
      id: string;
      enabledByDefault: boolean;
      descriptions: { games: string[] }[];
      citations: string[];
    }[];
    assert.equal(json.find((x) => x.id === "not-in-damage-step")!.enabledByDefault, false);
    assert.equal(json.find((x) => x.id === "impossible-timing")!.enabledByDefault, true);
    assert.equal(json.find((x) => x.id === "obsolete-wording")!.descriptions.length, 2);
    assert.ok(
      json.find((x) => x.id === "obsolete-wording")!.citations.some((c) => c.startsWith("PSCT")),
      "the YGO module's citations too",
    );
  });

  it("SARIF marks an off-by-default rule as not enabled", () => {
    const dir = makeTempDir();
    writeFiles(dir, { "a.card": "game ygo\n" });
    const r = runCli(["lint", "--format", "sarif", "a.card"], dir);
    removeTempDir(dir);
    const log = JSON.parse(r.stdout) as {
      runs: { tool: { driver: { rules: { id: string; defaultConfiguration: { enabled?: boolean } }[] } } }[];
    };
    const rules = log.runs[0]!.tool.driver.rules;
    assert.equal(rules.find((x) => x.id === "not-in-damage-step")!.defaultConfiguration.enabled, false);
    assert.equal(rules.find((x) => x.id === "impossible-timing")!.defaultConfiguration.enabled, undefined);
  });
});
