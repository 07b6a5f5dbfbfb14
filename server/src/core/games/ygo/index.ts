/**
 * Yu-Gi-Oh! as a `GameModel`, first step: the turn as a timing space (phases, Battle Phase
 * steps, the Damage Step's sub-timings; open game state or a Chain at Spell Speed 1–2 or 3) and
 * the fields of a Yu-Gi-Oh! card, so `game ygo` files get the common checks (syntax, fields,
 * duplicate names) in Yu-Gi-Oh!'s terms. Effects are not read yet: no timing subjects, no
 * Yu-Gi-Oh!-only rules, no rules-text hover.
 * Sources: Official Rulebook v10 (turn structure), Damage Step Rules (sub-timings).
 */
import type { GameModel } from "../../game/game-model";
import { TimingSpace } from "../../timing/timing-window";

/** Segments of a Yu-Gi-Oh! turn in order; the Damage Step is split into its five sub-timings. */
const SEGMENTS = {
  draw: "Draw Phase", standby: "Standby Phase", main1: "Main Phase 1", battleStart: "Start Step", battle: "Battle Step",
  damageStart: "start of the Damage Step", beforeCalc: "before damage calculation", damageCalc: "damage calculation",
  afterCalc: "after damage calculation", damageEnd: "end of the Damage Step", battleEnd: "End Step", main2: "Main Phase 2", end: "End Phase",
} as const;
type YgoSegment = keyof typeof SEGMENTS;

/** Open game state, or a Chain whose last link is Spell Speed 1–2 or Spell Speed 3. */
type GameState = "open" | "chain12" | "chain3";

const YGO_TIMING = new TimingSpace<YgoSegment, GameState>({
  segments: Object.keys(SEGMENTS) as YgoSegment[],
  axis: ["open", "chain12", "chain3"],
  act: () => "always",
  words: {
    segment: (s) => SEGMENTS[s],
    allSegments: "any phase",
    allActSegments: "any phase",
    axis: (values) => (values.length === 1 && values[0] === "open" ? ", open game state" : ""),
    turns: { either: "Either player's turn", you: "Your turn", opp: "Your opponent's turn" },
  },
});

const none = () => undefined;

/** Yu-Gi-Oh! (structure and fields; effects not read yet). */
export const YGO: GameModel = {
  id: "ygo",
  displayName: "Yu-Gi-Oh!",
  editions: { newest: "current", editionFor: () => "current", describe: () => "the current Official Rulebook" },
  timing: YGO_TIMING,
  fields: {
    names: ["type", "attribute", "level", "rank", "link", "race", "atk", "def", "scale", "arrows", "flavor", "rarity", "set", "number"],
    aliases: {},
  },
  analyseFace: () => ({ abilities: [] }),
  timingSubjects: () => [],
  unknownSegmentNames: () => [],
  timingAdvice: {
    describeConstraint: (_model, c) => c.label,
    wayOut: () => "",
    impossibleFixes: () => [],
    removal: none,
    noActReason: (_model, c) => c.label,
    rareWindowMessage: () => "",
  },
  rules: [],
  ruleCitations: {},
  features: {
    fieldDoc: none,
    hoverInText: none,
    hoverInField: none,
    cardDoc: (_model, node) => `**${node.name}**`,
    completion: { snippets: [], faceTypeExample: "Effect Monster", suggestAfterField: [], fieldValue: () => {}, text: () => {} },
    semanticTokens: () => [],
    abilitySymbols: () => [],
  },
};
