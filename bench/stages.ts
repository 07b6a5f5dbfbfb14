/**
 * `npm run bench:stages`: where a cold lint of the benchmark corpus (bench/corpus-files.ts) spends
 * its time, in microseconds per card, for the one-file-per-card and the one-file-per-set layouts:
 * read, parse (`--parser chevrotain`: by Chevrotain alone), card-text localization, file
 * model, each rule, suppressions, the CLI's report, and garbage collection (V8's `gc` entries, which
 * overlap the stages they interrupt). The stages are the linter's own steps (`lintTextSteps`) run one
 * by one with a timer around each; "total lintDocument" re-lints the same texts through the one
 * call the CLI makes, to show that the stages add up to it.
 * Each layout runs in a fresh process: the first pass is cold, as in a CLI run.
 * Usage: npm run bench:stages [-- --all-rules] [-- --locale de] [-- --parser chevrotain]
 */
import { readdirSync, readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PerformanceObserver } from "node:perf_hooks";
import { parseSteps, type ParseResult } from "../grammar/src/index";
import { parseWithChevrotain } from "../grammar/src/parser";
import { runToEnd } from "../server/src/core/steps";
import { GAMES, gameOf } from "../server/src/app/games";
import { localizeCardText } from "../server/src/core/model/card-text";
import { buildFileModel } from "../server/src/core/model/file-model";
import { lintDocument, directiveRuleIds } from "../server/src/app/service";
import { rulesFor } from "../server/src/core/rules/registry";
import { RULES } from "../server/src/app/rules";
import { ruleMessage } from "../server/src/core/rules/messages";
import { applySuppressions } from "../server/src/core/suppressions";
import type { Finding, Report, SeveritySetting } from "../server/src/core/rules/types";
import { reportFor } from "../cli/src/lint/lint-source";
import { cardNamesOf } from "../cli/src/lint/cross-file-scan";
import { prepareBenchCorpus } from "./corpus-files";

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const locale = arg("--locale");
const allRules = process.argv.includes("--all-rules");
const chevrotainOnly = arg("--parser") === "chevrotain";
const rules: Record<string, SeveritySetting> | undefined = allRules
  ? Object.fromEntries(RULES.map((r) => [r.meta.id, r.meta.defaultSeverity]))
  : undefined;

let gcMs = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcMs += e.duration;
}).observe({ entryTypes: ["gc"] });

/** Milliseconds per stage, in first-seen order. */
type Stages = Map<string, number>;
function timed<T>(stages: Stages, name: string, f: () => T): T {
  const t = performance.now();
  const r = f();
  stages.set(name, (stages.get(name) ?? 0) + performance.now() - t);
  return r;
}

/**
 * Parses `text` as the linter does (`parseSteps`: the line scanner, Chevrotain from the first block
 * it is not sure of), or with `--parser chevrotain` by Chevrotain alone, for a before/after
 * comparison in one run.
 */
function stagedParse(stages: Stages, text: string): ParseResult {
  if (!chevrotainOnly) return timed(stages, "parse (line scanner, Chevrotain if unsure)", () => runToEnd(parseSteps(text)));
  return timed(stages, "parse by Chevrotain (lex, parse, syntax tree)", () => parseWithChevrotain(text));
}

function lintStaged(stages: Stages, text: string, filePath: string): void {
  const parsed = stagedParse(stages, text);
  const game = gameOf(parsed);
  const cardText = timed(stages, "card text (lang)", () => localizeCardText(text, parsed, game));
  const model = timed(stages, "file model", () =>
    cardText
      ? buildFileModel(cardText.map.text, parse2(cardText.map.text), game, GAMES, locale, cardText)
      : buildFileModel(text, parsed, game, GAMES, locale),
  );
  const findings: Finding[] = [];
  for (const rule of rulesFor(game)) {
    const chosen = rules?.[rule.meta.id] ?? (rule.meta.enabledByDefault === false ? "off" : rule.meta.defaultSeverity);
    if (chosen === "off") continue;
    const report = (r: Report) =>
      findings.push({
        ruleId: rule.meta.id,
        severity: chosen,
        message: ruleMessage(rule.meta, r.messageId, r.data, model.edition, model.l10n),
        span: r.span,
        fixes: r.fixes ?? [],
        tags: [],
      });
    timed(stages, `rule ${rule.meta.id}`, () => rule.check({ model, report }));
  }
  findings.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  const s = timed(stages, "suppressions", () =>
    applySuppressions(text, parsed, findings, {
      knownRuleIds: directiveRuleIds(),
      unknownRuleSeverity: "error",
      l10n: model.l10n,
      reportUnused: "off",
    }),
  );
  timed(stages, "CLI report + card names", () => {
    const result = { findings: s.findings, parse: parsed, model };
    reportFor(text, filePath, s.findings, result, false, model.lines);
    cardNamesOf(parsed, model.lines, model.game);
  });
}
function parse2(text: string): ParseResult {
  return chevrotainOnly ? parseWithChevrotain(text) : runToEnd(parseSteps(text));
}

/** Lets the `gc` performance entries of the work so far arrive. */
const settle = () => new Promise((r) => setTimeout(r, 50));

async function measure(label: string, dir: string, cardCount: number): Promise<void> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".card"))
    .sort()
    .map((f) => path.join(dir, f));
  const stages: Stages = new Map();
  const gc0 = gcMs;
  const texts = files.map((f) => timed(stages, "read", () => readFileSync(f, "utf8")));
  const t0 = performance.now();
  texts.forEach((t, i) => lintStaged(stages, t, files[i]!));
  const stagedMs = performance.now() - t0 + stages.get("read")!;
  await settle();
  const gcStaged = gcMs - gc0;
  const t1 = performance.now();
  const gc1 = gcMs;
  for (const t of texts) lintDocument(t, { rules, locale });
  const totalMs = performance.now() - t1;
  await settle();
  const us = (ms: number) => ((ms * 1000) / cardCount).toFixed(1).padStart(8);
  console.log(`\n${label}: ${files.length} files, ${cardCount} cards (µs per card)`);
  for (const [name, ms] of stages) if ((ms * 1000) / cardCount >= 0.05) console.log(`${us(ms)}  ${name}`);
  console.log(`${us(stagedMs)}  sum of the stages above (wall)`);
  console.log(`${us(gcStaged)}  garbage collection during them (included above)`);
  console.log(`${us(totalMs)}  total lintDocument, second pass (GC ${us(gcMs - gc1).trim()})`);
}

const corpus = prepareBenchCorpus();
const layout = arg("--layout");
if (layout === "card") await measure("one file per card", corpus.perCard, corpus.cardCount);
else if (layout === "set") await measure("one file per set", corpus.perSet, corpus.cardCount);
else {
  // Each layout in a fresh process: the first pass is cold (JIT, caches), as a CLI run is.
  console.log(
    `rules: ${allRules ? "all on" : "defaults"}; locale: ${locale ?? "en"}; parser: ${chevrotainOnly ? "Chevrotain alone" : "line scanner"}`,
  );
  for (const l of ["card", "set"])
    spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2), "--layout", l], {
      stdio: "inherit",
    });
}
