/**
 * Magic's timing subjects (docs/language.md §3): the spell of a face and its activated abilities,
 * each with its base class (instant, sorcery, loyalty, land), permissions (flash, "as though it
 * had flash") and restrictions ("Activate only …"). The game-neutral judge (`model/judge.ts`)
 * decides their windows. Source: Comprehensive Rules 117.1a, 307.1, 601.3, 602.5, 606.3.
 */
import type { Constraint, TimingSubject } from "../../../core/model/judge";
import { cr } from "../cr";
import { keywordTiming, type KeywordTiming } from "../keyword-timings";
import { TIMING_CLASSES, type TimingClass } from "../timing-classes";
import { mtgWindow } from "../timing-space";
import { allAbilities, type Ability, type ActivatedAbility, type KeywordAbility, type KeywordUse } from "./abilities";
import type { MtgFace } from "./mtg-model";
import type { RestrictionClause, RestrictionSentence } from "./restrictions";
import { findTimingPermissions, type PermissionTarget, type TimingPermission } from "./permissions";
import { pushAll } from "../../../core/collections/append";
import { caseFold } from "../../../core/text/case-fold";

/** A constraint with what Magic knows about it: its timing class, clause or keyword. */
export interface MtgConstraint extends Constraint {
  timingClass?: TimingClass;
  clause?: RestrictionClause;
  sentence?: RestrictionSentence;
  /** The keyword that carries it (Flash, Equip…). */
  keyword?: KeywordUse;
  /**
   * The file's own keyword whose declared text states it (`keyword "Name": … Activate only …`):
   * the constraint is shown at the keyword's use and its words are in the declaration, so no fix
   * edits it here.
   */
  declaredBy?: KeywordUse;
}

/** A spell or activated ability of a Magic face. */
export interface MtgSubject extends TimingSubject<MtgConstraint> {
  face: MtgFace;
  ability?: Ability;
  /** A mana ability (adds mana): "as an instant" still matters for it (CR 605.3a). */
  manaAbility: boolean;
}

function restrictionConstraints(sentences: RestrictionSentence[], subject: "cast" | "activate"): MtgConstraint[] {
  const out: MtgConstraint[] = [];
  for (const s of sentences) {
    if (s.subject !== subject) continue;
    for (const c of s.clauses) {
      if (!c.window) continue;
      out.push({
        kind: "restriction",
        label: `'${c.text}'`,
        window: c.window,
        rules: c.rules,
        span: { start: c.start, end: c.end },
        clause: c,
        sentence: s,
        neverRedundant: c.unknownSteps.length > 0 || c.alsoACondition === true,
        conditional: c.alsoACondition === true,
      });
    }
  }
  return out;
}

/**
 * The restrictions a file's own keyword states in its declaration ("Activate only as a sorcery."),
 * shown at the keyword's use on the card. They are the keyword's rules, never "redundant" here (a
 * card's own sentence repeating them is).
 */
function declaredRestrictions(k: KeywordUse | undefined, subject: "cast" | "activate"): MtgConstraint[] {
  if (!k?.custom) return [];
  return restrictionConstraints(k.custom.definition.restrictions, subject).map((c) => ({
    kind: c.kind,
    label: `${k.name} ('${c.clause!.text}')`,
    window: c.window,
    rules: c.rules,
    span: k.span,
    quoteSpan: c.span,
    declaredBy: k,
    neverRedundant: true,
    conditional: c.conditional,
  }));
}

/** The base class a keyword ability carries ("Equip (activate only as a sorcery)"). */
function keywordBase(t: KeywordTiming, k: KeywordUse): MtgConstraint {
  const cls = TIMING_CLASSES[t.activation ?? "instant"];
  const words = cls.id === "sorcery" ? "activate only as a sorcery" : "any time you could cast an instant";
  return { kind: "base", label: `${t.name} (${words})`, window: cls.window, rules: t.rules, timingClass: cls, keyword: k };
}

const permissionCache = new WeakMap<Ability, TimingPermission[]>();

/** The timing permissions written in one ability line, computed once. */
function permissionsOf(a: Ability, selfNames: readonly string[]): TimingPermission[] {
  let p = permissionCache.get(a);
  if (!p) {
    p = findTimingPermissions(a.masked, selfNames);
    permissionCache.set(a, p);
  }
  return p;
}

/** The face's written timing permissions (`permissions.ts`) whose target `wanted` accepts, as constraints. */
function facePermissions(face: MtgFace, wanted: (t: PermissionTarget) => boolean): MtgConstraint[] {
  return face.abilities.flatMap((a) =>
    permissionsOf(a, face.selfNames)
      .filter((p: TimingPermission) => wanted(p.target))
      .map((p): MtgConstraint => ({
        kind: "permission",
        label: p.label,
        window: p.window,
        rules: p.rules,
        neverRedundant: p.alsoACost,
        conditional: p.conditional || p.alsoACost,
        span: { start: a.line.span.start + p.start, end: a.line.span.start + p.end },
      })),
  );
}

function baseConstraint(cls: TimingClass, label?: string): MtgConstraint {
  return { kind: "base", label: label ?? cls.label, window: cls.window, rules: cls.rules, timingClass: cls };
}

/** The spell (or land) of a face, with its permissions and "Cast this spell only …" restrictions; none for a token or emblem. */
function spellSubject(face: MtgFace): MtgSubject | undefined {
  const types = face.typeLine?.types;
  // A token or an emblem is created by an effect, never cast or played (CR 111.1, 114.1).
  if (!types || types.size === 0 || face.typeLine?.objectKind) return undefined;
  const isLand = types.has("land");
  const cls = isLand ? TIMING_CLASSES.land : types.has("instant") ? TIMING_CLASSES.instant : TIMING_CLASSES.sorcery;
  const label = isLand ? "Playing a land" : cls.id === "instant" ? "Instants" : "Sorcery-speed spells";
  const permissions: MtgConstraint[] = [];
  const restrictions: MtgConstraint[] = [];
  for (const a of face.abilities) {
    if (a.kind === "keywords") {
      for (const k of a.keywords) {
        if (k.timing?.widensToInstant) {
          // Flash on a land: still only on your own turn with a land play left (CR 305.3, 702.8a).
          let window = isLand ? mtgWindow({ turns: ["you"] }) : TIMING_CLASSES.instant.window;
          if (k.timing.castWindow) window = window.intersect(mtgWindow(k.timing.castWindow));
          // Only Flash is nothing but a permission; Madness and Sneak are also alternative costs, never "redundant".
          // A file's own keyword declared as "Flash" is Flash under another name.
          const def = k.custom?.definition;
          const pure = def
            ? def.kind === "keywords" && def.keywords.length === 1 && def.keywords[0]!.name === "Flash"
            : k.timing.name === "Flash";
          permissions.push({
            kind: "permission",
            label: k.timing.name,
            window,
            neverRedundant: !pure,
            conditional: !pure,
            rules: k.timing.rules,
            span: k.itemSpan,
            keyword: k,
          });
        }
      }
    }
    pushAll(restrictions, restrictionConstraints(a.restrictions, "cast"));
    if (a.kind === "keywords") for (const k of a.keywords) pushAll(restrictions, declaredRestrictions(k, "cast"));
  }
  pushAll(
    permissions,
    facePermissions(face, (t) => t.kind === "spell"),
  );
  const anchor = face.typeField?.valueSpan ?? face.node.nameSpan;
  return { kind: "spell", face, anchor, base: baseConstraint(cls, label), permissions, restrictions, manaAbility: false };
}

function activatedSubject(face: MtgFace, a: ActivatedAbility): MtgSubject {
  const restrictions = restrictionConstraints(a.restrictions, "activate");
  const k = a.labelKeyword;
  const t = k?.timing;
  if (k && t?.kind === "activated" && t.activation) {
    // A keyword written as a label ("Forecast — {1}{W}, Reveal this card: …") carries its own timing.
    // eslint-disable-next-line no-restricted-syntax -- a keyword's own restrictions: a few, from the game data
    restrictions.unshift(...declaredRestrictions(k, "activate"));
    if (t.restrict) {
      restrictions.unshift({
        kind: "restriction",
        label: `${t.name} (${t.restrict.words})`,
        window: mtgWindow(t.restrict),
        rules: t.rules,
        span: k.span,
        keyword: k,
        neverRedundant: true,
      });
    }
    return {
      kind: "activated",
      face,
      ability: a,
      anchor: a.cost,
      base: keywordBase(t, k),
      permissions: [],
      restrictions,
      manaAbility: false,
    };
  }
  if (a.addsMana) for (const r of restrictions) if (r.clause?.kind === "asInstant") r.neverRedundant = true;
  // A Class level bar "{cost}: Level N" is activated only as a sorcery (CR 716.2a).
  const effect = a.masked.slice(a.cost.end - a.line.span.start + 1);
  if (/^\s*level \d+\b/i.test(effect)) {
    const base: MtgConstraint = {
      kind: "base",
      label: "Class level abilities",
      window: TIMING_CLASSES.sorcery.window,
      rules: [cr("716.2a")],
      timingClass: { ...TIMING_CLASSES.sorcery, label: "Class level abilities" },
    };
    return { kind: "activated", face, ability: a, anchor: a.cost, base, permissions: [], restrictions, manaAbility: false };
  }
  const cls = a.loyalty ? TIMING_CLASSES.loyalty : TIMING_CLASSES.instant;
  const label = a.loyalty ? "Loyalty abilities" : "Activated abilities";
  const permissions = a.loyalty ? facePermissions(face, (t) => t.kind === "loyalty") : [];
  return {
    kind: "activated",
    face,
    ability: a,
    anchor: a.cost,
    base: baseConstraint(cls, label),
    permissions,
    restrictions,
    manaAbility: a.addsMana,
  };
}

function keywordSubjects(face: MtgFace, a: KeywordAbility): MtgSubject[] {
  const out: MtgSubject[] = [];
  for (const k of a.keywords) {
    const t = k.timing ?? keywordTiming(k.name);
    if (t?.kind !== "activated" || !t.activation) continue;
    const restrictions = [...declaredRestrictions(k, "activate"), ...restrictionConstraints(a.restrictions, "activate")];
    if (t.restrict) {
      restrictions.unshift({
        kind: "restriction",
        label: `${t.name} (${t.restrict.words})`,
        window: mtgWindow(t.restrict),
        rules: t.rules,
        span: k.span,
        keyword: k,
        neverRedundant: true,
      });
    }
    const permissions = facePermissions(face, (p) => p.kind === "keyword" && caseFold(p.keyword) === caseFold(k.name));
    out.push({
      kind: "activated",
      face,
      ability: a,
      anchor: k.itemSpan,
      base: keywordBase(t, k),
      permissions,
      restrictions,
      manaAbility: false,
    });
  }
  return out;
}

const subjectsCache = new WeakMap<MtgFace, MtgSubject[]>();

/**
 * Every spell and activated ability of a face whose timing can be judged. Computed once per face
 * (several rules and the hover ask for them).
 */
export function timingSubjects(face: MtgFace): MtgSubject[] {
  let cached = subjectsCache.get(face);
  if (!cached) {
    cached = computeSubjects(face);
    subjectsCache.set(face, cached);
  }
  return cached;
}

function computeSubjects(face: MtgFace): MtgSubject[] {
  const out: MtgSubject[] = [];
  const spell = spellSubject(face);
  if (spell) out.push(spell);
  // Abilities granted in quotes are judged like the card's own (the object that gets them has them).
  for (const a of allAbilities(face.abilities)) {
    if (a.kind === "activated") out.push(activatedSubject(face, a));
    else if (a.kind === "keywords") pushAll(out, keywordSubjects(face, a));
  }
  return out;
}
