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
import { createRequire } from "node:module";
import { asciiBundle } from "./scripts/ascii-bundle.mjs";

const nodeRequire = createRequire(import.meta.url);

/**
 * Makes the protocol layer's `require("crypto")` (vscode-jsonrpc: random pipe names) and
 * `require("child_process")` (vscode-languageserver: module resolution helpers) lazy: each resolves
 * to a module whose properties load the built-in on first access. Loading them took several ms of
 * every server start for functions a stdio server never calls (server/src/node-io/lazy-builtins.ts
 * does the same for the server's own uses).
 */
const lazyBuiltins = {
  name: "lazy-builtins",
  setup(b) {
    b.onResolve({ filter: /^(crypto|child_process)$/ }, (args) =>
      /[\\/]vscode-(jsonrpc|languageserver)[\\/]/.test(args.importer) ? { path: args.path, namespace: "lazy-builtin" } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "lazy-builtin" }, (args) => {
      const keys = Object.keys(nodeRequire(`node:${args.path}`));
      return {
        loader: "js",
        contents: [
          `let real;`,
          `const load = () => (real ??= require(${JSON.stringify(`node:${args.path}`)}));`,
          `for (const key of ${JSON.stringify(keys)})`,
          `  Object.defineProperty(module.exports, key, { enumerable: true, get: () => load()[key] });`,
        ].join("\n"),
      };
    });
  },
};

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
  plugins: [lazyBuiltins],
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

// The big bundles as pure ASCII: V8 keeps a script's source in every thread that runs it, and the
// loader reads an ASCII bundle as one-byte text (scripts/ascii-bundle.mjs).
for (const file of ["dist/server-main.cjs", "dist/cli-main.cjs", "dist/cli-worker-main.cjs", "dist/web/server.js"]) {
  const ascii = asciiBundle(file);
  if (ascii.left > 0) console.warn(`${file}: ${ascii.left} non-ASCII characters left; it is read as UTF-8.`);
}
