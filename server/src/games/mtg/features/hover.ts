/**
 * Hover in Magic's vocabulary (the game-neutral part — comments, directives, field names — is
 * `features/hover.ts`):
 *
 * - a step or phase name anywhere in rules text: what happens there, priority, when it exists,
 *   what triggers there, rule numbers, and the turn strip with the step marked;
 * - a keyword (on a keyword line or granted in effect text): meaning, timing, 702.x rule, and
 *   for activated/triggered keywords the computed window;
 * - an ability: its trigger condition, activation cost or restriction sentence shows the
 *   computed timing window in words with the strip marked;
 * - symbols in braces (`{W/U}`, `{T}`), the type line (the spell's window), card names and
 *   ability words.
 *
 * Pure: reads the analysis, no IO, no LSP imports. Spans are UTF-16 offsets.
 */
import { escapeMarkdown } from "../../../core/features/markdown";
import { headerDirective, type CardNode, type FieldNode, type Span } from "../../../../../grammar/src/index";
import { cite, type Citation } from "../../../core/l10n/citation";
import type { SpanDoc } from "../../../core/game/game-features";
import { judge, subjectWindow, type Constraint } from "../../../core/model/judge";
import type { Ability, ActivatedAbility, KeywordUse, TriggeredAbility } from "../analysis/abilities";
import type { MtgFace, MtgFileModel } from "../analysis/mtg-model";
import { timingSubjects, type MtgConstraint, type MtgSubject } from "../analysis/timing-subjects";
import { constraintLabel } from "../../../core/model/constraint-label";
import { cr } from "../cr";
import { keywordTiming } from "../keyword-timings";
import { MTG_TIMING, mtgWindow, mtgWords } from "../timing-space";
import { joinList } from "../../../core/l10n/localizer";
import { writtenWords } from "../../../core/model/card-text";
import { STEPS, turnStrip } from "../turn-structure";
import { fieldMarkdown, keywordMarkdown, rulesLine, stepNameDoc, symbolMarkdown } from "./hover-docs";
import { lineMentions, SYMBOL_PATTERN, type LineMention } from "./hover-mentions";
import { triggerTiming } from "./hover-triggers";
import { windowWords } from "./window-words";
import { matchesOf } from "../../../core/text/matches";
import { pushAll } from "../../../core/collections/append";
import { allObsoleteHits } from "../rules/obsolete-terms-scan";
import { obsoleteTermWords } from "../obsolete-terms";

const priorityNormal = MTG_TIMING.priority(false);
const priorityAll = MTG_TIMING.priority(true);

const inside = (span: Span, offset: number) => span.start <= offset && offset < span.end;

function constraintLine(c: Constraint, model: MtgFileModel): string {
  const { l10n } = model;
  const c2 = cite(c.rules, model.edition);
  const label = escapeMarkdown(constraintLabel(model, c as MtgConstraint));
  const what =
    c.kind === "base"
      ? c.timingClass
        ? `${label}: ${l10n.term(c.timingClass.summary)}`
        : label
      : l10n.t(c.kind === "permission" ? "mtg.hover.permission" : "mtg.hover.restriction", { label });
  return `- ${what}${c2 ? ` (${c2})` : ""}`;
}

/** The window section for a spell or activated ability: verdict, strip, and the constraints that make it. */
function subjectSection(model: MtgFileModel, s: MtgSubject, verb: string): string[] {
  const { l10n } = model;
  const verdict = judge(s);
  const lines: string[] = [];
  if (verdict.kind === "impossible") {
    const labels = () =>
      joinList(l10n, verdict.conflict?.map((c) => escapeMarkdown(constraintLabel(model, c as MtgConstraint))) ?? [], "and");
    const why =
      verdict.reason === "noPriority"
        ? l10n.t("mtg.hover.never.noPriority")
        : verdict.reason === "contradictory"
          ? l10n.t("mtg.hover.never.contradictory", { list: labels() })
          : l10n.t("mtg.hover.never.disjoint", { list: labels() });
    lines.push(l10n.t("mtg.hover.neverBecause", { verb, why }), "", turnStrip(new Set(), l10n));
  } else {
    const w = subjectWindow(s);
    const rare = verdict.kind === "rare" ? l10n.t("mtg.hover.onlyRareWindow") : "";
    lines.push(`**${verb}:** ${windowWords(w, l10n)}${rare}.`, "");
    const usable = w.intersect(verdict.kind === "rare" ? priorityAll : priorityNormal);
    lines.push(turnStrip(new Set(usable.segments()), l10n));
  }
  pushAll(lines, ["", ...[s.base, ...s.permissions, ...s.restrictions].map((c) => constraintLine(c, model))]);
  return lines;
}

function spellVerb(model: MtgFileModel, s: MtgSubject): string {
  return model.l10n.t(s.face.typeLine?.types.has("land") ? "mtg.hover.canBePlayed" : "mtg.hover.canBeCast");
}

// --- pieces -----------------------------------------------------------------------------------

function stepHover(model: MtgFileModel, m: Extract<LineMention, { kind: "step" }>): string {
  return stepNameDoc(m.name, model.edition, m.trigger !== undefined, model.l10n);
}

/** A file's own keyword: its declaration (`keyword "Name": text`) instead of the Comprehensive Rules' entry. */
function declaredKeywordMarkdown(model: MtgFileModel, use: KeywordUse): string {
  const d = use.custom!.declaration;
  const line = model.lines.positionAt(d.directive.span.start).line + 1;
  return [model.l10n.t("mtg.hover.declaredKeyword", { name: use.name, line }), "", `*${d.text.text.trim()}*`].join("\n");
}

function keywordHover(model: MtgFileModel, face: MtgFace, m: Extract<LineMention, { kind: "keyword" }>): string {
  const use: KeywordUse | undefined = m.use;
  const { l10n } = model;
  const lines = [use?.custom ? declaredKeywordMarkdown(model, use) : keywordMarkdown(m.name, model.edition, l10n, m.rule)];
  const timing = use?.custom ? use.timing : keywordTiming(m.name);
  if (use && timing?.kind === "activated") {
    const s = timingSubjects(face).find((x) => x.base.keyword === use);
    if (s) pushAll(lines, ["", "---", "", ...subjectSection(model, s, l10n.t("mtg.hover.onThisCardActivated"))]);
  } else if (use && timing?.kind === "triggered" && timing.triggersIn) {
    const w = mtgWindow({ turns: ["you"], steps: [timing.triggersIn] });
    lines.push(
      "",
      "---",
      "",
      l10n.t("mtg.hover.triggers", { window: w.describe(mtgWords(l10n)) }),
      "",
      turnStrip(new Set([timing.triggersIn]), l10n),
    );
  } else if (use && timing?.widensToInstant) {
    const s = timingSubjects(face).find((x) => x.kind === "spell");
    const land = s?.face.typeLine?.types.has("land");
    if (s) pushAll(lines, ["", "---", "", ...subjectSection(model, s, l10n.t(land ? "mtg.hover.withItPlayed" : "mtg.hover.withItCast"))]);
  }
  return lines.join("\n");
}

function symbolHover(model: MtgFileModel, inner: string): string | undefined {
  return symbolMarkdown(inner, model.edition, model.l10n);
}

function triggerHover(model: MtgFileModel, face: MtgFace, a: TriggeredAbility): string {
  const t = triggerTiming(a, model.text, face.selfNames);
  const { l10n } = model;
  const words = mtgWords(l10n);
  const rules: Citation[] = [...t.rules];
  const lines = [l10n.t("mtg.hover.triggered.title"), ""];
  if (t.window && t.source === "step") {
    lines.push(l10n.t("mtg.hover.triggered.atBeginning", { window: t.window.describe(words) }), "", turnStrip(new Set(t.steps), l10n), "");
    const step = STEPS[t.steps[0]!];
    if (step.priority === "never") {
      rules.push(cr("502.4"), cr("503.1a"));
      lines.push(l10n.t("mtg.hover.triggered.untap"));
    } else if (step.priority === "rare" && !t.stepTrigger?.delayed) {
      rules.push(cr("514.3a"));
      lines.push(l10n.t("mtg.hover.triggered.cleanup"));
    } else {
      lines.push(l10n.t("mtg.hover.triggered.beforePriority"));
    }
    const conditional = t.steps.map((s) => STEPS[s]).filter((s) => s.existence !== "always");
    if (conditional.length === t.steps.length && conditional.length > 0) {
      const needsFirstStrike = conditional.every((s) => s.existence === "needsFirstStrike");
      rules.push(cr(needsFirstStrike ? "510.4" : "508.8"));
      lines.push("", l10n.t(needsFirstStrike ? "mtg.hover.triggered.needsFirstStrike" : "mtg.hover.triggered.needsAttackers"));
    }
  } else if (t.window && t.source === "event") {
    lines.push(
      l10n.t("mtg.hover.triggered.in", { window: t.window.describe(words), event: l10n.term(t.event ?? "") }),
      "",
      turnStrip(new Set(t.steps), l10n),
      "",
      l10n.t("mtg.hover.triggered.nextPriority"),
    );
  } else {
    const unknown = a.stepTriggers.find((x) => x.span.start === a.condition.start && x.unknown)?.unknown;
    if (unknown) {
      const list = joinList(
        l10n,
        unknown.suggestions.map((x) => `"${escapeMarkdown(x)}"`),
        "or",
      );
      const did = unknown.suggestions.length ? ` ${l10n.t("mtg.hover.triggered.didYouMean", { list })}` : "";
      lines.push(`${l10n.t("mtg.hover.triggered.unknownStep", { text: `"${escapeMarkdown(unknown.text)}"` })}${did}`);
    } else {
      lines.push(l10n.t("mtg.hover.triggered.anyTime"));
    }
  }
  lines.push("", rulesLine(rules, model.edition, l10n));
  return lines.join("\n");
}

function activatedHover(model: MtgFileModel, face: MtgFace, a: Ability): string | undefined {
  const s = timingSubjects(face).find((x) => x.ability === a && !x.base.keyword);
  if (!s) return undefined;
  const act = a as ActivatedAbility;
  const { l10n } = model;
  const title = l10n.t(act.loyalty ? "mtg.hover.loyaltyAbility" : act.addsMana ? "mtg.hover.manaAbility" : "mtg.hover.activatedAbility");
  return [title, "", ...subjectSection(model, s, l10n.t("mtg.hover.canBeActivated"))].join("\n");
}

function restrictionHover(model: MtgFileModel, face: MtgFace, a: Ability, sentenceIndex: number): string | undefined {
  const r = a.restrictions[sentenceIndex]!;
  const subjects = timingSubjects(face);
  const s =
    r.subject === "cast"
      ? subjects.find((x) => x.kind === "spell")
      : (subjects.find((x) => x.ability === a && x.restrictions.some((c) => c.sentence === r)) ?? subjects.find((x) => x.ability === a));
  const { l10n } = model;
  const lines = [l10n.t(r.subject === "cast" ? "mtg.hover.castingRestriction" : "mtg.hover.activationRestriction"), ""];
  for (const c of r.clauses) {
    const c2 = cite(c.rules, model.edition);
    const allows = c.window ? windowWords(c.window, l10n) : c.kind === "other" ? l10n.t("mtg.hover.noTimingLimit") : "—";
    lines.push(
      `- "${escapeMarkdown(writtenWords(model, { start: c.start, end: c.end }, `only ${c.text}`))}": ${allows}${c2 ? ` (${c2})` : ""}`,
    );
  }
  const verb = s && (r.subject === "cast" ? spellVerb(model, s) : l10n.t("mtg.hover.canBeActivated"));
  if (s) pushAll(lines, ["", ...subjectSection(model, s, verb!).slice(0, 3)]);
  return lines.join("\n");
}

function typeHover(model: MtgFileModel, face: MtgFace): string | undefined {
  const s = timingSubjects(face).find((x) => x.kind === "spell");
  const field = fieldMarkdown("type", model.edition, model.l10n)!;
  if (!s) return field;
  return [field, "", "---", "", ...subjectSection(model, s, spellVerb(model, s))].join("\n");
}

function cardHover(model: MtgFileModel, card: CardNode): string {
  const { l10n } = model;
  const faces = model.faces.filter((f) => f.card === card);
  const name = card.name ? escapeMarkdown(card.name) : l10n.t("symbols.unnamedCard");
  const lines = [`**${name}**${card.kind === "face" ? ` — ${l10n.t("mtg.hover.face")}` : ""}`];
  for (const f of faces) {
    if (card.kind === "face" && f.node !== card) continue;
    const type = f.typeField?.value;
    const cost = f.fields.get("cost")?.[0]?.value;
    const label = faces.length > 1 && card.kind === "card" ? `${escapeMarkdown(f.node.name)}: ` : "";
    const head =
      [cost, type]
        .filter(Boolean)
        .map((v) => escapeMarkdown(v!))
        .join(" · ") || l10n.t("mtg.hover.noType");
    lines.push("", `${label}${head} — ${l10n.tn("mtg.hover.linesOfText", f.abilities.length)}`);
    const s = timingSubjects(f).find((x) => x.kind === "spell");
    if (s) {
      const v = judge(s);
      lines.push(
        "",
        `${spellVerb(model, s)}: ${v.kind === "impossible" ? l10n.t("mtg.window.never") : windowWords(subjectWindow(s), l10n)}.`,
      );
    }
  }
  return lines.join("\n");
}

/** Every card and face node, depth first. */
function allNodes(cards: readonly CardNode[]): CardNode[] {
  return cards.flatMap((c) => [c, ...allNodes(c.faces)]);
}

/**
 * The old wording at `offset` (any row of `obsolete-terms.ts`, reported or not): its date, the
 * release that changed it and the modern form, and — when the file's `rules` edition predates the
 * change — that it is not reported there.
 */
function oldWordingHover(model: MtgFileModel, offset: number): SpanDoc | undefined {
  const hit = allObsoleteHits(model).find((h) => h.span.start <= offset && offset < h.span.end);
  if (!hit) return undefined;
  const l10n = model.l10n;
  const words = obsoleteTermWords(l10n, hit.term);
  const modern = hit.modern !== undefined && hit.modern.trim() !== "" ? `'${hit.modern.trim()}'` : words.modern;
  const lines = [
    l10n.t("mtg.hover.oldWording", { old: escapeMarkdown(hit.match[0].trim()), since: words.since, modern: escapeMarkdown(modern) }),
  ];
  if (!hit.inForce) {
    const written = headerDirective(model.parse, "rules")?.value.trim() ?? model.rulesDate ?? "";
    lines.push("", l10n.t("mtg.hover.oldWordingOfItsEra", { rules: escapeMarkdown(written) }));
  }
  lines.push("", rulesLine(hit.term.rules, model.edition, l10n));
  return { span: hit.span, markdown: lines.join("\n") };
}

/** `doc` with the old wording at `offset` first, when there is one. */
function withOldWording(model: MtgFileModel, offset: number, doc: SpanDoc | undefined): SpanDoc | undefined {
  const old = oldWordingHover(model, offset);
  if (!old) return doc;
  return doc ? { span: old.span, markdown: `${old.markdown}\n\n---\n\n${doc.markdown}` } : old;
}

/** Hover inside a line of Magic rules text: old wording, mentions, restrictions, keyword labels, ability words, triggers, costs. */
export function mtgHoverInText(model: MtgFileModel, face: MtgFace, ability: Ability, offset: number): SpanDoc | undefined {
  return withOldWording(model, offset, hoverInText(model, face, ability, offset));
}

function hoverInText(model: MtgFileModel, face: MtgFace, ability: Ability, offset: number): SpanDoc | undefined {
  const doc = (span: Span, markdown: string | undefined): SpanDoc | undefined => (markdown ? { span, markdown } : undefined);
  const mention = lineMentions(ability, face.selfNames, face.node.name || face.card.name).find((m) => inside(m.span, offset));
  if (mention) {
    switch (mention.kind) {
      case "step":
        return doc(mention.span, stepHover(model, mention));
      case "keyword":
        return doc(mention.span, keywordHover(model, face, mention));
      case "symbol": {
        // A symbol in an activated ability's cost also shows when the ability can be used.
        const symbol = symbolHover(model, mention.inner);
        const window = ability.kind === "activated" && inside(ability.cost, offset) ? activatedHover(model, face, ability) : undefined;
        return doc(mention.span, window && symbol ? `${symbol}\n\n---\n\n${window}` : (symbol ?? window));
      }
      case "cardName": {
        const node = allNodes(model.parse.cards).find((n) => n.name === mention.name) ?? face.node;
        return doc(mention.span, cardHover(model, node));
      }
    }
  }
  const lineEnd = ability.line.span.end;
  const ri = ability.restrictions.findIndex((r) => r.start <= offset && offset < Math.min(r.end, lineEnd));
  if (ri >= 0) {
    const r = ability.restrictions[ri]!;
    return doc({ start: r.start, end: Math.min(r.end, lineEnd) }, restrictionHover(model, face, ability, ri));
  }
  if (ability.labelKeyword && inside(ability.labelKeyword.span, offset)) {
    const k = ability.labelKeyword;
    return doc(k.span, keywordHover(model, face, { kind: "keyword", span: k.span, name: k.name, rule: k.rule, use: k }));
  }
  if (ability.label && inside(ability.label, offset)) {
    const word = model.text.slice(ability.label.start, ability.label.end).replace(/\s*—\s*$/, "");
    const span = { start: ability.label.start, end: ability.label.start + word.length };
    if (inside(span, offset)) {
      return doc(
        span,
        [
          model.l10n.t("mtg.hover.abilityWord", { word: escapeMarkdown(word) }),
          "",
          model.l10n.t("mtg.hover.abilityWord.text"),
          "",
          rulesLine([cr("207.2c")], model.edition, model.l10n),
        ].join("\n"),
      );
    }
  }
  if (ability.kind === "triggered" && inside(ability.condition, offset)) return doc(ability.condition, triggerHover(model, face, ability));
  if (ability.kind === "activated" && inside(ability.cost, offset)) return doc(ability.cost, activatedHover(model, face, ability));
  // Anywhere else on an activated ability's line (the colon, the effect): the ability's window.
  if (ability.kind === "activated" && offset >= ability.cost.end) return doc(ability.line.span, activatedHover(model, face, ability));
  return undefined;
}

/** Hover inside a Magic field value: symbols in `cost` and `loyalty`, the spell's window on `type`. */
export function mtgHoverInField(model: MtgFileModel, face: MtgFace | undefined, f: FieldNode, offset: number): SpanDoc | undefined {
  if (f.name === "cost" || f.name === "loyalty") {
    for (const m of matchesOf(f.value, SYMBOL_PATTERN)) {
      const span = { start: f.valueSpan.start + m.index!, end: f.valueSpan.start + m.index! + m[0].length };
      if (inside(span, offset)) {
        const markdown = symbolHover(model, m[1]!);
        return markdown ? { span, markdown } : undefined;
      }
    }
  }
  if (f.name === "type" && face) {
    const markdown = typeHover(model, face);
    return withOldWording(model, offset, markdown ? { span: f.valueSpan, markdown } : undefined);
  }
  return undefined;
}

/** Markdown summary of a Magic card or face: cost, type, lines of text, and when it can be cast. */
export function mtgCardDoc(model: MtgFileModel, node: CardNode): string {
  return cardHover(model, node);
}
