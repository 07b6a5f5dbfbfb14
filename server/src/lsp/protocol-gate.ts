/**
 * Protocol edges the LSP libraries leave open, enforced where messages are read:
 * - before `initialize`, a request gets `ServerNotInitialized` (-32002) and a notification other
 *   than `exit` is dropped; `initialize`'s params are made well-formed (`initialize-params.ts`),
 *   since the library reads `capabilities` itself before the server's handler runs; a document,
 *   workspace or CardScript request whose params are not an object gets InvalidParams (-32602);
 * - after `shutdown`, a request gets `InvalidRequest` (-32600) and a notification other than
 *   `exit` is dropped;
 * - a well-framed body that is not JSON gets a Parse error (-32700), and one that is JSON but no
 *   message (`null`, a number) an Invalid Request (-32600), both with `id: null` as JSON-RPC 2.0
 *   says; the server goes on (the framing is intact);
 * - a frame whose header cannot be read (a wrong `Content-Length` swallows the next header), or
 *   that announces more than {@link MAX_FRAME_BYTES}, leaves the stream out of step for good: the
 *   server exits with code 1 so the client restarts it, instead of staying alive but deaf;
 * - the end of the input ends the process (exit code 0 after `shutdown`, else 1), as the LSP
 *   `exit` notification would: an editor that dies never leaves the server behind.
 */
import {
  AbstractMessageReader,
  StreamMessageReader,
  StreamMessageWriter,
  ErrorCodes,
  type DataCallback,
  type Disposable,
  type Message,
  type MessageReader,
  type MessageWriter,
  type RequestMessage,
  type ContentTypeDecoder,
} from "vscode-languageserver/node";
import { SENT_INITIALIZE_PARAMS, wellFormedInitializeParams } from "./initialize-params";

/**
 * The largest frame body accepted, in bytes. A document at the analysis cap (64,000,000 UTF-16
 * characters) is at most about 192 MiB as UTF-8 JSON plus escapes; anything over 1 GiB is a
 * broken or hostile stream, which would otherwise be waited for forever.
 */
export const MAX_FRAME_BYTES = 1024 * 1024 * 1024;

/** What the decoder delivers for a body that is not JSON (the gate answers it with -32700). */
interface Unparsable {
  readonly unparsable: string;
}
const UNPARSABLE = Symbol("unparsable");

/** JSON bodies as vscode-jsonrpc decodes them, except that a body that is not JSON becomes a marker instead of an error. */
export const TOLERANT_JSON: ContentTypeDecoder = {
  name: "application/json",
  decode(buffer: Uint8Array, options: { charset: string }) {
    const text = new TextDecoder(options.charset).decode(buffer);
    try {
      return Promise.resolve(JSON.parse(text) as Message);
    } catch (e) {
      return Promise.resolve({ [UNPARSABLE]: true, unparsable: (e as Error).message } as unknown as Message);
    }
  },
};

/**
 * Follows the framing of the raw input (`Content-Length` headers and body lengths) to spot a
 * frame that announces more than {@link MAX_FRAME_BYTES}. Header parsing errors are left to the
 * reader; this only reports the length. Fed every chunk of the input in order.
 */
export class FrameLengthWatch {
  private header = "";
  private bodyLeft = 0;

  /** @returns a description of the problem when a frame announces too many bytes, else undefined. */
  feed(chunk: Buffer): string | undefined {
    let i = 0;
    while (i < chunk.length) {
      if (this.bodyLeft > 0) {
        const take = Math.min(this.bodyLeft, chunk.length - i);
        this.bodyLeft -= take;
        i += take;
        continue;
      }
      const end = chunk.indexOf("\r\n\r\n", i);
      const part = chunk.toString("latin1", i, end < 0 ? chunk.length : end + 4);
      this.header += part;
      i += part.length;
      if (!this.header.endsWith("\r\n\r\n")) {
        // A header split across chunks; an endless header is the reader's to report.
        if (this.header.length > 64 * 1024) this.header = this.header.slice(-4);
        continue;
      }
      const length = Number(/(?:^|\r\n)content-length:\s*(\d+)/i.exec(this.header)?.[1] ?? 0);
      this.header = "";
      if (length > MAX_FRAME_BYTES) return `a frame announces ${length} bytes (at most ${MAX_FRAME_BYTES} are accepted)`;
      this.bodyLeft = length;
    }
    return undefined;
  }
}

/** A reader that answers requests the server may not handle yet (or any more) itself. */
/** Requests whose params LSP requires to be an object (every document, workspace and CardScript request). */
const PARAMS_REQUIRED =
  /^(?:textDocument|workspace|cardscript|completionItem|codeAction|codeLens|documentLink|inlayHint|callHierarchy|typeHierarchy)\//;

export class GatedMessageReader extends AbstractMessageReader implements MessageReader {
  private initialized = false;
  /** True once `shutdown` was received. */
  shutDown = false;

  constructor(
    private readonly inner: MessageReader,
    private readonly writer: MessageWriter,
    onBrokenStream: (error: Error) => void,
  ) {
    super();
    inner.onError((error) => {
      this.fireError(error);
      onBrokenStream(error);
    });
    inner.onClose(() => this.fireClose());
    inner.onPartialMessage((info) => this.firePartialMessage(info));
  }

  listen(callback: DataCallback): Disposable {
    return this.inner.listen((message: Message) => {
      if (message === null || typeof message !== "object")
        return this.reject({ id: null }, ErrorCodes.InvalidRequest, "Not a JSON-RPC message.");
      if (UNPARSABLE in message)
        return this.reject({ id: null }, ErrorCodes.ParseError, `Not JSON: ${(message as unknown as Unparsable).unparsable}`);
      const m = message as Partial<RequestMessage>;
      const isRequest = m.id !== undefined && m.id !== null && typeof m.method === "string";
      const isNotification = !isRequest && typeof m.method === "string";
      if (m.method === "exit") return callback(message);
      if (!this.initialized) {
        if (m.method === "initialize") {
          this.initialized = true;
          // The library reads `capabilities` before the server's handler: made well-formed here.
          const { params, replaced } = wellFormedInitializeParams(m.params);
          if (replaced.length > 0) Object.defineProperty(params, SENT_INITIALIZE_PARAMS, { value: m.params });
          return callback(replaced.length > 0 ? ({ ...m, params } as Message) : message);
        }
        if (isRequest)
          return this.reject(m, ErrorCodes.ServerNotInitialized, "The server is not initialized yet: send 'initialize' first.");
        if (isNotification) return undefined;
      }
      if (this.shutDown) {
        if (isRequest) return this.reject(m, ErrorCodes.InvalidRequest, "The server is shutting down: only 'exit' is accepted.");
        if (isNotification) return undefined;
      }
      if (m.method === "shutdown") this.shutDown = true;
      // The library reads `params.workDoneToken` of these before any handler: a TypeError otherwise.
      if (isRequest && PARAMS_REQUIRED.test(m.method!) && (m.params === null || typeof m.params !== "object"))
        return this.reject(m, ErrorCodes.InvalidParams, `${m.method}: params must be an object.`);
      return callback(message);
    });
  }

  private reject(m: { id?: RequestMessage["id"] | null }, code: number, message: string): void {
    void this.writer.write({ jsonrpc: "2.0", id: m.id ?? null, error: { code, message } } as Message);
  }

  override dispose(): void {
    super.dispose();
    this.inner.dispose();
  }
}

/**
 * The connection's reader and writer for `--stdio`, with the gate in front of the reader. A
 * broken frame or an oversized one ends the process (exit code 1) after writing why to stderr;
 * the end of the input ends it too (0 after `shutdown`, else 1).
 */
export function gatedStdio(): { reader: MessageReader; writer: MessageWriter } {
  const writer = new StreamMessageWriter(process.stdout);
  const broken = (why: string) => {
    process.stderr.write(`cardscript-language-server: ${why}; the stream is out of step, exiting so the client can restart the server.\n`);
    process.exit(1);
  };
  const inner = new StreamMessageReader(process.stdin, { contentTypeDecoder: TOLERANT_JSON });
  const reader = new GatedMessageReader(inner, writer, (error) => broken(`unreadable message (${error.message})`));
  const watch = new FrameLengthWatch();
  const listen = reader.listen.bind(reader);
  // Watch the framing only once the reader listens, so no chunk flows before it is read.
  reader.listen = (callback) => {
    const disposable = listen(callback);
    process.stdin.on("data", (chunk: Buffer) => {
      const problem = watch.feed(chunk);
      if (problem) broken(problem);
    });
    return disposable;
  };
  reader.onClose(() => process.exit(reader.shutDown ? 0 : 1));
  return { reader, writer };
}
