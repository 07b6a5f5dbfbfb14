/**
 * Kind: a custom keyword's timing is used, not reported as unchecked. A file declares its own
 * keywords (`keyword "Name": text`, an MSE set's `keyword:` blocks become such lines), and the
 * timing the text states is checked wherever a card uses the keyword, like printed text:
 * impossible, redundant and rare windows, step triggers, Flash-like permissions, cast
 * restrictions — at the keyword on the card, with no fix that would edit the keyword's words. The
 * same holds in the incremental analysis, in `cardscript import` output and in lint in place.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { readMseSet } from "../../server/src/games/mtg/formats/mse";
import { completionAtOffset } from "../../server/src/core/features/completion";
import { lintText, incrementalAnalysis, lintDocument } from "../../server/src/app/service";
import { LineIndex } from "../../server/src/core/text/line-index";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

const creature = (name: string, ...text: string[]) =>
  `card "${name}" {\n  type: Creature — Elf\n  stats: 1/1\n  text:\n${text.map((t) => `    ${t}\n`).join("")}}\n`;

/** Findings as [rule, underlined text, fix titles]. */
function findings(src: string): [string, string, string[]][] {
  return lintDocument(src).findings.map((f) => [f.ruleId, src.slice(f.span.start, f.span.end), f.fixes.map((x) => x.title)]);
}

describe("kind: a custom keyword's timing is used, not reported as unchecked", function () {
  it("an activated keyword's declared window meets the card's own sentence: impossible at the keyword, the fix on the card's words", function () {
    const src =
      'keyword "Uprising": {2}: Put a +1/+1 counter on this creature. Activate only during your upkeep.\n' +
      creature("A", "Uprising (reminder text is ignored)", "Activate only as a sorcery.");
    assert.deepEqual(findings(src), [["impossible-timing", "Uprising", ["Remove the restriction 'as a sorcery'"]]]);
    // Without the card's sentence the keyword is fine; without the declaration it is no keyword at all.
    assert.deepEqual(findings('keyword "Uprising": {2}: Draw. Activate only during your upkeep.\n' + creature("A", "Uprising")), []);
    assert.deepEqual(findings(creature("A", "Uprising", "Activate only as a sorcery.")), []);
  });

  it("a declared window that never opens (the untap step) is impossible, with no fix at the keyword", function () {
    const src =
      'keyword "Vanish": {2}: Return this creature to its owner\'s hand. Activate only during your untap step.\n' + creature("B", "Vanish");
    assert.deepEqual(findings(src), [["impossible-timing", "Vanish", []]]);
  });

  it("a card's sentence that repeats the keyword's restriction is redundant (the keyword's never is)", function () {
    const src =
      'keyword "Drill": Activate only as a sorcery.\ncard "C" {\n  type: Artifact\n  text:\n    Drill {2}. Activate only during your turn.\n}\n';
    assert.deepEqual(findings(src), [["redundant-timing", "during your turn", ["Remove 'during your turn'"]]]);
  });

  it("a keyword that triggers in the untap step is reported at the keyword, without the fix that would rename it", function () {
    const src = 'keyword "Surveil": At the beginning of your untap step, each opponent reveals a card.\n' + creature("D", "Surveil 2");
    // The set's own "Surveil" wins over the Comprehensive Rules keyword of that name.
    assert.deepEqual(findings(src), [["untap-step-trigger", "Surveil", []]]);
    const ok = 'keyword "Surveil": At the beginning of your upkeep, each opponent reveals a card.\n' + creature("D", "Surveil 2");
    assert.deepEqual(findings(ok), []);
  });

  it("a keyword declared as Flash is Flash under another name (redundant on an instant); a cast restriction restricts the spell", function () {
    const ambush = 'keyword "Ambush": Flash\ncard "F" {\n  type: Instant\n  text:\n    Ambush\n    Draw a card.\n}\n';
    assert.deepEqual(findings(ambush), [["redundant-timing", "Ambush", ["Remove Ambush"]]]);
    const raid =
      'keyword "Raid": Cast this spell only during combat.\ncard "G" {\n  type: Sorcery\n  text:\n    Raid\n    Draw a card.\n}\n';
    assert.deepEqual(
      findings(raid).map(([r, u]) => [r, u]),
      [["impossible-timing", "Raid"]],
    );
  });

  it("declarations that are not 'keyword \"Name\": text', repeat a name or follow a card are syntax errors", function () {
    const src = 'keyword Uprising\nkeyword "A": Flash\nkeyword "a": Flash\ncard "X" {\n  type: Instant\n}\nkeyword "B": Flash\n';
    assert.deepEqual(
      findings(src).map(([r, u]) => [r, u]),
      [
        ["syntax-error", "Uprising"],
        // "A" is declared once, and no card uses it.
        ["unused-keyword", '"A"'],
        ["syntax-error", '"a"'],
        ["syntax-error", "keyword"],
      ],
    );
  });

  it("the incremental analysis gives the whole-file findings, and re-lints the cards when a declaration changes", function () {
    const head = 'keyword "Uprising": {2}: Draw a card. Activate only during your upkeep.\n\n';
    const text = head + creature("A", "Uprising", "Activate only as a sorcery.") + "\n" + creature("B", "Uprising");
    const inc = incrementalAnalysis();
    const first = inc.update(text, undefined, (o) => new LineIndex(text).positionAt(o).line);
    assert.equal(first.mode, "incremental");
    assert.deepEqual(first.findings, lintDocument(text).findings);
    assert.equal(first.findings.length, 1);
    const at = text.indexOf("your upkeep");
    const edited = text.slice(0, at) + "your turn" + text.slice(at + "your upkeep".length);
    const second = inc.update(
      edited,
      [{ start: at, end: at + "your upkeep".length, newLength: "your turn".length }],
      (o) => new LineIndex(edited).positionAt(o).line,
    );
    assert.deepEqual(second.findings, lintDocument(edited).findings);
    assert.equal(second.findings.length, 0);
  });

  it("completion offers the declared keywords at the start of a rules-text line", function () {
    const src = 'keyword "Uprising": Activate only as a sorcery.\ncard "A" {\n  type: Creature — Elf\n  stats: 1/1\n  text:\n    \n}\n';
    const at = src.indexOf("text:\n") + "text:\n    ".length;
    const items = completionAtOffset(lintText(src).model, at).items;
    const own = items.find((i) => i.label === "Uprising");
    assert.ok(own, items.map((i) => i.label).join(", "));
    assert.match(own.detail ?? "", /keyword of this file · Activate only as a sorcery\./);
  });

  describe("from an MSE set", function () {
    const SET =
      "mse version: 0.3.8\ngame: magic\ncard:\n\tname: Ridge Scout\n\tcasting cost: 1R\n\tsuper type: <word-list-type>Creature</word-list-type>\n\tsub type: Goblin\n\trule text:\n\t\t<kw-A><nospellcheck>Uprising <param-number>2</param-number></nospellcheck><atom-reminder-custom> <i-auto>(<sym>2</sym>: Put a +1/+1 counter on this creature. Activate only during your upkeep.)</i-auto></atom-reminder-custom></kw-A>\n\t\tActivate only as a sorcery.\n\tpower: 1\n\ttoughness: 1\nkeyword:\n\tkeyword: Uprising\n\tmatch: Uprising <atom-param>number</atom-param>\n\treminder: <sym>2</sym>: Put {english_number(param1)} +1/+1 counters on this creature. Activate only during your upkeep.\n\tmode: custom\n";
    let dir: string;
    beforeEach(function () {
      dir = makeTempDir();
      writeFiles(dir, { "Scouts.mse-set/set": SET });
    });
    afterEach(function () {
      removeTempDir(dir);
    });

    it("lint in place: the keyword's timing is checked at the card's rules line in the set file, no 'not checked' note", function () {
      const r = runCli(["lint", "Scouts.mse-set", "--format", "json"], dir);
      const messages = (JSON.parse(r.stdout) as { messages: { ruleId: string; line: number; column: number; message: string }[] }[])[0]!
        .messages;
      assert.deepEqual(
        messages.map((m) => [m.ruleId, m.line, m.column]),
        [
          ["import", 1, 1],
          ["impossible-timing", 9, SET.split("\n")[8]!.indexOf("Uprising") + 1],
        ],
      );
      assert.ok(!messages.some((m) => /not checked/.test(m.message)));
    });

    it("import writes the declaration into the card's file, and that file reports the same", function () {
      const r = runCli(["import", "Scouts.mse-set", "--out", "cards"], dir);
      assert.equal(r.code, 0, r.stderr);
      const files = readdirSync(path.join(dir, "cards"));
      assert.equal(files.length, 1);
      const text = readFileSync(path.join(dir, "cards", files[0]!), "utf8");
      assert.equal(
        text.split("\n")[0],
        'keyword "Uprising": {2}: Put N +1/+1 counters on this creature. Activate only during your upkeep.',
      );
      assert.deepEqual(
        findings(text).map(([rule, u]) => [rule, u]),
        [["impossible-timing", "Uprising"]],
      );
    });

    it("export to MSE writes the declarations back as keyword blocks (read again as the same declaration); Cockatrice says it drops them", function () {
      runCli(["import", "Scouts.mse-set", "--out", "cards"], dir);
      const mse = runCli(["export", "cards", "--format", "mse", "--out", "Back.mse-set"], dir);
      assert.equal(mse.code, 0, mse.stderr);
      assert.equal(mse.stderr, "");
      const set = strFromU8(unzipSync(readFileSync(path.join(dir, "Back.mse-set")))["set"]!);
      const back = readMseSet({ setFile: "set", setText: set });
      assert.deepEqual(
        back.setKeywords?.map((k) => [k.name, k.text]),
        [["Uprising", "{2}: Put N +1/+1 counters on this creature. Activate only during your upkeep."]],
      );
      const xml = runCli(["export", "cards", "--format", "cockatrice", "--out", "cards.xml"], dir);
      assert.equal(xml.code, 0, xml.stderr);
      assert.match(xml.stderr, /Cockatrice XML has no place for set keywords; not written: 'Uprising'/);
    });
  });
});
