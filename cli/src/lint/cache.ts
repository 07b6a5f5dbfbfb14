/**
 * `cardscript lint --cache`: remembers each file's report between runs, ESLint-style, in a text
 * file (default `.cardscriptcache` in the working folder, `--cache-location` to move it).
 *
 * A file's entry is reused when the tool version and the file's effective lint options (rules,
 * game, --quiet, --report-unused-disable-directives) are the same and either its size and
 * modification time are unchanged (the file is not even read: ESLint's "metadata" strategy) or its
 * content hash (SHA-1 of the bytes) is unchanged. Anything else — a missing, unreadable, corrupt
 * or other-version cache file — means linting again; a cache never changes what is reported.
 *
 * An entry keeps the file's own findings (not the cross-file `duplicate-card-name` ones, which
 * depend on the other files and are computed again every run from the cached card names) and its
 * top-level cards with their names' positions. Not the text: formats that quote it (SARIF) read
 * the file again for cached entries.
 *
 * Format (UTF-8 text, one line per file, so loading splits lines and decodes an entry only when it
 * is used): a header line `cardscript-cache 2<TAB><tool version>`, lines `O<TAB><options JSON>`
 * (numbered from 0 in order), and per file `F<TAB><path><TAB><size><TAB><mtimeMs><TAB><sha1
 * base64url><TAB><options number><TAB><cards JSON><TAB><report JSON or empty when no messages>`.
 * A path holding a tab, line end, backslash or `"` is written as a JSON string.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, statSync, type Stats } from "node:fs";
import path from "node:path";
import { writeFileSafely } from "../write-file-safely";
import type { CardName } from "./cross-file";
import type { DetailedFileReport } from "./report";

/** The default cache file name. */
export const CACHE_FILE_NAME = ".cardscriptcache";

const HEADER = "cardscript-cache 2";

/** What a cache entry gives back: the report without `filePath`/`source`, and the top-level card names. */
export interface CachedFile {
  report: Omit<DetailedFileReport, "filePath" | "source">;
  names: CardName[];
}

/** One decoded entry. */
interface Entry {
  size: number;
  mtimeMs: number;
  hash: string;
  options: string;
  /** The entry's encoded cards and report fields (decoded on use). */
  cards: string;
  report: string;
}

/** One card as stored: name, 1-based card line, card span, name span, name start and end (0-based line, column). */
/** name, line, span, name span, name positions, and (tokens and emblems only) the name space. */
type StoredCard = [string, number, number, number, number, number, number, number, number, number, string?];

/** SHA-1 of a file's bytes, base64url. */
export function contentHash(bytes: Uint8Array): string {
  return createHash("sha1").update(bytes).digest("base64url");
}

const encodePath = (p: string) => (/[\t\r\n\\"]/.test(p) ? JSON.stringify(p) : p);
const decodePath = (p: string) => (p.startsWith('"') ? (JSON.parse(p) as string) : p);

export class LintCache {
  /** Raw `F` lines by path (decoded on first use) or decoded entries. */
  private readonly entries = new Map<string, string | Entry>();
  private readonly optionSets: string[];
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly version: string,
    lines: string[],
  ) {
    this.optionSets = [];
    for (const line of lines) {
      if (line.startsWith("O\t")) this.optionSets.push(line.slice(2));
      else if (line.startsWith("F\t")) {
        const end = line.indexOf("\t", 2);
        if (end > 0) this.entries.set(decodePath(line.slice(2, end)), line);
      }
    }
  }

  /** Loads the cache file; a missing, unreadable or corrupt file, or one of another version, gives an empty cache. */
  static load(file: string, version: string): LintCache {
    try {
      const lines = readFileSync(file, "utf8").split("\n");
      if (lines[0] === `${HEADER}\t${version}`) return new LintCache(file, version, lines);
    } catch {
      // No usable cache: start empty.
    }
    return new LintCache(file, version, []);
  }

  private entry(filePath: string): Entry | undefined {
    const raw = this.entries.get(filePath);
    if (typeof raw !== "string") return raw;
    const f = raw.split("\t");
    const options = this.optionSets[Number(f[5])];
    if (f.length !== 8 || options === undefined) {
      this.entries.delete(filePath);
      return undefined;
    }
    const e: Entry = { size: Number(f[2]), mtimeMs: Number(f[3]), hash: f[4]!, options, cards: f[6]!, report: f[7]! };
    this.entries.set(filePath, e);
    return e;
  }

  /**
   * The cached file if its size and mtime are unchanged (no read needed), with the stat; no
   * `cached` when it must be read (then call {@link byContent}).
   */
  byStat(filePath: string, options: string): { stats?: Stats; cached?: CachedFile } {
    let stats: Stats;
    try {
      stats = statSync(filePath);
    } catch {
      return {};
    }
    const e = this.entry(filePath);
    if (e && e.options === options && e.size === stats.size && e.mtimeMs === stats.mtimeMs)
      return { stats, cached: this.decode(filePath, e) };
    return { stats };
  }

  /** The cached file if its content hash is unchanged (records the new stat). */
  byContent(filePath: string, options: string, hash: string, stats: Stats | undefined): CachedFile | undefined {
    const e = this.entry(filePath);
    if (!e || e.options !== options || e.hash !== hash) return undefined;
    if (stats && (e.size !== stats.size || e.mtimeMs !== stats.mtimeMs)) {
      this.entries.set(filePath, { ...e, size: stats.size, mtimeMs: stats.mtimeMs });
      this.changed = true;
    }
    return this.decode(filePath, e);
  }

  /** An entry's cards and report; a corrupt entry is forgotten (undefined: lint the file again). */
  private decode(filePath: string, e: Entry): CachedFile | undefined {
    try {
      return decode(e);
    } catch {
      this.delete(filePath);
      return undefined;
    }
  }

  /** Stores a fresh report (without cross-file findings) and the file's top-level card names. */
  store(
    filePath: string,
    options: string,
    hash: string,
    stats: Stats | undefined,
    report: DetailedFileReport,
    names: readonly CardName[],
  ): void {
    if (!stats) return;
    const { filePath: _path, source: _source, cards, ...rest } = report;
    const stored: StoredCard[] = cards.map((c, i) => {
      const n = names[i]!;
      return [
        c.name,
        c.line,
        c.span.start,
        c.span.end,
        n.span.start,
        n.span.end,
        n.start.line,
        n.start.character,
        n.end.line,
        n.end.character,
        ...(n.nameSpace ? [n.nameSpace] : []),
      ] as StoredCard;
    });
    const empty = rest.messages.length === 0 && rest.hiddenWarningCount === 0;
    this.entries.set(filePath, {
      size: stats.size,
      mtimeMs: stats.mtimeMs,
      hash,
      options,
      cards: JSON.stringify(stored),
      report: empty ? "" : JSON.stringify(rest),
    });
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
    const optionIds = new Map<string, number>();
    const lines = [`${HEADER}\t${this.version}`];
    const body: string[] = [];
    for (const [filePath, raw] of this.entries) {
      const e = typeof raw === "string" ? this.entry(filePath) : raw;
      if (!e) continue;
      let id = optionIds.get(e.options);
      if (id === undefined) {
        optionIds.set(e.options, (id = optionIds.size));
        lines.push(`O\t${e.options}`);
      }
      body.push(`F\t${encodePath(filePath)}\t${e.size}\t${e.mtimeMs}\t${e.hash}\t${id}\t${e.cards}\t${e.report}`);
    }
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSafely(this.file, lines.concat(body).join("\n") + "\n");
    this.changed = false;
  }
}

/** Decodes an entry's cards and report. */
function decode(e: Entry): CachedFile {
  const stored = JSON.parse(e.cards) as StoredCard[];
  const cards = stored.map((c) => ({ name: c[0], line: c[1], span: { start: c[2], end: c[3] } }));
  const names = stored.map((c) => ({
    name: c[0],
    span: { start: c[4], end: c[5] },
    start: { line: c[6], character: c[7] },
    end: { line: c[8], character: c[9] },
    ...(c[10] ? { nameSpace: c[10] } : {}),
  }));
  const report = e.report
    ? { ...(JSON.parse(e.report) as Omit<CachedFile["report"], "cards">), cards }
    : { messages: [], errorCount: 0, warningCount: 0, infoCount: 0, details: [], fixableCount: 0, hiddenWarningCount: 0, cards };
  return { report, names };
}
