/**
 * Completion in Magic's vocabulary (the game-neutral part — directives, field names, snippets —
 * is `features/completion.ts`):
 *
 * - `type:` value: supertypes and card types, then subtypes of those types after the dash;
 * - after `{` (cost or rules text): mana and other symbols;
 * - rules text, start of a line: keywords (with their timing) and ability openers
 *   ("When", "Whenever", "At the beginning of", "Activate only", "Cast this spell only", costs);
 *   after a comma on a keyword line: more keywords;
 * - after "At the beginning of": step and phase names with "your" / "each" / "each opponent's";
 * - after "Activate only" / "Cast this spell only": restriction clauses, each with the window it
 *   leaves; clauses that would make the spell or ability impossible are not offered.
 * - nothing inside quoted strings or reminder text.
 */
import type { CompletionContext } from "../../../core/features/completion-context";
import {
  CompletionKind,
  fieldItems,
  md,
  pad,
  push,
  TRIGGER_SUGGEST,
  type CompletionBuilder,
} from "../../../core/features/completion-items";
import type { GameCompletion } from "../../../core/game/game-features";
import { subjectWindow } from "../../../core/model/judge";
import { findRestrictions } from "../analysis/restrictions";
import type { MtgFace } from "../analysis/mtg-model";
import { timingSubjects, type MtgSubject } from "../analysis/timing-subjects";
import { CARD_TYPES, KEYWORD_RULES, SUBTYPES, SUPERTYPES } from "../cr-lists.generated";
import { RARITIES } from "../formats/card-facts";
import { keywordTiming } from "../keyword-timings";
import { CANONICAL_STEP_NAMES, STEP_NAMES } from "../step-names";
import type { TimingWindow } from "../../../core/timing/timing-window";
import { MTG_TIMING, type MtgWindow } from "../timing-space";
import { STEPS, type StepId } from "../turn-structure";
import { CARD_SNIPPETS } from "./completion-snippets";
import { keywordMarkdown, stepNameDoc } from "./hover-docs";
import { MANA_COLORS, MANA_COMPLETIONS, symbolInfo, symbolText, TEXT_SYMBOLS } from "../mana-symbols";
import { KEYWORD_DOCS, keywordDoc } from "./hover-keyword-docs";
import { windowWords } from "./window-words";
import { duringForms, stepPhrases, type CardTextTable } from "../l10n/card-text";
import { CARD_TEXT_TABLES } from "../l10n/card-text-tables";
import { own } from "../../../core/collections/own";

/** The table of the file's card-text language (`lang de`, `lang es`); undefined for English. */
const localTable = (b: CompletionBuilder): CardTextTable | undefined => {
  const lang = b.model.cardText?.lang;
  return lang ? own(CARD_TEXT_TABLES, lang) : undefined;
};

// --- keywords and openers ----------------------------------------------------------------------

/** Keywords as they start a line ("Double strike"), with their 702.x rule. */
const KEYWORD_ITEMS: readonly { name: string; rule?: string }[] = (() => {
  const keepCase = new Set(["For Mirrodin!", "More Than Meets the Eye"]);
  const out = new Map<string, { name: string; rule?: string }>();
  for (const k of KEYWORD_RULES) {
    if (!/^[A-Za-z]/.test(k.name) || / and /.test(k.name)) continue;
    const doc = keywordDoc(k.name);
    const name = doc?.name ?? (keepCase.has(k.name) ? k.name : k.name.charAt(0) + k.name.slice(1).toLowerCase());
    out.set(name.toLowerCase(), { name, rule: k.rule });
  }
  for (const d of KEYWORD_DOCS) if (!out.has(d.name.toLowerCase())) out.set(d.name.toLowerCase(), { name: d.name });
  return [...out.values()];
})();

function keywordInsert(name: string, lower: boolean): { text: string; snippet: boolean } {
  const shown = lower ? name.toLowerCase() : name;
  const param = keywordDoc(name)?.param;
  if (param === "cost") return { text: `${shown} {\${1:2}}`, snippet: true };
  if (param === "number") return { text: `${shown} \${1:1}`, snippet: true };
  if (param === "quality")
    return {
      text: `${shown}${/^protection$/i.test(name) ? " from" : ""} \${1:${/^enchant$/i.test(name) ? "creature" : "red"}}`,
      snippet: true,
    };
  return { text: shown, snippet: false };
}

function keywordItems(b: CompletionBuilder, start: number, lower: boolean): void {
  // The file's own keywords first (`keyword "Name": text`).
  for (const d of b.model.faces[0]?.keywords ?? []) {
    push(b, start, {
      label: lower ? d.name.toLowerCase() : d.name,
      kind: CompletionKind.Keyword,
      detail: `${b.model.l10n.t("mtg.completion.fileKeyword")} · ${d.text.text.trim()}`,
      sortText: `20${d.name.toLowerCase()}`,

      newText: lower ? d.name.toLowerCase() : d.name,
    });
  }
  const { l10n } = b.model;
  for (const k of KEYWORD_ITEMS) {
    const timing = keywordTiming(k.name);
    const doc = keywordDoc(k.name);
    const ins = keywordInsert(k.name, lower);
    const rank = doc?.evergreen ? 0 : timing ? 1 : doc ? 2 : 3;
    push(b, start, {
      label: lower ? k.name.toLowerCase() : k.name,
      kind: CompletionKind.Keyword,
      detail: `${l10n.t("mtg.completion.keyword")}${k.rule ? ` · CR ${k.rule}` : ""}${timing && doc ? ` · ${l10n.t(`mtg.keyword.${doc.name}`)}` : ""}`,
      documentation: md(keywordMarkdown(k.name, b.model.edition, l10n, k.rule)),
      sortText: `2${rank}${k.name.toLowerCase()}`,
      snippet: ins.snippet,
      newText: ins.text,
    });
  }
}

function openerItems(b: CompletionBuilder, start: number, face: MtgFace | undefined): void {
  const local = localTable(b)?.completion.lineStart;
  const openers: { label: string; text: string; detail: string; snippet?: boolean; suggest?: boolean }[] = local
    ? [...local]
    : [
        // `detail`: catalog keys.
        { label: "When", text: "When ${1:~ enters}, $0", detail: "mtg.completion.when", snippet: true },
        { label: "Whenever", text: "Whenever ${1:~ attacks}, $0", detail: "mtg.completion.whenever", snippet: true },
        { label: "At the beginning of", text: "At the beginning of ", detail: "mtg.completion.atBeginning", suggest: true },
        { label: "At end of combat", text: "At end of combat, $0", detail: "mtg.completion.atEndOfCombat", snippet: true },
        { label: "Activate only", text: "Activate only ", detail: "mtg.completion.activationRestriction", suggest: true },
        { label: "Cast this spell only", text: "Cast this spell only ", detail: "mtg.completion.castingRestriction", suggest: true },
        { label: "{T}: …", text: "{T}: $0", detail: "mtg.completion.tapAbility", snippet: true },
      ];
  if (face?.typeLine?.types.has("planeswalker")) {
    openers.push(
      { label: "+1: …", text: "+1: $0", detail: "mtg.completion.loyaltyPlus", snippet: true },
      { label: "−1: …", text: "−${1:1}: $0", detail: "mtg.completion.loyaltyMinus", snippet: true },
    );
  }
  openers.forEach((o, i) =>
    push(b, start, {
      label: o.label,
      kind: o.label.startsWith("{") || /^[+−]/.test(o.label) ? CompletionKind.Snippet : CompletionKind.Event,
      detail: b.model.l10n.t(o.detail),
      sortText: `1${pad(i)}`,
      filterText: o.label.replace(/ …$/, ""),
      snippet: o.snippet,
      newText: o.text,
      command: o.suggest ? TRIGGER_SUGGEST : undefined,
    }),
  );
}

// --- steps -------------------------------------------------------------------------------------

/** Step and phase names offered after "at the beginning of" (the phases that read naturally there). */
const TRIGGER_STEP_NAMES = CANONICAL_STEP_NAMES.filter(
  (n) =>
    ![
      "beginning phase",
      "first main phase",
      "second main phase",
      "main phase",
      "combat phase",
      "ending phase",
      "beginning of combat step",
    ].includes(n),
);

/** Step-name phrases offered for one step or phase: English ones, or the file's card-text language's. */
function stepVariants(b: CompletionBuilder, phrase: string, priority: string): string[] {
  const table = localTable(b);
  if (table) return stepPhrases(table, phrase);
  if (phrase === "combat") return ["combat on your turn", "each combat", "combat on each opponent's turn"];
  if (priority === "rare") return [`the next ${phrase}`];
  if (phrase === "end step") return ["your end step", "each end step", "each opponent's end step", "the end step", "the next end step"];
  return [`your ${phrase}`, `each ${phrase}`, `each opponent's ${phrase}`];
}

function stepItems(b: CompletionBuilder, start: number): void {
  let order = 0;
  for (const phrase of TRIGGER_STEP_NAMES) {
    const name = STEP_NAMES.find((n) => n.phrase === phrase);
    if (!name) continue;
    const first: StepId = name.steps[0]!;
    const info = STEPS[first];
    const doc = md(stepNameDoc(name, b.model.edition, true, b.model.l10n));
    const conditional = name.steps.every((s) => STEPS[s].existence !== "always");
    const { l10n } = b.model;
    const note =
      info.priority === "never"
        ? l10n.t("mtg.completion.step.noPriority")
        : info.priority === "rare"
          ? l10n.t("mtg.completion.step.delayedCleanup")
          : conditional
            ? l10n.t("mtg.completion.step.skippedWithoutAttackers")
            : undefined;
    for (const v of stepVariants(b, phrase, info.priority)) {
      order++;
      push(b, start, {
        label: v,
        kind: CompletionKind.EnumMember,
        detail: `${l10n.t(`mtg.step.${first}.name`)}${note ? ` — ${note}` : ""}`,
        documentation: doc,
        filterText: v,
        sortText: `${info.priority === "never" || conditional ? 9 : 1}${pad(order)}`,
        deprecated: info.priority === "never" || undefined,
        newText: v,
      });
    }
  }
}

// --- restrictions ------------------------------------------------------------------------------

const ACTIVATE_CLAUSES = [
  "as a sorcery",
  "as an instant",
  "once each turn",
  "during your turn",
  "during an opponent's turn",
  "during your upkeep",
  "during combat",
  "before blockers are declared",
  "during combat before blockers are declared",
  "during your main phase",
  "during an opponent's end step",
];
const CAST_CLAUSES = [
  "during your turn",
  "during an opponent's turn",
  "during combat",
  "during combat before blockers are declared",
  "before attackers are declared",
  "during your upkeep",
  "during an opponent's upkeep",
  "during the declare attackers step",
  "during the declare blockers step",
  "during an opponent's end step",
  "during your main phase",
];

const priorityAll = MTG_TIMING.priority(true);

/** The window a clause allows, or undefined when it has no timing of its own ("once each turn"). */
function clauseWindow(subject: "activate" | "cast", clause: string): MtgWindow | undefined {
  const sentence = findRestrictions(`${subject === "cast" ? "Cast this spell" : "Activate"} only ${clause}.`, [])[0];
  let w: MtgWindow | undefined;
  for (const c of sentence?.clauses ?? []) if (c.window) w = (w ?? MTG_TIMING.all()).intersect(c.window);
  return w;
}

/** The subject a restriction being typed at `openerStart` would apply to, with the window before it. */
function restrictedSubject(
  face: MtgFace | undefined,
  subject: "activate" | "cast",
  lineStart: number,
  openerStart: number,
): { window: TimingWindow; s?: MtgSubject } {
  if (!face) return { window: MTG_TIMING.all() };
  const subjects = timingSubjects(face);
  const s =
    subject === "cast"
      ? subjects.find((x) => x.kind === "spell")
      : subjects.filter((x) => x.ability && x.ability.line.span.start === lineStart && x.anchor.start < openerStart).pop();
  if (!s) return { window: subject === "cast" ? MTG_TIMING.none() : MTG_TIMING.all() };
  const keep = s.restrictions.filter((r) => !r.span || r.span.start < openerStart);
  return { window: subjectWindow({ ...s, restrictions: keep }), s };
}

/**
 * Restriction clauses after "Activate only" / "Cast this spell only", each with the window it
 * leaves. A clause that would make the spell or ability impossible, or that would change nothing
 * (`redundant-timing`), is not offered. The clause is inserted without a period: the designer
 * types what comes next ("." or " and only …").
 */
function restrictionItems(
  b: CompletionBuilder,
  start: number,
  subject: "activate" | "cast",
  face: MtgFace | undefined,
  lineStart: number,
  openerStart: number,
): void {
  const { window, s } = restrictedSubject(face, subject, lineStart, openerStart);
  const before = window.intersect(priorityAll);
  const clauses = subject === "cast" ? CAST_CLAUSES : ACTIVATE_CLAUSES;
  const { l10n } = b.model;
  const spell = s ? s.kind === "spell" : subject === "cast";
  const what = l10n.t(spell ? "mtg.completion.thisSpell" : "mtg.completion.thisAbility");
  const table = localTable(b);
  clauses.forEach((clause, i) => {
    const cw = clauseWindow(subject, clause);
    const after = cw ? before.intersect(cw) : before;
    if (cw && !before.isEmpty() && (after.isEmpty() || after.equals(before))) return; // impossible, or changes nothing
    const written = table ? localClauses(table).get(clause) : clause;
    if (!written) return; // the language prints no such clause
    push(b, start, {
      label: written,
      kind: CompletionKind.Value,
      detail: cw ? `${what}: ${windowWords(after, l10n)}` : l10n.t("mtg.completion.noTimingChange"),
      documentation: cw
        ? md(
            l10n.t(spell ? "mtg.completion.clauseDoc.spell" : "mtg.completion.clauseDoc.ability", {
              clause: table ? `**${written}**` : `**Only ${clause}**`,
              allows: windowWords(cw, l10n),
              after: windowWords(after, l10n),
            }),
          )
        : undefined,
      sortText: `1${pad(i)}`,
      filterText: written,
      newText: written,
    });
  });
}

const localClauseCache = new Map<CardTextTable, Map<string, string>>();

/** False for a during-phrase whose determiner does not fit its step name's gender ("deines Hauptphase"). */
function agrees(table: CardTextTable, phrase: string): boolean {
  const article = table.articles.find((a) => phrase.startsWith(`${a.text} `));
  const feminine = table.completion.feminine;
  if (!article || article.feminine === undefined || !feminine) return true;
  return article.feminine === feminine.test(phrase.slice(article.text.length + 1));
}

/**
 * A language's restriction clauses by the English they are read as ("during combat" → "während
 * des Kampfes"): the table's current clauses, "während {DURING}" with each during-phrase.
 */
function localClauses(table: CardTextTable): Map<string, string> {
  let out = localClauseCache.get(table);
  if (out) return out;
  out = new Map();
  for (const c of table.restrictions.clauses) {
    if (c.obsolete) continue;
    if (c.pattern.includes("{DURING}")) {
      for (const d of duringForms(table).filter((x) => agrees(table, x.text))) {
        const english = c.english.replace("{DURING}", d.english);
        if (!out.has(english)) out.set(english, c.pattern.replace("{DURING}", d.text));
      }
    } else if (!/[\\()[\]?*+|]/.test(c.pattern) && !out.has(c.english)) out.set(c.english, c.pattern);
  }
  localClauseCache.set(table, out);
  return out;
}

// --- symbols -----------------------------------------------------------------------------------

function symbolItems(b: CompletionBuilder, start: number, inText: boolean): void {
  const text = b.text;
  let after = b.offset;
  while (after < text.length && /[^{}\s]/.test(text[after]!)) after++;
  const closed = text[after] === "}";
  const symbols = inText ? [...TEXT_SYMBOLS, ...MANA_COMPLETIONS] : MANA_COMPLETIONS;
  // When the editor already closed the brace, the item replaces through that `}` so the cursor
  // ends after it and the next `{` starts a new symbol (`{2}{R}`, not `{2{R}}`).
  const info = (sym: string) => {
    const i = symbolInfo(sym);
    return i && symbolText(i, b.model.l10n);
  };
  symbols.forEach((sym, i) => {
    push(
      b,
      start,
      {
        label: `{${sym}}`,
        kind: CompletionKind.Constant,
        detail: info(sym),
        filterText: sym,
        sortText: pad(i),
        newText: `${sym}}`,
      },
      closed ? after + 1 : undefined,
    );
  });
}

const SUBTYPE_FAMILY: Readonly<Record<string, string[]>> = {
  creature: ["creature"],
  kindred: ["creature"],
  artifact: ["artifact"],
  enchantment: ["enchantment"],
  land: ["land"],
  planeswalker: ["planeswalker"],
  instant: ["spell"],
  sorcery: ["spell"],
  battle: [],
};

function typeItems(b: CompletionBuilder, before: string): void {
  const partial = /(?<![\p{L}'’-])[\p{L}'’-]*$/u.exec(before)![0];
  const start = b.offset - partial.length;
  const words = new Set(
    before
      .slice(0, before.length - partial.length)
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean),
  );
  const dash = /(?:^|\s)(?:—|--|-|–)(?:\s|$)/.test(before.slice(0, before.length - partial.length));
  if (!dash) {
    SUPERTYPES.forEach((t, i) => {
      if (!words.has(t.toLowerCase()))
        push(b, start, {
          label: t,
          kind: CompletionKind.Keyword,
          detail: b.model.l10n.t("mtg.completion.supertype"),
          sortText: `1${pad(i)}`,
          newText: t,
        });
    });
    CARD_TYPES.forEach((t, i) => {
      if (!words.has(t.toLowerCase()))
        push(b, start, {
          label: t,
          kind: CompletionKind.Class,
          detail: b.model.l10n.t("mtg.completion.cardType"),
          sortText: `2${pad(i)}`,
          newText: t,
        });
    });
    if (partial === "" && CARD_TYPES.some((t) => words.has(t.toLowerCase()))) {
      push(b, start, {
        label: "—",
        kind: CompletionKind.Operator,
        detail: b.model.l10n.t("mtg.completion.subtypesFollow"),
        sortText: "0",
        filterText: "—",
        newText: "— ",
        command: TRIGGER_SUGGEST,
      });
    }
    return;
  }
  const families = new Set<string>();
  for (const w of words) for (const f of own(SUBTYPE_FAMILY, w) ?? []) families.add(f);
  if (families.size === 0) for (const f of Object.keys(SUBTYPES)) families.add(f);
  const seen = new Set<string>();
  for (const f of families) {
    for (const t of own(SUBTYPES, f) ?? []) {
      if (seen.has(t) || words.has(t.toLowerCase())) continue;
      seen.add(t);
      push(b, start, {
        label: t,
        kind: CompletionKind.TypeParameter,
        detail: b.model.l10n.t(`mtg.completion.subtype.${f}`),
        sortText: `3${t.toLowerCase()}`,
        newText: t,
      });
    }
  }
}

function valueItems(b: CompletionBuilder, ctx: Extract<CompletionContext, { kind: "fieldValue" }>): void {
  const brace = /\{([^{}\s]*)$/.exec(ctx.before);
  if (brace && ctx.field === "cost") return symbolItems(b, b.offset - brace[1]!.length, false);
  const partial = /(?<![\p{L}-])[\p{L}-]*$/u.exec(ctx.before)![0];
  const start = b.offset - partial.length;
  if (ctx.field === "type") return typeItems(b, ctx.before);
  const list = ctx.field === "rarity" ? RARITIES : ctx.field === "color" ? Object.values(MANA_COLORS) : [];
  list.forEach((v, i) => push(b, start, { label: v, kind: CompletionKind.Value, sortText: pad(i), newText: v }));
}

// --- rules text --------------------------------------------------------------------------------

const ENGLISH_STEP_OPENER = /\bat the beginning of\s+((?:[\p{L}'’-]+\s+)*[\p{L}'’-]*)$/iu;
const localStepOpeners = new Map<CardTextTable, RegExp>();

/** "At the beginning of …" (or the table's trigger opening, "Zu Beginn …") and the words typed after it. */
function stepOpenerPattern(table: CardTextTable | undefined): RegExp {
  if (!table) return ENGLISH_STEP_OPENER;
  let re = localStepOpeners.get(table);
  if (!re) {
    const opener = table.completion.stepOpener.replace(/ /g, "\\s+");
    re = new RegExp(`(?<![\\p{L}])${opener}\\s+((?:[\\p{L}'’-]+\\s+)*[\\p{L}'’-]*)$`, "iu");
    localStepOpeners.set(table, re);
  }
  return re;
}

/** Does `before` (a line so far, up to a comma) read as a keyword list? */
function isKeywordList(before: string): boolean {
  const items = before
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length > 0 && items.every((item) => KEYWORD_ITEMS.some((k) => item.toLowerCase().startsWith(k.name.toLowerCase())));
}

function textItems(b: CompletionBuilder, ctx: Extract<CompletionContext, { kind: "text" }> & { face?: MtgFace }): void {
  const before = ctx.before;
  // Inside quotes (“…” or "…") or reminder text: nothing.
  const quotes = (before.match(/"/g) ?? []).length + (before.match(/[“”]/g) ?? []).length;
  if (quotes % 2 === 1 || (before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length) return;
  const brace = /\{([^{}\s]*)$/.exec(before);
  if (brace) return symbolItems(b, b.offset - brace[1]!.length, true);
  const step = stepOpenerPattern(localTable(b)).exec(before);
  if (step) return stepItems(b, b.offset - step[1]!.length);
  const local = localRestriction(b, ctx);
  if (local) return local();
  // The last "only " of a restriction sentence ("Activate only …", "… and only …"), and the words typed after it.
  const only = /\bonly\s+((?:(?!only\b)[\p{L}'’-]+\s+)*(?!only\b)[\p{L}'’-]*)$/iu.exec(before);
  const sentenceStart = only ? before.lastIndexOf(".", only.index - 1) + 1 : -1;
  const opener = only ? /\b(?:(activate)\b|(cast)\s+(?:this spell|this card|~)\s)/i.exec(before.slice(sentenceStart, only.index)) : null;
  if (only && opener) {
    const onlyStart = b.offset - only[0].length;
    return restrictionItems(
      b,
      b.offset - only[1]!.length,
      opener[1] ? "activate" : "cast",
      ctx.face,
      ctx.line?.span.start ?? ctx.contentStart,
      onlyStart,
    );
  }
  const word = /^([\p{L}'’-]*)$/u.exec(before);
  if (word) {
    openerItems(b, ctx.contentStart, ctx.face);
    keywordItems(b, ctx.contentStart, false);
    if (/^[a-z]*$/.test(before)) fieldItems(b, ctx.contentStart, ctx, 8);
    return;
  }
  const next = /^(.*[,;])\s*([\p{L}'’-]*)$/u.exec(before);
  if (next && isKeywordList(next[1]!)) return keywordItems(b, b.offset - next[2]!.length, true);
  const sentence = /\.\s+([\p{L}]*)$/u.exec(before);
  if (sentence) restrictionOpenerItem(b, ctx, b.offset - sentence[1]!.length);
}

/**
 * In localized card text, after the language's restriction opener or joiner in a restriction
 * sentence ("Aktiviere diese Fähigkeit nur ", "… wie eine Hexerei und nur ", "Lanza este hechizo
 * solo "): the clauses, as `restrictionItems` offers them in English.
 */
function localRestriction(
  b: CompletionBuilder,
  ctx: Extract<CompletionContext, { kind: "text" }> & { face?: MtgFace },
): (() => void) | undefined {
  const table = localTable(b);
  const ct = b.model.cardText;
  if (!table || !ct) return undefined;
  const sentenceStart = ctx.before.lastIndexOf(".") + 1;
  const sentence = ctx.before.slice(sentenceStart);
  const source = (pattern: string) => `(?<![\\p{L}])(?:${pattern.replace(/ /g, "\\s+")})`;
  const { openers, joiners } = table.restrictions;
  const opener = openers.map((o) => ({ o, m: new RegExp(source(o.pattern), "iu").exec(sentence) })).find((x) => x.m);
  if (!opener) return undefined;
  const ends = [table.completion.activateOnly, table.completion.castOnly, ...joiners.map((j) => j.pattern)];
  const m = new RegExp(`${source(ends.join("|"))}\\s+((?:[\\p{L}'’-]+\\s+)*[\\p{L}'’-]*)$`, "iu").exec(sentence);
  if (!m || m.index < opener.m!.index) return undefined;
  const subject = opener.o.english.startsWith("Cast") ? "cast" : "activate";
  // Restrictions before the last opener or joiner ("… wie eine Hexerei und nur ") narrow what is offered.
  const at = ct.map.toRewritten(ctx.contentStart + sentenceStart + m.index, "start")!;
  return () => restrictionItems(b, b.offset - m[1]!.length, subject, ctx.face, ctx.line?.span.start ?? at, at);
}

/** After a sentence: the restriction opener of the line's activated ability, or of the spell. */
function restrictionOpenerItem(
  b: CompletionBuilder,
  ctx: Extract<CompletionContext, { kind: "text" }> & { face?: MtgFace },
  start: number,
): void {
  const isActivated = ctx.face?.abilities.some((a) => a.line === ctx.line && (a.kind === "activated" || a.kind === "keywords"));
  const local = localTable(b)?.completion;
  const opener = isActivated ? (local?.activateOnly ?? "Activate only") : (local?.castOnly ?? "Cast this spell only");
  push(b, start, {
    label: opener,
    kind: CompletionKind.Event,
    detail: b.model.l10n.t(isActivated ? "mtg.completion.activationRestriction" : "mtg.completion.castingRestriction"),
    sortText: "1",
    newText: `${opener} `,
    command: TRIGGER_SUGGEST,
  });
}

/** Magic's completion pieces for the game model. */
export const mtgCompletion: GameCompletion = {
  snippets: CARD_SNIPPETS,
  faceTypeExample: "Instant",
  suggestAfterField: ["type", "cost"],
  fieldValue: (b, ctx) => valueItems(b, ctx),
  text: (b, ctx) => textItems(b, { ...ctx, face: ctx.face as MtgFace | undefined }),
};
