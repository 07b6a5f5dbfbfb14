/**
 * A stub VS Code language pack for the end-to-end test: an extension that contributes
 * `localizations` for one language with no translated strings. VS Code's display language can only
 * be set (`--locale de`, `argv.json`) to a language whose pack is installed, else it stays English
 * and `vscode.env.language` says `en`; the real packs come from the extension marketplace, which
 * this machine cannot reach. With the stub, the workbench runs "in German" (its own strings stay
 * English), so the extension sees `vscode.env.language === "de"` and loads `package.nls.de.json`.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * Writes and packages the stub pack for `locale` into `dir`.
 * @returns the path of the `.vsix`.
 * @throws Error when `vsce package` fails.
 */
export function stubLanguagePack(locale: string, dir: string, repoRoot: string): string {
  fs.mkdirSync(path.join(dir, "translations"), { recursive: true });
  const manifest = {
    name: `e2e-language-pack-${locale}`,
    displayName: `Stub language pack (${locale}) for the CardScript end-to-end test`,
    description: "No translations; makes the locale selectable.",
    version: "0.0.1",
    publisher: "cardscript-e2e",
    license: "MIT",
    engines: { vscode: "^1.82.0" },
    categories: ["Language Packs"],
    contributes: {
      localizations: [
        {
          languageId: locale,
          languageName: locale,
          localizedLanguageName: locale,
          translations: [{ id: "vscode", path: "./translations/main.i18n.json" }],
        },
      ],
    },
  };
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify(manifest, null, 2));
  fs.writeFileSync(path.join(dir, "translations", "main.i18n.json"), JSON.stringify({ version: "1.0.0", contents: {} }));
  fs.writeFileSync(path.join(dir, "LICENSE"), "MIT\n");
  fs.writeFileSync(path.join(dir, "README.md"), "Stub language pack for tests.\n");
  const vsix = path.join(dir, `stub-${locale}.vsix`);
  const vsce = path.join(repoRoot, "node_modules", ".bin", "vsce");
  execFileSync(vsce, ["package", "--no-dependencies", "--allow-missing-repository", "--out", vsix], { cwd: dir, stdio: "pipe" });
  return vsix;
}

/**
 * Registers the installed stub pack in `languagepacks.json` of the user-data folder (what VS Code
 * writes when it lists language packs; code-server reads it at start-up to resolve `--locale`).
 */
export function registerLanguagePack(locale: string, userDataDir: string, extensionsDir: string): void {
  const id = `cardscript-e2e.e2e-language-pack-${locale}`;
  const folder = fs.readdirSync(extensionsDir).find((f) => f.startsWith(`${id}-`));
  if (!folder) throw new Error(`the stub language pack is not in ${extensionsDir}`);
  const entry = {
    hash: `stub${locale}`,
    extensions: [{ extensionIdentifier: { id }, version: "0.0.1" }],
    translations: { vscode: path.join(extensionsDir, folder, "translations", "main.i18n.json") },
    label: locale,
  };
  fs.writeFileSync(path.join(userDataDir, "languagepacks.json"), JSON.stringify({ [locale]: entry }));
}
