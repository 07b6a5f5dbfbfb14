/**
 * Kind: an export that loses whose turn a trigger fires in. Forge scripts an "at the beginning of"
 * trigger as `Mode$ Phase` with `ValidPlayer$` naming the player whose step it is (`You`,
 * `Opponent`; none for every player's). `cardscript export --format forge` wrote the phase only,
 * so "your upkeep" came back as "each upkeep"; and `encoded-timing-mismatch` compared steps only,
 * so a designer's script that fires in the wrong player's turns passed. Both directions are
 * checked here: the exported script keeps the player, linting it again finds nothing, and a
 * script whose player disagrees with its text is reported.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

const card = (name: string, trigger: string) =>
  `card "${name}" {\n  cost: {1}{W}\n  type: Enchantment\n  text: ${trigger}, you gain 1 life.\n}\n`;

/** Trigger phrase → the `ValidPlayer$` the Forge script must carry (undefined: none). */
const ROWS: [string, string | undefined][] = [
  ["At the beginning of your upkeep", "You"],
  ["At the beginning of each opponent's upkeep", "Opponent"],
  ["At the beginning of each upkeep", undefined],
  ["At the beginning of your end step", "You"],
  ["At the beginning of each opponent's end step", "Opponent"],
  ["At the beginning of combat on your turn", "You"],
  ["At the beginning of each end step", undefined],
];

describe("kind: an export keeps whose turn a trigger fires in", function () {
  this.timeout(60_000);
  let dir: string;
  before(function () {
    dir = makeTempDir();
    writeFiles(dir, Object.fromEntries(ROWS.map(([phrase], i) => [`cards/c${i}.card`, card(`Card ${i}`, phrase)])));
    const r = runCli(["export", "cards", "--format", "forge", "--out", "forge-out"], dir);
    assert.equal(r.code, 0, r.stderr);
  });
  after(function () {
    removeTempDir(dir);
  });

  const scriptOf = (i: number) => {
    const file = readdirSync(path.join(dir, "forge-out")).find((f) => f.startsWith(`card_${i}`))!;
    return readFileSync(path.join(dir, "forge-out", file), "utf8");
  };

  ROWS.forEach(([phrase, player], i) => {
    it(`"${phrase}" → ${player ? `ValidPlayer$ ${player}` : "no ValidPlayer$"}`, function () {
      const trigger = scriptOf(i)
        .split("\n")
        .find((l) => l.startsWith("T:Mode$ Phase"));
      assert.ok(trigger, `a phase trigger in:\n${scriptOf(i)}`);
      const valid = /\| ValidPlayer\$ ([^|]+?) \|/.exec(trigger)?.[1];
      assert.equal(valid, player, trigger);
    });
  });

  it("the exported scripts lint clean (encoded timing and text agree)", function () {
    const r = runCli(["lint", "forge-out", "--format", "json"], dir);
    const messages = (JSON.parse(r.stdout) as { messages: { ruleId: string; messageId?: string }[] }[]).flatMap((f) => f.messages);
    // Clean but for the folder's card count (every card read).
    assert.deepEqual(
      messages.map((m) => m.messageId ?? m.ruleId),
      ["import.count.all"],
    );
  });

  it("a script whose ValidPlayer$ names the other player is reported; every player and an unknown value are not", function () {
    const script = (valid: string) =>
      `Name:Wrong Turn\nManaCost:1 W\nTypes:Enchantment\nT:Mode$ Phase | Phase$ Upkeep${valid} | TriggerZones$ Battlefield | Execute$ TrigGain | TriggerDescription$ At the beginning of your upkeep, you gain 1 life.\nSVar:TrigGain:DB$ GainLife | LifeAmount$ 1\nOracle:At the beginning of your upkeep, you gain 1 life.\n`;
    writeFiles(dir, {
      "scripts/opponent.txt": script(" | ValidPlayer$ Opponent"),
      "scripts/every.txt": script(""),
      "scripts/you.txt": script(" | ValidPlayer$ You"),
      "scripts/enchanted.txt": script(" | ValidPlayer$ Player.EnchantedBy"),
    });
    const r = runCli(["lint", "scripts", "--format", "json"], dir);
    const byFile = Object.fromEntries(
      (JSON.parse(r.stdout) as { filePath: string; messages: { ruleId: string; message: string }[] }[]).map((f) => [
        path.basename(f.filePath),
        f.messages.filter((m) => m.ruleId === "encoded-timing-mismatch"),
      ]),
    );
    assert.equal(byFile["opponent.txt"]?.length, 1);
    assert.match(byFile["opponent.txt"]![0]!.message, /An opponent's turn.*Your turn/);
    assert.equal(byFile["every.txt"]?.length, 1, "no ValidPlayer$ fires in every player's upkeep");
    assert.deepEqual(byFile["you.txt"], []);
    assert.deepEqual(byFile["enchanted.txt"], []);
  });
});
