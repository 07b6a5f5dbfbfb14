/**
 * `cardscript timeline --set` and the text widths of `timeline` through the built CLI (run
 * `npm run build` first): the matrix of a folder in every format with its filters, the page's
 * CSP naming its script's hash; text at 100 columns when piped, COLUMNS and --width respected;
 * several paths without --set refused.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

const card = (name: string, cost: string, type: string, rarity: string, text: string) =>
  `card "${name}" {\n  cost: ${cost}\n  type: ${type}\n  rarity: ${rarity}\n  text:\n    ${text}\n}\n`;

describe("cli: timeline --set and text widths", function () {
  let dir: string;
  before(function () {
    dir = makeTempDir();
    writeFiles(dir, {
      "set/a.card":
        card("Quick Answer", "{U}", "Instant", "common", "Counter target spell.") +
        "\n" +
        card("Slow Plan", "{2}{R}", "Sorcery", "uncommon", "Draw two cards."),
      "set/b.card":
        card(
          "Upkeep Bell",
          "{1}{W}",
          "Artifact",
          "common",
          "At the beginning of your upkeep, you gain 1 life. At the beginning of your upkeep, you may scry 1.",
        ) +
        "\n" +
        card("Twin Drake", "{W/U}{B}", "Creature — Drake", "rare", "Flash"),
      "set/notes.txt": "not a card file",
    });
  });
  after(() => removeTempDir(dir));

  it("json: every card of the folder's .card files, with the filters applied", function () {
    const r = runCli(["timeline", "--set", "set", "--format", "json"], dir);
    assert.equal(r.code, 0, r.stderr);
    const doc = JSON.parse(r.stdout) as { cards: { name: string; file: string }[]; totals: number[]; total: number };
    assert.deepEqual(
      doc.cards.map((c) => `${c.file}:${c.name}`),
      ["set/a.card:Quick Answer", "set/a.card:Slow Plan", "set/b.card:Upkeep Bell", "set/b.card:Twin Drake"],
    );
    const f = runCli(["timeline", "--set", "set", "--format", "json", "--colour", "U,B", "--rarity", "common", "--opponent"], dir);
    assert.deepEqual(
      (JSON.parse(f.stdout) as { cards: { name: string }[] }).cards.map((c) => c.name),
      ["Quick Answer"],
    );
    const t = runCli(["timeline", "--set", "set", "--format", "json", "--type", "creature"], dir);
    assert.deepEqual(
      (JSON.parse(t.stdout) as { cards: { name: string }[] }).cards.map((c) => c.name),
      ["Twin Drake"],
    );
  });

  it("text: 100 columns when piped, COLUMNS respected, --width wins", function () {
    const widest = (s: string) => Math.max(...s.split("\n").map((l) => [...l].length));
    const piped = runCli(["timeline", "--set", "set"], dir);
    assert.equal(piped.code, 0, piped.stderr);
    assert.ok(widest(piped.stdout) <= 100 && widest(piped.stdout) > 80, `piped: ${widest(piped.stdout)}`);
    assert.match(piped.stdout, /^4 of 4 cards$/m);
    const narrow = runCli(["timeline", "--set", "set"], dir, { COLUMNS: "60" });
    assert.ok(widest(narrow.stdout) <= 60, `COLUMNS=60: ${widest(narrow.stdout)}`);
    const map = runCli(["timeline", "set/b.card"], dir, { COLUMNS: "70" });
    assert.ok(widest(map.stdout) <= 70, `map, COLUMNS=70: ${widest(map.stdout)}`);
    assert.match(map.stdout, /^You = Your turn · Opp\. = An opponent's turn$/m);
    const wide = runCli(["timeline", "set/b.card", "--width", "140"], dir, { COLUMNS: "70" });
    assert.ok(widest(wide.stdout) <= 140 && widest(wide.stdout) > 100, `--width 140: ${widest(wide.stdout)}`);
    assert.match(wide.stdout, /Your turn +│ An opponent's turn$/m);
    const mapPiped = runCli(["timeline", "set/b.card"], dir);
    assert.ok(widest(mapPiped.stdout) <= 100, `map piped: ${widest(mapPiped.stdout)}`);
  });

  it("svg and html: --width for svg; the page's CSP allows exactly its script by hash", function () {
    const svg = runCli(["timeline", "--set", "set", "--format", "svg", "--width", "400"], dir);
    assert.equal(svg.code, 0, svg.stderr);
    assert.match(svg.stdout, /^<svg [^>]*width="400"/);
    const map = runCli(["timeline", "set/a.card", "--format", "svg", "--width", "520"], dir);
    assert.match(map.stdout, /^<svg [^>]*class="tm stacked" viewBox="0 0 520 /);
    const html = runCli(["timeline", "--set", "set", "--format", "html"], dir);
    assert.equal(html.code, 0, html.stderr);
    // The script in the page (the built CLI's copy of MATRIX_SCRIPT): its hash is what the CSP names.
    assert.match(html.stdout, /<script>\(function\(\)\{var __name=/);
    const script = /<script>([\s\S]*?)<\/script>/.exec(html.stdout)?.[1] ?? "";
    const csp = /script-src 'sha256-([^']+)'/.exec(html.stdout)?.[1];
    assert.equal(createHash("sha256").update(script, "utf8").digest("base64"), csp);
  });

  it("several paths without --set are refused (exit 2); a folder without .card files is an error", function () {
    const two = runCli(["timeline", "set/a.card", "set/b.card"], dir);
    assert.equal(two.code, 2);
    assert.match(two.stderr, /timeline draws one file; give --set/);
    writeFiles(dir, { "empty/readme.md": "x" });
    const none = runCli(["timeline", "--set", "empty"], dir);
    assert.equal(none.code, 2);
    assert.match(none.stderr, /no \.card file found in empty/);
  });
});
