/**
 * Property test of the formatter over the real corpus: every card of mtg/cards.jsonl is
 * imported with the project's importer (`recordToCard`) and joined into documents of 1000
 * cards. Each document is formatted as imported and in a scrambled variant (shuffled field
 * order, odd indentation with tabs, `-`/`--`/`–` type-line dashes, ASCII minus in loyalty
 * costs, added own-line and trailing comments, trailing spaces, extra blank lines, CRLF for
 * every other document). Properties checked for every document:
 * - the formatter accepts it (no syntax errors, self-check passes);
 * - idempotence: format(format(x)) === format(x);
 * - the multiset of words is unchanged, up to the documented normalisations (type-line
 *   dashes become `—`, loyalty-cost minus signs become `−`); every comment is kept;
 * - the line ends are the document's and nothing else changes its kind of line end;
 * - linting the formatted text gives the same findings (rule id and message) as linting the
 *   input; only "line N" inside messages may differ, since formatting moves lines.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { formatDocument, lintText } from "../../server/src/app/service";
import { readRecords } from "../../server/src/core/import/card-import";
import { recordToCard } from "../../server/src/games/mtg/import";
import { corpusFileOrSkip } from "../helpers/corpus";
import { rng } from "../helpers/rng";

const CHUNK = 1000;

/**
 * Scrambles one card as written by `recordToCard` (two-space indentation, one field per line,
 * `text:` followed by deeper lines, `face` blocks closed by `}` at their own indentation).
 */
function scrambleCard(source: string, random: () => number, counter: { n: number }): string {
  const lines = source.replace(/\n$/, "").split("\n");
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const indent = () => pick(["", " ", "   ", "\t", "     ", "\t  ", "      "]);
  const trail = () => pick(["", "", "", " ", "  \t"]);
  const comment = () => `# note ${++counter.n} — keep: me`;
  const depth = (l: string) => l.length - l.trimStart().length;

  /** Items of a body: lines [from, to) at indentation `d`. */
  function body(from: number, to: number, d: number): string[] {
    const items: string[][] = [];
    let i = from;
    while (i < to) {
      const line = lines[i]!;
      const t = line.trim();
      if (t.startsWith("face ")) {
        let j = i + 1;
        while (!(depth(lines[j]!) === d && lines[j]!.trim() === "}")) j++;
        const inner = body(i + 1, j, d + 2);
        const head = random() < 0.2 ? `${indent()}${t} ${comment()}` : `${indent()}${t}`;
        const close = random() < 0.2 ? `${indent()}} ${comment()}` : `${indent()}}${trail()}`;
        items.push([head, ...inner, close]);
        i = j + 1;
      } else if (t === "text:") {
        let j = i + 1;
        while (j < to && depth(lines[j]!) > d) j++;
        const block = [random() < 0.2 ? `${indent()}text: ${comment()}` : `${indent()}text:${trail()}`];
        for (let k = i + 1; k < j; k++) {
          if (random() < 0.1) block.push(`${indent()}${comment()}`);
          let tl = lines[k]!.trim();
          if (/^−(?:\d+|X):/.test(tl) && random() < 0.7) tl = tl.replace(/^−/, pick(["-", "–"]));
          block.push(`${indent()}${tl}${trail()}`);
          if (random() < 0.1) block.push("");
        }
        items.push(block);
        i = j;
      } else {
        let f = t;
        if (f.startsWith("type: ")) f = f.replace(" — ", pick([" - ", " -- ", " – ", " -", " —", " — "]));
        if (random() < 0.15 && !f.includes("#")) f = `${f} ${comment()}`;
        else f += trail();
        items.push([`${indent()}${f}`]);
        i++;
      }
    }
    for (let k = items.length - 1; k > 0; k--) {
      const j = Math.floor(random() * (k + 1));
      [items[k], items[j]] = [items[j]!, items[k]!];
    }
    const out: string[] = [];
    for (const it of items) {
      if (random() < 0.15) out.push(`${indent()}${comment()}`);
      out.push(...it);
    }
    if (random() < 0.1) out.push(`${indent()}${comment()}`);
    return out;
  }

  const header = random() < 0.2 ? `${lines[0]!} ${comment()}` : lines[0]!;
  const result = [header, ...body(1, lines.length - 1, 2), random() < 0.2 ? `} ${comment()}` : "}"];
  return result.join("\n");
}

/** Words with the formatter's documented normalisations applied (independent of its own check), counted. */
function words(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const raw of text.replace(/^\uFEFF/, "").split(/\s+/)) {
    if (!raw) continue;
    const w = (/^(?:—|--|-|–)$/.test(raw) ? "—" : raw).replace(/^(?:-|–)((?:\d+|X):)/, "−$1");
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return counts;
}

/** Words whose count differs between two countings, as "word: before → after". */
function wordDiff(before: Map<string, number>, after: Map<string, number>): string[] {
  const out: string[] = [];
  for (const w of new Set([...before.keys(), ...after.keys()])) {
    if ((before.get(w) ?? 0) !== (after.get(w) ?? 0)) out.push(`${w}: ${before.get(w) ?? 0} → ${after.get(w) ?? 0}`);
  }
  return out.slice(0, 20);
}

/** Type-line dashes glued to the following word (`Creature -Elf`) become a separate dash word. */
function splitGluedDashes(text: string): string {
  return text.replace(/^([ \t]*type:.*? )(--|-|–|—)(?=[^\s-])/gm, "$1$2 ");
}

function findingKeys(text: string): string[] {
  return lintText(text)
    .findings.map((f) => `${f.ruleId}: ${f.message.replace(/\bline \d+/g, "line N")}`)
    .sort();
}

function lineEnds(text: string): Set<string> {
  return new Set(text.match(/\r\n|\r|\n/g) ?? []);
}

/** Checks every property for one document; true when formatting changed it. */
function checkDocument(label: string, input: string): boolean {
  const r = formatDocument(input);
  assert.ok(r.ok, `${label}: formatter refused: ${r.ok ? "" : r.detail}`);
  const out = r.text;
  const again = formatDocument(out);
  assert.ok(again.ok && again.text === out, `${label}: not idempotent`);
  assert.deepEqual(wordDiff(words(splitGluedDashes(input)), words(out)), [], `${label}: words changed`);
  const eol = input.includes("\r\n") ? "\r\n" : "\n";
  assert.deepEqual([...lineEnds(out)], [eol], `${label}: line ends changed`);
  // Identical text lints identically; lint only when formatting changed something.
  if (out !== input) assert.deepEqual(findingKeys(out), findingKeys(input), `${label}: findings changed`);
  return out !== input;
}

describe("formatter on the real corpus (property test)", function () {
  const docs: { label: string; text: string }[] = [];

  before(function () {
    const records = readRecords(readFileSync(corpusFileOrSkip(this, "mtg/cards.jsonl"), "utf8"));
    const random = rng(20260417);
    const counter = { n: 0 };
    for (let i = 0; i < records.length; i += CHUNK) {
      const cards = records.slice(i, i + CHUNK).map((r) => recordToCard(r));
      docs.push({ label: `cards ${i + 1}–${i + cards.length} as imported`, text: cards.join("\n") });
      const scrambled = cards.map((c) => scrambleCard(c, random, counter)).join(`\n${"\n".repeat(Math.floor(random() * 3))}`) + "\n";
      const crlf = (i / CHUNK) % 2 === 1;
      docs.push({
        label: `cards ${i + 1}–${i + cards.length} scrambled${crlf ? " (CRLF)" : ""}`,
        text: crlf ? scrambled.replace(/\n/g, "\r\n") : scrambled,
      });
    }
    assert.ok(records.length > 20000, `expected the full corpus, read ${records.length} records`);
  });

  it("formats every document idempotently, keeping words, comments, line ends and findings", function () {
    let cards = 0;
    let changed = 0;
    for (const d of docs) {
      if (checkDocument(d.label, d.text)) changed++;
      cards += d.label.includes("as imported") ? (d.text.match(/^card "/gm) ?? []).length : 0;
    }
    console.log(
      `      formatted ${docs.length} documents (${cards} cards, each as imported and scrambled); ${changed} changed by formatting`,
    );
  });

  it("the scrambled documents really differ from their formatted form", function () {
    const scrambled = docs.filter((d) => d.label.includes("scrambled"));
    assert.ok(scrambled.length > 0);
    for (const d of scrambled.slice(0, 3)) {
      const r = formatDocument(d.text);
      assert.ok(r.ok && r.text !== d.text);
    }
  });
});
