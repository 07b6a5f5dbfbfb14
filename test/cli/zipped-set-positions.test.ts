/**
 * A finding inside a zipped `.mse-set` names the package, the card and the field
 * (`My Set.mse-set › "Dawn Tender" › rule text`) besides the line of the `set` entry, which no
 * editor opens: in stylish, JSON (`where`) and SARIF (a logical location). A set that is a folder
 * keeps plain positions (its `set` file opens at the line).
 */
import assert from "node:assert/strict";
import { strToU8, zipSync } from "fflate";
import { zipEntryPlace } from "../../cli/src/lint/lint-foreign";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

const SET =
  "mse version: 0.3.8\ngame: magic\ncard:\n\tname: Dawn Tender\n\tcasting cost: 1G\n\tsuper type: <word-list-type>Creature</word-list-type>\n\trule text:\n\t\tFlying\n\t\tAt the beginning of your untap step, untap target land.\n\tpower: 1\n\ttoughness: 1\n";

describe("cli: positions a designer can open in a zipped MSE set", function () {
  it("zipEntryPlace: the field a line belongs to (a multi-line value's key), the card, the package", function () {
    const lines = SET.split("\n");
    assert.equal(zipEntryPlace("/x/My Set.mse-set", lines, 9, "Dawn Tender"), 'My Set.mse-set › "Dawn Tender" › rule text');
    assert.equal(zipEntryPlace("/x/My Set.mse-set", lines, 6, "Dawn Tender"), 'My Set.mse-set › "Dawn Tender" › super type');
    assert.equal(zipEntryPlace("/x/My Set.mse-set", lines, 3, "Dawn Tender"), 'My Set.mse-set › "Dawn Tender"');
    assert.equal(zipEntryPlace("/x/My Set.mse-set", lines, 1, null), undefined);
  });

  describe("CLI", function () {
    let dir: string;
    beforeEach(function () {
      dir = makeTempDir();
      writeFiles(dir, { "My Set.mse-set": Buffer.from(zipSync({ set: strToU8(SET) })), "folder.mse-set/set": SET });
    });
    afterEach(function () {
      removeTempDir(dir);
    });

    it("stylish, JSON and SARIF name card and field for a zip; a folder set keeps plain positions", function () {
      const stylish = runCli(["lint", "My Set.mse-set"], dir);
      assert.match(stylish.stdout, /9:\d+\s+warning\s+My Set\.mse-set › "Dawn Tender" › rule text: This triggers in the untap step/);
      const json = JSON.parse(runCli(["lint", "My Set.mse-set", "--format", "json"], dir).stdout) as {
        messages: { ruleId: string; line: number; where?: string }[];
      }[];
      const m = json[0]!.messages.find((x) => x.ruleId === "untap-step-trigger")!;
      assert.deepEqual([m.line, m.where], [9, 'My Set.mse-set › "Dawn Tender" › rule text']);
      const sarif = JSON.parse(runCli(["lint", "My Set.mse-set", "--format", "sarif"], dir).stdout) as {
        runs: { results: { ruleId: string; locations: { logicalLocations?: { fullyQualifiedName: string }[] }[] }[] }[];
      };
      const r = sarif.runs[0]!.results.find((x) => x.ruleId === "untap-step-trigger")!;
      assert.equal(r.locations[0]!.logicalLocations![0]!.fullyQualifiedName, 'My Set.mse-set › "Dawn Tender" › rule text');
      const folder = JSON.parse(runCli(["lint", "folder.mse-set", "--format", "json"], dir).stdout) as { messages: { where?: string }[] }[];
      assert.ok(folder[0]!.messages.every((x) => x.where === undefined));
    });
  });
});
