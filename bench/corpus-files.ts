/**
 * The benchmark's inputs, written from the real MTG corpus (`$CARDSCRIPT_CORPUS` or
 * ../shared/corpus, never copied into the repository) into a folder under the OS temp dir:
 * - `per-card/`: one `.card` file per card (file names from the core's `cardFileName`, deduplicated);
 * - `per-set/`: one `.card` file per set code, its cards one after the other;
 * - `cards-2000.card`, `cards-30000.card`: the first 2,000 / 30,000 cards in one file (cycled when
 *   the corpus is smaller);
 * - `every-card.card`: every card in one file; `times4/`: four copies of `per-card/` (1/ to 4/), the
 *   cards of copies 2–4 renamed (" (copy 2)") so that no name repeats across the copies (the
 *   corpus ×4 as one designer's collection, not 3 duplicates of every card). Both made on first use.
 * Written once per corpus file (size and mtime in the folder name) and reused by later runs.
 */
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { cardFileName, readRecords } from "../server/src/core/import/card-import";
import { recordToCard } from "../server/src/games/mtg/import";
import { requireCorpusFile } from "../test/helpers/corpus";

export interface BenchCorpus {
  dir: string;
  perCard: string;
  perSet: string;
  big2000: string;
  big30000: string;
  everyCard: string;
  times4: string;
  cardCount: number;
  perCardFiles: number;
  perSetFiles: number;
}

/** Prepares (or reuses) the benchmark folder; returns its paths and counts. */
export function prepareBenchCorpus(): BenchCorpus {
  const source = requireCorpusFile("mtg/cards.jsonl");
  const st = statSync(source);
  const dir = path.join(os.tmpdir(), `cardscript-bench-${st.size}-${Math.round(st.mtimeMs)}`);
  const meta = path.join(dir, "meta.json");
  const paths = {
    dir,
    perCard: path.join(dir, "per-card"),
    perSet: path.join(dir, "per-set"),
    big2000: path.join(dir, "cards-2000.card"),
    big30000: path.join(dir, "cards-30000.card"),
    everyCard: path.join(dir, "every-card.card"),
    times4: path.join(dir, "times4"),
  };
  if (existsSync(meta)) {
    const counts = JSON.parse(readFileSync(meta, "utf8")) as Pick<BenchCorpus, "cardCount" | "perCardFiles" | "perSetFiles">;
    addLaterInputs(paths);
    return { ...paths, ...counts };
  }
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(path.join(tmp, "per-card"), { recursive: true });
  mkdirSync(path.join(tmp, "per-set"), { recursive: true });
  const records = readRecords(readFileSync(source, "utf8"));
  const texts: string[] = [];
  const taken = new Set<string>();
  const sets = new Map<string, string[]>();
  for (const r of records) {
    let text: string;
    try {
      text = recordToCard(r);
    } catch {
      continue;
    }
    texts.push(text);
    const base = cardFileName(String(r["name"] ?? "card")).replace(/\.card$/, "");
    let name = `${base}.card`;
    for (let n = 2; taken.has(name); n++) name = `${base}-${n}.card`;
    taken.add(name);
    writeFileSync(path.join(tmp, "per-card", name), text);
    const set = String(r["set"] ?? "none").replace(/[^A-Za-z0-9_-]/g, "_") || "none";
    (sets.get(set) ?? sets.set(set, []).get(set)!).push(text);
  }
  for (const [set, list] of sets) writeFileSync(path.join(tmp, "per-set", `${set}.card`), list.join("\n"));
  const big = (n: number) => Array.from({ length: n }, (_, i) => texts[i % texts.length]!).join("\n");
  writeFileSync(path.join(tmp, "cards-2000.card"), big(2000));
  writeFileSync(path.join(tmp, "cards-30000.card"), big(30000));
  const counts = { cardCount: texts.length, perCardFiles: taken.size, perSetFiles: sets.size };
  writeFileSync(path.join(tmp, "meta.json"), JSON.stringify(counts));
  renameSync(tmp, dir);
  addLaterInputs(paths);
  return { ...paths, ...counts };
}

/** Writes `every-card.card` and `times4/` when missing (inputs added after the folder was first written). */
function addLaterInputs(paths: Pick<BenchCorpus, "perCard" | "everyCard" | "times4">): void {
  const names = readdirSync(paths.perCard)
    .filter((f) => f.endsWith(".card"))
    .sort();
  if (!existsSync(paths.everyCard)) {
    const tmp = `${paths.everyCard}.tmp-${process.pid}`;
    writeFileSync(tmp, names.map((f) => readFileSync(path.join(paths.perCard, f), "utf8")).join("\n"));
    renameSync(tmp, paths.everyCard);
  }
  if (!existsSync(paths.times4)) {
    const tmp = `${paths.times4}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    for (let copy = 1; copy <= 4; copy++) {
      const to = path.join(tmp, String(copy));
      mkdirSync(to, { recursive: true });
      for (const f of names) {
        const from = path.join(paths.perCard, f);
        if (copy === 1) linkSync(from, path.join(to, f));
        else writeFileSync(path.join(to, f), readFileSync(from, "utf8").replace(/^card "((?:[^"\\]|\\.)*)"/gm, `card "$1 (copy ${copy})"`));
      }
    }
    renameSync(tmp, paths.times4);
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) console.log(prepareBenchCorpus());
