/**
 * Every rule, by id. Adding a rule: write `rules/<id>.ts` exporting `rule`, its test
 * `test/rules/<id>.test.ts` and its doc `docs/rules/<id>.md`, and list it here
 * (`test/rules/registry.test.ts` fails when one of the three is missing).
 */
import { rule as conditionalStepTrigger } from "./conditional-step-trigger";
import { rule as cleanupStepTrigger } from "./cleanup-step-trigger";
import { rule as duplicateCardName } from "./duplicate-card-name";
import { rule as duplicateField } from "./duplicate-field";
import { rule as flashOnLand } from "./flash-on-land";
import { rule as impossibleTiming } from "./impossible-timing";
import { rule as invalidManaCost } from "./invalid-mana-cost";
import { rule as invalidStats } from "./invalid-stats";
import { rule as missingType } from "./missing-type";
import { rule as obsoleteRule } from "./obsolete-rule";
import { rule as obsoleteWording } from "./obsolete-wording";
import { rule as rareTimingWindow } from "./rare-timing-window";
import { rule as redundantTiming } from "./redundant-timing";
import { rule as statsMismatch } from "./stats-mismatch";
import { rule as syntaxError } from "./syntax-error";
import { rule as unknownCardType } from "./unknown-card-type";
import { rule as unknownField } from "./unknown-field";
import { rule as unknownStep } from "./unknown-step";
import { rule as untapStepTrigger } from "./untap-step-trigger";
import type { Rule } from "./types";

/** All rules in reporting order. */
export const RULES: readonly Rule[] = [
  syntaxError, unknownField, duplicateField, invalidManaCost, invalidStats, missingType, unknownCardType, statsMismatch,
  duplicateCardName, impossibleTiming, rareTimingWindow, untapStepTrigger, cleanupStepTrigger, conditionalStepTrigger,
  flashOnLand, redundantTiming, unknownStep, obsoleteRule, obsoleteWording,
];


const byId = new Map(RULES.map((r) => [r.meta.id, r]));

/** The rule with this id, or undefined. */
export function ruleById(id: string): Rule | undefined {
  return byId.get(id);
}

/** Every rule id. */
export function ruleIds(): string[] {
  return RULES.map((r) => r.meta.id);
}
