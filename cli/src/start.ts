/**
 * `dist/cli.cjs`, what `bin/cardscript.js` starts: runs the CLI bundle `dist/cli-main.cjs` (built
 * from `main.ts`) through V8's code cache (`server/src/node-io/code-cache.ts`), so a run does not
 * compile the bundle again, under the CLI's memory flags (`memory-flags.ts`).
 */
import path from "node:path";
import { runBundle } from "../../server/src/node-io/code-cache";
import { setMemoryFlags } from "./memory-flags";

setMemoryFlags();
runBundle(path.join(__dirname, "cli-main.cjs"));
