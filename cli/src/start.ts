/**
 * `dist/cli.cjs`, what `bin/cardscript.js` starts: runs the CLI bundle `dist/cli-main.cjs` (built
 * from `main.ts`) through V8's code cache (`server/src/node-io/code-cache.ts`), so a run does not
 * compile the bundle again.
 */
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runBundle } from "../../server/src/node-io/code-cache";

// A lint run keeps little alive (19–25 MB of heap after a full GC over 30,000 cards), but V8's
// defaults let the old generation grow to 4× what survived the last full GC and the young
// generation's semi-spaces grow to 16 MB each: peak RSS 205–215 MiB for the corpus one file per
// card, 250 MiB one file per set. Old generation at most 1.5× the survivors and semi-spaces that
// keep their starting size: 112–116 MiB and 144–145 MiB, at the same CPU time within the noise of
// interleaved runs. Both flags are read by V8 at each collection, so setting them here works (the
// semi-space maximum itself is fixed when the heap is made). Set before the bundle is compiled: V8's
// code cache carries a hash of the flags, and a cache written under other flags is rejected.
setFlagsFromString("--heap-growing-percent=50");
setFlagsFromString("--semi-space-growth-factor=1");

runBundle(path.join(__dirname, "cli-main.cjs"));
