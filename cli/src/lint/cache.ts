/**
 * `cardscript lint --cache`: remembers each file's report between runs, ESLint-style, in a JSON
 * file (default `.cardscriptcache` in the working folder, `--cache-location` to move it).
 *
 * A file's entry is reused when the tool version and the file's effective lint options (rules,
 * game, --quiet, --report-unused-disable-directives) are the same and either its size and
 * modification time are unchanged (the file is not even read: ESLint's "metadata" strategy) or its
 * content hash (SHA-1 of the bytes) is unchanged. Anything else — a missing, unreadable, corrupt
 * or other-version cache file — means linting again; a cache never changes what is reported.
 * Entries keep the report without the file's text; formats that quote the text (SARIF) read the
 * file again for cached entries.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, statSync, type Stats } from "node:fs";
import path from "node:path";
import { writeFileSafely } from "../write-file-safely";
import type { DetailedFileReport } from "./report";

/** The default cache file name. */
export const CACHE_FILE_NAME = ".cardscriptcache";

/** What a cache entry keeps of a report (no `filePath`, no `source`). */
export type CachedReport = Omit<DetailedFileReport, "filePath" | "source">;

interface Entry {
  size: number;
  mtimeMs: number;
  hash: string;
  options: string;
  report: CachedReport;
}

interface CacheFile {
  version: string;
  entries: Record<string, Entry>;
}

/** SHA-1 of a file's bytes, hex. */
export function contentHash(bytes: Uint8Array): string {
  return createHash("sha1").update(bytes).digest("hex");
}

export class LintCache {
  private readonly entries: Map<string, Entry>;
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly version: string,
    entries: Record<string, Entry>,
  ) {
    this.entries = new Map(Object.entries(entries));
  }

  /** Loads the cache file; a missing, unreadable or corrupt file, or one of another version, gives an empty cache. */
  static load(file: string, version: string): LintCache {
    try {
      const data = JSON.parse(readFileSync(file, "utf8")) as CacheFile;
      if (data && data.version === version && data.entries && typeof data.entries === "object")
        return new LintCache(file, version, data.entries);
    } catch {
      // No usable cache: start empty.
    }
    return new LintCache(file, version, {});
  }

  /**
   * The cached report of `filePath` if its size and mtime are unchanged (no read needed), with
   * the stat; undefined report when it must be read (then call {@link byContent}).
   */
  byStat(filePath: string, options: string): { stats?: Stats; report?: CachedReport } {
    let stats: Stats;
    try {
      stats = statSync(filePath);
    } catch {
      return {};
    }
    const e = this.entries.get(filePath);
    if (e && e.options === options && e.size === stats.size && e.mtimeMs === stats.mtimeMs) return { stats, report: e.report };
    return { stats };
  }

  /** The cached report of `filePath` if its content hash is unchanged (records the new stat). */
  byContent(filePath: string, options: string, hash: string, stats: Stats | undefined): CachedReport | undefined {
    const e = this.entries.get(filePath);
    if (!e || e.options !== options || e.hash !== hash) return undefined;
    if (stats && (e.size !== stats.size || e.mtimeMs !== stats.mtimeMs)) {
      this.entries.set(filePath, { ...e, size: stats.size, mtimeMs: stats.mtimeMs });
      this.changed = true;
    }
    return e.report;
  }

  /** Stores a fresh report. */
  store(filePath: string, options: string, hash: string, stats: Stats | undefined, report: DetailedFileReport): void {
    if (!stats) return;
    const { filePath: _path, source: _source, ...rest } = report;
    this.entries.set(filePath, { size: stats.size, mtimeMs: stats.mtimeMs, hash, options, report: rest });
    this.changed = true;
  }

  /** Forgets a file (e.g. it could not be read). */
  delete(filePath: string): void {
    if (this.entries.delete(filePath)) this.changed = true;
  }

  /**
   * Writes the cache file (atomically) when something changed.
   * @throws the IO error.
   */
  save(): void {
    if (!this.changed) return;
    const data: CacheFile = { version: this.version, entries: Object.fromEntries(this.entries) };
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSafely(this.file, JSON.stringify(data));
    this.changed = false;
  }
}
