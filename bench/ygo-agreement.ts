/**
 * `npm run agreement:ygo`: CardScript's per-effect kind and Spell Speed against EDOPro's scripts
 * for every card of the YGO corpus (`$CARDSCRIPT_CORPUS/ygo/cards.jsonl` and
 * `ygo/effect-facts.jsonl`, default `../shared/corpus`). Prints `ygo agreement: N/M (P%)`, the
 * disagreements by kind (ours → EDOPro) with examples, and the cards left out.
 * Two checked-in adjudications, both written from the EDOPro scripts by `bench/ygo-helper-calls.ts`,
 * correct the facts file where it is wrong by construction, each with its count printed:
 * damaged entries (`ygo-facts-repairs.json`: a temporary effect made under the same variable name
 * overwrote the registered one), effects registered by helper procedures (`ygo-helper-calls.json`) and
 * activated effects a card registers on itself at run time from one of its continuous effects
 * (`ygo-delayed-effects.json`, e.g. Big Jaws' "At the end of the Battle Phase, if this card attacked"), and copies of one
 * printed effect registered once per event code (`ygo-event-copies.json`, e.g. Athena's "If another Fairy monster(s) is
 * Summoned" as three effects), counted once.
 * Options: `--show <class pair>` lists every card with that disagreement; `--min <percent>` exits 1 below it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { analyseCard } from "../server/src/games/ygo/effects";
import { recordKind, type YgoRecord } from "../server/src/games/ygo/import";
import { compareCard, type EdoEffect } from "./ygo-agreement-compare";
import { luaInitialEffects } from "./ygo-lua-effects";
import { helperClasses } from "./ygo-agreement-helpers";

const corpus = process.env["CARDSCRIPT_CORPUS"]
  ? path.resolve(process.env["CARDSCRIPT_CORPUS"])
  : path.resolve(import.meta.dirname, "..", "..", "shared", "corpus");
const read = (f: string) =>
  readFileSync(path.join(corpus, "ygo", f), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const args = process.argv.slice(2);
const show = args.includes("--show") ? args[args.indexOf("--show") + 1] : undefined;
const min = args.includes("--min") ? Number(args[args.indexOf("--min") + 1]) : undefined;
/** `--scripts <folder of cNNN.lua>`: read the facts from the scripts' initial_effect instead of effect-facts.jsonl. */
const scripts = args.includes("--scripts") ? path.resolve(args[args.indexOf("--scripts") + 1]!) : undefined;

const facts = new Map<number, EdoEffect[]>();
for (const f of read("effect-facts.jsonl")) {
  const id = f["id"] as number;
  if (!scripts) facts.set(id, f["effects"] as EdoEffect[]);
  else {
    const file = path.join(scripts, path.basename(String(f["file"])));
    if (existsSync(file)) facts.set(id, luaInitialEffects(readFileSync(file, "utf8")));
  }
}
if (scripts) console.log(`facts read from the initial_effect of the scripts in ${scripts}`);

/** Checked-in list: card id → helper procedures its script calls (written by `bench/ygo-helper-calls.ts`). */
const helpers = JSON.parse(readFileSync(path.join(import.meta.dirname, "ygo-helper-calls.json"), "utf8")) as Record<string, string[]>;
const helperAdded = new Map<string, number>();
/** Checked-in list: card id → {variable → class} for facts entries overwritten by a temporary effect (written by `bench/ygo-helper-calls.ts`). */
const repairs = JSON.parse(readFileSync(path.join(import.meta.dirname, "ygo-facts-repairs.json"), "utf8")) as Record<
  string,
  Record<string, string>
>;
/** Checked-in list: card id → classes of the activated effects it registers on itself at run time (written by `bench/ygo-helper-calls.ts`). */
const delayed = JSON.parse(readFileSync(path.join(import.meta.dirname, "ygo-delayed-effects.json"), "utf8")) as Record<string, string[]>;
/** Checked-in list: card id → classes of facts entries that copy another one for a further event code (written by `bench/ygo-helper-calls.ts`). */
const copies = JSON.parse(readFileSync(path.join(import.meta.dirname, "ygo-event-copies.json"), "utf8")) as Record<string, string[]>;
let copiesTaken = 0;
/** Checked-in list: card id → classes of Pendulum Effects the card prints again as monster effects, registered as clones (written by `bench/ygo-helper-calls.ts`). */
const sectionClones = JSON.parse(readFileSync(path.join(import.meta.dirname, "ygo-section-clones.json"), "utf8")) as Record<
  string,
  string[]
>;
let sectionsAdded = 0;
let delayedAdded = 0;
let repairedEntries = 0;
let repairedCards = 0;

let agreed = 0;
let total = 0;
let noFacts = 0;
let skipped = 0;
let unscripted = 0;
let uncomparable = 0;
const byKind = new Map<string, { n: number; examples: string[] }>();
/** Cards first printed before this date mostly keep pre-PSCT wording (no ":" / ";" structure); the split is printed. */
const ERA_SPLIT = "2011-01-01";
const byEra = { before: { agreed: 0, total: 0 }, since: { agreed: 0, total: 0 } };
/** The earliest of a record's TCG and OCG release dates ("9999" when it has none). */
const firstPrinted = (r: YgoRecord) =>
  [r["tcg_date"], r["ocg_date"]].filter((d): d is string => typeof d === "string" && d.length > 0).sort()[0] ?? "9999";
for (const r of read("cards.jsonl") as YgoRecord[]) {
  const kind = recordKind(r);
  if (kind.kind === "skill" || kind.subtype === "Token") {
    skipped++;
    continue;
  }
  const edo = facts.get(r["id"] as number);
  if (!edo) {
    noFacts++;
    continue;
  }
  const calls = helpers[String(r["id"])] ?? [];
  for (const h of calls) helperAdded.set(h, (helperAdded.get(h) ?? 0) + 1);
  const late = scripts ? [] : [...(delayed[String(r["id"])] ?? []), ...(sectionClones[String(r["id"])] ?? [])];
  sectionsAdded += scripts ? 0 : (sectionClones[String(r["id"])] ?? []).length;
  delayedAdded += scripts ? 0 : (delayed[String(r["id"])] ?? []).length;
  const repair = scripts ? undefined : repairs[String(r["id"])];
  if (repair) {
    repairedCards++;
    repairedEntries += Object.keys(repair).length;
  }
  const copied = scripts ? [] : (copies[String(r["id"])] ?? []);
  copiesTaken += copied.length;
  const c = compareCard(analyseCard(String(r["text"] ?? ""), kind).effects, edo, kind, [...helperClasses(calls), ...late], repair, copied);
  agreed += c.agreed;
  total += c.total;
  const era = firstPrinted(r) < ERA_SPLIT ? "before" : "since";
  byEra[era].agreed += c.agreed;
  byEra[era].total += c.total;
  if (c.unscriptedActivation) unscripted++;
  uncomparable += c.uncomparable;
  for (const d of c.disagreements) {
    const e = byKind.get(d) ?? { n: 0, examples: [] };
    e.n++;
    if (e.examples.length < 4) e.examples.push(String(r["name"]));
    byKind.set(d, e);
    if (show === d) console.log(`  ${r["name"]} [${kind.kind} ${kind.subtype}]: ${String(r["text"]).replace(/\n/g, " ⏎ ").slice(0, 400)}`);
  }
}
const pct = total ? (100 * agreed) / total : 100;
console.log(`ygo agreement: ${agreed}/${total} (${pct.toFixed(2)}%)`);
const share = (e: { agreed: number; total: number }) =>
  `${e.agreed}/${e.total} (${e.total ? ((100 * e.agreed) / e.total).toFixed(2) : "100.00"}%)`;
console.log(
  `by first printing: before ${ERA_SPLIT.slice(0, 4)} (mostly pre-PSCT wording) ${share(byEra.before)}, ${ERA_SPLIT.slice(0, 4)} and later ${share(byEra.since)}`,
);
console.log(
  `left out: ${noFacts} cards without an EDOPro script, ${skipped} Skill/Token cards, ${unscripted} Spell/Trap activations built by helper procedures (not in the facts), ${uncomparable} effects whose facts entry was overwritten by a temporary effect`,
);
console.log(
  `repaired: ${repairedEntries} damaged facts entries on ${repairedCards} cards (overwritten by a temporary effect under the same variable name; class taken from the script's initial_effect, bench/ygo-facts-repairs.json)`,
);
console.log(
  `added to EDOPro's side: effects registered by helper procedures (bench/ygo-helper-calls.json): ${[...helperAdded].map(([h, n]) => `${h} ${n} cards`).join(", ") || "none"}; ${delayedAdded} activated effects a card registers at run time from its own continuous effect, on itself or on the monster Summoned with it as material (bench/ygo-delayed-effects.json)`,
);
console.log(
  `added to EDOPro's side: ${sectionsAdded} Pendulum Effects printed again as monster effects, registered as a clone moved between the Pendulum and Monster Zone (bench/ygo-section-clones.json)`,
);
console.log(
  `counted once: ${copiesTaken} facts entries that copy another effect of the card for a further event code (same operation, description and range; bench/ygo-event-copies.json)`,
);
console.log("disagreements by kind (ours → EDOPro):");
for (const [k, v] of [...byKind].sort((a, b) => b[1].n - a[1].n))
  console.log(`  ${String(v.n).padStart(5)}  ${k}   e.g. ${v.examples.join("; ")}`);
if (min !== undefined && pct < min) process.exit(1);
