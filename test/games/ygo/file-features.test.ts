/**
 * The file-level features on `game ygo` files: outline entries per effect (kind, Spell Speed,
 * window), formatting (canonical layout, words and the `game` line kept, idempotent), rename of a
 * card and its quoted mentions over the real language server, `--format sarif` and `--fix` through
 * the real CLI.
 */
import { strict as assert } from "node:assert";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { WorkspaceEdit } from "vscode-languageserver";
import { formattingWords } from "../../../server/src/core/features/formatting";
import { formatDocument, lintText } from "../../../server/src/app/service";
import { documentSymbols } from "../../../server/src/core/features/symbols";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "../../cli/helpers";
import { applyLspEdits, LspTestClient, positionOf } from "../../lsp/client";
import { ygoFile } from "./helpers";
import { SUITE_TIMEOUT_MS } from "../../helpers/wait";

const M = { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000 };
const GUARD = ygoFile(
  "Night Guard",
  "Effect Monster",
  "During the Damage Step (Quick Effect): You can target 1 monster; it gains 500 ATK.\nOnce per turn: You can draw 1 card.\nMonsters your opponent controls lose 100 ATK.",
  M,
);
const OLD = ygoFile(
  "Old Guard",
  "Effect Monster",
  'Once per turn, during either player\'s turn: You can target 1 Magic Card on the field; destroy it.\nIf "Night Guard" is on the field, this card gains 500 ATK.',
  M,
);

describe("ygo file features: outline", () => {
  it("lists each effect under its card with kind, Spell Speed and window", () => {
    const card = documentSymbols(lintText(GUARD).model)[0]!;
    const details = (card.children ?? []).map((c) => `${c.name} | ${c.detail}`);
    const effects = details.filter((d) => !d.startsWith("type") && /Effect|activation|Summon|materials/.test(d.split(" | ")[1] ?? ""));
    assert.equal(effects.length, 3, details.join("\n"));
    assert.match(effects[0]!, /^During the Damage Step \(Quick Effect\).* \| Quick Effect, Spell Speed 2 — .*Damage Step/);
    assert.match(
      effects[1]!,
      /^Once per turn: You can draw 1 card\. \| Ignition Effect, Spell Speed 1 — Your turn: Main Phase 1, Main Phase 2; open game state only$/,
    );
    assert.match(effects[2]!, /\| Continuous Effect$/);
    const lines = GUARD.split("\n");
    const quick = (card.children ?? []).find((c) => c.detail?.startsWith("Quick Effect"))!;
    assert.equal(
      lines[quick.selectionRange.start.line]!.slice(quick.selectionRange.start.character, quick.selectionRange.end.character),
      "During the Damage Step (Quick Effect)",
    );
  });
});

describe("ygo file features: formatting", () => {
  it("formats a messy `game ygo` file canonically, keeping every word and the game line; a second pass changes nothing", () => {
    const messy = GUARD.replace("  type: Effect Monster", "   type:   Effect Monster  ").replace(
      "    Once per turn",
      "        Once per turn",
    );
    const r = formatDocument(messy);
    assert.ok(r.ok, JSON.stringify(r));
    assert.equal(r.text, GUARD);
    assert.deepEqual(formattingWords(r.text).sort(), formattingWords(messy).sort());
    const again = formatDocument(r.text);
    assert.ok(again.ok && again.text === r.text);
  });
});

describe("ygo file features: rename over the language server", function () {
  this.timeout(SUITE_TIMEOUT_MS);
  let dir: string;
  let client: LspTestClient;
  const uri = (name: string) => pathToFileURL(path.join(dir, name)).href;
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-ygo-rename-"));
    client = await LspTestClient.start({ rootUri: pathToFileURL(dir).href });
    await client.open(uri("guard.card"), GUARD);
    await client.open(uri("old.card"), OLD);
  });
  after(async () => {
    await client?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("renames a YGO card and its quoted mention in another card's text", async () => {
    const edit = await client.request<WorkspaceEdit>("textDocument/rename", {
      textDocument: { uri: uri("guard.card") },
      position: positionOf(GUARD, "Night"),
      newName: "Dusk Warden",
    });
    const changes = edit.changes!;
    assert.equal(applyLspEdits(GUARD, changes[uri("guard.card")]!), GUARD.replace('"Night Guard"', '"Dusk Warden"'));
    assert.equal(applyLspEdits(OLD, changes[uri("old.card")]!), OLD.replace('If "Night Guard"', 'If "Dusk Warden"'));
  });
});

describe("ygo file features: CLI --format sarif and --fix", function () {
  this.timeout(SUITE_TIMEOUT_MS);
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir("cardscript-ygo-cli-");
    writeFiles(dir, { "cards/old.card": OLD });
  });
  afterEach(() => removeTempDir(dir));

  it("SARIF: YGO findings with their rule in the driver's rule list", () => {
    const r = runCli(["lint", "--format", "sarif", "cards"], dir);
    const log = JSON.parse(r.stdout) as {
      runs: {
        tool: { driver: { rules: { id: string }[] } };
        results: { ruleId: string; level: string; locations: { physicalLocation: { region: { startLine: number } } }[] }[];
      }[];
    };
    const run = log.runs[0]!;
    const ids = run.results.map((x) => x.ruleId);
    assert.ok(ids.includes("obsolete-wording"), ids.join(", "));
    assert.ok(run.tool.driver.rules.some((x) => x.id === "obsolete-wording"));
    const first = run.results.find((x) => x.ruleId === "obsolete-wording")!;
    assert.equal(first.level, "warning");
    assert.equal(
      first.locations[0]!.physicalLocation.region.startLine,
      OLD.split("\n").findIndex((l) => l.includes("either player's turn")) + 1,
    );
  });

  it("--fix writes the modern wording (Quick Effect label, Spell Card) and a second run changes nothing", () => {
    runCli(["lint", "--fix"], dir);
    const fixed = readFileSync(path.join(dir, "cards/old.card"), "utf8");
    assert.equal(
      fixed,
      OLD.replace("Once per turn, during either player's turn:", "Once per turn (Quick Effect):").replace("Magic Card", "Spell Card"),
    );
    runCli(["lint", "--fix"], dir);
    assert.equal(readFileSync(path.join(dir, "cards/old.card"), "utf8"), fixed);
  });
});
