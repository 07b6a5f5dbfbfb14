/**
 * Outline entries for Magic rules text: keywords, triggered abilities (with when they trigger),
 * activated, loyalty and mana abilities, and other text. Ranges are LSP ranges (0-based lines,
 * UTF-16 columns).
 */
import type { Span } from "../../../../../../grammar/src/index";
import { shorten, SymbolKind, type DocumentSymbol } from "../../../features/symbols";
import type { Ability } from "../analysis/abilities";
import type { MtgFace, MtgFileModel } from "../analysis/mtg-model";
import { triggerTiming } from "./hover-triggers";

/** The outline children of one line of rules text. */
export function abilitySymbols(model: MtgFileModel, face: MtgFace, a: Ability): DocumentSymbol[] {
  const r = (span: Span) => model.lines.rangeOf(span);
  const line = a.line;
  const name = shorten(line.text) || "(empty line)";
  switch (a.kind) {
    case "keywords":
      return a.keywords.map((k) => ({
        name: shorten(model.text.slice(k.itemSpan.start, k.itemSpan.end)),
        detail: "keyword",
        kind: SymbolKind.Key,
        range: r(k.itemSpan),
        selectionRange: r(k.span),
      }));
    case "triggered": {
      const t = triggerTiming(a, model.text, face.selfNames);
      const when = t.window ? t.window.describe() : "when its event happens";
      return [{ name, detail: `triggered: ${when}`, kind: SymbolKind.Event, range: r(line.span), selectionRange: r(a.condition) }];
    }
    case "activated":
      return [
        {
          name,
          detail: a.loyalty ? "loyalty" : a.addsMana ? "mana ability" : "activated",
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
          detail: "static or spell text",
          kind: SymbolKind.String,
          range: r(line.span),
          selectionRange: r({ start: line.span.start, end: line.span.start + first }),
        },
      ];
    }
  }
}
