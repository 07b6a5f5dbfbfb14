/**
 * The adjudication file of `npm run agreement:forge`: disagreements where Forge, not CardScript,
 * is wrong, each with the reason. JSON: `[{ "card": "<name>", "forge": "<the Forge script line>",
 * "reason": "<why Forge is wrong, with the rule>" }]`. An entry without a reason is an error.
 */
import { readFileSync } from "node:fs";

export interface Adjudication {
  card: string;
  /** The Forge script line, exactly as in the card script. */
  forge: string;
  reason: string;
}

/** The key an adjudication is looked up by. */
export function adjudicationKey(card: string, forgeLine: string): string {
  return `${card}\u0000${forgeLine.trim()}`;
}

/**
 * Reads and checks the adjudication file.
 * @throws Error naming the entry when an entry lacks card, forge line or reason.
 */
export function parseAdjudications(json: string): Map<string, Adjudication> {
  const list = JSON.parse(json) as Adjudication[];
  if (!Array.isArray(list)) throw new Error("adjudication file: expected an array");
  const out = new Map<string, Adjudication>();
  list.forEach((a, i) => {
    if (!a || typeof a.card !== "string" || typeof a.forge !== "string" || typeof a.reason !== "string" || a.reason.trim().length < 10) {
      throw new Error(`adjudication entry ${i}: needs "card", "forge" and a "reason" of at least 10 characters`);
    }
    out.set(adjudicationKey(a.card, a.forge), a);
  });
  return out;
}

/** Reads the adjudication file at `file`; see {@link parseAdjudications}. */
export function loadAdjudications(file: string): Map<string, Adjudication> {
  return parseAdjudications(readFileSync(file, "utf8"));
}
