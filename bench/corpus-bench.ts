/**
 * `npm run bench`: lints the whole MTG corpus and prints cards per second, total time and peak
 * memory. The corpus is found like the tests find it (`$CARDSCRIPT_CORPUS` or ../shared/corpus).
 *
 * Phases: import (records → CardScript text, in memory, core importer), lint (each card text
 * through the CLI's `lintSource`, i.e. the core linter plus position conversion).
 * Memory: peak RSS (the kernel's high-water mark, `process.resourceUsage().maxRSS`, and the
 * highest `process.memoryUsage().rss` sampled every 500 cards) and heapUsed after a forced GC
 * (run with `node --expose-gc`). No timed assertions: this only reports.
 *
 * `--workers N` (N ≥ 1) lints in N worker threads instead (cards split into N equal chunks; the
 * time includes starting the workers), to measure whether threads pay off on this machine.
 *
 * Usage: node --expose-gc --import tsx bench/corpus-bench.ts [--repeat N] [--workers N]
 */
import { readFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { readRecords } from "../server/src/core/import/card-import";
import { recordToCard } from "../server/src/games/mtg/import";
import { lintSource } from "../cli/src/lint/lint-source";
import { requireCorpusFile } from "../test/helpers/corpus";

const arg = (name: string) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : undefined);
const repeat = arg("--repeat") || 1;
const workers = arg("--workers") ?? 0;
const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
let rssHigh = 0;
const sample = () => (rssHigh = Math.max(rssHigh, process.memoryUsage().rss));

const file = requireCorpusFile("mtg/cards.jsonl");
const t0 = performance.now();
const records = readRecords(readFileSync(file, "utf8"));
const texts = records.map((r) => recordToCard(r));
const t1 = performance.now();
sample();
console.log(`corpus: ${file}`);
console.log(`import: ${texts.length} cards in ${((t1 - t0) / 1000).toFixed(2)} s`);

const counts = new Map<string, number>();
for (let run = 1; run <= repeat; run++) {
  counts.clear();
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  if (workers > 0) {
    const chunk = Math.ceil(texts.length / workers);
    const results = await Promise.all(
      Array.from(
        { length: workers },
        (_, w) =>
          new Promise<{ counts: Record<string, number>; ms: number }>((resolve, reject) => {
            const worker = new Worker(new URL("./lint-worker.mjs", import.meta.url));
            worker.once("message", (r: { counts: Record<string, number>; ms: number }) => {
              sample();
              void worker.terminate();
              resolve(r);
            });
            worker.once("error", reject);
            worker.postMessage(texts.slice(w * chunk, (w + 1) * chunk));
          }),
      ),
    );
    if (run === 1) for (const r of results) for (const [id, n] of Object.entries(r.counts)) counts.set(id, (counts.get(id) ?? 0) + n);
    console.log(`  worker lint times: ${results.map((r) => (r.ms / 1000).toFixed(2) + " s").join(", ")}`);
  } else {
    texts.forEach((text, i) => {
      const report = lintSource(text, `card-${i}.card`);
      if (run === 1) for (const m of report.messages) counts.set(m.ruleId, (counts.get(m.ruleId) ?? 0) + 1);
      if (i % 500 === 0) sample();
    });
  }
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  sample();
  console.log(
    `lint${workers > 0 ? ` (${workers} workers)` : ""}${repeat > 1 ? ` run ${run}` : ""}: ${texts.length} cards in ${seconds.toFixed(2)} s = ${Math.round(texts.length / seconds)} cards/s (CPU ${cpuSeconds.toFixed(2)} s, ${(cpuSeconds / seconds).toFixed(2)} cores busy on average)`,
  );
}
const total = (performance.now() - t0) / 1000;
gc?.();
const heapAfterGc = process.memoryUsage().heapUsed;
console.log(`total: ${total.toFixed(2)} s (import + lint)`);
console.log(
  `peak RSS: ${mb(process.resourceUsage().maxRSS * 1024)} (kernel high-water, whole process${workers > 0 ? " incl. workers" : ""}), ${mb(rssHigh)} (sampled high-water)`,
);
console.log(`heapUsed after GC: ${gc ? mb(heapAfterGc) : "n/a (run with --expose-gc)"}`);
console.log(
  `findings: ${
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([id, n]) => `${id} ${n}`)
      .join(", ") || "none"
  }`,
);
