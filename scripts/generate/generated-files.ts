/**
 * Every copy of rule metadata that is generated from the rules' `meta` (one source): the
 * `cardscript.rules` settings in package.json (as `%key%` references) with their descriptions in
 * `package.nls.json` and its German and Spanish twins (from the message catalogs), the README rule
 * table, the config JSON schema and the header of each `docs/rules/<id>.md`. `npm run generate` writes them
 * (`scripts/generate/generate.ts`); `test/generated.test.ts` fails when one is stale.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { CONFIG_SCHEMA_LOCALES, configSchemaPath, configSchemaText } from "../../cli/src/config/config-schema";
import { cite, type Citation } from "../../server/src/core/l10n/citation";
import { DEFAULT_GAME, gameById } from "../../server/src/app/games";
import { LOCALES, type Locale } from "../../server/src/core/l10n/locale";
import { localizer } from "../../server/src/core/l10n/localizer";
import { RULES, ruleCitations, ruleDescriptions, ruleGames, ruleMetas } from "../../server/src/app/rules";
import type { RuleMeta } from "../../server/src/core/rules/types";
import { OBSOLETE_TERMS, type ObsoleteTerm } from "../../server/src/games/mtg/obsolete-terms";

/** A generated file: its path relative to the repository root and its expected text. */
export interface GeneratedFile {
  path: string;
  /** The file's text as the generator writes it, given the current text ("" when missing). */
  expected(current: string): string;
}

/** The command that regenerates every file (named by the staleness test). */
export const GENERATE_COMMAND = "npm run generate";

const SEVERITY_SETTINGS = ["off", "info", "warning", "error"];
const README_START = "<!-- rules table: generated from the rules' meta by `npm run generate` -->";
const README_END = "<!-- end of rules table -->";

/** Display names of the games that check rule `id`, e.g. "Magic, Yu-Gi-Oh!". */
function gameNames(id: string): string[] {
  return ruleGames(id).map((g) => gameById(g)?.displayName ?? g);
}

/** The citations of rule `id` for one game: the rule's own (if the game runs it) plus the game's. */
function citationsFor(meta: RuleMeta, gameId: string): Citation[] {
  const game = gameById(gameId);
  // The module this game runs under the id (its own for an id several games implement, else the shared one).
  const own = ruleMetas(meta.id).find((m) => m.game === gameId)?.meta.rules ?? meta.rules;
  const extra = game?.ruleCitations[meta.id] ?? [];
  return [...own, ...extra.filter((c) => !own.includes(c))];
}

/** "yes", "yes, `--fix`", "yes, `--fix` for some" or "" (the quick-fix column) for one rule module. */
function quickFixOf(meta: RuleMeta): string {
  if (!meta.fixable) return "";
  return meta.safeFixes === "all" ? "yes, `--fix`" : meta.safeFixes === "some" ? "yes, `--fix` for some" : "yes";
}

/** The quick-fix column of rule `id`: one value, or per game when the games' modules differ ("Magic: —; Yu-Gi-Oh!: yes"). */
function quickFix(meta: RuleMeta): string {
  const perGame = ruleMetas(meta.id).map(({ game, meta: m }) => [gameById(game)?.displayName ?? game, quickFixOf(m)] as const);
  if (new Set(perGame.map(([, f]) => f)).size <= 1) return quickFixOf(meta);
  return perGame.map(([name, f]) => `${name}: ${f || "no"}`).join("; ");
}

/** Display names of games, e.g. "Magic: The Gathering, Yu-Gi-Oh!". */
const names = (games: readonly string[]) => games.map((g) => gameById(g)?.displayName ?? g).join(", ");

/** Escapes a table cell (pipes). */
const cell = (s: string) => s.replace(/\|/g, "\\|");

/** package.json with `contributes.configuration.properties["cardscript.rules"].properties` from meta. */
export function packageJson(current: string): string {
  const pkg = JSON.parse(current) as { contributes: { configuration: { properties: Record<string, { properties?: unknown }> } } };
  const setting = pkg.contributes.configuration.properties["cardscript.rules"]!;
  setting.properties = Object.fromEntries(
    RULES.map((r) => [r.meta.id, { type: "string", enum: SEVERITY_SETTINGS, description: `%${ruleSettingKey(r.meta.id)}%` }]),
  );
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** The `package.nls*.json` key of a rule's severity setting description. */
const ruleSettingKey = (id: string) => `cardscript.rules.${id}`;

/**
 * `package.nls.json` (English) or `package.nls.<locale>.json`: the hand-written keys of the file
 * (commands, settings, problem matcher) kept, and one entry per rule, "<description> Default:
 * <severity>." in that language (the description from the rule's meta or the catalogs).
 */
export function packageNls(locale: Locale, current: string): string {
  const kept = Object.fromEntries(
    Object.entries((current ? JSON.parse(current) : {}) as Record<string, string>).filter(([k]) => !k.startsWith("cardscript.rules.")),
  );
  const l10n = localizer({ id: "core" }, locale);
  for (const r of RULES) {
    // Each game's own words when games word the rule differently ("Magic: The Gathering: … Yu-Gi-Oh!: …").
    const texts = ruleDescriptions(r.meta.id).map((d) => {
      const game = gameById(d.games[0] ?? "") ?? DEFAULT_GAME;
      return { games: d.games, text: localizer(game, locale).template(`rule.${r.meta.id}.description`) ?? d.description };
    });
    const description =
      texts.length <= 1 ? (texts[0]?.text ?? r.meta.description) : texts.map((d) => `${names(d.games)}: ${d.text}`).join(" ");
    const severity =
      r.meta.enabledByDefault === false ? l10n.t("settings.offWhenTurnedOn", { severity: r.meta.defaultSeverity }) : r.meta.defaultSeverity;
    kept[ruleSettingKey(r.meta.id)] = l10n.t("settings.ruleSeverity", { description, severity });
  }
  return `${JSON.stringify(kept, null, 2)}\n`;
}

/** The README rule table (between its marker comments). */
export function readmeTable(): string {
  const rows = RULES.map((r) => {
    const m = r.meta;
    const cited = cite(ruleCitations(m.id)) || "—";
    const severity = m.enabledByDefault === false ? `off (${m.defaultSeverity} when on)` : m.defaultSeverity;
    const texts = ruleDescriptions(m.id);
    const reports = texts.length <= 1 ? m.description : texts.map((d) => `**${names(d.games)}:** ${d.description}`).join("<br>");
    return `| [\`${m.id}\`](docs/rules/${m.id}.md) | ${ruleGames(m.id).join(", ")} | ${severity} | ${cell(reports)} | ${cell(cited)} | ${quickFix(m)} |`;
  });
  return [
    README_START,
    "",
    "`games`: the `game` ids of the files a rule checks. `default`: the severity it reports at; `off` rules report nothing until `cardscript.json` (or the `cardscript.rules` setting) turns them on.",
    "",
    "| rule | games | default | reports | rules cited | quick fix |",
    "|---|---|---|---|---|---|",
    ...rows,
    "",
    README_END,
  ].join("\n");
}

/**
 * README.md with its rule table regenerated.
 * @throws Error when the marker comments are missing or out of order.
 */
export function readme(current: string): string {
  const start = current.indexOf(README_START);
  const end = current.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`README.md: the rule table needs the markers ${README_START} … ${README_END}`);
  return current.slice(0, start) + readmeTable() + current.slice(end + README_END.length);
}

/**
 * The header of `docs/rules/<id>.md`: the title, one sentence from meta, and a table of games,
 * default severity, quick fixes and what it cites in each game.
 */
export function docHeader(meta: RuleMeta): string {
  const games = ruleGames(meta.id);
  const fix = quickFix(meta) || "no";
  const perGame = games.map((g) => [gameById(g)?.displayName ?? g, cite(citationsFor(meta, g))] as const).filter(([, c]) => c);
  const cited = perGame.map(([name, c]) => (games.length > 1 ? `${name}: ${c}` : c)).join("; ") || "—";
  const severity =
    meta.enabledByDefault === false ? `off by default (\`${meta.defaultSeverity}\` when turned on)` : `\`${meta.defaultSeverity}\``;
  const texts = ruleDescriptions(meta.id);
  const summary = texts.length <= 1 ? `*${meta.description}*` : texts.map((d) => `*${names(d.games)}:* ${d.description}`).join("<br>\n");
  return [
    `# ${meta.id}`,
    "",
    "| Games | Default severity | Quick fixes | Rules cited |",
    "|---|---|---|---|",
    `| ${gameNames(meta.id).join(", ")} | ${severity} | ${fix} | ${cell(cited)} |`,
    "",
    summary,
  ].join("\n");
}

/** A per-game summary line of a generated doc header: "*Magic: The Gathering:* …". */
const PER_GAME_SUMMARY = /^\*[^*]+:\* /;

/** Whether `line` is a generated summary line: one line in italics, or a per-game line ("*Yu-Gi-Oh!:* …"). */
const isSummaryLine = (line: string | undefined) => /^\*.*\*$/.test(line ?? "") || PER_GAME_SUMMARY.test(line ?? "");

/**
 * The lines of a rule doc after its header: a title (`# …`), the header's table right after it (any
 * columns: older headers had others) and its summary (after one blank line, in italics or one line
 * per game). A title with no table under it is a hand-written title and is dropped too; with it
 * goes a summary line under it. A table further down is the body's and is kept.
 */
function bodyLines(lines: readonly string[]): string[] {
  if (!(lines[0] ?? "").startsWith("# ")) return [...lines];
  let i = 1;
  while (lines[i] === "") i++;
  while ((lines[i] ?? "").startsWith("|")) i++;
  let j = i;
  while (lines[j] === "") j++;
  while (isSummaryLine(lines[j])) i = ++j;
  return lines.slice(i);
}

/**
 * A rule doc with its header regenerated ({@link docHeader}); the hand-written body after the old
 * header is kept as is. Titles at the top of the body (a doc whose own title was kept under a
 * generated header: a doubled heading) are dropped with their summary line, so every doc has one
 * top-level heading.
 */
export function ruleDoc(meta: RuleMeta, current: string): string {
  let lines = bodyLines(current.split("\n"));
  for (;;) {
    const first = lines.findIndex((l) => l !== "");
    if (first < 0 || !lines[first]!.startsWith("# ")) break;
    lines = bodyLines(lines.slice(first));
  }
  const body = lines.join("\n").replace(/^\n+/, "");
  return `${docHeader(meta)}\n\n${body}`;
}

const ROWS_START = "<!-- wording rows: generated from obsolete-terms.ts by `npm run generate` -->";
const ROWS_END = "<!-- end of wording rows -->";

/** A term as it reads in the table: `code` for short forms. */
const quoted = (s: string) => (s.includes("`") ? s : `\`${s}\``);

/**
 * The dated rows of `obsolete-terms.ts` reported by `ruleId`, oldest first, as a Markdown table:
 * old form, modern form, date and source, glossary entry or rule, exact or not, printed German
 * and Spanish forms.
 */
export function wordingRowsTable(ruleId: ObsoleteTerm["ruleId"]): string {
  const rows = OBSOLETE_TERMS.filter((t) => t.ruleId === ruleId)
    .slice()
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
    .map((t) => {
      const where = t.where === "text" ? "" : t.where === "type" ? " (type line)" : " (subtype)";
      const glossary = (t.glossary ?? []).map((g) => `Glossary "${g} (Obsolete)"`);
      const ref = [...glossary, cite(t.rules)].filter((x) => x).join("; ");
      const date = `${t.date}${t.verified ? "" : " (day estimated)"}`;
      const printed = [
        t.printed?.de ? `de: ${t.printed.de[0]} → ${t.printed.de[1]}` : "",
        t.printed?.es ? `es: ${t.printed.es[0]} → ${t.printed.es[1]}` : "",
      ]
        .filter((x) => x)
        .join("<br>");
      return `| ${cell(quoted(t.term))}${where} | ${cell(t.modern)} | ${date} | ${cell(t.source)} | ${cell(ref)} | ${t.exact ? "yes" : "no"} | ${cell(printed)} |`;
    });
  return [
    ROWS_START,
    "",
    "| Old form | Modern form | Changed | Source | Glossary entry / rules | Exact rewrite | Printed German / Spanish |",
    "|---|---|---|---|---|---|---|",
    ...rows,
    "",
    ROWS_END,
  ].join("\n");
}

/** A rule doc's generated wording rows (between the markers), when it has the markers. */
function withWordingRows(ruleId: string, text: string): string {
  const start = text.indexOf(ROWS_START);
  const end = text.indexOf(ROWS_END);
  if (start < 0 || end < start || (ruleId !== "obsolete-wording" && ruleId !== "obsolete-rule")) return text;
  return text.slice(0, start) + wordingRowsTable(ruleId) + text.slice(end + ROWS_END.length);
}

/** Every generated file. */
export function generatedFiles(): GeneratedFile[] {
  return [
    { path: "package.json", expected: packageJson },
    { path: "package.nls.json", expected: (current: string) => packageNls("en", current) },
    ...LOCALES.filter((l) => l !== "en").map((l) => ({
      path: `package.nls.${l}.json`,
      expected: (current: string) => packageNls(l, current),
    })),
    { path: "README.md", expected: readme },
    ...CONFIG_SCHEMA_LOCALES.map((l) => ({ path: configSchemaPath(l), expected: () => configSchemaText(l) })),
    ...RULES.map((r) => ({
      path: `docs/rules/${r.meta.id}.md`,
      expected: (current: string) => withWordingRows(r.meta.id, ruleDoc(r.meta, current)),
    })),
  ];
}

/** The current text of `file` under `root`, or "" when it does not exist. */
export function currentText(root: string, file: string): string {
  try {
    return readFileSync(path.join(root, file), "utf8");
  } catch {
    return "";
  }
}
