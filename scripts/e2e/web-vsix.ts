/**
 * A web-only copy of the packaged extension, for the end-to-end test in VS Code's web worker
 * extension host (`npm run test:e2e:web`): the package without its Node bundles (`dist/*.cjs`),
 * so only `dist/web/client.js` and `dist/web/server.js` can run, and a diagnostic seen in the
 * editor proves the browser entry served it. If VS Code ran the copy in a Node extension host,
 * activation would fail ("Cannot find module …/dist/client.cjs").
 *
 * How VS Code 1.100 (code-server 4.100.3) is made to pick the web worker host, found by trying:
 * - an extension with `main` and `browser` installed on a remote (code-server is one) runs in the
 *   remote Node host; `extensionKind: ["web"]` in its manifest is ignored there (the workbench
 *   keeps only "ui" and "workspace" from a manifest);
 * - the user setting `"remote.extensionKind": { "cardscript.cardscript": ["web"] }` is honoured:
 *   the test sets it;
 * - `main` must stay: the web worker host decides whether an extension is an ES module from
 *   `main` alone (`main` ending in `.mjs`, or `"type": "module"` without a `main` ending in
 *   `.cjs`) and refuses ES modules, so our `"type": "module"` package without `main` fails with
 *   "ESM modules are not supported in the web worker extension host".
 */
import fs from "node:fs";
import { strFromU8, unzipSync, zipSync, type Zippable } from "fflate";

/** What {@link writeWebVsix} removed and kept (for the test's log). */
export interface WebVsix {
  /** Files dropped from the package (the Node bundles and their source maps). */
  dropped: string[];
  /** The `browser` entry the copy keeps. */
  browser: string;
}

/** Package files that only the Node extension host could run. */
const NODE_ONLY = /^extension\/dist\/[^/]+\.cjs(?:\.map)?$/;

/**
 * Reads the `.vsix` at `source` and writes the web-only copy to `target`.
 * @throws when `source` is not a zip holding `extension/package.json` with a `browser` entry, or
 *   when that entry's file is not in the package.
 */
export function writeWebVsix(source: string, target: string): WebVsix {
  const files = unzipSync(new Uint8Array(fs.readFileSync(source)));
  const manifestBytes = files["extension/package.json"];
  if (!manifestBytes) throw new Error(`${source} has no extension/package.json`);
  const manifest = JSON.parse(strFromU8(manifestBytes)) as Record<string, unknown>;
  const browser = manifest["browser"];
  if (typeof browser !== "string") throw new Error(`${source}: package.json has no "browser" entry`);
  const browserFile = `extension/${browser.replace(/^\.\//, "")}`;
  if (!files[browserFile] && !files[`${browserFile}.js`]) throw new Error(`${source} lacks the browser entry ${browserFile}`);
  const out: Zippable = {};
  const dropped: string[] = [];
  for (const [name, bytes] of Object.entries(files)) {
    if (NODE_ONLY.test(name)) dropped.push(name);
    else out[name] = bytes;
  }
  fs.writeFileSync(target, zipSync(out));
  return { dropped, browser };
}
