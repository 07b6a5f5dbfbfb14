/**
 * Entry point of the `cardscript` binary (bundled to dist/cli-main.cjs, run by dist/cli.cjs, which
 * bin/cardscript.js starts). The workers of `lint --concurrency` run their own bundle (`lint/worker-main.ts`).
 */
import { processIo } from "./io";
import { runCli } from "./program";

/** Exit status of a program whose reader went away, as a shell reports one killed by SIGPIPE (128 + 13). */
const CLOSED_PIPE_STATUS = 141;

// A reader that stops early (`cardscript lint | head`) closes the pipe: stop quietly, as Unix
// tools do, instead of dying on an unhandled EPIPE error with a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(CLOSED_PIPE_STATUS);
    throw e;
  });
}

void runCli(process.argv.slice(2), processIo()).then((code) => {
  process.exitCode = code;
});
