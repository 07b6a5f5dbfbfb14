// `npm prepare`: build dist/ with esbuild (after `npm ci` in a checkout, before `npm pack`).
// A package installed from a tarball (`npm install -g cardscript-0.1.0.tgz`) already holds the
// built dist/ and has no esbuild (a devDependency): there is nothing to build, and failing here
// would fail the install.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let hasEsbuild = true;
try {
  createRequire(path.join(root, "package.json")).resolve("esbuild");
} catch {
  hasEsbuild = false;
}
if (hasEsbuild && existsSync(path.join(root, "esbuild.mjs"))) {
  await import(pathToFileURL(path.join(root, "esbuild.mjs")).href);
} else if (!existsSync(path.join(root, "dist", "cli.cjs")) || !existsSync(path.join(root, "dist", "server.cjs"))) {
  console.error("cardscript: dist/ is missing and esbuild is not installed: run `npm ci` in a checkout to build it.");
  process.exit(1);
}
