/**
 * `dist/cli-worker.cjs`, what a `lint --concurrency` worker thread starts: runs the worker bundle
 * `dist/cli-worker-main.cjs` (built from `worker-main.ts`) as `start.ts` runs the CLI's, through
 * V8's code cache and under the same memory flags.
 */
import path from "node:path";
import { runBundle } from "../../../server/src/node-io/code-cache";
import { setMemoryFlags } from "../memory-flags";

setMemoryFlags();
runBundle(path.join(__dirname, "cli-worker-main.cjs"));
