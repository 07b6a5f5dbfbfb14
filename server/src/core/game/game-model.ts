/**
 * The contract between the game-neutral core and one card game. Each game implements it in its
 * own folder (`games/<id>/`) and is listed once in the game registry (`app/games.ts`);
 * nothing else imports a game's folder. The core's model, timing judge, common rules and editor
 * features ask the file's `GameModel` — they never branch on a game's id.
 */
import type { Span } from "../../../../grammar/src/index";
import type { Citation } from "../l10n/citation";
import type { FaceBase, FaceModel, FileModel, TextLineAnalysis, TypeLineAnalysis } from "./file-model";
import type { Fix, Rule } from "./rule-types";
import type { Constraint, TimingSubject, Verdict } from "./timing-subject";
import type { TimingSpace, TurnOwner, WindowWords } from "../timing/timing-window";
import type { GameFeatures } from "./game-features";
import type { CardFormat } from "./card-format";
import type { RecordWarning } from "./imported-card";
import type { CardTextReader } from "./file-model";
import type { Localizer } from "../l10n/localizer";

/** How a game names and resolves editions of its rules (the `rules` directive). */
export interface EditionScheme {
  /** The edition used when a file names none. */
  newest: string;
  /** The edition in force for a `rules` value (`2026-09`, `2025-09-19`); undefined when the value is not an edition date. */
  editionFor(text: string): string | undefined;
  /**
   * What the `rules` directive selects, for its hover, e.g. "the Comprehensive Rules effective
   * 2026-09-25", in the language of `l10n` when given (English otherwise).
   */
  describe(edition: string, l10n?: Pick<Localizer, "t">): string;
}

/** The fields a card of the game may have (one list per game; `unknown-field` and completion read it). */
export interface FieldTable {
  /** Canonical field names, in the order completion offers them. */
  names: readonly string[];
  /** Alternative spellings and their canonical names, e.g. `{ pt: "stats" }`. */
  aliases: Readonly<Record<string, string>>;
  /**
   * The names (of `names`) the formatter writes after the rules text and faces — flavor and
   * printing data; the others go before the text, all in the order of `names`.
   */
  afterText: readonly string[];
}

/** A name in rules text that should be a turn segment but is not one (`unknown-step`). */
export interface UnknownSegmentName {
  /** The name as written; span in UTF-16 offsets of the file. */
  text: string;
  start: number;
  end: number;
  /** Closest real names, best first (quick fixes). */
  suggestions: string[];
  /** Set when the name is an old one that was renamed: its modern form, the date and citations. */
  renamed?: { modern: string; since: string; rules: Citation[] };
}

/**
 * Why a timing-shaped sentence or clause was not read (`unread-timing`, the coverage residue):
 * `restriction` a restriction clause ("Activate only …") naming the turn in words the game does not
 * read; `trigger` a trigger phrase ("At the beginning of …") naming no step; `phrase` a timing
 * phrase in a card's condition the game does not read; `near-miss` a misspelling of a known phrase;
 * `unknown-name` a step or phase name that does not exist (reported by `unknown-step`).
 */
export type UnreadKind = "restriction" | "trigger" | "phrase" | "near-miss" | "unknown-name";

/**
 * One timing-shaped sentence or clause of a face: words that say when something can be done or
 * when it triggers (a restriction clause, a trigger phrase, a timing phrase of a condition, or a
 * near-miss of one), and whether the game read it into a window. Offsets are UTF-16 offsets in
 * the analysed text (`FileModel.text`).
 */
export interface TimingSentence {
  start: number;
  end: number;
  /** True when the analysis produced a window or constraint from it. */
  read: boolean;
  /** For an unread one: why. */
  unread?: UnreadKind;
  /**
   * A near-miss of a known phrase: the words as written (`start`/`end`, analysed text) and the
   * known phrase meant, in the card text's language.
   */
  nearMiss?: { start: number; end: number; text: string; suggestion: string };
  /** Set when another rule already reports it (`unknown-step`): `unread-timing` then stays silent. */
  reportedBy?: string;
  /** `spell`: it restricts casting the card itself (the Timing Map marks the spell's row); else it belongs to its line's ability. */
  about?: "spell";
}

/**
 * What the common timing rules ask a game so that messages and repairs use its words. Every text
 * is in the language of `model.l10n` (the game's catalogs).
 */
export interface TimingAdvice {
  /** A constraint in words for messages, e.g. "Sorcery-speed spells can be cast only … (CR 307.1)"; `already` inserts "already" into the verb. */
  describeConstraint(model: FileModel, c: Constraint, already?: boolean): string;
  /**
   * The opening words of an `impossible-timing` message for a subject, in the game's terms, e.g.
   * "This card cannot be activated"; omitted: "This spell can never be cast" / "This ability can never be activated".
   */
  never?(model: FileModel, subject: TimingSubject): string;
  /** The sentence telling the designer the ways out of an impossible window, e.g. "Give it Flash or drop the restriction." */
  wayOut(model: FileModel, subject: TimingSubject, verdict: Extract<Verdict, { kind: "impossible" }>): string;
  /** Repairs for an impossible window, best first. */
  impossibleFixes(model: FileModel, subject: TimingSubject, conflict: readonly Constraint[]): Fix[];
  /** A repair that removes a constraint the game can remove safely (a redundant keyword or clause); undefined when none. */
  removal(model: FileModel, c: Constraint): Fix | undefined;
  /**
   * Why a restriction leaves only moments in which nobody can act, as a clause without a final
   * period leading with the card's own words (`reason`: "'during your untap step' (CR 501.1) allows
   * only the untap step …"), and what to do as a sentence (`remedy`: "Use the upkeep instead, or
   * drop the restriction."; empty when the game has none to offer).
   */
  noActReason(model: FileModel, restriction: Constraint): { reason: string; remedy: string };
  /** The whole message for a subject usable only in a segment where acting is rare (`rare-timing-window`). */
  rareWindowMessage(model: FileModel, subject: TimingSubject): string;
}

/** Turns a game's card records (JSON as exported by the game's databases) into `.card` source (`cardscript import`). */
export interface RecordImporter {
  /** True when a record is this game's (decided from its fields). */
  accepts(record: Record<string, unknown>): boolean;
  /** The whole `.card` file for one record (with its `game` line when the game is not the default). @throws Error when the record has no name. */
  toSource(record: Record<string, unknown>, onWarning?: (warning: RecordWarning) => void): string;
}

/**
 * Where a triggered ability triggers in the turn (the Timing Map and the outline ask for it).
 * `cells` list (whose turn × segment); the third axis does not apply to triggering.
 */
export interface TriggerPlacement<A extends TextLineAnalysis = TextLineAnalysis> {
  ability: A;
  /** The trigger's own text (UTF-16 offsets into the file) when its line holds more than it (several effects on one line); the whole line when omitted. */
  span?: Span;
  /** Whose turn and which segment it triggers in, in turn order; empty when it triggers on an event that can happen at any time ("When ~ enters"). */
  cells: { turn: TurnOwner; segment: string }[];
  /** When it triggers, in words, e.g. "Your turn: upkeep" or "when its event happens". */
  when: string;
  rules: Citation[];
}

/**
 * One card game. `T` and `A` are the game's own type-line and rules-text analyses; the core only
 * sees their game-neutral views ({@link TypeLineAnalysis}, {@link TextLineAnalysis}).
 */
export interface GameModel<T extends TypeLineAnalysis = TypeLineAnalysis, A extends TextLineAnalysis = TextLineAnalysis> {
  /** The value of the `game` directive, lower case: "mtg". */
  id: string;
  /** "Magic: The Gathering". */
  displayName: string;
  editions: EditionScheme;
  /** The turn as a grid of moments: segments in order, who can act there, the third axis. */
  timing: TimingSpace;
  /**
   * The words of {@link timing} in the language of `l10n` (segment names, turn labels, axis words,
   * strip labels) for window descriptions and the Timing Map; `timing.words` (English) when omitted.
   * Use `windowWords(model)` (`core/model/window-words.ts`) rather than calling this directly.
   */
  timingWords?(l10n: Localizer): WindowWords<string, string>;
  fields: FieldTable;
  /** Reads a face's type line and rules text. Must not throw on any text (a throw becomes an internal-error finding). */
  analyseFace(face: FaceBase): { typeLine?: T; abilities: A[] };
  /** Every spell, card activation or ability of a face whose timing can be judged (cached by the game per face). */
  timingSubjects(face: FaceModel<T, A>): TimingSubject[];
  /** Every triggered ability of a face with where it triggers, in source order (none for a game that reads no triggers yet). */
  triggerPlacements(model: FileModel, face: FaceModel<T, A>): TriggerPlacement<A>[];
  /**
   * Every timing-shaped sentence or clause of a face, read or not, in source order (`unread-timing`,
   * the coverage figure, the Timing Map's "not understood" rows); none for a game that omits it.
   */
  timingSentences?(model: FileModel, face: FaceModel<T, A>): TimingSentence[];
  /** Names in rules text that are not segments of the turn, for `unknown-step`. */
  unknownSegmentNames(face: FaceModel<T, A>): UnknownSegmentName[];
  timingAdvice: TimingAdvice;
  /** Reads the game's card records for `cardscript import` (the default game's also reads records no game accepts); none when omitted. */
  importer?: RecordImporter;
  /** The rules only this game has (the common rules apply to every game). */
  rules: readonly Rule[];
  /** Citations of this game's sources for common rules, by rule id (shown in docs, `explain` and SARIF). */
  ruleCitations: Readonly<Record<string, Citation[]>>;
  /** Hover, completion, semantic tokens and outline pieces in the game's vocabulary. */
  features: GameFeatures;
  /** File formats of designers' tools for this game (import, lint in place, export); none when omitted. */
  formats?: readonly CardFormat[];
  /**
   * The game's message catalogs by locale (`en` the source, `de`, `es` translations): the
   * templates of its advice, fix titles and hovers (`mtg.*` keys), its rules' translations
   * (`rule.<id>.<message id>`; their English is the rules' `meta`) and terms (`term:<English>`).
   * Merged over the core's catalogs by `core/l10n/localizer`.
   */
  messages?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * Readers of rules text written in other languages, by `lang` value (`de`, `es`): they rewrite
   * localized step names and timing templates into the English the analysis reads
   * (`core/model/card-text.ts`). A language without a reader is checked as written.
   */
  cardTextLanguages?: Readonly<Record<string, CardTextReader>>;
  /**
   * The name space of a card whose (first face's) type line is `typeValue`, when its name is not a
   * card name (Magic: "token", "emblem"); undefined for cards. The same as the type line
   * analysis's `nameSpace`, for callers that hold only a parse (the workspace name index).
   */
  nameSpaceOf?(typeValue: string): string | undefined;
  /** The values a card of this game can have for the set-wide Timing Matrix's filters; none when omitted. */
  facets?: CardFacets;
}

/**
 * The values a game's cards can have, by which a set is filtered (`cardscript timeline --set
 * --colour/--rarity/--type`, the matrix page): a filter value outside these (and outside the set's
 * own values) is a typo, reported with the nearest value instead of matching no card.
 */
export interface CardFacets {
  /**
   * The colour letters `features.symbols.colours` gives (Magic: W, U, B, R, G and C), each with
   * its English names ("blue"), which a filter may give instead of the letter; {} for a game without colours.
   */
  colours: Readonly<Record<string, readonly string[]>>;
  /**
   * The game's rarities: each canonical word (lower case, "mythic") with the other ways a card's
   * `rarity` field may write it ("m", "mythic rare"); compared in any case. The matrix, its filter
   * and the game's exports read a rarity through this one table (`canonicalOf`).
   */
  rarities: Readonly<Record<string, readonly string[]>>;
  /** The words a type line has before "—" (Magic: supertypes and card types; Yu-Gi-Oh!: "Spell", "Quick-Play", "Effect", "Monster" …). */
  types: readonly string[];
}
