import path from "node:path";

/** `file` relative to `cwd` with forward slashes when it lies inside `cwd`, else the absolute path. */
export function displayPath(file: string, cwd: string): string {
  const rel = path.relative(cwd, file);
  if (rel === "" || rel.startsWith("..") || path.isAbsolute(rel)) return file;
  return rel.split(path.sep).join("/");
}
