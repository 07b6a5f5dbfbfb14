/**
 * What the CLI tells about rules: the core's registry plus the ids the tool itself reports
 * (inline-directive problems, internal errors), with their doc links.
 */
import { localizer } from "../../server/src/core/l10n/localizer";
import { DEFAULT_GAME, gameById } from "../../server/src/app/games";
import { cite } from "../../server/src/core/l10n/citation";
import { RULES, ruleCitations, ruleDescriptions, ruleGames, ruleMetas } from "../../server/src/app/rules";
import type { Severity } from "../../server/src/core/rules/types";
import { INTERNAL_ERROR, UNKNOWN_RULE_IN_DIRECTIVE, UNUSED_DISABLE_DIRECTIVE } from "../../server/src/core/suppressions";
import { ruleDocUrl } from "../../server/src/app/doc-links";

export interface RuleInfo {
  id: string;
  /** Severity when the rule is on; see `enabledByDefault`. */
  defaultSeverity: Severity;
  /** False for a rule that is off unless the configuration turns it on (then at `defaultSeverity`). */
  enabledByDefault: boolean;
  /** What it reports (the first game's text when games word it differently; see `descriptions`). */
  description: string;
  /** What it reports per game: one entry per distinct text, with the games' ids (several for an id two games implement). */
  descriptions: { games: string[]; description: string }[];
  /** What it implements, each in its source's newest edition, e.g. "CR 307.1" or "Rulebook v10 p. 38". */
  citations: string[];
  /** Ids of the games whose files it checks, e.g. ["mtg", "ygo"]; empty for tool ids (every file). */
  games: string[];
  /** True when it offers fixes (in at least one game). */
  fixable: boolean;
  /** Link to the rule's doc; undefined for tool ids without a doc. */
  helpUri?: string;
  /** True for ids the tool reports that are not rules of the registry. */
  tool: boolean;
}

/** Ids reported by the tool itself, not by a rule module. */
export const TOOL_IDS: readonly RuleInfo[] = [
  {
    id: UNKNOWN_RULE_IN_DIRECTIVE,
    defaultSeverity: "error",
    enabledByDefault: true,
    tool: true,
    fixable: false,
    citations: [],
    games: [],
    description: "A cardscript-disable/enable comment names a rule id that does not exist.",
    descriptions: [],
  },
  {
    id: UNUSED_DISABLE_DIRECTIVE,
    defaultSeverity: "error",
    enabledByDefault: true,
    tool: true,
    fixable: false,
    citations: [],
    games: [],
    description: "A cardscript-disable comment suppresses nothing (reported with --report-unused-disable-directives).",
    descriptions: [],
  },
  {
    id: INTERNAL_ERROR,
    defaultSeverity: "error",
    enabledByDefault: true,
    tool: true,
    fixable: false,
    citations: [],
    games: [],
    description: "A rule failed while checking the file (a bug in CardScript; please report it).",
    descriptions: [],
  },
];

/**
 * Every rule of the registry, then the tool ids.
 * @param locale the language of the descriptions (a locale tag; English when omitted). Ids, games
 *   and severities never change with it.
 */
export function allRuleInfo(locale?: string): RuleInfo[] {
  const described = (id: string, games: readonly string[], english: string): string =>
    localizer(gameById(games[0] ?? "") ?? DEFAULT_GAME, locale).template(`rule.${id}.description`) ?? english;
  return [
    ...RULES.map((r) => ({
      id: r.meta.id,
      defaultSeverity: r.meta.defaultSeverity,
      enabledByDefault: r.meta.enabledByDefault !== false,
      description: described(r.meta.id, ruleGames(r.meta.id), r.meta.description),
      descriptions: ruleDescriptions(r.meta.id).map((d) => ({ ...d, description: described(r.meta.id, d.games, d.description) })),
      citations: [
        ...new Set(
          ruleCitations(r.meta.id)
            .map((c) => cite([c]))
            .filter(Boolean),
        ),
      ],
      games: ruleGames(r.meta.id),
      fixable: ruleMetas(r.meta.id).some((m) => m.meta.fixable),
      helpUri: ruleDocUrl(r.meta.id),
      tool: false,
    })),
    ...TOOL_IDS.map((t) => ({
      ...t,
      description: localizer({ id: "core" }, locale).template(`tool.${t.id}.description`) ?? t.description,
    })),
  ];
}

/**
 * What a rule reports in one text: its description, or for an id games word differently each
 * game's, labelled with the game's display name ("Magic: The Gathering: … Yu-Gi-Oh!: …").
 */
export function describeRule(r: Pick<RuleInfo, "description" | "descriptions">, separator = " "): string {
  if (r.descriptions.length <= 1) return r.description;
  return r.descriptions.map((d) => `${d.games.map((g) => gameById(g)?.displayName ?? g).join(", ")}: ${d.description}`).join(separator);
}

/** The default as words: "warning", or "off (info when turned on)" for a rule that is off by default. */
export function defaultText(r: Pick<RuleInfo, "defaultSeverity" | "enabledByDefault">): string {
  return r.enabledByDefault ? r.defaultSeverity : `off (${r.defaultSeverity} when turned on)`;
}
