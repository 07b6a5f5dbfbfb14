/**
 * The contract of a card-designer file format (Magic Set Editor, Cockatrice, Forge for Magic): a
 * game lists its formats in `GameModel.formats`; the CLI finds one by id (`app/formats.ts`)
 * and does the IO (zips, folders). Readers and writers are pure.
 */
import type { FaceModel } from "./file-model";
import type { EncodedTiming, ImportedCard, ImportedKeyword, ImportResult, ImportWarning } from "./imported-card";

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
  /** `mse`, `cockatrice`, `forge` (the value of `cardscript export --format`). */
  id: string;
  displayName: string;
  /** Reads one input. Never throws: what it cannot read is a warning with its source line. */
  read(input: FormatInput): ImportResult;
  /** True when a text looks like this format (used when the path does not tell). */
  sniff(text: string): boolean;
  /**
   * Writes the cards: one file (Cockatrice XML, the MSE `set` file) or one per card (Forge). `title`
   * names the set; `keywords` are the set's own keywords (written where the format holds them).
   */
  write(cards: readonly ImportedCard[], title: string, keywords?: readonly ImportedKeyword[]): FormatFile[];
  /** True when `write` keeps set keywords (MSE `keyword:` blocks); others drop them, and the CLI says so. */
  holdsKeywords?: boolean;
  /**
   * Checks across the files of a folder read one by one (Forge: two scripts with one name, scripts
   * no edition file lists): `inputs` are every file read, `cards` what `read` gave for them.
   */
  checkFolder?(inputs: readonly FormatInput[], cards: readonly ImportedCard[]): ImportWarning[];
  /** The timing the format scripts for a face without encoded-timing comments (Forge), from the game's reading. */
  deriveTiming?(face: FaceModel): EncodedTiming[];
}
