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
 *
 * The Timing Map (its data's words, text, SVG and HTML, for the examples and a card of each row
 * kind, Yu-Gi-Oh!'s too) is compared the same way, and so is every CLI command, output format,
 * help page and error path run with `--locale de` and `es` over the examples (leaving out what the
 * user types, diff lines, citations and explain's documented-English body); help pages are also
 * searched for commander's own single words ("Usage", "default", "[options]").
 */
import { strict as assert } from "node:assert";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { codeActions, lintDocument, lintText } from "../../server/src/app/service";
import { completionAtOffset } from "../../server/src/core/features/completion";
import { hoverAtOffset } from "../../server/src/core/features/hover";
import { documentSymbols, type DocumentSymbol } from "../../server/src/core/features/symbols";
import { readRecords } from "../../server/src/core/import/card-import";
import { recordToCard } from "../../server/src/games/mtg/import";
import type { FileModel } from "../../server/src/core/model/file-model";
import {
  segmentAbbreviations,
  renderTimingMapHtml,
  renderTimingMapSvg,
  renderTimingMapText,
  timingMapData,
} from "../../server/src/core/timing-map/index";
import { MAP_CARDS } from "../timing-map/cards";
import { PROJECT_ROOT, corpusFileOrSkip } from "../helpers/corpus";
import { runCli } from "../../cli/src/program";
import { setCliLocale } from "../../cli/src/l10n/index";
import { makeTempDir, removeTempDir, writeFiles } from "../cli/helpers";
import { englishLeft, fileWords } from "../helpers/english-left";

type Rendering = Map<string, string>;
/**
 * What is rendered: everything; or no completion (a large sample); or only messages, actions, the
 * outline and the Timing Map; or only the Timing Map.
 */
type Features = "all" | "noCompletion" | "messages" | "map";

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

/** The fields of the Timing Map's data that hold words (names, labels, summaries, turn labels, symbols' spoken words); ids and cells are left out. */
const MAP_WORD_FIELDS = new Set(["name", "short", "group", "label", "classLabel", "summary", "you", "opp", "words"]);

function flattenMapWords(value: unknown, where: string, out: Rendering): void {
  if (Array.isArray(value)) value.forEach((v, i) => flattenMapWords(v, `${where}/${i}`, out));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === "string") {
        if (MAP_WORD_FIELDS.has(k)) out.set(`${where}/${k}`, v);
      } else flattenMapWords(v, `${where}/${k}`, out);
    }
}

/** What a reader sees or hears of an SVG or HTML text: element text and `aria-label`/`<title>` words, without tags and styles. */
function visibleWords(markup: string): string {
  return markup
    .replace(/<style>[\s\S]*?<\/style>/g, " | ")
    .replace(/<[^>]*?(?:aria-label="([^"]*)")?[^>]*>/g, (_, label?: string) => ` | ${label ?? ""} | `)
    .replace(/&(?:#(\d+)|(\w+));/g, (_, code?: string, name?: string) =>
      code ? String.fromCodePoint(Number(code)) : ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[name!] ?? " "),
    );
}

/** The Timing Map of the file: its data's words, and the text, SVG and HTML renderings, in the file model's language. */
function renderMap(model: FileModel, out: Rendering): void {
  const data = timingMapData(model);
  flattenMapWords({ space: data.space, cards: data.cards, symbols: data.symbols }, "map data", out);
  // A row's kind abbreviation ("act") and its card words are two columns: keep them apart. The
  // header's third line is the segments' two-letter codes, spelt out (and compared) in the key.
  const text = renderTimingMapText(data, model.l10n)
    .split("\n")
    .filter((_, i) => i !== 2);
  out.set("map text", text.join("\n").replace(/^( +\S+) /gm, "$1 | "));
  out.set("map svg", visibleWords(renderTimingMapSvg(data, { l10n: model.l10n })));
  out.set("map html", visibleWords(renderTimingMapHtml(data, "cards.card", model.l10n)));
}

/** Every user-visible string of `text` in `locale`, keyed by where it appears. */
function render(text: string, locale: string, features: Features): Rendering {
  const out: Rendering = new Map();
  const { findings, model } = lintText(text, { locale });
  renderMap(model, out);
  if (features === "map") return out;
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

/**
 * The names a game keeps in English in German and Spanish: Yu-Gi-Oh!'s phases and steps (as
 * printed on its German and Spanish cards: docs/l10n-glossary.md) with their abbreviations, and
 * the names of its rule sources in citations; none for Magic.
 */
function keptEnglish(text: string): string[] {
  const model = lintText(text, { locale: "en" }).model;
  if (model.game.id !== "ygo") return [];
  const data = timingMapData(model);
  const codes = segmentAbbreviations(data.space.segments);
  return [
    ...data.space.segments.flatMap((s, i) => [s.name, s.short, s.group, `${codes[i]!.trim()} ${s.name}`]),
    ...data.cards.flatMap((c) => c.rows.map((r) => (r.type === "trigger" ? r.citation : ""))),
  ];
}

interface Leak {
  key: string;
  english: string[];
  text: string;
}

/**
 * @param kept names the game's German and Spanish texts keep in English (docs/l10n-glossary.md:
 *   Yu-Gi-Oh!'s phase and step names), compared like the card file's own words.
 */
export function leaks(text: string, features: Features, kept: readonly string[] = []): Record<string, Leak[]> {
  const file = fileWords([text, ...kept].join("\n"));
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

function assertNoLeaks(name: string, text: string, features: Features = "all", kept: readonly string[] = []): void {
  const found = leaks(text, features, kept);
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

  for (const [name, text] of Object.entries(MAP_CARDS)) {
    it(`the Timing Map cards (${name}): the map's data, text, SVG and HTML (Magic: messages, hovers and outline too)`, () => {
      // Yu-Gi-Oh!'s hovers and messages have their own tests (test/l10n); here only its map.
      const ygo = /^game ygo/m.test(text);
      assertNoLeaks(`map card ${name}`, text, ygo ? "map" : "noCompletion", keptEnglish(text));
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

/** What a reader sees of a CLI output: a JSON document's string values, else the text without what the user types (options, example command lines). */
function cliVisible(output: string): string {
  try {
    const leaves: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === "string") leaves.push(v);
      // Citations ("CR 702.9", "Damage Step rules: sub-timings") name rule sources, never translated.
      else if (v && typeof v === "object") Object.entries(v).forEach(([k, x]) => k !== "citations" && walk(x));
    };
    walk(JSON.parse(output));
    return leaves.join("\n");
  } catch {
    return (
      output
        // A diff's lines (--fix-dry-run) are card text.
        .replace(/^[-+@].*$/gm, " | ")
        .replace(/^\s*cardscript .*?(?=\s{2,}|$)/gm, " | ")
        .replace(/(^|[\s'(])--?[\w-]+(?:=\S*)?/g, " | ")
        // Table columns (rule id, games, severity) and XML entities (JUnit).
        .replace(/ {2,}/g, " | ")
        .replace(/&(?:#(\d+)|(\w+));/g, (_, code?: string, name?: string) =>
          code ? String.fromCodePoint(Number(code)) : ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[name!] ?? " "),
        )
    );
  }
}

/**
 * Names the CLI's German and Spanish texts keep in English: a product's name, a rule source's
 * name in citations, and old card wordings a rule description lists as examples.
 */
const CLI_KEPT = [
  "Magic Set Editor",
  "Fast Effect Timing chart",
  "PSCT: Quick Effect label",
  "OCG Perfect Rulebook",
  "removed from the game",
  "play a spell",
];

/** Runs the CLI in this process with `args` and `--locale`; stdout and stderr. */
async function cliRun(args: readonly string[], locale: string, cwd: string): Promise<string> {
  let out = "";
  const stream = { write: (s: string) => ((out += s), true) };
  await runCli([...args, "--locale", locale], { stdout: stream, stderr: stream, env: {}, cwd });
  // explain: the body after the note is documented English (only its header is translated).
  return cliVisible(out.split(/^\(.*(?:Englisch|inglés).*\)$/m)[0]!);
}

/** Every command, format, help page and error path of the CLI over the examples (see the test below). */
const CLI_RUNS: readonly (readonly string[])[] = [
  ["--help"],
  ...["lint", "import", "export", "timeline", "rules", "explain"].map((c) => [c, "--help"]),
  ["rules"],
  ["explain", "impossible-timing"],
  ["explain", "impossible-timng"],
  ...["stylish", "json", "sarif", "github", "junit"].map((f) => [
    "lint",
    "good-cards.card",
    "old-wording.card",
    "timing-mistakes.card",
    "-f",
    f,
  ]),
  ["lint", "old-wording.card", "--fix-dry-run"],
  ["lint", "good-cards.card", "--max-warnings", "x"],
  ["lint", "missing.card"],
  ["lint", "bad-config"],
  ["lint", "good-cards.card", "-c", "broken.json"],
  ["lint", "good-cards.card", "-f", "xml"],
  ["timeline", "good-cards.card"],
  ["timeline", "timing-mistakes.card", "-f", "json"],
  ["timeline", "good-cards.card", "--card", "Nope"],
  ["timeline"],
  ["import", "cards.json"],
  ["explain"],
  ["lnit"],
];

describe("kind: nothing user-visible stays English in German and Spanish (the CLI)", function () {
  this.timeout(300_000);
  let dir: string;
  let known: string;
  before(() => {
    dir = makeTempDir();
    const examples = path.join(PROJECT_ROOT, "examples");
    const cards = Object.fromEntries(readdirSync(examples).map((f) => [f, readFileSync(path.join(examples, f), "utf8")]));
    writeFiles(dir, {
      ...cards,
      "bad-config/cardscript.json": '{ "rules": { "impossible-timng": "warn" }, "gmae": "mtg", "game": 3, "ignorePatterns": [""] }',
      "bad-config/a.card": cards["good-cards.card"]!,
      "broken.json": '{ "rules": ',
    });
    known = [...Object.values(cards), ...CLI_KEPT].join("\n");
  });
  after(() => removeTempDir(dir));

  it("every command, output format, help page and error path: no English left in de and es (ids, card text and explain's body aside)", async () => {
    const file = fileWords(known);
    const found: string[] = [];
    for (const args of CLI_RUNS) {
      const english = await cliRun(args, "en", dir);
      for (const locale of ["de", "es"]) {
        const left = englishLeft(await cliRun(args, locale, dir), english, file);
        if (left.length) found.push(`${locale} cardscript ${args.join(" ")}: ${JSON.stringify(left.slice(0, 4))}`);
      }
    }
    setCliLocale("en");
    assert.deepEqual(found, []);
  });

  it("help pages: none of commander's own words (titles, notes, placeholders) in de and es — single words the comparison above cannot see", async () => {
    const COMMANDER =
      /\b(?:Usage|Options|Commands|Arguments|choices|default|options|command|file|paths|path|folder|rule|format|name|tag|strategy)\b/;
    const found: string[] = [];
    for (const args of CLI_RUNS.filter((a) => a.includes("--help")))
      for (const locale of ["de", "es"]) {
        // Command names are what the user types (\`cardscript format\`), as option names are.
        const page = (await cliRun(args, locale, dir)).replace(/\.card\b|\.cardscriptcache|cardscript\.json|\(v4\)|\bformat(?= \[)/g, "");
        const m = COMMANDER.exec(page);
        if (m) found.push(`${locale} cardscript ${args.join(" ")}: '${m[0]}' in …${page.slice(Math.max(0, m.index - 40), m.index + 40)}…`);
      }
    setCliLocale("en");
    assert.deepEqual(found, []);
  });
});
