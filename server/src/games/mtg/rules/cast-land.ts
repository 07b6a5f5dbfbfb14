/**
 * cast-land: text that has a player cast a land ("Whenever you cast a land spell", "you may cast
 * a Forest", "cast land cards from your graveyard"). A land is never a spell: it is played, as a
 * special action (CR 305.1, 305.9, 116.2a), so "cast" naming a land describes something that
 * cannot happen — a trigger that never triggers, a permission that permits nothing. Usually
 * "play" (a land) or "cast" (a nonland spell) was meant. Reads each line with reminder text
 * masked; a land named by a card's name ("cast Island Fish Jasconius") is not a land type.
 */
import { cr } from "../cr";
import { matchesOf } from "../../../core/text/matches";
import type { Rule } from "../../../core/rules/types";
import type { MtgFileModel } from "../analysis/mtg-model";

/** Spaces, then an upper-case letter. (Module-level: a `\p` literal in a function is rebuilt on every call once transpiled.) */
const SPACE_THEN_UPPER = /^\s+\p{Lu}/u;
/** Starts with an upper-case letter. (Module-level: a `\p` literal in a function is rebuilt on every call once transpiled.) */
const STARTS_UPPER = /^\p{Lu}/u;

/** "cast [a/an/target …] [basic …] land(s)/Forest(s)/…": group 1 is the land word. */
const CAST_LAND =
  /\bcast(?:s|ing)?\s+(?:(?:a|an|the|target|that|those|another|each|any|one|two|three|up\s+to\s+(?:one|two|three)|x)\s+)?(?:(?:basic|nonbasic|snow|legendary)\s+)*(lands?|plains|islands?|swamps?|mountains?|forests?|wastes)\b/giu;
/** "land spell(s)" anywhere: no land is ever a spell (CR 305.9). */
const LAND_SPELL = /\bland\s+spells?\b/giu;

export const rule: Rule<MtgFileModel> = {
  meta: {
    id: "cast-land",
    defaultSeverity: "warning",
    description: "Text that has a player cast a land, which is played, never cast.",
    rules: [cr("305.1"), cr("305.9"), cr("116.2a")],
    fixable: false,
    messages: {
      castLand:
        "'{{text}}': a land is never cast, it is played as a special action{{cite}}, so this can never happen. Did you mean 'play' (a land) or a nonland spell?",
    },
  },
  check({ model, report }) {
    for (const face of model.faces)
      for (const a of face.abilities) {
        const base = a.line.span.start;
        // One finding per phrase: "cast a land spell" is not reported again for its "land spell".
        const covered: [number, number][] = [];
        const found = (start: number, end: number) => {
          if (covered.some(([s, e]) => s <= start && start < e)) return;
          covered.push([start, end]);
          report({
            span: { start: base + start, end: base + end },
            messageId: "castLand",
            data: { text: model.text.slice(base + start, base + end) },
          });
        };
        for (const m of matchesOf(a.masked, CAST_LAND)) {
          const end = m.index! + m[0].length;
          // "cast Island Fish Jasconius": the land word starts a card's name.
          if (SPACE_THEN_UPPER.test(a.masked.slice(end)) && STARTS_UPPER.test(m[1]!)) continue;
          const spell = /^\s+(?:spells?|cards?)\b/iu.exec(a.masked.slice(end));
          found(m.index!, end + (spell ? spell[0].length : 0));
        }
        for (const m of matchesOf(a.masked, LAND_SPELL)) found(m.index!, m.index! + m[0].length);
      }
  },
};
