/**
 * unknown-card-type (YGO case): a `type:` value that names no Yu-Gi-Oh! card kind, or has words
 * that are no card type ("Quick Spell", "Tunr/Effect Monster"), with the closest word as a fix;
 * a card without `type:` is reported too (its Spell Speed cannot be known).
 */
import type { Localizer } from "../../../core/l10n/localizer";
import { RB } from "../citations";
import { MONSTER_TYPE_WORDS, SPELL_SUBTYPES, TRAP_SUBTYPES } from "../vocabulary";
import type { Report, Rule } from "../../../core/rules/types";
import { perCard } from "./util";
import { nearestWord } from "../../../core/text/nearest";
import type { YgoCard } from "../card-model";

/** Type lines to write (English, as the `type:` field takes them). */
const EXAMPLE_TYPES = ["Effect Monster", "Tuner/Effect Monster", "Xyz Monster", "Quick-Play Spell", "Counter Trap"];

/** The examples as code, each with its official German/Spanish name beside it in a translated message. */
function examples(l10n: Pick<Localizer, "term">): string {
  return EXAMPLE_TYPES.map((t) => (l10n.term(t) === t ? `\`${t}\`` : `\`${t}\` (${l10n.term(t)})`)).join(", ");
}

const SOURCES = [RB("6–15")];

export const rule: Rule = perCard(
  {
    id: "unknown-card-type",
    defaultSeverity: "error",
    description: "Reports a missing or unknown Yu-Gi-Oh! card type, with the closest known word when one is near.",
    rules: SOURCES.map((c) => [c]),
    fixable: true,
    messages: {
      noType: "This card has no 'type:' (e.g. {{examples}}); its Spell Speed and timing can't be checked.",
      unknownType: "'{{typeLine}}' names no Yu-Gi-Oh! card type: write e.g. {{examples}}.",
      unknownMonsterWord: "'{{word}}' is not a monster type; did you mean '{{near}}'?",
      unknownSpellWord: "'{{word}}' is not a spell type; did you mean '{{near}}'?",
      unknownTrapWord: "'{{word}}' is not a trap type; did you mean '{{near}}'?",
      unknownMonsterWordFar: "'{{word}}' is not a monster type, and no monster type is close to it.",
      unknownSpellWordFar: "'{{word}}' is not a spell type, and no spell type is close to it.",
      unknownTrapWordFar: "'{{word}}' is not a trap type, and no trap type is close to it.",
    },
  },
  checkCard,
);

function checkCard(card: YgoCard, report: (r: Report) => void, l10n: Localizer): void {
  const f = card.typeField;
  if (!f) {
    report({ span: card.node.nameSpan, messageId: "noType", data: { examples: examples(l10n) } });
    return;
  }
  if (!card.kind) {
    report({ span: f.valueSpan, messageId: "unknownType", data: { typeLine: f.value, examples: examples(l10n) } });
    return;
  }
  const words: readonly string[] =
    card.kind.kind === "monster"
      ? MONSTER_TYPE_WORDS
      : card.kind.kind === "spell"
        ? SPELL_SUBTYPES
        : card.kind.kind === "trap"
          ? TRAP_SUBTYPES
          : [];
  for (const u of card.kind.unknown) {
    if (!words.length) continue;
    const near = nearWord(u.word, words);
    const span = { start: f.valueSpan.start + u.offset, end: f.valueSpan.start + u.offset + u.word.length };
    const messageId =
      card.kind.kind === "monster" ? "unknownMonsterWord" : card.kind.kind === "spell" ? "unknownSpellWord" : "unknownTrapWord";
    report({
      span,
      messageId: near === undefined ? `${messageId}Far` : messageId,
      data: { word: u.word, near: near ?? "" },
      fixes:
        near === undefined
          ? []
          : [{ title: l10n.t("ygo.fix.replaceWith", { text: near }), edits: [{ span, newText: near }], preferred: true }],
    });
  }
}

/**
 * The type word meant by `word` ({@link nearestWord}, as Magic's rule), or the hyphenated word it
 * begins ("Quick" → "Quick-Play"); undefined when none is close enough to be a fair guess.
 */
function nearWord(word: string, words: readonly string[]): string | undefined {
  return nearestWord(word, words, 1) ?? words.find((w) => w.includes("-") && w.split("-")[0]!.toLowerCase() === word.toLowerCase());
}
