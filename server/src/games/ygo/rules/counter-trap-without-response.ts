/**
 * counter-trap-without-response: a Counter Trap is Spell Speed 3 and is activated in response to
 * an activation, or at the timing of a Summon, a draw or an attack declaration (Rulebook v10
 * p. 31; PR17 p. 125). One whose activation names none of these has no such timing.
 */
import { PR17, RB } from "../citations";
import type { Report, Rule } from "../../../core/rules/types";
import { perCard } from "./util";
import type { YgoCard } from "../card-model";
import type { Localizer } from "../../../core/l10n/localizer";
import { effectHead, sourcesText } from "./util";

/** Words of a condition that name something to respond to: an activation, a Summon, a draw, an attack declaration, a Chain. */
const RESPONSE = /\b(?:activat\w*|Summon\w*|declares?|declared|attack\w*|draws?|drawn|would|Chain(?: Link)?|in response)\b/i;
/** A condition that is a moment an event makes ("When … is added to the hand", "At the start of the Battle Phase"), not a span of time. */
const EVENT_MOMENT = /^(?:once per turn,\s*)?(?:when|each time|whenever|at the (?:start|end|beginning) of)\b/i;
/**
 * Old wording with no condition names what it responds to in what it negates ("Negate the activation of a Spell Card",
 * "Negate the Summon of a monster", "… activated before this card in this Chain").
 */
const NEGATES_A_RESPONSE =
  /\bnegate (?:the |its |their |that )?(?:activations?|(?:\w+ )?Summons?|attack|draw|effect of [^.]*?\bactivat)\b|\b(?:in this|in the same) Chain\b|\bwhen that card is activated\b/i;
/** The old opener of a condition ("When …, ", "If …, ") and the "Activate only …" sentences that state one. */
const OLD_OPENER = /^(?:once per turn,\s*)?((?:when|if|each time|whenever|during|at the (?:start|end|beginning) of)\b[^,.:;]*)/i;
const ACTIVATE_ONLY = /\b(?:activate (?:this card )?only|you can only activate this card|activate (?:this card )?by\b[^.]*?)\b[^.]*/gi;

const SOURCES = [RB("31"), PR17("125")];

export const rule: Rule = perCard(
  {
    id: "counter-trap-without-response",
    defaultSeverity: "warning",
    description: "Reports a Counter Trap whose activation responds to nothing: no activation, Summon, draw or attack declaration.",
    rules: SOURCES.map((c) => [c]),
    fixable: false,
    messages: {
      noResponse:
        "A Counter Trap (Spell Speed 3) is activated in response to an activation, or when a monster would be Summoned, a card is drawn or an attack is declared; this one names none of these{{cite}}.",
    },
  },
  checkCard,
);

function checkCard(card: YgoCard, report: (r: Report) => void, l10n: Localizer): void {
  if (card.kind?.kind !== "trap" || card.kind.subtype !== "Counter") return;
  const act = card.analysis.effects.find((e) => e.kind === "activation");
  if (!act || !act.span.text || respondsToSomething(act.span.text, act.condition?.text)) return;
  report({ span: effectHead(card, act), messageId: "noResponse", data: { cite: sourcesText(SOURCES, l10n) } });
}

/**
 * True when the activation's condition gives the Counter Trap something to respond to (RB p. 31; PR17 p. 125): the PSCT
 * condition before ":", an old "When …, " opener or an "Activate only …" sentence naming an activation, a Summon, a draw,
 * an attack declaration or a Chain, or naming an event's moment; without any such condition, an old text that negates an
 * activation, a Summon or an attack. A time span alone ("During your End Phase:") and words of the effect ("…; draw 1
 * card") are no such condition.
 */
function respondsToSomething(text: string, psctCondition: string | undefined): boolean {
  const conditions: string[] = [];
  if (psctCondition) conditions.push(psctCondition);
  else {
    const opener = OLD_OPENER.exec(text);
    if (opener) conditions.push(opener[1]!);
  }
  for (const m of text.matchAll(ACTIVATE_ONLY)) conditions.push(m[0]);
  for (const c of conditions) {
    const bare = c.replace(/^\s*(?:you can only )?activate (?:this card )?(?:only|by)?\s*/i, "");
    if (RESPONSE.test(bare) || EVENT_MOMENT.test(bare)) return true;
  }
  return NEGATES_A_RESPONSE.test(text);
}
