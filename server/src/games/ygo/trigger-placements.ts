/**
 * Yu-Gi-Oh!'s answer to `GameModel.triggerPlacements`: each Trigger Effect of a face (FLIP
 * effects included) with the segments and turns it triggers in, read from the timing words of
 * its activation condition (the text before ":", or for old wording the text before the first
 * comma):
 *
 * - "During your Standby Phase:" → your Standby Phase; "During each Standby Phase" / "During the
 *   End Phase" → both turns; "during your opponent's End Phase" → the opponent's turn only;
 * - "At the start of the Damage Step, if this card battles …" → the start of the Damage Step;
 *   "During damage calculation" → damage calculation; "If this card is sent to the GY during the
 *   Battle Phase" → the Battle Phase's segments (the event can only happen there);
 * - "If this card is Normal Summoned:", "FLIP:" → no segment (its event can happen at any time);
 *   a bare turn ("… during your opponent's turn") adds no segment either, only words.
 *
 * Sources: Rulebook v10 pp. 28–31 (Trigger Effects), pp. 32–40 (phases and steps); Damage Step
 * Rules (sub-timings).
 */
import type { TriggerPlacement } from "../../core/game/game-model";
import type { FaceModel, FileModel } from "../../core/model/file-model";
import type { Localizer } from "../../core/l10n/localizer";
import { describeWindow } from "../../core/model/window-words";
import { TURN_OWNERS } from "../../core/timing/timing-window";
import { DSR, RB } from "./citations";
import type { YgoCard } from "./card-model";
import type { YgoEffect } from "./effects";
import { cardOfFace, type YgoLine } from "./face-analysis";
import type { YgoWindow } from "./timing-cells";
import { findTimingPhrases, phrasesWindow, type TimingPhrase } from "./timing-phrases";
import { SEGMENT_IDS } from "./turn-structure";

const TRIGGER_RULES = [RB("28–31")];
const SEGMENT_RULES = [RB("32–40")];
const DAMAGE_STEP = new Set<string>(["dsStart", "dsBeforeCalc", "dsCalc", "dsAfterCalc", "dsEnd"]);

/** The words that say when a trigger happens: its condition, or (old wording, no ":") its first sentence up to the first comma. */
function whenText(e: YgoEffect): { start: number; end: number } {
  if (e.condition) return e.condition;
  const comma = e.span.text.indexOf(",");
  return { start: e.span.start, end: comma < 0 ? e.span.end : e.span.start + comma };
}

/** Timing phrases of a trigger's condition; plural names ("each of your Standby Phases") read as singular. */
function triggerPhrases(text: string, at: { start: number; end: number }): TimingPhrase[] {
  // Same length, so offsets stay valid: "Phases" → "Phase ".
  const singular = text.replace(/\b(Phase|Step)s\b/g, "$1 ");
  return findTimingPhrases(singular, at.start, at.end).filter(
    (p) =>
      !p.firstTurn && !/\b(?:except|even|unless|other than)\s+(?:during|in)?\s*$/i.test(singular.slice(Math.max(0, p.start - 20), p.start)),
  );
}

/** The (turn × segment) cells of a window, in turn order (your turn first). */
function cellsOf(w: YgoWindow): TriggerPlacement["cells"] {
  const out: TriggerPlacement["cells"] = [];
  for (const turn of TURN_OWNERS) for (const segment of SEGMENT_IDS) if (w.has(turn, segment, "open")) out.push({ turn, segment });
  return out;
}

/** "when its event happens", with the turn it is limited to when its words name one, in the localizer's language. */
function eventWords(phrases: readonly TimingPhrase[], l10n: Pick<Localizer, "t">): string {
  const turns = phrasesWindow(phrases.filter((p) => p.turns && !p.segments));
  if (!turns || turns.turns().length === 2) return l10n.t("ygo.trigger.onEvent");
  return l10n.t(turns.turns()[0] === "you" ? "ygo.trigger.onEventYourTurn" : "ygo.trigger.onEventOppTurn");
}

function placement(e: YgoEffect, card: YgoCard, line: YgoLine, model: Pick<FileModel, "game" | "l10n">): TriggerPlacement<YgoLine> {
  const phrases = triggerPhrases(card.text, whenText(e));
  const span = card.spanToFile(e.span);
  // Only a named phase, step or sub-timing places it; a bare turn leaves its event free within the turn.
  const w = phrases.some((p) => p.segments) ? phrasesWindow(phrases) : undefined;
  const cells = w ? cellsOf(w) : [];
  if (!w || !cells.length) return { ability: line, span, cells: [], when: eventWords(phrases, model.l10n), rules: [TRIGGER_RULES] };
  const rules = [TRIGGER_RULES, SEGMENT_RULES];
  if (cells.some((c) => DAMAGE_STEP.has(c.segment))) rules.push([DSR]);
  return { ability: line, span, cells, when: describeWindow(model, w), rules };
}

/**
 * The Trigger Effects of a face in source order, each with the line it starts on and its cells.
 * A Yu-Gi-Oh! trigger's cells ignore the game-state axis (it triggers once, as the segment
 * begins or as its event happens). `when` is in the language of `model.l10n`. Never throws; a face
 * without a parsed card type gives [].
 */
export function ygoTriggerPlacements(face: FaceModel, model: Pick<FileModel, "game" | "l10n">): TriggerPlacement<YgoLine>[] {
  const card = cardOfFace(face);
  if (!card) return [];
  const lines = face.abilities as YgoLine[];
  const out: TriggerPlacement<YgoLine>[] = [];
  for (const e of card.analysis.effects) {
    if (e.kind !== "trigger") continue;
    const line = lines.find((l) => l.effects.includes(e));
    if (line) out.push(placement(e, card, line, model));
  }
  return out;
}
