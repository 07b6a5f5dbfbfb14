/**
 * Outline entries for Magic rules text: keywords, triggered abilities (with when they trigger),
 * activated, loyalty and mana abilities, and other text. Ranges are LSP ranges (0-based lines,
 * UTF-16 columns).
 */
import type { Span } from "../../../../../grammar/src/index";
import { shorten, SymbolKind, type DocumentSymbol } from "../../../core/features/symbols";
import type { Ability } from "../analysis/abilities";
import type { MtgFace, MtgFileModel } from "../analysis/mtg-model";
import { triggerTiming } from "./hover-triggers";
import { originalText } from "../../../core/model/card-text";
import { mtgWords } from "../timing-space";

/** The outline children of one line of rules text. */
export function abilitySymbols(model: MtgFileModel, face: MtgFace, a: Ability): DocumentSymbol[] {
  const r = (span: Span) => model.lines.rangeOf(span);
  const { l10n } = model;
  const line = a.line;
  // The words as written (for `lang de`, the German line, not the English the analysis read).
  const name = shorten(originalText(model, line.span)) || l10n.t("mtg.symbols.emptyLine");
  switch (a.kind) {
    case "keywords":
      return a.keywords.map((k) => ({
        name: shorten(originalText(model, k.itemSpan)),
        detail: l10n.t("mtg.symbols.keyword"),
        kind: SymbolKind.Key,
        range: r(k.itemSpan),
        selectionRange: r(k.span),
      }));
    case "triggered": {
      const t = triggerTiming(a, model.text, face.selfNames);
      const when = t.window ? t.window.describe(mtgWords(l10n)) : l10n.t("mtg.symbols.onEvent");
      const detail = l10n.t("mtg.symbols.triggered", { when });
      return [{ name, detail, kind: SymbolKind.Event, range: r(line.span), selectionRange: r(a.condition) }];
    }
    case "activated":
      return [
        {
          name,
          detail: l10n.t(a.loyalty ? "mtg.symbols.loyalty" : a.addsMana ? "mtg.symbols.manaAbility" : "mtg.symbols.activated"),
          kind: a.loyalty ? SymbolKind.Method : SymbolKind.Function,
          range: r(line.span),
          selectionRange: r(a.cost),
        },
      ];
    case "other": {
      const first = /^\S+/.exec(line.text)?.[0].length ?? line.text.length;
      return [
        {
          name,
          detail: l10n.t("mtg.symbols.other"),
          kind: SymbolKind.String,
          range: r(line.span),
          selectionRange: r({ start: line.span.start, end: line.span.start + first }),
        },
      ];
    }
  }
}
