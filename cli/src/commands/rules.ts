/** `cardscript rules` (the rule list) and `cardscript explain <rule>` (a rule's documentation). */
import { readFileSync } from "node:fs";
import path from "node:path";
import { closest, distance } from "fastest-levenshtein";
import { CliError } from "../errors";
import type { CliIo } from "../io";
import { packageRoot } from "../package-root";
import { allRuleInfo } from "../rule-info";

/** Prints every rule: id, games, default severity, whether `--fix` can fix it, description. `json` prints an array. */
export function runRules(opts: { json?: boolean }, io: CliIo): number {
  const rules = allRuleInfo();
  if (opts.json) {
    io.stdout.write(
      JSON.stringify(
        rules.map((r) => ({
          id: r.id,
          games: r.games,
          defaultSeverity: r.defaultSeverity,
          fixable: r.fixable,
          description: r.description,
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
  const w = Math.max(...rules.map((r) => r.id.length));
  const games = (r: (typeof rules)[number]) => (r.games.length ? r.games.join(",") : "all");
  const gw = Math.max(5, ...rules.map((r) => games(r).length));
  const rows = [`${"rule".padEnd(w)}  ${"games".padEnd(gw)}  ${"default".padEnd(7)}  fixes  description`];
  for (const r of rules) {
    rows.push(
      `${r.id.padEnd(w)}  ${games(r).padEnd(gw)}  ${r.defaultSeverity.padEnd(7)}  ${(r.fixable ? "yes" : "").padEnd(5)}  ${r.description}`,
    );
  }
  rows.push(
    "",
    'Set severities in cardscript.json ({ "rules": { "<rule>": "off" | "info" | "warning" | "error" } }).',
    "Details: cardscript explain <rule>",
  );
  io.stdout.write(rows.join("\n") + "\n");
  return 0;
}

/**
 * Prints `docs/rules/<id>.md`.
 * @throws CliError (exit 2) for an unknown id, with the closest ids, or when the doc is missing.
 */
export function runExplain(id: string, io: CliIo, root = packageRoot()): number {
  const rules = allRuleInfo();
  const rule = rules.find((r) => r.id === id);
  if (!rule) {
    const ids = rules.map((r) => r.id);
    const near = closest(id, ids);
    const hint = distance(id, near) <= Math.max(3, Math.floor(id.length / 3)) ? ` Did you mean '${near}'?` : "";
    throw new CliError(`unknown rule '${id}'.${hint} Run 'cardscript rules' for the list.`);
  }
  if (rule.tool) {
    io.stdout.write(`# ${rule.id}\n\nDefault severity: ${rule.defaultSeverity}\n\n${rule.description}\n`);
    return 0;
  }
  const file = path.join(root, "docs", "rules", `${id}.md`);
  let doc: string;
  try {
    doc = readFileSync(file, "utf8");
  } catch {
    throw new CliError(`the documentation of '${id}' is missing (${file})`);
  }
  io.stdout.write(doc.endsWith("\n") ? doc : doc + "\n");
  return 0;
}
