/**
 * Hover: Markdown documentation for the thing under the cursor. The core handles comments
 * (nothing), the `game` / `rules` directives, field names, `text:` headers and card names; rules
 * text and field values are explained by the file's game (`GameFeatures.hoverInText`,
 * `hoverInField`, `cardDoc`, `fieldDoc`).
 *
 * Pure: reads the analysis (`FileModel`), no IO, no LSP imports. Positions are LSP positions
 * (0-based line, UTF-16 column); spans are UTF-16 offsets.
 */
import { codeSpan } from "./markdown";
import type { CardNode, Span } from "../../../../grammar/src/index";
import type { FaceModel, FileModel, TextLineAnalysis } from "../model/file-model";
import type { Position, Range } from "../text/line-index";
import { localizer } from "../l10n/localizer";
import { LOCALES } from "../l10n/locale";

/** A hover result shaped like LSP's `Hover`, plus the span it covers. */
export interface HoverResult {
  contents: { kind: "markdown"; value: string };
  /** The exact range of the word or phrase explained (LSP positions). */
  range: Range;
  /** The same range as UTF-16 offsets `[start, end)`. */
  span: Span;
}

const inside = (span: Span, offset: number) => span.start <= offset && offset < span.end;

function directiveHover(model: FileModel, name: string, value: string): string {
  const { l10n } = model;
  if (name === "game") {
    const games = model.games.map((g, i) => `\`${g.id}\`${i === 0 ? ` ${l10n.t("hover.game.default")}` : ""}: ${g.displayName}`).join(". ");
    return [l10n.t("hover.game.title"), "", `${games}. ${l10n.t("hover.game.thisFile", { id: codeSpan(model.game.id) })}`].join("\n");
  }
  if (name === "lang") {
    const lang = LOCALES.find((l) => l === value.trim().toLowerCase());
    const body = lang
      ? l10n.t("hover.lang.body", { value: codeSpan(value), name: l10n.t(`hover.lang.name.${lang}`) })
      : l10n.t("hover.lang.choices", { choices: LOCALES.map(codeSpan).join(", ") });
    return [l10n.t("hover.lang.title"), "", body].join("\n");
  }
  if (name === "keyword") {
    return [l10n.t("hover.keyword.title"), "", l10n.t("hover.keyword.body", { syntax: codeSpan('keyword "Name": text') })].join("\n");
  }
  return [
    l10n.t("hover.rules.title"),
    "",
    l10n.t("hover.rules.body", { value: codeSpan(value), edition: model.game.editions.describe(model.edition, l10n) }),
  ].join("\n");
}

/** The face and analysed line whose line span holds `offset`. */
function lineAt(model: FileModel, offset: number): { face: FaceModel; ability: TextLineAnalysis } | undefined {
  for (const face of model.faces) {
    for (const a of face.abilities) if (a.line.span.start <= offset && offset <= a.line.span.end) return { face, ability: a };
  }
  return undefined;
}

function nodeFace(model: FileModel, node: CardNode): FaceModel | undefined {
  return model.faces.find((f) => f.node === node) ?? model.faces.find((f) => f.card === node);
}

function allNodes(cards: readonly CardNode[]): CardNode[] {
  return cards.flatMap((c) => [c, ...allNodes(c.faces)]);
}

/** Hover on a card or face header: field names, field values (the game), `text:` and the name. */
function nodeHover(model: FileModel, node: CardNode, offset: number): { span: Span; markdown: string | undefined } | undefined {
  const { features } = model.game;
  for (const f of node.fields) {
    if (inside(f.nameSpan, offset)) return { span: f.nameSpan, markdown: features.fieldDoc(f.name, model) };
    if (inside(f.valueSpan, offset)) {
      const d = features.hoverInField(model, nodeFace(model, node), f, offset);
      if (d) return { span: d.span, markdown: d.markdown };
    }
  }
  for (const s of node.textSections) {
    const header = { start: s.headerSpan.start, end: s.headerSpan.start + 4 };
    if (inside(header, offset)) return { span: header, markdown: features.fieldDoc("text", model) };
  }
  if (inside(node.nameSpan, offset) && node.name) return { span: node.nameSpan, markdown: features.cardDoc(model, node) };
  return undefined;
}

/**
 * The hover at a UTF-16 offset of the file as written. For localized card text (`lang de`) the
 * offset is looked up in the English rewrite the analysis read and the result is mapped back; the
 * documentation is then in the card text's language unless the editor asked for another one.
 * @returns undefined when there is nothing to explain at `offset`.
 */
export function hoverAtOffset(model: FileModel, offset: number): HoverResult | undefined {
  const ct = model.cardText;
  if (!ct) return hoverInModel(model, offset);
  const l10n = model.l10n.locale === "en" ? localizer(model.game, ct.lang) : model.l10n;
  const h = hoverInModel({ ...model, l10n }, ct.map.toRewritten(offset, "start")!);
  if (!h) return undefined;
  const span = ct.map.spanToOriginal(h.span);
  return { contents: h.contents, span, range: ct.original.lines.rangeOf(span) };
}

function hoverInModel(model: FileModel, offset: number): HoverResult | undefined {
  const result = (span: Span, value: string | undefined): HoverResult | undefined =>
    value ? { contents: { kind: "markdown", value }, range: model.lines.rangeOf(span), span } : undefined;
  if (model.parse.comments.some((c) => c.span.start <= offset && offset < c.span.end)) return undefined;
  const at = lineAt(model, offset);
  if (at && inside(at.ability.line.span, offset)) {
    const d = model.game.features.hoverInText(model, at.face, at.ability, offset);
    return d && result(d.span, d.markdown);
  }
  for (const node of allNodes(model.parse.cards)) {
    if (!(node.span.start <= offset && offset < node.span.end)) continue;
    const h = nodeHover(model, node, offset);
    if (h) return result(h.span, h.markdown);
  }
  for (const d of model.parse.directives) {
    if (inside(d.nameSpan, offset) || inside(d.valueSpan, offset)) return result(d.span, directiveHover(model, d.name, d.value));
  }
  return undefined;
}

/**
 * The hover at an LSP position (0-based line, UTF-16 column; clamped to the document).
 * @returns `{ contents: { kind: "markdown", value }, range, span }` or undefined.
 */
export function hover(model: FileModel, position: Position): HoverResult | undefined {
  return hoverAtOffset(model, (model.cardText?.original.lines ?? model.lines).offsetAt(position));
}
