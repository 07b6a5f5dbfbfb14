/**
 * `.gitignore` support: inside a git work tree (a folder with `.git` up the tree), a file is skipped
 * when the `.gitignore` files between the work-tree root and its folder ignore it — deeper files
 * take precedence, `!` patterns re-include, and an ignored folder hides everything in it.
 * `.git/info/exclude` counts as a `.gitignore` at the root. Outside a work tree nothing is ignored.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ignore, { type Ignore } from "ignore";

interface Level {
  dir: string;
  ig: Ignore;
}

export class GitIgnore {
  private readonly rootByDir = new Map<string, string | null>();
  private readonly levelByDir = new Map<string, Level | null>();

  /** True when git would ignore this file (absolute path). */
  ignores(file: string): boolean {
    const dir = path.dirname(file);
    const root = this.root(dir);
    if (!root) return false;
    const levels: Level[] = [];
    for (let d = dir; ; d = path.dirname(d)) {
      const level = this.level(d, d === root);
      if (level) levels.unshift(level);
      if (d === root || path.dirname(d) === d) break;
    }
    let ignored = false;
    for (const l of levels) {
      const rel = path.relative(l.dir, file).split(path.sep).join("/");
      const r = l.ig.test(rel);
      if (r.ignored) ignored = true;
      else if (r.unignored) ignored = false;
    }
    return ignored;
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

  private level(dir: string, isRoot: boolean): Level | null {
    const cached = this.levelByDir.get(dir);
    if (cached !== undefined) return cached;
    const texts: string[] = [];
    for (const f of [isRoot ? path.join(dir, ".git", "info", "exclude") : "", path.join(dir, ".gitignore")]) {
      if (!f) continue;
      try {
        texts.push(readFileSync(f, "utf8"));
      } catch {
        /* absent or unreadable: no rules */
      }
    }
    const level = texts.length ? { dir, ig: ignore().add(texts.join("\n")) } : null;
    this.levelByDir.set(dir, level);
    return level;
  }
}
