/**
 * Editor features in Yu-Gi-Oh!'s words: hover on phase/step/sub-timing names (with a turn strip),
 * PSCT tags, each effect (kind, Spell Speed, window) and card types; completion of phase names,
 * PSCT tags, type words, attributes and monster types; semantic tokens for phase names and tags.
 * Pure; offsets are UTF-16 offsets into the file.
 */
import { escapeMarkdown } from "../../core/features/markdown";
import type { FieldNode } from "../../../../grammar/src/index";
import type { GameFeatures, SemanticTokenSpan, SpanDoc } from "../../core/game/game-features";
import { CompletionKind, md, pad, push } from "../../core/features/completion-items";
import type { FaceModel, FileModel } from "../../core/model/file-model";
import { formatCitation, type YgoCitation } from "./citations";
import type { CardKind } from "./card-kind";
import type { YgoEffect } from "./effects";
import { cardOfFace, ygoCards, type YgoLine } from "./face-analysis";
import type { Localizer } from "../../core/l10n/localizer";
import { describeWindow } from "../../core/model/window-words";
import { segmentName, segmentShort, segmentSummary } from "./l10n/words";
import { ygoAbilitySymbols } from "./symbols";
import { findTimingPhrases } from "./timing-phrases";
import { DAMAGE_STEP, SEGMENTS, SEGMENT_IDS, type SegmentId } from "./turn-structure";
import {
  ATTRIBUTES,
  CURRENT_SEGMENT_NAMES,
  MONSTER_TYPE_WORDS,
  PSCT_TAGS,
  RACES,
  SPELL_SUBTYPES,
  TRAP_SUBTYPES,
  YGO_FIELDS,
  psctKey,
} from "./vocabulary";
import { own } from "../../core/collections/own";

const sources = (cs: readonly YgoCitation[], l10n: Pick<Localizer, "term">) => cs.map((c) => formatCitation(c, l10n)).join("; ");

type T = Pick<Localizer, "t" | "term">;

/** A one-line strip of the turn with the given segments in bold, e.g. "Draw · Standby · Main 1 · **Battle** …", in the localizer's language. */
export function turnStrip(marked: readonly SegmentId[], l10n: T): string {
  return SEGMENT_IDS.map((s) => (marked.includes(s) ? `**${segmentShort(l10n, s)}**` : segmentShort(l10n, s))).join(" · ");
}

/** Hover Markdown for a named phase/step/sub-timing (`name` as written in the card), in the localizer's language. */
export function segmentDoc(name: string, segs: readonly SegmentId[], l10n: T): string {
  const first = SEGMENTS[segs[0]!];
  const level = segs.length > 1 ? l10n.t("ygo.hover.segments", { count: segs.length }) : l10n.t(`ygo.level.${first.level}`);
  const out = [`**${name}** — ${level}`, "", turnStrip(segs, l10n), ""];
  const isDamageStep = segs.length === DAMAGE_STEP.length && segs.every((s, i) => s === DAMAGE_STEP[i]);
  if (isDamageStep) out.push(l10n.t("ygo.hover.damageStep"));
  for (const s of segs) out.push(`- *${segmentName(l10n, s)}*: ${segmentSummary(l10n, s)}`);
  const cited = segs
    .flatMap((s) => SEGMENTS[s].sources)
    .filter((c, i, a) => a.findIndex((x) => formatCitation(x) === formatCitation(c)) === i);
  out.push(
    "",
    l10n.t("ygo.hover.exists", { when: l10n.t(`ygo.exists.${first.existence}`) }),
    "",
    l10n.t("ygo.hover.sources", { sources: sources(cited, l10n) }),
  );
  return out.join("\n");
}

/** The analyser's note on an effect's kind in the file's language (`term:` entries; "activation of a … Card" by template). */
function whyNote(e: YgoEffect, l10n: Localizer): string {
  const activation = /^activation of an? (.+) Card$/.exec(e.why);
  return activation ? l10n.t("ygo.why.activation", { type: l10n.term(activation[1]!) }) : l10n.term(e.why);
}

/** Hover Markdown for an effect: kind, Spell Speed and window, in the language of `model.l10n`. */
export function effectDoc(e: YgoEffect, model: Pick<FileModel, "game" | "l10n">): string {
  const l10n = model.l10n;
  const kind = l10n.t(e.flip ? "ygo.kind.flip" : `ygo.kind.${e.kind}`);
  const out = [`**${kind}**${e.section === "pendulum" ? l10n.t("ygo.effect.pendulum") : ""}`];
  if (e.speed) out.push("", l10n.t("ygo.effect.speed", { speed: e.speed, responds: l10n.t(`ygo.speed.${e.speed}.responds`) }));
  if (e.window) out.push("", l10n.t("ygo.effect.window", { window: describeWindow(model, e.window) }));
  if (e.condition) out.push("", l10n.t("ygo.effect.condition", { text: e.condition.text }));
  if (e.cost) out.push("", l10n.t("ygo.effect.cost", { text: e.cost.text }));
  if (e.whenTrigger && e.optional) out.push("", l10n.t("ygo.effect.missTiming"));
  out.push("", `(${whyNote(e, l10n)})`);
  return out.join("\n");
}

/** Hover Markdown for a card kind: its Spell Speed and where it is activated, in the localizer's language. */
export function kindDoc(k: CardKind, l10n: Localizer): string {
  if (k.kind === "monster") return l10n.t("ygo.cardKind.monster", { types: k.monsterTypes.join("/") });
  if (k.kind === "spell")
    return k.subtype === "Quick-Play"
      ? l10n.t("ygo.cardKind.quickPlay")
      : l10n.t("ygo.cardKind.spell", { type: l10n.term(`${k.subtype} Spell`) });
  if (k.kind === "trap")
    return k.subtype === "Counter"
      ? l10n.t("ygo.cardKind.counterTrap")
      : l10n.t("ygo.cardKind.trap", { type: l10n.term(`${k.subtype} Trap`) });
  return l10n.t("ygo.cardKind.skill");
}

function hoverInText(model: FileModel, face: FaceModel, ability: YgoLine, offset: number): SpanDoc | undefined {
  const card = cardOfFace(face);
  if (!card) return undefined;
  const line = ability.line;
  const text = model.text.slice(line.span.start, line.span.end);
  for (const p of findTimingPhrases(text, 0, text.length)) {
    if (offset < line.span.start + p.start || offset > line.span.start + p.end || !p.segments) continue;
    const name = CURRENT_SEGMENT_NAMES.find((n) => p.text.toLowerCase().endsWith(n.toLowerCase())) ?? p.text;
    return { span: { start: line.span.start + p.start, end: line.span.start + p.end }, markdown: segmentDoc(name, p.segments, model.l10n) };
  }
  for (const t of PSCT_TAGS) {
    const at = text.toLowerCase().indexOf(t.tag.toLowerCase());
    if (at >= 0 && offset >= line.span.start + at && offset <= line.span.start + at + t.tag.length)
      return {
        span: { start: line.span.start + at, end: line.span.start + at + t.tag.length },
        markdown: `**${t.tag}** — ${model.l10n.t(`ygo.psct.${psctKey(t.tag)}`)} (${formatCitation(t.source, model.l10n)}).`,
      };
  }
  const e = card.analysis.effects.find(
    (x) => x.span.end > x.span.start && offset >= card.toFile(x.span.start) && offset <= card.toFile(x.span.end),
  );
  if (!e) return undefined;
  const span = card.spanToFile(e.span);
  return { span: { start: Math.max(span.start, line.span.start), end: Math.min(span.end, line.span.end) }, markdown: effectDoc(e, model) };
}

function hoverInField(model: FileModel, face: FaceModel | undefined, field: FieldNode): SpanDoc | undefined {
  if (field.name !== "type" || !face) return undefined;
  const k = cardOfFace(face)?.kind;
  return k ? { span: field.valueSpan, markdown: kindDoc(k, model.l10n) } : undefined;
}

function semanticTokens(model: FileModel): SemanticTokenSpan[] {
  const out: SemanticTokenSpan[] = [];
  for (const card of ygoCards(model)) {
    for (const p of findTimingPhrases(card.text, 0, card.text.length))
      if (p.segments) out.push({ span: card.spanToFile(p), type: "enumMember" });
    for (const e of card.analysis.effects) {
      if (e.quickTag) out.push({ span: card.spanToFile(e.quickTag), type: "keyword" });
      if (e.oncePer) out.push({ span: card.spanToFile(e.oncePer), type: "keyword" });
      if (e.flip && /^FLIP/.test(e.span.text))
        out.push({ span: card.spanToFile({ start: e.span.start, end: e.span.start + 4 }), type: "keyword" });
    }
  }
  return out.sort((a, b) => a.span.start - b.span.start);
}

/** Yu-Gi-Oh!'s editor features. */
export const YGO_FEATURES: GameFeatures = {
  fieldDoc: (name, model) =>
    name === "text"
      ? model.l10n.t("ygo.hover.textField")
      : own(YGO_FIELDS, name)
        ? `**${name}** — ${model.l10n.t(`ygo.field.${name}`)}`
        : undefined,
  hoverInText: (model, face, ability, offset) => hoverInText(model, face, ability as YgoLine, offset),
  hoverInField: (model, face, field) => hoverInField(model, face, field),
  cardDoc: (_model, node) => {
    const type = node.fields.find((f) => f.name === "type")?.value;
    return `**${escapeMarkdown(node.name)}**${type ? ` — ${escapeMarkdown(type)}` : ""}`;
  },
  completion: {
    snippets: [],
    faceTypeExample: "Effect Monster",
    suggestAfterField: ["type", "attribute", "race"],
    fieldValue: (b, ctx) => {
      const words =
        ctx.field === "type"
          ? [
              ...MONSTER_TYPE_WORDS.map((w) => `${w} Monster`),
              ...SPELL_SUBTYPES.map((w) => `${w} Spell`),
              ...TRAP_SUBTYPES.map((w) => `${w} Trap`),
            ]
          : ctx.field === "attribute"
            ? [...ATTRIBUTES]
            : ctx.field === "race"
              ? [...RACES]
              : [];
      words.forEach((w, i) => push(b, ctx.valueStart, { label: w, kind: CompletionKind.EnumMember, sortText: pad(i), newText: w }));
    },
    text: (b, ctx) => {
      const word = /[A-Za-z([][\w\s'-]*$/.exec(ctx.before);
      const start = word ? ctx.contentStart + word.index : b.offset;
      CURRENT_SEGMENT_NAMES.forEach((n, i) => {
        const ids = (Object.keys(SEGMENTS) as SegmentId[]).filter((s) => SEGMENTS[s].name === n);
        push(b, start, {
          label: n,
          kind: CompletionKind.EnumMember,
          detail: b.model.l10n.t("ygo.completion.segment"),
          documentation: md(ids.length ? segmentDoc(n, ids, b.model.l10n) : n),
          sortText: `1${pad(i)}`,
          newText: n,
        });
      });
      PSCT_TAGS.forEach((t, i) =>
        push(b, start, {
          label: t.tag,
          kind: CompletionKind.Keyword,
          detail: b.model.l10n.t("ygo.completion.psct"),
          documentation: md(b.model.l10n.t(`ygo.psct.${psctKey(t.tag)}`)),
          sortText: `2${pad(i)}`,
          newText: t.tag,
        }),
      );
    },
  },
  semanticTokens,
  abilitySymbols: (model, face, ability) => ygoAbilitySymbols(model, face, ability as YgoLine),
};
