/**
 * The timing class of every Yu-Gi-Oh! card type's activation and of every kind of effect, as
 * data: the Spell Speed and the window it opens before any text narrows it (Rulebook v10
 * pp. 28–31, 44–45; PR17 pp. 108–112; reference b.1). The effect analyser (`effects.ts`) reads its
 * Spell Speeds here, the rules and the Timing Map read the windows that follow from them, and
 * `test/games/ygo/kind-timings.test.ts` fails when a subtype of the vocabulary or an effect kind
 * has no class.
 */
import type { SpellSpeed } from "./spell-speeds";
import { SPELL_SUBTYPES, TRAP_SUBTYPES } from "./vocabulary";

/** What an effect is (PR17 pp. 108–112; RB pp. 28–31). */
export const EFFECT_KINDS = ["activation", "ignition", "trigger", "quick", "continuous", "summon-condition", "materials"] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];

/**
 * When something can be activated before its text narrows it:
 * - `ownMainPhase`: your own Main Phase, open game state (Spell Speed 1 Spell Cards, Ignition Effects);
 * - `ownTurnFromHand`: from the hand any phase of your own turn; Set, either turn but not the turn it was Set (Quick-Play Spells);
 * - `setFirst`: Set first, either player's turn from the next turn on (Traps);
 * - `onItsEvent`: when its event happens, as Chain Link 1 or in SEGOC (Trigger Effects);
 * - `eitherTurn`: either player's turn, open or on a Chain (Quick Effects);
 * - `notActivated`: never activated, no Chain (continuous effects, Summon conditions, materials).
 */
export type YgoReach = "ownMainPhase" | "ownTurnFromHand" | "setFirst" | "onItsEvent" | "eitherTurn" | "notActivated";

/** The timing class of a card type's activation or of an effect kind. */
export interface YgoTimingClass {
  speed?: SpellSpeed;
  reach: YgoReach;
  /** Rulebook / PR17 pages, as cited in messages ("RB 28–30"). */
  sources: string;
}

const ownMain = (sources: string): YgoTimingClass => ({ speed: 1, reach: "ownMainPhase", sources });

/** The activation of a Spell Card by subtype (RB pp. 28–29, 44–45). */
export const SPELL_ACTIVATIONS: Readonly<Record<(typeof SPELL_SUBTYPES)[number], YgoTimingClass>> = {
  Normal: ownMain("RB 28–30"),
  "Quick-Play": { speed: 2, reach: "ownTurnFromHand", sources: "RB 29" },
  Continuous: ownMain("RB 28–29"),
  Field: ownMain("RB 28–29"),
  Equip: ownMain("RB 28–29"),
  Ritual: ownMain("RB 28–29"),
};

/** The activation of a Trap Card by subtype (RB pp. 30–31, 44–45). */
export const TRAP_ACTIVATIONS: Readonly<Record<(typeof TRAP_SUBTYPES)[number], YgoTimingClass>> = {
  Normal: { speed: 2, reach: "setFirst", sources: "RB 30" },
  Continuous: { speed: 2, reach: "setFirst", sources: "RB 30" },
  Counter: { speed: 3, reach: "setFirst", sources: "RB 31" },
};

/** Effects by kind; `activation` is the card type's (above). A Trap Card's Trigger Effects are Spell Speed 2 (RB p. 30). */
export const EFFECT_KIND_TIMINGS: Readonly<Record<Exclude<EffectKind, "activation">, YgoTimingClass>> = {
  ignition: ownMain("PR17 109"),
  trigger: { speed: 1, reach: "onItsEvent", sources: "PR17 110–111" },
  quick: { speed: 2, reach: "eitherTurn", sources: "PR17 112" },
  continuous: { reach: "notActivated", sources: "PR17 108–109" },
  "summon-condition": { reach: "notActivated", sources: "PR17 108" },
  materials: { reach: "notActivated", sources: "RB 22–23" },
};

/** The class of a card's activation: its Spell or Trap subtype's (a bare or unknown subtype is Normal). */
export function activationClass(kind: "spell" | "trap", subtype: string): YgoTimingClass {
  if (kind === "spell") return SPELL_ACTIVATIONS[subtype as keyof typeof SPELL_ACTIVATIONS] ?? SPELL_ACTIVATIONS.Normal;
  return TRAP_ACTIVATIONS[subtype as keyof typeof TRAP_ACTIVATIONS] ?? TRAP_ACTIVATIONS.Normal;
}
