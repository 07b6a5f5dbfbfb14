/**
 * Kind: super-linear time on some input. Every stage a keystroke runs — lexer, parser, lint,
 * format, completion, hover — must scale linearly: ×4 input may cost at most ×6 time.
 *
 * The inputs are the pathological shapes that made stages quadratic (long runs of spaces before
 * a word a regex looks for, long words before a `$`-anchored star, thousands of unclosed
 * cards, long runs of one character). Times are the best of several runs (CPU time of this
 * process) at a size where one run takes milliseconds, so the ratio is not noise; no absolute time is asserted (speed targets live
 * in `npm run bench`).
 */
import { strict as assert } from "node:assert";
import { cardLexer } from "../grammar/src/lexer";
import { parse } from "../grammar/src/index";
import { lintText, formatDocument } from "../server/src/app/service";
import { completionAtOffset } from "../server/src/core/features/completion";
import { hoverAtOffset } from "../server/src/core/features/hover";
import { PATHOLOGICAL } from "./helpers/pathological";
import type { FileModel } from "../server/src/core/model/file-model";

/** The stages a document goes through; `prepare` (untimed) builds what `run` needs. */
interface Stage {
  name: string;
  prepare?: (text: string) => unknown;
  run: (text: string, prepared: unknown) => unknown;
}
const model = (t: string) => lintText(t).model;
const STAGES: Stage[] = [
  { name: "lexer", run: (t) => cardLexer.tokenize(t) },
  { name: "parser", run: (t) => parse(t) },
  { name: "lint", run: (t) => lintText(t) },
  { name: "format", run: (t) => formatDocument(t) },
  // Line ends and the middle of the longest line are where the completion regexes look back.
  {
    name: "completion",
    prepare: model,
    run: (t, m) => {
      for (const at of interestingOffsets(t)) completionAtOffset(m as FileModel, at);
    },
  },
  {
    name: "hover",
    prepare: model,
    run: (t, m) => {
      for (const at of interestingOffsets(t)) hoverAtOffset(m as FileModel, at);
    },
  },
];

/** Offsets where features look backwards or forwards the most: line ends and the middle. */
function interestingOffsets(text: string): number[] {
  const out = [text.length, Math.floor(text.length / 2)];
  let longest = 0;
  let longestEnd = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || text[i] === "\n") {
      if (i - start > longest) {
        longest = i - start;
        longestEnd = i;
      }
      start = i + 1;
    }
  }
  out.push(longestEnd, Math.max(0, longestEnd - 1), longestEnd - Math.floor(longest / 2));
  return out;
}

/** A full garbage collection when the runner exposes it (`.mocharc.json`: `expose-gc`). */
const collectGarbage = (globalThis as { gc?: () => void }).gc ?? (() => {});

/**
 * Best-of-`runs` CPU time in ms of `fn` (user + system time of this process, so the waiting for a
 * core on a busy machine is not counted; wall-clock ratios failed under load average 20). The heap
 * is collected before each run, so one run does not pay for the garbage of the previous one (with
 * large strings that carry-over alone made ×4 inputs cost ×6.5 in a loaded run, although no stage
 * grows faster than linearly).
 */
function best(fn: () => void, runs: number): number {
  let min = Infinity;
  for (let i = 0; i < runs; i++) {
    collectGarbage();
    const t0 = process.cpuUsage();
    fn();
    const used = process.cpuUsage(t0);
    const ms = (used.user + used.system) / 1000;
    if (ms < min) min = ms;
  }
  return min;
}

/**
 * Time ratio t(4n)/t(n) for the smallest n ≥ 2,000 at which t(n) is at least 10 ms (so timer
 * noise does not dominate), growing n up to `maxN`. A stage still under 10 ms at `maxN` is
 * compared against 20 ms (a quadratic stage is far slower than that at 64,000 characters: the
 * faults this test guards against took seconds). The floor is above 10 ms because in the full
 * mocha process, which holds hundreds of MB of corpus data from earlier suites, a major GC that
 * lands in the 4n run costs tens of ms whatever the input (seen in CI: parser 7.8 ms → 64 ms, yet
 * ×4.9 when run alone).
 * The final pair is timed interleaved (n, 4n, n, 4n, …; best of five each), so a change of load
 * on a shared machine during the measurement hits both sizes alike.
 */
function growthRatio(make: (n: number) => string, stage: Stage, maxN = 64_000): { n: number; small: number; large: number; ratio: number } {
  const prepare = (n: number) => {
    const text = make(n);
    const prepared = stage.prepare?.(text);
    stage.run(text, prepared); // warm up (JIT, regex compilation)
    return () => stage.run(text, prepared);
  };
  let n = 8000;
  for (;;) {
    const small = prepare(n);
    if (best(small, 3) >= 10 || n >= maxN) {
      const large = prepare(4 * n);
      let tSmall = Infinity;
      let tLarge = Infinity;
      for (let i = 0; i < 5; i++) {
        tSmall = Math.min(tSmall, best(small, 1));
        tLarge = Math.min(tLarge, best(large, 1));
      }
      return { n, small: tSmall, large: tLarge, ratio: tLarge / Math.max(tSmall, 20) };
    }
    n *= 2;
  }
}

describe("linear-time: ×4 input costs at most ×6 time in every stage", function () {
  this.timeout(600_000);
  for (const stage of STAGES) {
    describe(stage.name, () => {
      for (const shape of PATHOLOGICAL) {
        it(shape.name, () => {
          // Retries absorb scheduling hiccups on a busy machine; a real quadratic fails every time.
          let r = growthRatio(shape.make, stage);
          for (let retry = 0; retry < 3 && r.ratio > 6; retry++) r = growthRatio(shape.make, stage);
          assert.ok(
            r.ratio <= 6,
            `${stage.name} on '${shape.name}': n=${r.n} took ${r.small.toFixed(1)} ms, 4n took ${r.large.toFixed(1)} ms (×${r.ratio.toFixed(1)})`,
          );
        });
      }
    });
  }
});
