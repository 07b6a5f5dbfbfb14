/**
 * Kind: a step name in the second or a later alternative of a list went unread in silence.
 * "Activate only during your upkeep or your draw stp." got no finding at all — neither
 * `unknown-step` nor `unread-timing` — and the Timing Map drew the ability as usable in the
 * upkeep, as if the sentence had been read: each reader judged only the first name of "X or Y",
 * "X, Y, or Z", "X and Y". German and Spanish card text did not even read the list ("während
 * deines Versorgungssegments oder deines Ziehsegments" was read as the upkeep alone), and
 * Yu-Gi-Oh! took "your Standby Phase or your opponent's Standy Phse" as read.
 *
 * Generated from the readers' own data rather than listed: every step name of each reader
 * (Magic's canonical names, the German and Spanish tables' step forms, Yu-Gi-Oh!'s segment
 * names), in every position of two- and three-item lists, after every opener the reader knows
 * (restrictions, negated restrictions, "… and only during …", trigger openings, activation
 * conditions). Misspelled there, the name gets an `unknown-step` finding on its own words with
 * the name meant as a fix, and its sentence is not read (the map does not draw it); spelled right,
 * the list gets no finding and is read.
 */
import { strict as assert } from "node:assert";
import { lintText } from "../../server/src/app/service";
import { faceTimingSentences } from "../../server/src/core/model/coverage";
import type { LintResult } from "../../server/src/core/linter";
import { CANONICAL_STEP_NAMES } from "../../server/src/games/mtg/step-names";
import { CARD_TEXT_TABLES } from "../../server/src/games/mtg/l10n/card-text-tables";
import { duringForms, type CardTextTable } from "../../server/src/games/mtg/l10n/card-text";
import { CURRENT_SEGMENT_NAMES } from "../../server/src/games/ygo/vocabulary";
import { mtgCard, ygoCard } from "../helpers/kinds";

/** `word` with its middle letter dropped ("upkeep" → "upkep", "step" → "stp"). */
const dropMiddle = (word: string) => word.slice(0, Math.floor(word.length / 2)) + word.slice(Math.floor(word.length / 2) + 1);

/** `name` misspelled in its last word of four letters or more (else its longest word). */
function misspell(name: string): string {
  const words = name.split(" ");
  let i = words.map((w) => w.length >= 4 && /^\p{L}+$/u.test(w)).lastIndexOf(true);
  if (i < 0) i = words.indexOf([...words].sort((a, b) => b.length - a.length)[0]!);
  return words.map((w, j) => (j === i ? dropMiddle(w) : w)).join(" ");
}

/** Items for a list of `n` names with `name` at `position`, the others taken from `pool` (never `name`). */
function listWith(name: string, position: number, n: number, pool: readonly string[]): string[] {
  const others = pool.filter((p) => p !== name);
  return Array.from({ length: n }, (_, i) => (i === position ? name : others[(pool.indexOf(name) + i * 5) % others.length]!));
}

/** A probe: the source, and the misspelled words (undefined: the control, spelled right). */
interface Probe {
  title: string;
  source: string;
  written?: string;
  meant?: string;
}

const unknownSteps = (r: LintResult) => r.findings.filter((f) => f.ruleId === "unknown-step");
const sentencesOf = (r: LintResult) => r.model.faces.flatMap((f) => faceTimingSentences(r.model, f));

/** Runs one probe: the finding on the misspelled words with the fix, the sentence unread; or, spelled right, nothing and read. */
function check(p: Probe): void {
  const r = lintText(p.source);
  const found = unknownSteps(r);
  const timing = sentencesOf(r);
  assert.ok(timing.length > 0, `${p.title}: no timing sentence at all`);
  if (p.written === undefined) {
    assert.deepEqual(
      found.map((f) => p.source.slice(f.span.start, f.span.end)),
      [],
      p.title,
    );
    assert.ok(
      timing.every((s) => s.read),
      `${p.title}: ${JSON.stringify(timing)}`,
    );
    return;
  }
  // The finding underlines the misspelled words (a leading qualifier such as "first" may stay outside it),
  // and one of its fixes writes the name meant there.
  const at = p.source.indexOf(p.written!, p.source.indexOf("text:"));
  const on = found.filter((f) => f.span.start >= at && f.span.end <= at + p.written!.length);
  assert.equal(on.length, 1, `${p.title}: ${JSON.stringify(found.map((f) => p.source.slice(f.span.start, f.span.end)))}`);
  const fixed = on[0]!.fixes.map((f) =>
    f.edits.reduce((src, e) => src.slice(0, e.span.start) + e.newText + src.slice(e.span.end), p.source).toLowerCase(),
  );
  const meant = p.source.slice(0, at) + p.meant! + p.source.slice(at + p.written!.length);
  assert.ok(fixed.includes(meant.toLowerCase()), `${p.title}: fixes ${JSON.stringify(on[0]!.fixes.map((f) => f.title))}`);
  assert.ok(
    timing.some((s) => !s.read && s.reportedBy === "unknown-step"),
    `${p.title}: ${JSON.stringify(timing)}`,
  );
}

/** English lists: "X or Y", "X, Y, or Z", "X and Y". */
const EN_JOIN: Record<number, (items: string[]) => string> = {
  2: (i) => `${i[0]} or ${i[1]}`,
  3: (i) => `${i[0]}, ${i[1]}, or ${i[2]}`,
};

/** Magic's openers with where the list goes. */
const EN_FORMS: { title: string; make: (list: string) => string; type: string }[] = [
  { title: "Activate only during", type: "Artifact", make: (l) => `{T}: Draw a card. Activate only during ${l}.` },
  { title: "Cast this spell only during", type: "Instant", make: (l) => `Cast this spell only during ${l}.\nDraw a card.` },
  { title: "You can't cast this spell during", type: "Instant", make: (l) => `You can't cast this spell during ${l}.\nDraw a card.` },
  {
    title: "… and only during",
    type: "Artifact",
    make: (l) => `{T}: Draw a card. Activate only as a sorcery and only during ${l}.`,
  },
];

/** "the upkeep"/"your draw step" reads as a list item; "combat" stands alone. */
const enItem = (name: string) => (name === "combat" ? name : `your ${name}`);

function englishProbes(): Probe[] {
  const out: Probe[] = [];
  const names = CANONICAL_STEP_NAMES;
  for (const form of EN_FORMS)
    for (const name of names)
      for (const n of [2, 3])
        for (let pos = 0; pos < n; pos++) {
          const items = listWith(name, pos, n, names);
          const bad = misspell(name);
          const list = (x: string[]) => EN_JOIN[n]!(x.map(enItem));
          out.push({
            title: `en ${form.title} [${pos + 1}/${n}] '${bad}'`,
            source: mtgCard("P", form.type, form.make(list(items.map((x, i) => (i === pos ? bad : x))))),
            written: bad,
            meant: name,
          });
          if (pos === 0)
            out.push({ title: `en ${form.title} control ${n} '${name}'`, source: mtgCard("P", form.type, form.make(list(items))) });
        }
  // A trigger opening ends at its comma: lists of two ("or", "and").
  for (const name of names)
    for (const join of ["or", "and"])
      for (let pos = 0; pos < 2; pos++) {
        const items = listWith(name, pos, 2, names).map((x, i) => enItem(i === pos ? misspell(x) : x));
        out.push({
          title: `en At the beginning of … ${join} … [${pos + 1}/2] '${misspell(name)}'`,
          source: mtgCard("P", "Artifact", `At the beginning of ${items.join(` ${join} `)}, you gain 1 life.`),
          written: misspell(name),
          meant: name,
        });
      }
  return out;
}

/** A localized list item: "deines Versorgungssegments" / "tu mantenimiento", from the table's own during-phrases. */
function localItems(table: CardTextTable): { text: string; step: string }[] {
  const steps = table.steps.filter((s) => !s.obsolete && (!table.slotForm || table.slotForm.test(s.text))).map((s) => s.text);
  const your = new Set(table.articles.filter((a) => a.english === "your").map((a) => a.text));
  // The during-phrases the table itself makes with "your" (its grammar: "deiner Hauptphase", "deines Endsegments").
  return duringForms(table)
    .map((d) => ({ d, article: [...your].find((a) => d.text.startsWith(`${a} `)) }))
    .filter((x) => x.article && steps.includes(x.d.text.slice(x.article.length + 1)))
    .map((x) => ({ text: x.d.text, step: x.d.text.slice(x.article!.length + 1) }));
}

/** The table's list separators as written ("oder", "o", ","), from its `alternatives`. */
const separators = (table: CardTextTable) => table.restrictions.alternatives.map((a) => a.pattern.replace("{DURING}", "").trim());

function localizedProbes(lang: "de" | "es"): Probe[] {
  const table = CARD_TEXT_TABLES[lang]!;
  const items = localItems(table);
  const during = table.restrictions.clauses
    .find((c) => c.english === "during {DURING}")!
    .pattern.replace("{DURING}", "")
    .trim();
  const [comma, or] = [separators(table).find((s) => s === ",")!, separators(table).find((s) => s !== "," && s.length <= 4)!];
  const joinList = (xs: string[]) => (xs.length === 2 ? `${xs[0]} ${or} ${xs[1]}` : `${xs[0]}${comma} ${xs[1]} ${or} ${xs[2]}`);
  const first = items[0]!.text;
  const forms = [
    { title: table.completion.activateOnly, make: (l: string) => `{T}: Draw. ${table.completion.activateOnly} ${during} ${l}.` },
    {
      title: `… ${table.completion.joiner} ${during}`,
      make: (l: string) => `{T}: Draw. ${table.completion.activateOnly} ${during} ${first} ${table.completion.joiner} ${during} ${l}.`,
    },
    {
      title: table.completion.stepOpener,
      make: (l: string) => `${table.completion.stepOpener} ${l} ${lang === "de" ? "erhältst du 1 Lebenspunkt dazu" : ", ganas 1 vida"}.`,
    },
  ];
  const out: Probe[] = [];
  const texts = items.map((i) => i.text);
  for (const form of forms)
    for (const item of items)
      for (const n of form.title === table.completion.stepOpener ? [2] : [2, 3])
        for (let pos = 0; pos < n; pos++) {
          const list = listWith(item.text, pos, n, texts);
          const bad = misspell(item.step);
          const written = list.map((x, i) => (i === pos ? x.replace(item.step, bad) : x));
          out.push({
            title: `${lang} ${form.title} [${pos + 1}/${n}] '${bad}'`,
            source: mtgCard("P", "Artifact", form.make(joinList(written)).replace(" ,", ","), { lang }),
            written: bad,
            meant: item.step,
          });
          if (pos === 0)
            out.push({
              title: `${lang} ${form.title} control ${n} '${item.text}'`,
              source: mtgCard("P", "Artifact", form.make(joinList(list)).replace(" ,", ","), { lang }),
            });
        }
  return out;
}

/** Yu-Gi-Oh!: every segment name, misspelled in its first word, its last word or both. */
function ygoProbes(): Probe[] {
  const names = CURRENT_SEGMENT_NAMES.filter((n) => !/\d$/.test(n));
  const owners = ["your", "your opponent's"];
  const joins: Record<number, (xs: string[]) => string> = { 2: (x) => `${x[0]} or ${x[1]}`, 3: (x) => `${x[0]}, ${x[1]}, or ${x[2]}` };
  const forms = [
    { title: "During …:", make: (l: string) => `During ${l}: Target 1 monster; destroy it.` },
    { title: "Activate this card only during", make: (l: string) => `Activate this card only during ${l}.` },
  ];
  const misspellings = (name: string) => {
    const [first, last] = name.split(" ") as [string, string];
    return [`${dropMiddle(first)} ${last}`, `${first} ${dropMiddle(last)}`, `${dropMiddle(first)} ${dropMiddle(last)}`];
  };
  const out: Probe[] = [];
  for (const form of forms)
    for (const name of names)
      for (const n of [2, 3])
        for (let pos = 0; pos < n; pos++) {
          const list = listWith(name, pos, n, names);
          const owned = (xs: string[]) => xs.map((x, i) => `${owners[i % 2]} ${x}`);
          for (const bad of misspellings(name))
            out.push({
              title: `ygo ${form.title} [${pos + 1}/${n}] '${bad}'`,
              source: ygoCard("P", "Normal Trap", form.make(joins[n]!(owned(list.map((x, i) => (i === pos ? bad : x)))))),
              written: bad,
              meant: name,
            });
          if (pos === 0)
            out.push({
              title: `ygo ${form.title} control ${n} '${name}'`,
              source: ygoCard("P", "Normal Trap", form.make(joins[n]!(owned(list)))),
            });
        }
  return out;
}

describe("kind: every alternative of a timing list is read", function () {
  for (const [reader, probes] of [
    ["English Magic text", englishProbes()],
    ["German Magic text", localizedProbes("de")],
    ["Spanish Magic text", localizedProbes("es")],
    ["Yu-Gi-Oh! text", ygoProbes()],
  ] as const) {
    it(`${reader}: a misspelled name in any position is reported with the name meant; spelled right, the list is read`, function () {
      assert.ok(probes.length >= 40, `only ${probes.length} probes`);
      const failures: string[] = [];
      for (const p of probes) {
        try {
          check(p);
        } catch (e) {
          failures.push((e as Error).message.split("\n")[0]!);
        }
      }
      assert.deepEqual(failures, [], `${failures.length} of ${probes.length} probes failed`);
    });
  }

  it("the example of the report: 'Activate only during your upkeep or your draw stp.'", function () {
    const source = mtgCard("P", "Artifact", "{T}: Draw a card. Activate only during your upkeep or your draw stp.");
    const r = lintText(source);
    assert.deepEqual(
      unknownSteps(r).map((f) => [source.slice(f.span.start, f.span.end), f.fixes[0]!.edits[0]!.newText]),
      [["draw stp", "draw step"]],
    );
    assert.deepEqual(
      sentencesOf(r).map((s) => s.read),
      [false],
    );
  });
});
