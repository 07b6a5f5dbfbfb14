/**
 * Node built-ins that a language server start does not need, loaded on their first use instead of
 * when the bundle is evaluated. Loading `node:crypto` (it initialises OpenSSL), `node:child_process`
 * and `node:fs/promises` took 10–25 ms of every server start before its first diagnostics, for a
 * hash, `git ls-files` and reads of the workspace index, which come later or never.
 *
 * The protocol layer's own `require("crypto")` and `require("child_process")` (vscode-jsonrpc,
 * vscode-languageserver) are made lazy the same way by the bundler (esbuild.mjs, `lazyBuiltins`).
 */
import type * as ChildProcess from "node:child_process";
import type * as Crypto from "node:crypto";
import { promises } from "node:fs";
import { createRequire } from "node:module";

/** Loads built-ins only (any absolute path serves as the base); works from source (ESM) and in the CommonJS bundles. */
const requireBuiltin = createRequire(process.execPath);

let crypto: typeof Crypto | undefined;
let childProcess: typeof ChildProcess | undefined;

/** `node:crypto`, loaded on the first call. */
export function nodeCrypto(): typeof Crypto {
  return (crypto ??= requireBuiltin("node:crypto") as typeof Crypto);
}

/** `node:child_process`, loaded on the first call. */
export function nodeChildProcess(): typeof ChildProcess {
  return (childProcess ??= requireBuiltin("node:child_process") as typeof ChildProcess);
}

/**
 * `fs.promises.readFile` (Node loads `fs.promises` on the first access of that property).
 * @throws (rejects with) the read's IO error.
 */
export function readFileAsync(file: string): Promise<Buffer> {
  return promises.readFile(file);
}
