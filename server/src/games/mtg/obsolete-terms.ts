/**
 * Obsolete rules and wordings, as data (`docs/mtg-rules-facts.md` §4).
 * `obsolete-rule`: the text relies on a rule that no longer exists (error).
 * `obsolete-wording`: the text works but has an exact modern form (warning, with a replacement).
 */
import { cr, type Citation } from "./cr";

export interface ObsoleteTerm {
  id: string;
  /** Which rule reports it. */
  ruleId: "obsolete-rule" | "obsolete-wording";
  /** Where it is looked for: rules text (outside reminder text) or the type line (words left of the dash). */
  where: "text" | "type";
  /** Case-insensitive, global. Capture groups are available to `replacement`. */
  pattern: RegExp;
  /** What it was, for messages. */
  term: string;
  /** The modern form in words. */
  modern: string;
  /** The modern text for one match, for a fix; undefined = no mechanical rewrite. */
  replacement?: (match: RegExpExecArray) => string;
  /** When it changed (ISO date), with the release that changed it. */
  since: string;
  rules: Citation[];
}

/**
 * The words of an obsolete term for messages, in the language of `l10n`: `term` (capitalized),
 * `modern` and `since`, from the catalog entries `mtg.obsolete.<id>.term` / `.modern` and
 * `term:<since>` (the English here is their source).
 */
export function obsoleteTermWords(
  l10n: { t(key: string): string; term(english: string): string },
  t: ObsoleteTerm,
): { term: string; modern: string; since: string } {
  const term = l10n.t(`mtg.obsolete.${t.id}.term`);
  return { term: `${term[0]!.toUpperCase()}${term.slice(1)}`, modern: l10n.t(`mtg.obsolete.${t.id}.modern`), since: l10n.term(t.since) };
}

const M10 = "2009-07-10, Magic 2010 rules update";
const SIXTH = "1999, Sixth Edition rules";

export const OBSOLETE_TERMS: readonly ObsoleteTerm[] = [
  // --- rules that no longer exist ---------------------------------------------------------
  {
    id: "mana-burn",
    ruleId: "obsolete-rule",
    where: "text",
    pattern: /\bmana ?burn\b/gi,
    term: "mana burn",
    modern: "Mana still empties from pools at the end of each step and phase, but nobody loses life for it",
    since: M10,
    rules: [cr("500.5"), cr("703.4q")],
  },
  {
    id: "damage-assignment-order",
    ruleId: "obsolete-rule",
    where: "text",
    pattern: /\bdamage assignment order\b/gi,
    term: "damage assignment order",
    modern: "A blocked creature divides its combat damage among its blockers as its controller chooses",
    since: "2024-11-08, Foundations rules update",
    rules: [cr("510.1c")],
  },
  {
    id: "substance",
    ruleId: "obsolete-rule",
    where: "text",
    pattern: /\bsubstance\b/gi,
    term: "substance",
    modern: 'Cards that had it now use a delayed trigger "at the beginning of the next cleanup step"',
    since: M10,
    rules: [cr("514.3a")],
  },
  {
    id: "interrupt",
    ruleId: "obsolete-rule",
    where: "type",
    pattern: /\binterrupt\b/gi,
    term: "the Interrupt card type",
    modern: "Interrupts are Instants now",
    replacement: () => "Instant",
    since: SIXTH,
    rules: [cr("304.1")],
  },
  {
    id: "mana-source",
    ruleId: "obsolete-rule",
    where: "type",
    pattern: /\bmana source\b/gi,
    term: "the Mana Source card type",
    modern: "Such spells are Instants now, and such abilities are mana abilities",
    replacement: () => "Instant",
    since: SIXTH,
    rules: [cr("605.5b")],
  },
  {
    id: "summon",
    ruleId: "obsolete-rule",
    where: "type",
    pattern: /^summon\b(?=\s+\S)/gi,
    term: "the Summon card type",
    modern: 'Creature spells were called "summon" spells; the type line now reads "Creature — <subtypes>"',
    replacement: () => "Creature —",
    since: SIXTH,
    rules: [cr("302.1"), cr("205.3d")],
  },
  {
    id: "damage-on-the-stack",
    ruleId: "obsolete-rule",
    where: "text",
    pattern:
      /\b(?:(?:while|when|after|before|as long as) (?:combat )?damage (?:is|was|has been) on the stack|(?:combat )?damage on the stack)\b/gi,
    term: "combat damage on the stack",
    modern:
      "Combat damage is dealt as the combat damage step begins and never uses the stack, so there is no moment when it is on the stack",
    since: M10,
    rules: [cr("510.2")],
  },
  {
    id: "play-as-interrupt",
    ruleId: "obsolete-rule",
    where: "text",
    pattern: /\bplay(?:ed|s)? (?:this|it|~|this ability|this spell|this card|that ability) as an interrupt\b/gi,
    term: "playing as an interrupt",
    modern: "Interrupt-speed abilities are ordinary activated abilities now, activated any time you have priority",
    since: SIXTH,
    rules: [cr("117.1b")],
  },
  // --- wordings with an exact modern form -----------------------------------------------------
  {
    id: "comes-into-play",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\b(come|comes|came|coming) into play\b/gi,
    term: "comes into play",
    modern: "enters",
    since: M10,
    replacement: (m) =>
      matchCase(
        m[0],
        ({ come: "enter", comes: "enters", came: "entered", coming: "entering" } as Record<string, string>)[m[1]!.toLowerCase()]!,
      ),
    rules: [cr("403.3")],
  },
  {
    id: "into-play",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\binto play\b/gi,
    term: "into play",
    modern: "onto the battlefield",
    replacement: (m) => matchCase(m[0], "onto the battlefield"),
    since: M10,
    rules: [cr("403.1")],
  },
  {
    id: "in-play",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\b(in|from|leaves?|left) play\b/gi,
    term: "in play",
    modern: "on the battlefield",
    since: M10,
    replacement: (m) => matchCase(m[0], `${m[1]!.toLowerCase() === "in" ? "on" : m[1]!} the battlefield`),
    rules: [cr("403.1")],
  },
  {
    id: "to-play",
    ruleId: "obsolete-wording",
    where: "text",
    // "Return target creature card from your graveyard to play." — not "to play that card" (a land or spell),
    // nor "costs {1} less to play" (there "play" meant cast: cost-to-play below).
    pattern: /(?<!\b(?:more|less) )\bto play\b(?=\s*[.,;]|\s*$|\s+(?:under|tapped|attacking|blocking|with|at|face)\b)/gi,
    term: "to play",
    modern: "to the battlefield",
    since: M10,
    rules: [cr("403.1")],
    replacement: (m) => matchCase(m[0], "to the battlefield"),
  },
  {
    // "Spells cost {1} less to play." — before M10 "play" meant cast for spells and activate for
    // abilities; the modern form is "to cast" ("to activate" when the sentence is about abilities).
    id: "cost-to-play",
    ruleId: "obsolete-wording",
    where: "text",
    // "to play" first, then the look back over it: a look-behind at the start was tried at every
    // position of every line (the costliest pattern of the file's scan); both match the same text.
    pattern: /to play\b(?<=\bcosts?\b[^.;:]{0,80}?\b(?:more|less) to play)/gi,
    term: "cost … to play",
    modern: "cost … to cast (a spell) / to activate (an ability)",
    since: M10,
    replacement: (m) => {
      const sentence = m.input.slice(0, m.index).split(/[.;:]/).pop() ?? "";
      return matchCase(m[0], /\babilit(?:y|ies)\b/i.test(sentence) ? "to activate" : "to cast");
    },
    rules: [cr("601.1"), cr("602.1")],
  },
  {
    id: "removed-from-the-game",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\bremoved? (?:([^.]{1,60}?) )?from the game\b/gi,
    term: "remove from the game",
    modern: "exile",
    since: M10,
    replacement: (m) =>
      matchCase(m[0], m[0].toLowerCase().startsWith("removed") ? (m[1] ? `exiled ${m[1]}` : "exiled") : `exile${m[1] ? " " + m[1] : ""}`),
    rules: [cr("406.1")],
  },
  {
    id: "play-a-spell",
    ruleId: "obsolete-wording",
    where: "text",
    pattern:
      /\b(play|plays|played|playing)\b(?=(?: (?!cast\b|casts\b|activates?\b|lands?\b|cards?\b|with\b)[\w'~-]+){0,4} (?:spells?|abilit(?:y|ies))\b)/gi,
    term: "play (a spell or ability)",
    modern: "cast (a spell) / activate (an ability)",
    since: M10,
    replacement: (m) => {
      const ability = /^(?: [\w'~-]+){0,3} abilit/i.test(m.input.slice(m.index + m[0].length));
      const verb = ability
        ? { play: "activate", plays: "activates", played: "activated", playing: "activating" }
        : { play: "cast", plays: "casts", played: "cast", playing: "casting" };
      return matchCase(m[0], (verb as Record<string, string>)[m[1]!.toLowerCase()]!);
    },
    rules: [cr("601.1"), cr("602.1")],
  },
  {
    // Every spelling: "At end of turn", "At the end of turn", "At the end of your turn", "At end of each turn".
    id: "at-end-of-turn",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /(?<!until )\bat (?:the )?end of (?:(your|each|the) )?turn\b/gi,
    term: "at end of turn",
    modern: "at the beginning of the end step",
    replacement: (m) =>
      matchCase(
        m[0],
        `at the beginning of ${m[1]?.toLowerCase() === "your" ? "your" : m[1]?.toLowerCase() === "each" ? "each" : "the"} end step`,
      ),
    since: M10,
    rules: [cr("513.1a")],
  },
  {
    id: "summoning-sickness",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\bsummoning sick(?:ness)?\b/gi,
    term: "summoning sickness",
    modern: 'haste, or "as though it had haste"',
    since: SIXTH,
    rules: [cr("302.6"), cr("702.10")],
  },
  {
    id: "phase-ability",
    ruleId: "obsolete-wording",
    where: "text",
    // Only an action in the upkeep or draw step ("During your upkeep, pay {1}…"); "During your end step, tokens have …" is a modern static ability.
    pattern:
      /^during ((?:your|each|each player's|each opponent's|its controller's|that player's) (?:upkeep|draw step|draw phase|upkeep phase)),\s*(?=(?:you may )?(?:pay|sacrifice|draw|put|destroy|discard|lose|gain|deal|tap|untap|remove|return|add|choose|roll|flip|target|each player|that player|you lose|you gain)\b)/gi,
    term: '"During …, …" phase ability',
    modern: 'a triggered ability: "At the beginning of …, …"',
    replacement: (m) => `At the beginning of ${m[1]}, `,
    since: SIXTH,
    rules: [cr("603.2b")],
  },
  {
    id: "tribal",
    ruleId: "obsolete-wording",
    where: "type",
    pattern: /\btribal\b/gi,
    term: "Tribal",
    modern: "Kindred",
    replacement: (m) => matchCase(m[0], "Kindred"),
    since: "2024, when Tribal was renamed Kindred",
    rules: [cr("308.3")],
  },
  {
    id: "any-time-sorcery",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\bactivate this ability only any time you could cast a sorcery\b/gi,
    term: '"Activate this ability only any time you could cast a sorcery"',
    modern: '"Activate only as a sorcery"',
    replacement: () => "Activate only as a sorcery",
    since: "2015, Oracle templating update",
    rules: [cr("602.5d")],
  },
];

/** Gives `modern` the capitalisation of the first letter of `original`. */
function matchCase(original: string, modern: string): string {
  const first = original[0] ?? "";
  return first === first.toUpperCase() && first !== first.toLowerCase() ? modern[0]!.toUpperCase() + modern.slice(1) : modern;
}
