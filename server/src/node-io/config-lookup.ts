/**
 * Finding `cardscript.json` on disk, shared by the CLI and the language server (the core parses
 * the file's text; this module does the Node IO around it).
 */
import { statSync } from "node:fs";
import path from "node:path";
import type { Ignore } from "ignore";
import { CONFIG_FILE_NAME } from "../core/config-file-name";

/** True when `p` is an existing regular file; never throws. */
export function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

/** The nearest `cardscript.json` up the folder tree from a folder, cached per folder. */
export class ConfigFileLookup {
  private readonly byDir = new Map<string, string | null>();

  /** Absolute path of the config file that applies to files in `dir` (absolute), or null when none. */
  fileFor(dir: string): string | null {
    const cached = this.byDir.get(dir);
    if (cached !== undefined) return cached;
    const candidate = path.join(dir, CONFIG_FILE_NAME);
    const parent = path.dirname(dir);
    const found = isFile(candidate) ? candidate : parent === dir ? null : this.fileFor(parent);
    this.byDir.set(dir, found);
    return found;
  }

  /** Forgets every answer (after config files were created or deleted). */
  clear(): void {
    this.byDir.clear();
  }
}

/**
 * True when a config's `ignorePatterns` (compiled into `matcher`, relative to the config's folder
 * `dir`) match `file` (absolute). Files outside `dir` are never ignored by it.
 */
export function ignoredByPatterns(matcher: Ignore, patternCount: number, dir: string, file: string): boolean {
  if (patternCount === 0) return false;
  const rel = path.relative(dir, file);
  if (!rel || rel.startsWith("..") || path.isAbsolute(rel)) return false;
  return matcher.ignores(rel.split(path.sep).join("/"));
}
