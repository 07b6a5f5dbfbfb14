/**
 * `npm run bench`: the performance figures of issue #10, each as a ratio to a floor measured in the
 * same run on the same machine (absolute times on a shared machine mean little; ratios do).
 *
 * - CLI, whole real corpus (bench/corpus-files.ts writes it under the OS temp dir), one file per
 *   card (also with `--concurrency auto`), one file per set, one file of every card and the corpus
 *   ×4 one file per card: `cardscript lint <input>` (stylish report to a pipe) vs a Node process
 *   that lists the folder and reads every file, or reads the one file (the list+read / read floor);
 * - the same with a warm `--cache` vs a Node process that lists and stats every file (stat floor);
 * - `cardscript --version` vs `node -e 0`; server spawn → first diagnostics of a one-card file as the
 *   median ratio of 15 interleaved pairs (a `node -e 0`, then a server start), with the server's CPU time;
 * - the language server over JSON-RPC (`diagnosticsDelay: 0`): keystroke latency p50/p95 on a
 *   2,000-card and a 30,000-card file vs the first full analysis of that file, hover and
 *   completion p95, and the server's peak RSS; on the 2,000-card file also keystrokes at 100
 *   distinct random cards (seeded), without and with a workspace folder, and with the requests an
 *   editor sends after each change (outline, folding, semantic tokens), with the server's RSS at
 *   the end; keystrokes with a brace left open in the 30,000-card
 *   file (the whole-file fallback) and the server's peak RSS then;
 * - peak RSS of every CLI run (kernel high-water mark, via a `--require` hook).
 *
 * Each process measurement is the median of `--repeat N` runs (default 3). No assertion fails the
 * run: targets are printed next to the figures (PASS/MISS). `--quick` skips the 30,000-card file;
 * `--cli-only` skips the language server rows; `--typing-only` runs only the keystroke rows.
 * `--baseline <checkout>` also measures another built checkout (its bin/ and dist/, e.g. the
 * commit before a change) in the same run, printed as "baseline" rows.
 * Usage: npm run bench [-- --repeat N] [-- --quick] [-- --cli-only] [-- --typing-only] [-- --baseline ../other-checkout]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { prepareBenchCorpus } from "./corpus-files";
import { measureOpenBrace, measureServerStart, measureTyping, percentile } from "./lsp-bench";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CLI = path.join(ROOT, "bin", "cardscript.js");
const RSS_HOOK = path.join(ROOT, "bench", "peak-rss.cjs");
const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const repeat = Number(arg("--repeat") ?? 3) || 3;
const quick = process.argv.includes("--quick");
const cliOnly = process.argv.includes("--cli-only");
const typingOnly = process.argv.includes("--typing-only");
const baselineDir = arg("--baseline") ? path.resolve(arg("--baseline")!) : undefined;
/** This checkout, and the baseline when asked: [label prefix, CLI launcher, server launcher]. */
const builds: [string, string, string][] = [
  ["", CLI, path.join(ROOT, "bin", "cardscript-language-server.js")],
  ...(baselineDir
    ? [
        ["baseline: ", path.join(baselineDir, "bin", "cardscript.js"), path.join(baselineDir, "bin", "cardscript-language-server.js")] as [
          string,
          string,
          string,
        ],
      ]
    : []),
];

interface Run {
  ms: number;
  rssMiB: number;
  code: number | null;
}

/** Runs `node ...args` with stdout to a pipe that is drained; wall time and peak RSS (MiB). */
function runNode(args: string[], cwd = ROOT): Promise<Run> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "cardscript-rss-"));
  const rssFile = path.join(tmp, "rss");
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const child = spawn(process.execPath, ["--require", RSS_HOOK, ...args], {
      cwd,
      env: { ...process.env, CARDSCRIPT_BENCH_RSS_FILE: rssFile, FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "ignore"],
    });
    child.stdout.on("data", () => {});
    child.on("error", reject);
    child.on("close", (code) => {
      const ms = performance.now() - t;
      let rssMiB = NaN;
      try {
        rssMiB = Number(readFileSync(rssFile, "utf8")) / 1024;
      } catch {
        // The hook did not run (crash): RSS unknown.
      }
      rmSync(tmp, { recursive: true, force: true });
      resolve({ ms, rssMiB, code });
    });
  });
}

/** Median wall time and highest peak RSS over `repeat` runs. */
async function median(args: string[], runs = repeat): Promise<Run> {
  const all: Run[] = [];
  for (let i = 0; i < runs; i++) all.push(await runNode(args));
  return {
    ms: percentile(
      all.map((r) => r.ms),
      50,
    ),
    rssMiB: Math.max(...all.map((r) => r.rssMiB)),
    code: all[0]!.code,
  };
}

/** Lists a folder and reads every `.card` file in it, or reads the one file given. */
const FLOOR_READ = `const fs=require("fs"),p=require("path"),a=process.argv[1];let n=0,b=0;if(a.endsWith(".card")){b=fs.readFileSync(a,"utf8").length;n=1}else for(const f of fs.readdirSync(a,{recursive:true})){if(!f.endsWith(".card"))continue;b+=fs.readFileSync(p.join(a,f),"utf8").length;n++}`;
const FLOOR_STAT = `const fs=require("fs"),p=require("path");let n=0;for(const f of fs.readdirSync(process.argv[1],{recursive:true})){if(!f.endsWith(".card"))continue;fs.statSync(p.join(process.argv[1],f));n++}`;

const rows: string[][] = [];
const f1 = (x: number) => x.toFixed(1);
const f0 = (x: number) => x.toFixed(0);
function row(what: string, figure: string, floor: string, ratio: number | undefined, target: string, pass: boolean | undefined): void {
  rows.push([
    what,
    figure,
    floor,
    ratio === undefined ? "" : `${ratio.toFixed(2)}×`,
    target,
    pass === undefined ? "" : pass ? "PASS" : "MISS",
  ]);
}

const corpus = prepareBenchCorpus();
console.log(
  `corpus: ${corpus.cardCount} cards; ${corpus.perCardFiles} files (one per card), ${corpus.perSetFiles} files (one per set) in ${corpus.dir}`,
);
console.log(
  `node ${process.version}, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(" ")}; medians of ${repeat} runs\n`,
);

// Start-up.
/** The builds the CLI and start-up rows measure (none with `--typing-only`). */
const cliBuilds = typingOnly ? [] : builds;
const nodeStart = typingOnly ? undefined : await median(["-e", "0"], Math.max(5, repeat));
for (const [label, cli] of cliBuilds) {
  const version = await median([cli, "--version"], Math.max(5, repeat));
  row(
    `${label}cardscript --version`,
    `${f0(version.ms)} ms`,
    `node -e 0: ${f0(nodeStart!.ms)} ms`,
    version.ms / nodeStart!.ms,
    "≤ 1.3×",
    version.ms / nodeStart!.ms <= 1.3,
  );
}

// CLI on the corpus: one file per card, one file per set, one file of every card, the corpus ×4
// (123,516 files); each against a process that lists and reads the same files, with peak RSS.
for (const [label, input, target, extra] of typingOnly
  ? []
  : ([
      ["one file per card", corpus.perCard, 2.0, []],
      ["one file per card, --concurrency auto", corpus.perCard, 2.0, ["--concurrency", "auto"]],
      ["one file per set", corpus.perSet, undefined, []],
      ["one file of every card", corpus.everyCard, 2.5, []],
      ["the corpus ×4, one file per card", corpus.times4, undefined, []],
    ] as const)) {
  const floor = await median(["-e", FLOOR_READ, input]);
  // A baseline from before --concurrency would reject the option.
  for (const [prefix, cli] of extra.length > 0 ? builds.slice(0, 1) : builds) {
    const cold = await median([cli, "lint", input, "--no-ignore", ...extra]);
    row(
      `${prefix}CLI lint, ${label} (cold)`,
      `${f0(cold.ms)} ms`,
      `${input.endsWith(".card") ? "read" : "list+read"}: ${f0(floor.ms)} ms`,
      cold.ms / floor.ms,
      target === undefined ? "" : `≤ ${target.toFixed(1)}×`,
      target === undefined ? undefined : cold.ms / floor.ms <= target,
    );
    row(`  peak RSS`, `${f0(cold.rssMiB)} MiB`, "", undefined, "≤ 150 MiB", cold.rssMiB <= 150);
  }
}
for (const [prefix, cli] of cliBuilds) {
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), "cardscript-cache-"));
  const cacheFile = path.join(cacheDir, "cache.json");
  await runNode([cli, "lint", corpus.perCard, "--no-ignore", "--cache", "--cache-location", cacheFile]);
  const stat = await median(["-e", FLOOR_STAT, corpus.perCard]);
  const warm = await median([cli, "lint", corpus.perCard, "--no-ignore", "--cache", "--cache-location", cacheFile]);
  row(
    `${prefix}CLI lint --cache, one file per card (warm)`,
    `${f0(warm.ms)} ms`,
    `list+stat: ${f0(stat.ms)} ms`,
    warm.ms / stat.ms,
    "≤ 1.2×",
    warm.ms / stat.ms <= 1.2,
  );
  row(`  peak RSS`, `${f0(warm.rssMiB)} MiB`, "", undefined, "≤ 150 MiB", warm.rssMiB <= 150);
  rmSync(cacheDir, { recursive: true, force: true });
}

// Language server.
for (const [prefix, , serverBin] of cliOnly || typingOnly ? [] : builds) {
  const start = await measureServerStart(Math.max(15, repeat), serverBin);
  row(
    `${prefix}server spawn → first diagnostics (1 card)`,
    `${f0(start.serverMs)} ms`,
    `node -e 0: ${f0(start.floorMs)} ms (pairs)`,
    start.ratio,
    "≤ 2× (median of pair ratios)",
    start.ratio <= 2,
  );
  if (start.serverCpuMs !== undefined) row(`  server CPU time until then`, `${f0(start.serverCpuMs)} ms`, "", undefined, "", undefined);
}
for (const [cards, file, p95Target, rssTarget] of [
  [2000, corpus.big2000, 10, 150],
  [30000, corpus.big30000, 20, 400],
] as const) {
  for (const [prefix, , serverBin] of builds) {
    if ((quick && cards > 2000) || cliOnly) continue;
    const typing = await measureTyping(file, { keystrokes: 100, warmup: 10, requests: 50, serverBin });
    const label = `${cards.toLocaleString("en")}-card file`;
    if (typing.diagnostics === 1 && prefix) {
      row(`${prefix}${label}`, "not analysed (over the size cap)", "", undefined, "", undefined);
    }
    row(
      `${prefix}keystroke p50, ${label}`,
      `${f1(typing.keystrokeP50)} ms`,
      `first analysis: ${f0(typing.firstMs)} ms`,
      typing.keystrokeP50 / typing.firstMs,
      "",
      undefined,
    );
    row(
      `${prefix}keystroke p95, ${label}`,
      `${f1(typing.keystrokeP95)} ms`,
      `first analysis: ${f0(typing.firstMs)} ms`,
      typing.keystrokeP95 / typing.firstMs,
      `≤ ${p95Target} ms${cards === 2000 ? ", ≤ 0.02×" : ""}`,
      typing.keystrokeP95 <= p95Target && (cards !== 2000 || typing.keystrokeP95 / typing.firstMs <= 0.02),
    );
    row(`${prefix}hover p95, ${label}`, `${f1(typing.hoverP95)} ms`, "", undefined, "", undefined);
    row(`${prefix}completion p95, ${label}`, `${f1(typing.completionP95)} ms`, "", undefined, "", undefined);
    row(
      `${prefix}server peak RSS, ${label}`,
      `${f0(typing.peakRssMiB ?? NaN)} MiB`,
      "",
      undefined,
      `≤ ${rssTarget} MiB`,
      (typing.peakRssMiB ?? Infinity) <= rssTarget,
    );
    if (cards === 2000) await typingAcrossCards(prefix, label, file, serverBin, p95Target, rssTarget);
  }
}

/**
 * Keystrokes at 100 distinct random cards of the file (seeded; a designer working through a set),
 * without and with a workspace folder, and with the requests an editor sends after each change.
 */
async function typingAcrossCards(prefix: string, label: string, file: string, serverBin: string, p95Target: number, rssTarget: number) {
  for (const [how, extra] of [
    ["random cards", {}],
    ["random cards, workspace folder", { workspaceFolder: true }],
    ["random cards + outline, folding, tokens", { editorRequests: true }],
  ] as const) {
    const typing = await measureTyping(file, { keystrokes: 100, warmup: 10, requests: 50, serverBin, spread: "random-cards", ...extra });
    const what = `${label}, ${how}`;
    row(`${prefix}keystroke p50, ${what}`, `${f1(typing.keystrokeP50)} ms`, "", undefined, "", undefined);
    const target = "editorRequests" in extra ? undefined : p95Target;
    row(
      `${prefix}keystroke p95, ${what}`,
      `${f1(typing.keystrokeP95)} ms`,
      "",
      undefined,
      target === undefined ? "" : `≤ ${target} ms`,
      target === undefined ? undefined : typing.keystrokeP95 <= target,
    );
    row(
      `${prefix}server RSS after ${typing.cardsEdited} cards edited (peak), ${what}`,
      `${f0(typing.finalRssMiB ?? NaN)} MiB (${f0(typing.peakRssMiB ?? NaN)})`,
      "",
      undefined,
      `≤ ${rssTarget} MiB`,
      (typing.peakRssMiB ?? Infinity) <= rssTarget,
    );
  }
}

// The whole-file fallback (a brace left open) in the 30,000-card file: every keystroke lints the whole file.
for (const [prefix, , serverBin] of quick || typingOnly ? [] : builds) {
  const brace = await measureOpenBrace(corpus.big30000, 3, serverBin);
  row(`${prefix}keystroke, brace open, 30,000-card file`, `${f0(brace.keystrokeMs)} ms`, "", undefined, "", undefined);
  row(
    `${prefix}server peak RSS, brace open, 30,000-card file`,
    `${f0(brace.peakRssMiB ?? NaN)} MiB`,
    "",
    undefined,
    "≤ 800 MiB",
    (brace.peakRssMiB ?? Infinity) <= 800,
  );
}

const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
const header = ["measure", "figure", "floor (same run)", "ratio", "target", ""];
const w = header.map((h, i) => Math.max(h.length, widths[i]!));
console.log(header.map((h, i) => h.padEnd(w[i]!)).join("  "));
for (const r of rows) console.log(r.map((c, i) => c.padEnd(w[i]!)).join("  "));
