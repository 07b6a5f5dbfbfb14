/**
 * Benchmark worker: lints the card texts it is sent and posts back per-rule counts.
 * Used by `bench/corpus-bench.ts --workers N` to measure whether worker threads pay off.
 */
import { parentPort } from "node:worker_threads";
import { lintSource } from "../cli/src/lint/lint-source";

parentPort!.on("message", (texts: string[]) => {
  const counts: Record<string, number> = {};
  const t0 = performance.now();
  texts.forEach((text, i) => {
    for (const m of lintSource(text, `card-${i}.card`).messages) counts[m.ruleId] = (counts[m.ruleId] ?? 0) + 1;
  });
  parentPort!.postMessage({ counts, ms: performance.now() - t0 });
});
