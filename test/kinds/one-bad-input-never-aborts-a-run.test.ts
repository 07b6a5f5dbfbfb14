/**
 * Kind: an internal error inside one designer-format input aborted the whole run: later inputs
 * were skipped and `--format json` printed invalid JSON. Every command now has one guard per input
 * (lint: each designer file or set, and each script of a Forge folder; import: each record and
 * each card; export: each file; timeline: its input; the readers: each card): the failing input is
 * named on stderr with the error (exit 2), the others are still checked, and every output format
 * stays well-formed. The bug is simulated by making a format's reader throw for one input, through
 * the CLI's own entry point.
 */
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import path from "node:path";
import { runCli } from "../../cli/src/program";
import type { CliIo } from "../../cli/src/io";
import type { CardFormat } from "../../server/src/core/import/card-format";
import { cardFormat } from "../../server/src/app/formats";
import { GAMES } from "../../server/src/app/games";
import { CARDS, makeTempDir, removeTempDir, writeFiles } from "../cli/helpers";
import { COCKATRICE_XML } from "../helpers/designer-files";

const FORGE =
  "Name:Moment of Tranquility\nManaCost:U\nTypes:Instant\nA:SP$ Counter | Cost$ U | PlayerTurn$ True | SpellDescription$ Counter target spell.\nOracle:Counter target spell.\n";

async function run(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIo = { stdout: { write: (t: string) => (stdout += t) }, stderr: { write: (t: string) => (stderr += t) }, env: {}, cwd };
  const code = await runCli(args, io);
  return { code, stdout, stderr };
}

/** Makes `format.read` throw for inputs whose path contains "bad" (restored by the returned function). */
function breakReader(format: CardFormat): () => void {
  const read = format.read.bind(format);
  const original = Object.getOwnPropertyDescriptor(format, "read")!;
  Object.defineProperty(format, "read", {
    configurable: true,
    writable: true,
    value: (input: Parameters<CardFormat["read"]>[0]) => {
      if (input.file.includes("bad")) throw new TypeError("simulated reader bug");
      return read(input);
    },
  });
  return () => Object.defineProperty(format, "read", original);
}

describe("one-bad-input-never-aborts-a-run", function () {
  let dir: string;
  const restore: (() => void)[] = [];
  beforeEach(function () {
    dir = makeTempDir();
    writeFiles(dir, {
      "bad.xml": COCKATRICE_XML,
      "good.xml": COCKATRICE_XML.replace(/Battle Hymn/g, "Battle Song"),
      "z.card": CARDS.error,
      "forge/bad_script.txt": FORGE,
      "forge/good_script.txt": FORGE.replace("Moment of Tranquility", "Moment of Calm"),
    });
    restore.push(breakReader(cardFormat("cockatrice")!), breakReader(cardFormat("forge")!));
  });
  afterEach(function () {
    while (restore.length) restore.pop()!();
    removeTempDir(dir);
  });

  for (const format of ["json", "sarif", "junit", "stylish", "github"]) {
    it(`lint --format ${format}: the bad input is named, every other input is reported, the output well-formed`, async function () {
      const r = await run(["lint", "bad.xml", "good.xml", "forge", "z.card", "--format", format], dir);
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, /internal error while checking .*bad\.xml: simulated reader bug/);
      assert.match(r.stderr, /internal error while checking .*bad_script\.txt: simulated reader bug/);
      for (const name of ["good.xml", "good_script.txt", "z.card"]) assert.ok(r.stdout.includes(name), `${name} missing:\n${r.stdout}`);
      if (format === "json" || format === "sarif") JSON.parse(r.stdout);
      if (format === "junit") assert.match(r.stdout.trim(), /^<\?xml[\s\S]*<\/testsuites>$/);
    });
  }

  it("timeline: the input is named, nothing is half-written", async function () {
    const r = await run(["timeline", "bad.xml", "--format", "json"], dir);
    assert.equal(r.code, 2);
    assert.equal(r.stdout, "");
    assert.match(r.stderr, /^cardscript: internal error while checking bad\.xml: simulated reader bug/);
  });

  it("import: a record whose conversion fails is named; the other records are written", async function () {
    const ygo = GAMES.find((g) => g.id === "ygo")!.importer!;
    const toSource = ygo.toSource;
    restore.push(() => (ygo.toSource = toSource));
    ygo.toSource = (record, onWarning) => {
      if (record["name"] === "Bad Monster") throw new TypeError("simulated importer bug");
      return toSource(record, onWarning);
    };
    const record = (name: string) => ({ name, kind: "monster", type: "Effect Monster", desc: "Draw 1 card." });
    writeFiles(dir, { "cards.json": JSON.stringify([record("Bad Monster"), record("Good Monster")]) });
    const r = await run(["import", "cards.json", "-o", "out"], dir);
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /internal error while checking Bad Monster: simulated importer bug/);
    assert.deepEqual(readdirSync(path.join(dir, "out")), ["good-monster.card"]);
  });

  it("import of a Forge folder: the failing script is named, the others are written", async function () {
    const r = await run(["import", "forge", "-o", "out"], dir);
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /bad_script\.txt: simulated reader bug/);
    assert.deepEqual(readdirSync(path.join(dir, "out")), ["moment-of-calm.card"]);
  });

  it("export: a file whose reading fails is named with the others' problems; nothing is written", async function () {
    const forge = cardFormat("forge")!;
    const derive = Object.getOwnPropertyDescriptor(forge, "deriveTiming");
    restore.push(() =>
      derive ? Object.defineProperty(forge, "deriveTiming", derive) : delete (forge as Partial<CardFormat>).deriveTiming,
    );
    Object.defineProperty(forge, "deriveTiming", {
      configurable: true,
      writable: true,
      value: () => {
        throw new TypeError("simulated export bug");
      },
    });
    writeFiles(dir, { "cards/a.card": CARDS.clean, "cards/b.card": CARDS.warning });
    const r = await run(["export", "cards", "--format", "forge", "--out", "out"], dir);
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /internal error while checking cards[/\\]a\.card: simulated export bug/);
    assert.match(r.stderr, /internal error while checking cards[/\\]b\.card: simulated export bug/);
  });
});
