/** Writing a command's output to `--output-file`. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CliError, describeIoError } from "./errors";

/**
 * Writes `output` to `file`, creating missing folders.
 * @throws CliError (exit 2) naming the file and the IO problem.
 */
export function writeOutput(file: string, output: string): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, output);
  } catch (e) {
    throw new CliError(`cannot write ${file}: ${describeIoError(e)}`);
  }
}
