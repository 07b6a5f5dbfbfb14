/**
 * Which files of the workspace folders the workspace name index reads: the same selection as the
 * CLI's (`node-io/gitignore.ts`). Inside a git work tree, exactly the files git would not ignore
 * (every `.gitignore` down the tree, `.git/info/exclude`, `core.excludesFile`; a tracked file is
 * never ignored; no `!pattern` brings a file back from an ignored folder); outside a work tree,
 * what the `.gitignore` files from the workspace folder down exclude (as the CLI run in that
 * folder applies them). `node_modules` and `.git` folders are skipped by the scan itself.
 *
 * Answers are cached per document key (a `file:` URI as `uriKey` gives it): a scan asks about all
 * its files at once (one `git ls-files` per work tree); a file created or changed later is asked
 * about on its own (`git check-ignore`) after {@link WorkspaceIgnore.forget}; a changed
 * `.gitignore` drops every answer ({@link WorkspaceIgnore.reset}).
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { GitIgnore } from "../../node-io/gitignore";

/** Git-exact ignore answers for the files of some workspace folders (absolute paths). */
export class WorkspaceIgnore {
  private git: GitIgnore;
  private readonly known = new Map<string, boolean>();

  /** @param folders the workspace folders' file-system paths; files outside them are never ignored. */
  constructor(private readonly folders: readonly string[]) {
    this.git = new GitIgnore({ roots: folders });
  }

  /** The files (absolute paths, found by a scan) that git would not ignore, asking git once per work tree. */
  select(files: readonly string[]): string[] {
    this.git.prepare(files);
    return files.filter((f) => {
      const ignored = this.git.ignores(f);
      this.known.set(pathToFileURL(f).href, ignored);
      return !ignored;
    });
  }

  /**
   * True when a document takes part in cross-file checks: not a `file:` URI, outside every
   * workspace folder, or a file git would not ignore.
   */
  participates(key: string): boolean {
    if (!key.startsWith("file:")) return true;
    const cached = this.known.get(key);
    if (cached !== undefined) return !cached;
    let file: string;
    try {
      file = fileURLToPath(key);
    } catch {
      return true;
    }
    const ignored = this.insideFolder(file) && this.git.ignoresNow(file);
    this.known.set(key, ignored);
    return !ignored;
  }

  /** Forgets the answer for one file (created, changed or renamed on disk). */
  forget(key: string): void {
    this.known.delete(key);
  }

  /** Forgets every answer and the ignore rules read so far (a `.gitignore` changed). */
  reset(): void {
    this.git = new GitIgnore({ roots: this.folders });
    this.known.clear();
  }

  private insideFolder(file: string): boolean {
    return this.folders.some((folder) => {
      const rel = path.relative(folder, file);
      return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
    });
  }
}
