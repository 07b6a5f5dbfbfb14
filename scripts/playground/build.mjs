// Builds the playground into dist/playground/: index.html, playground.css, playground.js (the
// CodeMirror page, esbuild) and server.js (the language server's browser build, dist/web/server.js,
// which `node esbuild.mjs` makes; built here first when missing).
import { build } from "esbuild";
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const out = path.join(root, "dist", "playground");

/** Builds the page into `outDir` (default dist/playground) and returns the folder. */
export async function buildPlayground(outDir = out) {
  const server = path.join(root, "dist", "web", "server.js");
  if (!existsSync(server)) {
    await build({
      entryPoints: [path.join(root, "server", "src", "browser.ts")],
      outfile: server,
      bundle: true,
      platform: "browser",
      format: "iife",
      target: "es2022",
      logLevel: "warning",
      alias: { "jsonc-parser": "jsonc-parser/lib/esm/main.js", "vscode-languageserver/node": "vscode-languageserver/browser" },
    });
  }
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [path.join(root, "playground", "src", "main.ts")],
    outfile: path.join(outDir, "playground.js"),
    bundle: true,
    platform: "browser",
    format: "iife",
    target: "es2022",
    minify: true,
    sourcemap: true,
    logLevel: "warning",
  });
  copyFileSync(server, path.join(outDir, "server.js"));
  for (const f of ["index.html", "playground.css"]) copyFileSync(path.join(root, "playground", f), path.join(outDir, f));
  return outDir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = await buildPlayground();
  console.log(`playground built in ${path.relative(process.cwd(), dir) || "."}`);
}
