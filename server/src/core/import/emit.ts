/**
 * Imported cards → CardScript source, with a source map from every generated line back to the
 * original file and line. Pure. Escaping: names go through `quoteName` (card-import.ts); field
 * values are kept on one line; rules-text lines that CardScript would read as structure become
 * comments (as the MTGJSON importer does), and each such change is a warning.
 */
import { looksLikeStructure, quoteName } from "./card-import";
import { encodedTimingComment } from "./encoded-timing";
import type { ImportedCard, ImportedFace, ImportedKeyword, ImportWarning, SourceLocation, WarningMessage } from "./imported-card";

/** Generated CardScript text and, per generated line (0-based index), where it came from. */
export interface EmittedCards {
  text: string;
  /** `lines[i]` is the origin of generated line i (0-based); undefined for lines with no origin. */
  lines: (SourceLocation | undefined)[];
  /** The generated 0-based line of each card's `card "…" {` header, in input order. */
  cardLines: number[];
  warnings: ImportWarning[];
}

/** The `# layout: …` comment the emitter writes for multi-face cards (read back by from-cardscript.ts). */
export const LAYOUT_COMMENT = /^#\s*layout:\s*([a-z_]+)\s*$/;

/** Why {@link fieldValue} changed a value: a key of the core's catalog (placeholder `field`). */
export type FieldChange = "import.field.lineBreaks" | "import.field.hash";

/**
 * A field value CardScript reads back unchanged: line breaks become spaces, and a `#` after a space
 * (which would start a comment) becomes U+FF03 `＃`. `onChange` is called when anything changed.
 */
export function fieldValue(value: string, onChange?: (why: FieldChange) => void): string {
  let v = value
    .replace(/\s*[\r\n]+\s*/g, " ")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
    .trim();
  if (v !== value.trim()) onChange?.("import.field.lineBreaks");
  if (/(^|\s)#/.test(v)) {
    v = v.replace(/(^|\s)#/g, "$1\uff03");
    onChange?.("import.field.hash");
  }
  return v;
}

/** A card or face name safe for `card "…"`: one line, quotes escaped by quoteName. */
function nameValue(name: string, warn: Warn): string {
  const clean = name.replace(/[\r\n\u0000-\u001f]+/g, " ").trim();
  if (clean !== name) warn({ messageId: "import.field.lineBreaks", data: { field: "name" } });
  return quoteName(clean);
}

/** Records a warning of the card being written, at `source` (default: the card's). */
type Warn = (message: WarningMessage, source?: SourceLocation) => void;

/** What else the document holds besides the cards. */
export interface EmitOptions {
  /**
   * The set's own keywords: each one a card's text uses (as a word, case-insensitive) is written
   * as a `keyword "Name": text` line before the first card.
   */
  keywords?: readonly ImportedKeyword[];
  /**
   * Declare every keyword of `keywords`, used or not (linting a set in place: the `unused-keyword`
   * rule reports a declaration no card uses on the set's own line). Default: only those the cards use.
   */
  allKeywords?: boolean;
}

/** The declarations of the keywords the cards use, one line each (`#` would start a comment: `＃`). */
function keywordLines(
  cards: readonly ImportedCard[],
  keywords: readonly ImportedKeyword[],
  all = false,
): { text: string; src: SourceLocation }[] {
  const words = cards
    .flatMap((c) => c.faces.flatMap((f) => f.text))
    .join("\n")
    .toLowerCase();
  // Every occurrence, not only the first ("surveillance" in one card's text must not hide "surveil" in another's).
  const used = (name: string) => {
    const lower = name.toLowerCase();
    for (let at = words.indexOf(lower); at >= 0; at = words.indexOf(lower, at + 1))
      if (!/\p{L}/u.test(words[at - 1] ?? "") && !/\p{L}/u.test(words[at + lower.length] ?? "")) return true;
    return false;
  };
  return keywords
    .filter((k) => k.name.trim() !== "" && k.text.trim() !== "" && (all || used(k.name.trim())))
    .map((k) => ({
      text: `keyword ${quoteName(k.name.replace(/[\r\n\u0000-\u001f]+/g, " ").trim())}: ${fieldValue(k.text).replace(/#/g, "\uff03")}`,
      src: k.source,
    }));
}

/**
 * Writes the cards as one CardScript document (LF line ends, two-space indentation), the set's
 * keywords the cards use declared first. Never throws; every change to the designer's text is a
 * warning with the card's source.
 */
export function emitCards(cards: readonly ImportedCard[], options: EmitOptions = {}): EmittedCards {
  const out: string[] = [];
  const lines: (SourceLocation | undefined)[] = [];
  const cardLines: number[] = [];
  const warnings: ImportWarning[] = [];
  const push = (text: string, src: SourceLocation | undefined) => {
    out.push(text);
    lines.push(src);
  };
  for (const k of keywordLines(cards, options.keywords ?? [], options.allKeywords)) push(k.text, k.src);
  for (const card of cards) {
    const warn: Warn = (message, source = card.source) => warnings.push({ ...message, source, card: card.name });
    if (out.length > 0) push("", undefined);
    cardLines.push(out.length);
    push(`card ${nameValue(card.name, warn)} {`, card.source);
    for (const [key, value] of [
      ["rarity", card.rarity],
      ["set", card.set],
    ] as const) {
      const v = value === undefined ? "" : fieldValue(value, (messageId) => warn({ messageId, data: { field: key } }));
      if (v !== "") push(`  ${key}: ${v}`, card.source);
    }
    if (card.faces.length > 1) {
      if (card.layout) push(`  # layout: ${card.layout.replace(/[^a-z_]/g, "")}`, card.source);
      for (const face of card.faces) {
        push(`  face ${nameValue(face.name, warn)} {`, card.source);
        emitFace(face, "    ", card, push, warn);
        push("  }", card.source);
      }
    } else if (card.faces[0]) {
      emitFace(card.faces[0], "  ", card, push, warn);
    }
    push("}", card.source);
  }
  return { text: out.length ? out.join("\n") + "\n" : "", lines, cardLines, warnings };
}

function emitFace(
  face: ImportedFace,
  indent: string,
  card: ImportedCard,
  push: (text: string, src: SourceLocation | undefined) => void,
  warn: Warn,
): void {
  const field = (name: string, value: string | undefined) => {
    if (value === undefined || value.trim() === "") return;
    const src = face.fieldSources?.[name as keyof NonNullable<ImportedFace["fieldSources"]>] ?? card.source;
    const v = fieldValue(value, (messageId) => warn({ messageId, data: { field: name } }, src));
    if (v !== "") push(`${indent}${name}: ${v}`, src);
  };
  field("cost", face.cost);
  field("type", face.type);
  if (face.power !== undefined && face.toughness !== undefined && (face.power + face.toughness).trim() !== "") {
    field("stats", `${face.power.trim()}/${face.toughness.trim()}`);
  }
  field("loyalty", face.loyalty);
  field("defense", face.defense);
  for (const t of face.encodedTiming ?? []) push(`${indent}${encodedTimingComment(t)}`, t.source ?? card.source);
  // An entry holding a line break is several lines of text (CardScript has one ability per line).
  const text = face.text
    .flatMap((entry, i) =>
      entry.split(/\r\n|\r|\n/).map((raw) => {
        const src = face.textSources?.[i] ?? card.source;
        const l = raw.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "").trim();
        if (l !== raw.trim()) warn({ messageId: "import.text.controlCharacters" }, src);
        return { l, src };
      }),
    )
    .filter((x) => x.l !== "");
  if (text.length) {
    push(`${indent}text:`, card.source);
    for (const { l, src } of text) {
      if (looksLikeStructure(l)) {
        // The format has no escape for such a line: keep it visible as a comment, and say so.
        warn({ messageId: "import.text.asComment", data: { text: l.slice(0, 40) } }, src);
        push(`${indent}  # ${l}`, src);
      } else push(`${indent}  ${l}`, src);
    }
  }
  field("flavor", face.flavor);
}
