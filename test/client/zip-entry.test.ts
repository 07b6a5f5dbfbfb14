/**
 * The read-only view of a zipped MSE set's entry (client/src/zip-entry.ts): the URI round trip,
 * the entry's text with the lines the CLI reports (a real `cardscript lint` row of a zipped set is
 * recognised as a link to that line, and the line there is the finding's), and clear messages for
 * a file that is no zip or has no `set` entry.
 */
import assert from "node:assert/strict";
import { strToU8, zipSync } from "fflate";
import { readFileSync } from "node:fs";
import path from "node:path";
import { zipEntryOf, zipEntryText, zipEntryUriParts, zipFindingLink } from "../../client/src/zip-entry";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

const SET =
  "\uFEFFmse version: 0.3.8\ngame: magic\ncard:\n\tname: Dawn Tender\n\tcasting cost: 1G\n\tsuper type: <word-list-type>Creature</word-list-type>\n\trule text:\n\t\tFlying\n\t\tAt the beginning of your untap step, untap target land.\n\tpower: 1\n\ttoughness: 1\n";

describe("client: read-only view of a zipped set's entry", function () {
  it("the URI names the zip and the entry, and reads back", function () {
    const parts = zipEntryUriParts("/home/me/sets/My Set.mse-set");
    assert.equal(parts.scheme, "cardscript-zip");
    assert.equal(parts.path, "/home/me/sets/My Set.mse-set/set");
    assert.deepEqual(zipEntryOf(parts.path, parts.query), { zipPath: "/home/me/sets/My Set.mse-set", entry: "set" });
    const other = zipEntryUriParts("/x/a.mse-set", "card 1");
    assert.deepEqual(zipEntryOf(other.path, other.query), { zipPath: "/x/a.mse-set", entry: "card 1" });
  });

  it("the entry's text without its BOM; messages for no zip and no entry", function () {
    const zip = zipSync({ set: strToU8(SET), "image1.png": new Uint8Array([1, 2, 3]) });
    assert.equal(zipEntryText(zip), SET.slice(1));
    assert.match(zipEntryText(zip, "missing"), /no entry 'missing'/);
    assert.match(zipEntryText(strToU8("not a zip at all")), /not a zip archive/);
  });

  it("zipFindingLink reads rows of the CLI's stylish output and nothing else", function () {
    const row = '  9:5  warning  My Set.mse-set › "Dawn Tender" › rule text: This triggers in the untap step  untap-step-trigger';
    const link = zipFindingLink(row)!;
    assert.deepEqual([link.zipName, link.line, link.column], ["My Set.mse-set", 9, 5]);
    assert.equal(row.slice(link.start, link.start + link.length), '9:5  warning  My Set.mse-set › "Dawn Tender" › rule text');
    assert.equal(zipFindingLink("  9:5  warning  This triggers in the untap step  untap-step-trigger"), undefined);
    assert.equal(zipFindingLink("/home/me/My Set.mse-set"), undefined);
  });

  describe("against the CLI", function () {
    let dir: string;
    beforeEach(function () {
      dir = makeTempDir();
      writeFiles(dir, { "My Set.mse-set": Buffer.from(zipSync({ set: strToU8(SET) })) });
    });
    afterEach(function () {
      removeTempDir(dir);
    });

    it("every zipped row of `cardscript lint` links to the entry line that holds its finding", function () {
      const out = runCli(["lint", "My Set.mse-set"], dir).stdout;
      const text = zipEntryText(readFileSync(path.join(dir, "My Set.mse-set")));
      const lines = text.split(/\r\n|\r|\n/);
      const rows = out.split("\n").filter((r) => zipFindingLink(r));
      assert.ok(rows.length > 0, `no zipped row in:\n${out}`);
      const trigger = zipFindingLink(rows.find((r) => r.includes("untap-step-trigger"))!)!;
      // The finding is on the trigger line of the entry, at the step's name.
      assert.match(lines[trigger.line - 1]!, /^\t\tAt the beginning of your untap step/);
      assert.ok(lines[trigger.line - 1]!.slice(trigger.column - 1).startsWith("untap step"));
    });
  });
});
