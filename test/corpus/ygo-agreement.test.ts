/**
 * Agreement with EDOPro on real cards (issue 7): `npm run agreement:ygo` compares every card's
 * per-effect kind and Spell Speed with the engine's scripted facts and must stay at or above the
 * target figure, so a change to the effect reading that loses agreement fails here. Skipped (one
 * line) without the corpus, required under `CI=true`, like the other corpus suites.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { PROJECT_ROOT, corpusFileOrSkip } from "../helpers/corpus";

/** The target: agreement ≥ 97% of the compared effects. */
const TARGET_PERCENT = 97;

describe("YGO corpus: agreement with EDOPro's scripted effects", function () {
  it(`kind and Spell Speed agree on at least ${TARGET_PERCENT}% of the compared effects`, function () {
    corpusFileOrSkip(this, "ygo/effect-facts.jsonl");
    corpusFileOrSkip(this, "ygo/cards.jsonl");
    const out = execFileSync(
      process.execPath,
      ["--import", "tsx", path.join(PROJECT_ROOT, "bench", "ygo-agreement.ts"), "--min", String(TARGET_PERCENT)],
      { cwd: PROJECT_ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    const m = /^ygo agreement: (\d+)\/(\d+) \(([\d.]+)%\)$/m.exec(out);
    assert.ok(m, `no agreement line in the output:\n${out.slice(0, 500)}`);
    const [agreed, total] = [Number(m[1]), Number(m[2])];
    assert.ok(total > 15000, `only ${total} effects compared: are the facts and the cards read?`);
    assert.ok((100 * agreed) / total >= TARGET_PERCENT, out.split("\n").slice(0, 3).join("\n"));
    console.log(`      ${m[0]}`);
  });
});
