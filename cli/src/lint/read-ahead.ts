/**
 * Files read while planning the cross-file duplicate check, kept for the lint that follows, so a
 * cold run reads each file once instead of twice (the plan reads every file for its quoted names,
 * then each file is read again to lint it). Kept as the bytes read, not as decoded text: bytes live
 * outside V8's heap (UTF-8, where most card text takes one byte a character; a decoded text with
 * one `—` in it takes two bytes a character on the heap), and a heap that holds the whole corpus
 * while the plan runs is one V8 lets grow to several times that before it collects (the CLI's peak
 * RSS). Decoding again when linting costs a few milliseconds for the whole corpus. Bounded: once
 * {@link READ_AHEAD_BUDGET} bytes are held, later files are not kept (they are read again when
 * linted), so memory stays flat in the corpus size; the files planned first are linted first.
 */

/** Bytes held at most (32 MiB). */
export const READ_AHEAD_BUDGET = 32 * 1024 * 1024;

/** File contents (the bytes as read, BOM included) by the path they were read from. */
export class ReadAhead {
  private readonly files = new Map<string, Buffer>();
  private held = 0;

  constructor(private readonly budget = READ_AHEAD_BUDGET) {}

  /** Keeps `bytes` read from `filePath` when the budget allows; a later keep of the same path replaces it. */
  keep(filePath: string, bytes: Buffer): void {
    this.take(filePath);
    if (this.held + bytes.length > this.budget) return;
    this.files.set(filePath, bytes);
    this.held += bytes.length;
  }

  /** The bytes kept for `filePath`, forgotten as they are handed out (each file is linted once); undefined when none are kept. */
  take(filePath: string): Buffer | undefined {
    const bytes = this.files.get(filePath);
    if (bytes === undefined) return undefined;
    this.files.delete(filePath);
    this.held -= bytes.length;
    return bytes;
  }

  /** Number of files held (for tests). */
  get size(): number {
    return this.files.size;
  }
}
