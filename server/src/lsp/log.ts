/**
 * Logging and crash protection for the protocol layer. Everything a handler throws is logged to
 * the client's console (`window/logMessage`, shown in the editor's output channel) and swallowed,
 * so one bad request or notification never takes the server down.
 */
import type { Connection } from "vscode-languageserver/node";

/** Log sink used by the server and its features. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** A logger writing to the connection's console, falling back to stderr when the connection is gone. */
export function connectionLogger(connection: Connection): Logger {
  const send = (kind: "info" | "warn" | "error", message: string) => {
    try {
      connection.console[kind](message);
    } catch {
      try {
        process.stderr.write(`[cardscript ${kind}] ${message}\n`);
      } catch {
        // Nowhere left to write to; drop the message.
      }
    }
  };
  return { info: (m) => send("info", m), warn: (m) => send("warn", m), error: (m) => send("error", m) };
}

/** A readable description of a thrown value, with the stack when there is one. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";
}

/**
 * Wraps a handler so that a synchronous throw or a rejected promise is logged (with `name`) and
 * turned into `fallback` (for requests typically `null`, for notifications `undefined`).
 */
export function guard<A extends unknown[], R>(
  log: Logger,
  name: string,
  handler: (...args: A) => R | PromiseLike<R>,
  fallback: R,
): (...args: A) => R | Promise<R> {
  return (...args: A) => {
    try {
      const result = handler(...args);
      if (isThenable(result)) {
        return Promise.resolve(result).then(
          (value) => value as R,
          (error: unknown) => {
            log.error(`${name} failed: ${describeError(error)}`);
            return fallback;
          },
        );
      }
      return result as R;
    } catch (error) {
      log.error(`${name} failed: ${describeError(error)}`);
      return fallback;
    }
  };
}

let safetyNetInstalled = false;

/**
 * Last line of defence: errors that escape every handler (timers, promise chains nobody awaits)
 * are logged instead of ending the process. Installed once per process.
 */
export function installProcessSafetyNet(log: Logger): void {
  if (safetyNetInstalled || typeof process === "undefined" || typeof process.on !== "function") return; // a browser worker has no process
  safetyNetInstalled = true;
  let reporting = false;
  const report = (kind: string, error: unknown) => {
    if (reporting) return; // an error while logging an error: do not loop
    reporting = true;
    try {
      log.error(`${kind}: ${describeError(error)}`);
    } finally {
      reporting = false;
    }
  };
  process.on("uncaughtException", (error) => report("Uncaught exception", error));
  process.on("unhandledRejection", (reason) => report("Unhandled promise rejection", reason));
}
