/**
 * The one check of the parameters of every request that takes a document and a position (hover,
 * completion, definition, references, prepareRename, rename, `cardscript/timingMap`): before a
 * handler runs, `textDocument.uri` must be a string and `position` hold a 0-based `line` and
 * UTF-16 `character` that are integers from 0 to 2^31 − 1 (LSP `uinteger`), the line inside the
 * open document. A request that fails gets the JSON-RPC error InvalidParams (-32602) with a
 * message saying what is wrong, instead of a handler failing on it (a logged TypeError and a
 * `null` answer) or answering for some other place (a negative line read as line 0).
 *
 * A `character` past the end of its line is valid: LSP says it means the line's end.
 */
import { ErrorCodes, ResponseError } from "./lsp-values";
import type { ServerContext } from "./context";

/** LSP's `uinteger`: 0 … 2^31 − 1. */
const UINTEGER_MAX = 2 ** 31 - 1;

/** What is wrong with one `uinteger` field, or undefined. */
function uintegerProblem(name: string, value: unknown): string | undefined {
  if (value === undefined) return `${name} is missing`;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > UINTEGER_MAX)
    return `${name} must be an integer from 0 to ${UINTEGER_MAX}, got ${JSON.stringify(value) ?? String(value)}`;
  return undefined;
}

/**
 * What is wrong with a position request's parameters, or undefined when they are well-formed.
 * @param params the request's `params` as received (any JSON value).
 * @param lineCount the number of lines of an open document by URI; undefined for a document that
 *   is not open (its lines are then not checked: the handlers answer `null` for it).
 * @returns one sentence naming the field, e.g. "position.line must be an integer from 0 to
 *   2147483647, got -1".
 */
export function positionParamsProblem(params: unknown, lineCount: (uri: string) => number | undefined): string | undefined {
  if (params === null || typeof params !== "object" || Array.isArray(params)) return "params must be an object";
  const { textDocument, position } = params as { textDocument?: unknown; position?: unknown };
  if (textDocument === null || typeof textDocument !== "object") return "textDocument is missing (expected { uri: string })";
  const uri = (textDocument as { uri?: unknown }).uri;
  if (typeof uri !== "string") return "textDocument.uri must be a string";
  if (position === null || typeof position !== "object") return "position is missing (expected { line, character })";
  const { line, character } = position as { line?: unknown; character?: unknown };
  const problem = uintegerProblem("position.line", line) ?? uintegerProblem("position.character", character);
  if (problem) return problem;
  const lines = lineCount(uri);
  if (lines !== undefined && (line as number) >= lines)
    return `position.line ${line as number} is past the end of the document (its lines are 0 to ${lines - 1})`;
  return undefined;
}

/**
 * `handler` behind {@link positionParamsProblem}: a request whose parameters are malformed is
 * answered with InvalidParams (-32602) and the problem, prefixed with `method`; others go to
 * `handler` unchanged. Wrap each position handler where it is registered.
 * @param ctx the server context (its open documents give the line counts).
 * @param method the LSP method, for the message (e.g. `textDocument/hover`).
 * @param extra a further check of the same params (e.g. rename's `newName`), run after the position's.
 */
export function withValidPosition<P, R>(
  ctx: Pick<ServerContext, "documents">,
  method: string,
  handler: (params: P) => R,
  extra?: (params: P) => string | undefined,
): (params: P) => R | ResponseError<void> {
  return (params: P) => {
    const problem = positionParamsProblem(params, (uri) => ctx.documents.get(uri)?.lineCount) ?? extra?.(params);
    return problem ? new ResponseError(ErrorCodes.InvalidParams, `${method}: ${problem}.`) : handler(params);
  };
}
