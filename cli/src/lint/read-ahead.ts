/**
 * Texts read while planning the cross-file duplicate check, kept for the lint that follows, so a
 * cold run reads each file once instead of twice (the plan reads every file for its quoted names,
 * then each file is read again to lint it). Bounded: once {@link READ_AHEAD_BUDGET} UTF-16 code
 * units are held, later files are not kept (they are read again when linted), so memory stays
 * flat in the corpus size; the files planned first are the ones linted first.
 */

/** Code units of text held at most (32 Mi code units: at most 64 MiB of two-byte text). */
export const READ_AHEAD_BUDGET = 32 * 1024 * 1024;

/** Texts (as decoded, BOM included) by the path they were read from. */
export class ReadAhead {
  private readonly texts = new Map<string, string>();
  private held = 0;

  constructor(private readonly budget = READ_AHEAD_BUDGET) {}

  /** Keeps `text` read from `filePath` when the budget allows; a later keep of the same path replaces it. */
  keep(filePath: string, text: string): void {
    this.take(filePath);
    if (this.held + text.length > this.budget) return;
    this.texts.set(filePath, text);
    this.held += text.length;
  }

  /** The text kept for `filePath`, forgotten as it is handed out (each file is linted once); undefined when none is kept. */
  take(filePath: string): string | undefined {
    const text = this.texts.get(filePath);
    if (text === undefined) return undefined;
    this.texts.delete(filePath);
    this.held -= text.length;
    return text;
  }

  /** Number of texts held (for tests). */
  get size(): number {
    return this.texts.size;
  }
}
