/**
 * `cardscript lint --cache`: remembers each file's report between runs, ESLint-style, in a text
 * file (default `.cardscriptcache` in the working folder, `--cache-location` to move it).
 *
 * A file's entry is reused when the tool version and the file's effective lint options (rules,
 * game, --quiet, --report-unused-disable-directives, locale) are the same and, by the cache
 * strategy (`--cache-strategy`, as ESLint's):
 * - `metadata` (the default, as in ESLint): its size and modification time are unchanged — the
 *   file is not even read — or, when they changed, its content hash (SHA-1 of the bytes) is
 *   unchanged (a touched but unchanged file is not linted again);
 * - `content`: its content hash is unchanged (every file is read and hashed; for checkouts where
 *   modification times say nothing, and for edits that keep a file's size within one mtime tick).
 * Anything else — a missing, unreadable, corrupt or other-version cache file — means linting
 * again; a cache never changes what is reported.
 *
 * An entry keeps the file's own findings (not the cross-file `duplicate-card-name` ones, which
 * depend on the other files and are computed again every run from the cached card names) and its
 * top-level cards with their names' positions. Not the text: formats that quote it (SARIF) read
 * the file again for cached entries.
 *
 * The cache also remembers, for the last few runs, which of their files had a cross-file duplicate
 * (a run's "plan"), keyed by a digest of the run's files (path, options and content hash each): a
 * run whose every file is answered by the cache and whose digest is known decodes the card names
 * of those files only, instead of grouping the names of every file again.
 *
 * Format (UTF-8 text, one line per file; loading indexes the lines by path, and a run answered by
 * size and mtime compares one prefix of the line and decodes the entry's cards only when they are
 * asked for — a clean file a report format does not print is never decoded): a header line
 * `cardscript-cache 4<TAB><tool version>`, lines `O<TAB><options JSON>` (numbered from 0 in order),
 * lines `R<TAB><run digest><TAB><JSON array of the paths with a cross-file duplicate>`, and per file
 * `F<TAB><path><TAB><size><TAB><mtimeMs><TAB><options number><TAB><sha1 base64url><TAB><cards
 * JSON><TAB><report JSON or empty when no messages>`. A path holding a tab, line end, backslash or
 * `"` is written as a JSON string.
 */
import { lstatSync, mkdirSync, readFileSync, statSync, type Stats } from "node:fs";
import path from "node:path";
import { writeFileSafely } from "../write-file-safely";
import { isStoredCards, isStoredReport } from "./cache-shape";
import type { CardName } from "./cross-file";
import type { DetailedFileReport } from "./report";

/** The default cache file name. */
export const CACHE_FILE_NAME = ".cardscriptcache";

export type { CacheStrategy } from "./cache-strategies";

const HEADER = "cardscript-cache 4";

/** What every cache file of every version starts with: the signature that says CardScript wrote it. */
const SIGNATURE = "cardscript-cache ";

/** How the first cache files (a JSON object, before the line format) started. */
const LEGACY_SIGNATURE = '{"version":"';

/**
 * True when `head` (a file's first bytes) is that of a cache file — it starts with the cache
 * signature (or that of the first, JSON, caches) — or the file is empty: only such a file is
 * replaced by {@link LintCache.save} (`--cache-location notes.md` must not overwrite notes).
 */
export function isCacheFile(head: Uint8Array): boolean {
  const text = Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString("latin1");
  return text === "" || text.startsWith(SIGNATURE) || text.startsWith(LEGACY_SIGNATURE);
}

/** name, 1-based card line, card span, name span, name start and end (0-based line, column), and (tokens and emblems only) the name space. */
type StoredCard = [string, number, number, number, number, number, number, number, number, number, string?];

/** The report fields an entry keeps (no path, text or cards: those are the run's and the entry's cards). */
type StoredReport = Omit<DetailedFileReport, "filePath" | "source" | "cards">;

const EMPTY_REPORT: StoredReport = {
  messages: [],
  errorCount: 0,
  warningCount: 0,
  infoCount: 0,
  details: [],
  fixableCount: 0,
  hiddenWarningCount: 0,
};

/**
 * What a cache entry gives back: the report without `filePath`/`source`, and the file's top-level
 * card names. The cards are decoded when first asked for ({@link decode}; a run answered by the
 * cache needs them for few files), the report when the entry is made (only entries with messages
 * have one).
 */
export class CachedFile {
  private namesCache?: CardName[];
  private storedCards?: StoredCard[];
  private readonly fields: StoredReport;

  /**
   * An entry in `text` (an `F` line, or its part after the options number): its cards' JSON from
   * `cardsAt` to the tab before `reportAt`, its report's JSON from `reportAt` to the end (none when
   * empty). Offsets, not slices: a run answered by the cache makes one of these per file.
   * @param keyed `text` is the whole `F` line (then its start up to `cardsAt` is {@link entryKey}).
   * @throws SyntaxError when the stored report is not JSON of a stored report's shape (a corrupt entry).
   */
  constructor(
    private readonly text: string,
    private readonly cardsAt: number,
    private readonly reportAt: number,
    private readonly keyed: boolean,
  ) {
    if (reportAt < text.length) {
      const fields: unknown = JSON.parse(text.slice(reportAt));
      // A valid-JSON entry of the wrong shape (a damaged or planted cache): a miss, not a crash.
      if (!isStoredReport(fields)) throw new SyntaxError("not a stored report");
      this.fields = fields;
    } else this.fields = EMPTY_REPORT;
  }

  /** The entry's line up to and including the tab after its content hash (what {@link LintCache.runDigest} digests), when known. */
  get entryKey(): string | undefined {
    return this.keyed ? this.text.slice(0, this.cardsAt) : undefined;
  }

  /**
   * Decodes the cards if not done yet; false when they are not JSON (a corrupt entry: lint the
   * file instead). Every other method but {@link clean} needs it done.
   */
  decode(): boolean {
    if (this.storedCards) return true;
    try {
      const cards: unknown = JSON.parse(this.text.slice(this.cardsAt, this.reportAt - 1));
      if (!isStoredCards(cards)) return false;
      this.storedCards = cards as StoredCard[];
      return true;
    } catch {
      return false;
    }
  }

  private get stored(): StoredCard[] {
    if (!this.storedCards && !this.decode()) throw new SyntaxError("a corrupt cache entry was used without decode()");
    return this.storedCards!;
  }

  /** True when the file had no message and no hidden warning. */
  get clean(): boolean {
    return this.fields === EMPTY_REPORT;
  }

  /** The lower-case names of the file's named top-level cards (what the cross-file plan groups by). */
  lowerNames(): string[] {
    const out: string[] = [];
    for (const c of this.stored) if (c[0]) out.push(c[0].toLowerCase());
    return out;
  }

  /** The top-level card names with their positions. */
  get names(): CardName[] {
    return (this.namesCache ??= this.stored.map((c) => ({
      name: c[0],
      span: { start: c[4], end: c[5] },
      start: { line: c[6], character: c[7] },
      end: { line: c[8], character: c[9] },
      ...(c[10] ? { nameSpace: c[10] } : {}),
    })));
  }

  /** The cached report for `filePath`, with `source` as given (the cache keeps no text). */
  report(filePath: string, source: string): DetailedFileReport {
    const cards = this.stored.map((c) => ({ name: c[0], line: c[1], span: { start: c[2], end: c[3] } }));
    const f = this.fields;
    const empty = f === EMPTY_REPORT;
    // Field by field: object spread is several times slower here, for every file of a cached run.
    return {
      messages: empty ? [] : f.messages,
      errorCount: f.errorCount,
      warningCount: f.warningCount,
      infoCount: f.infoCount,
      details: empty ? [] : f.details,
      fixableCount: f.fixableCount,
      hiddenWarningCount: f.hiddenWarningCount,
      // An entry without a report had no timing sentence.
      timing: f.timing ?? { read: 0, sentences: 0 },
      filePath,
      source,
      cards,
    };
  }

  /** The file as the lint command handles it: the report for `filePath`, and the names decoded when first read. */
  processed(filePath: string, source: string): { report: DetailedFileReport; readonly names: CardName[] } {
    return new ProcessedFromCache(this.report(filePath, source), this);
  }
}

/** A cached file's report with its names decoded on first use (a class: an object literal with a getter is slow to create). */
class ProcessedFromCache {
  constructor(
    readonly report: DetailedFileReport,
    private readonly cached: CachedFile,
  ) {}

  get names(): CardName[] {
    return this.cached.names;
  }
}

/**
 * SHA-1 of a file's bytes, base64url. `node:crypto` is loaded on the first hash (loading it takes
 * milliseconds a run answered by size and mtime does without).
 */
export function contentHash(bytes: Uint8Array): string {
  return process.getBuiltinModule("node:crypto").createHash("sha1").update(bytes).digest("base64url");
}

const encodePath = (p: string) => (/[\t\r\n\\"]/.test(p) ? JSON.stringify(p) : p);
const decodePath = (p: string) => (p.startsWith('"') ? (JSON.parse(p) as string) : p);

/** Decodes the part of an `F` line after its size, mtime and options fields: hash, cards, report. */
function decodeTail(tail: string): { hash: string; file: CachedFile } | undefined {
  const f = tail.split("\t");
  if (f.length !== 3) return undefined;
  try {
    const cardsAt = f[0]!.length + 1;
    const file = new CachedFile(tail, cardsAt, cardsAt + f[1]!.length + 1, false);
    return file.decode() ? { hash: f[0]!, file } : undefined;
  } catch {
    return undefined;
  }
}

/** How many runs' cross-file plans a cache remembers. */
const RUN_PLANS = 8;

export class LintCache {
  /** `F` lines by path, as read or as written for this run. */
  private readonly lines = new Map<string, string>();
  /** Option sets by number (the file's `O` lines, then those this run adds). */
  private readonly optionSets: string[] = [];
  private readonly optionIds = new Map<string, number>();
  /** Runs' cross-file plans (JSON arrays of paths) by run digest, oldest first. */
  private readonly runPlans = new Map<string, string>();
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly version: string,
    lines: string[],
    private readonly named = false,
  ) {
    for (const line of lines) {
      if (line.startsWith("O\t")) {
        // Entries name option sets by number: a repeated set would shift the numbers (a damaged file).
        if (this.optionIds.has(line.slice(2))) {
          this.lines.clear();
          this.optionIds.clear();
          this.optionSets.length = 0;
          return;
        }
        this.optionId(line.slice(2));
      } else if (line.startsWith("F\t")) {
        const end = line.indexOf("\t", 2);
        if (end > 0) this.lines.set(decodePath(line.slice(2, end)), line);
      } else if (line.startsWith("R\t")) {
        const end = line.indexOf("\t", 2);
        if (end > 0) this.runPlans.set(line.slice(2, end), line.slice(end + 1));
      }
    }
  }

  /**
   * Loads the cache file; a missing, unreadable or corrupt file, or one of another version, gives an
   * empty cache.
   * @param named true when the user named the file (`--cache-location`): a symbolic link there is
   *   followed. The default file is never read or written through a link (a `.cardscriptcache`
   *   link committed to a repository must not make `--cache` replace a file outside it).
   */
  static load(file: string, version: string, named = false): LintCache {
    try {
      if (named || !lstatSync(file).isSymbolicLink()) {
        const lines = readFileSync(file, "utf8").split("\n");
        if (lines[0] === `${HEADER}\t${version}`) return new LintCache(file, version, lines, named);
      }
    } catch {
      // No usable cache: start empty.
    }
    return new LintCache(file, version, [], named);
  }

  /** The number of an option set (numbering a new one). */
  private optionId(options: string): number {
    let id = this.optionIds.get(options);
    if (id === undefined) {
      this.optionIds.set(options, (id = this.optionSets.length));
      this.optionSets.push(options);
    }
    return id;
  }

  /** Where a file's line continues after `F<TAB><path>`, or -1 without a line. */
  private afterPath(line: string | undefined): number {
    return line === undefined ? -1 : line.indexOf("\t", 2);
  }

  /**
   * The cached file if its size and mtime are unchanged (no read needed), with the stat; no
   * `cached` when it must be read (then call {@link byContent}). A corrupt entry is forgotten.
   * @param lazy leave the cards of an entry without messages undecoded (the caller calls
   *   `decode()` before it uses them, and lints the file when that fails).
   */
  byStat(filePath: string, options: string, lazy = false): { stats?: Stats; cached?: CachedFile } {
    let stats: Stats;
    try {
      stats = statSync(filePath);
    } catch {
      return {};
    }
    const line = this.lines.get(filePath);
    const at = this.afterPath(line);
    const id = this.optionIds.get(options);
    if (at < 0 || id === undefined) return { stats };
    const probe = `\t${stats.size}\t${stats.mtimeMs}\t${id}\t`;
    if (!line!.startsWith(probe, at)) return { stats };
    // The hash is not needed: cards and report only.
    const cardsAt = line!.indexOf("\t", at + probe.length) + 1;
    const reportAt = cardsAt > 0 ? line!.indexOf("\t", cardsAt) + 1 : 0;
    try {
      if (reportAt <= 0 || line!.includes("\t", reportAt)) throw new SyntaxError("not an entry");
      const cached = new CachedFile(line!, cardsAt, reportAt, true);
      if ((lazy && cached.clean) || cached.decode()) return { stats, cached };
    } catch {
      // A corrupt report: lint the file again.
    }
    this.delete(filePath);
    return { stats };
  }

  /**
   * The `content` strategy's check before linting: stats and reads the file and answers it when
   * its content hash is unchanged; no `cached` when it must be linted (or cannot be read).
   */
  byHash(filePath: string, options: string): { stats?: Stats; cached?: CachedFile } {
    let stats: Stats;
    let hash: string;
    try {
      stats = statSync(filePath);
      hash = contentHash(readFileSync(filePath));
    } catch {
      return {};
    }
    return { stats, cached: this.byContent(filePath, options, hash, stats) };
  }

  /** The cached file if its content hash is unchanged (records the new stat). */
  byContent(filePath: string, options: string, hash: string, stats: Stats | undefined): CachedFile | undefined {
    const line = this.lines.get(filePath);
    const at = this.afterPath(line);
    if (at < 0) return undefined;
    const f = line!.slice(at + 1).split("\t");
    if (f.length !== 6 || this.optionSets[Number(f[2])] !== options || f[3] !== hash) return undefined;
    const decoded = decodeTail(f.slice(3).join("\t"));
    if (!decoded) {
      this.delete(filePath);
      return undefined;
    }
    if (stats && (f[0] !== String(stats.size) || f[1] !== String(stats.mtimeMs))) {
      this.lines.set(filePath, this.line(filePath, stats, options, f.slice(3).join("\t")));
      this.changed = true;
    }
    return decoded.file;
  }

  /** An `F` line. */
  private line(filePath: string, stats: Stats, options: string, tail: string): string {
    return `F\t${encodePath(filePath)}\t${stats.size}\t${stats.mtimeMs}\t${this.optionId(options)}\t${tail}`;
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
    // A file with timing sentences keeps its count (the run's coverage figure), even when clean.
    const empty = rest.messages.length === 0 && rest.hiddenWarningCount === 0 && !rest.timing?.sentences;
    this.lines.set(
      filePath,
      this.line(filePath, stats, options, `${hash}\t${JSON.stringify(stored)}\t${empty ? "" : JSON.stringify(rest)}`),
    );
    this.changed = true;
  }

  /**
   * A digest of a run's files: each one's entry up to its content hash (path, size, mtime, options
   * number, hash), in the given order. Undefined when a file has no entry (it could not be read).
   * @param known the entries this run found, by index in `files` (their keys are not looked up again).
   */
  runDigest(files: readonly string[], known?: readonly (CachedFile | undefined)[]): string | undefined {
    const keys: string[] = new Array<string>(files.length);
    for (let i = 0; i < files.length; i++) {
      const key = known?.[i]?.entryKey ?? this.entryKey(files[i]!);
      if (key === undefined) return undefined;
      keys[i] = key;
    }
    // Entries hold no line end.
    return process.getBuiltinModule("node:crypto").createHash("sha1").update(keys.join("\n")).digest("base64url");
  }

  /** A file's line up to and including the tab after its content hash; undefined without an entry. */
  private entryKey(filePath: string): string | undefined {
    const line = this.lines.get(filePath);
    let end = this.afterPath(line);
    // After the path: size, mtime, options number and hash, each followed by a tab.
    for (let field = 0; field < 4 && end >= 0; field++) end = line!.indexOf("\t", end + 1);
    return end < 0 ? undefined : line!.slice(0, end + 1);
  }

  /** The paths that had a cross-file duplicate in a run of this digest ({@link setRunPlan}); undefined when unknown. */
  runPlan(digest: string): string[] | undefined {
    const json = this.runPlans.get(digest);
    if (json === undefined) return undefined;
    try {
      const files: unknown = JSON.parse(json);
      if (Array.isArray(files) && files.every((f) => typeof f === "string")) return files as string[];
    } catch {
      // A damaged line: unknown.
    }
    this.runPlans.delete(digest);
    this.changed = true;
    return undefined;
  }

  /** Remembers which paths of a run (its {@link runDigest}) had a cross-file duplicate; the oldest runs are forgotten. */
  setRunPlan(digest: string, files: readonly string[]): void {
    const json = JSON.stringify(files);
    if (this.runPlans.get(digest) === json) return;
    this.runPlans.delete(digest);
    this.runPlans.set(digest, json);
    for (const old of this.runPlans.keys()) {
      if (this.runPlans.size <= RUN_PLANS) break;
      this.runPlans.delete(old);
    }
    this.changed = true;
  }

  /** Forgets a file (e.g. it could not be read). */
  delete(filePath: string): void {
    if (this.lines.delete(filePath)) this.changed = true;
  }

  /**
   * Writes the cache file (atomically) when something changed. Lines read from the file are
   * written back as they were (their option numbers stay valid: every option set is kept). An
   * existing file is replaced only when it is a cache file ({@link isCacheFile}); the default file
   * is never written through a symbolic link (see {@link load}).
   * @throws the IO error, `NotOursError` or `SymlinkRefusedError` (see `write-file-safely.ts`).
   */
  save(): void {
    if (!this.changed) return;
    const head = [
      `${HEADER}\t${this.version}`,
      ...this.optionSets.map((o) => `O\t${o}`),
      ...[...this.runPlans].map(([digest, files]) => `R\t${digest}\t${files}`),
    ];
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSafely(this.file, head.concat([...this.lines.values()]).join("\n") + "\n", {
      replace: isCacheFile,
      refuseSymlink: !this.named,
    });
    this.changed = false;
  }
}
