/**
 * Message templates: `{{name}}` placeholders filled from a message's data. Citations are data
 * (`readonly Citation[]`), written here once in the file's rules edition, so no template types a
 * rule number.
 */
import { cite, type Citation } from "./citation";
import { matchesOf } from "../text/matches";

/**
 * A placeholder value: text, a number, or citations, which the linter writes as ` (CR 502.4)` in
 * the file's rules edition — or as nothing when there is nothing to cite.
 */
export type MessageValue = string | number | readonly Citation[];

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w]*)\s*\}\}/g;

/**
 * Fills `template`'s `{{name}}` placeholders from `data`. Text and numbers are inserted as they
 * are; citations as ` (CR 307.1, 506.8c)` in `edition` (see `cite`), or "" when empty. A
 * placeholder without a value stays as written (`{{name}}`), as ESLint leaves it, so a missing
 * value is visible instead of silently dropped.
 */
export function fillMessage(template: string, data: Readonly<Record<string, MessageValue>> | undefined, edition?: string): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const v = data?.[name];
    if (v === undefined) return whole;
    if (typeof v === "string" || typeof v === "number") return String(v);
    const c = cite(v, edition);
    return c ? ` (${c})` : "";
  });
}

/** The placeholder names of a template, in order of first use. */
export function placeholders(template: string): string[] {
  return [...new Set(matchesOf(template, PLACEHOLDER).map((m) => m[1]!))];
}
