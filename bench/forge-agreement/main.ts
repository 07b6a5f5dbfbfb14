/**
 * `npm run agreement:forge`: compares the timing windows CardScript computes for real cards with
 * the timing Forge encodes for them, and prints `forge agreement: N/M (P%)` and the disagreements
 * by kind. Reads `mtg/cards.jsonl` and `forge/reeforge-cardsfolder.jsonl.gz` from the corpus folder
 * (`$CARDSCRIPT_CORPUS`, else `../shared/corpus` from the project root). Disagreements where Forge,
 * not CardScript, is wrong are listed with a reason in `adjudication.json` next to this file and
 * count as agreement. Options: `--examples <n>` per kind (default 5), `--min <percent>` exits 1
 * below it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { Command } from "commander";
import { lintText } from "../../server/src/app/service";
import { type CardRecord } from "../../server/src/core/import/card-import";
import { recordToCard } from "../../server/src/games/mtg/import";
import { forgeTimings } from "./forge-script";
import { compareCard, type Comparison } from "./compare";
import { loadAdjudications, adjudicationKey } from "./adjudication";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const corpus = process.env["CARDSCRIPT_CORPUS"]
  ? path.resolve(process.env["CARDSCRIPT_CORPUS"])
  : path.resolve(root, "..", "shared", "corpus");

const program = new Command()
  .name("agreement:forge")
  .option("--examples <n>", "examples printed per kind", "5")
  .option("--min <percent>", "exit with status 1 when the agreement is below this percentage")
  .parse();
const opts = program.opts<{ examples: string; min?: string }>();

const jsonl = (text: string) =>
  text
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as CardRecord);
const cards = new Map<string, CardRecord>();
for (const r of jsonl(readFileSync(path.join(corpus, "mtg", "cards.jsonl"), "utf8"))) cards.set(String(r["name"]), r);
const forge = jsonl(gunzipSync(readFileSync(path.join(corpus, "forge", "reeforge-cardsfolder.jsonl.gz"))).toString("utf8"));
const adjudications = loadAdjudications(path.join(root, "bench", "forge-agreement", "adjudication.json"));

let compared = 0;
let cardsCompared = 0;
const skipped = { notInCorpus: 0, multiFace: 0, joke: 0 };
const disagreements = new Map<string, { card: string; c: Comparison }[]>();
const adjudicated: string[] = [];
const usedAdjudications = new Set<string>();
for (const f of forge) {
  const faceNames = (f["faceNames"] as string[] | undefined) ?? [];
  const timings = forgeTimings(String(f["script"] ?? ""));
  if (timings.length === 0) continue;
  const rec = cards.get(String(f["name"]));
  if (!rec) {
    skipped.notInCorpus += timings.length;
    continue;
  }
  if (faceNames.length > 1 || rec["faces"]) {
    skipped.multiFace += timings.length;
    continue;
  }
  if (rec["funny"] === true || rec["set"] === "HHO" || rec["lineBreaksLost"] === true) {
    skipped.joke += timings.length;
    continue;
  }
  const text = recordToCard(rec);
  const model = lintText(text).model;
  const face = model.faces[0];
  if (!face) continue;
  cardsCompared++;
  for (const c of compareCard(face, text, timings)) {
    compared++;
    if (c.relation === "agree") continue;
    const key = adjudicationKey(String(f["name"]), c.forge.line);
    if (adjudications.has(key)) {
      adjudicated.push(key);
      usedAdjudications.add(key);
      continue;
    }
    const kind = `${c.forge.kind}: ${c.relation}`;
    disagreements.set(kind, [...(disagreements.get(kind) ?? []), { card: String(f["name"]), c }]);
  }
}

const wrong = [...disagreements.values()].reduce((n, l) => n + l.length, 0);
const agree = compared - wrong;
const pct = compared ? (100 * agree) / compared : 100;
console.log(`forge agreement: ${agree}/${compared} (${pct.toFixed(2)}%)`);
const raw = agree - adjudicated.length;
console.log(`  without adjudication: ${raw}/${compared} (${(compared ? (100 * raw) / compared : 100).toFixed(2)}%)`);
console.log(
  `  ${cardsCompared} cards; ${adjudicated.length} disagreements adjudicated as Forge's (adjudication.json); not compared: ${skipped.notInCorpus} abilities of cards missing from the corpus, ${skipped.multiFace} of multi-face cards, ${skipped.joke} of joke or run-together cards`,
);
const stale = [...adjudications.keys()].filter((k) => !usedAdjudications.has(k));
if (stale.length) console.log(`  ${stale.length} adjudication entries no longer needed: ${stale.slice(0, 5).join("; ")}`);
const examples = Number(opts.examples) || 0;
for (const [kind, list] of [...disagreements].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`\n${kind}: ${list.length}`);
  for (const { card, c } of list.slice(0, examples)) {
    console.log(
      `  ${card}\n    forge: ${c.forge.line.slice(0, 160)}\n    forge cells: ${[...c.forge.cells].join(" ")}\n    cardscript: ${c.cardscriptText?.slice(0, 120) ?? "(none)"}\n    cardscript cells: ${[...(c.cardscript ?? [])].join(" ")}`,
    );
  }
}
if (opts.min !== undefined && pct < Number(opts.min)) process.exitCode = 1;
