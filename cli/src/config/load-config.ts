/**
 * Finds and reads `cardscript.json` for the CLI: `--config <file>` for every file, else the
 * nearest `cardscript.json` up the folder tree from each linted file. Problems become one
 * `CliError` (exit 2) naming the file, line, column and problem.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import ignore, { type Ignore } from "ignore";
import { CONFIG_FILE_NAME, configurableRuleIds, parseConfig, type CardscriptConfig } from "../../../server/src/core/config";
import { LineIndex } from "../../../server/src/core/text/line-index";
import { CliError, describeIoError } from "../errors";

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
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new CliError(`cannot read config ${file}: ${describeIoError(e)}`);
  }
  const { config, problems } = parseConfig(text, configurableRuleIds());
  if (problems.length > 0) {
    const lines = new LineIndex(text);
    throw new CliError(
      problems
        .map((p) => {
          const pos = lines.positionAt(p.span.start);
          return `invalid config ${file}:${pos.line + 1}:${pos.character + 1}: ${p.message}`;
        })
        .join("\n"),
    );
  }
  return { file, dir: path.dirname(file), config, ignore: ignore().add(config.ignorePatterns) };
}

/** Resolves the configuration of each file, reading each config file once. */
export class ConfigResolver {
  private readonly byDir = new Map<string, LoadedConfig>();
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
    const cached = this.byDir.get(dir);
    if (cached) return cached;
    const candidate = path.join(dir, CONFIG_FILE_NAME);
    let found: LoadedConfig;
    if (isFile(candidate)) found = loadConfigFile(candidate);
    else {
      const parent = path.dirname(dir);
      found = parent === dir ? this.defaults : this.forDir(parent);
    }
    this.byDir.set(dir, found);
    return found;
  }
}

/** True when a config's `ignorePatterns` match the file. */
export function ignoredByConfig(file: string, loaded: LoadedConfig): boolean {
  if (loaded.config.ignorePatterns.length === 0) return false;
  const rel = path.relative(loaded.dir, file);
  if (!rel || rel.startsWith("..") || path.isAbsolute(rel)) return false;
  return loaded.ignore.ignores(rel.split(path.sep).join("/"));
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}
