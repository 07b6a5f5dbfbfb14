/**
 * Timing windows of spells and activated abilities (LANGUAGE.md §3):
 * base class ∪ permissions (flash), ∩ every restriction, ∩ the steps in which players get priority.
 * Source: `shared/reference/mtg-timing.md` §1b.3 (satisfiability matrix).
 */
import type { Span } from "../../../../grammar/src/index";
import { cr, type Citation } from "../model/cr";
import { keywordTiming } from "../model/mtg/keyword-timings";
import { TIMING_CLASSES, type TimingClass } from "../model/mtg/timing-classes";
import { TimingWindow } from "../model/timing-window";
import type { Ability, ActivatedAbility, KeywordAbility, KeywordUse } from "./abilities";
import type { FaceModel } from "./card-model";
import type { RestrictionClause, RestrictionSentence } from "./restrictions";
import { findFlashPermission } from "./restrictions";

/** One constraint on a window: the base class, a permission, or a restriction clause. */
export interface Constraint {
  kind: "base" | "permission" | "restriction";
  /** How messages quote it: "Sorcery-speed spells", "'during combat'", "Flash". */
  label: string;
  window: TimingWindow;
  rules: Citation[];
  /** Where it is written; undefined for a base class implied by the type line. */
  span?: Span;
  timingClass?: TimingClass;
  clause?: RestrictionClause;
  sentence?: RestrictionSentence;
  /** The keyword that carries it (Flash, Equip…). */
  keyword?: KeywordUse;
}

/** A spell or activated ability whose timing is checked. */
export interface TimingSubject {
  kind: "spell" | "activated";
  face: FaceModel;
  ability?: Ability;
  /** What to underline when no restriction is to blame: the type line value, or the ability's cost/keyword. */
  anchor: Span;
  base: Constraint;
  permissions: Constraint[];
  restrictions: Constraint[];
  /** A mana ability (adds mana): "as an instant" still matters for it (CR 605.3a). */
  manaAbility: boolean;
}

export type Verdict =
  | { kind: "ok"; window: TimingWindow }
  /** Priority only in the rare cleanup window (CR 514.3a). */
  | { kind: "rare"; window: TimingWindow }
  | { kind: "impossible"; reason: "noPriority" | "contradictory" | "base"; conflict: Constraint[] };

const priorityAll = TimingWindow.priority(true);
const priorityNormal = TimingWindow.priority(false);

function restrictionConstraints(sentences: RestrictionSentence[], subject: "cast" | "activate"): Constraint[] {
  const out: Constraint[] = [];
  for (const s of sentences) {
    if (s.subject !== subject) continue;
    for (const c of s.clauses) {
      if (!c.window) continue;
      out.push({ kind: "restriction", label: `'${c.text}'`, window: c.window, rules: c.rules, span: { start: c.start, end: c.end }, clause: c, sentence: s });
    }
  }
  return out;
}

function baseConstraint(cls: TimingClass, label?: string): Constraint {
  return { kind: "base", label: label ?? cls.label, window: cls.window, rules: cls.rules, timingClass: cls };
}

/** The spell (or land) of a face, with its permissions and "Cast this spell only …" restrictions. */
function spellSubject(face: FaceModel): TimingSubject | undefined {
  const types = face.typeLine?.types;
  if (!types || types.size === 0) return undefined;
  const isLand = types.has("land");
  const cls = isLand ? TIMING_CLASSES.land : types.has("instant") ? TIMING_CLASSES.instant : TIMING_CLASSES.sorcery;
  const label = isLand ? "Playing a land" : cls.id === "instant" ? "Instants" : "Sorcery-speed spells";
  const permissions: Constraint[] = [];
  const restrictions: Constraint[] = [];
  for (const a of face.abilities) {
    if (a.kind === "keywords") {
      for (const k of a.keywords) {
        if (k.timing?.widensToInstant) {
          // Flash on a land: still only on your own turn with a land play left (CR 305.3, 702.8a).
          const window = isLand ? TimingWindow.of({ turns: ["you"] }) : TIMING_CLASSES.instant.window;
          permissions.push({ kind: "permission", label: "Flash", window, rules: k.timing.rules, span: k.itemSpan, keyword: k });
        }
      }
    }
    const flash = findFlashPermission(a.masked, face.selfNames);
    if (flash) {
      permissions.push({
        kind: "permission", label: "'as though it had flash'", window: TIMING_CLASSES.instant.window, rules: [cr("601.3b")],
        span: { start: a.line.span.start + flash.start, end: a.line.span.start + flash.end },
      });
    }
    restrictions.push(...restrictionConstraints(a.restrictions, "cast"));
  }
  const anchor = face.typeField?.valueSpan ?? face.node.nameSpan;
  return { kind: "spell", face, anchor, base: baseConstraint(cls, label), permissions, restrictions, manaAbility: false };
}

function activatedSubject(face: FaceModel, a: ActivatedAbility): TimingSubject {
  const restrictions = restrictionConstraints(a.restrictions, "activate");
  const k = a.labelKeyword;
  const t = k?.timing;
  if (k && t?.kind === "activated" && t.activation) {
    // A keyword written as a label ("Forecast — {1}{W}, Reveal this card: …") carries its own timing.
    if (t.restrict) {
      restrictions.unshift({ kind: "restriction", label: `${t.name} (${t.restrict.words})`, window: TimingWindow.of(t.restrict), rules: t.rules, span: k.span, keyword: k });
    }
    const cls = TIMING_CLASSES[t.activation];
    return {
      kind: "activated", face, ability: a, anchor: a.cost, permissions: [], restrictions, manaAbility: false,
      base: { kind: "base", label: `${t.name} (${cls.id === "sorcery" ? "activate only as a sorcery" : "any time you could cast an instant"})`, window: cls.window, rules: t.rules, timingClass: cls, keyword: k },
    };
  }
  const cls = a.loyalty ? TIMING_CLASSES.loyalty : TIMING_CLASSES.instant;
  const label = a.loyalty ? "Loyalty abilities" : "Activated abilities";
  return {
    kind: "activated", face, ability: a, anchor: a.cost, base: baseConstraint(cls, label), permissions: [],
    restrictions, manaAbility: a.addsMana,
  };
}

function keywordSubjects(face: FaceModel, a: KeywordAbility): TimingSubject[] {
  const out: TimingSubject[] = [];
  for (const k of a.keywords) {
    const t = k.timing ?? keywordTiming(k.name);
    if (t?.kind !== "activated" || !t.activation) continue;
    const cls = TIMING_CLASSES[t.activation];
    const restrictions = restrictionConstraints(a.restrictions, "activate");
    if (t.restrict) {
      restrictions.unshift({ kind: "restriction", label: `${t.name} (${t.restrict.words})`, window: TimingWindow.of(t.restrict), rules: t.rules, span: k.span, keyword: k });
    }
    out.push({
      kind: "activated", face, ability: a, anchor: k.itemSpan,
      base: { kind: "base", label: `${t.name} (${cls.id === "sorcery" ? "activate only as a sorcery" : "any time you could cast an instant"})`, window: cls.window, rules: t.rules, timingClass: cls, keyword: k },
      permissions: [], restrictions, manaAbility: false,
    });
  }
  return out;
}

const subjectsCache = new WeakMap<FaceModel, TimingSubject[]>();

/**
 * Every spell and activated ability of a face whose timing can be judged. Computed once per face
 * (several rules and the hover ask for them).
 */
export function timingSubjects(face: FaceModel): TimingSubject[] {
  let cached = subjectsCache.get(face);
  if (!cached) {
    cached = computeSubjects(face);
    subjectsCache.set(face, cached);
  }
  return cached;
}

function computeSubjects(face: FaceModel): TimingSubject[] {
  const out: TimingSubject[] = [];
  const spell = spellSubject(face);
  if (spell) out.push(spell);
  for (const a of face.abilities) {
    if (a.kind === "activated") out.push(activatedSubject(face, a));
    else if (a.kind === "keywords") out.push(...keywordSubjects(face, a));
  }
  return out;
}

/** The window a subject can be used in: (base ∪ permissions) ∩ restrictions, before priority. */
export function subjectWindow(s: TimingSubject, omit?: Constraint): TimingWindow {
  let w = s.base.window;
  for (const p of s.permissions) if (p !== omit) w = w.union(p.window);
  for (const r of s.restrictions) if (r !== omit) w = w.intersect(r.window);
  return w;
}

/** Judges a subject: usable, usable only in the rare cleanup window, or never (with the constraints to blame). */
export function judge(s: TimingSubject): Verdict {
  const w = subjectWindow(s);
  if (w.intersect(priorityAll).isEmpty()) {
    let onlyRestrictions = TimingWindow.all();
    for (const r of s.restrictions) onlyRestrictions = onlyRestrictions.intersect(r.window);
    if (s.restrictions.length > 0 && onlyRestrictions.intersect(priorityAll).isEmpty()) {
      if (!onlyRestrictions.isEmpty()) return { kind: "impossible", reason: "noPriority", conflict: s.restrictions.filter((r) => r.window.intersect(priorityAll).isEmpty()) };
      // Find a pair of restrictions that exclude each other (bounded: real cards have a handful).
      const n = Math.min(s.restrictions.length, 32);
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          if (s.restrictions[i]!.window.intersect(s.restrictions[j]!.window).isEmpty()) {
            return { kind: "impossible", reason: "contradictory", conflict: [s.restrictions[i]!, s.restrictions[j]!] };
          }
        }
      }
      return { kind: "impossible", reason: "contradictory", conflict: s.restrictions };
    }
    let widened = s.base.window;
    for (const p of s.permissions) widened = widened.union(p.window);
    const blamed = s.restrictions.find((r) => widened.intersect(r.window).intersect(priorityAll).isEmpty());
    return { kind: "impossible", reason: "base", conflict: [s.base, ...(blamed ? [blamed] : s.restrictions)] };
  }
  if (w.intersect(priorityNormal).isEmpty()) return { kind: "rare", window: w };
  return { kind: "ok", window: w };
}

/** A constraint that changes nothing, and the constraint that already does its work. */
export interface Redundancy {
  constraint: Constraint;
  /** The base class, or another permission/restriction, that makes it redundant. */
  coveredBy: Constraint;
}

/**
 * Constraints that change nothing: removing them leaves the usable window (with priority) the same.
 * Judged one after another, each with the ones already found redundant taken away, so removing
 * every reported constraint together still changes nothing. Skips subjects with more than 32
 * constraints (no real card has that many). "As an instant" on a mana ability is never redundant
 * (it stops activation while paying costs, CR 605.3a).
 */
export function redundantConstraints(s: TimingSubject): Redundancy[] {
  const all = [...s.permissions, ...s.restrictions];
  if (all.length === 0 || all.length > 32) return [];
  const removed = new Set<Constraint>();
  const windowWithout = (omit: ReadonlySet<Constraint>) => {
    let w = s.base.window;
    for (const p of s.permissions) if (!omit.has(p)) w = w.union(p.window);
    for (const r of s.restrictions) if (!omit.has(r)) w = w.intersect(r.window);
    return w.intersect(priorityAll);
  };
  const out: Redundancy[] = [];
  for (const c of all) {
    if (c.keyword && c.kind === "restriction") continue;
    if (c.clause?.unknownSteps.length) continue;
    if (c.clause?.kind === "asInstant" && s.manaAbility) continue;
    const before = windowWithout(removed);
    const trial = new Set(removed).add(c);
    const without = windowWithout(trial);
    if (without.isEmpty() || !before.equals(without)) continue;
    removed.add(c);
    out.push({ constraint: c, coveredBy: coveringConstraint(s, c, trial) });
  }
  return out;
}

/** The constraint that already does `c`'s work: another permission (or the base) that allows at least as much, or a restriction (or the base) that limits at least as much. */
function coveringConstraint(s: TimingSubject, c: Constraint, removed: ReadonlySet<Constraint>): Constraint {
  const within = (a: TimingWindow, b: TimingWindow) => a.intersect(priorityAll).intersect(b).equals(a.intersect(priorityAll));
  if (c.kind === "permission") {
    const other = s.permissions.find((p) => !removed.has(p) && within(c.window, p.window));
    return other ?? s.base;
  }
  let widened = s.base.window;
  for (const p of s.permissions) widened = widened.union(p.window);
  if (within(widened, c.window)) return s.base;
  return s.restrictions.find((r) => !removed.has(r) && within(r.window, c.window)) ?? s.base;
}
