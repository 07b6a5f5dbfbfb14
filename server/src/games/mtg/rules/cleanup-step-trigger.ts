/**
 * cleanup-step-trigger: a non-delayed "at the beginning of [your/each] cleanup step" trigger.
 * When it triggers, players get priority and another cleanup step follows, which triggers it
 * again: the turn never ends (CR 514.3a, 603.2b). The delayed "at the beginning of the next
 * cleanup step" is legal.
 */
import { cr } from "../cr";
import { replace } from "../../../core/rules/helpers";
import { cardPhrase, localizedStepRename } from "../../../core/model/card-text";
import type { Fix, Rule } from "../../../core/rules/types";
import type { MtgFileModel } from "../analysis/mtg-model";
import { allAbilities } from "../analysis/abilities";
import { conditionEndsItself } from "../turn-conditions";

export const rule: Rule<MtgFileModel> = {
  meta: {
    id: "cleanup-step-trigger",
    defaultSeverity: "error",
    description:
      "A non-delayed trigger at the beginning of each cleanup step, which starts another cleanup step every time: the turn never ends.",
    rules: [cr("514.3a"), cr("603.2b")],
    fixable: true,
    messages: {
      everyCleanup:
        'A trigger at the beginning of every cleanup step never lets the turn end: when it triggers, players get priority and another cleanup step begins, which triggers it again{{cite}}. Use the end step; an effect that should happen once in the cleanup step creates a delayed "{{delayed}}" trigger instead.',
    },
  },
  check({ model, report }) {
    for (const face of model.faces) {
      for (const a of allAbilities(face.abilities)) {
        for (const t of a.stepTriggers) {
          if (t.delayed || t.steps.join() !== "cleanup") continue;
          // An intervening "if" (CR 603.4) that the effect makes false ("if this creature is tapped, untap it")
          // stops the loop; one the effect leaves true ("if it's your turn", "…, draw a card") does not.
          if (t.interveningIf && conditionEndsItself(t.interveningIf.text, model.text.slice(t.interveningIf.span.end, a.line.span.end)))
            continue;
          const phraseStart = t.span.start + "at the beginning of ".length;
          const title = model.l10n.t("mtg.fix.triggerInEndStep");
          // Localized text keeps its opening and renames the step ("Zu Beginn jedes Endsegments").
          const local = localizedStepRename(model, t.stepSpan, "cleanup step", "end step");
          const fix: Fix | undefined = model.cardText
            ? local && { title, edits: [local], preferred: true, inCardTextLanguage: true }
            : { title, edits: [replace({ start: phraseStart, end: t.stepSpan.end }, "the end step")], preferred: true };
          const delayed = "at the beginning of the next cleanup step";
          report({
            span: t.stepSpan,
            messageId: "everyCleanup",
            // The trigger to write: in the card text's language, or (English card text) in the message's.
            data: { delayed: model.cardText ? (cardPhrase(model, delayed) ?? delayed) : model.l10n.term(delayed) },
            // A declared keyword's trigger is fixed in its declaration, not at its use.
            fixes: t.declaredBy || !fix ? [] : [fix],
          });
        }
      }
    }
  },
};
