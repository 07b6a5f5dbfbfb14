/** Writing a command's output to `--output-file`. */
import { mkdirSync, realpathSync } from "node:fs";
import path from "node:path";
import { CliError, describeIoError } from "./errors";
import { writeFileSafely } from "./write-file-safely";
import { cliText } from "./l10n/index";

/**
 * Writes `output` to `file` atomically (see `write-file-safely.ts`), creating missing folders. The
 * user named the file (`--output-file`): an existing report there is replaced, through a link the
 * user named too; a file with other hard links or another owner is rewritten in place (they keep it).
 * @throws CliError (exit 2) naming the file and the IO problem.
 */
export function writeOutput(file: string, output: string): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSafely(file, output, { keepInode: true });
  } catch (e) {
    throw new CliError(cliText().t("cli.error.cannotWrite", { file, reason: describeIoError(e) }));
  }
}

/** The file a path names after following symlinks; the path itself when nothing exists there yet. */
function realFile(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}

/**
 * Refuses an output path that names one of the command's own input files (directly or through
 * a symlink): writing the report there would destroy the cards being read (`lint a.card -o a.card`).
 * Inputs are compared by resolved path; only an input with the output's file name is resolved
 * through symlinks, so the check costs one `realpath` per run, not one per input.
 * @param output the output path, absolute. @param inputs absolute paths of the input files.
 * @param option the option's name for the message, e.g. `--output-file`.
 * @throws CliError (exit 2) naming the file.
 */
export function refuseInputAsOutput(output: string, inputs: Iterable<string>, option: string): void {
  const target = realFile(output);
  const name = path.basename(target);
  for (const input of inputs) {
    const abs = path.resolve(input);
    if (abs === target || abs === output || (path.basename(abs) === name && realFile(abs) === target))
      throw new CliError(cliText().t("cli.error.inputAsOutput", { option, output }));
  }
}
