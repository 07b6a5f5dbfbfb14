/**
 * Kind: an untranslated piece of the VS Code extension. Every `%key%` of package.json (commands,
 * settings, the problem matcher, every rule's severity setting) is in package.nls.json and its
 * German and Spanish twins, which have exactly the same keys; every `vscode.l10n.t("…")` message of
 * the client has a German and a Spanish entry in `l10n/bundle.l10n.<locale>.json` with the same
 * `{n}` placeholders, and no bundle entry is unused. The package ships these files.
 */
import { strict as assert } from "node:assert";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const read = (file: string) => readFileSync(file, "utf8");
const json = (file: string) => JSON.parse(read(file)) as Record<string, unknown>;
const LOCALES = ["de", "es"];

/** Every string in a JSON value. */
function strings(v: unknown): string[] {
  if (typeof v === "string") return [v];
  if (Array.isArray(v)) return v.flatMap(strings);
  if (v && typeof v === "object") return Object.values(v).flatMap(strings);
  return [];
}

describe("l10n: package.nls and client bundles", () => {
  const pkg = json("package.json");
  const keys = [
    ...new Set(
      strings(pkg.contributes)
        .concat(strings(pkg.description))
        .flatMap((s) => [...s.matchAll(/^%([\w.-]+)%$/g)].map((m) => m[1]!)),
    ),
  ];
  const en = json("package.nls.json");

  it("package.json refers to its texts by key, and package.nls.json has every one", () => {
    assert.ok(keys.length >= 30, `only ${keys.length} %keys%`);
    assert.deepEqual(
      keys.filter((k) => !(k in en)),
      [],
    );
    assert.equal(pkg.l10n, "./l10n");
  });

  for (const locale of LOCALES) {
    it(`package.nls.${locale}.json has exactly the English keys, none left in English`, () => {
      const tr = json(`package.nls.${locale}.json`);
      assert.deepEqual(Object.keys(tr).sort(), Object.keys(en).sort());
      const same = Object.keys(en).filter((k) => tr[k] === en[k]);
      assert.deepEqual(same, []);
    });
  }

  const clientMessages = readdirSync("client/src")
    .filter((f) => f.endsWith(".ts"))
    .flatMap((f) =>
      [...read(path.join("client/src", f)).matchAll(/vscode\.l10n\.t\(\s*"((?:[^"\\]|\\.)*)"/g)].map(
        (m) => JSON.parse(`"${m[1]}"`) as string,
      ),
    );

  for (const locale of LOCALES) {
    it(`l10n/bundle.l10n.${locale}.json translates every client message, with its placeholders`, () => {
      assert.ok(clientMessages.length >= 4);
      const bundle = json(`l10n/bundle.l10n.${locale}.json`) as Record<string, string>;
      assert.deepEqual(
        clientMessages.filter((m) => !(m in bundle)),
        [],
      );
      assert.deepEqual(
        Object.keys(bundle).filter((k) => !clientMessages.includes(k)),
        [],
      );
      const args = (s: string) => [...s.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort();
      for (const [k, v] of Object.entries(bundle)) assert.deepEqual(args(v), args(k), k);
    });
  }

  it("the .vsix keeps package.nls*.json and the l10n bundles", () => {
    const ignore = read(".vscodeignore");
    for (const line of ["!package.nls.json", "!package.nls.*.json", "!l10n/*.json"]) assert.ok(ignore.includes(line), line);
  });
});
