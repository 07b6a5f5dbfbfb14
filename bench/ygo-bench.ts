/**
 * `npm run bench:ygo`: lints the MTG and the YGO corpus in one process, one after the other, and
 * prints cards per second for each and the ratio YGO/MTG (the target: the YGO corpus lints
 * at no fewer cards per second than the MTG corpus, i.e. ratio ≥ 1.00).
 *
 * Both corpora are imported in memory first (MTG: core `recordToSource`; YGO: `ygoRecordToFile`,
 * every record that is not a Skill card or Token, as `cardscript import` writes them), then each
 * card text goes through the CLI's `lintSource` with the default rule settings. The order of the
 * two corpora alternates between runs (`--repeat N`, default 3) and the best run of each is
 * reported (wall time and, less sensitive to other processes on a shared machine, CPU time), so a warm-up or a neighbour's load spike does not decide the ratio.
 * The corpus is found like the tests find it (`$CARDSCRIPT_CORPUS` or ../shared/corpus).
 * `--all-rules` turns every rule of each game on (off-by-default ones included), as the corpus tests do.
 *
 * It also prints the average file size of each corpus and the ratio of characters linted per
 * CPU-second, since a YGO card's text is much longer than a Magic card's.
 *
 * `--baseline <checkout>` also lints both corpora with the `lintSource` of another checkout of the
 * repository (e.g. `git archive <commit> | tar x -C /tmp/base`, with `node_modules` linked in), in the
 * same runs, and prints its ratio next to this one's: a before/after comparison that shares the
 * machine's load.
 *
 * `--interleave` measures differently, for a loaded machine: chunks of 500 cards of each corpus
 * (and of each checkout) alternate, `--repeat N` passes over the MTG corpus (the YGO corpus is
 * cycled to the same number of cards), and the CPU and wall time of all chunks of a corpus are
 * summed; so both corpora share every spike of a neighbour's load instead of one of them meeting
 * it. It prints the same "cards/s" and ratio lines.
 *
 * Usage: node --import tsx bench/ygo-bench.ts [--repeat N] [--all-rules] [--interleave] [--baseline <checkout>]
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readFileSync } from "node:fs";
import { readRecords } from "../server/src/core/import/card-import";
import { recordToSource } from "../server/src/app/service";
import { ygoRecordToFile, recordKind } from "../server/src/games/ygo/import";
import { GAMES } from "../server/src/app/games";
import { rulesFor } from "../server/src/core/rules/registry";
import { lintSource, type LintSourceOptions } from "../cli/src/lint/lint-source";
import { requireCorpusFile } from "../test/helpers/corpus";

const arg = (name: string) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : undefined);
const repeat = arg("--repeat") || 3;
const allRules = process.argv.includes("--all-rules");

function options(game: string): LintSourceOptions {
  if (!allRules) return {};
  const model = GAMES.find((g) => g.id === game)!;
  return { rules: Object.fromEntries(rulesFor(model).map((r) => [r.meta.id, r.meta.defaultSeverity])) };
}

const baselineDir = process.argv.includes("--baseline") ? path.resolve(process.argv[process.argv.indexOf("--baseline") + 1]!) : undefined;
type Lint = typeof lintSource;
const linters: { tag: string; lint: Lint }[] = [{ tag: "", lint: lintSource }];
if (baselineDir) {
  const mod = (await import(pathToFileURL(path.join(baselineDir, "cli", "src", "lint", "lint-source.ts")).href)) as { lintSource: Lint };
  linters.push({ tag: " (baseline)", lint: mod.lintSource });
}

const corpora = [
  {
    name: "MTG",
    texts: readRecords(readFileSync(requireCorpusFile("mtg/cards.jsonl"), "utf8")).map((r) => recordToSource(r)),
    options: options("mtg"),
  },
  {
    name: "YGO",
    texts: readRecords(readFileSync(requireCorpusFile("ygo/cards.jsonl"), "utf8"))
      .filter((r) => recordKind(r).kind !== "skill")
      .map((r) => ygoRecordToFile(r)),
    options: options("ygo"),
  },
];

const best = new Map<string, number>();
const bestCpu = new Map<string, number>();
const interleave = process.argv.includes("--interleave");
if (interleave) measureInterleaved();
for (let run = 1; run <= (interleave ? 0 : repeat); run++) {
  const jobs = linters.flatMap((l) => corpora.map((c) => ({ ...c, name: c.name + l.tag, lint: l.lint })));
  const order = run % 2 ? jobs : [...jobs].reverse();
  for (const c of order) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    let findings = 0;
    c.texts.forEach((text, i) => (findings += c.lint(text, `card-${i}.card`, c.options).messages.length));
    const perSecond = c.texts.length / ((performance.now() - start) / 1000);
    const cpu = process.cpuUsage(cpuStart);
    const perCpuSecond = c.texts.length / ((cpu.user + cpu.system) / 1e6);
    best.set(c.name, Math.max(best.get(c.name) ?? 0, perSecond));
    bestCpu.set(c.name, Math.max(bestCpu.get(c.name) ?? 0, perCpuSecond));
    console.log(
      `run ${run} ${c.name}: ${c.texts.length} cards, ${Math.round(perSecond)} cards/s wall, ${Math.round(perCpuSecond)} cards per CPU-second (${findings} findings)`,
    );
  }
}
/** `--interleave`: alternating chunks, time summed per corpus and checkout (into `best`/`bestCpu`). */
function measureInterleaved(): void {
  const CHUNK = 500;
  const jobs = linters.flatMap((l) => corpora.map((c) => ({ ...c, name: c.name + l.tag, lint: l.lint })));
  const sum = new Map(jobs.map((j) => [j.name, { cards: 0, ms: 0, cpuUs: 0 }]));
  const mtgCount = corpora[0]!.texts.length;
  for (const j of jobs) j.texts.slice(0, 1000).forEach((text, i) => j.lint(text, `card-${i}.card`, j.options)); // warm-up
  for (let run = 0; run < repeat; run++) {
    for (let at = 0, k = 0; at < mtgCount; at += CHUNK, k++) {
      for (const j of k % 2 ? [...jobs].reverse() : jobs) {
        const from = at % j.texts.length;
        const chunk = j.texts.slice(from, from + CHUNK);
        const start = performance.now();
        const cpuStart = process.cpuUsage();
        chunk.forEach((text, i) => j.lint(text, `card-${from + i}.card`, j.options));
        const cpu = process.cpuUsage(cpuStart);
        const s = sum.get(j.name)!;
        s.cards += chunk.length;
        s.ms += performance.now() - start;
        s.cpuUs += cpu.user + cpu.system;
      }
    }
  }
  for (const [name, s] of sum) {
    best.set(name, s.cards / (s.ms / 1000));
    bestCpu.set(name, s.cards / (s.cpuUs / 1e6));
    console.log(
      `interleaved ${name}: ${s.cards} cards, ${Math.round(best.get(name)!)} cards/s wall, ${Math.round(bestCpu.get(name)!)} cards per CPU-second`,
    );
  }
}

const avgChars = (name: string) => {
  const c = corpora.find((x) => x.name === name)!;
  return c.texts.reduce((n, t) => n + t.length, 0) / c.texts.length;
};
console.log(
  `average file size: MTG ${Math.round(avgChars("MTG"))} characters, YGO ${Math.round(avgChars("YGO"))} characters (YGO/MTG ${(avgChars("YGO") / avgChars("MTG")).toFixed(2)})`,
);
const line = (m: Map<string, number>, unit: string, tag = "") =>
  `MTG ${Math.round(m.get("MTG" + tag)!)} ${unit}, YGO ${Math.round(m.get("YGO" + tag)!)} ${unit}, ratio YGO/MTG ${(m.get("YGO" + tag)! / m.get("MTG" + tag)!).toFixed(2)}`;
for (const { tag } of linters) {
  const what = interleave ? "interleaved" : "best";
  console.log(`${what} wall${tag}: ${line(best, "cards/s", tag)}${allRules ? " (all rules on)" : ""}`);
  console.log(`${what} CPU${tag}:  ${line(bestCpu, "cards per CPU-second", tag)}${allRules ? " (all rules on)" : ""}`);
}
const perChar = (name: string) => bestCpu.get(name)! * avgChars(name);
console.log(`per character (CPU): YGO/MTG ${(perChar("YGO") / perChar("MTG")).toFixed(2)}`);
