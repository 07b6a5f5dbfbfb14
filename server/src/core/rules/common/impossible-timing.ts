/**
 * impossible-timing: a spell, card activation or ability whose timing window is empty — it can
 * never be cast or activated as written. Game-neutral: the window comes from the game's timing
 * subjects and the judge (`timing/judge.ts`); the words and repairs from its `TimingAdvice`.
 * Each game cites its own sources for it (`GameModel.ruleCitations`).
 */
import { judge } from "../../timing/judge";
import type { Rule } from "../types";

export const rule: Rule = {
  meta: {
    id: "impossible-timing",
    defaultSeverity: "error",
    description: "A spell or activated ability whose timing window is empty: it can never be cast or activated as written.",
    rules: [],
    fixable: true,
    messages: {
      spellNoAct: "This spell can never be cast: {{reason}}",
      abilityNoAct: "This ability can never be activated: {{reason}}",
      spellContradictory: "This spell can never be cast: {{constraints}} never hold at the same time. Drop one of them.",
      abilityContradictory: "This ability can never be activated: {{constraints}} never hold at the same time. Drop one of them.",
      spellNoOverlapOne: "This spell can never be cast: {{base}}; {{others}} never overlaps it. {{wayOut}}",
      abilityNoOverlapOne: "This ability can never be activated: {{base}}; {{others}} never overlaps it. {{wayOut}}",
      spellNoOverlapMany: "This spell can never be cast: {{base}}; {{others}} never overlap it. {{wayOut}}",
      abilityNoOverlapMany: "This ability can never be activated: {{base}}; {{others}} never overlap it. {{wayOut}}",
      /** The same with the game's own opening words (`TimingAdvice.never`), e.g. Yu-Gi-Oh!'s "This card cannot be activated". */
      customNoAct: "{{never}}: {{reason}}",
      customContradictory: "{{never}}: {{constraints}} never hold at the same time. Drop one of them.",
      customNoOverlapOne: "{{never}}: {{base}}; {{others}} never overlaps it. {{wayOut}}",
      customNoOverlapMany: "{{never}}: {{base}}; {{others}} never overlap it. {{wayOut}}",
    },
  },
  check({ model, report }) {
    const { timingAdvice: advice } = model.game;
    const quote = (c: Parameters<typeof advice.describeConstraint>[1]) => advice.describeConstraint(model, c);
    for (const face of model.faces) {
      for (const s of model.game.timingSubjects(face)) {
        const v = judge(s);
        if (v.kind !== "impossible") continue;
        // A game may name the subject in its own words ("This card cannot be activated"); Magic uses the default ones.
        const never = advice.never?.(s) ?? "";
        const what = never ? "custom" : s.kind === "spell" ? "spell" : "ability";
        const [base, ...rest] = v.conflict;
        const blame = v.conflict.find((c) => c.span);
        const at = { span: blame?.span ?? s.anchor, fixes: advice.impossibleFixes(model, s, v.conflict) };
        if (v.reason === "noPriority")
          report({ ...at, messageId: `${what}NoAct`, data: { never, reason: advice.noActReason(model, base!) } });
        else if (v.reason === "contradictory")
          report({ ...at, messageId: `${what}Contradictory`, data: { never, constraints: v.conflict.map(quote).join(" and ") } });
        else {
          const data = { never, base: quote(base!), others: rest.map(quote).join(" and "), wayOut: advice.wayOut(s, v) };
          report({ ...at, messageId: `${what}NoOverlap${rest.length === 1 ? "One" : "Many"}`, data });
        }
      }
    }
  },
};
