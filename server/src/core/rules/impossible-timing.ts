/**
 * impossible-timing: a spell or activated ability whose timing window is empty — it can never
 * be cast or activated as written (`shared/reference/mtg-timing.md` §1b.3, cells marked ∅).
 */
import { cr } from "../model/cr";
import { STEPS } from "../model/mtg/turn-structure";
import { judge, timingSubjects, type Constraint, type TimingSubject } from "../analysis/timing";
import type { FileModel } from "../analysis/card-model";
import { citation, describeConstraint, insertTextLine, removeRestriction, replace } from "./helpers";
import type { Fix, Rule } from "./types";

const quote = (model: FileModel, c: Constraint) => describeConstraint(model, c);

function restrictionRemoval(model: FileModel, c: Constraint): Fix | undefined {
  if (!c.sentence || !c.clause) return undefined;
  return { title: `Remove the restriction '${c.clause.text}'`, edits: [removeRestriction(model, c.sentence, c.clause)] };
}

function fixes(model: FileModel, s: TimingSubject, conflict: Constraint[]): Fix[] {
  const out: Fix[] = [];
  const types = s.face.typeLine?.types;
  if (s.kind === "spell" && s.base.timingClass?.id === "sorcery" && types) {
    const sorcery = s.face.typeLine!.words.find((w) => w.text.toLowerCase() === "sorcery");
    if (sorcery && s.face.typeField && types.size === 1) {
      const start = s.face.typeField.valueSpan.start + sorcery.offset;
      out.push({ title: "Change type to Instant", edits: [replace({ start, end: start + sorcery.text.length }, "Instant")], preferred: true });
    }
    if (!types.has("land")) out.push({ title: "Add Flash", edits: [insertTextLine(model, s.face, "Flash")], preferred: out.length === 0 });
  }
  for (const c of conflict) {
    const fix = c.kind === "restriction" ? restrictionRemoval(model, c) : undefined;
    if (fix) out.push({ ...fix, preferred: out.length === 0 });
  }
  return out;
}

/** What the designer can change, by what the subject is. */
function wayOut(s: TimingSubject): string {
  if (s.kind === "spell") {
    const types = s.face.typeLine?.types;
    if (s.base.timingClass?.id === "land") return "Drop the restriction: a land can be played only in your own main phase.";
    if (types && types.size === 1 && types.has("sorcery")) return "Make it an Instant, give it Flash, or drop the restriction.";
    return "Give it Flash or drop the restriction.";
  }
  if (s.base.keyword) return `Drop the restriction: ${s.base.keyword.name} always works at sorcery speed.`;
  if (s.base.timingClass?.id === "loyalty") return "Drop the restriction: loyalty abilities always work at sorcery speed.";
  return "Drop the restriction or the sorcery timing.";
}

export const rule: Rule = {
  meta: {
    id: "impossible-timing",
    games: ["mtg"],
    defaultSeverity: "error",
    description: "A spell or activated ability whose timing window is empty: it can never be cast or activated as written.",
    rules: [cr("117.1a"), cr("307.1"), cr("502.4"), cr("602.5d"), cr("606.3")],
    fixable: true,
  },
  check({ model, report }) {
    for (const face of model.faces) {
      for (const s of timingSubjects(face)) {
        const v = judge(s);
        if (v.kind !== "impossible") continue;
        const what = s.kind === "spell" ? "This spell can never be cast" : "This ability can never be activated";
        let message: string;
        if (v.reason === "noPriority") {
          const c = v.conflict[0]!;
          message = `${what}: ${quote(model, c)} allows only the untap step or another moment in which nobody gets priority${citation(model, STEPS.untap.rules.slice(-1))}. Use the upkeep instead, or drop the restriction.`;
        } else if (v.reason === "contradictory") {
          message = `${what}: ${v.conflict.map((c) => quote(model, c)).join(" and ")} never hold at the same time. Drop one of them.`;
        } else {
          const [base, ...rest] = v.conflict;
          message = `${what}: ${quote(model, base!)}; ${rest.map((c) => quote(model, c)).join(" and ")} never overlap${rest.length === 1 ? "s" : ""} it. ${wayOut(s)}`;
        }
        const blame = v.conflict.find((c) => c.span);
        report({ span: blame?.span ?? s.anchor, message, fixes: fixes(model, s, v.conflict) });
      }
    }
  },
};
