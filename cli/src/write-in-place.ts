/**
 * Rewriting an existing file in place (`cardscript format --write`): the new bytes are written
 * into the file itself, so it keeps its inode, owner, group, mode, hard links and extended
 * attributes — what `prettier --write` and editors' "save" do — where a rename of a temporary
 * file (`write-file-safely.ts`) would give a new inode owned by whoever ran the command.
 */
import fs from "node:fs";
import { ChangedOnDiskError } from "./write-file-safely";

/**
 * Replaces the content of the existing file `file` with `data` (a string is written as UTF-8),
 * writing into the file (no new inode). `expect` is what the file held when it was read: checked
 * through the same open file just before writing, and nothing is written when it differs (an
 * editor saved the file meanwhile). When a write fails part way (a full disk), the old bytes are
 * written back before the error is thrown.
 * @throws the IO error (ENOENT for a missing file: nothing is created), or {@link ChangedOnDiskError}.
 */
export function writeInPlace(file: string, data: string | Uint8Array, expect: Uint8Array): void {
  const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
  // "r+": the file must exist; opened for reading (the check) and writing, without truncating it yet.
  const fd = fs.openSync(file, "r+");
  try {
    if (!holds(fd, expect)) throw new ChangedOnDiskError(file);
    try {
      writeAll(fd, bytes);
      fs.ftruncateSync(fd, bytes.length);
      fs.fsyncSync(fd);
    } catch (error) {
      // Put the old content back (best effort) so that a failed write loses nothing.
      try {
        writeAll(fd, expect);
        fs.ftruncateSync(fd, expect.length);
      } catch {
        // The original error says what went wrong.
      }
      throw error;
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes every byte of `bytes` at offset 0, continuing short writes. */
function writeAll(fd: number, bytes: Uint8Array): void {
  for (let done = 0; done < bytes.length;) {
    const n = fs.writeSync(fd, bytes, done, bytes.length - done, done);
    if (n <= 0) throw Object.assign(new Error("no space left on device (nothing written)"), { code: "ENOSPC" });
    done += n;
  }
}

/** True when the open file holds exactly `bytes`. */
function holds(fd: number, bytes: Uint8Array): boolean {
  const size = fs.fstatSync(fd).size;
  if (size !== bytes.length) return false;
  const now = Buffer.alloc(size);
  for (let done = 0; done < size;) {
    const n = fs.readSync(fd, now, done, size - done, done);
    if (n <= 0) return false;
    done += n;
  }
  return now.equals(bytes);
}
