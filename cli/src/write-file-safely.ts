/**
 * The write policy of every file the CLI writes (`import`, `export`, `lint --fix`,
 * `--output-file`, the `--cache` file), in one module so that every writer follows it:
 * - **Atomic**: the new content goes to a temporary file in the same folder, which is renamed over
 *   the target only once every byte is written. A failure part way — a full disk, a file-size
 *   limit, a killed process — leaves the old file as it was.
 * - **Never through a link the user did not name**: `refuseSymlink` for names the CLI chooses
 *   (files inside an output folder, the default cache file).
 * - **Never replacing a file the product did not create without a flag**: `replace: false`
 *   refuses any existing file ({@link ExistsError}); `replace: isOurs` replaces only a file whose
 *   first bytes carry the product's signature ({@link NotOursError} otherwise).
 * - **Keeping the inode where it matters**: `keepInode` (`--fix`) rewrites a file in place when a
 *   rename would change what the file is — it has other hard links, or another owner — so links,
 *   owner and mode stay; the new content is first written to a temporary file (a full disk fails
 *   there, before the file is touched).
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

/** Thrown by {@link writeFileSafely} with `replace: false` when the file exists. */
export class ExistsError extends Error {
  readonly code = "EKEEP";
  constructor(readonly filePath: string) {
    super(`${filePath} already exists; not replaced`);
    this.name = "ExistsError";
  }
}

/** Thrown by {@link writeFileSafely} with `replace: isOurs` when the existing file lacks the product's signature. */
export class NotOursError extends Error {
  readonly code = "ENOTOURS";
  constructor(readonly filePath: string) {
    super(`${filePath} was not written by CardScript; not replaced`);
    this.name = "NotOursError";
  }
}

/** How many leading bytes of an existing file `replace: isOurs` is shown. */
export const SIGNATURE_BYTES = 64;

export interface WriteSafelyOptions {
  /**
   * Whether an existing file may be replaced: true (default) yes; false never
   * ({@link ExistsError}; a `--force` flag turns it to true); a function: only when it returns true
   * for the file's first {@link SIGNATURE_BYTES} bytes (a file the product wrote and signed, such
   * as the lint cache) — {@link NotOursError} otherwise.
   */
  replace?: boolean | ((head: Uint8Array) => boolean);
  /**
   * True: a file with other hard links, or owned by another user, is rewritten in place (same
   * inode: links, owner and mode kept) instead of replaced by a new file.
   */
  keepInode?: boolean;
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
 * EACCES, as a plain write would) and `replace` allows it.
 * @throws the IO error (the old file and its folder unchanged, the temporary file removed),
 *   {@link SymlinkRefusedError}, {@link ChangedOnDiskError}, {@link ExistsError} or {@link NotOursError}.
 */
export function writeFileSafely(file: string, data: string | Uint8Array, options: WriteSafelyOptions = {}): void {
  let target = file;
  let stat = lstatOrUndefined(file);
  if (stat?.isSymbolicLink()) {
    if (options.refuseSymlink) throw new SymlinkRefusedError(file);
    target = fs.realpathSync(file);
    stat = lstatOrUndefined(target);
  }
  if (stat) {
    if (options.replace === false) throw new ExistsError(file);
    if (typeof options.replace === "function" && !options.replace(headOf(target))) throw new NotOursError(file);
    fs.accessSync(target, fs.constants.W_OK);
  }
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
    if (stat && options.keepInode && inodeMatters(stat)) {
      rewriteInPlace(target, bytes, options.durable);
    } else {
      fs.renameSync(tmp, target);
      renamed = true;
    }
  } finally {
    if (open) fs.closeSync(fd);
    if (!renamed) fs.rmSync(tmp, { force: true });
  }
}

/** True when replacing the file by a new one would change more than its content: other hard links, or another owner. */
function inodeMatters(stat: fs.Stats): boolean {
  if (stat.nlink > 1) return true;
  return typeof process.getuid === "function" && stat.uid !== process.getuid();
}

/** Writes `bytes` over the file's content through its own inode (then truncates what is left). */
function rewriteInPlace(file: string, bytes: Uint8Array, durable: boolean | undefined): void {
  const fd = fs.openSync(file, "r+");
  try {
    for (let done = 0; done < bytes.length;) {
      const n = fs.writeSync(fd, bytes, done, bytes.length - done, done);
      if (n <= 0) throw Object.assign(new Error("no space left on device (nothing written)"), { code: "ENOSPC" });
      done += n;
    }
    fs.ftruncateSync(fd, bytes.length);
    if (durable) fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** The first {@link SIGNATURE_BYTES} bytes of a file (empty when it cannot be read). */
function headOf(file: string): Uint8Array {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, "r");
    const buf = Buffer.alloc(SIGNATURE_BYTES);
    return buf.subarray(0, fs.readSync(fd, buf, 0, SIGNATURE_BYTES, 0));
  } catch {
    return new Uint8Array(0);
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
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
