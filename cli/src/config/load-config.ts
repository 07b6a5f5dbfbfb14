/**
 * Finds and reads `cardscript.json` for the CLI: `--config <file>` for every file, else the
 * nearest `cardscript.json` up the folder tree from each linted file. Problems become one
 * `CliError` (exit 2) naming the file, line, column and problem.
 */
import path from "node:path";
import ignore, { type Ignore } from "ignore";
import type { CardscriptConfig } from "../../../server/src/core/config";
import { LineIndex } from "../../../server/src/core/text/line-index";
import { CliError, describeIoError } from "../errors";
import { readText } from "../lint/read-text";
import { ConfigFileLookup, ignoredByPatterns } from "../../../server/src/node-io/config-lookup";
import { activeCliLocale, cliText } from "../l10n/index";
import { localizer } from "../../../server/src/core/l10n/localizer";

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

/**
 * The core's config parser. Loading it loads the rule and game registries, so a run that meets no
 * config file (a `--cache` run on an unchanged tree) does without: see {@link ConfigResolver.create}.
 */
export type ConfigParser = Pick<typeof import("../../../server/src/app/config"), "parseConfig">;

/** Loads the core's config parser. */
export async function loadConfigParser(): Promise<ConfigParser> {
  return await import("../../../server/src/app/config");
}

/**
 * Reads and validates one config file with `parser`.
 * @throws CliError listing `file:line:column: problem` for every problem, or the IO error.
 */
export function loadConfigFile(file: string, parser: ConfigParser): LoadedConfig {
  const { parseConfig } = parser;
  let text: string;
  try {
    text = readText(file);
  } catch (e) {
    throw new CliError(cliText().t("cli.error.cannotReadConfig", { file, reason: describeIoError(e) }));
  }
  const { config, problems } = parseConfig(text, localizer({ id: "core" }, activeCliLocale()));
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

  /**
   * @param explicitFile `--config`; when given it applies to every file.
   * @param parser the config parser; without it, {@link prepare} must load it before a config file is read.
   * @throws CliError for a malformed `explicitFile`.
   */
  constructor(
    cwd: string,
    explicitFile?: string,
    private parser?: ConfigParser,
  ) {
    this.defaults = { dir: cwd, config: { rules: {}, ignorePatterns: [], messages: {} }, ignore: ignore() };
    if (explicitFile) this.explicit = loadConfigFile(path.resolve(cwd, explicitFile), this.requireParser());
  }

  /**
   * A resolver that loads the config parser only when `--config` is given; call {@link prepare}
   * with every path it will be asked about.
   * @throws CliError for a malformed `explicitFile`.
   */
  static async create(cwd: string, explicitFile?: string): Promise<ConfigResolver> {
    return new ConfigResolver(cwd, explicitFile, explicitFile ? await loadConfigParser() : undefined);
  }

  /** Finds the config files of these paths (files or folders, as later given to {@link forFile}) and loads the parser when there is one. */
  async prepare(paths: Iterable<string>): Promise<void> {
    if (this.parser || this.explicit) return;
    let last = "";
    for (const p of paths) {
      if (last && inFolder(p, last)) continue;
      const dir = path.dirname(p);
      if (dir === last) continue;
      last = dir;
      if (this.lookup.fileFor(dir)) {
        this.parser = await loadConfigParser();
        return;
      }
    }
  }

  private requireParser(): ConfigParser {
    if (!this.parser) throw new Error("the config parser is not loaded (ConfigResolver.prepare was not given this path)");
    return this.parser;
  }

  /** The last folder asked about and its config (files come folder by folder). */
  private last?: { dir: string; config: LoadedConfig };

  /** The config for a file (absolute path). @throws CliError for a malformed config file. */
  forFile(file: string): LoadedConfig {
    if (this.explicit) return this.explicit;
    // A file of the last folder (a lint run asks folder by folder, tens of thousands of times) needs no `dirname`.
    if (this.last && inFolder(file, this.last.dir)) return this.last.config;
    const dir = path.dirname(file);
    if (this.last?.dir !== dir) this.last = { dir, config: this.forDir(dir) };
    return this.last.config;
  }

  private forDir(dir: string): LoadedConfig {
    const file = this.lookup.fileFor(dir);
    if (!file) return this.defaults;
    let found = this.byFile.get(file);
    if (!found) {
      found = loadConfigFile(file, this.requireParser());
      this.byFile.set(file, found);
    }
    return found;
  }
}

/** True when `file` (a path) is directly in `dir` (what `path.dirname(file) === dir` says, without a new string). */
function inFolder(file: string, dir: string): boolean {
  return (
    file.length > dir.length + 1 &&
    file.startsWith(dir) &&
    file.charCodeAt(dir.length) === path.sep.charCodeAt(0) &&
    file.indexOf(path.sep, dir.length + 1) < 0
  );
}

/** True when a config's `ignorePatterns` match the file. */
export function ignoredByConfig(file: string, loaded: LoadedConfig): boolean {
  return ignoredByPatterns(loaded.ignore, loaded.config.ignorePatterns.length, loaded.dir, file);
}
