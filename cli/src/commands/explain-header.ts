/**
 * `cardscript explain` in German or Spanish: the facts of the generated header of
 * `docs/rules/<id>.md` (games, default severity, quick fixes, rules cited, what it reports per
 * game) in the run's language, followed by the hand-written body of the doc, which is English.
 * In English the doc is printed as it is.
 */
import { gameById } from "../../../server/src/app/games";
import type { Localizer } from "../../../server/src/core/l10n/localizer";
import { ruleMetas } from "../../../server/src/app/rules";
import type { RuleMeta } from "../../../server/src/core/rules/types";
import type { RuleInfo } from "../rule-info";

const gameName = (id: string) => gameById(id)?.displayName ?? id;

/** The quick-fix value of one rule module: "yes", "yes, `--fix`", "yes, `--fix` for some", "no". */
function fixOf(meta: RuleMeta, l10n: Pick<Localizer, "t">): string {
  if (!meta.fixable) return l10n.t("cli.explain.fixNo");
  return l10n.t(meta.safeFixes === "all" ? "cli.explain.fixAll" : meta.safeFixes === "some" ? "cli.explain.fixSome" : "cli.explain.fixYes");
}

/**
 * The header lines of rule `rule` in the language of `l10n` (the rule's descriptions in `rule` are
 * already in it): the summary line (the id alone when games word it differently), then games, default severity, quick fixes (per game when the
 * games' modules differ), rules cited, and each game's description when the games word it differently.
 */
export function localizedHeader(rule: RuleInfo, l10n: Pick<Localizer, "t">): string[] {
  const perGame = ruleMetas(rule.id).map(({ game, meta }) => [gameName(game), fixOf(meta, l10n)] as const);
  const fixes = new Set(perGame.map(([, f]) => f)).size <= 1 ? (perGame[0]?.[1] ?? "") : perGame.map(([g, f]) => `${g}: ${f}`).join("; ");
  const severity = rule.enabledByDefault ? rule.defaultSeverity : l10n.t("cli.explain.offSeverity", { severity: rule.defaultSeverity });
  const several = rule.descriptions.length > 1;
  const lines = [
    several ? rule.id : l10n.t("cli.explain.summary", { id: rule.id, description: rule.description }),
    "",
    l10n.t("cli.explain.games", { games: rule.games.map(gameName).join(", ") }),
    l10n.t("cli.explain.defaultSeverity", { severity }),
    l10n.t("cli.explain.fixes", { fixes }),
    l10n.t("cli.explain.cited", { cited: rule.citations.join(", ") || "—" }),
  ];
  if (several) {
    lines.push("");
    for (const d of rule.descriptions) lines.push(`${d.games.map(gameName).join(", ")}: ${d.description}`);
  }
  return lines;
}

/**
 * The hand-written part of a rule doc: everything after its generated header (the title, the
 * table, and the summary lines in italics or per game, see `scripts/generate`). The whole doc
 * when it has no table.
 */
export function docBody(doc: string): string {
  const lines = doc.split("\n");
  const tableEnd = lines.findIndex((l, i) => l.startsWith("|") && !(lines[i + 1] ?? "").startsWith("|"));
  if (tableEnd < 0) return doc;
  let start = tableEnd + 1;
  const perGame = /^\*[^*]+:\* /;
  if (lines[start] === "" && (/^\*.*\*$/.test(lines[start + 1] ?? "") || perGame.test(lines[start + 1] ?? ""))) {
    start += 2;
    while (perGame.test(lines[start] ?? "")) start++;
  }
  while (lines[start] === "") start++;
  return lines.slice(start).join("\n");
}
