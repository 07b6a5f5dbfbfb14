/**
 * redundant-timing: a restriction or keyword that changes nothing about when something can be
 * used (Flash on an instant, "only during your turn" on a sorcery, "as a sorcery" on a loyalty
 * ability). Reported as info with the Unnecessary tag.
 */
import { cr } from "../model/cr";
import { redundantConstraints, timingSubjects, type Constraint } from "../analysis/timing";
import type { FileModel } from "../analysis/card-model";
import { citation, describeConstraint, removeFromLine, removeListItem, removeRestriction } from "./helpers";
import type { Fix, Rule } from "./types";

function removal(model: FileModel, c: Constraint): Fix | undefined {
  if (!c.span) return undefined;
  if (c.sentence && c.clause) {
    return { title: `Remove '${c.clause.text}'`, edits: [removeRestriction(model, c.sentence, c.clause)], safe: true };
  }
  // A permission sentence ("You may cast this spell as though it had flash.") goes with its period.
  const span = !c.keyword && model.text[c.span.end] === "." ? { start: c.span.start, end: c.span.end + 1 } : c.span;
  if (c.keyword) {
    // A keyword in a keyword line: remove it with its separating comma.
    const lineNo = model.lines.positionAt(c.span.start).line;
    const lineStart = model.lines.lineStart(lineNo);
    const next = lineNo + 1 < model.lines.lineCount ? model.lines.lineStart(lineNo + 1) : model.text.length;
    return { title: `Remove ${c.label}`, edits: [removeListItem(model, { start: lineStart, end: next }, c.span)], safe: true };
  }
  return { title: `Remove ${c.label}`, edits: [removeFromLine(model, span)], safe: true };
}

export const rule: Rule = {
  meta: {
    id: "redundant-timing",
    games: ["mtg"],
    defaultSeverity: "info",
    description: "A timing restriction or keyword that changes nothing.",
    rules: [cr("307.1"), cr("602.5d"), cr("606.3"), cr("702.8b")],
    tags: ["unnecessary"],
    fixable: true,
  },
  check({ model, report }) {
    for (const face of model.faces) {
      for (const s of timingSubjects(face)) {
        for (const { constraint: c, coveredBy } of redundantConstraints(s)) {
          if (!c.span) continue;
          const why = coveredBy.label === c.label
            ? `it is given twice`
            : coveredBy.kind === "base"
            ? describeConstraint(model, coveredBy, true)
            : coveredBy.kind === "permission"
              ? `${describeConstraint(model, coveredBy)} already allows every moment it adds`
              : `${describeConstraint(model, coveredBy)} already limits it at least as much`;
          const message = `${c.label}${citation(model, c.rules)} changes nothing here: ${why}.`;
          const fix = removal(model, c);
          report({ span: c.span, message, fixes: fix ? [fix] : [] });
        }
      }
    }
  },
};
