/**
 * Card names across documents (core): definitions, mentions in rules text, `~` self-references,
 * go to definition, find references, rename by name and duplicate names across files.
 */
import { GAMES } from "../../server/src/app/games";
import { strict as assert } from "node:assert";
import { applyEdits } from "../../server/src/core/features/apply-edits";
import { CardNameIndex, displayName, NameMatcher, RenameError } from "../../server/src/core/features/card-references";
import { lintText } from "../../server/src/app/service";

const A = [
  'card "Razormane Masticore" {',
  "  type: Artifact Creature — Masticore",
  "  stats: 5/5",
  "  text:",
  "    At the beginning of your upkeep, sacrifice Razormane Masticore unless you discard a card.",
  "    ~ deals 3 damage to target creature. CARDNAME can't block.",
  "}",
  "",
  'card "Masticore" {',
  "  type: Artifact Creature — Masticore",
  "  text:",
  "    Masticore's controller and Razormane Masticore's controller each draw a card.",
  "    Masticores and MasticoreX are not mentions.",
  "}",
  "",
].join("\n");

const B = [
  'card "Tutor of \\"Masticore\\"" {',
  "  type: Sorcery",
  "  text:",
  "    Search your library for a card named Razormane Masticore.",
  "    flavor words Masticore",
  "}",
  "",
].join("\n");

function index(): CardNameIndex {
  const i = new CardNameIndex({ games: GAMES });
  i.set("file:///w/a.card", A);
  i.set("file:///w/b.card", B);
  return i;
}

const at = (text: string, needle: string, occurrence = 0, delta = 0) => {
  let o = -1;
  for (let k = 0; k <= occurrence; k++) o = text.indexOf(needle, o + 1);
  assert.ok(o >= 0, `${needle} not found`);
  return o + delta;
};
const slices = (texts: Record<string, string>, locs: { key: string; span: { start: number; end: number } }[]) =>
  locs.map((l) => `${l.key.split("/").pop()}:${texts[l.key]!.slice(l.span.start, l.span.end)}@${l.span.start}`);

describe("card name index", () => {
  const texts = { "file:///w/a.card": A, "file:///w/b.card": B };

  it("matches exact names as whole words, the longest first", () => {
    const m = new NameMatcher(["Masticore", "Razormane Masticore", "Fire", '"Ach! Hans, Run!"']);
    const found = (t: string) => m.find(t).map((h) => t.slice(h.start, h.end));
    assert.deepEqual(found("Razormane Masticore and Masticore's friend"), ["Razormane Masticore", "Masticore"]);
    assert.deepEqual(found("Masticores, MasticoreX, xMasticore, masticore"), []);
    assert.deepEqual(found("Fire, Fireball, Wildfire"), ["Fire"]);
    assert.deepEqual(found('say "Ach! Hans, Run!" now'), ['"Ach! Hans, Run!"']);
  });

  it("finds mentions in rules text only, and ~ / CARDNAME as self-references", () => {
    const i = index();
    const a = i
      .mentions("file:///w/a.card")
      .map((m) => `${A.slice(m.span.start, m.span.end)}|${m.via}|${m.self ? "self" : "other"}|${m.name}`);
    assert.deepEqual(a, [
      "Razormane Masticore|name|self|Razormane Masticore",
      "~|tilde|self|Razormane Masticore",
      "CARDNAME|cardname|self|Razormane Masticore",
      "Masticore|name|self|Masticore",
      "Razormane Masticore|name|other|Razormane Masticore",
    ]);
    // The escaped name is a definition; "Masticore" in a text line of B is a mention.
    assert.deepEqual(
      i.definitionsIn("file:///w/b.card").map((d) => d.name),
      ['Tutor of "Masticore"'],
    );
    assert.deepEqual(
      i.mentions("file:///w/b.card").map((m) => B.slice(m.span.start, m.span.end)),
      ["Razormane Masticore", "Masticore"],
    );
  });

  it("goes to the definition of a mention in another file, and of ~ to its own card", () => {
    const i = index();
    const fromB = i.definitionAt("file:///w/b.card", at(B, "Razormane", 0, 3));
    assert.deepEqual(slices(texts, fromB), [`a.card:Razormane Masticore@${at(A, "Razormane")}`]);
    const fromTilde = i.definitionAt("file:///w/a.card", at(A, "~"));
    assert.deepEqual(slices(texts, fromTilde), [`a.card:Razormane Masticore@${at(A, "Razormane")}`]);
    const fromDef = i.definitionAt("file:///w/a.card", at(A, '"Masticore"', 0, 2));
    assert.deepEqual(slices(texts, fromDef), [`a.card:Masticore@${at(A, '"Masticore"', 0, 1)}`]);
    assert.deepEqual(i.definitionAt("file:///w/a.card", at(A, "sacrifice")), []);
  });

  it("finds every reference across files, self-references included", () => {
    const i = index();
    const refs = i.referencesAt("file:///w/a.card", at(A, "Razormane"), true);
    assert.deepEqual(slices(texts, refs), [
      `a.card:Razormane Masticore@${at(A, "Razormane")}`,
      `a.card:Razormane Masticore@${at(A, "Razormane", 1)}`,
      `a.card:~@${at(A, "~")}`,
      `a.card:CARDNAME@${at(A, "CARDNAME")}`,
      `a.card:Razormane Masticore@${at(A, "Razormane", 2)}`,
      `b.card:Razormane Masticore@${at(B, "Razormane")}`,
    ]);
    assert.equal(i.referencesAt("file:///w/a.card", at(A, "Razormane"), false).length, 5);
  });

  it("renames a card: its quoted name, its own text and mentions elsewhere; ~ stays", () => {
    const i = index();
    const edits = i.renameEdits("file:///w/a.card", at(A, "Razormane", 1), 'Razor "Mane"');
    const newA = applyEdits(A, edits.get("file:///w/a.card")!).text;
    const newB = applyEdits(B, edits.get("file:///w/b.card")!).text;
    assert.match(newA, /^card "Razor \\"Mane\\"" \{$/m);
    assert.match(newA, /sacrifice Razor "Mane" unless/);
    assert.match(newA, /\n {4}~ deals 3 damage to target creature\. CARDNAME can't block\./);
    assert.match(newA, /Masticore's controller and Razor "Mane"'s controller/);
    assert.match(newB, /card named Razor "Mane"\./);
    assert.equal(lintText(newA).findings.filter((f) => f.ruleId === "syntax-error").length, 0);
    assert.equal(lintText(newA).parse.cards[0]!.name, 'Razor "Mane"');
  });

  it("rejects renames to nothing, across lines, or of text that is no name", () => {
    const i = index();
    assert.throws(() => i.renameEdits("file:///w/a.card", at(A, "Razormane"), "  "), RenameError);
    assert.throws(() => i.renameEdits("file:///w/a.card", at(A, "Razormane"), "a\nb"), RenameError);
    assert.throws(() => i.renameEdits("file:///w/a.card", at(A, "sacrifice"), "X"), RenameError);
    assert.equal(i.prepareRename("file:///w/a.card", at(A, "sacrifice")), undefined);
    // Renaming onto another card's name (any case) would merge the two cards: refused.
    i.set("file:///w/e.card", 'card "Glimmer Blade" {\n  type: Artifact\n}\n');
    assert.throws(() => i.renameEdits("file:///w/a.card", at(A, "Razormane"), "glimmer blade"), /already exists/);
    assert.deepEqual(i.prepareRename("file:///w/a.card", at(A, "Razormane", 1)), {
      span: { start: at(A, "Razormane", 1), end: at(A, "Razormane", 1) + "Razormane Masticore".length },
      placeholder: "Razormane Masticore",
    });
  });

  it("reports card names defined in another file (case-insensitively), not within one file", () => {
    const i = index();
    assert.deepEqual(i.crossFileDuplicates("file:///w/a.card"), []);
    i.set("file:///w/c%20d.card", '# x\ncard "masticore" {\n  type: Artifact\n}\n');
    const dups = i.crossFileDuplicates("file:///w/a.card");
    assert.equal(dups.length, 1);
    assert.equal(A.slice(dups[0]!.span.start, dups[0]!.span.end), '"Masticore"');
    assert.equal(
      dups[0]!.message,
      "Another card named 'Masticore' is defined in c d.card on line 2; card names must be unique across the workspace.",
    );
    assert.deepEqual(i.keysWithCrossFileDuplicates(), ["file:///w/a.card", "file:///w/c%20d.card"]);
    assert.match(i.crossFileDuplicates("file:///w/c%20d.card")[0]!.message, /defined in a\.card on line 9/);
    i.delete("file:///w/c%20d.card");
    assert.deepEqual(i.crossFileDuplicates("file:///w/a.card"), []);
  });

  it("a token or an emblem named like a card in another file is no duplicate (tokens are named apart); two tokens are", () => {
    const i = index();
    i.set("file:///w/t.card", 'card "Masticore" {\n  type: Token Artifact Creature — Masticore\n}\n');
    assert.deepEqual(i.crossFileDuplicates("file:///w/a.card"), []);
    assert.deepEqual(i.crossFileDuplicates("file:///w/t.card"), []);
    i.set("file:///w/e.card", 'card "Masticore" {\n  type: Emblem — Masticore\n}\n');
    assert.deepEqual(i.crossFileDuplicates("file:///w/e.card"), []);
    i.set("file:///w/t2.card", 'card "masticore" {\n  type: Token Creature — Masticore\n}\n');
    assert.match(i.crossFileDuplicates("file:///w/t2.card")[0]!.message, /defined in t\.card on line 1/);
    assert.deepEqual(i.crossFileDuplicates("file:///w/a.card"), []);
    // The type line decides: without "Token" it is a card again.
    i.set("file:///w/t.card", 'card "Masticore" {\n  type: Artifact Creature — Masticore\n}\n');
    assert.match(i.crossFileDuplicates("file:///w/t.card")[0]!.message, /defined in a\.card on line 9/);
  });

  it("recomputes mentions when the set of names changes", () => {
    const i = index();
    assert.equal(i.mentions("file:///w/b.card").length, 2);
    i.set("file:///w/a.card", "");
    assert.deepEqual(i.mentions("file:///w/b.card"), []);
    assert.equal(displayName("file:///x/y/My%20Cards.card"), "My Cards.card");
  });
});
