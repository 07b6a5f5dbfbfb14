/**
 * impossible-timing (YGO case): a card or effect whose text leaves it no cell to be activated in —
 * a Spell Speed 1 card or effect limited to the opponent's turn, a Battle Phase on the first turn
 * of the Duel, a Spell Speed 2 effect that must respond to a Counter Trap, a phase that never has
 * an open state for it. Sources: Fast Effect Timing; Rulebook v10 pp. 30, 37–38, 44–45.
 */
import { FET, RB } from "../citations";
import { RESPONDS_TO_COUNTER_TRAP } from "../effects";
import { BATTLE_PHASE } from "../turn-structure";
import type { YgoRule } from "./types";
import { effectHead, fileSpan, sourcesText } from "./util";

export const rule: YgoRule = {
  meta: {
    id: "impossible-timing",
    defaultSeverity: "error",
    enabledByDefault: true,
    description: "Reports a Yu-Gi-Oh! card or effect whose timing leaves no moment in which it can be activated.",
    sources: [FET, RB("30"), RB("37–38"), RB("44–45")],
    fixable: false,
  },
  check(card, report) {
    for (const e of card.analysis.effects) {
      if (!e.window || !e.window.isEmpty()) continue;
      const first = e.timing.find((p) => p.firstTurn);
      const named = e.timing.map((p) => `"${p.text}"`).join(", ");
      let why: string;
      let src = [FET, RB("44–45")];
      if (first && e.timing.some((p) => p.segments?.some((s) => BATTLE_PHASE.includes(s)))) {
        why = "the first turn of the Duel has no Battle Phase (the player who goes first can't conduct one)";
        src = [RB("37–38")];
      } else if (e.condition && RESPONDS_TO_COUNTER_TRAP.test(e.condition.text) && e.speed !== 3) {
        why = `only Spell Speed 3 (a Counter Trap) can respond to a Counter Trap; this is Spell Speed ${e.speed}`;
      } else if (e.speed === 1 && e.timing.some((p) => p.turns?.length === 1 && p.turns[0] === "opp")) {
        why = "a Spell Speed 1 card or effect needs your own open game state, and on your opponent's turn you only ever get fast-effect windows (Setting the card doesn't change that)";
        src = [FET, RB("30"), RB("44–45")];
      } else why = `a Spell Speed ${e.speed} ${e.kind === "activation" ? "card" : "effect"} can never be activated at the time named (${named || "its condition"})`;
      // Underline the timing words that close the window (the condition when it is the cause).
      const phrases = e.timing;
      const span = phrases.length && !(e.condition && RESPONDS_TO_COUNTER_TRAP.test(e.condition.text)) ? fileSpan(card, { start: phrases[0]!.start, end: phrases[phrases.length - 1]!.end }) : effectHead(card, e);
      report({ span, message: `This can never be activated: ${why}${sourcesText(src)}.` });
    }
  },
};
