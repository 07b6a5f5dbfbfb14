/**
 * The language service as the front ends call it: the core's entry points with the games of
 * {@link GAMES} filled in. The server, the CLI, the playground and the tests call these; the
 * core's own functions take the games as an argument (`GameOptions`). Each option object may
 * still name `games` (a test of a third game passes its own list).
 */
import type { ParseResult, Span } from "../../../grammar/src/index";
import { codeActions as codeActionsIn, fixAll as fixAllIn, type FixAllResult } from "../core/code-actions";
import type { CodeActionItem } from "../core/features/code-action-item";
import { outlineOf as outlineIn, type NameOutline } from "../core/features/card-references";
import { formatDocument as formatIn, formatEdits as formatEditsIn, type FormatResult } from "../core/features/formatting";
import type { GameList, GameOptions } from "../core/model/game-list";
import { recordToSource as recordToSourceIn, type CardRecord } from "../core/import/card-import";
import { readCardScript as readCardScriptIn, type CardScriptCards } from "../core/import/from-cardscript";
import type { EncodedTiming, RecordWarning } from "../core/import/imported-card";
import type { GameModel } from "../core/game/game-model";
import { IncrementalAnalysis, type AnalysisUse } from "../core/incremental/incremental-analysis";
import { catalogParts as catalogPartsIn, type CatalogPart } from "../core/rules/catalog-source";
import { lintDocument as lintDocumentIn, type DocumentLintOptions, type DocumentLintResult } from "../core/lint-document";
import { lintText as lintTextIn, type LintOptions, type LintResult } from "../core/linter";
import type { FaceModel } from "../core/model/file-model";
import type { TextEdit } from "../core/rules/types";
import { directiveRuleIds as directiveIn } from "../core/suppressions";
import { GAMES } from "./games";

/** Options of a core entry point with `games` optional (default {@link GAMES}). */
export type WithGames<T extends GameOptions> = Omit<T, "games"> & { games?: GameList };

const withGames = <T extends GameOptions>(options: WithGames<T>): T => ({ ...options, games: options.games ?? GAMES }) as T;

/** `core/linter`'s `lintText` over {@link GAMES}. */
export function lintText(text: string, options: WithGames<LintOptions> = {}): LintResult {
  return lintTextIn(text, withGames(options));
}

/** `core/lint-document`'s `lintDocument` over {@link GAMES}. */
export function lintDocument(text: string, options: WithGames<DocumentLintOptions> = {}): DocumentLintResult {
  return lintDocumentIn(text, withGames(options));
}

/** An incremental analysis (`core/incremental`) over {@link GAMES}, used as `use` says (an editor's by default). */
export function incrementalAnalysis(options: WithGames<DocumentLintOptions> = {}, use: AnalysisUse = {}): IncrementalAnalysis {
  return new IncrementalAnalysis(withGames(options), use);
}

/** `core/features/formatting`'s `formatDocument`; `game` is the configured default game's id. */
export function formatDocument(text: string, options: WithGames<GameOptions> = {}): FormatResult {
  return formatIn(text, withGames(options));
}

/** `core/features/formatting`'s `formatEdits`; `game` is the configured default game's id. */
export function formatEdits(text: string, options: WithGames<GameOptions> = {}): TextEdit[] {
  return formatEditsIn(text, withGames(options));
}

/** `core/features/card-references`'s `outlineOf`; `game` is the configured default game's id. */
export function outlineOf(parsed: ParseResult, options: WithGames<GameOptions> = {}): NameOutline {
  return outlineIn(parsed, withGames(options));
}

/** `core/code-actions`'s `fixAll` over {@link GAMES}. */
export function fixAll(
  text: string,
  options: WithGames<DocumentLintOptions> = {},
  findings?: Parameters<typeof fixAllIn>[2],
): FixAllResult {
  return fixAllIn(text, withGames(options), findings);
}

/** `core/code-actions`'s `codeActions` over {@link GAMES}. */
export function codeActions(
  text: string,
  range: Span,
  options: WithGames<DocumentLintOptions> = {},
  findings?: Parameters<typeof codeActionsIn>[3],
  only?: readonly string[],
): CodeActionItem[] {
  return codeActionsIn(text, range, withGames(options), findings, only);
}

/** Every id a suppression directive may name: every rule of {@link GAMES} plus the tool ids. */
export function directiveRuleIds(): string[] {
  return directiveIn(GAMES);
}

/** `core/import/card-import`'s `recordToSource` over {@link GAMES}. */
export function recordToSource(r: CardRecord, onWarning?: (warning: RecordWarning) => void): string {
  return recordToSourceIn(r, GAMES, onWarning);
}

/** `core/import/from-cardscript`'s `readCardScript`; `options.game` is the configured default game's id. */
export function readCardScript(
  text: string,
  file: string,
  options: WithGames<GameOptions> & { deriveTiming?: (face: FaceModel) => EncodedTiming[]; onlyGame?: GameModel } = {},
): CardScriptCards {
  return readCardScriptIn(text, file, withGames(options), options.deriveTiming, options.onlyGame);
}

/** The message catalogs of the core and of every game of {@link GAMES}. */
export function catalogParts(): CatalogPart[] {
  return catalogPartsIn(GAMES);
}
