/**
 * unknown-step (YGO case): "<Word> Phase" / "<Word> Step" where <Word> names no phase or step of
 * the Yu-Gi-Oh! turn (Draw, Standby, Main, Battle, End Phase; Start, Battle, Damage, End Step),
 * with the closest real name as a fix. Words inside "quoted names" are not judged.
 */
import { closest } from "fastest-levenshtein";
import { RB } from "../citations";
import { CURRENT_SEGMENT_NAMES, FOREIGN_SEGMENT_WORDS, PHASE_WORDS } from "../vocabulary";
import type { YgoRule } from "./types";
import { fileSpan, maskQuotes, sourcesText } from "./util";

export const rule: YgoRule = {
  meta: {
    id: "unknown-step",
    defaultSeverity: "error",
    enabledByDefault: true,
    description: "Reports a Yu-Gi-Oh! phase or step name that does not exist, with the closest real name.",
    sources: [RB("32–40")],
    fixable: true,
  },
  check(card, report) {
    const masked = maskQuotes(card.text);
    for (const m of masked.matchAll(/\b([A-Z][A-Za-z-]*) (Phase|Step)\b/g)) {
      if (PHASE_WORDS.has(m[1]!.toLowerCase()) || /^(?:During|Skip|Each|The|This|That|Your|Next|Every|Same|Current|Any)$/.test(m[1]!)) continue;
      const near = FOREIGN_SEGMENT_WORDS[m[1]!.toLowerCase()] ?? closest(m[0], [...CURRENT_SEGMENT_NAMES]);
      const span = fileSpan(card, { start: m.index!, end: m.index! + m[0].length });
      report({ span, message: `"${m[0]}" is not a phase or step of the turn; did you mean "${near}"?${sourcesText(rule.meta.sources)}`, fixes: [{ title: `Replace with "${near}"`, edits: [{ span, newText: near }], preferred: true }] });
    }
  },
};
