/**
 * `cardscript.json` in the editor: the nearest one up the folder tree from each document gives
 * its rule severities, default game and `ignorePatterns` — the same file and the same parser
 * (`core/config.ts`) as the CLI. A malformed or unreadable config leaves the server running with
 * the defaults and shows its problems as diagnostics in the config file itself. Changes to any
 * `cardscript.json` (watched files) re-check every open document.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ignore, { type Ignore } from "ignore";
import type { Diagnostic } from "vscode-languageserver/node";
import { DiagnosticSeverity, DidChangeWatchedFilesNotification } from "../lsp-values";
import { CONFIG_FILE_NAME, type CardscriptConfig } from "../../core/config";
import { parseConfig } from "../../app/config";
import { LineIndex } from "../../core/text/line-index";
import type { ServerContext } from "../context";
import { serverLocale, updateLintOptions } from "../lint-options";
import { localizer, type Localizer } from "../../core/l10n/localizer";
import { ConfigFileLookup, ignoredByPatterns, isFile } from "../../node-io/config-lookup";
import { decodeBytes } from "../../node-io/decode-text";

/** A config file as read from disk. */
interface LoadedConfig {
  file: string;
  dir: string;
  /** Undefined when the file has problems: the defaults apply. */
  config?: CardscriptConfig;
  ignore: Ignore;
  diagnostics: Diagnostic[];
}

/**
 * Reads and checks one config file; never throws (IO errors become a diagnostic).
 * @param l10n the language of the diagnostics (the client's, from `initialize`).
 */
function load(file: string, l10n: Localizer): LoadedConfig {
  let text: string;
  try {
    // Exactly as the CLI reads it: UTF-8 or a diagnostic that says why not (never U+FFFD in the JSON).
    text = decodeBytes(readFileSync(file));
  } catch (error) {
    return {
      file,
      dir: path.dirname(file),
      ignore: ignore(),
      diagnostics: [
        {
          range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
          severity: DiagnosticSeverity.Error,
          source: "cardscript",
          code: "config",
          // The reason, not a stack trace: this is shown to the user in the problems list.
          message: l10n.t("config.problem.cannotRead", {
            file: CONFIG_FILE_NAME,
            reason: error instanceof Error ? error.message : String(error),
          }),
        },
      ],
    };
  }
  const { config, problems } = parseConfig(text, l10n);
  const lines = new LineIndex(text);
  const diagnostics = problems.map((p): Diagnostic => ({
    range: lines.rangeOf(p.span),
    severity: DiagnosticSeverity.Error,
    source: "cardscript",
    code: "config",
    message: l10n.t("config.problem.defaultsApply", { problem: p.message }),
  }));
  if (problems.length > 0) return { file, dir: path.dirname(file), ignore: ignore(), diagnostics };
  return { file, dir: path.dirname(file), config, ignore: ignore().add(config.ignorePatterns), diagnostics };
}

export function register(ctx: ServerContext): void {
  const lookup = new ConfigFileLookup();
  const loaded = new Map<string, LoadedConfig>();
  const published = new Set<string>();

  const publish = (c: LoadedConfig) => {
    const uri = pathToFileURL(c.file).href;
    if (c.diagnostics.length === 0 && !published.has(uri)) return;
    void ctx.connection.sendDiagnostics({ uri, diagnostics: c.diagnostics });
    if (c.diagnostics.length) published.add(uri);
    else published.delete(uri);
  };

  const configOf = (file: string): LoadedConfig => {
    let c = loaded.get(file);
    if (!c) {
      c = load(file, localizer({ id: "core" }, serverLocale(ctx)));
      loaded.set(file, c);
      if (c.diagnostics.length) ctx.log.warn(`${file}: ${c.diagnostics.map((d) => d.message).join("; ")}`);
      publish(c);
    }
    return c;
  };

  const configFor = (uri: string): { config: CardscriptConfig; ignored: boolean } | undefined => {
    if (!uri.startsWith("file:")) return undefined;
    const docPath = fileURLToPath(uri);
    const file = lookup.fileFor(path.dirname(docPath));
    if (!file) return undefined;
    const c = configOf(file);
    if (!c.config) return undefined;
    return { config: c.config, ignored: ignoredByPatterns(c.ignore, c.config.ignorePatterns.length, c.dir, docPath) };
  };

  updateLintOptions(ctx, { configFor });

  const canWatch = ctx.initializeParams.capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
  ctx.events.onInitialized(
    ctx.guard(
      "config file: initialized",
      async () => {
        if (canWatch) {
          await ctx.connection.client.register(DidChangeWatchedFilesNotification.type, {
            watchers: [{ globPattern: `**/${CONFIG_FILE_NAME}` }],
          });
        }
      },
      undefined,
    ),
  );

  ctx.events.onDidChangeWatchedFiles(
    ctx.guard(
      "config file: watched files",
      (params) => {
        const changed = params.changes.filter((c) => c.uri.startsWith("file:") && c.uri.endsWith(`/${CONFIG_FILE_NAME}`));
        if (changed.length === 0) return;
        for (const change of changed) {
          const file = fileURLToPath(change.uri);
          const old = loaded.get(file);
          loaded.delete(file);
          // Re-read now so that problems appear (or disappear) in the config file at once.
          if (isFile(file)) configOf(file);
          else if (old) publish({ ...old, diagnostics: [] });
        }
        lookup.clear();
        ctx.log.info(`${CONFIG_FILE_NAME} changed: re-checking open documents.`);
        updateLintOptions(ctx, { configFor });
      },
      undefined,
    ),
  );
}
