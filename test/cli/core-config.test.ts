/**
 * server/src/core/config.ts (the pure `cardscript.json` parser) and schemas/cardscript.schema.json
 * (generated from the registry; it must agree with the parser).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import Ajv from "ajv";
import { configurableRuleIds } from "../../server/src/app/config";
import { GAME_IDS } from "../../server/src/app/games";
import { parseConfig } from "../../server/src/core/config";
import { LineIndex } from "../../server/src/core/text/line-index";
import { configSchemaPath, configSchemaText } from "../../cli/src/config/config-schema";
import { localizer } from "../../server/src/core/l10n/localizer";
import type { Locale } from "../../server/src/core/l10n/locale";

const IDS = { ruleIds: configurableRuleIds(), gameIds: GAME_IDS };

/** Problems as `line:col message` (1-based). */
function problems(text: string): string[] {
  const lines = new LineIndex(text);
  return parseConfig(text, IDS).problems.map((p) => {
    const pos = lines.positionAt(p.span.start);
    return `${pos.line + 1}:${pos.character + 1} ${p.message}`;
  });
}

describe("core: cardscript.json parser", function () {
  it("reads rules, game and ignorePatterns", function () {
    const r = parseConfig(
      `{
  // comments and trailing commas are fine
  "$schema": "./node_modules/cardscript/schemas/cardscript.schema.json",
  "rules": { "obsolete-wording": "off", "redundant-timing": "warning", "unused-disable-directive": "warning", },
  "game": "mtg",
  "ignorePatterns": ["drafts/**", "*.old.card"],
}`,
      IDS,
    );
    assert.deepEqual(r.problems, []);
    assert.deepEqual(r.config, {
      rules: { "obsolete-wording": "off", "redundant-timing": "warning", "unused-disable-directive": "warning" },
      game: "mtg",
      ignorePatterns: ["drafts/**", "*.old.card"],
      messages: {},
    });
  });

  it("accepts an empty object and a BOM", function () {
    assert.deepEqual(parseConfig("\uFEFF{}", IDS), { config: { rules: {}, ignorePatterns: [], messages: {} }, problems: [] });
  });

  it("reports JSON syntax errors with their position", function () {
    assert.deepEqual(problems('{\n  "rules": {\n    "obsolete-wording": "off"\n    "unknown-step": "off"\n  }\n}'), [
      "4:5 Invalid JSON: ',' is expected.",
    ]);
    assert.deepEqual(problems('{ "rules": '), ["1:12 Invalid JSON: a value is expected."]);
    assert.deepEqual(problems(""), ['1:1 The file is empty: expected an object such as { "rules": {} }.']);
  });

  it("positions count the BOM as a character (offsets into the text as given)", function () {
    const text = '\uFEFF{ "rulez": {} }';
    const p = parseConfig(text, IDS).problems[0]!;
    assert.equal(text.slice(p.span.start, p.span.end), '"rulez"');
  });

  it("reports unknown keys and rules with a did-you-mean, bad severities, games and patterns", function () {
    const text = `{
  "rulez": {},
  "rules": { "impossible-timng": "error", "obsolete-rule": "warn", "unknown-step": 2 },
  "game": "pokemon",
  "ignorePatterns": ["ok/**", "", 3]
}`;
    assert.deepEqual(problems(text), [
      "2:3 Unknown key 'rulez'. Did you mean 'rules'? Allowed keys: rules, game, ignorePatterns, messages.",
      "3:14 Unknown rule 'impossible-timng'. Did you mean 'impossible-timing'? Run 'cardscript rules' for the list.",
      `3:60 Severity of 'obsolete-rule' must be "off", "info", "warning" or "error", found 'warn'. Did you mean 'warning'?`,
      `3:84 Severity of 'unknown-step' must be "off", "info", "warning" or "error", found a number.`,
      `4:11 'game' must be one of "mtg", "ygo", found 'pokemon'.`,
      "5:31 Each ignore pattern must be a non-empty string, found an empty string.",
      "5:35 Each ignore pattern must be a non-empty string, found a number.",
    ]);
    const r = parseConfig(text, IDS);
    assert.deepEqual(r.config.ignorePatterns, ["ok/**"], "valid parts are kept");
  });

  it("reports a non-object top level, non-object rules and duplicate keys", function () {
    assert.deepEqual(problems("[]"), ["1:1 Expected an object at the top level, found an array."]);
    assert.deepEqual(problems('{"rules": []}'), [
      `1:11 'rules' must be an object mapping rule ids to "off", "info", "warning" or "error", found an array.`,
    ]);
    assert.deepEqual(problems('{"game": "mtg", "game": "ygo"}'), ["1:17 Duplicate key 'game'."]);
    assert.deepEqual(problems('{"rules": {"impossible-timing": "off", "impossible-timing": "error"}}'), [
      "1:40 Duplicate rule 'impossible-timing' in 'rules'.",
    ]);
  });
});

describe("schemas/cardscript.schema.json", function () {
  const schemaText = readFileSync(new URL("../../schemas/cardscript.schema.json", import.meta.url), "utf8");
  const schema = JSON.parse(schemaText) as { properties: { rules: { properties: Record<string, unknown> } } };

  it("is up to date with the rule registry (regenerate: npm run generate)", function () {
    assert.equal(schemaText, configSchemaText());
    assert.deepEqual(Object.keys(schema.properties.rules.properties), IDS.ruleIds);
  });

  it("agrees with the parser on valid and invalid configs", function () {
    const validate = new Ajv({ strict: true, allErrors: true }).addKeyword("markdownDescription").compile(schema);
    const cases: [string, unknown][] = [
      ["valid", { rules: { "impossible-timing": "warning", "redundant-timing": "off" }, game: "ygo", ignorePatterns: ["a/**"] }],
      ["valid", {}],
      ["valid", { $schema: "x" }],
      ["invalid", { rulez: {} }],
      ["invalid", { rules: { "no-such-rule": "off" } }],
      ["invalid", { rules: { "impossible-timing": "warn" } }],
      ["invalid", { game: "pokemon" }],
      ["invalid", { ignorePatterns: [""] }],
      ["invalid", { ignorePatterns: "a/**" }],
      ["invalid", []],
    ];
    for (const [expected, value] of cases) {
      const bySchema = validate(value) ? "valid" : "invalid";
      const byParser = parseConfig(JSON.stringify(value), IDS).problems.length === 0 ? "valid" : "invalid";
      assert.equal(bySchema, expected, `schema on ${JSON.stringify(value)}`);
      assert.equal(byParser, expected, `parser on ${JSON.stringify(value)}`);
    }
  });

  it("is contributed to VS Code for cardscript.json", function () {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      contributes: { jsonValidation: { fileMatch: string; url: string }[] };
    };
    // Served in the display language by client/src/config-schema-provider.ts (scheme cardscript-schema).
    assert.deepEqual(pkg.contributes.jsonValidation, [{ fileMatch: "cardscript.json", url: "cardscript-schema:/cardscript.schema.json" }]);
    const client = readFileSync(new URL("../../client/src/config-schema-provider.ts", import.meta.url), "utf8");
    assert.match(client, /export const CONFIG_SCHEMA_SCHEME = "cardscript-schema";/);
    assert.match(readFileSync(new URL("../../package.json", import.meta.url), "utf8"), /"onFileSystem:cardscript-schema"/);
  });

  it("has a German and a Spanish file: the same keys, enums and patterns, the descriptions from the catalogs", function () {
    const strip = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(strip)
        : v && typeof v === "object"
          ? Object.fromEntries(
              Object.entries(v)
                .filter(([k]) => !["title", "description", "markdownDescription"].includes(k))
                .map(([k, x]) => [k, strip(x)]),
            )
          : v;
    const read = (l: Locale) => JSON.parse(readFileSync(new URL(`../../${configSchemaPath(l)}`, import.meta.url), "utf8")) as Schema;
    type Schema = { title: string; properties: { rules: { description: string; properties: Record<string, { description: string }> } } };
    const en = read("en");
    for (const l of ["de", "es"] as const) {
      const local = read(l);
      assert.equal(JSON.stringify(local, null, 2) + "\n", configSchemaText(l), `${configSchemaPath(l)} is stale: run npm run generate`);
      assert.deepEqual(strip(local), strip(en), l);
      assert.notEqual(local.properties.rules.description, en.properties.rules.description, l);
    }
    assert.equal(read("de").title, "CardScript-Konfiguration (cardscript.json)");
    assert.match(
      read("es").properties.rules.properties["missing-type"]!.description,
      /^Una carta o cara sin línea de tipo\. Por defecto: error\.$/,
    );
  });
});

describe("cardscript.json problems in the run's language", function () {
  it("German and Spanish problems name the same keys and values as the English ones", function () {
    const text = '{ "rules": { "impossible-timng": "warn" }, "gmae": "mtg", "ignorePatterns": [""] }';
    const msgs = (l: string) => parseConfig(text, IDS, localizer({ id: "core" }, l)).problems.map((p) => p.message);
    assert.deepEqual(msgs("de"), [
      "Unbekannte Regel 'impossible-timng'. Meintest du 'impossible-timing'? 'cardscript rules' listet alle auf.",
      "Unbekannter Schlüssel 'gmae'. Meintest du 'game'? Erlaubte Schlüssel: rules, game, ignorePatterns, messages.",
      "Jedes Ignoriermuster muss eine nicht leere Zeichenkette sein, gefunden: eine leere Zeichenkette.",
    ]);
    assert.equal(
      msgs("es")[1],
      "Clave desconocida 'gmae'. ¿Quisiste decir 'game'? Claves permitidas: rules, game, ignorePatterns, messages.",
    );
    assert.equal(msgs("en")[1], "Unknown key 'gmae'. Did you mean 'game'? Allowed keys: rules, game, ignorePatterns, messages.");
    assert.deepEqual(
      parseConfig("{ ", IDS, localizer({ id: "core" }, "es")).problems.map((p) => p.message),
      ["JSON no válido: se esperaba '}'."],
    );
  });
});
