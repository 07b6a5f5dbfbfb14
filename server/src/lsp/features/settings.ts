/**
 * Settings: `cardscript.rules`, a severity per rule id ("off" | "info" | "warning" | "error").
 *
 * Read with `workspace/configuration` (section `cardscript`) once the client is initialized and
 * again on every `workspace/didChangeConfiguration`; clients without configuration support
 * send the settings inside that notification (`settings.cardscript.rules`). A change of the
 * effective rule severities hands new lint options to the document store, which re-checks and
 * republishes every open document. Unknown rule ids and invalid severities are ignored with a
 * warning in the log. Other features read the effective severities with {@link ruleSettings}.
 */
import type { ClientCapabilities } from "vscode-languageserver/node";
import { DidChangeConfigurationNotification } from "../lsp-values";
import { SEVERITY_SETTINGS } from "../../core/config";
import type { LintOptions } from "../../core/linter";
import { ruleIds } from "../../app/rules";
import type { SeveritySetting } from "../../core/rules/types";
import type { ServerContext } from "../context";
import type { DocumentStore } from "../document-store";
import { effectiveOptions, updateLintOptions } from "../lint-options";

/** The configuration section the server reads. */
export const SETTINGS_SECTION = "cardscript";

/** Effective rule severities per server (keyed by its document store). */
const current = new WeakMap<DocumentStore, Record<string, SeveritySetting>>();

/** The rule severities in effect for this server (empty = every rule at its default). */
export function ruleSettings(ctx: Pick<ServerContext, "store">): Readonly<Record<string, SeveritySetting>> {
  return current.get(ctx.store) ?? {};
}

/** The lint options in effect for a document (settings over `cardscript.json`; what the document store lints with). */
export function lintOptions(ctx: Pick<ServerContext, "store">, uri: string): LintOptions {
  return effectiveOptions(ctx, uri);
}

/**
 * Validates a `cardscript.rules` value.
 * @returns the valid entries and a message per ignored entry; never throws.
 */
export function readRuleSettings(value: unknown): { rules: Record<string, SeveritySetting>; problems: string[] } {
  const rules: Record<string, SeveritySetting> = {};
  const problems: string[] = [];
  if (value === undefined || value === null) return { rules, problems };
  if (typeof value !== "object" || Array.isArray(value)) {
    problems.push(`cardscript.rules must be an object of rule id → severity; ignored ${JSON.stringify(value)}.`);
    return { rules, problems };
  }
  const known = new Set(ruleIds());
  for (const [id, severity] of Object.entries(value as Record<string, unknown>)) {
    if (!known.has(id)) {
      problems.push(`cardscript.rules: unknown rule '${id}' ignored.`);
      continue;
    }
    if (typeof severity !== "string" || !(SEVERITY_SETTINGS as readonly string[]).includes(severity)) {
      problems.push(`cardscript.rules.${id}: ${JSON.stringify(severity)} is not one of ${SEVERITY_SETTINGS.join(", ")}; ignored.`);
      continue;
    }
    rules[id] = severity as SeveritySetting;
  }
  return { rules, problems };
}

function sameRules(a: Record<string, SeveritySetting>, b: Record<string, SeveritySetting>): boolean {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
}

export function register(ctx: ServerContext): void {
  const caps: ClientCapabilities = ctx.initializeParams.capabilities ?? {};
  const canPull = caps.workspace?.configuration === true;
  const canRegister = caps.workspace?.didChangeConfiguration?.dynamicRegistration === true;

  const apply = (section: unknown) => {
    const raw = section && typeof section === "object" ? (section as { rules?: unknown }).rules : undefined;
    const { rules, problems } = readRuleSettings(raw);
    for (const p of problems) ctx.log.warn(p);
    if (sameRules(rules, current.get(ctx.store) ?? {})) return;
    current.set(ctx.store, rules);
    ctx.log.info(`CardScript rule settings: ${Object.keys(rules).length ? JSON.stringify(rules) : "defaults"}.`);
    updateLintOptions(ctx, { settingsRules: rules });
  };

  const pull = async () => {
    const [section] = (await ctx.connection.workspace.getConfiguration([{ section: SETTINGS_SECTION }])) as unknown[];
    apply(section);
  };

  ctx.events.onInitialized(
    ctx.guard(
      "settings: initialized",
      async () => {
        if (canRegister) await ctx.connection.client.register(DidChangeConfigurationNotification.type, { section: SETTINGS_SECTION });
        if (canPull) await pull();
      },
      undefined,
    ),
  );

  ctx.events.onDidChangeConfiguration(
    ctx.guard(
      "settings: changed",
      async (params) => {
        if (canPull) await pull();
        else apply((params.settings as Record<string, unknown> | null | undefined)?.[SETTINGS_SECTION]);
      },
      undefined,
    ),
  );
}
