/**
 * Kind: names from input looked up on plain objects. A zipped MSE set whose `include_file:` names
 * a built-in property (`constructor`, `toString`) was an internal error in lint, import and
 * timeline, and `__proto__` gave Object.prototype. Every table keyed by a name from input is now a
 * `Map`, an object without prototype (`core/collections/own.ts` `dict`), or read with `own`:
 * zip members, Cockatrice entities and icon classes, Forge parameters, encoded-timing parameters,
 * MTGJSON face records, Yu-Gi-Oh! segment words and fields, completion and hover tables.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";
import { forgeParams } from "../../server/src/games/mtg/formats/forge";
import { parseEncodedTimingComment } from "../../server/src/core/import/encoded-timing";
import { decodeHtmlEntities } from "../../server/src/games/mtg/formats/cockatrice";
import { completionAtOffset } from "../../server/src/core/features/completion";
import { hoverAtOffset } from "../../server/src/core/features/hover";
import { lintText } from "../../server/src/app/service";

const BUILT_INS = ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"];

const CARD = (name: string) =>
  `card:\n\tname: ${name}\n\tsuper type: Creature\n\trule text:\n\t\tAt the beginning of your untap step, untap target land.\n`;

describe("names-from-input-never-looked-up-on-plain-objects", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  it("include_file: naming a built-in property, missing from the zip: reported as missing by lint, import and timeline", function () {
    const set = `mse version: 0.3.8\ngame: magic\n${BUILT_INS.map((n) => `include_file: ${n}\n`).join("")}${CARD("Dawn Tender")}`;
    writeFiles(dir, { "a.mse-set": Buffer.from(zipSync({ set: strToU8(set) })) });
    const lint = runCli(["lint", "a.mse-set", "--format", "json"], dir);
    assert.equal(lint.stderr, "");
    const messages = (JSON.parse(lint.stdout) as { messages: { messageId?: string; message: string }[] }[])[0]!.messages;
    assert.deepEqual(
      messages.filter((m) => m.messageId === "import.mse.includeMissing").map((m) => m.message),
      BUILT_INS.map((n) => `included file '${n}' not found; skipped`),
    );
    assert.ok(
      messages.some((m) => m.message.includes("untap")),
      "the set's own card is still checked",
    );
    const imp = runCli(["import", "a.mse-set", "-o", "out"], dir);
    assert.equal(imp.code, 0, imp.stderr);
    assert.deepEqual(readdirSync(path.join(dir, "out")), ["dawn-tender.card"]);
    const timeline = runCli(["timeline", "a.mse-set", "--format", "json"], dir);
    assert.equal(timeline.code, 0, timeline.stderr);
    JSON.parse(timeline.stdout);
  });

  it("members named like built-in properties are read as the files they are", function () {
    const members = new Map<string, Uint8Array>();
    BUILT_INS.forEach((n, i) => members.set(n, strToU8(CARD(`Card ${i}`))));
    const set = `mse version: 0.3.8\ngame: magic\n${BUILT_INS.map((n) => `include_file: ${n}\n`).join("")}`;
    // fflate's zipSync keeps names on a plain object, where "__proto__" would be lost: the member
    // is zipped as "xxproto__" and renamed in the zip's bytes (local header and directory).
    const files: Record<string, Uint8Array> = { set: strToU8(set) };
    for (const [n, data] of members) files[n === "__proto__" ? "xxproto__" : n] = data;
    const zip = Buffer.from(zipSync(files));
    for (let at = zip.indexOf("xxproto__"); at >= 0; at = zip.indexOf("xxproto__", at + 1)) zip.write("__", at, "latin1");
    writeFiles(dir, { "b.mse-set": zip });
    const imp = runCli(["import", "b.mse-set", "-o", "out"], dir);
    assert.equal(imp.code, 0, imp.stderr);
    assert.equal(readdirSync(path.join(dir, "out")).length, BUILT_INS.length, imp.stderr);
  });

  it("Cockatrice entities, Forge and encoded-timing parameters, MTGJSON fields named like built-ins", function () {
    assert.equal(decodeHtmlEntities("a &constructor; b &toString; c"), "a &constructor; b &toString; c");
    const params = forgeParams("SP$ Counter | toString$ x | constructor$ y");
    assert.deepEqual({ ...params }, { SP: "Counter", toString: "x", constructor: "y" });
    assert.equal(Object.hasOwn(forgeParams("SP$ Counter"), "constructor"), false);
    const timing = parseEncodedTimingComment("# encoded-timing: spell: toString$ a | valueOf$ b");
    assert.equal(timing?.params["valueOf"], "b");
    assert.equal(Object.hasOwn(parseEncodedTimingComment("# encoded-timing: spell: Phase$ Main1")!.params, "constructor"), false);
    // MTGJSON per-face records with a "__proto__" field: one card, its field kept as data.
    writeFiles(dir, {
      "cards.json": `[{"name":"Fire // Ice","faceName":"Fire","side":"a","type":"Instant","__proto__":{"polluted":true}},{"name":"Fire // Ice","faceName":"Ice","side":"b","type":"Instant","constructor":"x"}]`,
    });
    const r = runCli(["import", "cards.json", "-o", "out"], dir);
    assert.equal(r.code, 0, r.stderr);
    const card = readFileSync(path.join(dir, "out", readdirSync(path.join(dir, "out"))[0]!), "utf8");
    assert.match(card, /face "Fire"[\s\S]*face "Ice"/);
    assert.equal(({} as Record<string, unknown>)["polluted"], undefined);
  });

  it("Yu-Gi-Oh! text and fields named like built-ins are checked, not an internal error", function () {
    writeFiles(dir, {
      "y.card": `game ygo\n\ncard "Odd Monster" {\n  type: Effect Monster\n  constructor: 4\n  text:\n    During the Constructor Phase: draw 1 card.\n}\n`,
    });
    const r = runCli(["lint", "y.card", "--format", "json"], dir);
    assert.equal(r.stderr, "");
    const rules = (JSON.parse(r.stdout) as { messages: { ruleId: string }[] }[])[0]!.messages.map((m) => m.ruleId);
    assert.ok(!rules.includes("internal-error"), rules.join());
  });

  it("editor features on words and fields named like built-ins: completion and hover answer, never throw", function () {
    for (const name of ["constructor", "toString", "__proto__", "valueOf"]) {
      const typeLine = `card "A" {\n  type: Creature — ${name} `;
      assert.ok(Array.isArray(completionAtOffset(lintText(typeLine).model, typeLine.length).items), name);
      const field = `card "A" {\n  ${name}: 1\n}\n`;
      hoverAtOffset(lintText(field).model, field.indexOf(name) + 1);
      const ygo = `game ygo\n\ncard "A" {\n  ${name}: 1\n}\n`;
      hoverAtOffset(lintText(ygo).model, ygo.indexOf(name) + 1);
    }
  });
});
