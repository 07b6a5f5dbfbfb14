/**
 * The JSON schema of `cardscript.json` (draft-07), generated from the rule registry so that it
 * never falls behind. `schemas/cardscript.schema.json` is this object, written by
 * `npm run generate`; a test fails when the file is stale.
 */
import { GAMES, SEVERITY_SETTINGS } from "../../../server/src/core/config";
import { allRuleInfo, defaultText, describeRule } from "../rule-info";

export function configSchema(): Record<string, unknown> {
  const rules: Record<string, unknown> = {};
  for (const r of allRuleInfo()) {
    if (r.id === "internal-error") continue;
    rules[r.id] = {
      enum: [...SEVERITY_SETTINGS],
      description: `${describeRule(r)} Default: ${defaultText(r)}.`,
      markdownDescription: `${describeRule(r, "\n\n")}\n\nDefault: ${r.enabledByDefault ? `\`${r.defaultSeverity}\`` : `\`off\` (\`${r.defaultSeverity}\` when turned on)`}.${r.helpUri ? ` [Documentation](${r.helpUri})` : ""}`,
    };
  }
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    $id: "https://example.invalid/cardscript/schemas/cardscript.schema.json",
    title: "CardScript configuration (cardscript.json)",
    description:
      "Configuration for the CardScript CLI and language server. The nearest cardscript.json up the folder tree from a .card file applies to it.",
    type: "object",
    additionalProperties: false,
    properties: {
      $schema: { type: "string", description: "The JSON schema of this file." },
      rules: {
        type: "object",
        description:
          'Severity per rule id: "off", "info", "warning" or "error". Rules not listed keep their default. `cardscript rules` lists them.',
        additionalProperties: false,
        properties: rules,
      },
      game: { enum: [...GAMES], description: "The game of .card files that have no `game` line (default: mtg)." },
      ignorePatterns: {
        type: "array",
        description: "Files not to lint, in .gitignore syntax, relative to the folder holding this file.",
        items: { type: "string", minLength: 1, pattern: "\\S" },
      },
    },
  };
}

/** The schema file's text (2-space JSON, final newline). */
export function configSchemaText(): string {
  return JSON.stringify(configSchema(), null, 2) + "\n";
}
