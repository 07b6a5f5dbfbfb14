// Bundles the VS Code client, the language server and the CLI into dist/ as CommonJS.
// Chevrotain 11 is ESM-only; esbuild converts it, so the bundles run under plain `require`.
import { build } from "esbuild";

const common = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  sourcemap: true,
  logLevel: "warning",
  // jsonc-parser's default (UMD) build loads its modules with dynamic requires esbuild cannot follow.
  alias: { "jsonc-parser": "jsonc-parser/lib/esm/main.js" },
};

await Promise.all([
  build({ ...common, entryPoints: ["client/src/extension.ts"], outfile: "dist/client.cjs", external: ["vscode"] }),
  build({ ...common, entryPoints: ["server/src/main.ts"], outfile: "dist/server.cjs" }),
  build({ ...common, entryPoints: ["cli/src/main.ts"], outfile: "dist/cli.cjs" }),
]);
