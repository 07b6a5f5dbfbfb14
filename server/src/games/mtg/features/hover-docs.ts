/**
 * Markdown documentation of the things a card is made of: steps and phases, keywords, fields,
 * mana symbols. Used by hovers and by completion items. Text is our own wording; rule numbers
 * come from the turn model and are printed in the file's rules edition.
 */
import { cite } from "../../../core/l10n/citation";
import { cr, type Citation } from "../cr";
import { KEYWORD_RULES } from "../cr-lists.generated";
import { KEYWORD_TIMINGS, keywordTiming, type KeywordTiming } from "../keyword-timings";
import { keywordClass } from "../keyword-classes";
import { beginningOf, type StepName } from "../step-names";
import { PHASES, STEPS, turnStrip, type PhaseId, type StepId } from "../turn-structure";
import { mtgWindow, mtgWords } from "../timing-space";
import { keywordDoc } from "./hover-keyword-docs";
import { symbolInfo, symbolText } from "../mana-symbols";
import type { Localizer } from "../../../core/l10n/localizer";
import { pushAll } from "../../../core/collections/append";
import { own } from "../../../core/collections/own";
import { RARITIES, RARITY_SPELLINGS } from "../formats/card-facts";

/**
 * "CR 503.1, 503.1a (Comprehensive Rules of 2026-09-25)"; empty when nothing is cited. With
 * `l10n`, the words around the citations are in its language (the citations never change).
 */
export function rulesLine(rules: readonly Citation[], edition: string, l10n?: Pick<Localizer, "t">): string {
  const c = cite(rules, edition);
  if (!c) return "";
  return l10n ? l10n.t("mtg.hover.rulesLine", { cite: c, edition }) : `${c} (Comprehensive Rules of ${edition})`;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A step's name in the localizer's language ("upkeep", "Versorgungssegment", "paso de mantenimiento"). */
export function stepName(l10n: Pick<Localizer, "t">, step: StepId): string {
  return l10n.t(`mtg.step.${step}.name`);
}

/** The phase a step belongs to, in words ("beginning phase"). */
function phaseName(l10n: Pick<Localizer, "t">, step: StepId): string {
  return l10n.t(`mtg.phase.${STEPS[step].phase}.name`);
}

/** The priority line of a step, with its citations appended to `rules`. */
function priorityText(l10n: Pick<Localizer, "t">, step: StepId, rules: Citation[]): string {
  const kind = STEPS[step].priority;
  rules.push(cr(kind === "always" ? "117.3a" : kind === "never" ? "502.4" : "514.3a"));
  return l10n.t(`mtg.hover.priority.${kind}`);
}

/** When the step exists, with its citations appended to `rules`. */
function existenceText(l10n: Pick<Localizer, "t">, step: StepId, rules: Citation[]): string {
  const kind = STEPS[step].existence;
  if (kind === "needsAttackers") rules.push(cr("508.8"));
  if (kind === "needsFirstStrike") rules.push(cr("510.4"));
  return l10n.t(`mtg.hover.exists.${kind === "always" && step === "draw" ? "draw" : kind}`);
}

/** Keywords whose timing points at `step`: triggered there or usable only there. */
function keywordsAt(step: StepId): { triggers: KeywordTiming[]; onlyHere: KeywordTiming[] } {
  return {
    triggers: KEYWORD_TIMINGS.filter((k) => k.triggersIn === step),
    onlyHere: KEYWORD_TIMINGS.filter((k) => k.restrict?.steps?.length === 1 && k.restrict.steps[0] === step),
  };
}

/** Markdown for one step (a main phase counts as a step), in the language of `l10n`. */
export function stepDoc(step: StepId, edition: string, l10n: Localizer, note?: string): string {
  const info = STEPS[step];
  const rules: Citation[] = [...info.rules];
  const isMain = step === "main1" || step === "main2";
  const name = capitalize(stepName(l10n, step));
  const title = isMain
    ? `**${name}** — ${l10n.t("mtg.hover.phaseWithoutSteps")}`
    : `**${name}** — ${l10n.t("mtg.hover.stepOf", { phase: phaseName(l10n, step) })}`;
  const actions = info.turnBasedActions.map((_, i) => l10n.t(`mtg.step.${step}.tba.${i}`));
  const tba = actions.length ? actions.join("; ") + "." : l10n.t("mtg.hover.tbaNone");
  const lines = [title, "", turnStrip(new Set([step]), l10n), ""];
  if (note) lines.push(note, "");
  if (info.nameIsConvention) lines.push(l10n.t(`mtg.step.${step}.convention`), "");
  lines.push(
    `- **${l10n.t("mtg.hover.tba")}:** ${tba}`,
    `- **${l10n.t("mtg.hover.priority")}:** ${priorityText(l10n, step, rules)}`,
    `- **${l10n.t("mtg.hover.happens")}:** ${existenceText(l10n, step, rules)}`,
    `- **${l10n.t("mtg.hover.typically")}:** ${l10n.t(`mtg.step.${step}.typical`)}`,
  );
  const { triggers, onlyHere } = keywordsAt(step);
  // Official keyword names in the hover's language ("Widerhall", "Eco"), never the English list.
  const names = (ks: readonly KeywordTiming[]) => ks.map((k) => l10n.t(`mtg.keywordName.${k.name}`)).join(", ");
  if (triggers.length) lines.push(`- **${l10n.t("mtg.hover.keywordsTrigger")}:** ${names(triggers)}.`);
  if (onlyHere.length) lines.push(`- **${l10n.t("mtg.hover.keywordsOnly")}:** ${names(onlyHere)}.`);
  lines.push("", rulesLine(rules, edition, l10n));
  return lines.join("\n");
}

/** A step's priority and existence in a few words, for lists: "priority, only with attackers". */
function shortFacts(l10n: Pick<Localizer, "t">, step: StepId): { priority: string; exists: string } {
  const st = STEPS[step];
  const priority = l10n.t(
    st.priority === "always"
      ? "mtg.hover.short.priority"
      : st.priority === "never"
        ? "mtg.hover.short.noPriority"
        : "mtg.hover.short.rarePriority",
  );
  const exists =
    st.existence === "always"
      ? ""
      : l10n.t(st.existence === "needsAttackers" ? "mtg.hover.short.onlyWithAttackers" : "mtg.hover.short.onlyWithFirstStrike");
  return { priority, exists };
}

/** Markdown for a phase with several steps, in the language of `l10n`. */
export function phaseDoc(phase: PhaseId, edition: string, l10n: Localizer, note?: string): string {
  const info = PHASES[phase];
  const rules: Citation[] = [...info.rules];
  const lines = [`**${capitalize(l10n.t(`mtg.phase.${phase}.name`))}**`, "", turnStrip(new Set(info.steps), l10n), ""];
  if (note) lines.push(note, "");
  lines.push(l10n.t("mtg.hover.stepsInOrder"));
  for (const s of info.steps) {
    const { priority, exists } = shortFacts(l10n, s);
    lines.push(`- ${capitalize(stepName(l10n, s))} (${priority}${exists})`);
    pushAll(rules, STEPS[s].rules.slice(0, 1));
  }
  if (phase === "combat") lines.push("", l10n.t("mtg.hover.combatWithoutAttackers"));
  lines.push("", rulesLine(rules, edition, l10n));
  return lines.join("\n");
}

/** The phase whose steps are exactly `steps` (several steps), if any. */
export function phaseOf(steps: readonly StepId[]): PhaseId | undefined {
  if (steps.length < 2) return undefined;
  return (Object.keys(PHASES) as PhaseId[]).find((p) => PHASES[p].steps.join() === steps.join());
}

/**
 * Markdown for a step or phase name as written in rules text, in the language of `l10n`.
 * @param atBeginning the name follows "at the beginning of" (a phase then means its first step).
 */
export function stepNameDoc(name: StepName, edition: string, atBeginning: boolean, l10n: Localizer): string {
  const phase = phaseOf(name.steps);
  const beginning = atBeginning ? beginningOf(name) : undefined;
  if (beginning?.phase) {
    const first = beginning.steps[0]!;
    const note = l10n.t("mtg.hover.beginningOf", {
      phrase: name.phrase,
      phase: l10n.t(`mtg.phase.${beginning.phase}.name`),
      // With its article from the catalog: "der Beginn des Kampfes", never "das" glued before any name.
      step: l10n.t(`mtg.step.${first}.theName`),
    });
    return stepDoc(first, edition, l10n, note);
  }
  if (phase) return phaseDoc(phase, edition, l10n);
  if (name.steps.length === 1) return stepDoc(name.steps[0]!, edition, l10n);
  if (name.steps.includes("combatDamage")) return stepDoc("combatDamage", edition, l10n, l10n.t("mtg.hover.bothDamageSteps"));
  // "main phase": either main phase.
  const rules: Citation[] = [cr("117.3a")];
  const lines = [`**${capitalize(name.phrase)}** — ${l10n.t("mtg.hover.anyOf")}:`, "", turnStrip(new Set(name.steps), l10n), ""];
  for (const s of name.steps) {
    pushAll(rules, STEPS[s].rules);
    lines.push(`- **${capitalize(stepName(l10n, s))}** (${shortFacts(l10n, s).priority}): ${l10n.t(`mtg.step.${s}.typical`)}`);
  }
  lines.push("", rulesLine(rules, edition, l10n));
  return lines.join("\n");
}

// --- keywords ----------------------------------------------------------------------------

/** The 702.x rule of a keyword (case-insensitive), from the generated list; undefined when unknown. */
export function keywordRule(name: string): string | undefined {
  const lower = name.toLowerCase();
  const found = KEYWORD_RULES.find((k) => k.name.toLowerCase() === lower);
  return found?.rule;
}

/** Looks a keyword up in the doc table, mapping variants ("Protection from", "Islandwalk") to their entry. */
export function keywordDocFor(name: string): ReturnType<typeof keywordDoc> {
  const lower = name.toLowerCase();
  return (
    keywordDoc(lower) ??
    keywordDoc(lower.replace(/(?<!\s)\s+(?:from|with|for)$/, "")) ??
    (/walk$/.test(lower) ? keywordDoc("landwalk") : undefined)
  );
}

function timingLine(t: KeywordTiming, l10n: Pick<Localizer, "t">): string {
  switch (t.kind) {
    case "castPermission":
      return l10n.t(t.widensToInstant ? "mtg.keywordHover.timing.widens" : "mtg.keywordHover.timing.castFrom");
    case "activated": {
      const base = l10n.t(t.activation === "sorcery" ? "mtg.keywordHover.timing.sorcery" : "mtg.keywordHover.timing.instant");
      const extra = t.restrict
        ? l10n.t("mtg.keywordHover.timing.restricted", { window: mtgWindow(t.restrict).describe(mtgWords(l10n)) })
        : "";
      return `${base}${extra}.`;
    }
    case "triggered":
      return t.triggersIn
        ? l10n.t("mtg.keywordHover.timing.triggersIn", { step: stepName(l10n, t.triggersIn) })
        : l10n.t("mtg.keywordHover.timing.triggered");
    case "stackRule":
      return l10n.t("mtg.keywordHover.timing.stackRule");
  }
}

/**
 * The timing line of a keyword that `keyword-timings.ts` does not describe, from its class (`keyword-classes.ts`);
 * undefined for a static keyword (no timing of its own).
 */
function classLine(name: string, l10n: Pick<Localizer, "t">): string | undefined {
  const c = keywordClass(name);
  if (!c) return undefined;
  switch (c.id) {
    case "castFromZone":
      return l10n.t(c.typeTiming ? "mtg.keywordHover.timing.castFrom" : "mtg.keywordHover.timing.widens");
    case "castDuringResolution":
      return l10n.t("mtg.keywordHover.timing.castsDuringResolution");
    case "specialAction":
      return l10n.t("mtg.keywordHover.timing.specialAction");
    case "sorceryActivated":
      return `${l10n.t("mtg.keywordHover.timing.sorcery")}.`;
    case "instantActivated":
      return `${l10n.t("mtg.keywordHover.timing.instant")}.`;
    default:
      if (c.nature === "triggered") return l10n.t("mtg.keywordHover.timing.triggered");
      if (c.nature === "cost") return l10n.t("mtg.keywordHover.timing.cost");
      return undefined;
  }
}

/**
 * Markdown for a keyword: what it does, the timing it carries, its rule, in the language of `l10n`.
 * @param rule the 702.x number when already known (from the analysis); looked up otherwise.
 */
export function keywordMarkdown(name: string, edition: string, l10n: Localizer, rule?: string): string {
  const d = keywordDocFor(name);
  const timing = keywordTiming(name);
  const number = rule ?? keywordRule(name) ?? keywordRule(name.replace(/(?<!\s)\s+(?:from|with|for)$/i, ""));
  const rules: Citation[] = [];
  if (number) rules.push(cr(number));
  if (timing) pushAll(rules, timing.rules);
  const exact = d && d.name.toLowerCase() === name.toLowerCase();
  const title = exact ? d.name : capitalize(name.toLowerCase());
  const lines = [l10n.t("mtg.keywordHover.title", { name: title, rule: number ? ` (CR ${number})` : "" }), ""];
  lines.push(d ? l10n.t(`mtg.keyword.${d.name}`) : l10n.t("mtg.keywordHover.noDoc", { rule: number ? `, CR ${number}` : "" }));
  const cls = timing ? undefined : classLine(name, l10n);
  lines.push(
    "",
    timing || cls
      ? l10n.t("mtg.keywordHover.timing", { timing: timing ? timingLine(timing, l10n) : cls! })
      : l10n.t("mtg.keywordHover.noTiming"),
  );
  const r = rulesLine(rules, edition, l10n);
  if (r) lines.push("", r);
  return lines.join("\n");
}

// --- fields ----------------------------------------------------------------------------------

/** A field's documentation in English (the catalog's source: `mtg.field.<name>.title` / `.text`) and the rules it cites. */
export interface FieldDoc {
  title: string;
  text: string;
  rules: string[];
}

/** Documentation of Magic's header fields and of `text:`, by field name (aliases included). */
export const FIELD_DOCS: Readonly<Record<string, FieldDoc>> = {
  cost: {
    title: "Mana cost",
    text: "Mana symbols to pay when casting the card: `{3}{U}{U}`, `{X}`, hybrid `{W/U}`, `{2/W}`, Phyrexian `{G/P}`, `{C}`, `{S}`. Lands have none.",
    rules: ["202.1"],
  },
  type: {
    title: "Type line",
    text: "`[supertypes] card types [— subtypes]`, e.g. `Legendary Enchantment Creature — God`. The card types decide when the card can be cast (a sorcery or a creature: your main phase with an empty stack; an instant: any time you have priority).",
    rules: ["205.1"],
  },
  stats: { title: "Power/toughness", text: "`P/T` for creatures and Vehicles, each a number, `*`, `X` or `N+*`.", rules: ["208.1"] },
  pt: { title: "Power/toughness (alias of `stats`)", text: "Same as `stats`: `P/T` for creatures and Vehicles.", rules: ["208.1"] },
  loyalty: {
    title: "Loyalty",
    text: "Starting loyalty of a planeswalker: a number or `X`. Loyalty abilities (`+1:`, `−2:`) can be activated only as a sorcery, once per turn for each planeswalker.",
    rules: ["209.1", "606.3"],
  },
  defense: { title: "Defense", text: "Starting defense of a battle: a number.", rules: ["210.1"] },
  color: {
    title: "Color indicator",
    text: "Color words for a card whose colors don't follow from its mana cost (e.g. `green` for a back face).",
    rules: ["204.1"],
  },
  flavor: { title: "Flavor text", text: "Italic text with no effect on the game. Never checked.", rules: [] },
  rarity: {
    title: "Rarity",
    text: "Metadata: one of {{rarities}} (in any case; also written {{spellings}}). Never checked.",
    rules: [],
  },
  set: { title: "Set", text: "Metadata: the set or collection the card belongs to. Never checked.", rules: [] },
  artist: { title: "Artist", text: "Metadata: the illustrator's name. Never checked.", rules: [] },
  number: { title: "Collector number", text: "Metadata. Never checked.", rules: [] },
  text: {
    title: "Rules text",
    text: "One ability per line, written the way the printed card reads: keyword lines (`Flying, vigilance`), triggered abilities (`When …`, `Whenever …`, `At …`), activated abilities (`cost: effect`) and restrictions (`Activate only …`, `Cast this spell only …`). Reminder text in parentheses is ignored by checks.",
    rules: ["207.1"],
  },
};

/** Markdown for a header field name (`cost`, `type`, …, and `text`) in the language of `l10n`; undefined for an unknown field. */
export function fieldMarkdown(name: string, edition: string, l10n: Localizer): string | undefined {
  const d = own(FIELD_DOCS, name);
  if (!d) return undefined;
  const r = rulesLine(
    d.rules.map((x) => cr(x)),
    edition,
    l10n,
  );
  const title = l10n.t(`mtg.field.${name}.title`);
  const text = l10n.t(`mtg.field.${name}.text`, name === "rarity" ? rarityWords() : undefined);
  return [`**${title}** (\`${name}${name === "text" ? ":" : ""}\`)`, "", text, ...(r ? ["", r] : [])].join("\n");
}

/**
 * The rarity words of the `rarity` field's hover, from Magic's one rarity table
 * ({@link RARITY_SPELLINGS}): `rarities` the tools' words, `spellings` the other ways they are
 * written (`m`, `mythic rare`, …), each as code.
 */
function rarityWords(): { rarities: string; spellings: string } {
  const code = (xs: readonly string[]) => xs.map((x) => `\`${x}\``).join(", ");
  return { rarities: code(RARITIES), spellings: code(RARITIES.flatMap((r) => RARITY_SPELLINGS[r])) };
}

// --- mana symbols ------------------------------------------------------------------------------

/** Markdown for a symbol in braces, in the language of `l10n`; undefined when it is not a known symbol. */
export function symbolMarkdown(inner: string, edition: string, l10n: Localizer): string | undefined {
  const info = symbolInfo(inner);
  if (!info) return undefined;
  return [`**{${inner.toUpperCase()}}**`, "", symbolText(info, l10n), "", rulesLine([cr(info.rule)], edition, l10n)].join("\n");
}
