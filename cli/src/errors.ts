/** Errors that end the CLI with a given exit code (2 = usage or IO failure). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 2,
  ) {
    super(message);
    this.name = "CliError";
  }
}

/** A short description of an IO error: `ENOENT: no such file or directory` → `no such file or directory`. */
export function describeIoError(e: unknown): string {
  if (e && typeof e === "object" && "code" in e && typeof (e as { code: unknown }).code === "string") {
    const code = (e as { code: string }).code;
    const known: Record<string, string> = {
      ENOENT: "no such file or directory",
      EACCES: "permission denied",
      EISDIR: "is a directory",
      ENOTDIR: "not a directory",
      EPERM: "operation not permitted",
      ELOOP: "too many levels of symbolic links (a link loop?)",
      EEXIST: "already exists and is not a folder",
      EROFS: "read-only file system",
      ENOSPC: "no space left on device",
      EFBIG: "file too large (a file-size limit was reached)",
      EDQUOT: "disk quota exceeded",
      ESYMLINK: "is a symbolic link (never written through)",
      ECHANGED: "changed since it was read (not written)",
    };
    if (known[code]) return known[code]!;
  }
  return e instanceof Error ? e.message : String(e);
}
