// Bundles the VS Code client, the language server and the CLI into dist/ as CommonJS, and the
// browser builds into dist/web/: the language server for a web worker (the playground and the
// extension's `browser` entry) and the web extension's client.
// The server and the CLI are each two files: a tiny entry (dist/server.cjs, dist/cli.cjs: what the
// editors and bin/ start) that runs the big bundle (dist/server-main.cjs, dist/cli-main.cjs)
// through V8's code cache (server/src/node-io/code-cache.ts), so a start does not compile it again.
// The CLI's `lint --concurrency` workers run their own, smaller pair (dist/cli-worker.cjs,
// dist/cli-worker-main.cjs): the linter without the commands.
// Chevrotain 11 is ESM-only; esbuild converts it, so the bundles run under plain `require`.
import { build } from "esbuild";
import { asciiBundle } from "./scripts/ascii-bundle.mjs";

const common = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  sourcemap: true,
  logLevel: "warning",
  // jsonc-parser's default (UMD) build loads its modules with dynamic requires esbuild cannot follow.
  alias: { "jsonc-parser": "jsonc-parser/lib/esm/main.js" },
  // Bundles skip Chevrotain's grammar validations (grammar/src/bundled.ts); the tests, run from
  // source, keep them, so a grammar error still fails there.
  define: { __CARDSCRIPT_BUNDLE__: "true" },
};

/** Browser builds: the protocol layer's `vscode-languageserver/node` imports resolve to the browser build of the same API. */
const web = {
  bundle: true,
  platform: "browser",
  target: "es2022",
  sourcemap: true,
  logLevel: "warning",
  alias: { ...common.alias, "vscode-languageserver/node": "vscode-languageserver/browser" },
  define: common.define,
};

await Promise.all([
  build({ ...common, entryPoints: ["client/src/extension.ts"], outfile: "dist/client.cjs", external: ["vscode"] }),
  build({ ...common, entryPoints: ["server/src/main.ts"], outfile: "dist/server-main.cjs" }),
  build({ ...common, entryPoints: ["server/src/start.ts"], outfile: "dist/server.cjs" }),
  build({ ...common, entryPoints: ["cli/src/main.ts"], outfile: "dist/cli-main.cjs" }),
  build({ ...common, entryPoints: ["cli/src/start.ts"], outfile: "dist/cli.cjs" }),
  build({ ...common, entryPoints: ["cli/src/lint/worker-main.ts"], outfile: "dist/cli-worker-main.cjs" }),
  build({ ...common, entryPoints: ["cli/src/lint/worker-start.ts"], outfile: "dist/cli-worker.cjs" }),
  build({ ...web, format: "iife", entryPoints: ["server/src/browser.ts"], outfile: "dist/web/server.js" }),
  build({ ...web, format: "cjs", entryPoints: ["client/src/web-extension.ts"], outfile: "dist/web/client.js", external: ["vscode"] }),
]);
// The big bundles hold only ASCII: a one-byte source string for V8 (see scripts/ascii-bundle.mjs).
for (const file of ["dist/server-main.cjs", "dist/cli-main.cjs", "dist/cli-worker-main.cjs", "dist/web/server.js"]) asciiBundle(file);
