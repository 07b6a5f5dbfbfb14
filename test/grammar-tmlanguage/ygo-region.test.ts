/**
 * The TextMate grammar is game-aware: a `game ygo` header opens a region to the end of the file in
 * which Yu-Gi-Oh! words get scopes (phase / step / Damage Step sub-timing names, Spell Speed, the
 * "(Quick Effect)" label, Chain words, PSCT once-per clauses and punctuation, section markers, YGO
 * fields) and Magic's words get none; a Magic file (no header or `game mtg`) keeps Magic's patterns
 * and scopes no YGO word. Tokenized with vscode-textmate + Oniguruma, as VS Code does.
 */
import assert from "node:assert/strict";
import type { IGrammar } from "vscode-textmate";
import { loadGrammar, tokenize, type Token } from "./tokenize";

const YGO = [
  "# a Yu-Gi-Oh! file", // 0
  "game ygo", // 1
  'card "Upkeep Dragon" {', // 2
  "  type: Tuner/Effect Monster", // 3
  "  attribute: LIGHT", // 4
  "  race: Winged Beast", // 5
  "  level: 4", // 6
  "  atk: 1800", // 7
  "  def: ?", // 8
  "  text:", // 9
  "    During your opponent's Battle Phase (Quick Effect): You can target 1 monster; destroy it.", // 10
  "    Once per turn, before damage calculation: You can make this card gain 500 ATK during the Damage Step.", // 11
  '    FLIP: Add 1 "Flash of the Upkeep" from your Deck to your hand. This is Spell Speed 2, Chain Link 2 or higher.', // 12
  "    At the start of your upkeep, draw a card with flash. {T}: Add 1 Magic Card.", // 13
  "}", // 14
  'card "Pendulum Thing" {', // 15
  "  type: Pendulum/Effect Monster", // 16
  "  arrows: Bottom-Left, Top", // 17
  "  text:", // 18
  "    [ Pendulum Effect ]", // 19
  "    When a card is activated: Negate it. ● During the End Phase: Draw 1 card.", // 20
  "}", // 21
].join("\n");

const MTG = [
  'card "Chain Damage Step" {', // 0
  "  type: Instant", // 1
  "  text:", // 2
  "    Flash. During your opponent's Battle Phase (Quick Effect): Chain Link. Once per turn, at the beginning of your upkeep, tap it.", // 3
  "}", // 4
].join("\n");

let grammar: IGrammar;

function scopesIn(tokens: Token[], sample: string, line: number, needle: string): string[] {
  const lineText = sample.split("\n")[line]!;
  const column = lineText.indexOf(needle);
  assert.ok(column >= 0, `'${needle}' not on line ${line}`);
  let start = 0;
  for (const t of tokens.filter((x) => x.line === line)) {
    if (column >= start && column < start + t.text.length) return t.scopes.slice(1);
    start += t.text.length;
  }
  throw new Error(`no token at line ${line} column ${column}`);
}

function tokenText(tokens: Token[], sample: string, line: number, needle: string): string {
  const column = sample.split("\n")[line]!.indexOf(needle);
  let start = 0;
  for (const t of tokens.filter((x) => x.line === line)) {
    if (column >= start && column < start + t.text.length) return t.text;
    start += t.text.length;
  }
  throw new Error(`no token for '${needle}'`);
}

describe("TextMate grammar: Yu-Gi-Oh! words only in `game ygo` files", () => {
  let ygo: Token[];
  let mtg: Token[];
  const has = (line: number, needle: string, scope: string) => {
    const scopes = scopesIn(ygo, YGO, line, needle);
    assert.ok(scopes.includes(scope), `'${needle}' (line ${line}) has ${JSON.stringify(scopes)}, expected ${scope}`);
  };
  const lacks = (tokens: Token[], sample: string, line: number, needle: string, prefix: string) => {
    const scopes = scopesIn(tokens, sample, line, needle);
    assert.ok(!scopes.some((s) => s.startsWith(prefix)), `'${needle}' (line ${line}) should not be ${prefix}: ${JSON.stringify(scopes)}`);
  };

  before(async () => {
    grammar = await loadGrammar();
    ygo = tokenize(grammar, YGO);
    mtg = tokenize(grammar, MTG);
  });

  it("opens the YGO region at the header and keeps it to the end of the file", () => {
    has(1, "game", "keyword.other.directive.game.cardscript");
    has(1, "ygo", "constant.language.game.cardscript");
    has(2, "card", "keyword.other.card.cardscript");
    has(2, '"Upkeep', "entity.name.type.card.cardscript");
    has(21, "}", "meta.game.ygo.cardscript");
    has(20, "When", "meta.game.ygo.cardscript");
  });

  it("scopes YGO fields: card-type words, attribute, monster type, numbers (and ?), link arrows", () => {
    has(3, "Tuner", "storage.modifier.card-type-word.ygo.cardscript");
    has(3, "/", "punctuation.separator.type-line.cardscript");
    has(3, "Monster", "support.type.card-type.cardscript");
    has(4, "LIGHT", "support.constant.attribute.ygo.cardscript");
    has(5, "Winged Beast", "support.constant.race.ygo.cardscript");
    assert.equal(tokenText(ygo, YGO, 5, "Winged Beast"), "Winged Beast");
    has(6, "4", "constant.numeric.cardscript");
    has(7, "1800", "constant.numeric.cardscript");
    has(8, "?", "constant.numeric.cardscript");
    has(17, "Bottom-Left", "support.constant.link-arrow.ygo.cardscript");
    has(17, "Top", "support.constant.link-arrow.ygo.cardscript");
  });

  it("scopes phases, steps and Damage Step sub-timings, the Quick Effect label, Spell Speed, Chain words, PSCT clauses and punctuation", () => {
    has(10, "Battle Phase", "constant.language.phase.cardscript");
    assert.equal(tokenText(ygo, YGO, 10, "Battle Phase"), "Battle Phase");
    has(10, "(Quick Effect)", "keyword.other.quick-effect.ygo.cardscript");
    assert.equal(tokenText(ygo, YGO, 10, "(Quick Effect)"), "(Quick Effect)");
    has(10, ": You", "punctuation.separator.condition.ygo.cardscript");
    has(10, "; destroy", "punctuation.separator.cost.ygo.cardscript");
    has(11, "Once per turn", "keyword.control.once-per.ygo.cardscript");
    has(11, "before damage calculation", "constant.language.step.sub-timing.ygo.cardscript");
    assert.equal(tokenText(ygo, YGO, 11, "before damage calculation"), "before damage calculation");
    has(11, "Damage Step", "constant.language.step.cardscript");
    has(12, "FLIP", "keyword.other.flip.ygo.cardscript");
    has(12, "Spell Speed 2", "keyword.other.spell-speed.ygo.cardscript");
    has(12, "Chain Link", "keyword.other.chain.ygo.cardscript");
    has(19, "[ Pendulum Effect ]", "entity.name.section.ygo.cardscript");
    has(20, "When", "keyword.control.trigger.cardscript");
    has(20, "●", "punctuation.definition.list.ygo.cardscript");
    has(20, "End Phase", "constant.language.phase.cardscript");
    has(13, "Magic Card", "invalid.deprecated.ygo.cardscript");
  });

  it("a quoted card name is a name: no rules-word scopes inside it", () => {
    has(12, '"Flash', "string.quoted.double.card-name.ygo.cardscript");
    lacks(ygo, YGO, 12, "Upkeep", "constant.language");
    lacks(ygo, YGO, 12, "Flash", "keyword.other.ability");
  });

  it("gives Magic words no Magic scopes in a YGO file", () => {
    lacks(ygo, YGO, 13, "At", "keyword.control.trigger");
    lacks(ygo, YGO, 13, "upkeep", "constant.language");
    lacks(ygo, YGO, 13, "flash", "keyword.other.ability");
    lacks(ygo, YGO, 13, "{T}", "constant.other");
  });

  it("gives YGO words no YGO scopes in a Magic file, which keeps its own scopes", () => {
    lacks(mtg, MTG, 3, "(Quick Effect)", "keyword.other.quick-effect");
    lacks(mtg, MTG, 3, "Chain Link", "keyword.other.chain");
    lacks(mtg, MTG, 3, "Battle Phase", "constant.language");
    lacks(mtg, MTG, 3, "Once per turn", "keyword.control.once-per");
    lacks(mtg, MTG, 3, ": Chain", "punctuation.separator.condition");
    const flash = scopesIn(mtg, MTG, 3, "Flash");
    assert.ok(flash.includes("keyword.other.ability.cardscript"), JSON.stringify(flash));
    const upkeep = scopesIn(mtg, MTG, 3, "upkeep");
    assert.ok(upkeep.includes("constant.language.step.cardscript"), JSON.stringify(upkeep));
    assert.ok(!mtg.some((t) => t.scopes.some((s) => s.includes(".ygo."))), "no YGO scope anywhere in a Magic file");
  });

  it("a `game mtg` header opens no YGO region", () => {
    const tokens = tokenize(grammar, `game mtg\n${MTG}`);
    assert.ok(!tokens.some((t) => t.scopes.some((s) => s.includes("ygo"))));
  });
});
