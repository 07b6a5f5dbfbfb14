/**
 * Designer-file health checks: what Cockatrice, Forge or MSE would load differently from what the
 * designer meant, as findings on the file's own lines (valid and invalid cases per check), and
 * the same through `cardscript lint` with its exit code.
 */
import assert from "node:assert/strict";
import { readCockatrice } from "../../server/src/games/mtg/formats/cockatrice";
import { editionEntries, forgeFileStem, forgeFolderHealth } from "../../server/src/games/mtg/formats/forge-health";
import { readForgeScript } from "../../server/src/games/mtg/formats/forge";
import { readMseSet } from "../../server/src/games/mtg/formats/mse";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

const ids = (r: { warnings: { messageId: string; source: { line: number } }[] }, prefix: RegExp) =>
  r.warnings.filter((w) => prefix.test(w.messageId)).map((w) => [w.messageId, w.source.line]);

const v4 = (cards: string, extra = "") =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_carddatabase version="4">\n<sets>\n<set>\n<name>ABC</name>\n</set>\n</sets>\n${extra}<cards>\n${cards}</cards>\n</cockatrice_carddatabase>\n`;
const v4card = (name: string, props: string, set = "ABC") =>
  `<card>\n<name>${name}</name>\n<text>Draw a card.</text>\n<prop>\n${props}</prop>\n<set rarity="common">${set}</set>\n</card>\n`;
const HEALTH =
  /^import\.cockatrice\.(cardOutsideCards|unknownInRoot|misplaced|propInV3|unknownTag|maintypeMismatch|ptOnNonCreature|undeclaredSet)$/;

describe("designer-file health checks", function () {
  describe("Cockatrice against its schema", function () {
    it("a well-formed v4 file has no health finding", function () {
      const ok = v4(
        v4card("Bear", "<type>Creature — Bear</type>\n<maintype>Creature</maintype>\n<pt>2/2</pt>\n") +
          v4card("Cart", "<type>Artifact — Vehicle</type>\n<maintype>Artifact</maintype>\n<pt>3/3</pt>\n") +
          v4card("Golem", "<type>Artifact Creature — Golem</type>\n<maintype>Artifact Creature</maintype>\n<pt>3/3</pt>\n"),
      );
      assert.deepEqual(ids(readCockatrice(ok, "f.xml"), HEALTH), []);
    });

    it("<maintype> that is no card type of <type>; <pt> on a non-creature", function () {
      const r = readCockatrice(
        v4(
          v4card("Bear", "<type>Creature — Bear</type>\n<maintype>Instant</maintype>\n<pt>2/2</pt>\n") +
            v4card("Aura", "<type>Enchantment — Aura</type>\n<pt>1/1</pt>\n"),
        ),
        "f.xml",
      );
      assert.deepEqual(ids(r, HEALTH), [
        ["import.cockatrice.maintypeMismatch", 14],
        ["import.cockatrice.ptOnNonCreature", 24],
      ]);
      assert.equal(r.warnings.find((w) => w.messageId === "import.cockatrice.maintypeMismatch")!.card, "Bear");
    });

    it("'NA' placeholders are no <pt>", function () {
      const r = readCockatrice(v4(v4card("Saga", "<type>Enchantment --- Saga</type>\n<pt> NA </pt>\n")), "f.xml");
      assert.deepEqual(ids(r, HEALTH), []);
    });

    it("v3 facts straight under <card> in a v4 file are misplaced; <prop> in a v3 file; unknown tags", function () {
      const misplaced = readCockatrice(
        v4("<card>\n<name>A</name>\n<type>Instant</type>\n<colour>U</colour>\n<set>ABC</set>\n</card>\n"),
        "f.xml",
      );
      assert.deepEqual(ids(misplaced, HEALTH), [
        ["import.cockatrice.misplaced", 11],
        ["import.cockatrice.unknownTag", 12],
      ]);
      const v3 =
        '<?xml version="1.0"?>\n<cockatrice_carddatabase version="3">\n<cards>\n<card>\n<name>A</name>\n<type>Instant</type>\n<prop>\n<side>front</side>\n</prop>\n</card>\n</cards>\n</cockatrice_carddatabase>\n';
      assert.deepEqual(ids(readCockatrice(v3, "f.xml"), HEALTH), [["import.cockatrice.propInV3", 7]]);
      // v3 facts under <card> in a v3 file are in their place.
      const v3ok =
        '<?xml version="1.0"?>\n<cockatrice_carddatabase version="3">\n<cards>\n<card>\n<name>A</name>\n<type>Instant</type>\n<manacost>U</manacost>\n</card>\n</cards>\n</cockatrice_carddatabase>\n';
      assert.deepEqual(ids(readCockatrice(v3ok, "f.xml"), HEALTH), []);
    });

    it("a <card> outside <cards>, an unknown element under the root, a set code no <set> declares (once per code)", function () {
      const text = v4(
        v4card("A", "<type>Instant</type>\n", "XYZ") + v4card("B", "<type>Instant</type>\n", "XYZ"),
        "<card>\n<name>Stray</name>\n</card>\n<extras/>\n",
      );
      const r = readCockatrice(text, "f.xml");
      assert.deepEqual(ids(r, HEALTH), [
        ["import.cockatrice.cardOutsideCards", 8],
        ["import.cockatrice.unknownInRoot", 11],
        ["import.cockatrice.undeclaredSet", 19],
      ]);
      assert.deepEqual(r.warnings.find((w) => w.messageId === "import.cockatrice.undeclaredSet")!.data, { code: "XYZ", count: 2 });
    });

    it("a fragment (no root, as PokéMTG's) is not checked for structure outside its cards", function () {
      const r = readCockatrice("<card>\n<name>A</name>\n<prop>\n<type>Instant</type>\n</prop>\n<set>ANY</set>\n</card>\n", "f.xml");
      assert.deepEqual(ids(r, HEALTH), []);
    });
  });

  describe("Forge scripts and folders", function () {
    it("Name: that does not match the file name (a copied script); one- and two-face names that match", function () {
      const bad = readForgeScript("Name:Knight of the Hawk\nTypes:Creature Human\nOracle:\n", "knight_of_the_raven.txt");
      assert.deepEqual(ids(bad, /fileNameMismatch/), [["import.forge.fileNameMismatch", 1]]);
      assert.match(JSON.stringify(bad.warnings[0]!.data), /knight_of_the_hawk\.txt/);
      assert.deepEqual(ids(readForgeScript("Name:Dead Man's Armor\nTypes:Artifact\nOracle:\n", "dead_mans_armor.txt"), /fileName/), []);
      const dfc = "Name:Big Chill\nTypes:Creature\nOracle:\nALTERNATE\nName:Ultimate Big Chill\nTypes:Creature\nOracle:\n";
      assert.deepEqual(ids(readForgeScript(dfc, "big_chill_ultimate_big_chill.txt"), /fileName/), []);
      assert.deepEqual(ids(readForgeScript(dfc, "big_chill.txt"), /fileName/), []);
      assert.equal(forgeFileStem("Sun-Piercing Bow"), "sun_piercing_bow");
    });

    it("an SVar named by Execute$/SubAbility$ but never defined; defined ones pass", function () {
      const r = readForgeScript(
        "Name:A\nTypes:Land\nA:AB$ Draw | Cost$ T | SubAbility$ DBDraw | SubAbility$ DBCount\nT:Mode$ ChangesZone | Execute$ TrigX\nSVar:TrigX:DB$ Pump | SubAbility$ DBY\nSVar:DBDraw:DB$ Draw\nOracle:\n",
        "a.txt",
      );
      assert.deepEqual(
        r.warnings.filter((w) => w.messageId === "import.forge.svarUndefined").map((w) => [w.data!["name"], w.source.line]),
        [
          ["DBCount", 3],
          ["DBY", 5],
        ],
      );
    });

    it("a folder: two scripts with one Name:, a script no edition lists, edition entries without a script (one summary)", function () {
      const edition = '[metadata]\nCode=ABC\n[cards]\n1 R Alpha @Artist\n2 C Cultivate ${"flavorName": "X"}\n3 U Beta\n';
      assert.deepEqual(
        editionEntries(edition).map((e) => [e.name, e.line]),
        [
          ["Alpha", 4],
          ["Cultivate", 5],
          ["Beta", 6],
        ],
      );
      const w = forgeFolderHealth(
        [
          { file: "d/alpha.txt", name: "Alpha", line: 1 },
          { file: "d/alpha_copy.txt", name: "Alpha", line: 1 },
          { file: "d/gamma.txt", name: "Gamma", line: 1 },
        ],
        [{ file: "d/ABC.txt", text: edition }],
      );
      assert.deepEqual(
        w.map((x) => [x.messageId, x.source.file, x.source.line, x.severity]),
        [
          ["import.forge.duplicateName", "d/alpha_copy.txt", 1, "warning"],
          ["import.forge.notInEdition", "d/gamma.txt", 1, "warning"],
          ["import.forge.editionWithoutScript", "d/ABC.txt", 5, "info"],
        ],
      );
      assert.deepEqual(w[2]!.data, { count: 2, total: 3, names: "Cultivate; Beta" });
      // Without an edition file, only the duplicate is reported.
      assert.equal(forgeFolderHealth([{ file: "a.txt", name: "A", line: 1 }], []).length, 0);
    });
  });

  describe("MSE", function () {
    it("empty work-in-progress cards are summed up once per set and not checked; a card with anything in it is", function () {
      const r = readMseSet({
        setFile: "set",
        setText:
          "mse version: 0.3.8\ngame: magic\ncard:\n\tname: Martingale\n\tflavor text: <i-flavor>wip</i-flavor>\ncard:\n\tname: \ncard:\n\tname: Real\n\tsuper type: Instant\n\trule text: Draw a card.\n",
      });
      assert.deepEqual(
        r.cards.map((c) => c.name),
        ["Real"],
      );
      assert.deepEqual(
        r.warnings.filter((w) => w.messageId === "import.mse.placeholders").map((w) => [w.source.line, w.data]),
        [[3, { count: 2, names: "Martingale; (unnamed card)" }]],
      );
      assert.deepEqual(r.counts![0], { source: { file: "set", line: 1 }, held: 3, read: 3 });
    });
  });

  describe("CLI", function () {
    let dir: string;
    beforeEach(function () {
      dir = makeTempDir();
    });
    afterEach(function () {
      removeTempDir(dir);
    });

    it("health findings are warnings on the designer file's lines: lint exits 0 without --max-warnings, 1 with --max-warnings 0", function () {
      writeFiles(dir, {
        "set.xml": v4(v4card("Bear", "<type>Creature — Bear</type>\n<maintype>Instant</maintype>\n<pt>2/2</pt>\n")),
        "forge/knight_of_the_raven.txt": "Name:Knight of the Hawk\nManaCost:1 W\nTypes:Creature Human Knight\nPT:2/2\nOracle:\n",
      });
      const r = runCli(["lint", "set.xml", "forge", "--format", "json"], dir);
      assert.equal(r.code, 0, r.stderr);
      const reports = JSON.parse(r.stdout) as {
        filePath: string;
        messages: { messageId?: string; line: number; severityName: string }[];
      }[];
      const found = reports.flatMap((x) =>
        x.messages.filter((m) => /maintype|fileName/.test(m.messageId ?? "")).map((m) => [m.messageId, m.line, m.severityName]),
      );
      assert.deepEqual(found, [
        ["import.cockatrice.maintypeMismatch", 14, "warning"],
        ["import.forge.fileNameMismatch", 1, "warning"],
      ]);
      assert.equal(runCli(["lint", "set.xml", "--max-warnings", "0"], dir).code, 1);
    });
  });
});
