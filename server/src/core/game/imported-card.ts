/**
 * The format-neutral shape every reader (MSE, Cockatrice, Forge) produces and every exporter
 * consumes. Pure data: the readers fill it from text, `emit.ts` turns it into CardScript, and
 * `from-cardscript.ts` reads it back from a parsed `.card` file.
 */

/** A place in an original (imported) file. `line` is 1-based; `file` is the name the caller gave. */

export interface SourceLocation {
  file: string;
  line: number;
}

/**
 * What a warning says, as data: a catalog key (`import.forge.notAScript`; the core's catalog for
 * the emitter's and the record importer's, the game's for its formats) and the values of its
 * placeholders. The key is the warning's stable id (the same in every language); the text is
 * rendered in the user's language at output ({@link importWarningText}). A `count` in `data`
 * selects the plural form (`key_one` / `key_other`).
 */
export interface WarningMessage {
  messageId: string;
  data?: Readonly<Record<string, string | number>>;
}

/** A warning of the record importer (`recordToSource`): its message and the record's card name. */
export interface RecordWarning extends WarningMessage {
  card: string;
}

/** Something a reader skipped, normalised or could not map, with where it was. */
export interface ImportWarning extends WarningMessage {
  source: SourceLocation;
  /** The card it belongs to, when it belongs to one. */
  card?: string;
  /**
   * How serious it is: `info` (the default: something skipped or normalised), `warning` (the
   * designer's file has a problem, or cards were lost) or `error` (nothing of it could be read).
   */
  severity?: ImportSeverity;
}

/** The severity of an import warning (see {@link ImportWarning.severity}). */
export type ImportSeverity = "error" | "warning" | "info";

/**
 * How many cards one source (a Cockatrice file, an MSE set with its included files, a Forge
 * folder) holds and how many a reader read from it. `held` is counted on the text independently
 * of the reader (`<card>` start tags, `card:` blocks, scripts with a `Name:` line), so a card the
 * reader lost shows as `read < held`. `source` is where the count is reported (line 1 of the file).
 */
export interface CardCount {
  source: SourceLocation;
  held: number;
  read: number;
}

/**
 * Timing that a format encodes outside the rules text (Forge parameters). `subject` says what it
 * applies to: the face's spell, an activated ability (identified by its cost in braces, e.g.
 * `{1}{B}{R}`, or its description), or a phase trigger. `params` are the format's own
 * `Key$ Value` pairs that carry timing (e.g. `SorcerySpeed: "True"`).
 */
export interface EncodedTiming {
  subject: "spell" | "activated" | "trigger";
  /** Activated: the cost in CardScript braces; trigger/spell: empty. */
  cost?: string;
  /** The ability's own description (SpellDescription$ / TriggerDescription$), when given. */
  description?: string;
  params: Record<string, string>;
  source?: SourceLocation;
}

/** One face (or the whole card when it has one face). Values are CardScript-ready strings. */
export interface ImportedFace {
  name: string;
  /** Mana cost in braces (`{2}{W}{W}`); absent when the card has none. */
  cost?: string;
  /** Type line with an em dash before subtypes (`Creature — Elf Druid`). */
  type?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  defense?: string;
  /** Rules text, one ability per entry, markup already turned into plain text. */
  text: string[];
  /** Where each `text` entry came from (same length as `text`, entries may be undefined). */
  textSources?: (SourceLocation | undefined)[];
  flavor?: string;
  encodedTiming?: EncodedTiming[];
  /** Where the header fields came from, when the reader knows (else the card's source). */
  fieldSources?: Partial<Record<"cost" | "type" | "stats" | "loyalty" | "defense", SourceLocation>>;
}

/** One card as read from a file. */
export interface ImportedCard {
  name: string;
  /** Faces; one entry for an ordinary card. */
  faces: ImportedFace[];
  /** Multi-face layout in lower case (`split`, `transform`, `flip`, `adventure`, `modal_dfc`), when known. */
  layout?: string;
  rarity?: string;
  set?: string;
  /** Where the card starts in its original file. */
  source: SourceLocation;
}

/**
 * A keyword the set defines itself (an MSE `keyword:` block): its name and its meaning as one line
 * of rules text (the reminder text). Emitted as a `keyword "Name": text` declaration, so the
 * checks read the keyword's timing wherever a card uses it.
 */
export interface ImportedKeyword {
  name: string;
  text: string;
  source: SourceLocation;
}

/** The result of reading one file (or set). */
export interface ImportResult {
  /** The format's id (`mse`, `cockatrice`, `forge`). */
  format: string;
  cards: ImportedCard[];
  warnings: ImportWarning[];
  /** The set's own keywords, when the format defines keywords (MSE). */
  setKeywords?: ImportedKeyword[];
  /** Cards held and read per source (see {@link CardCount}); absent when the reader does not count. */
  counts?: CardCount[];
}
