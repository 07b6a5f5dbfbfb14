/**
 * Hover: Markdown documentation for the thing under the cursor.
 *
 * - a step or phase name anywhere in rules text: what happens there, priority, when it exists,
 *   what triggers there, rule numbers, and the turn strip with the step marked;
 * - a keyword (on a keyword line or granted in effect text): meaning, timing, 702.x rule, and
 *   for activated/triggered keywords the computed window;
 * - an ability: its trigger condition, activation cost or restriction sentence shows the
 *   computed timing window in words ({@link TimingWindow.describe}) with the strip marked;
 * - field names, symbols in braces (`{W/U}`, `{T}`), the type line (the spell's window),
 *   card names, ability words and the `game` / `rules` directives.
 *
 * Pure: reads the analysis (`FileModel`), no IO, no LSP imports. Positions are LSP positions
 * (0-based line, UTF-16 column); spans are UTF-16 offsets.
 */
import type { CardNode, Span } from "../../../../grammar/src/index";
import type { Ability, ActivatedAbility, KeywordUse, TriggeredAbility } from "../analysis/abilities";
import type { FaceModel, FileModel } from "../analysis/card-model";
import { judge, subjectWindow, timingSubjects, type Constraint, type TimingSubject } from "../analysis/timing";
import { cite, cr, type Citation } from "../model/cr";
import { keywordTiming } from "../model/mtg/keyword-timings";
import { STEPS, turnStrip } from "../model/mtg/turn-structure";
import { TimingWindow } from "../model/timing-window";
import type { Position, Range } from "../text/line-index";
import { fieldMarkdown, keywordMarkdown, rulesLine, stepNameDoc, symbolMarkdown } from "./hover-docs";
import { lineMentions, SYMBOL_PATTERN, type LineMention } from "./hover-mentions";
import { triggerTiming } from "./hover-triggers";

/** A hover result shaped like LSP's `Hover`, plus the span it covers. */
export interface HoverResult {
  contents: { kind: "markdown"; value: string };
  /** The exact range of the word or phrase explained (LSP positions). */
  range: Range;
  /** The same range as UTF-16 offsets `[start, end)`. */
  span: Span;
}

const priorityNormal = TimingWindow.priority(false);
const priorityAll = TimingWindow.priority(true);

const inside = (span: Span, offset: number) => span.start <= offset && offset < span.end;

/** A window in words: "Any time you have priority …" for the full instant window, else {@link TimingWindow.describe}. */
export function windowWords(w: TimingWindow): string {
  const usable = w.intersect(priorityAll);
  if (usable.isEmpty()) return "never";
  if (usable.intersect(priorityNormal).equals(priorityNormal)) {
    return "Any time you have priority: either player's turn, every step except untap and cleanup";
  }
  return usable.intersect(priorityNormal).isEmpty() ? `${usable.describe()} (only when players get priority there)` : usable.intersect(priorityNormal).describe();
}

function constraintLine(c: Constraint, model: FileModel): string {
  const c2 = cite(c.rules, model.edition);
  const what = c.kind === "base" ? (c.timingClass ? `${c.label}: ${c.timingClass.summary}` : c.label) : c.kind === "permission" ? `Permission ${c.label}` : `Restriction ${c.label}`;
  return `- ${what}${c2 ? ` (${c2})` : ""}`;
}

/** The window section for a spell or activated ability: verdict, strip, and the constraints that make it. */
function subjectSection(model: FileModel, s: TimingSubject, verb: string): string[] {
  const verdict = judge(s);
  const lines: string[] = [];
  if (verdict.kind === "impossible") {
    const why = verdict.reason === "noPriority"
      ? "nobody gets priority at the moments its restrictions allow"
      : verdict.reason === "contradictory"
        ? `its restrictions exclude each other: ${verdict.conflict.map((c) => c.label).join(" and ")}`
        : `${verdict.conflict.map((c) => c.label).join(" and ")} never overlap`;
    lines.push(`**${verb}:** never — ${why}.`, "", turnStrip(new Set()));
  } else {
    const w = subjectWindow(s);
    lines.push(`**${verb}:** ${windowWords(w)}${verdict.kind === "rare" ? " — only in the rare cleanup-step window" : ""}.`, "");
    const usable = w.intersect(verdict.kind === "rare" ? priorityAll : priorityNormal);
    lines.push(turnStrip(new Set(usable.steps())));
  }
  lines.push("", ...[s.base, ...s.permissions, ...s.restrictions].map((c) => constraintLine(c, model)));
  return lines;
}

function spellVerb(s: TimingSubject): string {
  return s.face.typeLine?.types.has("land") ? "Can be played" : "Can be cast";
}

// --- pieces -----------------------------------------------------------------------------------

function stepHover(model: FileModel, m: Extract<LineMention, { kind: "step" }>): string {
  return stepNameDoc(m.name, model.edition, m.trigger !== undefined);
}

function keywordHover(model: FileModel, face: FaceModel, m: Extract<LineMention, { kind: "keyword" }>): string {
  const lines = [keywordMarkdown(m.name, model.edition, m.rule)];
  const use: KeywordUse | undefined = m.use;
  const timing = keywordTiming(m.name);
  if (use && timing?.kind === "activated") {
    const s = timingSubjects(face).find((x) => x.base.keyword === use);
    if (s) lines.push("", "---", "", ...subjectSection(model, s, "On this card it can be activated"));
  } else if (use && timing?.kind === "triggered" && timing.triggersIn) {
    const w = TimingWindow.of({ turns: ["you"], steps: [timing.triggersIn] });
    lines.push("", "---", "", `**Triggers:** ${w.describe()}.`, "", turnStrip(new Set([timing.triggersIn])));
  } else if (use && timing?.widensToInstant) {
    const s = timingSubjects(face).find((x) => x.kind === "spell");
    if (s) lines.push("", "---", "", ...subjectSection(model, s, `With it, this card ${spellVerb(s) === "Can be played" ? "can be played" : "can be cast"}`));
  }
  return lines.join("\n");
}

function symbolHover(model: FileModel, inner: string): string | undefined {
  return symbolMarkdown(inner, model.edition);
}

function triggerHover(model: FileModel, face: FaceModel, a: TriggeredAbility): string {
  const t = triggerTiming(a, model.text, face.selfNames);
  const rules: Citation[] = [...t.rules];
  const lines = ["**Triggered ability**", ""];
  if (t.window && t.source === "step") {
    lines.push(`**Triggers at the beginning of:** ${t.window.describe()}.`, "", turnStrip(new Set(t.steps)), "");
    const step = STEPS[t.steps[0]!];
    if (step.priority === "never") {
      rules.push(cr("502.4"), cr("503.1a"));
      lines.push("Nobody gets priority in the untap step: the ability waits and goes on the stack in the upkeep, after permanents have untapped.");
    } else if (step.priority === "rare" && !t.stepTrigger?.delayed) {
      rules.push(cr("514.3a"));
      lines.push("Triggering in the cleanup step gives players priority and then starts another cleanup step, where it triggers again: the turn never ends. Only the delayed \"next cleanup step\" form is safe.");
    } else {
      lines.push("It goes on the stack before the active player receives priority in that step.");
    }
    const conditional = t.steps.map((s) => STEPS[s]).filter((s) => s.existence !== "always");
    if (conditional.length === t.steps.length && conditional.length > 0) {
      const needsFirstStrike = conditional.every((s) => s.existence === "needsFirstStrike");
      rules.push(cr(needsFirstStrike ? "510.4" : "508.8"));
      lines.push("", needsFirstStrike
        ? "That step exists only when an attacking or blocking creature has first strike or double strike, so in most turns this never triggers."
        : "That step is skipped when no creature attacks, so in such turns this never triggers.");
    }
  } else if (t.window && t.source === "event") {
    lines.push(`**Triggers in:** ${t.window.describe()} — it ${t.event}.`, "", turnStrip(new Set(t.steps)), "",
      "It goes on the stack the next time a player would receive priority.");
  } else {
    const unknown = a.stepTriggers.find((x) => x.span.start === a.condition.start && x.unknown)?.unknown;
    if (unknown) {
      const did = unknown.suggestions.length ? ` Did you mean ${unknown.suggestions.map((x) => `"${x}"`).join(" or ")}?` : "";
      lines.push(`"${unknown.text}" is not a step or phase of the turn, so when this triggers is unknown.${did}`);
    } else {
      lines.push("Triggers whenever its event happens, at any point of the turn; it goes on the stack the next time a player would receive priority.");
    }
  }
  lines.push("", rulesLine(rules, model.edition));
  return lines.join("\n");
}

function activatedHover(model: FileModel, face: FaceModel, a: Ability): string | undefined {
  const s = timingSubjects(face).find((x) => x.ability === a && !x.base.keyword);
  if (!s) return undefined;
  const act = a as ActivatedAbility;
  const title = act.loyalty ? "**Loyalty ability** — once per turn for each planeswalker" : act.addsMana ? "**Activated ability** (a mana ability)" : "**Activated ability**";
  return [title, "", ...subjectSection(model, s, "Can be activated")].join("\n");
}

function restrictionHover(model: FileModel, face: FaceModel, a: Ability, sentenceIndex: number): string | undefined {
  const r = a.restrictions[sentenceIndex]!;
  const subjects = timingSubjects(face);
  const s = r.subject === "cast"
    ? subjects.find((x) => x.kind === "spell")
    : subjects.find((x) => x.ability === a && x.restrictions.some((c) => c.sentence === r)) ?? subjects.find((x) => x.ability === a);
  const lines = [r.subject === "cast" ? "**Casting restriction**" : "**Activation restriction**", ""];
  for (const c of r.clauses) {
    const c2 = cite(c.rules, model.edition);
    const allows = c.window ? windowWords(c.window) : c.kind === "other" ? "no timing limit (another kind of condition)" : "—";
    lines.push(`- "only ${c.text}": ${allows}${c2 ? ` (${c2})` : ""}`);
  }
  if (s) lines.push("", ...subjectSection(model, s, r.subject === "cast" ? spellVerb(s) : "Can be activated").slice(0, 3));
  return lines.join("\n");
}

function typeHover(model: FileModel, face: FaceModel): string | undefined {
  const s = timingSubjects(face).find((x) => x.kind === "spell");
  const field = fieldMarkdown("type", model.edition)!;
  if (!s) return field;
  return [field, "", "---", "", ...subjectSection(model, s, spellVerb(s))].join("\n");
}

function cardHover(model: FileModel, card: CardNode): string {
  const faces = model.faces.filter((f) => f.card === card);
  const lines = [`**${card.name || "(unnamed card)"}**${card.kind === "face" ? " — face" : ""}`];
  for (const f of faces) {
    if (card.kind === "face" && f.node !== card) continue;
    const type = f.typeField?.value;
    const cost = f.fields.get("cost")?.[0]?.value;
    const label = faces.length > 1 && card.kind === "card" ? `${f.node.name}: ` : "";
    lines.push("", `${label}${[cost, type].filter(Boolean).join(" · ") || "(no type)"} — ${f.abilities.length} line${f.abilities.length === 1 ? "" : "s"} of rules text`);
    const s = timingSubjects(f).find((x) => x.kind === "spell");
    if (s) {
      const v = judge(s);
      lines.push("", `${spellVerb(s)}: ${v.kind === "impossible" ? "never" : windowWords(subjectWindow(s))}.`);
    }
  }
  return lines.join("\n");
}

function directiveHover(model: FileModel, name: string, value: string): string {
  if (name === "game") {
    return ["**game** — the card game of this file", "", `\`mtg\` (default): Magic: The Gathering. \`ygo\`: Yu-Gi-Oh!. This file: \`${model.game}\`.`].join("\n");
  }
  return ["**rules** — the Comprehensive Rules edition to check against", "", `\`${value}\` selects the rules effective ${model.edition}; rule numbers in messages and hovers follow that edition. Without this line the newest known edition is used.`].join("\n");
}

// --- lookup -----------------------------------------------------------------------------------

/** The face whose own node (not a nested face) holds `offset` in one of its text lines. */
function lineAt(model: FileModel, offset: number): { face: FaceModel; ability: Ability } | undefined {
  for (const face of model.faces) {
    for (const a of face.abilities) if (a.line.span.start <= offset && offset <= a.line.span.end) return { face, ability: a };
  }
  return undefined;
}

function nodeFaces(model: FileModel, node: CardNode): FaceModel | undefined {
  return model.faces.find((f) => f.node === node) ?? model.faces.find((f) => f.card === node);
}

function allNodes(cards: readonly CardNode[]): CardNode[] {
  return cards.flatMap((c) => [c, ...allNodes(c.faces)]);
}

/**
 * The hover at a UTF-16 offset.
 * @returns undefined when there is nothing to explain at `offset`.
 */
export function hoverAtOffset(model: FileModel, offset: number): HoverResult | undefined {
  const result = (span: Span, value: string | undefined): HoverResult | undefined =>
    value ? { contents: { kind: "markdown", value }, range: model.lines.rangeOf(span), span } : undefined;
  const mtg = model.game === "mtg";
  if (model.parse.comments.some((c) => c.span.start <= offset && offset < c.span.end)) return undefined;

  const at = lineAt(model, offset);
  if (at && inside(at.ability.line.span, offset)) {
    const { face, ability } = at;
    const mention = mtg ? lineMentions(ability, face.selfNames, face.node.name || face.card.name).find((m) => inside(m.span, offset)) : undefined;
    if (mention) {
      switch (mention.kind) {
        case "step": return result(mention.span, stepHover(model, mention));
        case "keyword": return result(mention.span, keywordHover(model, face, mention));
        case "symbol": {
          // A symbol in an activated ability's cost also shows when the ability can be used.
          const symbol = symbolHover(model, mention.inner);
          const ability = at.ability;
          const window = ability.kind === "activated" && inside(ability.cost, offset) ? activatedHover(model, face, ability) : undefined;
          return result(mention.span, window && symbol ? `${symbol}\n\n---\n\n${window}` : symbol ?? window);
        }
        case "cardName": {
          const node = allNodes(model.parse.cards).find((n) => n.name === mention.name) ?? face.node;
          return result(mention.span, cardHover(model, node));
        }
      }
    }
    if (!mtg) return undefined;
    const lineEnd = ability.line.span.end;
    const ri = ability.restrictions.findIndex((r) => r.start <= offset && offset < Math.min(r.end, lineEnd));
    if (ri >= 0) {
      const r = ability.restrictions[ri]!;
      return result({ start: r.start, end: Math.min(r.end, lineEnd) }, restrictionHover(model, face, ability, ri));
    }
    if (ability.labelKeyword && inside(ability.labelKeyword.span, offset)) {
      const k = ability.labelKeyword;
      return result(k.span, keywordHover(model, face, { kind: "keyword", span: k.span, name: k.name, rule: k.rule, use: k }));
    }
    if (ability.label && inside(ability.label, offset)) {
      const word = model.text.slice(ability.label.start, ability.label.end).replace(/\s*—\s*$/, "");
      const span = { start: ability.label.start, end: ability.label.start + word.length };
      if (inside(span, offset)) {
        return result(span, [`**${word}** — ability word`, "", "A label that groups cards with similar abilities; it has no rules meaning of its own.", "", rulesLine([cr("207.2c")], model.edition)].join("\n"));
      }
    }
    if (ability.kind === "triggered" && inside(ability.condition, offset)) return result(ability.condition, triggerHover(model, face, ability));
    if (ability.kind === "activated" && inside(ability.cost, offset)) return result(ability.cost, activatedHover(model, face, ability));
    // Anywhere else on an activated ability's line (the colon, the effect): the ability's window.
    if (ability.kind === "activated" && offset >= ability.cost.end) return result(ability.line.span, activatedHover(model, face, ability));
    return undefined;
  }

  for (const node of allNodes(model.parse.cards)) {
    if (!(node.span.start <= offset && offset < node.span.end)) continue;
    for (const f of node.fields) {
      const face = nodeFaces(model, node);
      if (inside(f.nameSpan, offset)) return result(f.nameSpan, fieldMarkdown(f.name, model.edition));
      if (!inside(f.valueSpan, offset)) continue;
      if (mtg && (f.name === "cost" || f.name === "loyalty")) {
        for (const m of f.value.matchAll(SYMBOL_PATTERN)) {
          const span = { start: f.valueSpan.start + m.index!, end: f.valueSpan.start + m.index! + m[0].length };
          if (inside(span, offset)) return result(span, symbolHover(model, m[1]!));
        }
      }
      if (mtg && f.name === "type" && face) return result(f.valueSpan, typeHover(model, face));
    }
    for (const s of node.textSections) {
      const header = { start: s.headerSpan.start, end: s.headerSpan.start + 4 };
      if (inside(header, offset)) return result(header, fieldMarkdown("text", model.edition));
    }
    if (inside(node.nameSpan, offset) && node.name) return result(node.nameSpan, mtg ? cardHover(model, node) : `**${node.name}**`);
  }
  for (const d of model.parse.directives) {
    if (inside(d.nameSpan, offset) || inside(d.valueSpan, offset)) return result(d.span, directiveHover(model, d.name, d.value));
  }
  return undefined;
}

/**
 * The hover at an LSP position (0-based line, UTF-16 column; clamped to the document).
 * @returns `{ contents: { kind: "markdown", value }, range, span }` or undefined.
 */
export function hover(model: FileModel, position: Position): HoverResult | undefined {
  return hoverAtOffset(model, model.lines.offsetAt(position));
}
