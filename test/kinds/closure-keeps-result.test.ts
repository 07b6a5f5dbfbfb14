/**
 * Kind: a closure kept with a long-lived object holds a large value by accident. The incremental
 * analysis keeps only the most recent blocks' parse trees and models (an LRU), yet the `result`
 * getter of each block's analysis was written inside the function that linted the block, next to
 * the block's result: a closure keeps every variable of its scope that any closure there uses, so
 * every block kept its whole result alive (a file of 30,000 cards held 30,000 models; the CLI's
 * block-wise lint of a large file and the editor both). A block's result must be collectable once
 * it has left the LRU.
 */
import assert from "node:assert/strict";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { incrementalAnalysis } from "../../server/src/app/service";
import type { Derivation } from "../../server/src/core/incremental/incremental-analysis";
import { LineIndex } from "../../server/src/core/text/line-index";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const CARDS = 300;
const text = Array.from({ length: CARDS }, (_, i) => `card "Card ${i}" {\n  type: Sorcery\n  text:\n    Draw a card.\n}\n`).join("");

describe("kind: closure keeps a block's result alive", () => {
  for (const oneShot of [false, true]) {
    it(`an analysis ${oneShot ? "used once (the CLI's)" : "across edits (the editor's)"} keeps only its recent blocks' results`, async () => {
      const models: WeakRef<object>[] = [];
      // Sees each block's result as it is linted (and keeps nothing of it).
      const watch: Derivation<number> = {
        compute: (result) => {
          models.push(new WeakRef(result.model));
          return 0;
        },
      };
      const analysis = incrementalAnalysis({}, { eager: [watch], oneShot });
      const lines = new LineIndex(text);
      const r = analysis.update(text, undefined, (o) => lines.positionAt(o).line);
      assert.equal(r.mode, "incremental");
      assert.equal(models.length, CARDS + 1);
      // WeakRefs made in this job stay alive until it ends.
      await new Promise((done) => setImmediate(done));
      gc();
      const alive = models.filter((m) => m.deref() !== undefined).length;
      // The header's result and the LRU's 64 recent ones stay; the rest are gone. (Run among other
      // suites, one more was sometimes still reachable from V8's own handles: a margin of a few; the
      // fault kept all of them.)
      assert.ok(alive <= 70, `${alive} of ${CARDS + 1} block models still alive`);
      assert.ok(analysis.current); // the analysis itself is still in use
    });
  }
});
