/** `cardscript rules` (the rule list) and `cardscript explain <rule>` (a rule's documentation). */
import { readFileSync } from "node:fs";
import path from "node:path";
import { nearestWord } from "../../../server/src/core/text/nearest";
import { shouldColor } from "../colors";
import { CliError } from "../errors";
import type { CliIo } from "../io";
import { packageRoot } from "../package-root";
import { allRuleInfo, type RuleInfo } from "../rule-info";
import { cliL10n } from "../l10n/index";
import type { Locale } from "../../../server/src/core/l10n/locale";
import { docBody, localizedHeader } from "./explain-header";
import { maxOf } from "../../../server/src/core/collections/append";

/** Prints every rule: id, games, default severity, whether `--fix` can fix it, description. `json` prints an array. */
export function runRules(opts: { json?: boolean; locale?: Locale }, io: CliIo): number {
  const rules = allRuleInfo(opts.locale);
  const l10n = cliL10n(opts.locale ?? "en");
  if (opts.json) {
    io.stdout.write(
      JSON.stringify(
        rules.map((r) => ({
          id: r.id,
          games: r.games,
          defaultSeverity: r.defaultSeverity,
          enabledByDefault: r.enabledByDefault,
          fixable: r.fixable,
          description: r.description,
          descriptions: r.descriptions,
          citations: r.citations,
          docs: r.helpUri ?? null,
          tool: r.tool,
        })),
        null,
        2,
      ) + "\n",
    );
    return 0;
  }
  const w = maxOf(
    rules.map((r) => r.id.length),
    0,
  );
  const [rule, gamesHead, defaultHead, fixesHead, descriptionHead] = l10n.t("cli.rules.columns").split("|") as [
    string,
    string,
    string,
    string,
    string,
  ];
  const games = (r: (typeof rules)[number]) => (r.games.length ? r.games.join(",") : l10n.t("cli.rules.all"));
  const gw = maxOf([gamesHead.length, ...rules.map((r) => games(r).length)]);
  const dw = Math.max(7, defaultHead.length);
  const fw = Math.max(5, fixesHead.length);
  const rows = [`${rule.padEnd(w)}  ${gamesHead.padEnd(gw)}  ${defaultHead.padEnd(dw)}  ${fixesHead.padEnd(fw)}  ${descriptionHead}`];
  const indent = " ".repeat(w + 2 + gw + 2 + dw + 2 + fw + 2);
  for (const r of rules) {
    const fixes = (r.fixable ? l10n.t("cli.rules.yes") : "").padEnd(fw);
    const [first, ...more] = descriptionLines(r, l10n);
    rows.push(
      `${r.id.padEnd(w)}  ${games(r).padEnd(gw)}  ${(r.enabledByDefault ? r.defaultSeverity : "off").padEnd(dw)}  ${fixes}  ${first}`,
    );
    for (const line of more) rows.push(indent + line);
  }
  rows.push("", l10n.t("cli.rules.off"), l10n.t("cli.rules.severities"), l10n.t("cli.rules.details"));
  io.stdout.write(rows.join("\n") + "\n");
  return 0;
}

/**
 * The description lines of a rule in `cardscript rules`: one line, or for an id games word
 * differently one line per game ("mtg: …", "ygo: …"); an off-by-default rule ends with its severity when on.
 */
function descriptionLines(r: RuleInfo, l10n: ReturnType<typeof cliL10n>): string[] {
  const lines = r.descriptions.length > 1 ? r.descriptions.map((d) => `${d.games.join(",")}: ${d.description}`) : [r.description];
  if (!r.enabledByDefault) lines[lines.length - 1] += ` ${l10n.t("cli.rules.offSuffix", { severity: r.defaultSeverity })}`;
  return lines;
}

/**
 * Prints `docs/rules/<id>.md`: rendered for the terminal (headings, tables, lists; colours unless
 * NO_COLOR) when stdout is one, the Markdown as it is when piped or redirected.
 * @throws CliError (exit 2) for an unknown id, with the closest ids, or when the doc is missing.
 */
export async function runExplain(id: string, io: CliIo, root = packageRoot(), locale: Locale = "en"): Promise<number> {
  const rules = allRuleInfo(locale);
  const l10n = cliL10n(locale);
  const rule = rules.find((r) => r.id === id);
  if (!rule) {
    const ids = rules.map((r) => r.id);
    const near = nearestWord(id, ids, 3);
    const hint = near ? l10n.t("cli.error.didYouMean", { near }) : "";
    throw new CliError(l10n.t("cli.error.unknownRule", { id, hint }));
  }
  if (rule.tool) {
    await writeMarkdown(
      io,
      `# ${rule.id}\n\n${l10n.t("cli.explain.defaultSeverity", { severity: rule.defaultSeverity })}\n\n${rule.description}\n`,
    );
    return 0;
  }
  const file = path.join(root, "docs", "rules", `${id}.md`);
  let doc: string;
  try {
    doc = readFileSync(file, "utf8");
  } catch {
    throw new CliError(l10n.t("cli.error.docsMissing", { id, file }));
  }
  // The docs are written in English; other languages get the header's facts in their words, then the English body.
  const text = locale === "en" ? doc : [...localizedHeader(rule, l10n), "", l10n.t("cli.explain.englishDocs"), "", docBody(doc)].join("\n");
  await writeMarkdown(io, text.endsWith("\n") ? text : text + "\n");
  return 0;
}

/** Writes Markdown: rendered for a terminal, as it is for a pipe or file. */
async function writeMarkdown(io: CliIo, markdown: string): Promise<void> {
  if (!io.stdout.isTTY) {
    io.stdout.write(markdown);
    return;
  }
  const { renderMarkdownForTerminal } = await import("../markdown-terminal");
  io.stdout.write(renderMarkdownForTerminal(markdown, io.stdout.columns ?? 80, shouldColor(true, io.env)));
}
