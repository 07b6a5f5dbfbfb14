/**
 * The JSON schema of `cardscript.json` (draft-07), generated from the rule registry so that it
 * never falls behind, in each language CardScript speaks: its titles and descriptions are the
 * core catalog's `config.schema.*` entries and the rules' (localized) descriptions, the texts the
 * config problems (`config.problem.*`) are written beside. `schemas/cardscript.schema.json`
 * (English) and `schemas/cardscript.schema.<locale>.json` are these objects, written by
 * `npm run generate`; a test fails when a file is stale. The VS Code extension serves the one of
 * the display language (`client/src/config-schema-provider.ts`).
 */
import { SEVERITY_SETTINGS } from "../../../server/src/core/config";
import { importMessageIds } from "../../../server/src/app/config";
import { CONFIG_FILE_NAME } from "../../../server/src/core/config-file-name";
export { configSchemaPath } from "../../../server/src/core/config-file-name";
import { DEFAULT_GAME, GAME_IDS } from "../../../server/src/app/games";
import { LOCALES, type Locale } from "../../../server/src/core/l10n/locale";
import { localizer } from "../../../server/src/core/l10n/localizer";
import { allRuleInfo, describeRule, type RuleInfo } from "../rule-info";

/** The default severity in words, as plain text or Markdown (values in backticks). */
function defaultIn(r: RuleInfo, t: (key: string, data?: Record<string, string>) => string, code: (s: string) => string): string {
  return r.enabledByDefault
    ? t("config.schema.default", { severity: code(r.defaultSeverity) })
    : t("config.schema.offByDefault", { off: code("off"), severity: code(r.defaultSeverity) });
}

/**
 * The schema object in `locale` (English by default). Property names, enums and patterns never
 * change with the language; `$id` names the English file.
 */
export function configSchema(locale: Locale = "en"): Record<string, unknown> {
  const l10n = localizer({ id: "core" }, locale);
  const t = (key: string, data?: Record<string, string>) => l10n.t(key, data);
  const rules: Record<string, unknown> = {};
  for (const r of allRuleInfo(locale)) {
    if (r.id === "internal-error") continue;
    const docs = r.helpUri ? ` [${t("config.schema.documentation")}](${r.helpUri})` : "";
    rules[r.id] = {
      enum: [...SEVERITY_SETTINGS],
      description: `${describeRule(r)} ${defaultIn(r, t, (s) => s)}`,
      markdownDescription: `${describeRule(r, "\n\n")}\n\n${defaultIn(r, t, (s) => `\`${s}\``)}${docs}`,
    };
  }
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    $id: "https://example.invalid/cardscript/schemas/cardscript.schema.json",
    title: t("config.schema.title", { file: CONFIG_FILE_NAME }),
    description: t("config.schema.description", { file: CONFIG_FILE_NAME }),
    type: "object",
    additionalProperties: false,
    properties: {
      $schema: { type: "string", description: t("config.schema.$schema") },
      rules: {
        type: "object",
        description: t("config.schema.rules"),
        additionalProperties: false,
        properties: rules,
      },
      game: { enum: [...GAME_IDS], description: t("config.schema.game", { game: DEFAULT_GAME.id }) },
      ignorePatterns: {
        type: "array",
        description: t("config.schema.ignorePatterns"),
        items: { type: "string", minLength: 1, pattern: "\\S" },
      },
      messages: {
        type: "object",
        description: t("config.schema.messages"),
        additionalProperties: false,
        properties: Object.fromEntries(importMessageIds().map((id) => [id, { enum: [...SEVERITY_SETTINGS] }])),
      },
    },
  };
}

/** The schema file's text in `locale` (2-space JSON, final newline). */
export function configSchemaText(locale: Locale = "en"): string {
  return JSON.stringify(configSchema(locale), null, 2) + "\n";
}

/** Every language's schema file. */
export const CONFIG_SCHEMA_LOCALES: readonly Locale[] = LOCALES;
