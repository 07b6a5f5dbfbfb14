/** Entry point of the `cardscript` binary (bundled to dist/cli.cjs, started by bin/cardscript.js). */
import { processIo } from "./io";
import { runCli } from "./program";

void runCli(process.argv.slice(2), processIo()).then((code) => {
  process.exitCode = code;
});
