/**
 * The `initialize` request's parameters as the server uses them, whatever the client sent. LSP
 * requires `capabilities` (an object) and allows `locale` (a string), `rootUri` (a string or null),
 * `workspaceFolders` (an array or null); a client that sends something else — `capabilities: null`,
 * a `locale` that is an object — made the features fail with a TypeError (an internal error
 * answered to `initialize`). Such fields are replaced by their absent value and each replacement
 * is named, so the server starts as for a client that sent nothing there.
 */
import type { InitializeParams } from "vscode-languageserver/node";

/**
 * Where the stdio protocol gate (`protocol-gate.ts`) keeps the `initialize` params as sent, on the
 * well-formed copy it hands on: vscode-languageserver reads `capabilities` itself before the
 * server's handler runs, so the gate makes them well-formed first, and the handler names what was
 * replaced from the params as sent.
 */
export const SENT_INITIALIZE_PARAMS = Symbol.for("cardscript.initialize.sent");

/**
 * `raw` with the fields the server reads made well-formed: a non-object `capabilities` becomes `{}`,
 * a non-string `locale` is dropped, a `rootUri` that is neither a string nor null becomes null, a
 * `workspaceFolders` that is not an array becomes null (and entries without a string `uri` and
 * `name` are dropped). Other fields are kept as sent.
 * @param raw the request's `params` as received (any JSON value).
 * @returns the parameters to use, and one English sentence (for the server log) per field replaced.
 */
export function wellFormedInitializeParams(raw: unknown): { params: InitializeParams; replaced: string[] } {
  const replaced: string[] = [];
  const given = raw !== null && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  if (given !== raw) replaced.push("the parameters were not an object: started as for a client that sent none");
  const params: Record<string, unknown> = { ...given };
  const c = given["capabilities"];
  if (c === null || typeof c !== "object" || Array.isArray(c)) {
    params["capabilities"] = {};
    if (given === raw) replaced.push(`capabilities ${JSON.stringify(c) ?? "missing"} is not an object: none assumed`);
  }
  if ("locale" in given && given["locale"] !== undefined && typeof given["locale"] !== "string") {
    delete params["locale"];
    replaced.push(`locale ${JSON.stringify(given["locale"])} is not a string: ignored`);
  }
  const root = given["rootUri"];
  if (root !== undefined && root !== null && typeof root !== "string") {
    params["rootUri"] = null;
    replaced.push(`rootUri ${JSON.stringify(root)} is not a string: ignored`);
  }
  const folders = given["workspaceFolders"];
  if (folders !== undefined && folders !== null) {
    if (!Array.isArray(folders)) {
      params["workspaceFolders"] = null;
      replaced.push(`workspaceFolders ${JSON.stringify(folders)} is not an array: ignored`);
    } else {
      const ok = folders.filter(
        (f: unknown) =>
          f !== null &&
          typeof f === "object" &&
          typeof (f as { uri?: unknown }).uri === "string" &&
          typeof (f as { name?: unknown }).name === "string",
      );
      if (ok.length !== folders.length)
        replaced.push(`${folders.length - ok.length} workspace folder(s) without a string uri and name: ignored`);
      params["workspaceFolders"] = ok;
    }
  }
  return { params: params as unknown as InitializeParams, replaced };
}

/**
 * The params as the client sent them: those the stdio gate kept under {@link SENT_INITIALIZE_PARAMS}
 * when it replaced them, else `params` itself.
 */
export function sentInitializeParams(params: unknown): unknown {
  return params !== null && typeof params === "object" && SENT_INITIALIZE_PARAMS in params
    ? (params as Record<symbol, unknown>)[SENT_INITIALIZE_PARAMS]
    : params;
}
