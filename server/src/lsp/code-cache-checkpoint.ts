/**
 * Tells the code-cache loader (`node-io/code-cache.ts`, which runs the Node server bundle) that
 * the server's first work is done, so the V8 cache it writes holds the code of a first analysis
 * (a server an editor stops right after its first diagnostics would otherwise never write it).
 * A no-op when there is no loader: run from source, or the web worker build.
 */
export function codeCacheCheckpoint(): void {
  const hook = (globalThis as Record<symbol, unknown>)[Symbol.for("cardscript.codeCache.checkpoint")];
  if (typeof hook === "function") (hook as () => void)();
}
