/**
 * The command line: `cardscript lint`, `cardscript format`, `cardscript import`, `cardscript timeline`, `rules`, `explain`, `--help`, `--version`.
 * {@link runCli} parses the arguments with commander and returns the exit code instead of exiting,
 * so tests and the entry point share it. The commands are imported when they run, so `--version`
 * and `--help` load neither the linter nor the grammar.
 */
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import pkg from "../../package.json";
import { EXPORT_FORMATS, type ExportFormat } from "./commands/export-formats";
import { TIMELINE_FORMATS, type TimelineFormat } from "./commands/timeline-formats";
import { CliError } from "./errors";
import { cliLocale, cliText, localeArgument, setCliLocale } from "./l10n/index";
import { localizeCommanderError } from "./l10n/commander-messages";
import { localizedHelp } from "./l10n/help";
import { FORMAT_NAMES } from "./formats/names";
import { CACHE_STRATEGIES, type CacheStrategy } from "./lint/cache-strategies";
import { parseConcurrency, type Concurrency } from "./lint/concurrency";
import { CONFIG_FILE_NAME } from "../../server/src/core/config-file-name";
import { LOCALES, isSpokenLocaleTag, type Locale } from "../../server/src/core/l10n/locale";
import type { CliIo } from "./io";

export const VERSION: string = pkg.version;

/** `--concurrency`: auto, off or a positive integer. */
function concurrency(value: string): Concurrency {
  try {
    return parseConcurrency(value);
  } catch (e) {
    throw new InvalidArgumentError((e as Error).message);
  }
}

function nonNegativeInteger(value: string): number {
  if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError("expected a non-negative integer.");
  return Number(value);
}

/** What every command registration needs: the streams, the exit-code sink, help texts and the run's language. */
interface CommandContext {
  io: CliIo;
  setCode: (code: number) => void;
  /** A help text in the run's language. */
  t: (key: string, data?: Record<string, string>) => string;
  /** The run's language: `--locale` (before or after the command), else the environment. */
  locale: () => Locale;
}

/** Builds the commander program; `setCode` receives each command's exit code. */
export function createProgram(io: CliIo, setCode: (code: number) => void): Command {
  // Help texts in the run's language (runCli sets it from --locale before building the program).
  const l10n = cliText();
  const t = (key: string, data?: Record<string, string>) => l10n.t(key, data);
  const program = new Command("cardscript")
    .description(t("cli.help.program"))
    .version(VERSION, "-v, --version", t("cli.help.version"))
    .helpOption("-h, --help", t("cli.help.help"))
    .helpCommand("help [command]", t("cli.help.helpCommand"))
    .configureHelp(localizedHelp(l10n))
    .option("--locale <tag>", t("cli.help.locale"))
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      outputError: (s, write) => write(localizeCommanderError(s, cliText())),
    });
  /** The run's language: `--locale` (before or after the command), else the environment. */
  const locale = () => cliLocale(program.opts<{ locale?: string }>().locale, io.env);
  program.hook("preAction", () => setCliLocale(locale()));
  const context: CommandContext = { io, setCode, t, locale };
  addLintCommand(program, context);
  addFormatCommand(program, context);
  addImportCommand(program, context);
  addExportCommand(program, context);
  addTimelineCommand(program, context);
  addRuleCommands(program, context);
  return program;
}

/** `cardscript lint [paths…]`. */
function addLintCommand(program: Command, { io, setCode, t, locale }: CommandContext): void {
  program
    .command("lint")
    .description(t("cli.help.lint"))
    .argument("[paths...]", t("cli.help.lint.paths"))
    .addOption(new Option("-f, --format <format>", t("cli.help.format")).choices(FORMAT_NAMES).default("stylish"))
    .option("-o, --output-file <path>", t("cli.help.lint.outputFile"))
    .option("--max-warnings <n>", t("cli.help.lint.maxWarnings"), nonNegativeInteger)
    .option("--quiet", t("cli.help.lint.quiet"), false)
    .option("-c, --config <file>", t("cli.help.lint.config", { file: CONFIG_FILE_NAME }))
    .option("--no-ignore", t("cli.help.lint.noIgnore"))
    .option("--report-unused-disable-directives", t("cli.help.lint.reportUnused"), false)
    .option("--fix", t("cli.help.lint.fix"), false)
    .option("--fix-dry-run", t("cli.help.lint.fixDryRun"), false)
    .option("--cache", t("cli.help.lint.cache"), false)
    .option("--cache-location <path>", t("cli.help.lint.cacheLocation"))
    .addOption(new Option("--cache-strategy <strategy>", t("cli.help.lint.cacheStrategy")).choices(CACHE_STRATEGIES).default("metadata"))
    .option("--concurrency <n>", t("cli.help.lint.concurrency"), concurrency, "off" as Concurrency)
    .addHelpText(
      "after",
      `
${t("cli.help.lint.exitCodes")}

${t("cli.help.examples")}
  cardscript lint                          ${t("cli.help.lint.example.all")}
  cardscript lint cards/ "sets/**/*.card"  ${t("cli.help.lint.example.globs")}
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
          concurrency: Concurrency;
        },
      ) => {
        const { runLint } = await import("./commands/lint");
        setCode(await runLint(paths, { ...opts, maxWarnings: opts.maxWarnings ?? -1, locale: locale() }, io, VERSION));
      },
    );
}

/** `cardscript format [paths…]`. */
function addFormatCommand(program: Command, { io, setCode, t }: CommandContext): void {
  program
    .command("format")
    .description(t("cli.help.formatCommand"))
    .argument("[paths...]", t("cli.help.formatCommand.paths"))
    .option("--check", t("cli.help.formatCommand.check"), false)
    .option("--write", t("cli.help.formatCommand.write"), false)
    .option("-c, --config <file>", t("cli.help.formatCommand.config", { file: CONFIG_FILE_NAME }))
    .option("--no-ignore", t("cli.help.formatCommand.noIgnore"))
    .addHelpText(
      "after",
      `
${t("cli.help.formatCommand.exitCodes")}

${t("cli.help.examples")}
  cardscript format --check
  cardscript format --write cards/ "sets/**/*.card"`,
    )
    .action(async (paths: string[], opts: { check: boolean; write: boolean; config?: string; ignore: boolean }) => {
      const { runFormat } = await import("./commands/format");
      setCode(await runFormat(paths, opts, io));
    });
}

/** `cardscript import <file> -o <folder>`. */
function addImportCommand(program: Command, { io, setCode, t }: CommandContext): void {
  program
    .command("import")
    .description(t("cli.help.import"))
    .argument("<file>", t("cli.help.import.file"))
    .requiredOption("-o, --out <folder>", t("cli.help.import.out"))
    .option("--overwrite", t("cli.help.import.overwrite"), false)
    .action(async (file: string, opts: { out: string; overwrite: boolean }) => {
      // import, export and timeline read the run's language from setCliLocale (the preAction hook).
      const { runImport } = await import("./commands/import");
      setCode(runImport(file, opts, io));
    });
}

/** `cardscript export <paths…> -f <format> -o <path>`. */
function addExportCommand(program: Command, { io, setCode, t }: CommandContext): void {
  program
    .command("export")
    .description(t("cli.help.export"))
    .argument("<paths...>", t("cli.help.export.paths"))
    .addOption(new Option("-f, --format <format>", t("cli.help.format")).choices(EXPORT_FORMATS).makeOptionMandatory())
    .requiredOption("-o, --out <path>", t("cli.help.export.out"))
    .option("--set <name>", t("cli.help.export.set"))
    .option("--force", t("cli.help.export.force"), false)
    .action(async (paths: string[], opts: { format: ExportFormat; out: string; set?: string; force: boolean }) => {
      const { runExport } = await import("./commands/export");
      setCode(await runExport(paths, opts, io));
    });
}

/** `cardscript timeline <paths…>` (one card, or a set with `--set`). */
function addTimelineCommand(program: Command, { io, setCode, t }: CommandContext): void {
  program
    .command("timeline")
    .description(t("cli.help.timeline"))
    .argument("<paths...>", t("cli.help.timeline.file"))
    .option("--card <name>", t("cli.help.timeline.card"))
    .addOption(new Option("-f, --format <format>", t("cli.help.format")).choices([...TIMELINE_FORMATS]).default("text"))
    .option("-o, --output-file <path>", t("cli.help.timeline.outputFile"))
    .option("-c, --config <file>", t("cli.help.timeline.config", { file: CONFIG_FILE_NAME }))
    .option("-w, --width <n>", t("cli.help.timeline.width"), nonNegativeInteger)
    .option("--set", t("cli.help.timeline.set"), false)
    .option("--color, --colour <letters>", t("cli.help.timeline.colour"))
    .option("--rarity <names>", t("cli.help.timeline.rarity"))
    .option("--type <words>", t("cli.help.timeline.type"))
    .option("--opponent", t("cli.help.timeline.opponent"), false)
    .addHelpText(
      "after",
      `
${t("cli.help.timeline.formats")}

${t("cli.help.examples")}
  cardscript timeline set.card --card "Quiet Study"
  cardscript timeline set.card --format html -o set-timing.html
  cardscript timeline --set cards/ --colour U --rarity common --opponent`,
    )
    .action(
      async (
        paths: string[],
        opts: {
          card?: string;
          format: TimelineFormat;
          outputFile?: string;
          config?: string;
          width?: number;
          set: boolean;
          colour?: string;
          rarity?: string;
          type?: string;
          opponent: boolean;
        },
      ) => {
        if (opts.set) {
          const { runTimelineSet } = await import("./commands/timeline-set");
          setCode(await runTimelineSet(paths, opts, io));
          return;
        }
        if (paths.length > 1) throw new CliError(cliText().t("cli.error.timelineOnePath", { count: paths.length }));
        const { runTimeline } = await import("./commands/timeline");
        setCode(runTimeline(paths[0]!, opts, io));
      },
    );
}

/** `cardscript rules` and `cardscript explain <rule>`. */
function addRuleCommands(program: Command, { io, setCode, t, locale }: CommandContext): void {
  program
    .command("rules")
    .description(t("cli.help.rules"))
    .option("--json", t("cli.help.rules.json"), false)
    .action(async (opts: { json: boolean }) => setCode((await import("./commands/rules")).runRules({ ...opts, locale: locale() }, io)));

  program
    .command("explain")
    .description(t("cli.help.explain"))
    .argument("<rule>", t("cli.help.explain.rule"))
    .action(async (id: string) => setCode(await (await import("./commands/rules")).runExplain(id, io, undefined, locale())));
}

/**
 * Runs the CLI on `argv` (without the node and script paths).
 * @returns the exit code: 0 success, 1 lint errors / too many warnings, 2 usage or IO failure.
 */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  let code = 0;
  // Read --locale ahead of parsing, so commander's own errors are in the run's language too.
  const flag = localeArgument(argv);
  setCliLocale(cliLocale(flag, io.env));
  // A language CardScript does not speak: say so (once, on stderr) and go on in English, as
  // gettext tools do; the report itself is complete in any language.
  if (flag !== undefined && !isSpokenLocaleTag(flag))
    io.stderr.write(`cardscript: ${cliText().t("cli.locale.unsupported", { locale: flag, supported: LOCALES.join(", ") })}\n`);
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
    const detail = e instanceof Error ? (e.stack ?? e.message) : String(e);
    io.stderr.write(`cardscript: ${cliText().t("cli.error.internal", { detail })}\n`);
    return 2;
  }
}
