/**
 * Protocol tests: the `cardscript.rules` setting (severity per rule id) is pulled with
 * workspace/configuration, a didChangeConfiguration re-checks open documents, bad entries are
 * ignored, and clients without configuration support can push the settings. Also checks that
 * package.json declares the setting for every rule.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { RULES } from "../../server/src/app/rules";
import { readRuleSettings } from "../../server/src/lsp/features/settings";
import { LspTestClient, ROOT, testUri, type Diagnostic } from "./client";

const DOC = [
  'card "Battle Hymn of Ruin" {',
  "  type: Sorcery",
  "  text:",
  "    Cast this spell only during combat.",
  "    At end of turn, draw a card.",
  "}",
  "",
].join("\n");

const bySeverity = (ds: Diagnostic[]) => Object.fromEntries(ds.map((d) => [String(d.code), d.severity]));

/** The latest diagnostics for `uri` if they satisfy `ok`, else the next ones that do. */
async function diagnosticsWhere(client: LspTestClient, uri: string, ok: (ds: Diagnostic[]) => boolean): Promise<Diagnostic[]> {
  return (await client.latestOrNextDiagnostics(uri, (p) => ok(p.diagnostics))).diagnostics;
}

describe("LSP: cardscript.rules settings (pulled)", () => {
  const configuration: Record<string, unknown> = {
    cardscript: { rules: { "impossible-timing": "warning", "obsolete-wording": "off", "no-such-rule": "error", "unknown-step": "loud" } },
  };
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start({ configuration });
  });
  after(async () => {
    await client?.dispose();
  });

  it("applies the severities from workspace/configuration and ignores bad entries", async () => {
    const uri = testUri("settings-pull");
    await client.open(uri, DOC);
    const ds = await diagnosticsWhere(client, uri, (d) => bySeverity(d)["impossible-timing"] === 2);
    assert.deepEqual(bySeverity(ds), { "impossible-timing": 2 });
    const warnings = client.logs.map((l) => l.message).join("\n");
    assert.match(warnings, /unknown rule 'no-such-rule' ignored/);
    assert.match(warnings, /cardscript\.rules\.unknown-step: "loud" is not one of off, info, warning, error/);
  });

  it("re-checks open documents when the configuration changes", async () => {
    const uri = testUri("settings-pull");
    configuration["cardscript"] = { rules: { "impossible-timing": "off", "obsolete-wording": "error" } };
    await client.notify("workspace/didChangeConfiguration", { settings: null });
    const ds = await diagnosticsWhere(client, uri, (d) => bySeverity(d)["obsolete-wording"] === 1);
    assert.deepEqual(bySeverity(ds), { "obsolete-wording": 1 });

    configuration["cardscript"] = {};
    await client.notify("workspace/didChangeConfiguration", { settings: null });
    const defaults = await diagnosticsWhere(client, uri, (d) => bySeverity(d)["impossible-timing"] === 1);
    assert.deepEqual(bySeverity(defaults), { "impossible-timing": 1, "obsolete-wording": 2 });
    await client.close(uri);
  });
});

describe("LSP: cardscript.rules settings (pushed by a client without workspace/configuration)", () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start({ capabilities: {} });
  });
  after(async () => {
    await client?.dispose();
  });

  it("reads the rules from the didChangeConfiguration notification", async () => {
    const uri = testUri("settings-push");
    const opened = await client.open(uri, DOC);
    assert.deepEqual(bySeverity(opened.diagnostics), { "impossible-timing": 1, "obsolete-wording": 2 });
    await client.notify("workspace/didChangeConfiguration", { settings: { cardscript: { rules: { "impossible-timing": "info" } } } });
    const ds = await diagnosticsWhere(client, uri, (d) => bySeverity(d)["impossible-timing"] === 3);
    assert.deepEqual(bySeverity(ds), { "impossible-timing": 3, "obsolete-wording": 2 });
    await client.close(uri);
  });
});

describe("cardscript.rules declaration and validation", () => {
  it("package.json declares cardscript.rules with every rule id and the four severities", () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
    const setting = pkg.contributes.configuration.properties["cardscript.rules"];
    assert.equal(setting.type, "object");
    assert.equal(setting.additionalProperties, false);
    assert.deepEqual(Object.keys(setting.properties).sort(), RULES.map((r) => r.meta.id).sort());
    for (const [id, p] of Object.entries<{ enum: string[]; description: string }>(setting.properties)) {
      assert.deepEqual(p.enum, ["off", "info", "warning", "error"], id);
      assert.ok(p.description.length > 10, id);
    }
  });

  it("validates a rules object entry by entry", () => {
    assert.deepEqual(readRuleSettings({ "impossible-timing": "off", x: "error", "unknown-step": 3 }), {
      rules: { "impossible-timing": "off" },
      problems: [
        "cardscript.rules: unknown rule 'x' ignored.",
        "cardscript.rules.unknown-step: 3 is not one of off, info, warning, error; ignored.",
      ],
    });
    assert.deepEqual(readRuleSettings(undefined), { rules: {}, problems: [] });
    assert.equal(readRuleSettings(["a"]).problems.length, 1);
  });
});
