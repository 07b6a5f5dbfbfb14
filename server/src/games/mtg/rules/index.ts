/**
 * Magic's own rules (the common ones in `rules/common/` apply too). Adding one: write
 * `games/mtg/rules/<id>.ts` exporting `rule`, its test `test/rules/<id>.test.ts` and its doc
 * `docs/rules/<id>.md`, and list it here (`test/rules/registry.test.ts` checks all three).
 */
import type { Rule } from "../../../core/rules/types";
import { rule as castLand } from "./cast-land";
import { rule as cleanupStepTrigger } from "./cleanup-step-trigger";
import { rule as conditionalStepTrigger } from "./conditional-step-trigger";
import { rule as encodedTimingMismatch } from "./encoded-timing-mismatch";
import { rule as flashOnLand } from "./flash-on-land";
import { rule as invalidManaCost } from "./invalid-mana-cost";
import { rule as invalidStats } from "./invalid-stats";
import { rule as missingField } from "./missing-field";
import { rule as missingType } from "./missing-type";
import { rule as obsoleteRule } from "./obsolete-rule";
import { rule as obsoleteWording } from "./obsolete-wording";
import { rule as reminderTimingMismatch } from "./reminder-timing-mismatch";
import { rule as statsMismatch } from "./stats-mismatch";
import { rule as unknownCardType } from "./unknown-card-type";
import { rule as undeclaredKeyword } from "./undeclared-keyword";
import { rule as unknownNamedCard } from "./unknown-named-card";
import { rule as untapStepTrigger } from "./untap-step-trigger";

/** Magic's rules in reporting order. */
export const MTG_RULES: readonly Rule[] = [
  invalidManaCost,
  invalidStats,
  missingType,
  unknownCardType,
  statsMismatch,
  missingField,
  untapStepTrigger,
  cleanupStepTrigger,
  conditionalStepTrigger,
  flashOnLand,
  reminderTimingMismatch,
  obsoleteRule,
  obsoleteWording,
  encodedTimingMismatch,
  castLand,
  undeclaredKeyword,
  unknownNamedCard,
];
