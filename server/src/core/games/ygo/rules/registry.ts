/** Every YGO rule, in report order. The game-neutral registry takes these for `game ygo` files. */
import { rule as ambiguousSpellSpeed } from "./ambiguous-spell-speed";
import { rule as counterTrapWithoutResponse } from "./counter-trap-without-response";
import { rule as impossibleTiming } from "./impossible-timing";
import { rule as mayMissTiming } from "./may-miss-timing";
import { rule as needsBattlePhase } from "./needs-battle-phase";
import { rule as notInDamageStep } from "./not-in-damage-step";
import { rule as obsoleteWording } from "./obsolete-wording";
import { rule as quickEffectTagOnSpellTrap } from "./quick-effect-tag-on-spell-trap";
import { rule as quickPlayNeedsSet } from "./quick-play-needs-set";
import type { YgoRule } from "./types";
import { rule as unknownCardType } from "./unknown-card-type";
import { rule as unknownField } from "./unknown-field";
import { rule as unknownStep } from "./unknown-step";
import { rule as unlikelyTrigger } from "./unlikely-trigger";

export const YGO_RULES: readonly YgoRule[] = [
  unknownField,
  unknownCardType,
  impossibleTiming,
  unknownStep,
  obsoleteWording,
  quickPlayNeedsSet,
  ambiguousSpellSpeed,
  quickEffectTagOnSpellTrap,
  counterTrapWithoutResponse,
  unlikelyTrigger,
  needsBattlePhase,
  mayMissTiming,
  notInDamageStep,
];
