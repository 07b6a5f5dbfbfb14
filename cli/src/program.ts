/**
 * The command line: `cardscript lint`, `cardscript import`, `cardscript timeline`, `rules`, `explain`, `--help`, `--version`.
 * {@link runCli} parses the arguments with commander and returns the exit code instead of exiting,
 * so tests and the entry point share it. The commands are imported when they run, so `--version`
 * and `--help` load neither the linter nor the grammar.
 */
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import pkg from "../../package.json";
import { EXPORT_FORMATS, type ExportFormat } from "./commands/export-formats";
import { TIMELINE_FORMATS, type TimelineFormat } from "./commands/timeline-formats";
import { CliError } from "./errors";
import { cliLocale } from "./l10n/index";
import { FORMAT_NAMES } from "./formats/names";
import { CACHE_STRATEGIES, type CacheStrategy } from "./lint/cache-strategies";
import { CONFIG_FILE_NAME } from "../../server/src/core/config-file-name";
import type { CliIo } from "./io";

export const VERSION: string = pkg.version;

function nonNegativeInteger(value: string): number {
  if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError("expected a non-negative integer.");
  return Number(value);
}

/** Builds the commander program; `setCode` receives each command's exit code. */
// eslint-disable-next-line max-lines-per-function -- split pending (new code of another branch; split it there)
export function createProgram(io: CliIo, setCode: (code: number) => void): Command {
  const program = new Command("cardscript")
    .description("Timing-aware checks for CardScript (.card) trading-card files.")
    .version(VERSION, "-v, --version", "print the version")
    .helpOption("-h, --help", "show help")
    .option("--locale <tag>", "language of messages, e.g. de or es (default: LC_ALL, LC_MESSAGES or LANG, else English)")
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
    });
  /** The run's language: `--locale` (before or after the command), else the environment. */
  const locale = () => cliLocale(program.opts<{ locale?: string }>().locale, io.env);

  program
    .command("lint")
    .description(
      "check .card files (folders recurse for *.card; default: the current folder), or an MSE set, Cockatrice XML or Forge scripts in place",
    )
    .argument(
      "[paths...]",
      "files, folders or globs; a .mse-set, MSE 'set' file, Cockatrice .xml or Forge script/folder is imported in memory",
    )
    .addOption(new Option("-f, --format <format>", "output format").choices(FORMAT_NAMES).default("stylish"))
    .option("-o, --output-file <path>", "write the report (or the --fix-dry-run diff) to a file instead of stdout")
    .option("--max-warnings <n>", "exit with 1 when there are more than n warnings", nonNegativeInteger)
    .option("--quiet", "report errors only", false)
    .option("-c, --config <file>", `use this config file for every file (default: the nearest ${CONFIG_FILE_NAME} up the folder tree)`)
    .option("--no-ignore", "also lint files excluded by .gitignore or ignorePatterns")
    .option("--report-unused-disable-directives", "report cardscript-disable comments that suppress nothing", false)
    .option("--fix", "apply safe fixes, write the files, and report what remains", false)
    .option("--fix-dry-run", "print the safe fixes as a unified diff without writing", false)
    .option("--cache", "only re-check files that changed since the last --cache run (reports kept in .cardscriptcache)", false)
    .option("--cache-location <path>", "the cache file to use with --cache (default: .cardscriptcache in the current folder)")
    .addOption(
      new Option(
        "--cache-strategy <strategy>",
        "what says a file is unchanged for --cache: its size and mtime (then its content), or its content only",
      )
        .choices(CACHE_STRATEGIES)
        .default("metadata"),
    )
    .addHelpText(
      "after",
      `
Exit codes: 0 no errors (warnings within --max-warnings), 1 errors or too many warnings, 2 usage, config or IO failure.

Examples:
  cardscript lint                          lint every .card file under the current folder
  cardscript lint cards/ "sets/**/*.card"  folders and globs (quote globs)
  cardscript lint --format sarif -o cardscript.sarif
  cardscript lint --fix-dry-run | git apply`,
    )
    .action(
      async (
        paths: string[],
        opts: {
          format: string;
          outputFile?: string;
          maxWarnings?: number;
          quiet: boolean;
          config?: string;
          ignore: boolean;
          reportUnusedDisableDirectives: boolean;
          fix: boolean;
          fixDryRun: boolean;
          cache: boolean;
          cacheLocation?: string;
          cacheStrategy: CacheStrategy;
        },
      ) => {
        const { runLint } = await import("./commands/lint");
        setCode(await runLint(paths, { ...opts, maxWarnings: opts.maxWarnings ?? -1, locale: locale() }, io, VERSION));
      },
    );

  program
    .command("import")
    .description("turn a Magic Set Editor set, Cockatrice XML, Forge scripts or MTGJSON/Scryfall records into .card files")
    .argument(
      "<file>",
      "a .mse-set (zip or folder) or MSE 'set' file, a Cockatrice .xml, a Forge .txt script or folder, or a .json/.jsonl file of records",
    )
    .requiredOption("-o, --out <folder>", "folder to write the .card files to (created when missing)")
    .option("--overwrite", "replace existing files instead of choosing a new name", false)
    .action(async (file: string, opts: { out: string; overwrite: boolean }) => {
      const { runImport } = await import("./commands/import");
      setCode(runImport(file, opts, io));
    });

  program
    .command("export")
    .description("write .card files out as Cockatrice XML (v4), a zipped MSE set, or Forge scripts")
    .argument("<paths...>", ".card files, folders or globs")
    .addOption(new Option("-f, --format <format>", "output format").choices(EXPORT_FORMATS).makeOptionMandatory())
    .requiredOption("-o, --out <path>", "the .xml file, the .mse-set file, or the folder for Forge scripts")
    .option("--set <name>", "set code / title to write (default: the output's base name)")
    .action(async (paths: string[], opts: { format: ExportFormat; out: string; set?: string }) => {
      const { runExport } = await import("./commands/export");
      setCode(await runExport(paths, opts, io));
    });

  program
    .command("timeline")
    .description("draw when each card's spells, abilities and triggers can happen in the turn (the Timing Map)")
    .argument("<file>", "a .card file")
    .option("--card <name>", "only this card (case-insensitive; a face as 'Card // Name: Face' or its face name)")
    .addOption(new Option("-f, --format <format>", "output format").choices([...TIMELINE_FORMATS]).default("text"))
    .option("-o, --output-file <path>", "write to a file instead of stdout")
    .option("-c, --config <file>", `use this config file (default: the nearest ${CONFIG_FILE_NAME} up the folder tree)`)
    .addHelpText(
      "after",
      `
Formats: text (terminal, at most 100 columns), svg, html (a self-contained page, one section per card), json (docs/timing-map.md).

Examples:
  cardscript timeline set.card --card "Quiet Study"
  cardscript timeline set.card --format html -o set-timing.html`,
    )
    .action(async (file: string, opts: { card?: string; format: TimelineFormat; outputFile?: string; config?: string }) => {
      const { runTimeline } = await import("./commands/timeline");
      setCode(runTimeline(file, opts, io));
    });

  program
    .command("rules")
    .description("list the rules with their default severity and description")
    .option("--json", "print the list as JSON", false)
    .action(async (opts: { json: boolean }) => setCode((await import("./commands/rules")).runRules({ ...opts, locale: locale() }, io)));

  program
    .command("explain")
    .description("print a rule's documentation")
    .argument("<rule>", "a rule id, e.g. impossible-timing")
    .action(async (id: string) => setCode((await import("./commands/rules")).runExplain(id, io, undefined, locale())));

  return program;
}

/**
 * Runs the CLI on `argv` (without the node and script paths).
 * @returns the exit code: 0 success, 1 lint errors / too many warnings, 2 usage or IO failure.
 */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  let code = 0;
  const program = createProgram(io, (c) => (code = c));
  try {
    await program.parseAsync(argv, { from: "user" });
    return code;
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help and version exit 0; every parsing problem is a usage error.
      return e.exitCode === 0 ? 0 : 2;
    }
    if (e instanceof CliError) {
      for (const line of e.message.split("\n")) io.stderr.write(`cardscript: ${line}\n`);
      return e.exitCode;
    }
    io.stderr.write(`cardscript: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    return 2;
  }
}
