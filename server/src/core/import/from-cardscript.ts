/**
 * A CardScript document → imported cards (the shape the exporters take). Pure. Reads the card
 * and face fields, the rules text, the `# layout:` comment and `# encoded-timing:` comments the
 * importers write, and also derives, from CardScript's own timing analysis, the encoded timing a
 * Forge script needs (`SorcerySpeed$`, `PlayerTurn$`, `OpponentTurn$`, `ActivationPhases$`, phase
 * triggers) for faces that carry none.
 */
import { parse, type CardNode, type CommentNode } from "../../../../grammar/src/index";
import { buildFileModel, type FaceModel } from "../analysis/card-model";
import { subjectWindow, timingSubjects } from "../analysis/timing";
import { TIMING_CLASSES } from "../model/mtg/timing-classes";
import { STEP_IDS, STEPS, type StepId } from "../model/mtg/turn-structure";
import { TimingWindow } from "../model/timing-window";
import { LAYOUT_COMMENT } from "./emit";
import { parseEncodedTimingComment } from "./encoded-timing";
import type { EncodedTiming, ImportedCard, ImportedFace } from "./imported-card";

/** Forge phase names by CardScript step id (the inverse of the rule's table). */
export const FORGE_PHASE_NAMES: Readonly<Record<StepId, string>> = {
  untap: "Untap", upkeep: "Upkeep", draw: "Draw", main1: "Main1", beginCombat: "BeginCombat",
  declareAttackers: "Declare Attackers", declareBlockers: "Declare Blockers", firstStrikeDamage: "First Strike Damage",
  combatDamage: "Combat Damage", endOfCombat: "EndCombat", main2: "Main2", end: "End of Turn", cleanup: "Cleanup",
};

/** The cards of a document, each face with the timing Forge needs (`derivedTiming`) when it carries no encoded timing. */
export interface CardScriptCards {
  cards: ImportedCard[];
  /** Syntax errors (1-based line, message): exporters refuse files with errors. */
  errors: { line: number; message: string }[];
}

const inside = (c: CommentNode, n: CardNode) => c.span.start >= n.span.start && c.span.end <= n.span.end;

/**
 * Reads every card of a CardScript document. `file` goes into each card's source location.
 * Never throws; syntax errors are returned.
 */
export function readCardScript(text: string, file: string): CardScriptCards {
  const result = parse(text);
  const model = buildFileModel(text, result);
  const faceModels = new Map<CardNode, FaceModel>(model.faces.map((f) => [f.node, f]));
  const cards: ImportedCard[] = result.cards.map((card) => {
    const fieldOf = (n: CardNode, name: string) => n.fields.find((f) => f.name === name || (name === "stats" && f.name === "pt"))?.value;
    const nodes = card.faces.length ? card.faces : [card];
    const faces: ImportedFace[] = nodes.map((n) => {
      const face: ImportedFace = { name: n.name, text: n.textSections.flatMap((s) => s.lines.map((l) => l.text)) };
      const set = (k: keyof ImportedFace, v: string | undefined) => {
        if (v !== undefined && v !== "") (face as unknown as Record<string, unknown>)[k] = v;
      };
      set("cost", fieldOf(n, "cost"));
      set("type", fieldOf(n, "type") ?? (n === card ? undefined : fieldOf(card, "type")));
      const stats = fieldOf(n, "stats");
      if (stats) {
        const slash = stats.indexOf("/");
        face.power = slash >= 0 ? stats.slice(0, slash).trim() : stats;
        face.toughness = slash >= 0 ? stats.slice(slash + 1).trim() : "";
      }
      set("loyalty", fieldOf(n, "loyalty"));
      set("defense", fieldOf(n, "defense"));
      set("flavor", fieldOf(n, "flavor"));
      const inner = n.faces;
      const encoded = result.comments
        .filter((c) => inside(c, n) && !inner.some((f) => inside(c, f)))
        .map((c) => parseEncodedTimingComment(c.text))
        .filter((t): t is EncodedTiming => t !== undefined);
      const fm = faceModels.get(n);
      if (encoded.length) face.encodedTiming = encoded;
      else if (fm) {
        const derived = deriveTiming(fm);
        if (derived.length) face.encodedTiming = derived;
      }
      return face;
    });
    const layoutComment = result.comments.find((c) => inside(c, card) && LAYOUT_COMMENT.test(c.text.trim()));
    const out: ImportedCard = { name: card.name, faces, source: { file, line: model.lines.positionAt(card.span.start).line + 1 } };
    const layout = layoutComment ? LAYOUT_COMMENT.exec(layoutComment.text.trim())![1] : faces.length > 1 ? "split" : undefined;
    if (layout) out.layout = layout;
    const rarity = fieldOf(card, "rarity");
    if (rarity) out.rarity = rarity;
    const setCode = fieldOf(card, "set");
    if (setCode) out.set = setCode;
    return out;
  });
  return { cards, errors: result.errors.map((e) => ({ line: model.lines.positionAt(e.span.start).line + 1, message: e.message })) };
}

const priority = TimingWindow.priority(false);
const PRIORITY_STEPS = STEP_IDS.filter((s) => STEPS[s].priority === "always");

/** Forge parameters for a window (seen through the steps with priority); empty when the window is the base's. */
function windowParams(w: TimingWindow, base: TimingWindow): Record<string, string> {
  const p: Record<string, string> = {};
  const win = w.intersect(priority);
  if (win.equals(base.intersect(priority))) return p;
  if (win.equals(TIMING_CLASSES.sorcery.window.intersect(priority))) return { SorcerySpeed: "True" };
  const turns = win.turns();
  if (turns.length === 1) p[turns[0] === "you" ? "PlayerTurn" : "OpponentTurn"] = "True";
  const steps = win.steps().filter((s) => PRIORITY_STEPS.includes(s));
  if (steps.length && steps.length < PRIORITY_STEPS.length) p["ActivationPhases"] = steps.map((s) => FORGE_PHASE_NAMES[s]).join(",");
  return p;
}

/** The encoded timing CardScript's analysis gives a face: its spell's and activated abilities' windows, and its step triggers. */
export function deriveTiming(face: FaceModel): EncodedTiming[] {
  const out: EncodedTiming[] = [];
  for (const s of timingSubjects(face)) {
    if (s.kind === "activated" && (!s.ability || s.ability.kind !== "activated")) continue; // keyword abilities: the keyword says it
    let base = s.base.window;
    for (const p of s.permissions) base = base.union(p.window);
    const params = windowParams(subjectWindow(s), base);
    if (Object.keys(params).length === 0) continue;
    if (s.kind === "spell") out.push({ subject: "spell", params });
    else {
      const text = s.ability!.line.text;
      const cost = (text.slice(0, Math.max(0, text.indexOf(":"))).match(/\{[^{}]*\}/g) ?? []).join("");
      out.push({ subject: "activated", cost, description: text, params });
    }
  }
  for (const a of face.abilities) {
    if (a.kind !== "triggered") continue;
    const t = a.stepTriggers.find((x) => !x.delayed && x.steps.length > 0);
    if (t) out.push({ subject: "trigger", description: a.line.text, params: { Phase: t.steps.map((s) => FORGE_PHASE_NAMES[s]).join(",") } });
  }
  return out;
}
