/**
 * Reads Magic rules text printed in German or Spanish: a language's table (`card-text-de.ts`,
 * `card-text-es.ts`) lists the step and phase names as printed (with older printed forms and
 * their dates), the trigger openings ("Zu Beginn deines …") and the pieces of restriction
 * sentences — openers ("Aktiviere diese Fähigkeit nur"), clauses ("wie eine Hexerei", "während
 * des Kampfes") and joiners ("und nur") — with the English the analysis reads. Everything is
 * rewritten piece by piece into English and the English analysis does the rest, so German and
 * Spanish text tolerates what English text does: compound restrictions ("… wie eine Hexerei und
 * nur während des Kampfes"), a missing final period, reminder text in parentheses, runs of spaces.
 * A finding on a step name points at the name as written.
 */
import { closest, distance } from "fastest-levenshtein";
import type { CardTextReader, CardTextWriter, LineReading } from "../../../core/model/card-text";
import { caseFold } from "../../../core/text/case-fold";
import { composedText } from "../../../core/text/composed";
import { phrasePattern } from "../../../core/text/regexp";
import { pushAll } from "../../../core/collections/append";

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

/** A during-phrase of a restriction ("deines Zuges" → "your turn"), or a determiner before a step name ("deines" → "your"). */
export interface DuringForm {
  text: string;
  english: string;
  /** For a determiner: whether it goes with feminine names (German "deiner"), for completion. */
  feminine?: boolean;
}

/**
 * A template or a piece of a restriction sentence: `pattern` is a regular-expression source
 * matched case-insensitively on word bounds (a space matches any run of spaces; a final `\.`
 * also accepts a missing period and reminder text before it), with at most one slot — `{STEP}`
 * (a step name), `{DURING}` (a during-phrase) or `{NAME}` (the card's name as printed in old
 * templates); `english` is the rewrite with the same slot. Old forms name the current form
 * (`modern`, made from the text as written) and when the wording changed.
 */
export interface Template {
  pattern: string;
  english: string;
  obsolete?: { since: string; modern: (written: string) => string };
  /** Rewrite the whole match as one phrase; default: the slot on its own. */
  whole?: boolean;
}

/**
 * Restriction sentences as pieces: an opener, a clause, then any number of joiner + clause
 * ("Aktiviere diese Fähigkeit nur" "wie eine Hexerei" "und nur" "während des Kampfes"), read
 * as the English "Activate only as a sorcery and only during combat". Openers are tried in
 * order (put "… nur" before the form without it).
 */
export interface RestrictionPieces {
  openers: readonly Template[];
  clauses: readonly Template[];
  joiners: readonly Template[];
  /**
   * The further items of a list of moments, each with a `{DURING}` slot (German ", {DURING}",
   * "oder {DURING}": "während deines Versorgungssegments oder deines Ziehsegments"), read after a
   * clause and after a trigger opening's step name, so the second and later names are read (and
   * an unknown one reported) like the first.
   */
  alternatives: readonly Template[];
}

/** A line-start template offered by completion: `detail` is a catalog key; `suggest` asks for more after it. */
export interface LineStartTemplate {
  label: string;
  text: string;
  detail: string;
  suggest?: boolean;
  snippet?: boolean;
}

/** What completion offers in rules text of one language. */
export interface CompletionTable {
  /** The trigger opening after which step names are offered ("zu Beginn"), matched in any case. */
  stepOpener: string;
  /**
   * The phrases offered after it: `{STEP}` is a step's first current name in its slot form;
   * `a|b` is `a` before a masculine or neuter name and `b` before a feminine one (`feminine`).
   */
  stepPhrases: readonly string[];
  /** Step names of feminine gender ("Hauptphase vor dem Kampf"), for `a|b` in `stepPhrases`. */
  feminine?: RegExp;
  /** Templates offered at the start of a line. */
  lineStart: readonly LineStartTemplate[];
  /** The restriction openers offered after a sentence of an activated ability and of a spell. */
  activateOnly: string;
  castOnly: string;
  /** The joiner of restriction clauses as printed ("und nur"), after which clauses are offered too. */
  joiner: string;
}

/** One language's table. */
export interface CardTextTable {
  completion: CompletionTable;
  steps: readonly StepForm[];
  /** Fixed during-phrases ("deines Zuges"); "<article> <step name>" ones are made from `articles`. */
  during: readonly DuringForm[];
  /** Determiners before a step name in a during-phrase ("deines" → "your", "el" → "the"). */
  articles: readonly DuringForm[];
  /** Whole templates: trigger openings, keywords and older printed sentences; tried before `restrictions`. */
  templates: readonly Template[];
  restrictions: RestrictionPieces;
  /**
   * The forms a step name takes after a determiner, where the templates' slots stand (German: the
   * genitive, "Versorgungssegments"); during-phrases use only these, and suggestions prefer them.
   * Default: every form.
   */
  slotForm?: RegExp;
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

/** The during-phrases of a table: its fixed ones and every current step name (in its `slotForm`) after every article. */
export function duringForms(table: Pick<CardTextTable, "steps" | "during" | "articles" | "slotForm">): DuringForm[] {
  const steps = table.steps.filter((s) => !s.obsolete && (!table.slotForm || table.slotForm.test(s.text)));
  return [
    ...table.during,
    ...table.articles.flatMap((a) => steps.map((s) => ({ text: `${a.text} ${s.text}`, english: `${a.english} ${s.english}` }))),
  ];
}

const alternation = (texts: readonly string[]) =>
  [...texts]
    .sort((a, b) => b.length - a.length)
    .map(phrasePattern)
    .join("|");
/** A table key for a name as written: runs of spaces as one, folded as the `iu` templates match (`caseFold`). */
const normalized = (s: string) => caseFold(s.replace(/\s+/g, " "));
/** A final period, or none before reminder text or the end of the line. */
const SENTENCE_END = "(?:\\.|(?=\\s*\\()|(?=\\s*$))";

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

/** Compiles templates or pieces; `sticky` ones match only where the search is put. */
function compile(table: CardTextTable, templates: readonly Template[], sticky: boolean): Compiled[] {
  // An unknown name is any word here; `stepLike` decides afterwards whether it looks like a step.
  const unknown = `(?<unknown>${table.unknownStep}|[\\p{L}-]+)`;
  const slots: Record<string, string> = {
    STEP: `(?:(?<step>${alternation(table.steps.map((s) => s.text))})|${unknown})`,
    DURING: `(?:(?<during>${alternation(duringForms(table).map((d) => d.text))})|(?<article>${alternation(table.articles.map((a) => a.text))})\\s+${unknown})`,
    NAME: `(?<name>[^.,;:]{1,60}?)`,
  };
  return templates.map((template) => {
    const slot = (["STEP", "DURING", "NAME"] as const).find((s) => template.pattern.includes(`{${s}}`));
    const source = template.pattern
      .replace(/ /g, "\\s+")
      .replace(/\\\.$/, SENTENCE_END)
      .replace(/\{(STEP|DURING|NAME)\}/g, (_, s: string) => slots[s]!);
    // A piece that opens with punctuation (", {DURING}") follows a word directly.
    const before = /^[\p{L}\p{N}({(]/u.test(template.pattern) ? "(?<![\\p{L}\\p{N}])" : "";
    return { template, slot, re: new RegExp(`${before}(?:${source})(?![\\p{L}\\p{N}])`, sticky ? "iuyd" : "giud") };
  });
}

/** One matched template or piece, read. Offsets are in the line. */
interface Piece {
  start: number;
  end: number;
  written: string;
  /** The English, with `{}` where an unknown name stays as written. */
  english: string;
  unknown?: { start: number; end: number; text: string; suggestions: string[] };
  /** An older form of a step name in the slot (reported on the name). */
  oldStep?: { start: number; end: number; modern: string; since: string };
  whole: boolean;
  slot?: { start: number; end: number; english?: string };
  template: Template;
}

/**
 * The step phrases completion offers after the table's trigger opening for one step (by its
 * English name, e.g. "upkeep" → "deines Versorgungssegments", "jedes Versorgungssegments", …);
 * empty when the language prints no name for it.
 */
export function stepPhrases(table: CardTextTable, english: string): string[] {
  const form = table.steps.find((s) => !s.obsolete && s.english === english && (!table.slotForm || table.slotForm.test(s.text)));
  if (!form) return [];
  const feminine = !!table.completion.feminine?.test(form.text);
  return table.completion.stepPhrases.map((p) =>
    p.replace(/([^\s|]+)\|([^\s|]+)/g, (_, m: string, f: string) => (feminine ? f : m)).replace("{STEP}", form.text),
  );
}

/** Builds the reader of one language's table. */
export function cardTextReader(table: CardTextTable): CardTextReader {
  const reader = new TableReader(table);
  const { openers, clauses, joiners } = table.restrictions;
  const c = table.completion;
  return {
    templateCount: table.templates.length + openers.length + clauses.length + joiners.length,
    readLine: (text) => readComposed(text, (t) => reader.readLine(t)),
    writer: cardTextWriter(table),
    completionPhrases: [c.stepOpener, c.activateOnly, c.castOnly, c.joiner].map((p) => p.toLowerCase()),
    timingPhrases: timingPhrases(table),
  };
}

/** A template's pattern as plain words, or undefined when it holds regular-expression syntax or a slot. */
function plainWords(pattern: string): string | undefined {
  // A one-letter choice ("s[oó]lo") is written with its first letter.
  const p = pattern.replace(/\[(\p{L})\p{L}*\]/gu, "$1");
  return /[\\()[\]{}?*+|$]/.test(p) ? undefined : p;
}

/**
 * The table's timing phrases for `unread-timing` (lower case): its restriction openers, its trigger
 * openings (the completion's step opener and the line-start templates about combat's end), and the
 * words that open its timing clauses or name a turn, step or phase (every word of five letters or
 * more of its during-phrases, step names and "during/before/after" clauses).
 */
function timingPhrases(table: CardTextTable): NonNullable<CardTextReader["timingPhrases"]> {
  const c = table.completion;
  const openers = [c.activateOnly, c.castOnly, ...table.restrictions.openers.map((o) => plainWords(o.pattern) ?? "")];
  const triggers = [c.stepOpener, ...c.lineStart.filter((l) => l.detail === "mtg.completion.atEndOfCombat").map((l) => l.label)];
  const timingClauses = table.restrictions.clauses.filter((cl) => /^(?:during|before|after)\b/.test(cl.english));
  const texts = [
    ...timingClauses.map((cl) => cl.pattern.replace(/\{\w+\}/g, " ")),
    ...table.during.map((d) => d.text),
    ...table.steps.map((st) => st.text),
  ];
  const words = texts.flatMap((t) => t.split(/[^\p{L}]+/u)).filter((w) => w.length >= 5);
  const uniq = (xs: string[]) => [...new Map(xs.filter((x) => x.length > 0).map((x) => [x.toLowerCase(), x])).values()];
  return { openers: uniq(openers), triggers: uniq(triggers), clauseWords: uniq(words) };
}

/**
 * `read` over the line with its accents composed (`composedText`), its offsets mapped back to the
 * line as written: decomposed accents (NFD) read as the composed ones.
 */
function readComposed(text: string, read: (text: string) => LineReading): LineReading {
  const view = composedText(text);
  if (!view) return read(text);
  const r = read(view.text);
  const span = <T extends { start: number; end: number }>(x: T): T => ({
    ...x,
    start: view.toWritten(x.start),
    end: view.toWritten(x.end),
  });
  return { replacements: r.replacements.map(span), unknown: r.unknown.map(span), obsolete: r.obsolete.map(span) };
}

/** The piece's English, ending in a period exactly when the text as written does. */
function withoutPeriod(p: Piece): string {
  const bare = p.english.replace(/\.$/, "");
  return p.written.endsWith(".") ? `${bare}.` : bare;
}

/** Replacements of a piece: the whole match, or the text around its slot (the slot's name rewritten on its own). */
function rewrite(p: Piece, out: LineReading): void {
  const english = likeCase(p.written, withoutPeriod(p));
  if (p.unknown) {
    const [before, after] = english.split("{}");
    out.replacements.push({ start: p.start, end: p.unknown.start, text: before! }, { start: p.unknown.end, end: p.end, text: after! });
    out.unknown.push(p.unknown);
  } else if (p.whole || !p.slot) {
    out.replacements.push({ start: p.start, end: p.end, text: english });
  } else {
    const [enBefore, enAfter = ""] = p.template.english.split(/\{(?:STEP|DURING|NAME)\}/);
    out.replacements.push({ start: p.start, end: p.slot.start, text: likeCase(p.written, enBefore!) });
    if (p.slot.english) out.replacements.push({ start: p.slot.start, end: p.slot.end, text: p.slot.english });
    out.replacements.push({ start: p.slot.end, end: p.end, text: withoutPeriod({ ...p, english: enAfter }) });
  }
  if (p.oldStep && !p.template.obsolete) out.obsolete.push({ ...p.oldStep, replaceable: false });
}

/** Reads lines with one language's table; the patterns are compiled on the first line read. */
class TableReader {
  private readonly stepByText: Map<string, StepForm>;
  private readonly duringByText: Map<string, DuringForm>;
  private readonly articleByText: Map<string, DuringForm>;
  private readonly current: StepForm[];
  private readonly near: (word: string) => string[];
  private readonly looksLikeStep: RegExp;
  // Compiled on the first line read: most files are English, and start-up should not pay for it.
  private compiled?: {
    templates: Compiled[];
    openers: Compiled[];
    clauses: Compiled[];
    joiners: Compiled[];
    alternatives: Compiled[];
    openerSearch: Compiled[];
  };

  constructor(private readonly table: CardTextTable) {
    this.stepByText = new Map(table.steps.map((s) => [normalized(s.text), s]));
    this.duringByText = new Map(duringForms(table).map((d) => [normalized(d.text), d]));
    this.articleByText = new Map(table.articles.map((a) => [normalized(a.text), a]));
    this.current = table.steps.filter((s) => !s.obsolete);
    this.near = suggester(this.current.map((s) => s.text));
    this.looksLikeStep = new RegExp(`^(?:${table.unknownStep})$`, "iu");
  }

  /** Reads one line of rules text. Never throws. */
  readLine(text: string): LineReading {
    const t = this.table;
    const compiled = (this.compiled ??= {
      templates: compile(t, t.templates, false),
      openers: compile(t, t.restrictions.openers, true),
      clauses: compile(t, t.restrictions.clauses, true),
      joiners: compile(t, t.restrictions.joiners, true),
      alternatives: compile(t, t.restrictions.alternatives, true),
      openerSearch: compile(t, t.restrictions.openers, false),
    });
    // Rewrites never overlap: an earlier template (more specific) wins over a later one.
    const out: LineReading = { replacements: [], unknown: [], obsolete: [] };
    const taken: [number, number][] = [];
    const free = (s: number, e: number) => taken.every(([a, b]) => e <= a || s >= b);
    for (const c of compiled.templates) {
      c.re.lastIndex = 0;
      for (let m = c.re.exec(text); m; m = c.re.exec(text)) {
        if (m[0].length === 0) c.re.lastIndex++;
        const p = this.read(c, m);
        if (!p || !free(p.start, p.end)) continue;
        // "Zu Beginn deines Versorgungssegments oder deines Ziehsegments": the further names of the list.
        // A comma after a trigger's step name ends the trigger ("Al comienzo de tu mantenimiento, tu oponente …").
        const more = c.slot === "STEP" ? this.alternativesAt(text, p.end, false) : [];
        const end = more.length > 0 ? more[more.length - 1]!.end : p.end;
        if (!free(p.start, end)) continue;
        taken.push([p.start, end]);
        rewrite(p, out);
        for (const a of more) rewrite(a, out);
        if (!this.reportOld(p, out) && p.whole) this.reportAccent(text, p.start, p.end, out);
      }
    }
    this.readRestrictions(text, out, free, taken);
    out.replacements = out.replacements.filter((r) => r.start !== r.end || r.text !== "");
    return out;
  }

  /**
   * The official names to suggest for a word standing where a step name must, or undefined when
   * the word does not look like one: a step-like word ("Versorgungsegments"), a misspelling
   * ("mantenimeinto", "Endsegmentes"), an English step name ("Upkeeps") or a cut-off name ("Versorgung").
   */
  private stepLike(word: string): string[] | undefined {
    const w = normalized(word);
    const english = this.current.filter((s) => [w, w.replace(/s$/, "")].includes(s.english.toLowerCase()));
    const prefix = w.length >= 5 ? this.current.filter((s) => s.text.toLowerCase().startsWith(w)) : [];
    const byDistance = (forms: StepForm[]) =>
      [...new Set(forms.map((s) => s.text))].sort((a, b) => distance(w, a.toLowerCase()) - distance(w, b.toLowerCase()));
    const slotForm = (text: string) => !this.table.slotForm || this.table.slotForm.test(text);
    const found = [...new Set([...byDistance(english), ...this.near(word), ...byDistance(prefix)])]
      .sort((a, b) => Number(!slotForm(a)) - Number(!slotForm(b)))
      .slice(0, 3);
    return found.length > 0 || this.looksLikeStep.test(word) ? found : undefined;
  }

  /** Reads one match; undefined when its slot holds a word that is no step name (the template does not apply). */
  private read(c: Compiled, m: RegExpExecArray): Piece | undefined {
    const g = m.groups ?? {};
    const at = m.indices?.groups ?? {};
    const start = m.index;
    const piece: Piece = {
      start,
      end: start + m[0].length,
      written: m[0],
      english: c.template.english,
      whole: !!(c.template.whole || c.template.obsolete),
      template: c.template,
    };
    if (g["unknown"] !== undefined) {
      const [us, ue] = at["unknown"]!;
      // "erste Haupthase", "paso de declarar atacntes": the words after the unknown one that belong to its name.
      const longer = ue === piece.end ? this.longerNearMiss(m.input, us, ue) : undefined;
      const suggestions = longer?.suggestions ?? this.stepLike(g["unknown"]);
      if (!suggestions) return undefined;
      const article = g["article"] !== undefined ? `${this.articleByText.get(normalized(g["article"]))!.english} ` : "";
      return this.withUnknown(piece, c, m.input, longer ?? { start: us, end: ue, text: g["unknown"], suggestions }, article);
    }
    const name = (["step", "during", "name"] as const).find((n) => g[n] !== undefined);
    if (!name) return piece;
    const value = g[name]!;
    const misspelledLonger = this.misspelledLonger(c, m, name);
    if (misspelledLonger) return misspelledLonger;
    const form = name === "step" ? this.stepByText.get(normalized(value)) : undefined;
    const english = name === "step" ? form?.english : name === "during" ? this.duringByText.get(normalized(value))?.english : value;
    const [ss, se] = at[name]!;
    piece.slot = { start: ss, end: se, english };
    piece.english = c.template.english.replace(/\{(?:STEP|DURING|NAME)\}/, english ?? value);
    if (form?.obsolete) piece.oldStep = { start: ss, end: se, modern: form.obsolete.modern, since: form.obsolete.since };
    return piece;
  }

  /** `piece` with `unknown` (a name the table does not know) in its slot, after the English `article`; it ends where the name does. */
  private withUnknown(piece: Piece, c: Compiled, input: string, unknown: NonNullable<Piece["unknown"]>, article: string): Piece {
    piece.unknown = unknown;
    piece.end = Math.max(piece.end, unknown.end);
    piece.written = input.slice(piece.start, piece.end);
    piece.english = c.template.english.replace(/\{(?:STEP|DURING|NAME)\}/, `${article}{}`);
    piece.whole = false;
    return piece;
  }

  /**
   * A known name in the slot at the end of the match that, with the words after it, misspells a
   * longer current name ("deiner Hauptphase vor dem Kapf" for "… vor dem Kampf"): the piece with
   * that whole name as unknown, or undefined.
   */
  private misspelledLonger(c: Compiled, m: RegExpExecArray, name: "step" | "during" | "name"): Piece | undefined {
    if (name === "name") return undefined;
    const [ss, se] = m.indices!.groups![name]!;
    if (se !== m.index + m[0].length) return undefined;
    const value = m.groups![name]!;
    // In a during-phrase the name follows its article ("deiner Hauptphase").
    const article = name === "during" ? /^(\S+)\s+/u.exec(value) : null;
    const articleForm = article ? this.articleByText.get(normalized(article[1]!)) : undefined;
    if (name === "during" && !articleForm) return undefined;
    const nameStart = ss + (articleForm ? article![0].length : 0);
    const longer = this.longerNearMiss(m.input, nameStart, se);
    if (!longer) return undefined;
    const piece: Piece = { start: m.index, end: se, written: m[0], english: c.template.english, whole: false, template: c.template };
    return this.withUnknown(piece, c, m.input, longer, articleForm ? `${articleForm.english} ` : "");
  }

  /**
   * The name from `nameStart` to `end` of `input` with up to three following words, when that is
   * within two edits of a current name of as many words and is none ("erste Haupthase"): the
   * words and the nearest names, closest first.
   */
  private longerNearMiss(input: string, nameStart: number, end: number): NonNullable<Piece["unknown"]> | undefined {
    const word = /\s+[\p{L}-]+/uy;
    let e = end;
    for (let k = 0; k < 3; k++) {
      word.lastIndex = e;
      const w = word.exec(input);
      if (!w) return undefined;
      e += w[0].length;
      const text = input.slice(nameStart, e);
      const folded = normalized(text);
      const n = folded.split(" ").length;
      if (this.current.some((s) => normalized(s.text) === folded)) return undefined;
      const near = this.current
        .filter((s) => normalized(s.text).split(" ").length === n)
        .map((s) => ({ text: s.text, d: distance(folded, normalized(s.text)) }))
        .filter((x) => x.d <= 2)
        .sort((a, b) => a.d - b.d);
      if (near.length > 0) return { start: nameStart, end: e, text, suggestions: [...new Set(near.map((x) => x.text))].slice(0, 3) };
    }
    return undefined;
  }

  /** Reports an old form of a piece (the fix writes the current form). */
  private reportOld(p: Piece, out: LineReading): boolean {
    const o = p.template.obsolete;
    if (!o) return false;
    let modern = o.modern(p.written.replace(/\s+/g, " "));
    if (this.table.accent) modern = modern.replace(this.table.accent.old, this.table.accent.modern);
    // The piece's range holds its final period when the text has one: the fix writes it back.
    modern = modern.replace(/\.$/, "") + (p.written.endsWith(".") ? "." : "");
    out.obsolete.push({ start: p.start, end: p.end, modern, since: o.since, replaceable: true });
    return true;
  }

  /** Reports the pre-reform accent in `[start, end)` of `text`. */
  private reportAccent(text: string, start: number, end: number, out: LineReading): void {
    const accent = this.table.accent;
    const written = text.slice(start, end);
    if (!accent || !new RegExp(accent.old.source, "u").test(written)) return;
    out.obsolete.push({ start, end, modern: written.replace(accent.old, accent.modern), since: accent.since, replaceable: true });
  }

  /** Matches compiled pieces at `at` (after spaces); the first that applies. */
  private pieceAt(list: readonly Compiled[], text: string, at: number): Piece | undefined {
    const ws = /\s*/y;
    ws.lastIndex = at;
    const from = at + (ws.exec(text)?.[0].length ?? 0);
    for (const c of list) {
      c.re.lastIndex = from;
      const m = c.re.exec(text);
      const p = m && this.read(c, m);
      if (p) return p;
    }
    return undefined;
  }

  /**
   * The further items of a list of moments from `at` on (", deines Ziehsegments", "oder des
   * Kampfes"), in order; `comma`: an item may open with a comma (not after a trigger opening).
   */
  private alternativesAt(text: string, at: number, comma = true): Piece[] {
    const list = this.compiled!.alternatives.filter((c) => comma || !c.template.pattern.startsWith(","));
    const out: Piece[] = [];
    for (let p = this.pieceAt(list, text, at); p; p = this.pieceAt(list, text, p.end)) out.push(p);
    return out;
  }

  /** A restriction sentence starting at an opener at `at`: the opener, a clause, then joiner + clause pieces. */
  private restrictionAt(text: string, at: number): { opener: Piece; rest: Piece[] } | undefined {
    const compiled = this.compiled!;
    for (const o of compiled.openers) {
      o.re.lastIndex = at;
      const m = o.re.exec(text);
      const opener = m && this.read(o, m);
      const first = opener && this.pieceAt(compiled.clauses, text, opener.end);
      if (!opener || !first) continue;
      const rest = [first, ...this.alternativesAt(text, first.end)];
      for (;;) {
        const j = this.pieceAt(compiled.joiners, text, rest[rest.length - 1]!.end);
        const c = j && this.pieceAt(compiled.clauses, text, j.end);
        if (!j || !c) break;
        rest.push(j, c);
        pushAll(rest, this.alternativesAt(text, c.end));
      }
      return { opener, rest };
    }
    return undefined;
  }

  /** Reads the restriction sentences of a line in the ranges no whole template took. */
  private readRestrictions(text: string, out: LineReading, free: (s: number, e: number) => boolean, taken: [number, number][]): void {
    const starts = new Set<number>();
    for (const o of this.compiled!.openerSearch) {
      o.re.lastIndex = 0;
      for (let m = o.re.exec(text); m; m = o.re.exec(text)) starts.add(m.index);
    }
    let after = 0;
    for (const at of [...starts].sort((a, b) => a - b)) {
      const r = at >= after && free(at, at + 1) ? this.restrictionAt(text, at) : undefined;
      if (!r) continue;
      const last = r.rest[r.rest.length - 1]!;
      // The final period belongs to the last piece (findings on it quote the words without it).
      if (text.charAt(last.end) === ".") last.written += text.slice(last.end, ++last.end);
      if (!free(r.opener.start, last.end)) continue;
      taken.push([r.opener.start, last.end]);
      after = last.end;
      // The opener and the first clause are one phrase ("Aktiviere diese Fähigkeit wie eine Hexerei"),
      // unless a fix must replace one of them alone (an old form).
      const [first, ...more] = r.rest;
      if (r.opener.template.obsolete || first!.template.obsolete) {
        rewrite(r.opener, out);
        rewrite(first!, out);
      } else {
        const written = text.slice(r.opener.start, first!.end);
        rewrite({ ...first!, start: r.opener.start, written, english: `${r.opener.english} ${first!.english}`, whole: true }, out);
      }
      for (const p of more) rewrite(p, out);
      const pieces = [r.opener, ...r.rest];
      const old = pieces.filter((p) => this.reportOld(p, out));
      if (old.length === 0) this.reportAccent(text, r.opener.start, last.end, out);
      else for (const p of pieces) if (!old.includes(p)) this.reportAccent(text, p.start, p.end, out);
    }
  }
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
      const index = fromForms.findIndex((f) => normalized(f) === normalized(m[0]));
      const name = toForms[index] ?? toForms[0]!;
      return written.slice(0, m.index) + likeCase(m[0], name) + written.slice(m.index + m[0].length);
    },
    phrase: (english) => table.phrases[english],
  };
}
