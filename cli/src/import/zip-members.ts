/**
 * The members of a zipped set (`.mse-set`), unpacked one at a time when they are read: the `set`
 * file and the files it includes, never the images beside them. Each member's declared unpacked
 * size is checked against the limits in `core/limits.ts` before anything is inflated, and a
 * member is inflated into a buffer of its declared size (a member whose data would unpack to more
 * is cut there), so memory never exceeds what the limits allow — a 1 MB zip of repeated bytes
 * unpacked to 1.1 GB when every member was inflated.
 *
 * Members are kept in a `Map` by name: a name from the zip (`constructor`, `__proto__`) is never
 * looked up on a plain object.
 */
import { unzipSync } from "fflate";
import { MAX_ZIP_MEMBER_BYTES, MAX_ZIP_TOTAL_BYTES, zipMemberTooLargeMessage, zipTooLargeMessage } from "../../../server/src/core/limits";
import type { Localizer } from "../../../server/src/core/l10n/localizer";

/** Thrown by {@link ZipMembers.read} when a member, or the members read so far, are over a limit. */
export class ZipLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ZipLimitError";
  }
}

export class ZipMembers {
  /** Declared unpacked bytes by member name (summed over members of the same name). */
  private readonly sizes = new Map<string, number>();
  private used = 0;

  /**
   * Reads the zip's directory (nothing is inflated).
   * @throws Error from fflate when `bytes` are not a zip.
   */
  constructor(
    private readonly bytes: Uint8Array,
    private readonly l10n?: Pick<Localizer, "t">,
  ) {
    unzipSync(bytes, {
      filter: (f) => {
        this.sizes.set(f.name, (this.sizes.get(f.name) ?? 0) + f.originalSize);
        return false;
      },
    });
  }

  /** True when the zip has a member of this name. */
  has(name: string): boolean {
    return this.sizes.has(name);
  }

  /**
   * The unpacked bytes of member `name`; undefined when there is none.
   * @throws ZipLimitError (its message the limit's, in the run's language) when the member's
   *   declared size is over {@link MAX_ZIP_MEMBER_BYTES} or the members read would unpack to more
   *   than {@link MAX_ZIP_TOTAL_BYTES}; Error from fflate when the member is damaged.
   */
  read(name: string): Uint8Array | undefined {
    const size = this.sizes.get(name);
    if (size === undefined) return undefined;
    if (size > MAX_ZIP_MEMBER_BYTES) throw new ZipLimitError(zipMemberTooLargeMessage(name, size, this.l10n));
    if (this.used + size > MAX_ZIP_TOTAL_BYTES) throw new ZipLimitError(zipTooLargeMessage(this.used + size, this.l10n));
    this.used += size;
    let taken = false;
    // Only the first member of that name is inflated.
    const out = unzipSync(this.bytes, { filter: (f) => f.name === name && !taken && (taken = true) });
    // fflate stores members on a plain object: "__proto__" lands as its prototype.
    if (Object.hasOwn(out, name)) return out[name];
    const proto: unknown = Object.getPrototypeOf(out);
    return name === "__proto__" && proto instanceof Uint8Array ? proto : undefined;
  }
}
