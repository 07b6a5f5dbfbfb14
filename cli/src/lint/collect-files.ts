/**
 * Turns the paths and globs given to `cardscript lint` into a sorted list of absolute file paths.
 * Folders recurse for `*.card` (hidden folders included, as git lists them); globs (fast-glob
 * syntax) keep only `*.card` matches; a path to an existing file is linted whatever its extension.
 *
 * Folders and globs are walked alike, and folders as the language server's workspace scan walks
 * them (`node-io/card-files.ts`, one listing for both): symbolic links to folders are never
 * followed (a link to a parent folder, `d/a -> .`, would repeat the tree forever), a symbolic link
 * to a `.card` file is a file (git lists it as one), and a folder that cannot be read is listed in
 * `unreadable` while the rest is collected. Which files git ignores is decided afterwards (see
 * `gitignore.ts`). An input that names a symbolic link that leads nowhere says whether the link
 * loops or dangles, not that the file is missing.
 */
import fs, { statSync } from "node:fs";
import path from "node:path";
import { isCardPath as isCard, onePathPerFile, readProblem, walkCardFiles } from "../../../server/src/node-io/card-files";
import { describeIoError } from "../errors";
import { cliText } from "../l10n/index";

/** Folders never searched. */
export const ALWAYS_IGNORED = ["**/node_modules/**", "**/.git/**"];

export { onePathPerFile };

export interface CollectOptions {
  /** Folder that relative paths and globs start from. */
  cwd: string;
  /** Extra fast-glob ignore patterns. */
  ignore?: string[];
}

export interface CollectResult {
  /**
   * Absolute paths, sorted, each once. A file reached by two paths (a symbolic link) is here
   * under both: drop ignored paths first, then call {@link onePathPerFile}.
   */
  files: string[];
  /** The paths in `files` that are symbolic links. */
  links: ReadonlySet<string>;
  /** Inputs that matched no file (each with the reason). */
  unmatched: { input: string; reason: string }[];
  /** The files each folder or glob input matched (inputs naming a file are not listed). */
  patternMatches: { input: string; files: string[] }[];
  /**
   * Folders the walk could not read (absolute paths) and symbolic links named `*.card` that lead
   * nowhere (dangling or looping), with the reason; their files are not in `files`.
   */
  unreadable: { path: string; reason: string; kind: "folder" | "link" }[];
}

/** fast-glob, loaded for globs only (folders are walked without it). */
const fastGlob = async () => (await import("fast-glob")).default;

/**
 * Why a file named explicitly is refused: a `.json`/`.jsonl` file holds card records
 * (MTGJSON/Scryfall), which `cardscript import` reads; read as CardScript it gave one syntax error
 * per JSON token (25,000 for 500 records). Undefined for any other file.
 */
export function recordsFileReason(file: string): string | undefined {
  if (!/\.jsonl?$/i.test(file)) return undefined;
  return cliText().t("cli.error.recordsFile", { name: path.basename(file) });
}
/** fast-glob wants forward slashes. */
const globPath = (p: string) => p.split(path.sep).join("/");

/** Resolves every input; never throws for missing or unreadable paths (they are listed in the result). */
export async function collectFiles(inputs: readonly string[], options: CollectOptions): Promise<CollectResult> {
  const found = new Set<string>();
  const unmatched: CollectResult["unmatched"] = [];
  const patternMatches: CollectResult["patternMatches"] = [];
  const unreadable: CollectResult["unreadable"] = [];
  /** Files reached through a symbolic link (only these need resolving to find duplicates). */
  const links = new Set<string>();
  const walk = walker([...ALWAYS_IGNORED, ...(options.ignore ?? [])], unreadable, links);
  for (const input of inputs) {
    const abs = path.resolve(options.cwd, input);
    let stat: ReturnType<typeof statSync> | undefined;
    try {
      stat = statSync(abs);
    } catch (err) {
      // A link in a loop or to nothing, a folder without permission: say so, not "no such file".
      const problem = readProblem(abs, err);
      if (problem.messageId !== "file.missing") {
        unmatched.push({ input, reason: cliText().t(problem.messageId, problem.data) });
        continue;
      }
      stat = undefined;
    }
    if (stat?.isFile()) {
      const records = recordsFileReason(abs);
      if (records) {
        unmatched.push({ input, reason: records });
        continue;
      }
      found.add(abs);
      if (isLink(abs)) links.add(abs);
      continue;
    }
    let matches: string[];
    if (stat?.isDirectory()) {
      matches = options.ignore?.length
        ? await walk("**/*.card", { cwd: abs, caseSensitiveMatch: false, dot: true })
        : walkFolder(abs, unreadable, links);
      const denied = unreadable.find((u) => u.path === abs);
      if (matches.length === 0)
        unmatched.push({
          input,
          reason: denied ? cliText().t("cli.collect.cannotReadFolder", { reason: denied.reason }) : cliText().t("cli.collect.noCardFiles"),
        });
    } else if ((await fastGlob()).isDynamicPattern(globPath(input))) {
      matches = (await walk(globPath(input), { cwd: options.cwd })).filter(isCard);
      if (matches.length === 0) unmatched.push({ input, reason: cliText().t("cli.collect.noMatch") });
    } else {
      unmatched.push({ input, reason: cliText().t("cli.io.ENOENT") });
      continue;
    }
    if (matches.length > 0) patternMatches.push({ input, files: matches });
    if (inputs.length === 1 && found.size === 0) return { files: matches.sort(), links, unmatched, patternMatches, unreadable };
    for (const m of matches) found.add(m);
  }
  return { files: [...found].sort(), links, unmatched, patternMatches, unreadable };
}

/**
 * A fast-glob walk that never follows symbolic links to folders, keeps files and links to files,
 * and records in `unreadable` the folders it could not read (instead of failing, or skipping them
 * silently) and the `*.card` links that lead nowhere.
 */
function walker(ignore: string[], unreadable: CollectResult["unreadable"], links: Set<string>) {
  const readdir = (...args: unknown[]) => {
    const done = args.pop() as (err: NodeJS.ErrnoException | null, entries?: unknown) => void;
    const dir = String(args[0]);
    (fs.readdir as (...a: unknown[]) => void)(...args, (err: NodeJS.ErrnoException | null, entries: unknown) => {
      if (err && err.code !== "ENOENT") unreadable.push({ path: path.resolve(dir), reason: describeIoError(err), kind: "folder" });
      done(err, entries);
    });
  };
  return async (pattern: string, options: { cwd: string; caseSensitiveMatch?: boolean; dot?: boolean }): Promise<string[]> => {
    const fg = await fastGlob();
    const entries = await fg(pattern, {
      ...options,
      absolute: true,
      objectMode: true,
      onlyFiles: false,
      followSymbolicLinks: false,
      suppressErrors: true,
      ignore,
      fs: { readdir: readdir as unknown as typeof fs.readdir },
    });
    const files: string[] = [];
    for (const e of entries) {
      const file = path.normalize(e.path);
      if (e.dirent.isFile()) files.push(file);
      else if (e.dirent.isSymbolicLink()) {
        try {
          if (statSync(file).isFile()) {
            files.push(file);
            links.add(file);
          }
        } catch (err) {
          if (isCard(file)) unreadable.push({ path: file, reason: describeIoError(err), kind: "link" });
        }
      }
    }
    return files;
  };
}

/**
 * The `*.card` files under a folder (the shared walk, `walkCardFiles`), with the folders it could
 * not read and the `*.card` links that lead nowhere added to `unreadable` (reasons in the run's
 * language). Paths are absolute, in no particular order.
 */
function walkFolder(root: string, unreadable: CollectResult["unreadable"], links: Set<string>): string[] {
  return walkCardFiles(root, (p, err, kind) => unreadable.push({ path: p, reason: describeIoError(err), kind }), links);
}

function isLink(p: string): boolean {
  try {
    return fs.lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}
