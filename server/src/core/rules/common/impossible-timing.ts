/**
 * impossible-timing: a spell, card activation or ability whose timing window is empty — it can
 * never be cast or activated as written. Game-neutral: the window comes from the game's timing
 * subjects and the judge (`model/judge.ts`); the words and repairs from its `TimingAdvice`.
 * Each game cites its own sources for it (`GameModel.ruleCitations`).
 */
import { judge } from "../../model/judge";
import type { Rule } from "../types";

export const rule: Rule = {
  meta: {
    id: "impossible-timing",
    defaultSeverity: "error",
    description: "A spell or activated ability whose timing window is empty: it can never be cast or activated as written.",
    rules: [],
    fixable: true,
    // Each message leads with what is specific to the card (the constraints, quoted from its text)
    // so rows in a problems list differ at a glance; the general explanation follows.
    messages: {
      spellNoAct: "{{reason}}, so this spell can never be cast. {{remedy}}",
      abilityNoAct: "{{reason}}, so this ability can never be activated. {{remedy}}",
      spellContradictory: "{{constraints}} never hold at the same time, so this spell can never be cast. Drop one of them.",
      abilityContradictory: "{{constraints}} never hold at the same time, so this ability can never be activated. Drop one of them.",
      spellNoOverlapOne: "{{others}} leaves this spell no moment to be cast: {{base}}. {{wayOut}}",
      abilityNoOverlapOne: "{{others}} leaves this ability no moment to be activated: {{base}}. {{wayOut}}",
      spellNoOverlapMany: "{{others}} leave this spell no moment to be cast: {{base}}. {{wayOut}}",
      abilityNoOverlapMany: "{{others}} leave this ability no moment to be activated: {{base}}. {{wayOut}}",
      /** The same with the game's own words for the outcome (`TimingAdvice.never`), e.g. Yu-Gi-Oh!'s "This card cannot be activated". */
      customNoAct: "{{reason}}. {{never}}.",
      customContradictory: "{{constraints}} never hold at the same time. {{never}}: drop one of them.",
      customNoOverlapOne: "{{others}} leaves no moment to activate it: {{base}}. {{never}}. {{wayOut}}",
      customNoOverlapMany: "{{others}} leave no moment to activate it: {{base}}. {{never}}. {{wayOut}}",
    },
  },
  check({ model, report }) {
    const { timingAdvice: advice } = model.game;
    const quote = (c: Parameters<typeof advice.describeConstraint>[1]) => advice.describeConstraint(model, c);
    const and = model.l10n.t("list.andSeparator");
    for (const face of model.faces) {
      for (const s of model.game.timingSubjects(face)) {
        if (s.reportedBy) continue;
        const v = judge(s);
        if (v.kind !== "impossible") continue;
        // A game may name the subject in its own words ("This card cannot be activated"); Magic uses the default ones.
        const never = advice.never?.(model, s) ?? "";
        const what = never ? "custom" : s.kind === "spell" ? "spell" : "ability";
        const [base, ...rest] = v.conflict;
        const blame = v.conflict.find((c) => c.span);
        const at = { span: blame?.span ?? s.anchor, fixes: advice.impossibleFixes(model, s, v.conflict) };
        if (v.reason === "noPriority") report({ ...at, messageId: `${what}NoAct`, data: { never, ...advice.noActReason(model, base!) } });
        else if (v.reason === "contradictory")
          report({ ...at, messageId: `${what}Contradictory`, data: { never, constraints: v.conflict.map(quote).join(and) } });
        else {
          const data = { never, base: quote(base!), others: rest.map(quote).join(and), wayOut: advice.wayOut(model, s, v) };
          report({ ...at, messageId: `${what}NoOverlap${rest.length === 1 ? "One" : "Many"}`, data });
        }
      }
    }
  },
};
