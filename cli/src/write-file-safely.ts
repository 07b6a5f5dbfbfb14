/**
 * Lossless file writes for every file the CLI writes (`import`, `export`, `lint --fix`,
 * `--output-file`, the `--cache` file): the new content goes to a temporary file in the same
 * folder, which is renamed over the target only once every byte is written. A failure part way —
 * a full disk, a file-size limit, a killed process — leaves the old file as it was.
 *
 * Unlike `write-file-atomic` (which this replaces), a short write (the kernel accepting fewer bytes
 * than asked, as it does when the disk fills up or a size limit is reached mid-buffer) is
 * continued or fails, never renamed over the old file as a truncated copy.
 */
import fs from "node:fs";
import path from "node:path";

/** Thrown by {@link writeFileSafely} with `refuseSymlink` when the target is a symbolic link. */
export class SymlinkRefusedError extends Error {
  readonly code = "ESYMLINK";
  constructor(readonly filePath: string) {
    super(`${filePath} is a symbolic link; not written through`);
    this.name = "SymlinkRefusedError";
  }
}

/** Thrown by {@link writeFileSafely} with `expect` when the file no longer holds the expected bytes. */
export class ChangedOnDiskError extends Error {
  readonly code = "ECHANGED";
  constructor(readonly filePath: string) {
    super(`${filePath} changed since it was read; not written`);
    this.name = "ChangedOnDiskError";
  }
}

export interface WriteSafelyOptions {
  /**
   * True: a `file` that is a symbolic link is refused ({@link SymlinkRefusedError}) — for names the
   * CLI chooses itself inside an output folder, where a planted link must not redirect the write.
   * False (default): the link's target is replaced (a symlinked `.card` file a user lints).
   */
  refuseSymlink?: boolean;
  /**
   * The bytes the file held when it was read: checked again just before the rename, and the write
   * is abandoned ({@link ChangedOnDiskError}) when someone changed the file meanwhile.
   */
  expect?: Uint8Array;
  /**
   * True: when an existing file is replaced, the new content is flushed to disk (fsync) before the
   * rename, so that not even a power cut can leave an empty file where a good one was. It costs
   * milliseconds per file: `lint --fix` asks for it (a few hand-written files); bulk writers such as
   * `import` do not (a failed or killed write still leaves the old file).
   */
  durable?: boolean;
}

let counter = 0;

/**
 * Writes `data` (a string is written as UTF-8) to `file` atomically, keeping the file's mode. A new
 * file is created; an existing one is replaced only if it may be written (a read-only file gives
 * EACCES, as a plain write would).
 * @throws the IO error (the old file and its folder unchanged, the temporary file removed),
 *   {@link SymlinkRefusedError}, or {@link ChangedOnDiskError}.
 */
export function writeFileSafely(file: string, data: string | Uint8Array, options: WriteSafelyOptions = {}): void {
  let target = file;
  let stat = lstatOrUndefined(file);
  if (stat?.isSymbolicLink()) {
    if (options.refuseSymlink) throw new SymlinkRefusedError(file);
    target = fs.realpathSync(file);
    stat = lstatOrUndefined(target);
  }
  if (stat) fs.accessSync(target, fs.constants.W_OK);
  const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
  const tmp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${++counter}.tmp`);
  // "wx": never opens an existing file (nor follows a link planted under the temporary name).
  const fd = fs.openSync(tmp, "wx", stat ? stat.mode & 0o7777 : 0o666);
  let open = true;
  let renamed = false;
  try {
    for (let done = 0; done < bytes.length;) {
      const n = fs.writeSync(fd, bytes, done, bytes.length - done);
      if (n <= 0) throw Object.assign(new Error("no space left on device (nothing written)"), { code: "ENOSPC" });
      done += n;
    }
    if (stat && options.durable) fs.fsyncSync(fd);
    fs.closeSync(fd);
    open = false;
    if (options.expect && !holds(target, options.expect)) throw new ChangedOnDiskError(file);
    fs.renameSync(tmp, target);
    renamed = true;
  } finally {
    if (open) fs.closeSync(fd);
    if (!renamed) fs.rmSync(tmp, { force: true });
  }
}

function lstatOrUndefined(file: string): fs.Stats | undefined {
  try {
    return fs.lstatSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw e;
  }
}

/** True when `file` holds exactly `bytes` (false when it cannot be read). */
function holds(file: string, bytes: Uint8Array): boolean {
  try {
    return fs.readFileSync(file).equals(bytes);
  } catch {
    return false;
  }
}
