/**
 * A progress bar on stderr for large runs: shown only when stderr is a TTY, the `CI` variable is
 * not set, and there are at least {@link PROGRESS_MIN_FILES} files. Cleared when done, so it never
 * ends up in logs or piped output.
 */
import cliProgress from "cli-progress";
import type { CliIo } from "../io";
import type { Localizer } from "../../../server/src/core/l10n/localizer";

export const PROGRESS_MIN_FILES = 200;

export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

const NONE: Progress = { update() {}, stop() {} };

/** True when a progress bar may be drawn. */
export function progressWanted(io: CliIo, files: number): boolean {
  const ci = io.env["CI"];
  return !!io.stderr.isTTY && !(ci !== undefined && ci !== "" && ci !== "0" && ci.toLowerCase() !== "false") && files >= PROGRESS_MIN_FILES;
}

/** Starts the bar (a no-op unless {@link progressWanted}); `label` and the bar's words in the language of `l10n`. */
export function startProgress(io: CliIo, total: number, label: string, l10n: Localizer): Progress {
  if (!progressWanted(io, total)) return NONE;
  const bar = new cliProgress.SingleBar(
    {
      stream: io.stderr as NodeJS.WritableStream,
      // cli-progress's own placeholders ({bar}, …) in the run's wording.
      format: l10n.t("cli.progress.bar", {
        label,
        bar: "{bar}",
        percentage: "{percentage}",
        value: "{value}",
        total: "{total}",
        eta: "{eta_formatted}",
      }),
      clearOnComplete: true,
      hideCursor: true,
      etaBuffer: 200,
      fps: 10,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return {
    update: (done) => bar.update(done),
    stop: () => bar.stop(),
  };
}
