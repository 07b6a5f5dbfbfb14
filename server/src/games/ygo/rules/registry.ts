/** The rules only Yu-Gi-Oh! has (and its versions of ids Magic has too), in report order; the common rules come from the core. */
import type { Rule } from "../../../core/rules/types";
import { rule as ambiguousSpellSpeed } from "./ambiguous-spell-speed";
import { rule as counterTrapWithoutResponse } from "./counter-trap-without-response";
import { rule as mayMissTiming } from "./may-miss-timing";
import { rule as needsBattlePhase } from "./needs-battle-phase";
import { rule as notInDamageStep } from "./not-in-damage-step";
import { rule as obsoleteWording } from "./obsolete-wording";
import { rule as quickEffectTagOnSpellTrap } from "./quick-effect-tag-on-spell-trap";
import { rule as quickPlayNeedsSet } from "./quick-play-needs-set";
import { rule as statsMismatch } from "./stats-mismatch";
import { rule as unknownCardType } from "./unknown-card-type";
import { rule as unlikelyTrigger } from "./unlikely-trigger";

export const YGO_RULES: readonly Rule[] = [
  unknownCardType,
  statsMismatch,
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
