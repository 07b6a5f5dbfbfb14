/**
 * `dist/server.cjs`, what editors and `bin/cardscript-language-server.js` start: runs the server
 * bundle `dist/server-main.cjs` (built from `main.ts`) through V8's code cache
 * (`node-io/code-cache.ts`), so a second start does not compile the bundle again.
 */
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runBundle } from "./node-io/code-cache";

// V8 lets the old generation grow to up to 4× what survived the last full GC before the next one:
// a 30,000-card file whose whole-file fallback (a brace left open) lints it again per edit left
// ~1 GB of dead parse trees before each collection (peak RSS 1.3 GiB). 2× (read at each
// collection) keeps that near 800 MiB for a few more full GCs. Set before the bundle is compiled:
// V8's code cache carries a hash of the flags, and a cache written under other flags is rejected.
setFlagsFromString("--heap-growing-percent=100");

runBundle(path.join(__dirname, "server-main.cjs"));
