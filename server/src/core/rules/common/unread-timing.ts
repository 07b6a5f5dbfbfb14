/**
 * unread-timing: a sentence or clause that reads like timing — a restriction ("Activate only …"),
 * a trigger phrase ("At the beginning of …"), a timing condition ("During the End Phase:") or a
 * near-miss of one ("At the begining of", "only durng combat") — that CardScript did not read into
 * a window, so no timing check and no Timing Map row covers it. Info by default: the card may be
 * right, but a clean run does not vouch for it. A near-miss names the known phrase and offers it
 * as a quick fix. Game-neutral: the game lists the sentences (`GameModel.timingSentences`); a
 * sentence another rule already reports (`unknown-step`) is left to that rule.
 */
import { writtenWords } from "../../model/card-text";
import { unreadTimingSentences } from "../../model/coverage";
import { replace } from "../helpers";
import type { Rule } from "../types";

export const rule: Rule = {
  meta: {
    id: "unread-timing",
    defaultSeverity: "info",
    description: "A timing sentence or clause that CardScript could not read, so no timing check covers it.",
    rules: [],
    fixable: true,
    messages: {
      unread: "CardScript could not read the timing in '{{text}}': no timing check and no Timing Map row covers it.",
      nearMiss: "'{{written}}' looks like '{{known}}': as written, CardScript could not read the timing in '{{text}}'.",
    },
  },
  check({ model, report }) {
    for (const { sentence: s } of unreadTimingSentences(model)) {
      if (s.reportedBy) continue;
      const span = { start: s.start, end: s.end };
      const text = writtenWords(model, span, model.text.slice(s.start, s.end)).replace(/[.,:]$/, "");
      const near = s.nearMiss;
      if (!near) {
        report({ span, messageId: "unread", data: { text } });
        continue;
      }
      const written = writtenWords(model, near, near.text);
      report({
        span,
        messageId: "nearMiss",
        data: { written, known: near.suggestion, text },
        fixes: [
          {
            title: model.l10n.t("fix.changeTo", { name: near.suggestion }),
            edits: [replace({ start: near.start, end: near.end }, near.suggestion)],
            preferred: true,
            ...(model.cardText ? { inCardTextLanguage: true } : {}),
          },
        ],
      });
    }
  },
};
