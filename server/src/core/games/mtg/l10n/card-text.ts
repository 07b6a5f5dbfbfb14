/**
 * Reads Magic rules text printed in German or Spanish: a language's table (`card-text-de.ts`,
 * `card-text-es.ts`) lists the step and phase names as printed (with older printed forms and
 * their dates) and the timing templates — trigger openings ("Zu Beginn deines …") and restriction
 * sentences ("Aktiviere diese Fähigkeit wie eine Hexerei.") — with the English the analysis reads.
 * Triggers are rewritten piece by piece (the frame, then the step name), so a finding on a step
 * name points at the name as written; restriction sentences are rewritten whole.
 */
import { closest, distance } from "fastest-levenshtein";
import type { CardTextReader, CardTextWriter, LineReading } from "../../../l10n/card-text";
import { byCaseFold, caseFold } from "../../../text/case-fold";

/**
 * A step or phase name as printed, and the English the analysis reads for it. The current forms
 * of one step are listed in the same grammatical order in every step (German: nominative, then
 * genitive; Spanish: the form printed in triggers first), so a fix that renames a step keeps the
 * form: the n-th form of one step becomes the n-th form of another.
 */
export interface StepForm {
  text: string;
  english: string;
  /** An older printed form: the current one and when it changed. */
  obsolete?: { modern: string; since: string };
}

/** A during-phrase of a restriction ("deines Zuges" → "your turn"). */
export interface DuringForm {
  text: string;
  english: string;
}

/**
 * A template: `pattern` is a regular-expression source matched case-insensitively on word
 * bounds, with at most one slot — `{STEP}` (a step name), `{DURING}` (a during-phrase) or
 * `{NAME}` (the card's name as printed in old templates); `english` is the rewrite with the same
 * slot. Old templates name the current form (`modern`, made from the text as written) and when
 * the wording changed.
 */
export interface Template {
  pattern: string;
  english: string;
  obsolete?: { since: string; modern: (written: string) => string };
  /** Rewrite the whole match as one phrase (restriction sentences); default: the slot on its own. */
  whole?: boolean;
}

/** One language's table. */
export interface CardTextTable {
  steps: readonly StepForm[];
  during: readonly DuringForm[];
  templates: readonly Template[];
  /** A word that stands where a step name must and looks like one ("Versorgungsegments"), for `unknown-step`. */
  unknownStep: string;
  /** An accent dropped from a current template ("sólo" → "solo"), checked in restriction sentences. */
  accent?: { old: RegExp; modern: string; since: string };
  /**
   * Terms and phrases quick fixes write, by their English (keyword lines such as "Flash", the
   * delayed trigger opening of `cleanup-step-trigger`); official printed forms (docs/l10n-glossary.md).
   */
  phrases: Readonly<Record<string, string>>;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alternation = (texts: readonly string[]) =>
  [...texts]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|");

interface Compiled {
  template: Template;
  re: RegExp;
  slot?: "STEP" | "DURING" | "NAME";
}

/** Capitalizes `english` like the first letter of `written`. */
function likeCase(written: string, english: string): string {
  const upper = written.charAt(0) !== written.charAt(0).toLowerCase();
  return upper ? english.charAt(0).toUpperCase() + english.slice(1) : english.charAt(0).toLowerCase() + english.slice(1);
}

/** The table's templates as regular expressions, each with its slot. */
function compileTemplates(table: CardTextTable): Compiled[] {
  const slots: Record<string, string> = {
    STEP: `(?:(?<step>${alternation(table.steps.map((s) => s.text))})|(?<unknown>${table.unknownStep}))`,
    DURING: `(?<during>${alternation(table.during.map((d) => d.text))})`,
    NAME: `(?<name>[^.,;:]{1,60}?)`,
  };
  return table.templates.map((template) => {
    const slot = (["STEP", "DURING", "NAME"] as const).find((s) => template.pattern.includes(`{${s}}`));
    const source = template.pattern.replace(/\{(STEP|DURING|NAME)\}/g, (_, s: string) => slots[s]!);
    return { template, slot, re: new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, "giud") };
  });
}

/** Up to three current names close to an unknown one, closest first. */
function suggester(current: readonly string[]): (word: string) => string[] {
  return (word) => {
    const near = current.filter((c) => distance(word.toLowerCase(), c.toLowerCase()) <= Math.max(2, Math.floor(word.length / 3)));
    return [...new Set([closest(word, [...current]), ...near])].filter((s) => near.includes(s)).slice(0, 3);
  };
}

/** Builds the writer of one language's table (see `CardTextWriter`). */
export function cardTextWriter(table: CardTextTable): CardTextWriter {
  const current = table.steps.filter((s) => !s.obsolete);
  const formsOf = (english: string) => current.filter((s) => s.english === english).map((s) => s.text);
  return {
    renameStep(written, from, to) {
      const fromForms = formsOf(from);
      const toForms = formsOf(to);
      if (fromForms.length === 0 || toForms.length === 0) return undefined;
      const re = new RegExp(`(?<![\\p{L}\\p{N}-])(?:${alternation(fromForms)})(?![\\p{L}\\p{N}-])`, "iu");
      const m = re.exec(written);
      if (!m) return undefined;
      const index = fromForms.findIndex((f) => caseFold(f) === caseFold(m[0]));
      const name = toForms[index] ?? toForms[0]!;
      return written.slice(0, m.index) + likeCase(m[0], name) + written.slice(m.index + m[0].length);
    },
    phrase: (english) => table.phrases[english],
  };
}

/** Builds the reader of one language's table. */
export function cardTextReader(table: CardTextTable): CardTextReader {
  // By case fold, as the templates (flags `iu`) match them: "Verſorgungsſegment" is found here too.
  const stepByText = byCaseFold(table.steps, (s) => s.text);
  const duringByText = byCaseFold(table.during, (d) => d.text);
  const suggestions = suggester(table.steps.filter((s) => !s.obsolete).map((s) => s.text));
  // Compiled on the first line read: most files are English, and start-up should not pay for it.
  let compiledTemplates: Compiled[] | undefined;

  return {
    writer: cardTextWriter(table),
    templateCount: table.templates.length,
    readLine(text: string): LineReading {
      // Rewrites never overlap: an earlier template (more specific) wins over a later one.
      const out: LineReading = { replacements: [], unknown: [], obsolete: [] };
      const taken: [number, number][] = [];
      const free = (s: number, e: number) => taken.every(([a, b]) => e <= a || s >= b);
      for (const c of (compiledTemplates ??= compileTemplates(table))) {
        c.re.lastIndex = 0;
        for (let m = c.re.exec(text); m; m = c.re.exec(text)) {
          if (m[0].length === 0) c.re.lastIndex++;
          const start = m.index;
          const end = start + m[0].length;
          if (!free(start, end)) continue;
          taken.push([start, end]);
          readMatch(c, m, start, end, out);
        }
      }
      out.replacements = out.replacements.filter((r) => r.start !== r.end || r.text !== "");
      return out;
    },
  };

  function slotEnglish(c: Compiled, g: Record<string, string | undefined>): { english?: string; form?: StepForm } {
    if (c.slot === "STEP" && g["step"]) {
      const form = stepByText.get(caseFold(g["step"]));
      return { english: form?.english, form };
    }
    if (c.slot === "DURING" && g["during"]) return { english: duringByText.get(caseFold(g["during"]))?.english };
    return {};
  }

  function readMatch(c: Compiled, m: RegExpExecArray, start: number, end: number, out: LineReading): void {
    const g = m.groups ?? {};
    const { english: slotText, form } = slotEnglish(c, g);
    const written = m[0];
    const slotName = (["step", "unknown", "during", "name"] as const).find((n) => g[n] !== undefined);
    const slotValue = slotName && g[slotName];
    const slotAt = slotName && m.indices?.groups?.[slotName];
    const [enBefore, enAfter = ""] = c.template.english.split(/\{(?:STEP|DURING|NAME)\}/);
    const whole = c.template.whole || c.template.obsolete || !slotValue || !slotAt;
    if (whole) {
      const english = c.template.english.replace(/\{(?:STEP|DURING|NAME)\}/, slotText ?? slotValue ?? "");
      out.replacements.push({ start, end, text: likeCase(written, english) });
    } else {
      const [slotStart, slotEnd] = slotAt;
      out.replacements.push({ start, end: slotStart, text: likeCase(written, enBefore!) });
      if (slotText) out.replacements.push({ start: slotStart, end: slotEnd, text: slotText });
      out.replacements.push({ start: slotEnd, end, text: enAfter });
      if (g["unknown"]) out.unknown.push({ start: slotStart, end: slotEnd, text: g["unknown"], suggestions: suggestions(g["unknown"]) });
      if (form?.obsolete)
        out.obsolete.push({ start: slotStart, end: slotEnd, modern: form.obsolete.modern, since: form.obsolete.since, replaceable: false });
    }
    const obsolete = c.template.obsolete;
    if (obsolete) out.obsolete.push({ start, end, modern: obsolete.modern(written), since: obsolete.since, replaceable: true });
    else if (whole && table.accent?.old.test(written)) {
      table.accent.old.lastIndex = 0;
      out.obsolete.push({
        start,
        end,
        modern: written.replace(table.accent.old, table.accent.modern),
        since: table.accent.since,
        replaceable: true,
      });
    }
  }
}
