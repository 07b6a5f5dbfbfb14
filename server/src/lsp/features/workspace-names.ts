/**
 * The workspace's card names: an index (core `CardNameIndex`) of every open document plus the
 * `*.card` files of the workspace folders (read from disk here, in the protocol layer), kept up
 * to date by document events and watched-file notifications. It reports `duplicate-card-name`
 * across files: a card whose name (case-insensitive) another indexed file defines too gets a
 * diagnostic (severity from `cardscript.rules`, default warning) naming that file and line.
 * Duplicates inside one file stay the core rule's business.
 *
 * Definition, references and rename (features/definition.ts, references.ts, rename.ts) share
 * the index through {@link workspaceNames}.
 *
 * Folders: `initializeParams.workspaceFolders`, else `rootUri`, and those that
 * `workspace/didChangeWorkspaceFolders` adds later (a removed folder's files leave the index),
 * walked as the CLI walks a folder
 * (`node-io/card-files.ts`: hidden folders included, links to `.card` files followed, links to
 * folders not; a file reached by a link and by its own path counted once). Skipped: `node_modules`
 * and `.git` folders and whatever `.gitignore` excludes (git's answer inside a work tree; outside
 * one, the `.gitignore` files from the workspace folder down) — the CLI's selection
 * (`workspace-ignore.ts`); at most {@link MAX_WORKSPACE_FILES} files are read (the user is told
 * beyond). A `.card` file that cannot be read or decoded (permission, a link that loops or leads
 * nowhere, bytes that are not UTF-8) is kept in {@link WorkspaceNames.unreadable} with why, for
 * workspace diagnostics to report; a folder that cannot be read is shown as a warning message.
 * Which documents count for duplicates: workspace files that are not ignored, open documents
 * that are not ignored files of a workspace folder, and documents outside every folder (or
 * not files at all). An ignored open document is still indexed for definition/references, but
 * neither gets nor causes cross-file duplicate warnings.
 */
import { lstatSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { FileEvent, InitializeParams, ServerCapabilities } from "vscode-languageserver/node";
import { DidChangeWatchedFilesNotification, FileChangeType, WatchKind } from "../lsp-values";
import { CardNameIndex, type LazyText, type NameOutline } from "../../core/features/card-references";
import { localizer } from "../../core/l10n/localizer";
import { GAMES } from "../../app/games";
import { ruleById } from "../../app/rules";
import type { Finding, SeveritySetting } from "../../core/rules/types";
import type { LineIndex } from "../../core/text/line-index";
import type { TextSource } from "../../core/incremental/incremental-analysis";
import type { ServerContext } from "../context";
import { effectiveOptions, serverLocale } from "../lint-options";
import type { DocumentStore } from "../document-store";
import { describeError } from "../log";
import { decodeBytes } from "../../node-io/decode-text";
import { readFileAsync } from "../../node-io/lazy-builtins";
import { isCardPath, onePathPerFile, readProblem, walkCardFiles } from "../../node-io/card-files";
import { WorkspaceIgnore } from "./workspace-ignore";
import { pushAll } from "../../core/collections/append";

/** At most this many workspace files are indexed. */
export const MAX_WORKSPACE_FILES = 20_000;
const RULE_ID = "duplicate-card-name";
/** The rule whose findings other files can answer (a name another file defines): see {@link WorkspaceNames.withoutNamedElsewhere}. */
const NAMED_RULE_ID = "unknown-named-card";

/** A canonical key for a URI: file URIs normalised through their path, others as they are. */
export function uriKey(uri: string): string {
  if (!uri.startsWith("file:")) return uri;
  try {
    return pathToFileURL(fileURLToPath(uri)).href;
  } catch {
    return uri;
  }
}

/**
 * The workspace folders of the initialize request (`workspaceFolders`, else `rootUri`): the
 * file-system paths of those that are `file:` URIs, and the URIs of the others (another scheme,
 * such as `vscode-vfs:`, or a `file:` URI that names no local path), which are not scanned.
 */
export function workspaceFolderSplit(params: InitializeParams): { paths: string[]; notScanned: string[] } {
  const uris = params.workspaceFolders?.length ? params.workspaceFolders.map((f) => f.uri) : params.rootUri ? [params.rootUri] : [];
  return folderUriSplit(uris);
}

/** Workspace folder URIs split into file-system paths and the URIs that are not scanned (see {@link workspaceFolderSplit}). */
export function folderUriSplit(uris: readonly string[]): { paths: string[]; notScanned: string[] } {
  const paths: string[] = [];
  const notScanned: string[] = [];
  for (const u of uris) {
    try {
      if (u.startsWith("file:")) {
        paths.push(fileURLToPath(u));
        continue;
      }
    } catch {
      // A `file:` URI with a host or an encoded slash: not a local folder.
    }
    notScanned.push(u);
  }
  return { paths, notScanned };
}

/** The workspace folders' file-system paths from the initialize request (see {@link workspaceFolderSplit}). */
export function workspaceFolderPaths(params: InitializeParams): string[] {
  return workspaceFolderSplit(params).paths;
}

/**
 * Tells the user, once (log and message, in the client's language), which workspace folders are not
 * scanned because they are not on the local file system: their closed `.card` files get no
 * workspace diagnostics and take no part in cross-file checks (open documents are still checked).
 */
function reportFoldersNotScanned(ctx: ServerContext, notScanned: readonly string[]): void {
  if (notScanned.length === 0) return;
  const l10n = localizer({ id: "core" }, serverLocale(ctx));
  const message = l10n.tn("lsp.foldersNotScanned", notScanned.length, { folders: notScanned.join(", ") });
  ctx.log.warn(message);
  void ctx.connection.window.showInformationMessage(message);
}

/** Why a file cannot be read: a core catalog message (`readProblem` in `node-io/card-files.ts`) and its data. */
export interface FileProblem {
  messageId: string;
  data: Record<string, string | number>;
}

/** The index plus the bookkeeping between document URIs and index keys. */
export class WorkspaceNames {
  readonly index = new CardNameIndex({ games: GAMES });
  /** Keys of files found on disk in the workspace folders. */
  readonly onDisk = new Set<string>();
  /**
   * Keys of `.card` files of the workspace folders that could not be read or decoded, with why: a
   * message of the core's catalog (`readProblem`) that follows the file's name. Not in {@link onDisk}.
   */
  readonly unreadable = new Map<string, FileProblem>();
  /** Open documents whose text the index has not seen yet. */
  private readonly dirty = new Set<string>();
  /** What each open document's diagnostics last showed (to notice when another file changes it). */
  private readonly shown = new Map<string, string>();
  /** Resolves when the first workspace scan has finished. */
  scanned: Promise<void> = Promise.resolve();
  /** Which workspace files git ignores (set by `register`). */
  ignore = new WorkspaceIgnore([]);
  /** A file counts when neither git nor the `ignorePatterns` of its `cardscript.json` ignore it. */
  readonly include = (key: string) => this.ignore.participates(key) && !effectiveOptions(this.ctx, key).ignored;

  /**
   * Called after the files on disk changed in the index: a file read again or dropped (its key), or
   * a whole scan finished (undefined). For workspace diagnostics (features/workspace-diagnostics.ts).
   */
  readonly diskListeners = new Set<(key: string | undefined) => void>();

  constructor(private readonly ctx: ServerContext) {}

  /** Tells {@link diskListeners} that `key` (undefined: every file) changed on disk. */
  diskChanged(key: string | undefined): void {
    for (const listener of this.diskListeners) listener(key);
  }

  /** The URI to report for a key: the open document's own URI when it is open. */
  uriOf(key: string): string {
    for (const d of this.ctx.documents.all()) if (uriKey(d.uri) === key) return d.uri;
    return key;
  }

  /**
   * An open document brought up to date in the index (after the first workspace scan), with its
   * index key and line index; undefined when the document is not open.
   */
  async locate(uri: string): Promise<{ key: string; lines: LineIndex } | undefined> {
    await this.scanned;
    const doc = this.ctx.documents.get(uri);
    if (!doc) return undefined;
    this.markDirty(doc.uri);
    this.sync(true);
    const key = uriKey(doc.uri);
    const lines = this.index.lineIndex(key);
    return lines ? { key, lines } : undefined;
  }

  markDirty(uri: string): void {
    this.dirty.add(uri);
  }

  /**
   * Called when an open document's analysis changed the index's names (set by `register`: other
   * open documents may now show other cross-file duplicates).
   */
  onNamesChanged: () => void = () => {};

  /**
   * Brings the index up to date with the open documents, from the document store's analyses (their
   * per-card results: no second parse). A document whose analysis is still due or under way stays
   * as it was in the index until that analysis lands ({@link findings}), unless `exact` (a request
   * about positions: definition, references, rename), which finishes it now. Only a document the
   * store will not analyse (too large, failed) is parsed here.
   */
  sync(exact = false): void {
    for (const uri of this.dirty) {
      const doc = this.ctx.documents.get(uri);
      if (!doc) {
        this.dirty.delete(uri);
        continue;
      }
      const store = this.ctx.store;
      const analysis = exact ? store.get(uri) : store.peek(uri);
      if (analysis) this.index.setOutline(uriKey(uri), { key: analysis.source, get: () => analysis.text }, analysis.outline());
      // Parsing a large document here, before (and besides) its sliced analysis, cost a whole-file parse per typing pause.
      else if (exact || store.peekSkipped(uri)) this.index.set(uriKey(uri), doc.getText(), effectiveOptions(this.ctx, uri));
      else continue;
      this.dirty.delete(uri);
    }
  }

  /** Cross-file duplicates of one document as findings (empty when the rule is off), in the client's language. */
  findings(uri: string, text: LazyText, severity: SeveritySetting, outline: () => NameOutline): Finding[] {
    const key = uriKey(uri);
    this.dirty.delete(uri);
    this.sync();
    const names = this.index.version;
    this.index.setOutline(key, text, outline());
    if (this.index.version !== names) this.onNamesChanged();
    this.shown.set(uri, this.signature(key, severity));
    return this.duplicateFindings(key, severity);
  }

  /**
   * The cross-file duplicates of the indexed file `key` as `duplicate-card-name` findings (empty when
   * the rule is off or the file does not count), without recording them as shown.
   */
  duplicateFindings(key: string, severity: SeveritySetting): Finding[] {
    if (severity === "off" || !this.include(key)) return [];
    return this.index.crossFileDuplicates(key, this.include, this.l10n()).map((d) => ({
      ruleId: RULE_ID,
      severity,
      message: d.message,
      span: d.span,
      card: d.name,
      fixes: [],
      tags: [],
    }));
  }

  /** The messages' language: the client's (from `initialize`). */
  private l10n() {
    return localizer({ id: "core" }, serverLocale(this.ctx));
  }

  private signature(key: string, severity: SeveritySetting): string {
    if (severity === "off" || !this.include(key)) return "";
    return JSON.stringify(this.index.crossFileDuplicates(key, this.include, this.l10n()).map((d) => [d.span.start, d.message]));
  }

  /** True when some open document would now show other cross-file duplicates, or named-card findings, than it does. */
  stale(severity: SeveritySetting): boolean {
    this.sync();
    return this.ctx.documents.all().some((d) => {
      const named = this.namedShown.get(d.uri);
      if (named !== undefined && named !== this.index.version) return true;
      const shown = this.shown.get(d.uri);
      return shown !== undefined && shown !== this.signature(uriKey(d.uri), severity);
    });
  }

  /** Open documents with `unknown-named-card` findings, with the index's names version they were filtered against. */
  private readonly namedShown = new Map<string, number>();

  /**
   * Whether a file of the workspace other than `key` that counts ({@link include}) defines a card
   * named `name` (case-insensitive).
   */
  namedElsewhere(key: string, name: string): boolean {
    const lower = name.toLowerCase();
    for (const other of this.index.keys()) {
      if (other === key || !this.include(other)) continue;
      if (this.index.definitionsIn(other).some((d) => d.name.toLowerCase() === lower)) return true;
    }
    return false;
  }

  /**
   * `findings` of document `uri` without the `unknown-named-card` findings whose name another
   * workspace file defines (the rule compares the cards of one file). Remembers the names version
   * so that {@link stale} re-checks the document when the workspace's names change.
   */
  withoutNamedElsewhere(uri: string, text: TextSource, findings: readonly Finding[]): readonly Finding[] {
    if (!findings.some((f) => f.ruleId === NAMED_RULE_ID)) {
      this.namedShown.delete(uri);
      return findings;
    }
    this.sync();
    this.namedShown.set(uri, this.index.version);
    const key = uriKey(uri);
    return findings.filter((f) => f.ruleId !== NAMED_RULE_ID || !this.namedElsewhere(key, text.slice(f.span.start, f.span.end)));
  }

  forget(uri: string): void {
    this.shown.delete(uri);
    this.namedShown.delete(uri);
    this.dirty.delete(uri);
  }
}

const instances = new WeakMap<DocumentStore, WorkspaceNames>();

/** The workspace name index of this server (created by this feature's `register`). */
export function workspaceNames(ctx: ServerContext): WorkspaceNames {
  let names = instances.get(ctx.store);
  if (!names) {
    names = new WorkspaceNames(ctx);
    instances.set(ctx.store, names);
  }
  return names;
}

/** Effective severity of duplicate-card-name under the given rule settings. */
export function severityOf(rules: Readonly<Record<string, SeveritySetting>> | undefined): SeveritySetting {
  return rules?.[RULE_ID] ?? ruleById(RULE_ID)?.meta.defaultSeverity ?? "warning";
}

/**
 * Registers the workspace name index: the findings augmenter, the document events, the first scan,
 * the file watcher and workspace folders added or removed later.
 * @returns the capability that asks for `workspace/didChangeWorkspaceFolders`.
 */
export function register(ctx: ServerContext): ServerCapabilities {
  const names = workspaceNames(ctx);
  const folders = workspaceFolderPaths(ctx.initializeParams);
  names.ignore = new WorkspaceIgnore(folders);
  const canWatch = ctx.initializeParams.capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
  let lastSeverity: SeveritySetting = severityOf(undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;

  ctx.store.addFindingsAugmenter((uri, text, options, outline) => {
    lastSeverity = severityOf(options.rules);
    try {
      return names.findings(uri, text, lastSeverity, outline);
    } catch (error) {
      ctx.log.error(`Workspace duplicate names for ${uri} failed: ${describeError(error)}`);
      return [];
    }
  });

  ctx.store.addFindingsFilter((uri, text, findings) => {
    try {
      return names.withoutNamedElsewhere(uri, text, findings);
    } catch (error) {
      ctx.log.error(`Workspace card names for ${uri} failed: ${describeError(error)}`);
      return findings;
    }
  });

  // New lint options may change which files count (ignorePatterns): recompute cached duplicates.
  ctx.store.onDidInvalidate(() => names.index.recompute());

  /** After the index changed: re-check open documents whose cross-file duplicates changed. */
  const refreshSoon = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(
      ctx.guard(
        "workspace names: refresh",
        () => {
          timer = undefined;
          if (names.stale(lastSeverity)) ctx.store.invalidateAll();
        },
        undefined,
      ),
      20,
    );
  };

  names.onNamesChanged = refreshSoon;
  registerDocumentEvents(ctx, names, refreshSoon);
  const disk = new DiskIndexer(ctx, names, folders, refreshSoon);

  ctx.events.onInitialized(
    ctx.guard(
      "workspace names: initialized",
      async () => {
        // Start the scan first: requests that arrive meanwhile wait for `names.scanned`.
        names.scanned = disk.scan().catch((error: unknown) => ctx.log.error(`Scanning the workspace failed: ${describeError(error)}`));
        reportFoldersNotScanned(ctx, workspaceFolderSplit(ctx.initializeParams).notScanned);
        if (canWatch) {
          // Folders too: deleting or renaming a folder reports the folder, not the .card files in it.
          await ctx.connection.client.register(DidChangeWatchedFilesNotification.type, {
            watchers: [
              { globPattern: "**/*.card" },
              { globPattern: "**/.gitignore" },
              { globPattern: "**/*", kind: WatchKind.Create | WatchKind.Delete },
            ],
          });
        }
        await names.scanned;
      },
      undefined,
    ),
  );

  ctx.events.onDidChangeWatchedFiles(
    ctx.guard(
      "workspace names: watched files",
      async (params) => {
        for (const change of params.changes) await disk.changed(change);
        refreshSoon();
      },
      undefined,
    ),
  );

  registerFolderChanges(ctx, names, disk);
  return { workspace: { workspaceFolders: { supported: true, changeNotifications: true } } };
}

/**
 * `workspace/didChangeWorkspaceFolders`: added folders scanned as the first folders are (those not
 * on the local file system reported), removed folders' files dropped ({@link DiskIndexer.foldersChanged}).
 */
function registerFolderChanges(ctx: ServerContext, names: WorkspaceNames, disk: DiskIndexer): void {
  ctx.events.onDidChangeWorkspaceFolders(
    ctx.guard(
      "workspace names: workspace folders",
      async (event) => {
        const added = folderUriSplit(event.added.map((f) => f.uri));
        const removed = folderUriSplit(event.removed.map((f) => f.uri)).paths;
        // Requests that arrive meanwhile wait for the index, as they wait for the first scan.
        const done = names.scanned.then(() => disk.foldersChanged(added.paths, removed));
        names.scanned = done.catch((error: unknown) => ctx.log.error(`Scanning the workspace failed: ${describeError(error)}`));
        reportFoldersNotScanned(ctx, added.notScanned);
        await names.scanned;
      },
      undefined,
    ),
  );
}

/** Open, edited and closed documents: an open document is indexed from the editor, a closed one from disk again. */
function registerDocumentEvents(ctx: ServerContext, names: WorkspaceNames, refreshSoon: () => void): void {
  const edited = (e: { document: { uri: string } }) => {
    names.markDirty(e.document.uri);
    refreshSoon();
  };
  ctx.documents.onDidOpen(ctx.guard("workspace names: open", edited, undefined));
  ctx.documents.onDidChangeContent(ctx.guard("workspace names: change", edited, undefined));
  ctx.documents.onDidClose(
    ctx.guard(
      "workspace names: close",
      async (e) => {
        const key = uriKey(e.document.uri);
        names.forget(e.document.uri);
        if (names.onDisk.has(key)) {
          const file = fileURLToPath(key);
          try {
            names.index.set(key, decodeBytes(await readFileAsync(file)), effectiveOptions(ctx, key));
          } catch (error) {
            names.onDisk.delete(key);
            names.index.delete(key);
            noteUnreadable(names, key, file, error);
          }
        } else names.index.delete(key);
        names.diskChanged(key);
        refreshSoon();
      },
      undefined,
    ),
  );
}

/** What a walk of one folder found: `.card` files (absolute paths), the links among them, what it could not read. */
interface FolderListing {
  files: string[];
  links: Set<string>;
  unreadable: { path: string; error: unknown; kind: "folder" | "link" }[];
}

/** The `.card` files under `cwd`, walked as the CLI walks a folder (`walkCardFiles`). */
function cardFilesUnder(cwd: string): FolderListing {
  const listing: FolderListing = { files: [], links: new Set(), unreadable: [] };
  listing.files = walkCardFiles(path.resolve(cwd), (p, error, kind) => listing.unreadable.push({ path: p, error, kind }), listing.links);
  return listing;
}

/**
 * Records why the file `key` (at `file`) could not be read, for workspace diagnostics; a file that
 * is simply gone (`file.missing`) is forgotten instead.
 */
function noteUnreadable(names: WorkspaceNames, key: string, file: string, error: unknown): void {
  const problem = readProblem(file, error);
  if (problem.messageId === "file.missing") names.unreadable.delete(key);
  else names.unreadable.set(key, problem);
}

/** Keeps the index of the files on disk: the workspace scan, and the changes the client's file watcher reports. */
class DiskIndexer {
  constructor(
    private readonly ctx: ServerContext,
    private readonly names: WorkspaceNames,
    private folders: readonly string[],
    private readonly refreshSoon: () => void,
  ) {}

  /** Unreadable folders already shown to the user. */
  private readonly shownFolders = new Set<string>();

  private isOpen(key: string): boolean {
    return this.ctx.documents.all().some((d) => uriKey(d.uri) === key);
  }

  /** Reads one file into the index (unless it is open: the editor's text counts then). */
  private async readIntoIndex(file: string): Promise<void> {
    const { names } = this;
    const key = pathToFileURL(file).href;
    try {
      // A file that is not UTF-8 is not indexed; as the CLI reports it, workspace diagnostics report it (`unreadable`).
      const text = decodeBytes(await readFileAsync(file));
      names.onDisk.add(key);
      names.unreadable.delete(key);
      if (!this.isOpen(key)) names.index.set(key, text, effectiveOptions(this.ctx, key));
    } catch (error) {
      names.onDisk.delete(key);
      if (!this.isOpen(key)) names.index.delete(key);
      noteUnreadable(names, key, file, error);
    }
    names.diskChanged(key);
  }

  /** Indexes the workspace folders' `.card` files that git does not ignore, at most `MAX_WORKSPACE_FILES`. */
  async scan(): Promise<void> {
    const { ctx, names } = this;
    if (this.folders.length === 0) return;
    const files: string[] = [];
    const links = new Set<string>();
    names.unreadable.clear();
    for (const cwd of this.folders) {
      const listing = cardFilesUnder(cwd);
      pushAll(files, names.ignore.select(listing.files));
      for (const l of listing.links) links.add(l);
      this.noteWalkProblems(listing.unreadable);
    }
    const unique = onePathPerFile(files.sort(), links);
    if (unique.length > MAX_WORKSPACE_FILES) {
      const l10n = localizer({ id: "core" }, serverLocale(ctx));
      const message = l10n.t("lsp.tooManyFiles", { files: unique.length, limit: MAX_WORKSPACE_FILES });
      ctx.log.warn(message);
      void ctx.connection.window.showWarningMessage(message);
    }
    const chosen = unique.slice(0, MAX_WORKSPACE_FILES);
    for (let i = 0; i < chosen.length; i += 64) await Promise.all(chosen.slice(i, i + 64).map((f) => this.readIntoIndex(f)));
    ctx.log.info(`Indexed card names of ${chosen.length} workspace file(s).`);
    names.diskChanged(undefined);
    this.refreshSoon();
  }

  /**
   * Workspace folders added and removed (file-system paths): the removed folders' files leave the
   * index (unless another folder still holds them), then the folders are scanned again as at start
   * (the same listing, `.gitignore` and file limit, over every folder) when any was added.
   */
  async foldersChanged(added: readonly string[], removed: readonly string[]): Promise<void> {
    const { ctx, names } = this;
    const gone = new Set(removed.map((p) => path.resolve(p)));
    const kept = this.folders.filter((f) => !gone.has(path.resolve(f)));
    const next = [...kept, ...added.filter((a) => !kept.some((f) => path.resolve(f) === path.resolve(a)))];
    this.folders = next;
    names.ignore = new WorkspaceIgnore(next);
    const prefixes = (folders: readonly string[]) => folders.map((f) => folderPrefix(pathToFileURL(f).href));
    const under = (key: string, list: readonly string[]) => list.some((p) => key.startsWith(p));
    const removedPrefixes = prefixes([...gone]);
    const keptPrefixes = prefixes(next);
    this.forgetWhere((k) => under(k, removedPrefixes) && !under(k, keptPrefixes));
    ctx.log.info(`Workspace folders: ${added.length} added, ${removed.length} removed; ${next.length} scanned.`);
    if (added.length > 0) await this.scan();
    ctx.store.invalidateAll();
    this.refreshSoon();
  }

  /** A folder was deleted or renamed away (a path that is gone and not a .card file): drop everything indexed under it. */
  private forgetFolder(key: string): void {
    const prefix = folderPrefix(key);
    this.forgetWhere((k) => k.startsWith(prefix));
  }

  /** Drops the files whose keys `gone` picks from the index (open documents keep their editor text there). */
  private forgetWhere(gone: (key: string) => boolean): void {
    const { names } = this;
    for (const k of [...names.unreadable.keys()]) {
      if (!gone(k)) continue;
      names.unreadable.delete(k);
      names.diskChanged(k);
    }
    for (const k of [...names.onDisk]) {
      if (!gone(k)) continue;
      names.onDisk.delete(k);
      if (!this.isOpen(k)) names.index.delete(k);
      names.diskChanged(k);
    }
  }

  /**
   * What a walk could not read, unless git ignores it: a `*.card` link that leads nowhere is kept
   * in `unreadable` (workspace diagnostics report it on its URI); a folder is shown to the user.
   */
  private noteWalkProblems(problems: FolderListing["unreadable"]): void {
    const { names } = this;
    const kept = new Set(names.ignore.select(problems.map((p) => p.path)));
    for (const p of problems) {
      if (!kept.has(p.path)) continue;
      const key = pathToFileURL(p.path).href;
      if (p.kind === "link") noteUnreadable(names, key, p.path, p.error);
      else if (!this.shownFolders.has(p.path)) {
        // Once per folder: a rescan (a .gitignore changed) does not show it again.
        this.shownFolders.add(p.path);
        const { messageId, data } = readProblem(p.path, p.error);
        const l10n = localizer({ id: "core" }, serverLocale(this.ctx));
        const message = l10n.t("lsp.unreadableFolders", { folder: p.path, reason: `${path.basename(p.path)} ${l10n.t(messageId, data)}` });
        this.ctx.log.warn(message);
        void this.ctx.connection.window.showWarningMessage(message);
      }
    }
  }

  /** A folder appeared (created, or renamed into place): index its .card files. */
  private async scanFolder(dir: string): Promise<void> {
    const listing = cardFilesUnder(dir);
    this.noteWalkProblems(listing.unreadable);
    for (const f of listing.files) {
      this.names.ignore.forget(pathToFileURL(f).href);
      if (this.names.ignore.participates(pathToFileURL(f).href)) await this.readIntoIndex(f);
    }
  }

  /** One change the file watcher reported: a `.gitignore`, a folder or a `.card` file. */
  async changed(change: FileEvent): Promise<void> {
    const { names } = this;
    if (!change.uri.startsWith("file:")) return;
    if (change.uri.endsWith("/.gitignore")) {
      // Other files may now be ignored or not: ask git again, and read the files now included.
      names.ignore.reset();
      await this.scan();
      this.ctx.store.invalidateAll();
      return;
    }
    const key = uriKey(change.uri);
    if (change.uri.endsWith(`/${"cardscript.json"}`)) return;
    if (change.type === FileChangeType.Deleted) {
      // A path that is gone and was no file read here was a folder (whatever its name: `old.card/` too).
      if (!names.onDisk.has(key) && !names.unreadable.has(key)) this.forgetFolder(key);
      if (!isCardPath(change.uri)) return;
      names.ignore.forget(key);
      names.onDisk.delete(key);
      names.unreadable.delete(key);
      if (!this.isOpen(key)) names.index.delete(key);
      names.diskChanged(key);
      return;
    }
    const file = fileURLToPath(key);
    // A folder (even one named `x.card`) is walked as the scan walks it; a link to a folder is not followed, as by the scan.
    if (isRealFolder(file)) await this.scanFolder(file);
    else if (isCardPath(file)) {
      names.ignore.forget(key);
      await this.readIntoIndex(file);
    }
  }
}

/** A folder's key with one trailing slash: a prefix of the keys of the files under it. */
function folderPrefix(key: string): string {
  return key.endsWith("/") ? key : `${key}/`;
}

/** Whether `p` is a folder itself (not a symbolic link to one); false for anything unreadable. */
function isRealFolder(p: string): boolean {
  try {
    return lstatSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** Whether `p` is an existing folder (false for anything unreadable). */
export function isDirectory(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}
