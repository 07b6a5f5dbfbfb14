/**
 * Which `.card` files a folder holds, and why a file cannot be read — one listing for the CLI
 * (`cardscript lint <folder>`) and the language server's workspace scan, so that both see the
 * same files for the same folder. Which of them git ignores is decided afterwards (`gitignore.ts`).
 *
 * The walk: `*.card` in any case, hidden folders included (as git lists them), `node_modules`
 * and `.git` folders skipped; symbolic links to folders are never followed (a link to a parent
 * folder, `d/a -> .`, would repeat the tree forever); a symbolic link named `*.card` that leads to
 * a file is a file (git lists it as one); one that leads nowhere (dangling, or a loop) and a folder
 * that cannot be read are handed to the caller, never skipped in silence.
 */
import fs, { lstatSync, readlinkSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { NotTextError } from "./decode-text";

/** Folders never searched, by name (lower case). */
export const IGNORED_FOLDER_NAMES: ReadonlySet<string> = new Set(["node_modules", ".git"]);

/** True for a name or path ending in `.card`, any case (no lower-cased copy: a walk asks once per file). */
export function isCardPath(p: string): boolean {
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

/** What a walk could not read: a folder, or a link named `*.card` that leads nowhere, with the error (Node's, with `code`). */
export type UnreadableEntry = (path: string, error: unknown, kind: "folder" | "link") => void;

/**
 * The `*.card` files under a folder (see the module comment): one `readdir` per folder.
 * @param root an absolute, normalized folder path.
 * @param onUnreadable called for each folder that cannot be read (but not for one that vanished)
 *   and each `*.card` link that leads nowhere; their files are not returned.
 * @param links receives the returned paths that are symbolic links.
 * @returns absolute paths, in no particular order.
 */
export function walkCardFiles(root: string, onUnreadable: UnreadableEntry, links: Set<string>): string[] {
  const files: string[] = [];
  const pending = [root];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") onUnreadable(dir, err, "folder");
      continue;
    }
    // `dir` is absolute and normalized: joining needs no path.join (no normalizing per file).
    const prefix = dir.endsWith(path.sep) ? dir : dir + path.sep;
    for (const e of entries) {
      const p = prefix + e.name;
      if (e.isDirectory()) {
        if (!IGNORED_FOLDER_NAMES.has(e.name.toLowerCase())) pending.push(p);
      } else if (!isCardPath(e.name)) continue;
      else if (e.isFile()) files.push(p);
      else if (e.isSymbolicLink()) {
        try {
          if (statSync(p).isFile()) {
            files.push(p);
            links.add(p);
          }
        } catch (err) {
          onUnreadable(p, err, "link");
        }
      }
    }
  }
  return files;
}

/**
 * Drops paths that reach a file already listed (through a symbolic link, or an input folder given
 * twice by different paths): the file is kept once, under its own path when that is listed,
 * else under the first link (in sorted order). Only links and folders are resolved, once each: a
 * plain file's real path is its folder's real path and its name.
 * @param sorted absolute paths (ignored ones already removed), sorted.
 * @param links the paths among them that are symbolic links.
 */
export function onePathPerFile(sorted: readonly string[], links: ReadonlySet<string>): string[] {
  if (links.size === 0 && foldersAreDistinct(sorted)) return [...sorted];
  const realDir = new Map<string, string>();
  const keyOf = (f: string) => {
    if (links.has(f)) return realOrSelf(f);
    const dir = path.dirname(f);
    let d = realDir.get(dir);
    if (d === undefined) realDir.set(dir, (d = realOrSelf(dir)));
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

/** A path's real path; the path itself when it cannot be resolved (reading it reports the problem). */
function realOrSelf(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
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
    const real = realOrSelf(dir);
    if (reals.has(real)) return false;
    reals.add(real);
  }
  return true;
}

/**
 * Why a path that could not be read (or stat'ed) cannot be read, as a message of the core's
 * catalog that follows the file's name ("x.card is a symbolic link …"):
 * - `file.linkLoop`: a symbolic link whose chain of links never ends (`ELOOP`);
 * - `file.linkDangling` (`target`): a symbolic link to a path that does not exist;
 * - `file.missing`: nothing at that path;
 * - `file.permissionDenied`, `file.isFolder`: `EACCES`/`EPERM`, `EISDIR`;
 * - a {@link NotTextError}'s own message (bytes that are not UTF-8 text);
 * - otherwise `file.cannotReadBecause` (`reason`: Node's message).
 * @param file the path that was read.
 * @param error what reading it threw.
 */
export function readProblem(file: string, error: unknown): { messageId: string; data: Record<string, string | number> } {
  if (error instanceof NotTextError) return { messageId: error.messageId, data: { ...error.data } };
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ELOOP") return { messageId: "file.linkLoop", data: {} };
  if (code === "ENOENT" || code === "ENOTDIR") {
    const target = linkTarget(file);
    return target === undefined ? { messageId: "file.missing", data: {} } : { messageId: "file.linkDangling", data: { target } };
  }
  if (code === "EACCES" || code === "EPERM") return { messageId: "file.permissionDenied", data: {} };
  if (code === "EISDIR") return { messageId: "file.isFolder", data: {} };
  return { messageId: "file.cannotReadBecause", data: { reason: error instanceof Error ? error.message : String(error) } };
}

/** Where a symbolic link points (as written in the link); undefined when `file` is not a link. */
function linkTarget(file: string): string | undefined {
  try {
    return lstatSync(file).isSymbolicLink() ? readlinkSync(file) : undefined;
  } catch {
    return undefined;
  }
}
