/**
 * The rule contract (ESLint-style): every rule is one module exporting a {@link Rule} with its
 * meta (id, default severity, description, citations of the rules sources it implements) and a
 * `check` function that reads the file model and reports findings with optional fixes.
 * Common rules (`rules/common/`) apply to every game and ask the file's `GameModel`; a game's
 * own rules live in `games/<id>/rules/` and see that game's model (`Rule<GameFileModel>`).
 */
import type { CardNode, Span } from "../../../../grammar/src/index";
import type { Citation } from "../l10n/citation";
import type { MessageValue } from "../l10n/fill-message";
import type { FileModel } from "./file-model";

export type { MessageValue };

export type Severity = "error" | "warning" | "info";
/** A configured severity; `off` disables the rule. */
export type SeveritySetting = Severity | "off";

/** A text edit on the document: replace `span` (UTF-16 offsets) with `newText`. */
export interface TextEdit {
  span: Span;
  newText: string;
}

/** A repair offered for a finding. */
export interface Fix {
  title: string;
  edits: TextEdit[];
  /** The likeliest repair among several (shown first, `isPreferred` in LSP). */
  preferred?: boolean;
  /** Applied by `--fix` / "Fix all": changes only wording, never what the card does. */
  safe?: boolean;
  /**
   * The new text is in the language of the file's card text (`lang de`): set by rules that repair
   * localized text (`model.cardText`). Other fixes that would write over a localized phrase are
   * dropped, so English never lands inside German or Spanish card text.
   */
  inCardTextLanguage?: boolean;
}

export interface RuleMeta {
  id: string;
  defaultSeverity: Severity;
  /** One sentence: what the rule reports. */
  description: string;
  /** Rules (of the game's sources) it implements. */
  rules: Citation[];
  /** LSP diagnostic tags: `obsolete-*` are deprecated, `redundant-timing` unnecessary. */
  tags?: ("deprecated" | "unnecessary")[];
  /** True when the rule offers fixes. */
  fixable: boolean;
  /** False for a rule that is off unless the configuration turns it on (it still has a default severity for when it is). Omitted = on. */
  enabledByDefault?: false;
  /**
   * Which of its fixes are safe (`Fix.safe`: wording only, applied by `--fix` and "Fix all"):
   * `all` or `some`; absent when none is. Shown in the README rule table and the rule's doc.
   */
  safeFixes?: "all" | "some";
  /**
   * The rule's messages by id (ESLint's `meta.messages`): templates with `{{name}}` placeholders
   * filled from a report's `data` by the linter ({@link fillMessage}). Every variable part of a
   * message is a placeholder (the base for translations); citations are passed as data too, never
   * typed into a template.
   */
  messages: Readonly<Record<string, string>>;
}

/** What a rule reports; the linter fills the message and adds the rule id, severity and card name. */
export interface Report {
  span: Span;
  /** A key of the rule's `meta.messages`; an unknown id is a bug (the linter reports `internal-error`). */
  messageId: string;
  /** Values for the template's placeholders. */
  data?: Readonly<Record<string, MessageValue>>;
  fixes?: Fix[];
}

export interface RuleContext<M extends FileModel = FileModel> {
  model: M;
  report(report: Report): void;
}

export interface Rule<M extends FileModel = FileModel> {
  meta: RuleMeta;
  check(context: RuleContext<M>): void;
  /**
   * Present on a rule that compares the cards of a set (a keyword no card uses, a card named in
   * another card's text): what each top-level card contributes and the checks over the set.
   * `check` must report exactly what `checkSet` (rules/helpers.ts) reports over every card of the file
   * ({@link checkSetRule} does); the incremental analysis, which lints one card at a time, calls
   * the parts itself and checks again only the cards whose facts or whose reads of the set changed.
   */
  set?: SetScope<M>;
}

/**
 * The set as {@link SetScope.checkCard} and {@link SetScope.checkHeader} see it. What a check
 * reads here is all it may depend on besides its own facts (the incremental analysis records the
 * reads and checks again when one of them would answer otherwise).
 */
export interface SetView {
  /** Whether some card of the set contributes `key` (see {@link SetScope.keys}). */
  has(key: string): boolean;
  /** How many top-level cards the set has. */
  readonly size: number;
}

/**
 * The parts of a rule over a set of cards. Facts are opaque to the caller; spans in them are
 * UTF-16 offsets into the text of the model they were taken from. The whole check over a file is
 * `checkSet` (rules/helpers.ts): every card's keys make the set, then the header's and each card's check.
 */
export interface SetScope<M extends FileModel = FileModel, F = unknown> {
  /** What top-level card `card` of `model` contributes (small: it is kept per card). */
  facts(model: M, card: CardNode): F;
  /** The keys a card's facts add to the set (its names, the declared keywords it uses…), for {@link SetView.has}. */
  keys(facts: F): readonly string[];
  /** Reports on one card from its facts and the set; spans in the facts' text. */
  checkCard?(facts: F, set: SetView, report: (r: Report) => void): void;
  /**
   * Reports on the header from the set. `header` holds the file's declarations (the whole file,
   * or its header alone: read only what comes before the first card).
   */
  checkHeader?(header: M, set: SetView, report: (r: Report) => void): void;
}

/** A finding as the linter returns it. Spans are UTF-16 offsets into the linted text. */
export interface Finding {
  ruleId: string;
  severity: Severity;
  message: string;
  span: Span;
  /** Name of the card the finding belongs to, when it is inside one. */
  card?: string;
  fixes: Fix[];
  tags: ("deprecated" | "unnecessary")[];
}
