/**
 * Hand-off to playtesting: `export --format forge-edition | cockatrice | draftmancer`.
 *
 * - structure: the Cockatrice file follows the content model of Cockatrice's published schema
 *   (`cards.xsd`, version 4; checked here element by element, as no XSD validator ships with the
 *   project), the Forge edition file has Forge's sections and line shapes with a script for every
 *   card and every token it lists, and the Draftmancer list is read by a re-implementation of
 *   Draftmancer's own loose section reading (bracket counting, `#` comment lines, trailing commas);
 * - round trip: the bundled example cards and a real custom set, exported and read back with the
 *   product's own readers, give the same cards — names, type lines, rules text, costs, stats,
 *   rarities and set codes;
 * - an existing file in `--out` is not replaced without `--force` (exit 2, nothing written).
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { SaxesParser } from "saxes";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";
import { PROJECT_ROOT, corpusFileOrSkip } from "../helpers/corpus";
import { cardShape } from "../helpers/round-trip";
import { readCardFiles } from "../../cli/src/commands/export";
import { detectFormat, readForeign } from "../../cli/src/import/foreign";
import { cardFormat } from "../../server/src/app/formats";
import type { ImportedCard } from "../../server/src/core/import/imported-card";
import { rarityOf } from "../../server/src/games/mtg/formats/card-facts";
import { createdTokens } from "../../server/src/games/mtg/formats/created-tokens";

const EXAMPLES = path.join(PROJECT_ROOT, "examples");

/** Every file under a folder, relative to it with `/`. */
function filesUnder(dir: string, rel = ""): string[] {
  return readdirSync(path.join(dir, rel)).flatMap((n) => {
    const r = rel ? `${rel}/${n}` : n;
    return statSync(path.join(dir, r)).isDirectory() ? filesUnder(dir, r) : [r];
  });
}

/** What "nothing lost" compares: the card's shape plus its rarity (in the tools' words) and set code. */
function fullShape(c: ImportedCard, options: { forgeTypes?: boolean } = {}): unknown {
  return { shape: cardShape(c, options), rarity: rarityOf(c.rarity) ?? c.rarity ?? "", set: c.set ?? "" };
}

/** An element of the parsed XML: name, attributes, children, text, line. */
interface El {
  name: string;
  attrs: Record<string, string>;
  children: El[];
  text: string;
  line: number;
}

function parseXml(xml: string): El {
  const parser = new SaxesParser();
  const stack: El[] = [{ name: "#doc", attrs: {}, children: [], text: "", line: 0 }];
  parser.on("error", (e) => assert.fail(`not well-formed XML: ${e.message}`));
  parser.on("opentag", (t) => {
    const el: El = { name: t.name, attrs: t.attributes as Record<string, string>, children: [], text: "", line: parser.line };
    stack[stack.length - 1]!.children.push(el);
    stack.push(el);
  });
  parser.on("text", (t) => (stack[stack.length - 1]!.text += t));
  parser.on("closetag", () => stack.pop());
  parser.write(xml).close();
  return stack[0]!.children[0]!;
}

/**
 * The content model of Cockatrice's `cards.xsd` (version 4): the root holds `info?`, `sets?`,
 * `cards?` in that order and `version` fixed to 4; a `<set>` of `<sets>` holds `name` and, at most
 * once each, `longname`, `settype`, `releasedate`, `priority` (integer); a `<card>` holds `name`,
 * `text?`, `prop?`, one or more `set` (attributes muid, uuid, picurl, picURL, num, rarity,
 * onlineOnly), any `related`/`reverse-related`, then `token?`, `tablerow?` (integer), `cipt?`,
 * `upsidedown?` (booleans). `prop` may hold anything.
 */
function assertCockatriceSchema(xml: string): void {
  const root = parseXml(xml);
  const where = (e: El) => `<${e.name}> on line ${e.line}`;
  assert.equal(root.name, "cockatrice_carddatabase");
  assert.equal(root.attrs["version"], "4");
  assert.match(root.children.map((c) => c.name).join(" "), /^(?:info ?)?(?:sets ?)?(?:cards)?$/);
  const bool = /^(?:true|false|1|0)$/;
  for (const sets of root.children.filter((c) => c.name === "sets"))
    for (const set of sets.children) {
      assert.equal(set.name, "set", where(set));
      const names = set.children.map((c) => c.name);
      assert.ok(names.includes("name"), where(set));
      for (const n of names) assert.ok(["name", "longname", "settype", "releasedate", "priority"].includes(n), `${n} in ${where(set)}`);
      assert.equal(new Set(names).size, names.length, `each child once in ${where(set)}`);
    }
  for (const cards of root.children.filter((c) => c.name === "cards"))
    for (const card of cards.children) {
      assert.equal(card.name, "card", where(card));
      const seq = card.children.map((c) => c.name).join(" ");
      assert.match(
        seq,
        /^name(?: text)?(?: prop)?(?: set)+(?: related| reverse-related)*(?: token)?(?: tablerow)?(?: cipt)?(?: upsidedown)?$/,
        `children of ${where(card)}: ${seq}`,
      );
      for (const c of card.children) {
        if (c.name !== "prop") assert.deepEqual(c.children, [], `${where(c)} holds text only`);
        if (c.name === "set")
          for (const a of Object.keys(c.attrs))
            assert.ok(["muid", "uuid", "picurl", "picURL", "num", "rarity", "onlineOnly"].includes(a), `attribute ${a} of ${where(c)}`);
        if (c.name === "tablerow") assert.match(c.text, /^-?\d+$/, where(c));
        if (["token", "cipt", "upsidedown"].includes(c.name)) assert.match(c.text, bool, where(c));
      }
    }
  // Every card's set is one <sets> declares (Cockatrice shows a card of an undeclared set under no set).
  const declared = new Set(
    root.children.filter((c) => c.name === "sets").flatMap((s) => s.children.map((x) => x.children.find((y) => y.name === "name")!.text)),
  );
  for (const card of root.children.find((c) => c.name === "cards")?.children ?? [])
    for (const s of card.children.filter((c) => c.name === "set")) assert.ok(declared.has(s.text), `set ${s.text} declared`);
}

/**
 * Draftmancer's reading of a list, re-done as its parser does it: lines trimmed; sections start at
 * `[Header]` lines; the JSON after `[CustomCards]`/`[Settings]` ends at the bracket that balances
 * the first one, counting every bracket of the lines (strings included), lines starting with `#`
 * skipped and commas before a closing bracket dropped; then each sheet line is
 * `[count] name [(SET) [number]]`. Returns the cards, the settings and the sheets.
 */
function draftmancerParse(text: string): {
  cards: Record<string, unknown>[];
  settings: Record<string, unknown>;
  sheets: Record<string, string[]>;
} {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const out = { cards: [] as Record<string, unknown>[], settings: {} as Record<string, unknown>, sheets: {} as Record<string, string[]> };
  const json = (start: number, open: string, close: string): { value: unknown; next: number } => {
    assert.equal(lines[start]![0], open, `a JSON ${open} on line ${start + 1}`);
    let depth = 0;
    const kept: string[] = [];
    for (let i = start; i < lines.length; i++) {
      if (lines[i]!.startsWith("#")) continue;
      kept.push(lines[i]!);
      for (const ch of lines[i]!) {
        if (ch === open) depth++;
        else if (ch === close) depth--;
      }
      if (depth === 0) {
        const loose = kept.join("\n").replace(/(?<=(true|false|null|["\d}\]])\s*),(?=\s*[\]}])/g, "");
        return { value: JSON.parse(loose), next: i + 1 };
      }
    }
    return assert.fail(`no ${close} balancing the ${open} of line ${start + 1}`);
  };
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line === "" || line.startsWith("#")) {
      i++;
      continue;
    }
    const header = /^\[(.+)\]$/.exec(line);
    assert.ok(header, `a section header on line ${i + 1}: ${line}`);
    const name = header[1]!.trim();
    i++;
    if (name.toLowerCase() === "customcards") {
      const r = json(i, "[", "]");
      out.cards = r.value as Record<string, unknown>[];
      i = r.next;
    } else if (name.toLowerCase() === "settings") {
      const r = json(i, "{", "}");
      out.settings = r.value as Record<string, unknown>;
      i = r.next;
    } else {
      out.sheets[name] = [];
      while (i < lines.length && !lines[i]!.startsWith("[")) {
        if (lines[i]) out.sheets[name]!.push(lines[i]!);
        i++;
      }
    }
  }
  return out;
}

/** Reads a Forge custom folder the way `cardscript import`/`lint` do (scripts read one by one, completed by the edition files). */
function readForgeCustom(dir: string): ImportedCard[] {
  return readForeign(path.join(dir, "cards"), "forge").cards.length > 0
    ? (() => {
        const format = cardFormat("forge")!;
        const inputs = filesUnder(dir)
          .filter((f) => !f.startsWith("tokens/"))
          .map((f) => ({ file: path.join(dir, f), text: readFileSync(path.join(dir, f), "utf8") }));
        const cards = inputs.flatMap((i) => format.read(i).cards);
        return format.completeFolder!(inputs, cards);
      })()
    : [];
}

describe("cli: export for playtesting (Forge edition, Cockatrice custom set, Draftmancer list)", function () {
  this.timeout(60000);
  let dir: string;
  let examples: ImportedCard[];
  before(async function () {
    examples = (await readCardFiles([EXAMPLES], PROJECT_ROOT)).cards;
  });
  beforeEach(function () {
    dir = makeTempDir();
  });
  afterEach(function () {
    removeTempDir(dir);
  });

  it("cockatrice: valid against the cards.xsd content model, and read back with nothing lost", function () {
    const r = runCli(["export", EXAMPLES, "--format", "cockatrice", "--out", "set.xml", "--set", "EXS"], dir);
    assert.equal(r.code, 0, r.stderr);
    const xml = readFileSync(path.join(dir, "set.xml"), "utf8");
    assertCockatriceSchema(xml);
    assert.match(xml, /<settype>Custom<\/settype>/);
    const back = cardFormat("cockatrice")!.read({ file: "set.xml", text: xml });
    // The file passes the product's own structure checks (the examples' own mistakes, such as a
    // misspelt type with a <pt>, are the designer's and are reported as they are).
    const structural =
      /^import\.cockatrice\.(?:cardOutsideCards|unknownInRoot|misplaced|propInV3|unknownTag|undeclaredSet|cardWithoutName)|^import\.count\.(?:fewer|none)/;
    assert.deepEqual(
      back.warnings.filter((w) => structural.test(w.messageId)),
      [],
    );
    assert.deepEqual(
      back.cards.map((c) => fullShape(c)),
      examples.map((c) => fullShape({ ...c, set: c.set ?? "EXS" })),
    );
  });

  it("forge-edition: the edition file, one script per card, and a script for each token the cards create", function () {
    writeFiles(dir, {
      "cards/set.card":
        'card "Call the Watch" {\n  cost: {2}{W}\n  type: Sorcery\n  rarity: uncommon\n  text:\n    Create two 1/1 white Soldier creature tokens with vigilance.\n}\n\n' +
        'card "Hoard Keeper" {\n  cost: {1}{R}\n  type: Creature — Goblin\n  rarity: mythic rare\n  stats: 2/2\n  text:\n    When this creature enters, create a Treasure token.\n}\n',
    });
    const r = runCli(["export", "cards", "--format", "forge-edition", "--out", "custom", "--set", "Watch Test"], dir);
    assert.equal(r.code, 0, r.stderr);
    const out = path.join(dir, "custom");
    assert.deepEqual(filesUnder(out).sort(), [
      "cards/WATCH_TEST/call_the_watch.txt",
      "cards/WATCH_TEST/hoard_keeper.txt",
      "editions/Watch Test.txt",
      "tokens/c_a_treasure_sac.txt",
      "tokens/w_1_1_soldier_vigilance.txt",
    ]);
    const edition = readFileSync(path.join(out, "editions", "Watch Test.txt"), "utf8");
    assert.match(
      edition,
      /^\[metadata\]\nCode=WATCH_TEST\nDate=\d{4}-\d{2}-\d{2}\nName=Watch Test\nType=Custom\n\n\[cards\]\n1 U Call the Watch\n2 M Hoard Keeper\n\n\[tokens\]\n1 w_1_1_soldier_vigilance\n2 c_a_treasure_sac\n$/,
    );
    assert.equal(
      readFileSync(path.join(out, "tokens", "w_1_1_soldier_vigilance.txt"), "utf8"),
      "Name:Soldier Token\nManaCost:no cost\nColors:white\nTypes:Creature Soldier\nPT:1/1\nK:Vigilance\nOracle:Vigilance\n",
    );
    // The product's reader: the folder's cards get the edition's rarity and code.
    const back = readForgeCustom(out);
    assert.deepEqual(
      back.map((c) => [c.name, c.rarity, c.set]),
      [
        ["Call the Watch", "uncommon", "WATCH_TEST"],
        ["Hoard Keeper", "mythic", "WATCH_TEST"],
      ],
    );
    // Linted in place, the exported folder has no health finding of its own (token scripts are
    // named after their characteristics and listed under [tokens], as Forge keeps them).
    const lint = runCli(["lint", "custom", "--format", "json"], dir);
    assert.equal(lint.code, 0, lint.stderr);
    const findings = (JSON.parse(lint.stdout) as { messages: { severity: number; message: string }[] }[]).flatMap((f) => f.messages);
    assert.deepEqual(
      findings.filter((m) => m.severity > 0 && !/^all \d+ cards read/.test(m.message)).map((m) => m.message),
      [],
    );
    // Each token script reads as a Forge script of a token with the listed characteristics.
    const token = cardFormat("forge")!.read({
      file: "w_1_1_soldier_vigilance.txt",
      text: readFileSync(path.join(out, "tokens", "w_1_1_soldier_vigilance.txt"), "utf8"),
    });
    assert.deepEqual(
      [token.cards[0]!.faces[0]!.type, token.cards[0]!.faces[0]!.power, token.cards[0]!.faces[0]!.text],
      ["Creature — Soldier", "1", ["Vigilance"]],
    );
  });

  it("forge-edition: the examples read back with nothing lost, timing scripted as parameters", function () {
    const r = runCli(["export", EXAMPLES, "--format", "forge-edition", "--out", "custom", "--set", "Examples"], dir);
    assert.equal(r.code, 0, r.stderr);
    const out = path.join(dir, "custom");
    const edition = readFileSync(path.join(out, "editions", "Examples.txt"), "utf8");
    const sections = [...edition.matchAll(/^\[(\w+)\]$/gm)].map((m) => m[1]);
    assert.deepEqual(sections.slice(0, 2), ["metadata", "cards"]);
    const cardLines = edition.split("[cards]\n")[1]!.split("\n\n")[0]!.trim().split("\n");
    assert.equal(cardLines.length, examples.length);
    for (const l of cardLines) assert.match(l, /^\d+ (?:[SCURML] )?[^@$]+$/);
    const back = readForgeCustom(out);
    const expected = examples.map((c) => fullShape({ ...c, set: "EXAMPLES" }, { forgeTypes: true }));
    assert.deepEqual(
      back.map((c) => fullShape(c, { forgeTypes: true })).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
      expected.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    );
    // The timing CardScript computed is in the scripts (an "Activate only during your turn" ability).
    const scripts = filesUnder(out)
      .filter((f) => f.startsWith("cards/"))
      .map((f) => readFileSync(path.join(out, f), "utf8"))
      .join("\n");
    assert.match(scripts, /PlayerTurn\$ True/);
  });

  it("draftmancer: Draftmancer's own section reading accepts the list; read back with nothing lost", function () {
    const r = runCli(["export", EXAMPLES, "--format", "draftmancer", "--out", "list.txt", "--set", "EXS"], dir);
    assert.equal(r.code, 0, r.stderr);
    const text = readFileSync(path.join(dir, "list.txt"), "utf8");
    const parsed = draftmancerParse(text);
    assert.equal(parsed.settings["name"], "EXS");
    assert.equal(parsed.cards.length, examples.length);
    const ids = new Set<string>();
    for (const c of parsed.cards) {
      for (const k of ["name", "mana_cost", "type"]) assert.equal(typeof c[k], "string", `${k} of ${JSON.stringify(c)}`);
      assert.match(String(c["mana_cost"]), /^(?:\{[^{}]+\})*(?: \/\/ (?:\{[^{}]+\})*)?$/);
      if ("rarity" in c) assert.ok(["common", "uncommon", "rare", "mythic", "special"].includes(String(c["rarity"])));
      const id = `${String(c["name"])}_${String(c["set"]).toLowerCase()}_${String(c["collector_number"])}`;
      assert.ok(!ids.has(id), `unique card id ${id}`);
      ids.add(id);
    }
    // One sheet naming every card by name, set and number (the form Draftmancer's card lines take).
    assert.deepEqual(Object.keys(parsed.sheets), ["MainSlot"]);
    const line = /^(?:(\d+)\s+)?([^\v\n]+?)(?:\s+\((\w+)\)(?:\s+([^+\s()]+))?)?(?:\s+\+?(F))?$/;
    assert.deepEqual(
      parsed.sheets["MainSlot"]!.map((l) => {
        const m = line.exec(l)!;
        return `${m[2]}_${m[3]!.toLowerCase()}_${m[4]}`;
      }),
      [...ids],
    );
    const back = cardFormat("draftmancer")!.read({ file: "list.txt", text });
    assert.deepEqual(back.warnings, []);
    assert.deepEqual(
      back.cards.map((c) => fullShape(c)),
      examples.map((c) => fullShape({ ...c, set: c.set ?? "EXS" })),
    );
  });

  it("draftmancer: `import` and `lint` read an exported list by its path (every card accounted for, findings on its lines)", function () {
    assert.equal(runCli(["export", EXAMPLES, "--format", "draftmancer", "--out", "list.txt"], dir).code, 0);
    const imported = runCli(["import", "list.txt", "--out", "back"], dir);
    assert.equal(imported.code, 0, imported.stderr);
    assert.match(imported.stdout, new RegExp(`Read ${examples.length} cards \\(draftmancer\\)`));
    assert.match(imported.stderr, new RegExp(`list\\.txt:1: info: all ${examples.length} cards read`));
    assert.equal(readdirSync(path.join(dir, "back")).length, examples.length);
    const lint = runCli(["lint", "list.txt", "--format", "json"], dir);
    const messages = (JSON.parse(lint.stdout) as { filePath: string; messages: { ruleId: string; line: number }[] }[])[0]!.messages;
    const lines = readFileSync(path.join(dir, "list.txt"), "utf8").split("\n");
    // The examples' timing mistakes are found, each on the line of its card's `{` in the list.
    const unknownStep = messages.filter((m) => m.ruleId === "unknown-step");
    assert.ok(unknownStep.length > 0);
    for (const m of unknownStep) assert.equal(lines[m.line - 1]!.trim(), "{");
  });

  it("draftmancer: brackets, braces and commas in rules text survive Draftmancer's bracket counting", function () {
    writeFiles(dir, {
      "c.card": 'card "Odd [Text]" {\n  cost: {U/W}\n  type: Instant\n  text:\n    Choose one ] or [ {1}, } , ] #1.\n}\n',
    });
    const r = runCli(["export", "c.card", "--format", "draftmancer", "--out", "l.txt", "--set", "ODD"], dir);
    assert.equal(r.code, 0, r.stderr);
    const text = readFileSync(path.join(dir, "l.txt"), "utf8");
    const parsed = draftmancerParse(text);
    assert.equal(parsed.cards[0]!["oracle_text"], "Choose one ] or [ {1}, } , ] #1.");
    // Hybrid symbols in Scryfall's order, the only spelling Draftmancer's symbol table has.
    assert.equal(parsed.cards[0]!["mana_cost"], "{W/U}");
    assert.equal(cardFormat("draftmancer")!.read({ file: "l.txt", text }).cards[0]!.faces[0]!.text[0], "Choose one ] or [ {1}, } , ] #1.");
  });

  it("what a format has no place for is a warning naming the card (a rarity Draftmancer and Forge have no word for)", function () {
    writeFiles(dir, { "c.card": 'card "Gift" {\n  cost: {G}\n  type: Instant\n  rarity: token-ish\n  text:\n    Draw a card.\n}\n' });
    for (const [format, out] of [
      ["draftmancer", "l.txt"],
      ["forge-edition", "custom"],
    ] as const) {
      const r = runCli(["export", "c.card", "--format", format, "--out", out], dir);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stderr, /warning: Gift: rarity 'token-ish'/, format);
    }
  });

  it("an existing file in --out is not replaced without --force (exit 2, nothing written); --force replaces it", function () {
    writeFiles(dir, { "c.card": 'card "Gift" {\n  cost: {G}\n  type: Instant\n  text:\n    Draw a card.\n}\n' });
    for (const [format, out, existing] of [
      ["draftmancer", "l.txt", "l.txt"],
      ["forge-edition", "custom", "custom/cards/GIFTS/gift.txt"],
    ] as const) {
      writeFiles(dir, { [existing]: "hand-made\n" });
      const r = runCli(["export", "c.card", "--format", format, "--out", out, "--set", "Gifts"], dir);
      assert.equal(r.code, 2, `${format}: ${r.stderr}`);
      assert.match(r.stderr, /1 file already exists; nothing was written\. Pass --force to replace it/);
      assert.equal(readFileSync(path.join(dir, existing), "utf8"), "hand-made\n");
      if (format === "forge-edition") assert.ok(!existsSync(path.join(dir, "custom", "editions")), "nothing else written");
      const forced = runCli(["export", "c.card", "--format", format, "--out", out, "--set", "Gifts", "--force"], dir);
      assert.equal(forced.code, 0, forced.stderr);
      assert.notEqual(readFileSync(path.join(dir, existing), "utf8"), "hand-made\n");
    }
  });

  it("a real custom set (Be Slightly Evil 2, MSE) through all three: nothing lost", function () {
    const file = corpusFileOrSkip(this, "custom-sets/mse/sortilege-inc-bse-archive/BSE Supplement.mse-set/set");
    const cards = readForeign(path.dirname(file), detectFormat(path.dirname(file))!).cards;
    assert.ok(cards.length > 200);
    const title = "BSE2";
    // Cockatrice
    const xml = cardFormat("cockatrice")!.write(cards, title)[0]!.text;
    assertCockatriceSchema(xml);
    const viaXml = cardFormat("cockatrice")!.read({ file: "x.xml", text: xml }).cards;
    assert.deepEqual(
      viaXml.map((c) => fullShape(c)),
      cards.map((c) => fullShape({ ...c, set: c.set ?? title })),
    );
    // Draftmancer (its set codes are letters, digits and `_`: what it left out is reported)
    const dm = cardFormat("draftmancer")!;
    const list = dm.write(cards, title)[0]!.text;
    assert.equal(draftmancerParse(list).cards.length, cards.length);
    const lost = new Set(dm.leftOut!(cards, title).map((w) => w.card));
    const viaList = dm.read({ file: "l.txt", text: list }).cards;
    cards.forEach((c, i) => {
      if (!lost.has(c.name)) assert.deepEqual(fullShape(viaList[i]!), fullShape({ ...c, set: c.set ?? title }), c.name);
    });
    // Forge edition: scripts read back, rarities from the edition file
    const files = cardFormat("forge-edition")!.write(cards, title);
    const inputs = files.filter((f) => !f.name.startsWith("tokens/")).map((f) => ({ file: f.name, text: f.text }));
    const forge = cardFormat("forge")!;
    const viaForge = forge.completeFolder!(
      inputs,
      inputs.flatMap((i) => forge.read(i).cards),
    );
    assert.equal(viaForge.length, cards.length);
    // Forge knows a card by its name: two cards of one name (a card and its token) share the first one's rarity.
    const named = (n: string) => cards.filter((c) => c.name === n).length;
    cards.forEach((c, i) => {
      const expected = { ...c, set: "BSE2", rarity: named(c.name) > 1 ? viaForge[i]!.rarity : c.rarity };
      assert.deepEqual(fullShape(viaForge[i]!, { forgeTypes: true }), fullShape(expected, { forgeTypes: true }), c.name);
    });
    // Every token the set's cards create has its script, listed in [tokens].
    const tokens = new Set(cards.flatMap((c) => createdTokens(c.faces.flatMap((f) => f.text)).map((t) => t.script)));
    for (const t of tokens)
      assert.ok(
        files.some((f) => f.name === `tokens/${t}.txt`),
        t,
      );
  });
});
