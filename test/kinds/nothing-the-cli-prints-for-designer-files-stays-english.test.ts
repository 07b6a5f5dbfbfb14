/**
 * Kind: a user-visible string that stays English in German or Spanish — here what the CLI prints
 * while it imports, exports and maps real designers' files (the sibling of
 * `nothing-user-visible-stays-english.test.ts`, which covers the editor features). `cardscript
 * import`, `export` (every format) and `timeline` run over the real custom sets (Magic Set Editor,
 * Cockatrice, Forge) and the examples with `--locale en`, `de` and `es`; each German or Spanish
 * line of stdout and stderr is compared with the English line of the same place, leaving out what
 * the input files themselves hold (card names, quoted card text, paths). A per-card warning, a
 * summary or a note that no catalog holds fails here, wherever the code writes it.
 */
import { strict as assert } from "node:assert";
import { readdirSync, readFileSync, statSync, symlinkSync } from "node:fs";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { PROJECT_ROOT, corpusFileOrSkip } from "../helpers/corpus";
import { englishLeft, fileWords } from "../helpers/english-left";
import { CARDS, joinRows, makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";
import { runCli as runCliHere } from "../../cli/src/program";
import { cliL10n, setCliLocale } from "../../cli/src/l10n/index";
import { describeIoError } from "../../cli/src/errors";
import { unreadableFailure } from "../../cli/src/commands/lint-inputs";
import { lintFiles, processFile, type LintFilesResult } from "../../cli/src/lint/lint-files";

const LOCALES = ["en", "de", "es"] as const;

/** Product names the messages name (never translated): counted as words of the input. */
const PRODUCTS = "Magic Set Editor\nCockatrice XML\nForge";

/**
 * Real designer files (relative to the corpus's `custom-sets/`): every reader and most of their
 * warnings. `export`: the imported cards are exported again in every format (an export's warnings
 * are per run, not per card: a few sets of each origin cover them, the largest sets are left out).
 */
const SETS: { set: string; export?: boolean }[] = [
  { set: "mse/Charles-Seidel-mtgcustomset/Nature vs Future/set", export: true },
  { set: "mse/sortilege-inc-bse-archive/BSE 3 - Return of the Jedi.mse-set", export: true },
  { set: "mse/sortilege-inc-bse-archive/BSE Supplement.mse-set" },
  { set: "mse/ruler501-CustomSet/Untitled.mse-set" },
  { set: "mse/AronGomu-YGO-x-MTG/MSE_projects/12_YGO_Necroz.mse-set", export: true },
  { set: "cockatrice/sortilege-inc-bse-archive/cards.xml" },
  { set: "cockatrice/Oasiris-pokemtg-cockatrice/pokemtg.xml" },
  { set: "cockatrice/NicholasTillo-HK-MTG-Set/Hallownest.xml", export: true },
  { set: "forge-custom/MSE-Forge-Database/A Tourney at Whiterun TWR", export: true },
  { set: "forge-custom/forge-custom-sets-compendium/BEN10_OMV", export: true },
];

/**
 * Small designer files linted in place: a Cockatrice file and an MSE set with timing findings, a
 * Forge folder with a script and a file that is none (an import note).
 */
const DESIGNER_FILES: Record<string, string> = {
  "designer/cards.xml": [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<cockatrice_carddatabase version="4">',
    "<cards>",
    "<card>",
    "<name>Battle Hymn</name>",
    "<text>Cast this spell only during combat.&lt;br&gt;Creatures you control get +2/+0 until end of turn.</text>",
    "<prop><type>Sorcery</type><manacost>2R</manacost></prop>",
    "</card>",
    "</cards>",
    "</cockatrice_carddatabase>",
    "",
  ].join("\n"),
  "designer/dawn.mse-set/set": [
    "mse version: 0.3.8",
    "game: magic",
    "card:",
    "\tname: Dawn Tender",
    "\tcasting cost: 1G",
    "\tsuper type: <word-list-type>Creature</word-list-type>",
    "\trule text:",
    "\t\tAt the beginning of your untap step, untap target land.",
    "\t\tWhen Dawn Tender comes into play, draw a card.",
    "\tpower: 1",
    "\ttoughness: 1",
    "",
  ].join("\n"),
  "designer/forge/moment.txt":
    "Name:Moment of Tranquility\nManaCost:U\nTypes:Instant\nA:SP$ Counter | Cost$ U | PlayerTurn$ True | TargetType$ Spell | SpellDescription$ Counter target spell.\nOracle:Counter target spell.\n",
  "designer/forge/notes.txt": "TODO: more cards\n",
};

/** The text of every file under `p` (or of `p` itself; a zipped set's members), for the words the input holds. */
function texts(p: string): string[] {
  if (statSync(p).isDirectory()) return readdirSync(p).flatMap((n) => texts(path.join(p, n)));
  const bytes = readFileSync(p);
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return Object.values(unzipSync(bytes)).map((m) => strFromU8(m));
  return [bytes.toString("utf8")];
}

/** XML's quotes as text (JUnit's messages quote card words with `&apos;`), so quoted card words stay out of the comparison. */
const unescapeQuotes = (l: string) => l.replace(/&apos;/g, "'").replace(/&quot;/g, '"');

/** The lines a run printed: stdout (unless `stderrOnly`; wrapped stylish rows joined: they wrap per language), then stderr. */
const printed = (r: { stdout: string; stderr: string }, stderrOnly: boolean) =>
  [...(stderrOnly ? [] : joinRows(r.stdout).split("\n")), ...r.stderr.split("\n")].filter((l) => l !== "").map(unescapeQuotes);

/**
 * Runs `args` in `cwd/<locale>` for each locale (the same relative paths in each, so paths print
 * the same) and returns the German and Spanish lines that still hold English, or whose number differs.
 * `stderrOnly` for `timeline`: its map (stdout) is laid out per language, so its lines do not pair
 * up; `test/l10n/timing-map-l10n.test.ts` checks the map's words.
 */
function englishLines(cwd: string, args: (locale: string) => string[], input: string, stderrOnly = false): string[] {
  return englishIn(
    Object.fromEntries(LOCALES.map((l) => [l, printed(runCli([...args(l), "--locale", l], path.join(cwd, l)), stderrOnly)])),
    input,
  );
}

/** The German and Spanish lines of `by` (lines by locale, each the same places) that still hold English, or whose number differs. */
function englishIn(by: Record<string, string[]>, input: string): string[] {
  const file = fileWords(input);
  const out: string[] = [];
  for (const l of ["de", "es"] as const) {
    if (by[l]!.length !== by["en"]!.length)
      out.push(`${l}: ${by[l]!.length} lines, English ${by["en"]!.length}: ${by[l]!.slice(0, 3).join(" | ")}`);
    by["en"]!.forEach((en, i) => {
      const local = by[l]![i];
      const left = local === undefined ? [] : englishLeft(local, en, file);
      if (left.length) out.push(`${l}: ${JSON.stringify(left.slice(0, 3))}\n    ${local!.slice(0, 300)}`);
    });
  }
  return out;
}

function assertNone(name: string, found: string[]): void {
  assert.equal(found.length, 0, `${name}: ${found.length} English lines\n  ${found.slice(0, 15).join("\n  ")}`);
}

describe("kind: nothing the CLI prints for designer files stays English (import, export, timeline in en, de, es)", function () {
  this.timeout(900_000);
  let root: string;
  let corpus: string;
  before(function () {
    corpus = path.dirname(corpusFileOrSkip(this, "custom-sets/README.md"));
    root = makeTempDir("cardscript-l10n-cli-");
    for (const l of LOCALES) writeFiles(path.join(root, l), { ".keep": "" });
  });
  after(function () {
    if (root) removeTempDir(root);
  });

  SETS.forEach(({ set, export: exported }, i) => {
    it(`import${exported ? ", export" : ""} and timeline of custom-sets/${set}`, function () {
      const abs = path.join(corpus, set);
      const input = [PRODUCTS, set, abs, ...texts(abs)].join("\n");
      const out = `set-${i}`;
      const found = englishLines(root, () => ["import", abs, "--out", out], input);
      // The imported cards (the same in every locale) exported again, in every format.
      const cards = LOCALES.map((l) => path.join(root, l, out));
      const cardText = [input, ...texts(cards[0]!)].join("\n");
      for (const format of exported ? ["forge", "mse", "cockatrice"] : []) {
        const target = format === "forge" ? `${out}-forge` : `${out}.${format === "mse" ? "mse-set" : "xml"}`;
        found.push(...englishLines(root, () => ["export", out, "--format", format, "--out", target], cardText));
      }
      // The Timing Map of the first few cards.
      for (const name of readdirSync(cards[0]!).sort().slice(0, 3)) {
        found.push(...englishLines(root, () => ["timeline", path.join(out, name), "--format", "text"], cardText, true));
      }
      assertNone(set, found);
    });
  });

  it("export and timeline of the examples, and a file whose header an export drops and that does not parse", function () {
    const examples = path.join(PROJECT_ROOT, "examples");
    const lines = [
      "lang de",
      "rules 2026-09",
      "",
      'card "Probe" {',
      "  cost: {1}{R}",
      "  type: Instant",
      "  text:",
      "    Ziehe eine Karte.",
      "}",
    ];
    for (const l of LOCALES)
      writeFiles(path.join(root, l), { "own/de.card": lines.join("\n") + "\n", "own/broken.card": 'card "Open" {\n  type: Instant\n' });
    const input = [PRODUCTS, examples, ...texts(examples), ...lines].join("\n");
    const found: string[] = [];
    for (const format of ["forge", "mse", "cockatrice"]) {
      found.push(
        ...englishLines(root, () => ["export", examples, "own/de.card", "--format", format, "--out", `examples-${format}`], input),
      );
    }
    for (const name of readdirSync(examples).filter((f) => f.endsWith(".card"))) {
      found.push(...englishLines(root, () => ["timeline", path.join(examples, name), "--format", "text"], input, true));
    }
    found.push(...englishLines(root, () => ["timeline", "own/broken.card", "--format", "text"], input, true));
    found.push(...englishLines(root, () => ["export", "own/broken.card", "--format", "forge", "--out", "broken-forge"], input));
    assertNone("examples", found);
  });

  it("lint: --fix's unwritten files, the internal-error lines, an unreadable folder, a dangling link, the JUnit summary", async function () {
    /** An obsolete-wording warning `--fix` rewrites, and two impossible-timing errors in one card. */
    const fixable = CARDS.warning;
    const twoErrors = CARDS.error.replace(
      "Cast this spell only during combat.",
      "Cast this spell only during combat.\n    {T}: Add {R}. Activate only during combat. Activate only during your upkeep.",
    );
    for (const l of LOCALES) {
      writeFiles(path.join(root, l), { "lint/elf.card": fixable, "lint/two.card": twoErrors, "lint/fine.card": CARDS.clean });
      symlinkSync(path.join(root, l, "lint", "nowhere.card"), path.join(root, l, "lint", "dangling.card"));
    }
    // Words of the input and of JUnit's XML (element and attribute names, severities, rule ids).
    const input = [
      fixable,
      twoErrors,
      CARDS.clean,
      "lint",
      "testsuites testsuite testcase classname failure failures errors skipped tests name file type xml version encoding system-out error warning",
      "impossible-timing obsolete-wording",
      "Error: a simulated bug",
      "lint/two.card lint/fine.card lint/elf.card",
    ].join("\n");
    const found = [
      ...englishLines(root, () => ["lint", "lint", "-f", "junit"], input),
      ...englishLines(root, () => ["lint", "lint/two.card", "lint/fine.card"], input),
    ];
    // In this process (paths a test cannot provoke from outside as root): the same places in each language.
    const by: Record<string, string[]> = {};
    for (const l of LOCALES) {
      setCliLocale(l);
      const here = path.join(root, l, "lint");
      const out: Pick<LintFilesResult, "failures" | "changes"> = { failures: [], changes: [] };
      // The file changed since it was read (an editor saved it): not fixed.
      processFile(path.join(here, "elf.card"), { fix: "write" }, out, Buffer.from("# older\n" + fixable));
      // Its folder is gone: cannot be written.
      processFile(path.join(here, "gone", "elf.card"), { fix: "write" }, out, Buffer.from(fixable));
      // A bug while checking one file, before and after its fixes were written.
      let calls = 0;
      const crash = lintFiles([path.join(here, "elf.card")], {
        optionsFor: () => {
          throw new Error("a simulated bug");
        },
      });
      const crashAfterWrite = lintFiles([path.join(here, "elf.card")], {
        fix: "write",
        optionsFor: () => {
          if (++calls > 1) throw new Error("a simulated bug");
          return {};
        },
      });
      const folder = unreadableFailure(
        { path: here, reason: describeIoError(Object.assign(new Error("x"), { code: "EACCES" })), kind: "folder" },
        cliL10n(l),
      );
      // A bug anywhere else in a run: the internal-error line (its first line; the stack follows).
      let stderr = "";
      const boom = {
        write: (): boolean => {
          throw new Error("a simulated bug");
        },
      };
      await runCliHere(["rules", "--locale", l], {
        stdout: boom,
        stderr: { write: (t: string) => ((stderr += t), true) },
        env: {},
        cwd: here,
      });
      by[l] = [...out.failures, ...crash.failures, ...crashAfterWrite.failures, folder]
        .map((f) => f.message)
        .concat(stderr.split("\n")[0]!);
      writeFiles(here, { "elf.card": fixable });
    }
    setCliLocale("en");
    assert.equal(by["en"]!.length, 6, by["en"]!.join("\n"));
    found.push(...englishIn(by, [input, root].join("\n")));
    assertNone("lint", found);
  });

  it("lint in place and timeline of designer files (Magic Set Editor, Cockatrice, Forge): findings and import notes in the run's language", function () {
    for (const l of LOCALES) writeFiles(path.join(root, l), DESIGNER_FILES);
    const input = [PRODUCTS, ...Object.entries(DESIGNER_FILES).flat()].join("\n");
    const found = englishLines(root, () => ["lint", "designer/cards.xml", "designer/dawn.mse-set", "designer/forge"], input);
    // Their Timing Maps (imported as lint does): what timeline says besides the map.
    for (const set of ["designer/cards.xml", "designer/dawn.mse-set", "designer/forge"])
      found.push(...englishLines(root, () => ["timeline", set, "--format", "text"], input, true));
    assertNone("designer files", found);
  });

  it("files that cannot be read as given: a Forge folder with a Latin-1 script, records that are no JSON, records given to timeline, a Latin-1 card", function () {
    const latin1 = Buffer.from("Name:J\xf6tun\nManaCost:2 U\nTypes:Instant\nOracle:Draw a card.\n", "latin1");
    const files = {
      "bad/forge/jotun.txt": latin1,
      "bad/forge/ok.txt": "Name:Ok\nManaCost:U\nTypes:Instant\nOracle:Draw a card.\n",
      "bad/records.json": '{"name":"A"}\n{bad',
      "bad/latin1.card": Buffer.from('card "J\xf6tun" {\n  type: Instant\n}\n', "latin1"),
    };
    for (const l of LOCALES) writeFiles(path.join(root, l), files);
    const input = [PRODUCTS, ...Object.keys(files), "Name:Ok", "Draw a card."].join("\n");
    const found = [
      ...englishLines(root, () => ["import", "bad/forge", "--out", "bad-out"], input),
      ...englishLines(root, () => ["import", "bad/records.json", "--out", "bad-out"], input),
      ...englishLines(root, () => ["timeline", "bad/records.json"], input),
      ...englishLines(root, () => ["timeline", "bad/forge"], input, true),
      ...englishLines(root, () => ["timeline", "bad/latin1.card"], input),
      ...englishLines(root, () => ["export", "bad/latin1.card", "--format", "forge", "--out", "bad-forge"], input),
    ];
    assertNone("unreadable files", found);
  });
});
