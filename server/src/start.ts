/**
 * `dist/server.cjs`, what editors and `bin/cardscript-language-server.js` start: runs the server
 * bundle `dist/server-main.cjs` (built from `main.ts`) through V8's code cache
 * (`node-io/code-cache.ts`), so a second start does not compile the bundle again.
 */
import path from "node:path";
import { runBundle } from "./node-io/code-cache";

runBundle(path.join(__dirname, "server-main.cjs"));
