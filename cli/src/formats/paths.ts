import path from "node:path";

/** `file` relative to `cwd` with forward slashes when it lies inside `cwd`, else the absolute path. */
export function displayPath(file: string, cwd: string): string {
  const rel = path.relative(cwd, file);
  // "..x.card" is a file inside `cwd`; ".." and "../…" are outside it.
  if (rel === "" || rel === ".." || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return file;
  return rel.split(path.sep).join("/");
}
