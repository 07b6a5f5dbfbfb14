/**
 * The web-only copy of the package for `npm run test:e2e:web` (scripts/e2e/web-vsix.ts): the Node
 * bundles are gone, the browser entry and everything else are kept byte for byte, and a package
 * without a browser entry is refused with a clear error.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { strToU8, unzipSync, zipSync } from "fflate";
import { writeWebVsix } from "../../scripts/e2e/web-vsix";

describe("e2e: the web-only package copy", function () {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "cardscript-web-vsix-"))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const vsix = (manifest: object, extra: Record<string, string>) => {
    const file = path.join(dir, "in.vsix");
    const files = Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, strToU8(v)]));
    fs.writeFileSync(file, zipSync({ "extension/package.json": strToU8(JSON.stringify(manifest)), ...files }));
    return file;
  };

  it("drops dist/*.cjs and their maps, keeps the browser entry, the manifest and other files unchanged", function () {
    const manifest = { name: "x", main: "./dist/client.cjs", browser: "./dist/web/client.js", type: "module" };
    const src = vsix(manifest, {
      "extension/dist/client.cjs": "node client",
      "extension/dist/client.cjs.map": "{}",
      "extension/dist/server.cjs": "node server",
      "extension/dist/web/client.js": "web client",
      "extension/dist/web/server.js": "web server",
      "extension/README.md": "readme",
      "[Content_Types].xml": "<Types/>",
    });
    const out = path.join(dir, "out.vsix");
    const r = writeWebVsix(src, out);
    assert.deepEqual(r.dropped.sort(), ["extension/dist/client.cjs", "extension/dist/client.cjs.map", "extension/dist/server.cjs"]);
    assert.equal(r.browser, "./dist/web/client.js");
    const files = unzipSync(new Uint8Array(fs.readFileSync(out)));
    assert.deepEqual(Object.keys(files).sort(), [
      "[Content_Types].xml",
      "extension/README.md",
      "extension/dist/web/client.js",
      "extension/dist/web/server.js",
      "extension/package.json",
    ]);
    // `main` stays: VS Code's web worker host tells CommonJS from ES modules by it (see web-vsix.ts).
    assert.deepEqual(JSON.parse(Buffer.from(files["extension/package.json"]!).toString()), manifest);
  });

  it("refuses a package without a browser entry, or whose browser entry file is missing", function () {
    assert.throws(() => writeWebVsix(vsix({ main: "./dist/client.cjs" }, {}), path.join(dir, "o.vsix")), /no "browser" entry/);
    assert.throws(
      () => writeWebVsix(vsix({ browser: "./dist/web/client.js" }, {}), path.join(dir, "o.vsix")),
      /lacks the browser entry extension\/dist\/web\/client\.js/,
    );
    assert.equal(fs.existsSync(path.join(dir, "o.vsix")), false);
  });
});
