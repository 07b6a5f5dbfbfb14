/**
 * The linter: parse → the file's game → model → every enabled rule of that game (common ∪
 * its own) → findings. Pure: no IO, no Node or LSP
 * imports; the CLI, the language server and the tests all call {@link lintText}.
 */
import { parseSteps, type ParseResult } from "../../../grammar/src/index";
import { gameOf, type GameOptions } from "./model/game-list";
import type { GameModel } from "./game/game-model";
import { buildFileModel, buildFileModelSteps, type FileModel } from "./model/file-model";
import { runToEnd, type Steps } from "./steps";
import { ruleMessage } from "./rules/messages";
import { rulesFor } from "./rules/registry";
import type { Finding, Report, Rule, Severity, SeveritySetting, TextEdit } from "./rules/types";
import { cardTextLanguage, localizeCardText } from "./model/card-text";
import type { TextMap } from "./l10n/text-map";

/**
 * What to lint with: `games` (the games known, default first; the composition root's `GAMES`) and
 * `game`, the id of the game for files without a `game` directive (from `cardscript.json`).
 */
export interface LintOptions extends GameOptions {
  /** Severity per rule id; rules not listed use their default severity. */
  rules?: Readonly<Record<string, SeveritySetting>>;
  /**
   * The language of messages and fix titles: a locale tag (`de`, `es-MX`, `de_DE.UTF-8`);
   * English when omitted or not one of CardScript's languages. Rule ids never change with it.
   */
  locale?: string;
  /**
   * Where the lines of the linted text come from, when the text was generated from other files (a
   * foreign format linted in place): a message naming a line of the text (a rule's `line` data,
   * 1-based) names the returned line instead, and the returned `file` (a name to show) when the
   * line is in another file than the finding. `findingLine` is the finding's own line (1-based).
   * Undefined keeps the line as it is.
   */
  lineSource?: (line: number, findingLine: number) => { line: number; file?: string } | undefined;
}

export interface LintResult {
  /** Findings sorted by position. Spans are UTF-16 offsets into the linted text. */
  findings: Finding[];
  parse: ParseResult;
  model: FileModel;
}

/**
 * Lints one document.
 * @param text the document (LF, CRLF or CR; a leading BOM is allowed and counts as a character).
 * @returns findings sorted by start offset; never throws for any input text. A rule that throws
 *   (a bug) is reported as an `internal-error` finding instead of losing the other results.
 */
export function lintText(text: string, options: LintOptions): LintResult {
  return runToEnd(lintTextSteps(text, options));
}

/** The fewest faces for which {@link lintTextSteps} yields after each rule. */
const FACES_TO_YIELD_BETWEEN_RULES = 64;

/**
 * {@link lintText} in pieces (see `core/steps.ts`): yields between the pieces of parsing and of
 * building the model, and after each rule of a file with at least {@link FACES_TO_YIELD_BETWEEN_RULES}
 * faces (a smaller file's rules together take less than a slice: resuming the generators after
 * each of them cost more than some of the rules in a cold CLI run over one file per card); returns
 * the same result. Never throws.
 */
export function* lintTextSteps(text: string, options: LintOptions): Steps<LintResult> {
  const parsed = yield* parseSteps(text);
  const findings: Finding[] = [];
  const game = gameOf(parsed, options);
  let model: FileModel;
  try {
    // Card text in another language (`lang de`) is read as its English rewrite; spans are mapped back below.
    const cardText = localizeCardText(text, parsed, game);
    model = cardText
      ? yield* buildFileModelSteps(cardText.map.text, yield* parseSteps(cardText.map.text), game, options.games, options.locale, cardText)
      : yield* buildFileModelSteps(text, parsed, game, options.games, options.locale);
  } catch (e) {
    // A bug in the analysis must not lose the file: report it and keep the syntax checks.
    model = buildFileModel(text, { ...parsed, cards: [] }, game, options.games, options.locale);
    findings.push(internalError(model.l10n.t("internal.analysisFailed", { error: errorText(e) })));
  }
  const cards = model.parse.cards;
  /** Name of the card whose span contains `offset` (binary search; cards are in source order). */
  const cardAt = (offset: number): string | undefined => {
    let lo = 0;
    let hi = cards.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const c = cards[mid]!;
      if (offset < c.span.start) hi = mid - 1;
      else if (offset > c.span.end) lo = mid + 1;
      else return c.name;
    }
    return undefined;
  };
  // One report function and context for all rules (rules report synchronously, during `check`).
  let rule: Rule | undefined;
  let setting: Severity = "error";
  const report = (r: Report) => {
    const meta = rule!.meta;
    findings.push({
      ruleId: meta.id,
      severity: setting,
      message: ruleMessage(meta, r.messageId, sourceLines(r, model, options), model.edition, model.l10n),
      span: r.span,
      card: cardAt(r.span.start),
      fixes: r.fixes ?? [],
      tags: meta.tags ?? [],
    });
  };
  const context = { model, report };
  const yieldBetweenRules = model.faces.length >= FACES_TO_YIELD_BETWEEN_RULES;
  const enabled = enabledRules(game, options.rules);
  // An index loop and no destructuring: in a generator, `for … of` and `[a, b] = pair` allocate an
  // iterator result per rule (some thirty objects per file, a tenth of a cold CLI's garbage).
  for (let i = 0; i < enabled.length; i++) {
    rule = enabled[i]![0];
    setting = enabled[i]![1];
    try {
      rule.check(context);
    } catch (e) {
      findings.push(internalError(model.l10n.t("internal.ruleFailed", { rule: rule.meta.id, error: errorText(e) })));
    }
    if (yieldBetweenRules) yield;
  }
  if (model.cardText) for (const f of findings) toOriginal(f, model.cardText.map);
  else if (cardTextLanguage(parsed) !== "en") dropEnglishCardText(findings, parsed);
  for (const f of findings) f.message = visibleControls(f.message);
  findings.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  return { findings, parse: parsed, model };
}

/** The rules a file of a game runs for a severity table, each with its severity; `off` ones left out. */
type EnabledRules = readonly (readonly [Rule, Severity])[];
/** Per severity table: the entries it had when its lists were made, and the list per game. */
const enabledByTable = new WeakMap<object, { entries: [string, SeveritySetting][]; perGame: Map<GameModel, EnabledRules> }>();
const NO_TABLE = {};

/** Whether `table` still holds exactly `entries` (a caller may change a table it passed before). */
function sameEntries(table: Readonly<Record<string, SeveritySetting>>, entries: readonly [string, SeveritySetting][]): boolean {
  let n = 0;
  for (const id in table) {
    if (!Object.hasOwn(table, id)) continue;
    const e = entries[n++];
    if (!e || e[0] !== id || e[1] !== table[id]) return false;
  }
  return n === entries.length;
}

/**
 * {@link rulesFor} `game` with each rule's severity from `table` (else its default), without the
 * rules turned off, in reporting order. Kept per table object (checked against its entries) and
 * game: the CLI passes one table per config to thousands of files, and looking up every rule's
 * meta again per file was a visible share of a cold run.
 */
function enabledRules(game: GameModel, table: LintOptions["rules"]): EnabledRules {
  let cached = enabledByTable.get(table ?? NO_TABLE);
  if (!cached || (table && !sameEntries(table, cached.entries))) {
    cached = { entries: table ? Object.entries(table) : [], perGame: new Map() };
    enabledByTable.set(table ?? NO_TABLE, cached);
  }
  let list = cached.perGame.get(game);
  if (!list) {
    const out: (readonly [Rule, Severity])[] = [];
    for (const r of rulesFor(game)) {
      const chosen = table?.[r.meta.id] ?? (r.meta.enabledByDefault === false ? "off" : r.meta.defaultSeverity);
      if (chosen !== "off") out.push([r, chosen]);
    }
    cached.perGame.set(game, (list = out));
  }
  return list;
}

/**
 * Moves a finding on the English rewrite of localized card text to the file as written: its span
 * widened to whole rewritten phrases; a fix kept only when each edit starts and ends outside a
 * rewritten phrase or exactly on its bounds (an edit inside one would mix languages), and when it
 * writes over a rewritten phrase only if its new text is in the card's language (`Fix.inCardTextLanguage`).
 */
function toOriginal(f: Finding, map: TextMap): void {
  f.span = map.spanToOriginal(f.span);
  // English new text over a rewritten phrase would put English words into the localized card.
  const writesEnglishOverLocal = (e: TextEdit) =>
    e.newText !== "" && map.replaced.some((r) => e.span.start <= r.tStart && r.tEnd <= e.span.end && r.tStart < r.tEnd);
  f.fixes = f.fixes.flatMap((fix) => {
    if (!fix.inCardTextLanguage && fix.edits.some(writesEnglishOverLocal)) return [];
    const edits = fix.edits.map((e) => {
      const start = map.toOriginal(e.span.start, "exact");
      const end = map.toOriginal(e.span.end, "exact");
      return start === undefined || end === undefined ? undefined : { span: { start, end }, newText: e.newText };
    });
    return edits.every((e) => e !== undefined) ? [{ ...fix, edits: edits as TextEdit[] }] : [];
  });
}

/**
 * For a file whose `lang` its game cannot read (Yu-Gi-Oh! has no German or Spanish reader): fixes
 * that write words into rules text are dropped, since they are English ("(Quick Effect)") and the
 * card text is declared German or Spanish. Removals and edits of fields (names, types) stay.
 */
function dropEnglishCardText(findings: Finding[], parse: ParseResult): void {
  const sections = parse.cards
    .flatMap(function all(c): ParseResult["cards"] {
      return [c, ...c.faces.flatMap(all)];
    })
    .flatMap((c) => c.textSections.map((t) => t.span));
  const inText = (e: TextEdit) => e.newText !== "" && sections.some((s) => s.start <= e.span.start && e.span.end <= s.end);
  for (const f of findings) if (f.fixes.length > 0) f.fixes = f.fixes.filter((fix) => fix.inCardTextLanguage || !fix.edits.some(inText));
}

/** A report's data with its `line` moved to the source the text came from (`LintOptions.lineSource`), in the model's language. */
function sourceLines(r: Report, model: FileModel, options: LintOptions): Report["data"] {
  const line = r.data?.["line"];
  if (!options.lineSource || typeof line !== "number") return r.data;
  const src = options.lineSource(line, model.lines.positionAt(r.span.start).line + 1);
  if (!src) return r.data;
  return { ...r.data, line: src.file ? model.l10n.t("message.lineInFile", { line: src.line, file: src.file }) : src.line };
}

function errorText(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

function internalError(message: string): Finding {
  return {
    ruleId: "internal-error",
    severity: "error",
    span: { start: 0, end: 0 },
    fixes: [],
    tags: [],
    message,
  };
}

/**
 * The longest message shown, in UTF-16 code units. The rules' own words stay far below it; only a
 * huge piece of quoted text (a 5 MB word) gets there, and its middle is left out.
 */
export const MAX_MESSAGE_LENGTH = 1000;

/**
 * Characters that are invisible or reorder text: zero-width and joiners, bidirectional controls,
 * invisible operators, the BOM, soft hyphen and line/paragraph separators. Quoted raw, a
 * zero-width space makes "'com\u200bbat' … did you mean 'combat'?" look like the same word twice,
 * and U+202E flips the rest of a terminal line.
 */
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;

/**
 * Makes a message safe to show: control, invisible and bidirectional characters quoted from a
 * file become escapes (`\u001b`, `\u200b`), so quoted text can never drive a terminal or hide
 * itself (tabs are kept); a message over {@link MAX_MESSAGE_LENGTH} keeps its start and end with
 * ` … ` between them.
 */
export function visibleControls(message: string): string {
  const visible = message.replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  if (visible.length <= MAX_MESSAGE_LENGTH) return visible;
  // Cut between code points, never inside a surrogate pair.
  const lowSurrogate = (i: number) => /[\udc00-\udfff]/.test(visible[i] ?? "");
  let head = Math.floor(MAX_MESSAGE_LENGTH * 0.6);
  if (lowSurrogate(head)) head--;
  let tailStart = visible.length - (MAX_MESSAGE_LENGTH - head - 3);
  if (lowSurrogate(tailStart)) tailStart++;
  return `${visible.slice(0, head)} … ${visible.slice(tailStart)}`;
}
