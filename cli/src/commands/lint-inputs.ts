/**
 * The inputs of `cardscript lint`: which paths are foreign sets (MSE, Cockatrice XML, Forge) and
 * which `.card` files the walk finds, minus those `.gitignore` or `ignorePatterns` exclude, with
 * the folders and links it could not read as failures. Usage errors throw {@link CliError}.
 */
import path from "node:path";
import type { Localizer } from "../../../server/src/core/l10n/localizer";
import { GitIgnore } from "../../../server/src/node-io/gitignore";
import { ConfigResolver, ignoredByConfig } from "../config/load-config";
import { CliError } from "../errors";
import { detectFormatWith, type ForeignFormat } from "../import/detect-format";
import type { CliIo } from "../io";
import { collectFiles, onePathPerFile, type CollectResult } from "../lint/collect-files";
import type { FileFailure } from "../lint/lint-files";
import { refuseInputAsOutput } from "../output-file";

/** A foreign set or script named on the command line: imported in memory and linted in place. */
export interface ForeignInput {
  /** Absolute path. */
  abs: string;
  format: ForeignFormat;
}

/** What a lint run checks. */
export interface LintInputs {
  /** True when paths were given (else the working folder is walked). */
  explicit: boolean;
  /** Every `.card` file the walk found (absolute), ignored ones included. */
  found: string[];
  /** The `.card` files to lint (absolute, one path per file, in path order). */
  files: string[];
  foreign: ForeignInput[];
  /** Folders and links the walk could not read (exit 2; the other files are linted). */
  unreadable: FileFailure[];
}

/** The options {@link selectInputs} reads. */
export interface InputOptions {
  fix: boolean;
  fixDryRun: boolean;
  /** False with `--no-ignore`. */
  ignore: boolean;
  outputFile?: string;
}

/**
 * Sorts `inputs` (relative to `io.cwd`; none: the working folder) into foreign sets and `.card`
 * files, resolves every file's config (a malformed config throws), and warns on stderr about inputs
 * that are ignored.
 * @throws CliError when a foreign set is given with --fix, an input matches nothing, every file a
 *   pattern matches is ignored, the walk fails, or `--output-file` is one of the inputs.
 */
export async function selectInputs(
  inputs: readonly string[],
  opts: InputOptions,
  io: CliIo,
  configs: ConfigResolver,
  l10n: Localizer,
): Promise<LintInputs> {
  const explicit = inputs.length > 0;
  const { foreign, cardInputs } = await splitForeign(inputs, io.cwd);
  if (foreign.length > 0 && (opts.fix || opts.fixDryRun)) throw new CliError(l10n.t("cli.error.fixCardFilesOnly"));
  const collected = await collectCardFiles(explicit, cardInputs, io.cwd, l10n);
  const { files: found, patternMatches } = collected;

  // The config parser (and with it the rules) is loaded only when some path has a config file.
  await configs.prepare([...found, ...collected.unreadable.map((u) => u.path), ...foreign.map((f) => f.abs)]);
  // Resolve every file's config before linting: a malformed config stops the run (exit 2).
  const gitignore = new GitIgnore({ roots: [io.cwd] });
  const ignored = opts.ignore ? ignoredFiles(found, gitignore, configs) : new Set<string>();
  const files = onePathPerFile(
    found.filter((f) => !ignored.has(f)),
    collected.links,
  );
  const unreadable = unreadableNotIgnored(collected.unreadable, opts.ignore, gitignore, configs, l10n);
  if (opts.outputFile !== undefined)
    refuseInputAsOutput(path.resolve(io.cwd, opts.outputFile), [...files, ...foreign.map((f) => f.abs)], "--output-file");
  for (const file of files) configs.forFile(file);
  if (explicit) {
    const allIgnored = patternMatches.filter((p) => p.files.every((f) => ignored.has(f)));
    if (allIgnored.length > 0) {
      throw new CliError(allIgnored.map((p) => l10n.t("cli.error.allIgnored", { input: p.input })).join("\n"));
    }
    for (const input of inputs) {
      const file = path.resolve(io.cwd, input);
      if (ignored.has(file)) io.stderr.write(`cardscript: ${l10n.t("cli.lint.inputIgnored", { input })}\n`);
    }
  } else if (found.length > 0 && files.length === 0) {
    io.stderr.write(
      `cardscript: ${l10n.tn("cli.lint.allFilesIgnored", found.length, { files: l10n.tn("cli.cardFilesFound", found.length), cwd: io.cwd })}\n`,
    );
  }
  return { explicit, found, files, foreign, unreadable };
}

/** MSE sets, Cockatrice XML and Forge scripts (imported in memory), apart from the other inputs. */
async function splitForeign(inputs: readonly string[], cwd: string): Promise<{ foreign: ForeignInput[]; cardInputs: string[] }> {
  const foreign: ForeignInput[] = [];
  const cardInputs: string[] = [];
  for (const input of inputs) {
    const abs = path.resolve(cwd, input);
    // The games' sniffers are loaded only for a path whose shape does not tell.
    let format = detectFormatWith(abs);
    if (format === "sniff") format = (await import("../import/foreign")).detectFormat(abs);
    if (format) foreign.push({ abs, format });
    else cardInputs.push(input);
  }
  return { foreign, cardInputs };
}

/**
 * The `.card` files under `cardInputs` (the working folder when no input was given).
 * @throws CliError when the walk fails or an explicit input matches nothing.
 */
async function collectCardFiles(explicit: boolean, cardInputs: string[], cwd: string, l10n: Localizer): Promise<CollectResult> {
  let collected: CollectResult;
  try {
    collected =
      explicit && cardInputs.length === 0
        ? { files: [], links: new Set<string>(), unmatched: [], patternMatches: [], unreadable: [] }
        : await collectFiles(explicit ? cardInputs : ["."], { cwd });
  } catch (e) {
    throw new CliError(l10n.t("cli.error.cannotList", { reason: e instanceof Error ? e.message : String(e) }));
  }
  if (explicit && collected.unmatched.length > 0) {
    throw new CliError(collected.unmatched.map((u) => `${u.input}: ${u.reason}`).join("\n"));
  }
  return collected;
}

/** The files of `found` that their config's `ignorePatterns` or `.gitignore` exclude. */
function ignoredFiles(found: readonly string[], gitignore: GitIgnore, configs: ConfigResolver): Set<string> {
  const ignored = new Set<string>();
  gitignore.prepare(found);
  for (const file of found) if (ignoredByConfig(file, configs.forFile(file)) || gitignore.ignores(file)) ignored.add(file);
  return ignored;
}

/**
 * The folders and links the file walk could not read, as failures (exit 2; the other files are
 * linted), except those git or `ignorePatterns` ignore (git does not look into an ignored folder).
 */
function unreadableNotIgnored(
  unreadable: CollectResult["unreadable"],
  honourIgnores: boolean,
  gitignore: GitIgnore,
  configs: ConfigResolver,
  l10n: Localizer,
): FileFailure[] {
  return unreadable
    .filter((u) => {
      if (!honourIgnores) return true;
      if (u.kind === "link") return !gitignore.ignores(u.path) && !ignoredByConfig(u.path, configs.forFile(u.path));
      // A folder is ignored when a file in it would be (by a folder pattern or a pattern ending in **).
      return !gitignore.ignoresDir(u.path) && !ignoredByConfig(path.join(u.path, "x.card"), configs.forFile(u.path));
    })
    .map((u) => unreadableFailure(u, l10n));
}

/**
 * The failure line of a folder the file walk could not read, or of a `*.card` link that leads
 * nowhere, in the language of `l10n` (`u.reason` is already in it: `describeIoError`).
 */
export function unreadableFailure(u: CollectResult["unreadable"][number], l10n: Localizer): FileFailure {
  const key = u.kind === "folder" ? "cli.lint.unreadableFolder" : "cli.lint.danglingLink";
  return { filePath: u.path, message: l10n.t(key, { file: u.path, reason: u.reason }) };
}
