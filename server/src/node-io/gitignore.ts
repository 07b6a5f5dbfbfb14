/**
 * Which files git would not ignore. Inside a git work tree (a folder with `.git` up the tree) the
 * CLI lints, and the language server's workspace index reads, exactly the files `git ls-files --cached --others --exclude-standard` lists: tracked
 * files, and untracked files that no `.gitignore`, `.git/info/exclude` or `core.excludesFile`
 * pattern excludes. Outside a work tree the `.gitignore` files still count, as Prettier reads them
 * without git: from a *project folder* down (the CLI's working folder, each workspace folder of the
 * language server; {@link GitIgnoreOptions.roots}), applied by {@link GitRules} as git would from a
 * work-tree root there. A file outside every work tree and every project folder is not ignored.
 *
 * Git itself answers when it can (one `git ls-files` per work tree, only for `.card` paths). When
 * git is missing or refuses (not a repository, unsafe ownership…), the rules are applied here with
 * the `ignore` library the way git applies them ({@link GitRules}): every `.gitignore` from the
 * root down, deeper files overriding higher ones and later lines earlier ones; a folder that is
 * excluded hides everything in it, and no `!pattern` in a deeper `.gitignore` brings a file back
 * from it; matching ignores case only when the repository's `core.ignorecase` says so. Without git
 * the fallback cannot know which files are tracked, and reads no global excludes file.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ignore, { type Ignore } from "ignore";
import { nodeChildProcess } from "./lazy-builtins";

/** Paths relative to a work-tree root, with `/`. */
const relPath = (root: string, p: string) => path.relative(root, p).split(path.sep).join("/");

export interface GitIgnoreOptions {
  /** False: never run git, always apply the rules here (tests compare both with git). Default true. */
  useGit?: boolean;
  /**
   * Project folders (absolute): for a file in no git work tree, the `.gitignore` files from the
   * deepest of these that holds it down to the file apply (the CLI passes its working folder, the
   * language server its workspace folders). Default none: outside a work tree nothing is ignored.
   */
  roots?: readonly string[];
}

/** Git's listing of one folder of a work tree: paths relative to `base`, with `/`. */
interface Listing {
  base: string;
  files: Set<string>;
}

/** Answers "would git ignore this?" for files and folders, caching per work tree. */
export class GitIgnore {
  private readonly rootByDir = new Map<string, string | null>();
  /** Per work-tree root: git's listing of `.card` paths, or null when git could not tell. */
  private readonly listed = new Map<string, Listing | null>();
  /** Per work-tree root: the folder holding every file {@link prepare} was told of. */
  private readonly scope = new Map<string, string>();
  private readonly rules = new Map<string, GitRules>();

  constructor(private readonly options: GitIgnoreOptions = {}) {}

  /**
   * Optional: the files that will be asked about, so that git lists only the folder holding them
   * rather than the whole work tree (faster in a large repository).
   */
  prepare(files: readonly string[]): void {
    for (const f of files) {
      const dir = path.dirname(f);
      const root = this.root(dir);
      if (!root) continue;
      const known = this.scope.get(root);
      this.scope.set(root, known === undefined ? dir : commonFolder(known, dir));
    }
  }

  /** True when git would ignore this file (an absolute path). */
  ignores(file: string): boolean {
    const root = this.root(path.dirname(file));
    if (!root) return this.ignoredOutsideGit(file);
    if (this.options.useGit !== false) {
      // The listing holds `.card` files; git is asked about any other file on its own.
      if (!isCard(file)) {
        const one = listFiles(root, [`:(literal)${relPath(root, file)}`]);
        if (one) return one.size === 0;
      } else {
        let listing = this.gitListing(root);
        if (listing && !isInside(listing.base, file)) this.listed.set(root, (listing = gitListing(root, root)));
        if (listing) return !listing.files.has(relPath(listing.base, file));
      }
    }
    return this.rulesFor(root).ignores(file);
  }

  /**
   * True when git would ignore this file (an absolute path) as of now, asking git about this one
   * path (`git check-ignore`: a tracked file is never ignored; the file need not exist) instead of
   * the listing {@link ignores} keeps. For a long-lived caller (the language server) whose files
   * are created after the listing was taken. Without git, the rules are applied here.
   */
  ignoresNow(file: string): boolean {
    const root = this.root(path.dirname(file));
    if (!root) return this.ignoredOutsideGit(file);
    if (this.options.useGit !== false) {
      // check-ignore takes plain path names (no pathspec magic); "./" keeps a leading ":" literal.
      const r = runGit(root, ["check-ignore", "-q", "--", `./${relPath(root, file)}`]);
      // Status 0: ignored; 1: not ignored; anything else (no git, not a repository): the rules here.
      if (r && (r.status === 0 || r.status === 1)) return r.status === 0;
    }
    return this.rulesFor(root).ignores(file);
  }

  /** True when git would ignore this folder (an absolute path), i.e. would not look into it. */
  ignoresDir(dir: string): boolean {
    const root = this.root(path.dirname(dir)) ?? this.projectRoot(dir);
    return root !== null && this.rulesFor(root).ignoresDir(dir);
  }

  /** For a file in no work tree: true when the `.gitignore` files of its project folder exclude it. */
  private ignoredOutsideGit(file: string): boolean {
    const root = this.projectRoot(file);
    return root !== null && this.rulesFor(root).ignores(file);
  }

  /** The deepest project folder ({@link GitIgnoreOptions.roots}) holding `p` (or equal to it), or null. */
  private projectRoot(p: string): string | null {
    let found: string | null = null;
    for (const r of this.options.roots ?? []) {
      const root = path.resolve(r);
      if ((p === root || isInside(root, p)) && (found === null || root.length > found.length)) found = root;
    }
    return found;
  }

  /** The work-tree root holding `dir`, or null. */
  private root(dir: string): string | null {
    const cached = this.rootByDir.get(dir);
    if (cached !== undefined) return cached;
    let found: string | null;
    if (existsSync(path.join(dir, ".git"))) found = dir;
    else {
      const parent = path.dirname(dir);
      found = parent === dir ? null : this.root(parent);
    }
    this.rootByDir.set(dir, found);
    return found;
  }

  private rulesFor(root: string): GitRules {
    let r = this.rules.get(root);
    if (!r) this.rules.set(root, (r = new GitRules(root)));
    return r;
  }

  private gitListing(root: string): Listing | null {
    let listing = this.listed.get(root);
    if (listing === undefined) this.listed.set(root, (listing = gitListing(root, this.scope.get(root) ?? root)));
    return listing;
  }
}

const isCard = (p: string) => p.toLowerCase().endsWith(".card");
const isInside = (dir: string, file: string) => file.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep);

/** The deepest folder holding both `a` and `b` (absolute paths). */
function commonFolder(a: string, b: string): string {
  while (!isInside(a, b) && a !== b) {
    const up = path.dirname(a);
    if (up === a) break;
    a = up;
  }
  return a;
}

/** Git's listing of the `.card` files under `base` (a folder of the work tree at `root`), or null. */
function gitListing(root: string, base: string): Listing | null {
  const files = listFiles(root, [":(icase)*.card"], base);
  return files ? { base, files } : null;
}

/**
 * The files `git ls-files --cached --others --exclude-standard` lists for `pathspecs`, run in `cwd`
 * (a folder of the work tree at `root`; paths are relative to it); null when git is not installed
 * or fails there. Git is kept from looking above `root` and from `GIT_DIR`/`GIT_WORK_TREE` set for
 * another tree.
 */
export function listFiles(root: string, pathspecs: string[], cwd = root): Set<string> | null {
  const r = runGit(root, ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", ...pathspecs], cwd);
  if (!r || r.status !== 0) return null;
  return new Set(r.stdout.split("\0").filter((p) => p !== ""));
}

/**
 * Runs git with `args` in `cwd` (a folder of the work tree at `root`), kept from looking above
 * `root` and from `GIT_DIR`/`GIT_WORK_TREE` set for another tree; null when git could not be run.
 */
function runGit(root: string, args: string[], cwd = root): { status: number | null; stdout: string } | null {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_CEILING_DIRECTORIES: path.dirname(root) };
  for (const k of ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR"]) delete env[k];
  const r = nodeChildProcess().spawnSync("git", args, {
    cwd,
    env,
    encoding: "utf8",
    maxBuffer: 1 << 30,
    stdio: ["ignore", "pipe", "pipe"],
  });
  return r.error ? null : { status: r.status, stdout: r.stdout };
}

/**
 * Git's ignore rules for one work tree, applied without git (see the module comment). `.gitignore`
 * files are read as folders are first asked about, root first; each one's patterns are rewritten
 * relative to the root ({@link scopePattern}) and added after those of its parent folders, so one
 * `ignore` instance holds the tree's rules in git's order of precedence.
 */
export class GitRules {
  private readonly ig: Ignore;
  private readonly loaded = new Set<string>();

  constructor(private readonly root: string) {
    this.ig = ignore({ ignorecase: ignoreCaseSetting(root) });
    this.ig.add(readOrEmpty(path.join(root, ".git", "info", "exclude")));
  }

  /** True when git would ignore `file` (absolute, under the root). */
  ignores(file: string): boolean {
    this.load(path.dirname(file));
    return this.ig.ignores(relPath(this.root, file));
  }

  /** True when git would ignore the folder `dir` (absolute, under the root; false for the root). */
  ignoresDir(dir: string): boolean {
    if (dir === this.root) return false;
    this.load(path.dirname(dir));
    return this.ig.ignores(`${relPath(this.root, dir)}/`);
  }

  /** Adds the `.gitignore` files of `dir` and the folders between it and the root, root first. */
  private load(dir: string): void {
    if (this.loaded.has(dir)) return;
    if (dir !== this.root) {
      const parent = path.dirname(dir);
      if (parent === dir) return;
      this.load(parent);
    }
    this.loaded.add(dir);
    const text = readOrEmpty(path.join(dir, ".gitignore"));
    if (text === "") return;
    const base = relPath(this.root, dir);
    const lines = text.split(/\r?\n/).map((l) => scopePattern(l, base));
    this.ig.add(lines.filter((l): l is string => l !== undefined));
  }
}

/**
 * A `.gitignore` line of the folder `base` (relative to the root, "" for the root) rewritten to mean
 * the same from the root: a pattern with a slash before its end is anchored to its folder
 * (`/x`, `a/b` → `base/x`, `base/a/b`); one without matches at any depth below it (`*.card`,
 * `out/` get `base/` and a globstar in front). `!` stays in front. Blank lines and comments give
 * undefined.
 */
export function scopePattern(line: string, base: string): string | undefined {
  if (line.trim() === "" || line.startsWith("#")) return undefined;
  if (base === "") return line;
  const negate = line.startsWith("!") ? "!" : "";
  const body = negate ? line.slice(1) : line;
  // Trailing spaces do not count (unless escaped), nor a trailing slash, when looking for a slash.
  const core = body.replace(/(?<!\\)[ \t]+$/, "").replace(/\/+$/, "");
  const anchored = core.includes("/");
  const prefix = base.replace(/[\\*?[\]]/g, "\\$&").replace(/^[#!]/, "\\$&");
  return `${negate}${prefix}/${anchored ? body.replace(/^\//, "") : `**/${body}`}`;
}

/** The repository's `core.ignorecase` (git's default, false, when unset or unreadable). */
function ignoreCaseSetting(root: string): boolean {
  let config = "";
  try {
    if (statSync(path.join(root, ".git")).isDirectory()) config = readOrEmpty(path.join(root, ".git", "config"));
  } catch {
    return false;
  }
  let inCore = false;
  let value = false;
  for (const raw of config.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith("[")) inCore = /^\[\s*core\s*\]/i.test(line);
    else if (inCore) {
      const m = /^ignorecase\s*(?:=\s*(\S+))?/i.exec(line);
      if (m) value = m[1] === undefined || /^(?:true|yes|on|1)$/i.test(m[1]);
    }
  }
  return value;
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
