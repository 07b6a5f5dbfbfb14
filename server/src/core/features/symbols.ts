/**
 * Document symbols (the outline): cards → faces → abilities.
 *
 * | element                        | SymbolKind (LSP number)  | name                         | detail                              |
 * |--------------------------------|--------------------------|------------------------------|-------------------------------------|
 * | `card "…" { }`                 | Class (5)                | the card name                | type line (faces: joined by " // ") |
 * | `face "…" { }`                 | Struct (23)              | the face name                | its type line                       |
 * | keyword on a keyword line      | Key (20)                 | the item (`Equip {2}`)       | "keyword"                           |
 * | triggered ability              | Event (24)               | the line, shortened          | "triggered: <when it triggers>"     |
 * | activated ability              | Function (12)            | the line, shortened          | "activated" / "mana ability"        |
 * | loyalty ability                | Method (6)               | the line, shortened          | "loyalty"                           |
 * | other rules text               | String (15)              | the line, shortened          | "static or spell text"              |
 *
 * `range` covers the whole element (card keyword to closing brace; the whole text line);
 * `selectionRange` the name (quotes included), the keyword, the trigger condition or the cost.
 * Ranges are LSP ranges (0-based lines, UTF-16 columns). Pure: no IO, no LSP imports.
 */
import type { CardNode } from "../../../../grammar/src/index";
import type { FaceModel, FileModel } from "../model/file-model";
import type { DocumentSymbol, SymbolKindName } from "../game/feature-types";
import type { Range } from "../text/line-index";
import type { LocalizedCardText } from "../model/card-text";

/**
 * What a symbol is, by the name of LSP's `SymbolKind` member; the language server turns it into
 * the protocol's number (`lsp/features/symbols.ts`).
 */
export const SymbolKind = {
  Method: "Method",
  Class: "Class",
  Function: "Function",
  String: "String",
  Key: "Key",
  Struct: "Struct",
  Event: "Event",
} as const satisfies Record<SymbolKindName, SymbolKindName>;

export type { DocumentSymbol, SymbolKindName };

const MAX_NAME = 60;

/** One line, at most 60 characters (longer names end in "…"). */
export function shorten(s: string): string {
  const one = s.replace(/\s+/g, " ").trim();
  return one.length > MAX_NAME ? `${one.slice(0, MAX_NAME - 1)}…` : one;
}

function typeOf(face: FaceModel | undefined): string | undefined {
  return face?.typeField?.value;
}

function nodeSymbol(model: FileModel, node: CardNode): DocumentSymbol {
  const faces = model.faces.filter((f) => f.node === node);
  const face = faces[0];
  const children: DocumentSymbol[] = [
    ...node.faces.map((f) => nodeSymbol(model, f)),
    ...(face ? face.abilities.flatMap((a) => model.game.features.abilitySymbols(model, face, a)) : []),
  ].sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
  const detail =
    node.faces.length > 0 ? node.faces.map((f) => typeOf(model.faces.find((x) => x.node === f)) ?? "?").join(" // ") : typeOf(face);
  const range = model.lines.rangeOf(node.span);
  const sel = node.nameSpan.start >= node.span.start && node.nameSpan.end <= node.span.end ? node.nameSpan : node.span;
  return {
    name: node.name || model.l10n.t(node.kind === "card" ? "symbols.unnamedCard" : "symbols.unnamedFace"),
    detail,
    kind: node.kind === "card" ? SymbolKind.Class : SymbolKind.Struct,
    range,
    selectionRange: model.lines.rangeOf(sel),
    children,
  };
}

/** A symbol's ranges moved from the analysed (rewritten) text to the file as written, children too. */
function toOriginal(s: DocumentSymbol, model: FileModel, ct: LocalizedCardText): DocumentSymbol {
  const move = (r: Range) => {
    const span = ct.map.spanToOriginal({ start: model.lines.offsetAt(r.start), end: model.lines.offsetAt(r.end) });
    return ct.original.lines.rangeOf(span);
  };
  return {
    ...s,
    range: move(s.range),
    selectionRange: move(s.selectionRange),
    ...(s.children ? { children: s.children.map((c) => toOriginal(c, model, ct)) } : {}),
  };
}

/**
 * The outline of the document: one symbol per card, faces and abilities as children. For
 * localized card text (`lang de`) the ranges are those of the file as written.
 */
export function documentSymbols(model: FileModel): DocumentSymbol[] {
  const symbols = model.parse.cards.map((c) => nodeSymbol(model, c));
  const ct = model.cardText;
  return ct ? symbols.map((s) => toOriginal(s, model, ct)) : symbols;
}
