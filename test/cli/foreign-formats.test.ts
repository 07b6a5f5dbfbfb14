/**
 * `cardscript import`, `lint` (in place) and `export` on MSE sets, Cockatrice XML and Forge
 * scripts, end to end through the built CLI.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { detectFormat } from "../../cli/src/import/foreign";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";
import { COCKATRICE_XML as XML } from "../helpers/designer-files";

const MSE_SET =
  "\uFEFFmse version: 0.3.8\r\ngame: magic\r\ncard:\r\n\tname: Dawn Tender\r\n\tcasting cost: 1G\r\n\tsuper type: <word-list-type>Creature</word-list-type>\r\n\tsub type: <word-list-race>Human</word-list-race>\r\n\trule text:\r\n\t\tFlying\r\n\t\tAt the beginning of your <error-spelling:en_us:/magic.mse-game/magic-words>untap</error-spelling:en_us:/magic.mse-game/magic-words> step, untap target land.\r\n\tpower: 1\r\n\ttoughness: 1\r\n";
const FORGE =
  "Name:Moment of Tranquility\nManaCost:U\nTypes:Instant\nA:SP$ Counter | Cost$ U | PlayerTurn$ True | TargetType$ Spell | SpellDescription$ Counter target spell.\nOracle:Counter target spell.\n";

describe("cli: MSE, Cockatrice and Forge files", function () {
  let dir: string;
  beforeEach(function () {
    dir = makeTempDir();
    writeFiles(dir, {
      "My Set.mse-set": Buffer.from(zipSync({ set: strToU8(MSE_SET) })),
      "folder.mse-set/set": MSE_SET,
      "cards.xml": XML,
      "forge/moment_of_tranquility.txt": FORGE,
      "forge/notes.txt": "TODO: more cards\n",
    });
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  it("lint in place points into the original files, in JSON", function () {
    const r = runCli(["lint", "My Set.mse-set", "cards.xml", "forge", "--format", "json"], dir);
    assert.equal(r.code, 1, r.stderr);
    const reports = JSON.parse(r.stdout) as {
      filePath: string;
      messages: { ruleId: string; line: number; column: number; card: string }[];
    }[];
    const by = (suffix: string) =>
      reports
        .find((x) => x.filePath.endsWith(suffix))!
        .messages.filter((m) => m.ruleId !== "import")
        .map((m) => [m.ruleId, m.line, m.column, m.card]);
    // The zip's 'set': the untap-step trigger on rules-text line 10, at the step's column.
    assert.deepEqual(by("My Set.mse-set"), [["untap-step-trigger", 10, MSE_SET.split("\r\n")[9]!.indexOf("untap") + 1, "Dawn Tender"]]);
    assert.deepEqual(by("cards.xml"), [["impossible-timing", 6, XML.split("\n")[5]!.indexOf("during combat") + 1, "Battle Hymn"]]);
    assert.deepEqual(by("moment_of_tranquility.txt"), [["encoded-timing-mismatch", 4, 27, "Moment of Tranquility"]]);
    const notes = reports.find((x) => x.filePath.endsWith("notes.txt"))!.messages;
    assert.deepEqual(
      notes.map((m) => [m.ruleId, m.line]),
      [["import", 1]],
    );
  });

  it("lint in place: an import message keeps its messageId in every language, its text follows --locale", function () {
    const notes = (locale: string) => {
      const reports = JSON.parse(runCli(["lint", "forge", "--format", "json", "--locale", locale], dir).stdout) as {
        filePath: string;
        messages: { ruleId: string; message: string; messageId?: string }[];
      }[];
      return reports.find((x) => x.filePath.endsWith("notes.txt"))!.messages.map((m) => [m.ruleId, m.messageId, m.message]);
    };
    assert.deepEqual(notes("en"), [["import", "import.forge.notAScript", "not a Forge card script (no 'Name:' line); skipped"]]);
    assert.deepEqual(notes("de"), [["import", "import.forge.notAScript", "kein Forge-Kartenskript (keine Zeile 'Name:'); übersprungen"]]);
    assert.deepEqual(notes("es"), [
      ["import", "import.forge.notAScript", "no es un script de carta de Forge (no tiene línea 'Name:'); se omite"],
    ]);
  });

  it("lint in place in stylish, SARIF and GitHub formats names the original file and line", function () {
    const stylish = runCli(["lint", "folder.mse-set"], dir);
    assert.match(
      stylish.stdout,
      /folder\.mse-set[/\\]set\n\s+1:1\s+info\s+1 card read; the source holds 1 +import\n\s+10:\d+\s+warning\s+.*untap-step-trigger/,
    );
    const sarif = JSON.parse(runCli(["lint", "cards.xml", "--format", "sarif"], dir).stdout) as {
      runs: {
        results: {
          ruleId: string;
          locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[];
        }[];
      }[];
    };
    const res = sarif.runs[0]!.results.find((x) => x.ruleId === "impossible-timing")!;
    assert.match(res.locations[0]!.physicalLocation.artifactLocation.uri, /cards\.xml$/);
    assert.equal(res.locations[0]!.physicalLocation.region.startLine, 6);
    const gh = runCli(["lint", "forge/moment_of_tranquility.txt", "--format", "github"], dir);
    assert.match(gh.stdout, /::warning file=forge\/moment_of_tranquility\.txt,line=4,/);
  });

  it("import writes .card files and reports warnings with file:line; the output lints like the original", function () {
    const r = runCli(["import", "forge", "--out", "out"], dir);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /Read 1 card \(forge\); wrote 1 card file to out/);
    assert.match(r.stderr, /forge[/\\]notes\.txt:1: warning: not a Forge card script/);
    const card = readFileSync(path.join(dir, "out", "moment-of-tranquility.card"), "utf8");
    assert.match(card, /# encoded-timing: spell: PlayerTurn\$ True/);
    const lint = JSON.parse(runCli(["lint", "out", "--format", "json"], dir).stdout) as { messages: { ruleId: string }[] }[];
    assert.deepEqual(
      lint.flatMap((x) => x.messages.map((m) => m.ruleId)),
      ["encoded-timing-mismatch"],
    );
    const mse = runCli(["import", "My Set.mse-set", "-o", "mse-out"], dir);
    assert.equal(mse.code, 0, mse.stderr);
    assert.deepEqual(readdirSync(path.join(dir, "mse-out")), ["dawn-tender.card"]);
  });

  it("export writes Cockatrice XML v4, a zipped MSE set and Forge scripts that import back to the same cards", function () {
    runCli(["import", "cards.xml", "-o", "cards"], dir);
    runCli(["import", "My Set.mse-set", "-o", "cards"], dir);
    for (const [format, out] of [
      ["cockatrice", "out.xml"],
      ["mse", "out.mse-set"],
      ["forge", "forge-out"],
    ] as const) {
      const r = runCli(["export", "cards", "--format", format, "--out", out], dir);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, new RegExp(`Exported 2 cards to ${out} \\(${format}\\)`));
      const back = runCli(["import", out, "-o", `back-${format}`], dir);
      assert.equal(back.code, 0, back.stderr);
      for (const f of ["battle-hymn.card", "dawn-tender.card"]) {
        const strip = (s: string) => s.replace(/^\s*# .*\n/gm, "").replace(/^\s*set: .*\n/gm, "");
        assert.equal(
          strip(readFileSync(path.join(dir, `back-${format}`, f), "utf8")),
          strip(readFileSync(path.join(dir, "cards", f), "utf8")),
          `${format}: ${f}`,
        );
      }
    }
    assert.match(readFileSync(path.join(dir, "out.xml"), "utf8"), /<cockatrice_carddatabase version="4">/);
    assert.match(strFromU8(unzipSync(readFileSync(path.join(dir, "out.mse-set")))["set"]!), /casting_cost: 1G/);
  });

  it("export refuses files with syntax errors (exit 2, file:line) and needs --format", function () {
    writeFiles(dir, { "bad/x.card": 'card "X" {\n  type: Instant\n  text:\n    Draw.\n' });
    const r = runCli(["export", "bad", "--format", "cockatrice", "--out", "x.xml"], dir);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /bad[/\\]x\.card:\d+: syntax error/);
    assert.equal(runCli(["export", "bad", "--out", "x.xml"], dir).code, 2);
  });

  it("format detection: only real sets and scripts are imported; everything else stays CardScript (detection_kind)", function () {
    writeFiles(dir, {
      "cards/set/a.card": 'card "A" {\n  type: Instant\n}\n', // a folder named "set" is not an MSE set file
      "cards/readme.txt": "notes",
      "notes.txt": "not a script",
      "plain/x.card": "",
      "scripts/readme.txt": "notes",
      "scripts/a.txt": FORGE,
      sniff: "<card><name>A</name></card>",
    });
    const abs = (p: string) => path.join(dir, p);
    assert.deepEqual(
      [
        "My Set.mse-set",
        "folder.mse-set",
        "folder.mse-set/set",
        "cards.xml",
        "forge",
        "scripts",
        "forge/moment_of_tranquility.txt",
        "cards",
        "notes.txt",
        "plain",
        "plain/x.card",
        "sniff",
        "missing",
        "/proc/self/mem",
      ].map((p) => detectFormat(p.startsWith("/") ? p : abs(p))),
      [
        "mse",
        "mse",
        "mse",
        "cockatrice",
        "forge",
        "forge",
        "forge",
        undefined,
        undefined,
        undefined,
        undefined,
        "cockatrice",
        undefined,
        undefined,
      ],
    );
  });

  it("--fix on an imported format is refused with a way out", function () {
    const r = runCli(["lint", "cards.xml", "--fix"], dir);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /import the set first/);
  });
});
