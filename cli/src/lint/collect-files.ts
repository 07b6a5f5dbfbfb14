/**
 * Turns the paths and globs given to `cardscript lint` into a sorted list of absolute file paths.
 * Folders recurse for `*.card`; globs (fast-glob syntax) keep only `*.card` matches; a path to an
 * existing file is linted whatever its extension.
 */
import fg from "fast-glob";
import { realpathSync, statSync } from "node:fs";
import path from "node:path";

/** Folders never searched. */
export const ALWAYS_IGNORED = ["**/node_modules/**", "**/.git/**"];

export interface CollectOptions {
  /** Folder that relative paths and globs start from. */
  cwd: string;
  /** Extra fast-glob ignore patterns. */
  ignore?: string[];
}

export interface CollectResult {
  /** Absolute paths, sorted, without duplicates. */
  files: string[];
  /** Inputs that matched no file (each with the reason). */
  unmatched: { input: string; reason: string }[];
  /** The files each folder or glob input matched (inputs naming a file are not listed). */
  patternMatches: { input: string; files: string[] }[];
}

const isCard = (p: string) => p.toLowerCase().endsWith(".card");
/** fast-glob wants forward slashes. */
const globPath = (p: string) => p.split(path.sep).join("/");

/** Resolves every input; never throws for missing paths (they are listed in `unmatched`). */
export async function collectFiles(inputs: readonly string[], options: CollectOptions): Promise<CollectResult> {
  const found = new Set<string>();
  const unmatched: CollectResult["unmatched"] = [];
  const patternMatches: CollectResult["patternMatches"] = [];
  const ignore = [...ALWAYS_IGNORED, ...(options.ignore ?? [])];
  for (const input of inputs) {
    const abs = path.resolve(options.cwd, input);
    let stat: ReturnType<typeof statSync> | undefined;
    try {
      stat = statSync(abs);
    } catch {
      stat = undefined;
    }
    if (stat?.isFile()) {
      found.add(abs);
      continue;
    }
    let matches: string[];
    if (stat?.isDirectory()) {
      // Symlinked folders are not followed (a link to a parent folder would repeat files forever).
      matches = await fg("**/*.card", {
        cwd: abs,
        absolute: true,
        onlyFiles: true,
        ignore,
        caseSensitiveMatch: false,
        followSymbolicLinks: false,
      });
      if (matches.length === 0) unmatched.push({ input, reason: "no .card files in this folder" });
    } else if (fg.isDynamicPattern(globPath(input))) {
      matches = (await fg(globPath(input), { cwd: options.cwd, absolute: true, onlyFiles: true, ignore })).filter(isCard);
      if (matches.length === 0) unmatched.push({ input, reason: "no .card files match this pattern" });
    } else {
      unmatched.push({ input, reason: "no such file or directory" });
      continue;
    }
    matches = matches.map((m) => path.normalize(m));
    if (matches.length > 0) patternMatches.push({ input, files: matches });
    for (const m of matches) found.add(m);
  }
  // The same file reached through two paths (symlinks) is linted once.
  const seen = new Set<string>();
  const files = [...found].sort().filter((f) => {
    let real = f;
    try {
      real = realpathSync(f);
    } catch {
      // Unresolvable (dangling or looping link): keep it; reading it reports the problem.
    }
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  });
  return { files, unmatched, patternMatches };
}
