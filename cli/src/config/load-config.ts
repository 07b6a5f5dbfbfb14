/**
 * Finds and reads `cardscript.json` for the CLI: `--config <file>` for every file, else the
 * nearest `cardscript.json` up the folder tree from each linted file. Problems become one
 * `CliError` (exit 2) naming the file, line, column and problem.
 */
import path from "node:path";
import ignore, { type Ignore } from "ignore";
import { configurableRuleIds, parseConfig, type CardscriptConfig } from "../../../server/src/core/config";
import { LineIndex } from "../../../server/src/core/text/line-index";
import { CliError, describeIoError } from "../errors";
import { readText } from "../lint/lint-files";
import { ConfigFileLookup, ignoredByPatterns } from "../../../server/src/node-io/config-lookup";
import { cliText } from "../l10n/index";

/** A configuration with where it came from. */
export interface LoadedConfig {
  /** Absolute path of the config file; undefined for the built-in defaults. */
  file?: string;
  /** Folder that `ignorePatterns` are relative to. */
  dir: string;
  config: CardscriptConfig;
  /** Matcher for `ignorePatterns` (paths relative to `dir`). */
  ignore: Ignore;
}

export { configurableRuleIds };

/**
 * Reads and validates one config file.
 * @throws CliError listing `file:line:column: problem` for every problem, or the IO error.
 */
export function loadConfigFile(file: string): LoadedConfig {
  let text: string;
  try {
    text = readText(file);
  } catch (e) {
    throw new CliError(cliText().t("cli.error.cannotReadConfig", { file, reason: describeIoError(e) }));
  }
  const { config, problems } = parseConfig(text, configurableRuleIds());
  if (problems.length > 0) {
    const lines = new LineIndex(text);
    throw new CliError(
      problems
        .map((p) => {
          const pos = lines.positionAt(p.span.start);
          return cliText().t("cli.error.invalidConfig", { where: `${file}:${pos.line + 1}:${pos.character + 1}`, problem: p.message });
        })
        .join("\n"),
    );
  }
  return { file, dir: path.dirname(file), config, ignore: ignore().add(config.ignorePatterns) };
}

/** Resolves the configuration of each file, reading each config file once. */
export class ConfigResolver {
  private readonly lookup = new ConfigFileLookup();
  private readonly byFile = new Map<string, LoadedConfig>();
  private readonly explicit?: LoadedConfig;
  private readonly defaults: LoadedConfig;

  /** @param explicitFile `--config`; when given it applies to every file. */
  constructor(cwd: string, explicitFile?: string) {
    this.defaults = { dir: cwd, config: { rules: {}, ignorePatterns: [] }, ignore: ignore() };
    if (explicitFile) this.explicit = loadConfigFile(path.resolve(cwd, explicitFile));
  }

  /** The config for a file (absolute path). @throws CliError for a malformed config file. */
  forFile(file: string): LoadedConfig {
    return this.explicit ?? this.forDir(path.dirname(file));
  }

  private forDir(dir: string): LoadedConfig {
    const file = this.lookup.fileFor(dir);
    if (!file) return this.defaults;
    let found = this.byFile.get(file);
    if (!found) {
      found = loadConfigFile(file);
      this.byFile.set(file, found);
    }
    return found;
  }
}

/** True when a config's `ignorePatterns` match the file. */
export function ignoredByConfig(file: string, loaded: LoadedConfig): boolean {
  return ignoredByPatterns(loaded.ignore, loaded.config.ignorePatterns.length, loaded.dir, file);
}
