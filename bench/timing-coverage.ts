/**
 * `npm run coverage`: how many timing-shaped sentences of the real card corpora CardScript reads
 * into a window (Magic: `mtg/cards.jsonl`, Yu-Gi-Oh!: `ygo/cards.jsonl`, found through the corpus
 * path helper, `$CARDSCRIPT_CORPUS`), with the unread residue grouped by kind and a few examples
 * of each. Joke cards (Magic's `funny` records and the HHO holiday set) are left out, as in the
 * corpus tests. Options: `--examples N` (examples per kind, default 5), `--game mtg|ygo`.
 * Exit code 1 when a figure is below its target (Magic 99.8 %, Yu-Gi-Oh! 99.5 %).
 */
import type { CardRecord } from "../server/src/core/import/card-import";
import { readRecordFile } from "../cli/src/import/write-cards";
import { lintText, recordToSource } from "../server/src/app/service";
import { timingCoverage, unreadTimingSentences } from "../server/src/core/model/coverage";
import { requireCorpusFile } from "../test/helpers/corpus";

const TARGETS: Record<string, number> = { mtg: 0.998, ygo: 0.995 };
const FILES: Record<string, string> = { mtg: "mtg/cards.jsonl", ygo: "ygo/cards.jsonl" };

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const isJoke = (r: CardRecord) => r["funny"] === true || r["set"] === "HHO";

/** The figure for one game; prints it and returns whether it meets the target. */
function measure(game: string, examplesPerKind: number): boolean {
  const records = readRecordFile(requireCorpusFile(FILES[game]!)).filter((r) => !isJoke(r));
  let read = 0;
  let total = 0;
  const byKind = new Map<string, { count: number; examples: string[] }>();
  for (const record of records) {
    const source = recordToSource(record);
    const { model } = lintText(source, { rules: {} });
    const c = timingCoverage(model);
    read += c.read;
    total += c.total;
    for (const { sentence } of unreadTimingSentences(model)) {
      const kind = sentence.unread ?? "phrase";
      const entry = byKind.get(kind) ?? { count: 0, examples: [] };
      entry.count++;
      if (entry.examples.length < examplesPerKind)
        entry.examples.push(`${String(record["name"])}: ${model.text.slice(sentence.start, sentence.end).replace(/\s+/g, " ")}`);
      byKind.set(kind, entry);
    }
  }
  const share = total ? read / total : 1;
  const ok = share >= TARGETS[game]!;
  console.log(
    `${game}: timing read: ${read.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} sentences (${(100 * share).toFixed(2)} %; target ${(100 * TARGETS[game]!).toFixed(1)} %) in ${records.length.toLocaleString("en-US")} cards${ok ? "" : " — BELOW TARGET"}`,
  );
  for (const [kind, e] of [...byKind].sort((a, b) => b[1].count - a[1].count)) {
    console.log(`  ${kind}: ${e.count}`);
    for (const x of e.examples) console.log(`    - ${x}`);
  }
  return ok;
}

const games = arg("--game") ? [arg("--game")!] : ["mtg", "ygo"];
const examples = Number(arg("--examples") ?? 5);
let allOk = true;
for (const g of games) allOk = measure(g, examples) && allOk;
process.exitCode = allOk ? 0 : 1;
