/**
 * The contract of a card-designer file format (Magic Set Editor, Cockatrice, Forge for Magic): a
 * game lists its formats in `GameModel.formats`; the CLI finds one by id (`app/formats.ts`)
 * and does the IO (zips, folders). Readers and writers are pure.
 */
import type { FaceModel } from "./file-model";
import type { EncodedTiming, ImportedCard, ImportedKeyword, ImportResult, ImportWarning, WarningMessage } from "./imported-card";

/** One file to read: its display name (used in source locations) and text, and how to read files it includes. */
export interface FormatInput {
  file: string;
  text: string;
  /** Reads a file the input names (MSE `include_file:`); undefined when it does not exist. */
  readIncluded?: (name: string) => { file: string; text: string } | undefined;
}

/** A written file: a name relative to the output (or the output itself when alone) and its text. */
export interface FormatFile {
  name: string;
  text: string;
  /** The card the file holds, for formats with one file per card (Forge). */
  card?: string;
}

export interface CardFormat {
  /** `mse`, `cockatrice`, `forge`, `forge-edition`, `draftmancer` (the value of `cardscript export --format`). */
  id: string;
  displayName: string;
  /** Reads one input. Never throws: what it cannot read is a warning with its source line. */
  read(input: FormatInput): ImportResult;
  /** True when a text looks like this format (used when the path does not tell). */
  sniff(text: string): boolean;
  /**
   * Writes the cards: one file (Cockatrice XML, the MSE `set` file, a Draftmancer list) or one per
   * card (Forge; a Forge edition also writes its edition file and token scripts, named with `/`
   * relative to the output folder). `title` names the set; `keywords` are the set's own keywords
   * (written where the format holds them).
   */
  write(cards: readonly ImportedCard[], title: string, keywords?: readonly ImportedKeyword[]): FormatFile[];
  /** True when `write` writes a folder of files (`--out` is a folder), false or absent when one file (`--out` is that file). */
  writesFolder?: boolean;
  /**
   * What `write` leaves out of these cards or changes so the format can hold them (a rarity it has
   * no word for, a mana symbol it does not know), one warning per card and fact, each with the
   * card's name; the CLI shows them in the user's language (keys `export.*` of the game's catalog).
   */
  leftOut?(cards: readonly ImportedCard[], title: string): (WarningMessage & { card: string })[];
  /**
   * The cards of a folder read one by one, completed with what the folder's other files say about
   * them (Forge: the rarity and set code an edition file lists for a script's card). Pure: returns new cards.
   */
  completeFolder?(inputs: readonly FormatInput[], cards: readonly ImportedCard[]): ImportedCard[];
  /** True when `write` keeps set keywords (MSE `keyword:` blocks); others drop them, and the CLI says so. */
  holdsKeywords?: boolean;
  /** False when `write` writes no set name (Forge card scripts), so `export --set` has nothing to name and is refused; absent = it names the set. */
  namesSet?: boolean;
  /**
   * Checks across the files of a folder read one by one (Forge: two scripts with one name, scripts
   * no edition file lists): `inputs` are every file read, `cards` what `read` gave for them.
   */
  checkFolder?(inputs: readonly FormatInput[], cards: readonly ImportedCard[]): ImportWarning[];
  /** The timing the format scripts for a face without encoded-timing comments (Forge), from the game's reading. */
  deriveTiming?(face: FaceModel): EncodedTiming[];
}
