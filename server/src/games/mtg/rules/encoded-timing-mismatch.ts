/**
 * encoded-timing-mismatch: a Forge script carries timing twice, in its Oracle text and in
 * parameters (`SorcerySpeed$`, `PlayerTurn$`, `OpponentTurn$`, `ActivationPhases$`, phase
 * triggers). The importer writes the parameters as `# encoded-timing:` comments
 * (core/import/encoded-timing.ts); this rule compares the window they encode with the window CardScript
 * computes from the words, and reports where the two disagree (CR 117.1a, 307.1, 602.5d, 603.2b).
 */
import type { Span } from "../../../../../grammar/src/index";
import { parseEncodedTimingComment } from "../../../core/import/encoded-timing";
import type { EncodedTiming } from "../../../core/import/imported-card";
import type { Report, Rule } from "../../../core/rules/types";
import { describeWindow } from "../../../core/model/window-words";
import { joinList } from "../../../core/l10n/localizer";
import { subjectWindow, widenedWindow } from "../../../core/model/judge";
import type { MtgFace, MtgFileModel } from "../analysis/mtg-model";
import { timingSubjects, type MtgSubject } from "../analysis/timing-subjects";
import { cr } from "../cr";
import { TIMING_CLASSES } from "../timing-classes";
import { MTG_TIMING, mtgWindow, type MtgWindow } from "../timing-space";
import { STEP_IDS, type StepId } from "../turn-structure";
import type { StepTrigger } from "../analysis/abilities";
import { forgeValidPlayerTurns } from "../formats/forge-timing";
import type { TurnOwner } from "../../../core/timing/timing-window";

/** Forge phase names (any case, spaces ignored) → CardScript step ids. */
const FORGE_STEPS: Readonly<Record<string, StepId>> = {
  untap: "untap",
  upkeep: "upkeep",
  draw: "draw",
  main1: "main1",
  begincombat: "beginCombat",
  declareattackers: "declareAttackers",
  declareblockers: "declareBlockers",
  firststrikedamage: "firstStrikeDamage",
  combatdamage: "combatDamage",
  endcombat: "endOfCombat",
  main2: "main2",
  endofturn: "end",
  cleanup: "cleanup",
};

/**
 * Forge's `ActivationPhases$` / `Phase$` value (`Upkeep`, `Main1,Main2`, `BeginCombat->EndCombat`,
 * `Draw->` = from the draw step to the end of the turn) → step ids; undefined when a name is unknown.
 */
export function forgeSteps(value: string): StepId[] | undefined {
  const out = new Set<StepId>();
  const id = (s: string) => FORGE_STEPS[s.replace(/\s+/g, "").toLowerCase()];
  for (const part of value.split(",")) {
    const p = part.trim();
    if (p === "") continue;
    const range = p.split("->");
    if (range.length === 2) {
      const from = id(range[0]!);
      const to = range[1]!.trim() === "" ? "cleanup" : id(range[1]!);
      if (!from || !to) return undefined;
      const a = STEP_IDS.indexOf(from),
        b = STEP_IDS.indexOf(to);
      for (let i = a; i <= b; i++) out.add(STEP_IDS[i]!);
    } else {
      const s = id(p);
      if (!s) return undefined;
      out.add(s);
    }
  }
  return STEP_IDS.filter((s) => out.has(s));
}

const isTrue = (v: string | undefined) => v !== undefined && /^true$/i.test(v.trim());

/** The restrictions the parameters encode, as one window (all cells when none). */
function encodedRestriction(t: EncodedTiming): MtgWindow | undefined {
  let w = MTG_TIMING.all();
  if (isTrue(t.params["PlayerTurn"])) w = w.intersect(mtgWindow({ turns: ["you"] }));
  if (isTrue(t.params["OpponentTurn"])) w = w.intersect(mtgWindow({ turns: ["opp"] }));
  const phases = t.params["ActivationPhases"];
  if (phases !== undefined) {
    const steps = forgeSteps(phases);
    if (!steps) return undefined;
    w = w.intersect(mtgWindow({ steps }));
  }
  return w;
}

/** The encoded-timing comments inside a face (not inside a nested face of the same card). */
function encodedTimings(model: MtgFileModel, face: MtgFace): { timing: EncodedTiming; span: Span }[] {
  const inner = face.node.faces.map((f) => f.span);
  return model.parse.comments
    .filter(
      (c) =>
        c.span.start >= face.node.span.start &&
        c.span.end <= face.node.span.end &&
        !inner.some((s) => c.span.start >= s.start && c.span.end <= s.end),
    )
    .map((c) => ({ timing: parseEncodedTimingComment(c.text), span: c.span }))
    .filter((x): x is { timing: EncodedTiming; span: Span } => x.timing !== undefined);
}

/** Steps in which players get priority as a rule (the rare cleanup window is left out on both sides). */
/** The `Key$ Value` part of an encoded-timing comment (what the designer would change in the script). */
function paramsSpan(model: MtgFileModel, comment: Span): Span {
  const text = model.text.slice(comment.start, comment.end);
  const m = /^#\s*encoded-timing:\s*\w+[^:]*:\s*/.exec(text);
  return m && m[0].length < text.trimEnd().length
    ? { start: comment.start + m[0].length, end: comment.start + text.trimEnd().length }
    : comment;
}

const priority = MTG_TIMING.priority(false);
/** The mana and tap symbols of a cost, in order (`{2}, {T}` → `{2}{T}`). */
const costKey = (s: string) => (s.toUpperCase().match(/\{[^{}]*\}/g) ?? []).join("");
const params = (t: EncodedTiming) =>
  Object.entries(t.params)
    .map(([k, v]) => `${k}$ ${v}`)
    .join(" | ");

export const rule: Rule<MtgFileModel> = {
  meta: {
    id: "encoded-timing-mismatch",
    defaultSeverity: "warning",
    description:
      "A card script's encoded timing (Forge SorcerySpeed$, PlayerTurn$, OpponentTurn$, ActivationPhases$, phase triggers) disagrees with the timing of its rules text.",
    rules: [cr("117.1a"), cr("307.1"), cr("602.5d"), cr("603.2b")],
    fixable: false,
    messages: {
      spell:
        'This spell\'s encoded timing ({{params}}) allows "{{encoded}}", but its rules text allows "{{text}}"{{cite}}. Say the restriction in the text, or drop the parameter.',
      ability:
        'This ability\'s encoded timing ({{params}}) allows "{{encoded}}", but its rules text allows "{{text}}"{{cite}}. Say the restriction in the text, or drop the parameter.',
      noTrigger:
        'The encoded trigger ({{params}}) fires at the beginning of {{steps}}, but the rules text has no "at the beginning of" trigger{{cite}}. Write the trigger in the text, or drop it from the script.',
      otherStep:
        "The encoded trigger ({{params}}) fires at the beginning of {{steps}}, but the rules text says {{said}}{{cite}}. Make the two name the same step.",
      otherPlayer:
        'The encoded trigger ({{params}}) fires in "{{encoded}}", but the rules text\'s trigger fires in "{{text}}"{{cite}}. Give both the same player (ValidPlayer$ You, Opponent, or none for every player).',
    },
  },
  check({ model, report }) {
    for (const face of model.faces) {
      const encoded = encodedTimings(model, face);
      if (encoded.length === 0) continue;
      const subjects = timingSubjects(face);
      for (const { timing, span } of encoded) {
        if (timing.subject === "trigger") {
          checkTrigger(model, face, timing, span, report);
          continue;
        }
        const found = candidates(subjects, timing);
        const restriction = encodedRestriction(timing);
        if (found.length === 0 || !restriction) continue;
        const windows = found.map((subject) => {
          let base = widenedWindow(subject);
          if (isTrue(timing.params["SorcerySpeed"])) base = TIMING_CLASSES.sorcery.window;
          return {
            subject,
            encodedWindow: base.intersect(restriction).intersect(priority),
            textWindow: subjectWindow(subject).intersect(priority),
          };
        });
        // Several abilities with the same cost: it is enough that one of them agrees.
        if (windows.some((w) => w.encodedWindow.equals(w.textWindow))) continue;
        const { encodedWindow, textWindow } = windows[0]!;
        const spell = timing.subject === "spell";
        report({
          span: paramsSpan(model, span),
          messageId: spell ? "spell" : "ability",
          data: {
            params: params(timing),
            encoded: describeWindow(model, encodedWindow),
            text: describeWindow(model, textWindow),
            cite: [cr(spell ? "307.1" : "602.5d")],
          },
        });
      }
    }
  },
};

/**
 * The subjects an encoded timing may belong to: the spell; or the activated abilities with the
 * same mana/tap cost, else those whose text holds the script's description.
 */
function candidates(subjects: readonly MtgSubject[], t: EncodedTiming): MtgSubject[] {
  if (t.subject === "spell") return subjects.filter((s) => s.kind === "spell");
  const activated = subjects.filter((s) => s.kind === "activated" && s.ability);
  const key = costKey(t.cost ?? "");
  const byCost = activated.filter((s) => {
    const text = s.ability!.line.text;
    const colon = text.indexOf(":");
    return key !== "" && colon > 0 && costKey(text.slice(0, colon)) === key;
  });
  if (byCost.length) return byCost;
  const d = (t.description ?? "").trim().toLowerCase().slice(0, 30);
  return d ? activated.filter((s) => s.ability!.line.text.toLowerCase().includes(d)) : [];
}

function checkTrigger(model: MtgFileModel, face: MtgFace, t: EncodedTiming, span: Span, report: (r: Report) => void): void {
  const steps = forgeSteps(t.params["Phase"] ?? "");
  if (!steps || steps.length === 0) return;
  // Any "at the beginning of" phrase counts: Forge also scripts delayed ones ("exile it at end of
  // combat") and ones after another condition ("When you planeswalk … or at the beginning of …") as phase triggers.
  const triggers = face.abilities.flatMap((a) => a.stepTriggers.filter((s) => s.steps.length > 0));
  const sameSteps = triggers.filter((s) => s.steps.every((x) => steps.includes(x)) && steps.every((x) => s.steps.includes(x)));
  if (sameSteps.length > 0) {
    checkTriggerPlayer(model, t, sameSteps, report);
    return;
  }
  // A keyword that triggers in a step (Vanishing, Cumulative upkeep …) is scripted as a phase trigger.
  const keywordSteps = face.abilities.flatMap((a) =>
    a.kind === "keywords" ? a.keywords.flatMap((k) => (k.timing?.triggersIn ? [k.timing.triggersIn] : [])) : [],
  );
  if (steps.length === 1 && keywordSteps.includes(steps[0]!)) return;
  const name = (s: StepId) => model.l10n.t(`mtg.step.${s}.name`);
  // Each step in the form "at the beginning of" needs (German genitive, Spanish "del …"), never spliced after "von"/"de".
  const names = joinList(
    model.l10n,
    steps.map((s) => model.l10n.t(`mtg.step.${s}.ofThe`)),
    "or",
  );
  const said = triggers.map((s) => model.l10n.t("mtg.encoded.said", { steps: s.steps.map(name).join(", ") }));
  report({
    span: triggers[0]?.stepSpan ?? paramsSpan(model, span),
    messageId: triggers.length === 0 ? "noTrigger" : "otherStep",
    data: { params: params(t), steps: names, said: said.join(model.l10n.t("list.andSeparator")), cite: [cr("603.2b")] },
  });
}

/** Words for whose turns a trigger fires in ("Your turn", "An opponent's turn", "Either player's turn"). */
function turnsWords(model: MtgFileModel, turns: readonly TurnOwner[]): string {
  return model.l10n.t(turns.length === 1 ? `mtg.window.turn.${turns[0]}` : "mtg.window.turn.either");
}

/**
 * A phase trigger whose steps the text names: its `ValidPlayer$` must name the player whose turns
 * the text's trigger fires in (CR 603.2b; "your upkeep" is `You`, "each upkeep" has none). Values
 * that name a player through another object (`Player.EnchantedBy`, …) are not judged.
 */
function checkTriggerPlayer(model: MtgFileModel, t: EncodedTiming, sameSteps: readonly StepTrigger[], report: (r: Report) => void): void {
  const encoded = forgeValidPlayerTurns(t.params["ValidPlayer"]);
  if (!encoded) return;
  const same = (turns: readonly TurnOwner[]) => turns.length === encoded.length && turns.every((x) => encoded.includes(x));
  if (sameSteps.some((s) => same(s.turns))) return;
  const first = sameSteps[0]!;
  report({
    span: first.span,
    messageId: "otherPlayer",
    data: { params: params(t), encoded: turnsWords(model, encoded), text: turnsWords(model, first.turns), cite: [cr("603.2b")] },
  });
}
