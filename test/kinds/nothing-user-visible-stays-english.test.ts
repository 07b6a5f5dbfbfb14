/**
 * Kind: a user-visible string that stays English in German or Spanish. For the example files, a
 * file of syntax errors and completion places, German and Spanish card text, and a sample of real
 * corpus cards, every diagnostic message, fix and code-action title, hover, completion detail and
 * documentation, and outline detail is produced with the locales en, de and es; each German or
 * Spanish string is compared with the English one of the same place. A string is English when,
 * leaving out what is quoted (card words, code, symbols, rule numbers) and words the card file
 * itself holds, it shares a run of three words with the English rendering, or is the English
 * rendering. This finds strings no catalog holds — hard-coded English — wherever the code writes
 * them, so a string added later without a translation fails here too.
 */
import { strict as assert } from "node:assert";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { codeActions } from "../../server/src/core/features/code-actions";
import { completionAtOffset } from "../../server/src/core/features/completion";
import { hoverAtOffset } from "../../server/src/core/features/hover";
import { documentSymbols, type DocumentSymbol } from "../../server/src/core/features/symbols";
import { readRecords, recordToCard } from "../../server/src/core/import/card-import";
import { lintDocument } from "../../server/src/core/lint-document";
import { lintText } from "../../server/src/core/linter";
import { PROJECT_ROOT, corpusFileOrSkip } from "../helpers/corpus";
import { englishLeft, fileWords } from "../helpers/english-left";

type Rendering = Map<string, string>;
/** What is rendered: everything; or no completion (a large sample); or only messages, actions and the outline. */
type Features = "all" | "noCompletion" | "messages";

function flattenSymbols(symbols: readonly DocumentSymbol[], prefix: string, out: Rendering): void {
  symbols.forEach((s, i) => {
    const key = `${prefix}/${i}`;
    if (s.detail) out.set(`symbol ${key} detail`, s.detail);
    out.set(`symbol ${key} name`, s.name);
    flattenSymbols(s.children ?? [], key, out);
  });
}

/** Offsets worth a hover or a completion: each word start, and each line's first character and end. */
function places(text: string): { hover: number[]; complete: number[] } {
  const hover = [...text.matchAll(/(?<![\p{L}\p{N}])[\p{L}\p{N}{+−-]/gu)].map((m) => m.index!);
  const complete: number[] = [];
  let at = 0;
  for (const line of text.split("\n")) {
    complete.push(at + line.length - line.trimStart().length, at + line.length);
    at += line.length + 1;
  }
  return { hover, complete };
}

/** Every user-visible string of `text` in `locale`, keyed by where it appears. */
function render(text: string, locale: string, features: Features): Rendering {
  const out: Rendering = new Map();
  const { findings, model } = lintText(text, { locale });
  findings.forEach((f, i) => {
    out.set(`finding ${i} ${f.ruleId}`, f.message);
    f.fixes.forEach((x, j) => out.set(`fix ${i}.${j} ${f.ruleId}`, x.title));
  });
  const docFindings = lintDocument(text, { locale }).findings;
  docFindings.forEach((f, i) => {
    codeActions(text, f.span, { locale }, docFindings).forEach((a, j) => out.set(`action ${i}.${j}`, a.title));
  });
  flattenSymbols(documentSymbols(model), "", out);
  if (features === "messages") return out;
  const { hover, complete } = places(text);
  for (const o of hover) {
    const h = hoverAtOffset(model, o);
    if (h) out.set(`hover ${o}`, h.contents.value);
  }
  for (const o of features === "all" ? complete : []) {
    for (const item of completionAtOffset(model, o).items) {
      // The label (a keyword, a step name as card text writes it) is card text: the comparison leaves it out.
      const label = new RegExp(item.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi");
      const named = (s: string) => s.replace(label, " | ");
      if (item.detail) out.set(`completion ${o} ${item.label} detail`, named(item.detail));
      if (item.documentation) out.set(`completion ${o} ${item.label} doc`, named(item.documentation.value));
    }
  }
  return out;
}

interface Leak {
  key: string;
  english: string[];
  text: string;
}

export function leaks(text: string, features: Features): Record<string, Leak[]> {
  const file = fileWords(text);
  const en = render(text, "en", features);
  const out: Record<string, Leak[]> = {};
  for (const locale of ["de", "es"]) {
    const local = render(text, locale, features);
    const found: Leak[] = [];
    for (const [key, english] of en) {
      const l = local.get(key);
      if (l === undefined) {
        found.push({ key, english: ["(no rendering in this locale)"], text: english });
        continue;
      }
      const left = englishLeft(l, english, file);
      if (left.length) found.push({ key, english: left, text: l });
    }
    out[locale] = found;
  }
  return out;
}

function assertNoLeaks(name: string, text: string, features: Features = "all"): void {
  const found = leaks(text, features);
  for (const [locale, list] of Object.entries(found)) {
    const shown = list.slice(0, 12).map((l) => `  ${l.key}: ${JSON.stringify(l.english.slice(0, 3))}\n    ${l.text.slice(0, 300)}`);
    assert.equal(list.length, 0, `${name} (${locale}): ${list.length} English strings\n${shown.join("\n")}`);
  }
}

/** Syntax errors of every kind the parser words, and lines where completion offers its items. */
const BROKEN = `game mtg
rules 2026-09
keyword "Uprising": Activate only as a sorcery.
keyword "Uprising": Activate only as a sorcery.
keyword Broken
game nonsense
lang xx
rules someday

stray words outside
card {
  cost: {1}{G}
  type: Creature — Elf
  stats: 1/1
  nonsense line without colon
  text:
    Uprising
    Activate only 
    At the beginning of 
    Cast this spell only 
    {T}: Add {G}.
  face "Front" {
    type: Instant
  }
}
card "Open" {
  type: Sorcery —
  cost: {
  text:
    Flying, trample
card "Unterminated {
  type: Land
}
}
@
`;

const LOCALIZED: Record<string, string> = {
  de: `lang de

card "Test" {
  cost: {2}{R}
  type: Sorcery
  text:
    Wirke diesen Zauberspruch nur während des Kampfes.
    Zu Beginn deines Enttappsegments ziehst du eine Karte.
    Zu Beginn deiner Versorgungsphase verlierst du 1 Lebenspunkt.
    Zu Beginn des Blubbersegments ziehst du eine Karte.
}
card "Test" {
  cost: {2}
  type: Artifact
  text:
    {T}: Ziehe eine Karte. Aktiviere diese Fähigkeit wie eine Hexerei. Aktiviere diese Fähigkeit nur während des Kampfes.
}
`,
  es: `lang es

card "Test" {
  cost: {2}{R}
  type: Sorcery
  text:
    Lanza este hechizo solo durante el combate.
    Al comienzo de tu paso de enderezar, roba una carta.
    Al comienzo de tu paso de burbujas, roba una carta.
}
card "Test" {
  cost: {2}
  type: Artifact
  text:
    {T}: Roba una carta. Activa esto solo como un conjuro. Activa esto solo durante el combate.
}
`,
};

describe("kind: nothing user-visible stays English in German and Spanish (Magic and the core)", function () {
  this.timeout(120_000);
  const examples = path.join(PROJECT_ROOT, "examples");
  for (const name of readdirSync(examples).filter((f) => f.endsWith(".card"))) {
    it(`examples/${name}: messages, fixes, actions, hovers, completion, outline`, () => {
      assertNoLeaks(name, readFileSync(path.join(examples, name), "utf8"));
    });
  }

  it("syntax errors and completion places", () => {
    assertNoLeaks("broken", BROKEN);
  });

  for (const [lang, text] of Object.entries(LOCALIZED)) {
    it(`card text in lang ${lang}: messages, fixes, actions, outline`, () => {
      assertNoLeaks(`lang ${lang}`, text, "messages");
    });
  }

  it("a sample of real corpus cards (every 500th card, and every card with a timing restriction or a step trigger among the first 1,000)", function () {
    const file = corpusFileOrSkip(this, "mtg/cards.jsonl");
    const records = readRecords(readFileSync(file, "utf8"));
    const picked = records.filter(
      (r, i) =>
        i % 500 === 0 || (i < 1000 && /only (?:as|during|once|any time)|At the beginning/.test(String(r["oracleText"] ?? r["text"] ?? ""))),
    );
    const text = picked
      .map((r) => {
        try {
          return recordToCard(r);
        } catch {
          return "";
        }
      })
      .join("\n");
    assert.ok(picked.length > 80, `only ${picked.length} cards sampled`);
    // Completion offers the same items on every card (the examples cover it); hovers and messages differ per card.
    assertNoLeaks("corpus sample", text, "noCompletion");
  });

  it("the comparison finds English: an untranslated string in a German rendering is reported", () => {
    const file = { trigrams: new Set<string>(), words: new Set<string>() };
    assert.deepEqual(englishLeft("Zu Beginn: can be cast never", "Start: can be cast never", file), ["can be cast", "be cast never"]);
    assert.deepEqual(englishLeft("keyword", "keyword", file), ["keyword"]);
    assert.deepEqual(englishLeft("Schlüsselwort 'Activate only as a sorcery'", "keyword 'Activate only as a sorcery'", file), []);
    assert.deepEqual(englishLeft("Fliegend (CR 702.9)", "Flying (CR 702.9)", file), []);
    // Quoted card words with an apostrophe are still quoted words.
    assert.deepEqual(englishLeft("Einschränkung 'during an opponent's turn'", "Restriction 'during an opponent's turn'", file), []);
  });
});
