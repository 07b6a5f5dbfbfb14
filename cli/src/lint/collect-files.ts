/**
 * Turns the paths and globs given to `cardscript lint` into a sorted list of absolute file paths.
 * Folders recurse for `*.card` (hidden folders included, as git lists them); globs (fast-glob
 * syntax) keep only `*.card` matches; a path to an existing file is linted whatever its extension.
 *
 * Folders and globs are walked alike: symbolic links to folders are never followed (a link to a
 * parent folder, `d/a -> .`, would repeat the tree forever), a symbolic link to a `.card` file is
 * a file (git lists it as one), and a folder that cannot be read is listed in `unreadable` while
 * the rest is collected. Which files git ignores is decided afterwards (see `gitignore.ts`).
 */
import fs, { realpathSync, statSync } from "node:fs";
import path from "node:path";
import { describeIoError } from "../errors";
import { cliText } from "../l10n/index";

/** Folders never searched. */
export const ALWAYS_IGNORED = ["**/node_modules/**", "**/.git/**"];

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

/** True for a name or path ending in `.card`, any case (no lower-cased copy: a walk asks once per file). */
function isCard(p: string): boolean {
  const n = p.length;
  // `| 0x20` lower-cases an ASCII letter (and leaves a lower-case one as it is).
  return (
    n >= 5 &&
    p.charCodeAt(n - 5) === 0x2e &&
    (p.charCodeAt(n - 4) | 0x20) === 0x63 &&
    (p.charCodeAt(n - 3) | 0x20) === 0x61 &&
    (p.charCodeAt(n - 2) | 0x20) === 0x72 &&
    (p.charCodeAt(n - 1) | 0x20) === 0x64
  );
}

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
    } catch {
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

/** Folders never searched, by name (lower case): {@link ALWAYS_IGNORED} as names. */
const IGNORED_FOLDERS = new Set(["node_modules", ".git"]);

/**
 * The `*.card` files under a folder (any case, hidden folders included), as the fast-glob walk for `*.card` at
 * any depth with {@link ALWAYS_IGNORED} finds them, without its per-entry pattern matching:
 * one `readdir` per folder, symbolic links to folders not followed, links named `*.card` kept when
 * they lead to a file (listed in `links`) and listed in `unreadable` when they lead nowhere, and
 * folders that cannot be read listed in `unreadable`. Paths are absolute, in no particular order.
 */
function walkFolder(root: string, unreadable: CollectResult["unreadable"], links: Set<string>): string[] {
  const files: string[] = [];
  const pending = [root];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (e.code !== "ENOENT") unreadable.push({ path: dir, reason: describeIoError(e), kind: "folder" });
      continue;
    }
    // `dir` is absolute and normalized: joining needs no path.join (no normalizing per file).
    const prefix = dir.endsWith(path.sep) ? dir : dir + path.sep;
    for (const e of entries) {
      const p = prefix + e.name;
      if (e.isDirectory()) {
        if (!IGNORED_FOLDERS.has(e.name.toLowerCase())) pending.push(p);
      } else if (!isCard(e.name)) continue;
      else if (e.isFile()) files.push(p);
      else if (e.isSymbolicLink()) {
        try {
          if (statSync(p).isFile()) {
            files.push(p);
            links.add(p);
          }
        } catch (err) {
          unreadable.push({ path: p, reason: describeIoError(err), kind: "link" });
        }
      }
    }
  }
  return files;
}

/**
 * Drops paths that reach a file already listed (through a symbolic link, or an input folder given
 * twice by different paths): the file is linted once, under its own path when that is listed,
 * else under the first link (in sorted order). Only links and folders are resolved, once each: a
 * plain file's real path is its folder's real path and its name.
 * @param sorted paths from {@link collectFiles} (ignored ones already removed), sorted.
 * @param links the result's `links`.
 */
export function onePathPerFile(sorted: readonly string[], links: ReadonlySet<string>): string[] {
  if (links.size === 0 && foldersAreDistinct(sorted)) return [...sorted];
  const realDir = new Map<string, string>();
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return p; // unresolvable: reading it reports the problem
    }
  };
  const keyOf = (f: string) => {
    if (links.has(f)) return real(f);
    const dir = path.dirname(f);
    let d = realDir.get(dir);
    if (d === undefined) realDir.set(dir, (d = real(dir)));
    // A file in a real folder is its own key (no join per file).
    return d === dir ? f : path.join(d, path.basename(f));
  };
  const seen = new Set<string>();
  const keep = new Set<string>();
  for (const pass of [false, true]) {
    for (const f of sorted) {
      if (links.has(f) !== pass) continue;
      const key = keyOf(f);
      if (seen.has(key)) continue;
      seen.add(key);
      keep.add(f);
    }
  }
  return keep.size === sorted.length ? [...sorted] : sorted.filter((f) => keep.has(f));
}

/**
 * True when the files' folders resolve to different real folders (none is reached twice, e.g.
 * through a linked folder): then, without file links, no two of the paths are the same file.
 */
function foldersAreDistinct(files: readonly string[]): boolean {
  const dirs = new Set<string>();
  let last = "";
  for (const f of files) {
    // Sorted paths: a file in the folder of the one before it needs no lookup.
    if (last && f.startsWith(last) && f.indexOf(path.sep, last.length) < 0) continue;
    const dir = path.dirname(f);
    last = dir.endsWith(path.sep) ? dir : dir + path.sep;
    dirs.add(dir);
  }
  const reals = new Set<string>();
  for (const dir of dirs) {
    let real: string;
    try {
      real = realpathSync(dir);
    } catch {
      real = dir;
    }
    if (reals.has(real)) return false;
    reals.add(real);
  }
  return true;
}

function isLink(p: string): boolean {
  try {
    return fs.lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}
