/**
 * Protocol edges the LSP libraries leave open, enforced where messages are read:
 * - before `initialize`, a request gets `ServerNotInitialized` (-32002) and a notification other
 *   than `exit` is dropped;
 * - after `shutdown`, a request gets `InvalidRequest` (-32600) and a notification other than
 *   `exit` is dropped;
 * - a frame that cannot be read (a wrong `Content-Length` swallows the next header, or cuts the
 *   JSON) leaves the stream out of step for good: the server exits with code 1 so the client
 *   restarts it, instead of staying alive but deaf.
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
} from "vscode-languageserver/node";

/** A reader that answers requests the server may not handle yet (or any more) itself. */
export class GatedMessageReader extends AbstractMessageReader implements MessageReader {
  private initialized = false;
  private shutDown = false;

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
      const m = message as Partial<RequestMessage>;
      const isRequest = m.id !== undefined && m.id !== null && typeof m.method === "string";
      const isNotification = !isRequest && typeof m.method === "string";
      if (m.method === "exit") return callback(message);
      if (!this.initialized) {
        if (m.method === "initialize") {
          this.initialized = true;
          return callback(message);
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
      return callback(message);
    });
  }

  private reject(m: Partial<RequestMessage>, code: number, message: string): void {
    void this.writer.write({ jsonrpc: "2.0", id: m.id!, error: { code, message } } as Message);
  }

  override dispose(): void {
    super.dispose();
    this.inner.dispose();
  }
}

/**
 * The connection's reader and writer for `--stdio`, with the gate in front of the reader. A
 * broken frame ends the process (exit code 1) after writing why to stderr.
 */
export function gatedStdio(): { reader: MessageReader; writer: MessageWriter } {
  const writer = new StreamMessageWriter(process.stdout);
  const reader = new GatedMessageReader(new StreamMessageReader(process.stdin), writer, (error) => {
    process.stderr.write(
      `cardscript-language-server: unreadable message (${error.message}); the stream is out of step, exiting so the client can restart the server.\n`,
    );
    process.exit(1);
  });
  return { reader, writer };
}
