/**
 * Magic: The Gathering as a `GameModel`: the turn structure of CR 500–514 as a timing space,
 * the Comprehensive Rules as the citation source (with editions), Magic's fields, type-line and
 * rules-text readers, timing subjects, rules and editor features. The only entry point into
 * `games/mtg/` for the rest of the core (through the game registry).
 */
import { MTG_FACETS } from "./facets";
import { MTG_IMPORTER } from "./import";
import { MTG_EN } from "./l10n/en";
import { cardTextReader } from "./l10n/card-text";
import { CARD_TEXT_TABLES } from "./l10n/card-text-tables";
import mtgDe from "./l10n/de.json";
import mtgEs from "./l10n/es.json";
import type { GameModel } from "../../core/game/game-model";
import type { FaceModel, FileModel, TextLineAnalysis } from "../../core/model/file-model";
import type { Ability } from "./analysis/abilities";
import type { MtgFace, MtgFileModel } from "./analysis/mtg-model";
import { readMtgFace } from "./analysis/read-face";
import { timingSubjects } from "./analysis/timing-subjects";
import { parseTypeLine, type TypeLine } from "./card-types";
import { cr, editionFor, NEWEST_EDITION } from "./cr";
import { mtgCompletion } from "./features/completion";
import { fieldMarkdown } from "./features/hover-docs";
import { mtgCardDoc, mtgHoverInField, mtgHoverInText } from "./features/hover";
import { mtgSemanticTokens } from "./features/semantic-tokens";
import { abilitySymbols } from "./features/symbols";
import { MTG_FORMATS } from "./formats";
import { MTG_RULES } from "./rules";
import { unknownStepNames } from "./analysis/unknown-step-names";
import { mtgTimingSentences } from "./analysis/timing-sentences";
import { MTG_TIMING_ADVICE } from "./timing-advice";
import { MTG_TIMING, mtgWords } from "./timing-space";
import { triggerPlacements } from "./features/trigger-placements";
import { MTG_SYMBOLS } from "./features/map-symbols";

const mtgModel = (model: FileModel) => model as MtgFileModel;
const mtgFace = (face: FaceModel) => face as MtgFace;

/** Magic: The Gathering. */
export const MTG: GameModel<TypeLine, Ability> = {
  id: "mtg",
  displayName: "Magic: The Gathering",
  editions: {
    newest: NEWEST_EDITION,
    editionFor,
    describe: (edition, l10n) => (l10n ? l10n.t("mtg.editions.describe", { edition }) : `the Comprehensive Rules effective ${edition}`),
  },
  timing: MTG_TIMING,
  timingWords: mtgWords,
  fields: {
    names: ["cost", "type", "stats", "loyalty", "defense", "color", "flavor", "rarity", "set", "artist", "number"],
    aliases: { pt: "stats" },
    afterText: ["flavor", "rarity", "set", "artist", "number"],
  },
  analyseFace: readMtgFace,
  timingSubjects,
  triggerPlacements: (model, face) => triggerPlacements(model, mtgFace(face)),
  unknownSegmentNames: unknownStepNames,
  timingSentences: (model, face) => mtgTimingSentences(model, mtgFace(face)),
  timingAdvice: MTG_TIMING_ADVICE,
  importer: MTG_IMPORTER,
  rules: MTG_RULES,
  formats: MTG_FORMATS,
  nameSpaceOf: (typeValue) => parseTypeLine(typeValue).nameSpace,
  facets: MTG_FACETS,
  ruleCitations: {
    "impossible-timing": [cr("117.1a"), cr("307.1"), cr("502.4"), cr("602.5d"), cr("606.3")],
    "rare-timing-window": [cr("514.3"), cr("514.3a")],
    "redundant-timing": [cr("307.1"), cr("602.5d"), cr("606.3"), cr("702.8b")],
    "unknown-step": [cr("500.1")],
  },
  messages: { en: MTG_EN, de: mtgDe, es: mtgEs },
  cardTextLanguages: Object.fromEntries(Object.entries(CARD_TEXT_TABLES).map(([lang, table]) => [lang, cardTextReader(table)])),
  features: {
    fieldDoc: (name, model) => fieldMarkdown(name, model.edition, model.l10n),
    hoverInText: (model, face, ability: TextLineAnalysis, offset) =>
      mtgHoverInText(mtgModel(model), mtgFace(face), ability as Ability, offset),
    hoverInField: (model, face, field, offset) => mtgHoverInField(mtgModel(model), face && mtgFace(face), field, offset),
    cardDoc: (model, node) => mtgCardDoc(mtgModel(model), node),
    completion: mtgCompletion,
    semanticTokens: (model) => mtgSemanticTokens(mtgModel(model)),
    abilitySymbols: (model, face, ability) => abilitySymbols(mtgModel(model), mtgFace(face), ability as Ability),
    symbols: MTG_SYMBOLS,
  },
};
