/**
 * Yu-Gi-Oh! as a `GameModel`: the turn as a timing space (phases, Battle Phase steps, the Damage
 * Step's five sub-timings; open game state or a Chain at Spell Speed 1–2 or 3), the fields of a
 * Yu-Gi-Oh! card, the effect analyser (kind, Spell Speed, PSCT structure, window per effect) as
 * timing subjects for the common timing rules, unknown phase names, the Yu-Gi-Oh!-only rules and
 * the editor features. Sources: Official Rulebook v10, Fast Effect Timing, Damage Step Rules,
 * PSCT, OCG Perfect Rulebook 2017.
 */
import { YGO_FACETS } from "./facets";
import { YGO_EN } from "./l10n/en";
import ygoDe from "./l10n/de.json";
import ygoEs from "./l10n/es.json";
import type { GameModel } from "../../core/game/game-model";
import { FET, RB } from "./citations";
import { analyseYgoFace, type YgoLine, type YgoTypeLine } from "./face-analysis";
import { YGO_FEATURES } from "./features";
import { isYgoRecord, ygoRecordToFile } from "./import";
import { YGO_RULES } from "./rules/registry";
import { YGO_SPACE } from "./timing-cells";
import { ygoTimingSubjects, ygoWayOut } from "./timing-subjects";
import { ygoTriggerPlacements } from "./trigger-placements";
import { ygoImpossibleFixes, ygoNever } from "./timing-repairs";
import { unknownSegmentNames } from "./unknown-segments";
import { ygoTimingSentences } from "./timing-sentences";
import { YGO_FIELDS } from "./vocabulary";
import { ygoTimingWords } from "./l10n/words";

const none = () => undefined;

/** Yu-Gi-Oh!. */
export const YGO: GameModel<YgoTypeLine, YgoLine> = {
  id: "ygo",
  displayName: "Yu-Gi-Oh!",
  editions: { newest: "current", editionFor: () => "current", describe: () => "the current Official Rulebook (v10)" },
  timing: YGO_SPACE,
  timingWords: ygoTimingWords,
  fields: {
    names: Object.keys(YGO_FIELDS),
    aliases: { pendulum: "scale", "link-arrows": "arrows", type_line: "type" },
    afterText: ["set", "rarity", "number", "artist"],
  },
  analyseFace: analyseYgoFace,
  timingSubjects: ygoTimingSubjects,
  triggerPlacements: (model, face) => ygoTriggerPlacements(face, model),
  unknownSegmentNames,
  timingSentences: (_model, face) => ygoTimingSentences(face),
  timingAdvice: {
    describeConstraint: (model, c) => (c.label.startsWith("'") ? c.label : model.l10n.term(c.label)),
    wayOut: (model, s) => ygoWayOut(model.l10n, s),
    never: ygoNever,
    impossibleFixes: (model, s, conflict) => ygoImpossibleFixes(model.l10n, s, conflict),
    removal: none,
    noActReason: (model, c) => ({
      reason: model.l10n.t("ygo.noActReason", { label: c.label.startsWith("'") ? c.label : model.l10n.term(c.label) }),
      remedy: "",
    }),
    rareWindowMessage: () => "",
  },
  importer: { accepts: isYgoRecord, toSource: ygoRecordToFile },
  facets: YGO_FACETS,
  rules: YGO_RULES,
  ruleCitations: {
    "impossible-timing": [[FET], [RB("30")], [RB("37–38")], [RB("44–45")]],
    "unknown-step": [[RB("32–40")]],
    "unknown-field": [[RB("6–15")]],
  },
  features: YGO_FEATURES,
  messages: { en: YGO_EN, de: ygoDe, es: ygoEs },
};
