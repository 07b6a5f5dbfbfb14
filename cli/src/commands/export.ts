/**
 * `cardscript export <paths…> --format cockatrice|mse|forge|forge-edition|draftmancer --out <path>`:
 * `.card` files → Cockatrice XML v4 (one file, loadable from Cockatrice's `customsets` folder), a
 * zipped MSE set (`.mse-set`), Forge scripts (one `.txt` per card in a folder), a Forge custom
 * edition (edition file, card scripts and token scripts under `--out`, Forge's `custom` folder) or
 * a Draftmancer custom card list (one file). Files with syntax errors are refused (exit 2) so
 * nothing half-read is written.
 */
import { ConfigResolver } from "../config/load-config";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { type CardFormat, type FormatFile } from "../../../server/src/core/import/card-format";
import { cardFormat, gameOfFormat } from "../../../server/src/app/formats";
import { localizer, type Localizer } from "../../../server/src/core/l10n/localizer";
import { readCardScript, lintText } from "../../../server/src/app/service";
import { MAX_LINT_CHARS, tooLargeMessage } from "../../../server/src/core/limits";
import type { ImportedCard, ImportedKeyword } from "../../../server/src/core/import/imported-card";
import { CliError, describeIoError, inputFailureMessage } from "../errors";
import { refuseInputAsOutput } from "../output-file";
import { activeCliLocale, cliText } from "../l10n/index";
import { syntaxErrorWording } from "../syntax-error-wording";
import type { CliIo } from "../io";
import { writeFileSafely } from "../write-file-safely";
import { collectFiles, onePathPerFile } from "../lint/collect-files";
import { readText } from "../lint/lint-files";
import { splitBom } from "../lint/lint-source";

import type { ExportFormat } from "./export-formats";
import { pushAll } from "../../../server/src/core/collections/append";
export type { ExportFormat } from "./export-formats";

export interface ExportCommandOptions {
  format: ExportFormat;
  out: string;
  /** Set title / code written into the MSE set or Cockatrice `<set>` (default: the output's base name). */
  set?: string;
  /** `--force`: replace files that already exist; without it an export that would replace one writes nothing (exit 2). */
  force?: boolean;
}

/**
 * Refuses to replace existing files without `--force`: a hand-scripted Forge `A:` line or a set
 * the designer edited in MSE would be lost. Checked before anything is written, so nothing is.
 * @throws CliError (exit 2) naming the files that exist.
 */
function refuseReplacing(targets: readonly string[], force: boolean | undefined, cwd: string): void {
  if (force) return;
  const existing = targets.filter((t) => existsSync(t));
  if (existing.length === 0) return;
  const l10n = cliText();
  const shown = existing.slice(0, 10).map((f) => path.relative(cwd, f) || f);
  throw new CliError(
    l10n.tn("cli.export.wouldReplace", existing.length, {
      names: shown.join(", ") + (existing.length > shown.length ? ", …" : ""),
    }),
  );
}

/**
 * Writes one output file atomically (see `write-file-safely.ts`). `inFolder`: a file named by the
 * exporter inside the `--out` folder, where a symbolic link is refused rather than written through.
 */
function write(file: string, data: string | Uint8Array, inFolder = false): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSafely(file, data, { refuseSymlink: inFolder });
  } catch (e) {
    throw new CliError(cliText().t("cli.error.cannotWrite", { file, reason: describeIoError(e) }));
  }
}

/**
 * Reads the cards of `.card` files for `format` (when given: files of another game are refused),
 * and their keyword declarations (one per name, the first kept).
 * @param output the path the export will write, refused when it is one of the inputs.
 * @throws CliError listing every syntax error and file of another game, when no card is found, or
 *   when a folder could not be read (exporting part of a set without saying so would lose cards).
 */
export async function readCardFiles(
  inputs: string[],
  cwd: string,
  format?: CardFormat,
  output?: string,
): Promise<{ cards: ImportedCard[]; keywords: ImportedKeyword[]; headers: FileHeader[] }> {
  const l10n = cliText();
  const collected = await collectFiles(inputs, { cwd });
  const { unmatched, unreadable } = collected;
  if (unmatched.length) throw new CliError(unmatched.map((u) => `${u.input}: ${u.reason}`).join("\n"));
  if (unreadable.length)
    throw new CliError(unreadable.map((u) => l10n.t("cli.error.cannotRead", { file: u.path, reason: u.reason })).join("\n"));
  if (output !== undefined) refuseInputAsOutput(output, collected.files, "--out");
  // A file without a `game` line is of the game its `cardscript.json` names, as `lint` reads it.
  const configs = await ConfigResolver.create(cwd);
  await configs.prepare(collected.files);
  const cards: ImportedCard[] = [];
  const keywords: ImportedKeyword[] = [];
  const headers: FileHeader[] = [];
  const problems: string[] = [];
  for (const file of onePathPerFile(collected.files, collected.links)) {
    let text: string;
    try {
      text = splitBom(readText(file)).text;
    } catch (e) {
      throw new CliError(l10n.t("cli.error.cannotRead", { file, reason: describeIoError(e) }));
    }
    if (text.length > MAX_LINT_CHARS) throw new CliError(`${path.relative(cwd, file)}: ${tooLargeMessage(text.length, l10n)}`);
    const onlyGame = format && gameOfFormat(format);
    const game = configs.forFile(path.resolve(cwd, file)).config.game;
    let r: ReturnType<typeof readCardScript>;
    try {
      r = readCardScript(text, file, { game, deriveTiming: format?.deriveTiming, onlyGame: onlyGame || undefined });
    } catch (e) {
      // One guard per input: an internal error is that file's problem (nothing is exported, as for a syntax error).
      problems.push(inputFailureMessage(path.relative(cwd, file), e));
      continue;
    }
    if (onlyGame && r.game !== onlyGame) {
      problems.push(
        l10n.t("cli.error.otherGameFile", {
          file: path.relative(cwd, file),
          game: r.game.displayName,
          format: formatDisplayName(format!),
          only: onlyGame.displayName,
        }),
      );
      continue;
    }
    // The parser's messages are English: the linter words them in the run's language (only for a file with errors).
    const findings = r.errors.length ? lintText(text, { game: r.game.id, locale: activeCliLocale() }).findings : [];
    for (const e of r.errors) {
      const message = syntaxErrorWording(findings, e.start, e.message);
      problems.push(l10n.t("cli.error.syntaxError", { file: path.relative(cwd, file), line: e.line, message }));
    }
    pushAll(cards, r.cards);
    if (r.cards.length > 0 && (r.header.lang || r.header.rules)) headers.push({ file: path.relative(cwd, file), ...r.header });
    for (const k of r.keywords) if (!keywords.some((x) => x.name.toLowerCase() === k.name.toLowerCase())) keywords.push(k);
  }
  if (problems.length) throw new CliError(`${l10n.t("cli.error.notExported")}\n${problems.join("\n")}`);
  if (cards.length === 0) throw new CliError(l10n.t("cli.error.noCardsToExport"));
  return { cards, keywords, headers };
}

/** The display name of a format in the language of this run (a `term:` of its game's catalog, else as written). */
function formatDisplayName(format: CardFormat): string {
  const game = gameOfFormat(format);
  return game ? localizer(game, activeCliLocale()).term(format.displayName) : format.displayName;
}

/** A file whose header sets what no card format holds (see `CardScriptCards.header`); `file` relative to the working folder. */
export interface FileHeader {
  file: string;
  lang?: string;
  rules?: string;
}

/**
 * The warnings for the header settings an export leaves out: the card text's language (read back,
 * German or Spanish text is checked as English, so its timing findings disappear) and the rules
 * edition (read back, the newest rules apply). One line per setting, naming each file and value,
 * in the language of `l10n` (default: this run's).
 */
export function droppedHeaderWarnings(headers: readonly FileHeader[], formatName: string, l10n: Localizer = cliText()): string[] {
  const list = (key: "lang" | "rules") =>
    headers
      .filter((h) => h[key])
      .map((h) => `${h.file} (${key} ${h[key]})`)
      .join(", ");
  const out: string[] = [];
  const langs = list("lang");
  if (langs) out.push(l10n.t("cli.export.noLang", { format: formatName, files: langs }));
  const rules = list("rules");
  if (rules) out.push(l10n.t("cli.export.noRules", { format: formatName, files: rules }));
  return out;
}

/**
 * The files of a per-card format (Forge) under the names they are written as: a name an earlier
 * card of the same run already took (compared case-insensitively: `a.txt`, `A.txt`) gets `_2`,
 * `_3`, … before its extension, and `onRenamed` says which card went where.
 */
export function distinctFileNames(
  files: readonly FormatFile[],
  onRenamed: (file: FormatFile, name: string, first: FormatFile) => void,
): FormatFile[] {
  const taken = new Map<string, FormatFile>();
  return files.map((f) => {
    let name = f.name;
    const ext = /\.[^.]*$/.exec(f.name)?.[0] ?? "";
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${f.name.slice(0, f.name.length - ext.length)}_${n}${ext}`;
    const first = taken.get(f.name.toLowerCase());
    if (first && name !== f.name) onRenamed(f, name, first);
    taken.set(name.toLowerCase(), f);
    return { ...f, name };
  });
}

export async function runExport(inputs: string[], opts: ExportCommandOptions, io: CliIo): Promise<number> {
  const l10n = cliText();
  const format = cardFormat(opts.format);
  if (!format) throw new CliError(l10n.t("cli.error.unknownExportFormat", { format: opts.format }));
  if (opts.set !== undefined && format.namesSet === false) throw new CliError(l10n.t("cli.error.setNotNamed", { format: opts.format }));
  const out = path.resolve(io.cwd, opts.out);
  const { cards, keywords, headers } = await readCardFiles(inputs, io.cwd, format, out);
  const title = opts.set ?? path.basename(out).replace(/\.[^.]*$/, "");
  const files = format.write(cards, title, keywords);
  const warn = (message: string) => io.stderr.write(`cardscript: ${l10n.t("cli.warning", { message })}\n`);
  // The format's name in the run's language ("Forge card scripts" is a term of the game's catalog).
  const formatName = formatDisplayName(format);
  // Nothing is dropped silently: a format without set keywords says which declarations it leaves out.
  if (keywords.length && !format.holdsKeywords) {
    warn(l10n.t("cli.export.noKeywords", { format: formatName, names: keywords.map((k) => `'${k.name}'`).join(", ") }));
  }
  // Nor a file's `lang` or `rules` line: the cards are written, and the user told what reading them back loses.
  for (const w of droppedHeaderWarnings(headers, formatName)) warn(w);
  // Nor what the format has no place for (a rarity it has no word for, a mana symbol it does not know).
  const game = gameOfFormat(format);
  if (game && format.leftOut) {
    const text = localizer(game, activeCliLocale());
    for (const w of format.leftOut(cards, title)) warn(`${w.card}: ${text.t(w.messageId, w.data)}`);
  }
  if (opts.format === "mse") {
    refuseReplacing([out], opts.force, io.cwd);
    // A .mse-set package is a zip of its files (here: the `set` file).
    write(out, zipSync(Object.fromEntries(files.map((f) => [f.name, strToU8(f.text)]))));
  } else if (!format.writesFolder) {
    refuseReplacing([out], opts.force, io.cwd);
    write(out, files[0]!.text);
  } else {
    // Two cards with the same file name (the same name, or names that differ only in what the
    // format's file names leave out) must not overwrite each other: the second gets another name, and a warning.
    const named = distinctFileNames(files, (f, name, first) =>
      warn(l10n.t("cli.export.sameFileName", { card: f.card ?? name, file: f.name, first: first.card ?? first.name, name })),
    );
    refuseReplacing(
      named.map((f) => path.join(out, ...f.name.split("/"))),
      opts.force,
      io.cwd,
    );
    for (const f of named) write(path.join(out, ...f.name.split("/")), f.text, true);
  }
  io.stdout.write(
    `${l10n.tn("cli.export.done", cards.length, { cards: l10n.tn("cli.cards", cards.length), out: opts.out, format: opts.format })}\n`,
  );
  return 0;
}
