/**
 * Editor features in Yu-Gi-Oh!'s words: hover on phase/step/sub-timing names (with a turn strip),
 * PSCT tags, each effect (kind, Spell Speed, window) and card types; completion of phase names,
 * PSCT tags, type words, attributes and monster types; semantic tokens for phase names and tags.
 * Pure; offsets are UTF-16 offsets into the file.
 */
import { escapeMarkdown } from "../../features/markdown";
import type { FieldNode } from "../../../../../grammar/src/index";
import type { GameFeatures, SemanticTokenSpan, SpanDoc } from "../../game/game-features";
import { CompletionKind, md, pad, push } from "../../features/completion-items";
import type { FaceModel, FileModel } from "../../model/file-model";
import { formatCitation, type YgoCitation } from "./citations";
import type { CardKind } from "./card-kind";
import type { YgoEffect } from "./effects";
import { cardOfFace, ygoCards, type YgoLine } from "./face-analysis";
import { SPELL_SPEEDS } from "./spell-speeds";
import { ygoAbilitySymbols } from "./symbols";
import { findTimingPhrases } from "./timing-phrases";
import { DAMAGE_STEP, SEGMENTS, SEGMENT_IDS, existenceText, type SegmentId } from "./turn-structure";
import {
  ATTRIBUTES,
  CURRENT_SEGMENT_NAMES,
  MONSTER_TYPE_WORDS,
  PSCT_TAGS,
  RACES,
  SPELL_SUBTYPES,
  TRAP_SUBTYPES,
  YGO_FIELDS,
} from "./vocabulary";

const sources = (cs: readonly YgoCitation[]) => cs.map(formatCitation).join("; ");

/** A one-line strip of the turn with the given segments in bold, e.g. "Draw · Standby · Main 1 · **Battle** …". */
export function turnStrip(marked: readonly SegmentId[]): string {
  const short: Record<SegmentId, string> = {
    draw: "Draw",
    standby: "Standby",
    main1: "Main 1",
    bpStart: "Start",
    battleStep: "Battle",
    dsStart: "DS start",
    dsBeforeCalc: "before calc",
    dsCalc: "calc",
    dsAfterCalc: "after calc",
    dsEnd: "DS end",
    bpEnd: "End Step",
    main2: "Main 2",
    end: "End",
  };
  return SEGMENT_IDS.map((s) => (marked.includes(s) ? `**${short[s]}**` : short[s])).join(" · ");
}

/** Hover Markdown for a named phase/step/sub-timing. */
export function segmentDoc(name: string, segs: readonly SegmentId[]): string {
  const first = SEGMENTS[segs[0]!];
  const out = [`**${name}** — ${segs.length > 1 ? `${segs.length} segments` : first.level}`, "", turnStrip(segs), ""];
  if (segs.length === DAMAGE_STEP.length && segs.every((s, i) => s === DAMAGE_STEP[i])) {
    out.push(
      "The Damage Step has five sub-timings (Counter Traps, negations of an activation and mandatory effects may always be activated):",
    );
    for (const s of DAMAGE_STEP) out.push(`- *${SEGMENTS[s].name}*: ${SEGMENTS[s].summary}`);
  } else for (const s of segs) out.push(`- *${SEGMENTS[s].name}*: ${SEGMENTS[s].summary}`);
  out.push(
    "",
    `Exists ${existenceText(first.existence)}.`,
    "",
    `Sources: ${sources(segs.flatMap((s) => SEGMENTS[s].sources).filter((c, i, a) => a.findIndex((x) => formatCitation(x) === formatCitation(c)) === i))}`,
  );
  return out.join("\n");
}

const KIND_NAMES: Record<YgoEffect["kind"], string> = {
  activation: "Activation of the card",
  ignition: "Ignition Effect",
  trigger: "Trigger Effect",
  quick: "Quick Effect",
  continuous: "Continuous Effect (not activated, no Chain)",
  "summon-condition": "Summon condition (not activated)",
  materials: "Materials",
};

/** Hover Markdown for an effect: kind, Spell Speed and window. */
export function effectDoc(e: YgoEffect): string {
  const out = [
    `**${e.flip ? "FLIP effect (Trigger Effect)" : KIND_NAMES[e.kind]}**${e.section === "pendulum" ? " — Pendulum Effect" : ""}`,
  ];
  if (e.speed) out.push("", `Spell Speed ${e.speed}: ${SPELL_SPEEDS[e.speed].responds}.`);
  if (e.window) out.push("", `Window: ${e.window.describe()}.`);
  if (e.condition) out.push("", `Activation condition: "${e.condition.text}"`);
  if (e.cost) out.push("", `Cost / targets: "${e.cost.text}"`);
  if (e.whenTrigger && e.optional) out.push("", 'An optional "When … : You can" trigger can miss the timing.');
  out.push("", `(${e.why})`);
  return out.join("\n");
}

/** Hover Markdown for a card kind: its Spell Speed and where it is activated. */
export function kindDoc(k: CardKind): string {
  if (k.kind === "monster")
    return `**${k.monsterTypes.join("/")} Monster** — its effects get their Spell Speed from their wording: Ignition and Trigger Effects (incl. FLIP) 1, Quick Effects 2, Continuous Effects are not activated.`;
  if (k.kind === "spell")
    return k.subtype === "Quick-Play"
      ? "**Quick-Play Spell** — Spell Speed 2. From the hand only during your own turn (any phase); Set: either player's turn, but not the turn it was Set (Rulebook v10 p. 29)."
      : `**${k.subtype} Spell** — Spell Speed 1: your Main Phase, open game state (Rulebook v10 pp. 28–30, 44–45).`;
  if (k.kind === "trap")
    return k.subtype === "Counter"
      ? "**Counter Trap** — Spell Speed 3: in response to an activation, or when a Summon, a draw or an attack declaration happens; only Spell Speed 3 can respond to it (Rulebook v10 p. 31)."
      : `**${k.subtype} Trap** — Spell Speed 2: must be Set first and can't be activated the turn it was Set, unless its text says so (Rulebook v10 p. 30).`;
  return "**Skill Card** — not part of the Official Rulebook's timing.";
}

function hoverInText(model: FileModel, face: FaceModel, ability: YgoLine, offset: number): SpanDoc | undefined {
  const card = cardOfFace(face);
  if (!card) return undefined;
  const line = ability.line;
  const text = model.text.slice(line.span.start, line.span.end);
  for (const p of findTimingPhrases(text, 0, text.length)) {
    if (offset < line.span.start + p.start || offset > line.span.start + p.end || !p.segments) continue;
    const name = CURRENT_SEGMENT_NAMES.find((n) => p.text.toLowerCase().endsWith(n.toLowerCase())) ?? p.text;
    return { span: { start: line.span.start + p.start, end: line.span.start + p.end }, markdown: segmentDoc(name, p.segments) };
  }
  for (const t of PSCT_TAGS) {
    const at = text.toLowerCase().indexOf(t.tag.toLowerCase());
    if (at >= 0 && offset >= line.span.start + at && offset <= line.span.start + at + t.tag.length)
      return {
        span: { start: line.span.start + at, end: line.span.start + at + t.tag.length },
        markdown: `**${t.tag}** — ${t.meaning} (${formatCitation(t.source)}).`,
      };
  }
  const e = card.analysis.effects.find(
    (x) => x.span.end > x.span.start && offset >= card.toFile(x.span.start) && offset <= card.toFile(x.span.end),
  );
  if (!e) return undefined;
  const span = card.spanToFile(e.span);
  return { span: { start: Math.max(span.start, line.span.start), end: Math.min(span.end, line.span.end) }, markdown: effectDoc(e) };
}

function hoverInField(_model: FileModel, face: FaceModel | undefined, field: FieldNode): SpanDoc | undefined {
  if (field.name !== "type" || !face) return undefined;
  const k = cardOfFace(face)?.kind;
  return k ? { span: field.valueSpan, markdown: kindDoc(k) } : undefined;
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
  fieldDoc: (name) =>
    name === "text"
      ? "**text** — the card text as printed; a Pendulum Monster's `[ Pendulum Effect ]` and `[ Monster Effect ]` sections are read separately."
      : YGO_FIELDS[name]
        ? `**${name}** — ${YGO_FIELDS[name]!.doc}`
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
          detail: "phase / step",
          documentation: md(ids.length ? segmentDoc(n, ids) : n),
          sortText: `1${pad(i)}`,
          newText: n,
        });
      });
      PSCT_TAGS.forEach((t, i) =>
        push(b, start, {
          label: t.tag,
          kind: CompletionKind.Keyword,
          detail: "PSCT",
          documentation: md(t.meaning),
          sortText: `2${pad(i)}`,
          newText: t.tag,
        }),
      );
    },
  },
  semanticTokens,
  abilitySymbols: (model, face, ability) => ygoAbilitySymbols(model, face, ability as YgoLine),
};
