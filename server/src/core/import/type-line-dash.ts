/**
 * The dash before subtypes in a type line. Designers and their tools write it as `—`, `–`, `-`,
 * `--` or `---` (the language accepts all of them); the imported-card shape and every format
 * writer expect the em dash (`Creature — Elf`).
 */

/**
 * Type line with `—` before subtypes, whatever dash (with spaces around it) the text used; runs
 * of white space become one space and the ends are trimmed. A hyphen inside a word is kept.
 */
export function normaliseTypeLine(type: string): string {
  return type
    .replace(/\s+(?:---|--|—|–|-)\s+/, " — ")
    .replace(/\s+/g, " ")
    .trim();
}
