/**
 * The VS Code extension's package: `vsce ls` (what `npm run package` puts into the .vsix, after
 * .vscodeignore) holds the client and server bundles and every file package.json's `contributes`
 * points at, and nothing from sources, tests or node_modules.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./client";

/** Every string under `contributes` that is a relative file path ("./…"). */
function contributedPaths(contributes: unknown): string[] {
  const out: string[] = [];
  JSON.stringify(contributes, (_key, value: unknown) => {
    if (typeof value === "string" && value.startsWith("./")) out.push(path.posix.normalize(value));
    return value;
  });
  return out;
}

describe("VS Code extension package", () => {
  let files: string[];
  let pkg: {
    main: string;
    browser: string;
    contributes: unknown;
    activationEvents: string[];
    engines: { vscode: string };
    publisher: string;
  };

  before(() => {
    pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
    const vsce = path.join(ROOT, "node_modules", "@vscode", "vsce", "vsce");
    files = execFileSync(process.execPath, [vsce, "ls", "--no-dependencies"], { cwd: ROOT, encoding: "utf8" })
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
  });

  it("contains the bundles, the manifest's files, README and LICENSE", () => {
    const required = [
      path.posix.normalize(pkg.main),
      "dist/server.cjs",
      // dist/server.cjs runs this bundle through the code cache.
      "dist/server-main.cjs",
      path.posix.normalize(pkg.browser),
      "dist/web/server.js",
      "package.json",
      "README.md",
      "LICENSE",
      ...contributedPaths(pkg.contributes),
    ];
    assert.ok(required.includes("syntaxes/cardscript.tmLanguage.json"));
    assert.ok(required.includes("language-configuration.json"));
    for (const file of required) assert.ok(files.includes(file), `${file} is not packaged; files: ${files.join(", ")}`);
  });

  it("leaves out sources, tests, node_modules, source maps and old packages", () => {
    const unwanted = files.filter(
      (f) => /^(client|server|grammar|cli|test|scratch|bench|node_modules|scripts)\//.test(f) || /\.(map|vsix|ts)$/.test(f),
    );
    assert.deepEqual(unwanted, []);
  });

  it("activates on the language and names a publisher and an engine", () => {
    assert.ok(pkg.activationEvents.includes("onLanguage:cardscript"));
    assert.match(pkg.engines.vscode, /^\^1\.\d+\.\d+$/);
    assert.ok(pkg.publisher);
  });
});
