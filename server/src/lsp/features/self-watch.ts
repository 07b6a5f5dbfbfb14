/**
 * File watching for clients that cannot watch files (no dynamic `workspace/didChangeWatchedFiles`
 * registration, e.g. Neovim on Linux): the server watches the folders of its workspace itself
 * (`fs.watch` per folder, without `node_modules` and `.git`, at most {@link MAX_FOLDERS}) and
 * delivers changes to `.card` files, `cardscript.json` and `.gitignore` files and folders as if the client had sent
 * them, so config edits and files written by other programs are seen without a restart. New
 * folders are watched as they appear, and so are workspace folders added later
 * (`workspace/didChangeWorkspaceFolders`); a removed workspace folder is no longer watched. With a
 * capable client this feature does nothing.
 */
import { existsSync, watch, type FSWatcher } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FileEvent } from "vscode-languageserver/node";
import { FileChangeType } from "../lsp-values";
import { isCardPath } from "../../node-io/card-files";
import type { ServerContext } from "../context";
import { describeError } from "../log";
import { folderUriSplit, isDirectory, workspaceFolderPaths } from "./workspace-names";

/** At most this many folders are watched (one inotify watch each on Linux). */
const MAX_FOLDERS = 2000;

/** Changes are collected for this long (ms) and delivered as one notification. */
const BATCH_MS = 50;

/** Whether a file name is one the server reads (a .card file, a config file or a `.gitignore`). */
function isCardOrConfig(name: string): boolean {
  return isCardPath(name) || name === "cardscript.json" || name === ".gitignore";
}

export function register(ctx: ServerContext): void {
  const canWatch = ctx.initializeParams.capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
  if (canWatch) return;
  /** The watcher of each watched folder (absolute path). */
  const watchers = new Map<string, FSWatcher>();
  const pending = new Map<string, FileEvent>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = ctx.guard(
    "self-watch: deliver",
    () => {
      timer = undefined;
      const changes = [...pending.values()];
      pending.clear();
      if (changes.length > 0) ctx.events.fireWatchedFiles({ changes });
    },
    undefined,
  );

  const watchFolder = (dir: string) => {
    if (watchers.has(dir) || watchers.size >= MAX_FOLDERS) return;
    try {
      const w = watch(dir, { persistent: false }, (_event, name) => {
        if (typeof name === "string") seen(dir, name);
      });
      w.on("error", () => {
        w.close();
        if (watchers.get(dir) === w) watchers.delete(dir);
      });
      watchers.set(dir, w);
    } catch (error) {
      ctx.log.warn(`Cannot watch ${dir} (its changes on disk are seen when files are opened): ${describeError(error)}`);
    }
  };

  const seen = (dir: string, name: string) => {
    if (name === "node_modules" || name === ".git") return;
    const file = path.join(dir, name);
    const exists = existsSync(file);
    const folder = exists && isDirectory(file);
    // Other files are of no interest; a path that is gone may have been a folder of cards.
    if (exists && !folder && !isCardOrConfig(name)) return;
    if (folder) watchFolder(file);
    const uri = pathToFileURL(file).href;
    pending.set(uri, { uri, type: exists ? FileChangeType.Changed : FileChangeType.Deleted });
    if (timer === undefined) timer = setTimeout(flush, BATCH_MS);
  };

  ctx.events.onInitialized(
    ctx.guard(
      "self-watch: start",
      async () => {
        for (const folder of workspaceFolderPaths(ctx.initializeParams)) await watchTree(folder, watchFolder);
        if (watchers.size > 0) ctx.log.info(`The client does not watch files: the server watches ${watchers.size} folder(s) itself.`);
      },
      undefined,
    ),
  );
  ctx.events.onDidChangeWorkspaceFolders(
    ctx.guard(
      "self-watch: workspace folders",
      async (event) => {
        const paths = (folders: { uri: string }[]) => folderUriSplit(folders.map((f) => f.uri)).paths;
        for (const removed of paths(event.removed)) {
          for (const [dir, w] of [...watchers]) {
            if (!isInside(removed, dir)) continue;
            w.close();
            watchers.delete(dir);
          }
        }
        for (const added of paths(event.added)) await watchTree(added, watchFolder);
      },
      undefined,
    ),
  );
  ctx.events.onShutdown(() => {
    for (const w of watchers.values()) w.close();
    if (timer !== undefined) clearTimeout(timer);
  });
}

/** Watches `folder` and every folder under it (hidden ones too; not `node_modules` or `.git`, not through links). */
async function watchTree(folder: string, watchFolder: (dir: string) => void): Promise<void> {
  watchFolder(folder);
  const dirs = await (
    await import("fast-glob")
  ).default("**", {
    cwd: folder,
    absolute: true,
    onlyDirectories: true,
    followSymbolicLinks: false,
    suppressErrors: true,
    // Hidden folders too: the workspace scan reads their .card files (as the CLI does).
    dot: true,
    ignore: ["**/node_modules/**", "**/.git/**", "node_modules", ".git"],
  });
  for (const d of dirs.sort()) watchFolder(d);
}

/** Whether `dir` is `folder` or a folder under it (absolute paths). */
function isInside(folder: string, dir: string): boolean {
  const rel = path.relative(folder, dir);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}
