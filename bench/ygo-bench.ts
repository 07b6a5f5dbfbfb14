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
 * Usage: node --import tsx bench/ygo-bench.ts [--repeat N] [--all-rules] [--baseline <checkout>]
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readFileSync } from "node:fs";
import { readRecords, recordToSource } from "../server/src/core/import/card-import";
import { ygoRecordToFile, recordKind } from "../server/src/core/games/ygo/import";
import { GAMES } from "../server/src/core/games/registry";
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
for (let run = 1; run <= repeat; run++) {
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
  console.log(`best wall${tag}: ${line(best, "cards/s", tag)}${allRules ? " (all rules on)" : ""}`);
  console.log(`best CPU${tag}:  ${line(bestCpu, "cards per CPU-second", tag)}${allRules ? " (all rules on)" : ""}`);
}
const perChar = (name: string) => bestCpu.get(name)! * avgChars(name);
console.log(`per character (CPU): YGO/MTG ${(perChar("YGO") / perChar("MTG")).toFixed(2)}`);
