/**
 * The TextMate grammar (syntaxes/cardscript.tmLanguage.json): up to date with its generator,
 * every regex compiles in Oniguruma, and a sample tokenizes with the expected scopes
 * (vscode-textmate + vscode-oniguruma, the engine VS Code uses).
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { IGrammar } from "vscode-textmate";
import { GRAMMAR_PATH, loadGrammar, onig, ROOT, tokenize, type Token } from "./tokenize";

const SAMPLE = [
  "# Sample file", // 0
  "game mtg   # the default", // 1
  "rules 2026-01", // 2
  'keyword "Uprising": {2}: Draw a card. Activate only during your upkeep. # a declaration', // 3
  'card "Razormane \\"Mad\\" Masticore" {', // 4
  "  cost: {2}{W/U}{G/P}{X} # hybrid and Phyrexian", // 5
  "  type: Legendary Artifact Creature — Masticore Horror", // 6
  "  stats: 5/5", // 7
  "  text:", // 8
  "    First strike, cumulative upkeep {1}", // 9
  "    # only a comment", // 10
  "    At the beginning of your upkeep, sacrifice ~ unless you discard a card. # text, not a comment", // 11
  "    {T}, {Q}: Untap target land. Activate only as a sorcery. (Reminder with {T}.)", // 12
  "    Cast this spell only during combat before blockers are declared.", // 13
  "    Whenever ~ deals combat damage to a player, at the beginning of the next end step, draw.", // 14
  "    +1: Draw a card.", // 15
  '    −2: Create a token with "{T}: Add {C}."', // 16
  "    0: Scry 1.", // 17
  "    Landfall — Whenever a land you control enters, it gains flash until end of turn.", // 18
  "    At the beginning of the first-strike damage step, untap it. At end of combat, tap it.", // 19
  "    Equip {2}. Activate only during the declare blockers step of your precombat main phase.", // 20
  "  flavor: Never there. # gone", // 21
  "}", // 22
  'card "Fire // Ice" {', // 23
  '  face "Fire" {', // 24
  "    type: Instant", // 25
  "    text:", // 26
  "      Fire deals 2 damage divided as you choose among one or two targets.", // 27
  "  }", // 28
  "}", // 29
  "# after the cards", // 30
].join("\n");

let grammar: IGrammar;
let tokens: Token[];

/** The scopes (without the root scope) of the token at `needle`'s first character on `line`. */
function scopesAt(line: number, needle: string, occurrence = 0): string[] {
  const lineText = SAMPLE.split("\n")[line]!;
  let column = -1;
  for (let i = 0; i <= occurrence; i++) column = lineText.indexOf(needle, column + 1);
  assert.ok(column >= 0, `'${needle}' not on line ${line}`);
  let start = 0;
  for (const t of tokens.filter((x) => x.line === line)) {
    if (column >= start && column < start + t.text.length) return t.scopes.slice(1);
    start += t.text.length;
  }
  throw new Error(`no token at line ${line} column ${column}`);
}

/** The exact text of the token at `needle` (so a scope can be checked to cover the whole phrase). */
function tokenTextAt(line: number, needle: string): string {
  const lineText = SAMPLE.split("\n")[line]!;
  const column = lineText.indexOf(needle);
  let start = 0;
  for (const t of tokens.filter((x) => x.line === line)) {
    if (column >= start && column < start + t.text.length) return t.text;
    start += t.text.length;
  }
  throw new Error(`no token for '${needle}'`);
}

function assertScope(line: number, needle: string, scope: string, occurrence = 0): void {
  const scopes = scopesAt(line, needle, occurrence);
  assert.ok(scopes.includes(scope), `'${needle}' (line ${line}) has ${JSON.stringify(scopes)}, expected ${scope}`);
}

function assertNoScope(line: number, needle: string, prefix: string): void {
  const scopes = scopesAt(line, needle);
  assert.ok(!scopes.some((s) => s.startsWith(prefix)), `'${needle}' (line ${line}) should not be ${prefix}: ${JSON.stringify(scopes)}`);
}

describe("TextMate grammar", () => {
  before(async () => {
    grammar = await loadGrammar();
    tokens = tokenize(grammar, SAMPLE);
  });

  it("is what scripts/build-tmlanguage.mjs generates from the core's word lists", () => {
    // Throws (exit 1) when the committed file is out of date.
    execFileSync(process.execPath, [path.join(ROOT, "scripts", "build-tmlanguage.mjs"), "--check"], { stdio: "pipe" });
  });

  it("is registered in package.json under its scope name, with the language configuration", () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
    const raw = JSON.parse(readFileSync(GRAMMAR_PATH, "utf8"));
    const entry = pkg.contributes.grammars.find((g: { language: string }) => g.language === "cardscript");
    assert.equal(entry.scopeName, raw.scopeName);
    assert.equal(path.resolve(ROOT, entry.path), GRAMMAR_PATH);
    const language = pkg.contributes.languages.find((l: { id: string }) => l.id === "cardscript");
    assert.deepEqual(language.extensions, [".card"]);
    assert.ok(existsSync(path.resolve(ROOT, language.configuration)));
    assert.ok(pkg.activationEvents.includes("onLanguage:cardscript"));
  });

  it("compiles every regex in Oniguruma", async () => {
    const lib = await onig();
    const raw = JSON.parse(readFileSync(GRAMMAR_PATH, "utf8"));
    const regexes: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === "object") {
        for (const [key, value] of Object.entries(node)) {
          if (["match", "begin", "end", "while"].includes(key) && typeof value === "string") regexes.push(value);
          else walk(value);
        }
      }
    };
    walk(raw);
    assert.ok(regexes.length > 30, `only ${regexes.length} regexes found`);
    for (const re of regexes) assert.doesNotThrow(() => lib.createOnigScanner([re]), `does not compile: ${re}`);
  });

  it("scopes comments, directives, card and face names, strings", () => {
    assertScope(0, "# Sample", "comment.line.number-sign.cardscript");
    assertScope(1, "game", "keyword.other.directive.game.cardscript");
    assertScope(1, "mtg", "constant.language.game.cardscript");
    assertScope(1, "# the default", "comment.line.number-sign.cardscript");
    assertScope(2, "rules", "keyword.other.directive.rules.cardscript");
    assertScope(2, "2026-01", "constant.other.edition.cardscript");
    assertScope(3, "keyword", "keyword.other.directive.keyword.cardscript");
    assertScope(3, '"Uprising"', "entity.name.function.keyword.cardscript");
    assertScope(3, "Activate only", "keyword.control.restriction.cardscript");
    assertScope(3, "upkeep", "constant.language.step.cardscript");
    assertScope(3, "# a declaration", "comment.line.number-sign.cardscript");
    assertScope(4, "card", "keyword.other.card.cardscript");
    assertScope(4, '"Razormane', "entity.name.type.card.cardscript");
    assert.equal(tokenTextAt(4, '"Razormane'), '"Razormane \\"Mad\\" Masticore"');
    assertScope(4, "{", "punctuation.section.block.begin.cardscript");
    assertScope(22, "}", "punctuation.section.block.end.cardscript");
    assertScope(24, "face", "keyword.other.face.cardscript");
    assertScope(24, '"Fire"', "entity.name.type.face.cardscript");
    assertScope(30, "# after", "comment.line.number-sign.cardscript");
  });

  it("scopes field names and values: mana symbols, type line with its dash, stats, free text", () => {
    assertScope(5, "cost", "support.type.property-name.field.cardscript");
    for (const symbol of ["{2}", "{W/U}", "{G/P}", "{X}"]) assertScope(5, symbol, "constant.other.mana.cardscript");
    assert.equal(tokenTextAt(5, "{W/U}"), "{W/U}");
    assertScope(5, "# hybrid", "comment.line.number-sign.cardscript");
    assertScope(6, "type", "support.type.property-name.field.cardscript");
    assertScope(6, "Legendary", "storage.modifier.supertype.cardscript");
    assertScope(6, "Artifact", "support.type.card-type.cardscript");
    assertScope(6, "Creature", "support.type.card-type.cardscript");
    assertScope(6, "—", "punctuation.separator.type-line.cardscript");
    assertScope(6, "Masticore", "entity.name.type.subtype.cardscript");
    assertScope(7, "stats", "support.type.property-name.field.cardscript");
    assertScope(7, "5", "constant.numeric.cardscript");
    assertScope(7, "/", "punctuation.separator.stats.cardscript");
    assertScope(8, "text", "support.type.property-name.text.cardscript");
    assertScope(21, "flavor", "support.type.property-name.field.cardscript");
    assertScope(21, "Never", "string.unquoted.field-value.cardscript");
    assertScope(21, "# gone", "comment.line.number-sign.cardscript");
    assertScope(25, "Instant", "support.type.card-type.cardscript");
  });

  it("scopes keywords, trigger openers, steps and phases, restrictions, loyalty costs, reminder text", () => {
    assertScope(9, "First strike", "keyword.other.ability.cardscript");
    assert.equal(tokenTextAt(9, "First strike"), "First strike");
    assertScope(9, "cumulative upkeep", "keyword.other.ability.cardscript");
    assert.equal(tokenTextAt(9, "cumulative upkeep"), "cumulative upkeep");
    assertScope(9, "{1}", "constant.other.mana.cardscript");
    assertScope(10, "# only", "comment.line.number-sign.cardscript");
    assertScope(11, "At", "keyword.control.trigger.cardscript");
    assertScope(11, "upkeep", "constant.language.step.cardscript");
    assertScope(11, "~", "variable.language.self.cardscript");
    assertNoScope(11, "# text", "comment");
    assertScope(12, "{T}", "constant.other.tap.cardscript");
    assertScope(12, "{Q}", "constant.other.tap.cardscript");
    assertScope(12, "Activate only", "keyword.control.restriction.cardscript");
    assertScope(12, "as a sorcery", "keyword.control.restriction.cardscript");
    assertScope(12, "(Reminder", "comment.block.reminder.cardscript");
    assertScope(12, "{T}", "constant.other.tap.cardscript", 1);
    assertScope(13, "Cast this spell only", "keyword.control.restriction.cardscript");
    assert.equal(tokenTextAt(13, "Cast this spell only"), "Cast this spell only during");
    assertScope(13, "combat", "constant.language.phase.cardscript");
    assertScope(13, "before blockers are declared", "keyword.control.restriction.cardscript");
    assertScope(14, "Whenever", "keyword.control.trigger.cardscript");
    assertNoScope(14, "combat damage", "constant.language");
    assertScope(14, "end step", "constant.language.step.cardscript");
    assertScope(15, "+1", "constant.numeric.loyalty.cardscript");
    assertScope(16, "−2", "constant.numeric.loyalty.cardscript");
    assertScope(16, '"{T}', "string.quoted.double.cardscript");
    assertScope(16, "{C}", "constant.other.mana.cardscript");
    assertScope(17, "0", "constant.numeric.loyalty.cardscript");
    assertNoScope(17, "1.", "constant.numeric");
    assertScope(18, "Landfall", "entity.name.label.ability-word.cardscript");
    assertScope(18, "flash", "keyword.other.ability.cardscript");
    assertScope(19, "first-strike damage step", "constant.language.step.cardscript");
    assert.equal(tokenTextAt(19, "first-strike damage step"), "first-strike damage step");
    assertScope(19, "end of combat", "constant.language.step.cardscript");
    assertScope(20, "Equip", "keyword.other.ability.cardscript");
    assert.equal(tokenTextAt(20, "Activate only"), "Activate only during");
    assertScope(20, "declare blockers step", "constant.language.step.cardscript");
    assertScope(20, "precombat main phase", "constant.language.phase.cardscript");
    assert.equal(tokenTextAt(20, "precombat main phase"), "precombat main phase");
    assertScope(27, "Fire deals", "meta.text.cardscript");
  });

  it("leaves the text section at the next field and the card at its closing brace", () => {
    assertNoScope(21, "flavor", "meta.text");
    assert.deepEqual(
      scopesAt(30, "#").filter((s) => s.startsWith("meta.")),
      [],
    );
  });

  it("tokenizes CRLF text the same way", () => {
    const crlf = tokenize(grammar, SAMPLE.replace(/\n/g, "\r\n"));
    assert.deepEqual(
      crlf.map((t) => t.scopes),
      tokens.map((t) => t.scopes),
    );
  });
});
