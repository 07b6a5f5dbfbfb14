/**
 * The JSON schema of `cardscript.json` in VS Code's display language. `package.json` contributes
 * the schema (`jsonValidation`) as `cardscript-schema:/cardscript.schema.json`; VS Code's JSON
 * language features load a schema whose URI is neither http nor https with
 * `workspace.openTextDocument`, so this content provider answers it with the generated file of
 * the display language (`schemas/cardscript.schema.<locale>.json`, English for any other
 * language). Hovers and completion in `cardscript.json` then describe the keys and rules in
 * English, German or Spanish — the texts the config problems are written beside (`config.*`).
 * Works in the desktop and the web extension (the file is read through `workspace.fs`).
 */
import * as vscode from "vscode";
import { configSchemaPath } from "../../server/src/core/config-file-name";
import { resolveLocale } from "../../server/src/core/l10n/locale";

/** The URI scheme of the localized schema (must match `contributes.jsonValidation` in package.json). */
export const CONFIG_SCHEMA_SCHEME = "cardscript-schema";

/** The schema file for a display language tag (`de`, `es-419`, `zh-cn` → English), relative to the extension. */
export function configSchemaFileFor(language: string): string {
  return configSchemaPath(resolveLocale(language));
}

/** Registers the provider; dispose it (through `context.subscriptions`) on deactivation. */
export function registerConfigSchema(context: vscode.ExtensionContext): void {
  const file = vscode.Uri.joinPath(context.extensionUri, configSchemaFileFor(vscode.env.language));
  const provider: vscode.TextDocumentContentProvider = {
    async provideTextDocumentContent(): Promise<string> {
      return new TextDecoder().decode(await vscode.workspace.fs.readFile(file));
    },
  };
  context.subscriptions.push(vscode.workspace.registerTextDocumentContentProvider(CONFIG_SCHEMA_SCHEME, provider));
}
