/**
 * The open documents (full text per URI, updated by incremental edits), made robust against
 * malformed edits: every change is checked and its range clamped to the document before it is
 * applied, so a range past the end, a start after the end, negative or non-numeric positions and
 * changes without text never corrupt the document or throw.
 */
import type { DidChangeTextDocumentParams, TextDocumentContentChangeEvent } from "vscode-languageserver/node";
import { TextDocuments } from "./lsp-values";
import { TextDocument } from "vscode-languageserver-textdocument";
import { ChunkedTextDocument } from "./chunked-document";

/** A position as received; fields may be anything when the client is buggy. */
interface LoosePosition {
  line?: unknown;
  character?: unknown;
}

function toInt(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : 0;
}

/** Offset of a received position in `doc`: negative → start, past a line's end or the last line → clamped. */
function clampedOffset(doc: TextDocument, position: LoosePosition | undefined): number {
  if (typeof position !== "object" || position === null) return 0;
  const line = toInt(position.line);
  if (line < 0) return 0;
  if (line >= doc.lineCount) return textLength(doc);
  return doc.offsetAt({ line, character: Math.max(0, toInt(position.character)) });
}

/** Length of a document's text (without joining a chunked document's text). */
export function textLength(doc: TextDocument): number {
  return doc instanceof ChunkedTextDocument ? doc.length : doc.getText().length;
}

/** Applies well-formed changes to either kind of document (the chunked one in place). */
function update(doc: TextDocument, changes: TextDocumentContentChangeEvent[], version: number): TextDocument {
  if (!(doc instanceof ChunkedTextDocument)) return TextDocument.update(doc, changes, version);
  doc.update(changes, version);
  return doc;
}

/** A change as offsets into the text just before it: `[start, end)` replaced by `newLength` code units. */
export interface OffsetChange {
  start: number;
  end: number;
  newLength: number;
}

/**
 * The changes applied to each open document since someone last asked ({@link take}), so the
 * document store can re-check only what changed. `undefined` from {@link take} = unknown (just
 * opened, or a whole-text replacement).
 */
export class ChangeLog {
  private readonly pending = new Map<string, OffsetChange[] | "unknown">();

  /** Records changes (or "unknown") for `uri`. */
  record(uri: string, changes: readonly OffsetChange[] | "unknown"): void {
    const had = this.pending.get(uri);
    if (changes === "unknown" || had === "unknown") this.pending.set(uri, "unknown");
    else this.pending.set(uri, [...(had ?? []), ...changes]);
  }

  /** The changes since the last {@link take} (empty = none), undefined when unknown; keeps them. */
  peek(uri: string): readonly OffsetChange[] | undefined {
    const had = this.pending.get(uri);
    return had === "unknown" ? undefined : (had ?? []);
  }

  /** The changes since the last call (empty = none), undefined when unknown; clears them. */
  take(uri: string): OffsetChange[] | undefined {
    const had = this.pending.get(uri);
    this.pending.set(uri, []);
    return had === "unknown" ? undefined : (had ?? []);
  }

  /** Forgets a document (closed). */
  forget(uri: string): void {
    this.pending.delete(uri);
  }
}

/**
 * Applies `changes` to `doc` one by one (each change's range refers to the text after the previous
 * change, as LSP says), sanitizing each: a change whose `text` is not a string is dropped; a change
 * with a range gets start/end clamped into the document and swapped if reversed; one without a
 * range replaces the whole text.
 */
export function applyChangesSafely(
  doc: TextDocument,
  changes: readonly TextDocumentContentChangeEvent[],
  version: number,
  log?: ChangeLog,
): TextDocument {
  const clean: TextDocumentContentChangeEvent[] = [];
  const offsets: OffsetChange[] = [];
  let unknown = false;
  for (const change of changes as readonly unknown[]) {
    if (typeof change !== "object" || change === null) continue;
    const { text, range } = change as { text?: unknown; range?: { start?: LoosePosition; end?: LoosePosition } };
    if (typeof text !== "string") continue;
    if (range === undefined || range === null) {
      clean.push({ text });
      unknown = true;
    } else {
      // Apply what we have so far, so that clamping sees the text this change refers to.
      if (clean.length > 0) doc = update(doc, clean.splice(0), doc.version);
      let start = clampedOffset(doc, range.start);
      let end = clampedOffset(doc, range.end);
      if (start > end) [start, end] = [end, start];
      clean.push({ range: { start: doc.positionAt(start), end: doc.positionAt(end) }, text });
      offsets.push({ start, end, newLength: text.length });
    }
  }
  log?.record(doc.uri, unknown ? "unknown" : offsets);
  return update(doc, clean, typeof version === "number" && Number.isFinite(version) ? version : doc.version);
}

/**
 * The document manager used by the server: {@link ChunkedTextDocument}s (a keystroke costs one
 * chunk, not a copy of the text), incremental updates, sanitized edits; each document's changes are recorded in `log` when given.
 */
export function createTextDocuments(log?: ChangeLog): TextDocuments<TextDocument> {
  return new TextDocuments<TextDocument>({
    create: (uri, languageId, version, content) => {
      log?.record(String(uri), "unknown");
      return new ChunkedTextDocument(String(uri), String(languageId), toInt(version), typeof content === "string" ? content : "");
    },
    update: (doc, changes, version) => applyChangesSafely(doc, changes, version, log),
  });
}

/** What {@link withLenientVersions} needs to drop stale changes: the open documents' versions and where to log. */
export interface VersionCheck {
  /** The version of the open document `uri`, undefined when it is not open. */
  versionOf(uri: string): number | undefined;
  /** Told about each change dropped as stale (the server logs it). */
  stale(uri: string, version: number, current: number): void;
}

/**
 * The connection as {@link TextDocuments.listen} sees it, with `didChange` versions checked:
 * - a change without a usable version (null, missing, a string) is applied under the document's
 *   current version instead of being dropped by the library (which left the server's copy of
 *   the text behind the client's); the analysis cache is keyed by text, so the version number
 *   only labels published diagnostics;
 * - a change whose version is lower than the open document's is stale (LSP: versions only
 *   increase; a late or replayed message) and is ignored, and `check.stale` is told: applying it
 *   would edit text the client has since changed.
 */
export function withLenientVersions<
  C extends { onDidChangeTextDocument: (handler: (params: DidChangeTextDocumentParams) => void) => unknown },
>(connection: C, check?: VersionCheck): C {
  return new Proxy(connection, {
    get(target, prop, receiver) {
      if (prop !== "onDidChangeTextDocument") return Reflect.get(target, prop, receiver);
      return (handler: (params: DidChangeTextDocumentParams) => void) =>
        target.onDidChangeTextDocument((params) => {
          const textDocument = params?.textDocument as { uri?: unknown; version?: unknown } | undefined;
          const version = textDocument?.version;
          if (typeof version === "number" && Number.isFinite(version)) {
            const current = check && typeof textDocument?.uri === "string" ? check.versionOf(textDocument.uri) : undefined;
            if (current !== undefined && version < current) return check!.stale(textDocument!.uri as string, version, current);
            return handler(params);
          }
          return handler({ ...params, textDocument: { ...params.textDocument, version: VERSION_UNKNOWN } });
        });
    },
  });
}

/** Stands for "the client sent no usable version"; {@link applyChangesSafely} keeps the document's version then. */
const VERSION_UNKNOWN = Number.NaN;
