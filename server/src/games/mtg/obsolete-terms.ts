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
  /**
   * Where it is looked for: rules text (outside reminder text), the type line's words left of the
   * dash (`type`), or its subtypes right of the dash (`subtype`).
   */
  where: "text" | "type" | "subtype";
  /** Global (usually also case-insensitive). Capture groups are available to `replacement`. */
  pattern: RegExp;
  /** What it was, for messages. */
  term: string;
  /** The modern form in words. */
  modern: string;
  /**
   * The modern text for one match, for a fix; undefined (or a function returning undefined for
   * this match) = no mechanical rewrite. The replacement covers exactly the matched text, so a fix
   * never touches a character outside the match.
   */
  replacement?: (match: RegExpExecArray, rulesDate?: string) => string | undefined;
  /** When it changed, as a label (`2018-04-27, Dominaria rules update`); a catalog term. */
  since: string;
  /**
   * The day the change took effect (ISO `YYYY-MM-DD`). A file whose `rules` edition is older is
   * not told about it (its era still used the old form).
   */
  date: string;
  /** The bulletin, release notes or rules document that dates the change (for the rule docs). */
  source: string;
  /** Whether `date` was checked against that source (false: the year is known, the day is an estimate). */
  verified: boolean;
  /** Whether the rewrite keeps the card's function exactly (false: the modern form needs a designer's choice). */
  exact: boolean;
  /** The Comprehensive Rules glossary entries marked "(Obsolete)" this row answers (`OBSOLETE_GLOSSARY_ENTRIES`). */
  glossary?: readonly string[];
  /** The printed German and Spanish forms that changed with it (old → modern), for the docs. */
  printed?: { de?: readonly [old: string, modern: string]; es?: readonly [old: string, modern: string] };
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

/**
 * Whether a change dated `date` (ISO) is in force for a file checked against the rules of
 * `rulesDate` (ISO, from the file's `rules` directive; undefined = the newest edition: every
 * change is in force).
 */
export function inForce(date: string, rulesDate: string | undefined): boolean {
  return rulesDate === undefined || date <= rulesDate;
}

/**
 * The day a date label starts with (`2009-07, Magic 2010` → `2009-07-01`, `2013` → `2013-01-01`);
 * `0000-01-01` (always in force) for a label without a leading year.
 */
export function labelDate(label: string): string {
  const m = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(label);
  return m ? `${m[1]}-${m[2] ?? "01"}-${m[3] ?? "01"}` : "0000-01-01";
}

/** A dated release: the day its rules and Oracle update took effect, its label and its source. */
interface Release {
  date: string;
  since: string;
  source: string;
  verified: boolean;
}
const release = (date: string, since: string, source: string, verified = true): Release => ({ date, since, source, verified });

const FOURTH = release("1995-04-01", "1995, Fourth Edition", "Fourth Edition (1995) printed plain 'Artifact' type lines", false);
const SIXTH_R = release(
  "1999-06-01",
  "1999, Sixth Edition rules",
  "Sixth Edition rules (Classic Sixth Edition, 1999; in tournaments from 1999-06-01)",
);
/** Sixth Edition as the date of glossary terms whose change is remembered, not checked against a source this time. */
const SIXTH_EST = { ...SIXTH_R, verified: false };
const CHK = release(
  "2004-10-01",
  "2004-10-01, Champions of Kamigawa rules update",
  "Champions of Kamigawa rules update (2004): the legendary supertype and the Aura subtype",
  false,
);
const CSP = release("2006-07-21", "2006-07-21, Coldsnap rules update", "Coldsnap rules update (2006): the snow supertype", false);
const M10_R = release("2009-07-10", "2009-07-10, Magic 2010 rules update", "July 2009 Update Bulletin (Magic 2010), effective 2009-07-10");
const CMD = release(
  "2011-06-17",
  "2011-06-17, Commander rules update",
  "Commander (2011) release: the variant's rules (CR 903) name it Commander",
  false,
);
const M12 = release("2011-07-15", "2011-07-15, Magic 2012 rules update", "Magic 2012 Update Bulletin (2011): 'dies' and hexproof");
const M14 = release(
  "2013-07-13",
  "2013-07-13, Magic 2014 rules update",
  "Magic 2014 Update Bulletin, effective 2013-07-13: unblockable and indestructible",
);
const OGW = release(
  "2016-01-22",
  "2016-01-22, Oath of the Gatewatch rules update",
  "Oath of the Gatewatch release notes (2016): the colorless mana symbol {C}",
);
const KLD = release("2016-09-30", "2016-09-30, Kaladesh rules update", "Kaladesh update bulletin (2016): tokens are created");
const XLN = release(
  "2017-09-29",
  "2017-09-29, Ixalan rules update",
  "Ixalan rules update (2017): planeswalkers became legendary, the planeswalker uniqueness rule was removed",
);
const M21 = release(
  "2020-07-03",
  "2020-07-03, Core Set 2021 rules update",
  "Core Set 2021 release (2020-07-03): mill became a keyword action (CR 701.17), applied to Oracle",
  false,
);
const DOM = release(
  "2018-04-27",
  "2018-04-27, Dominaria rules update",
  "Dominaria frame, template and rules changes (2018-03-21) and Dominaria Oracle changes (2018-04-13), release 2018-04-27",
);
const STX = release(
  "2021-04-23",
  "2021-04-23, Strixhaven rules update",
  "Strixhaven: School of Mages release (2021-04-23): converted mana cost is now mana value",
);
const MH3 = release(
  "2024-06-07",
  "2024-06-07, Modern Horizons 3 rules update",
  "Modern Horizons 3 mechanics article and Comprehensive Rules of 2024-06-07: Tribal is Kindred, totem armor is umbra armor",
);
const BLB = release(
  "2024-08-02",
  "2024-08-02, Bloomburrow rules update",
  "Bloomburrow (2024-08-02): 'enters the battlefield' shortened to 'enters', applied to Oracle retroactively",
);
const FDN = release(
  "2024-11-08",
  "2024-11-08, Foundations rules update",
  "Foundations update bulletin; Comprehensive Rules effective 2024-11-08",
);
const NONMODAL = release(
  "2025-09-19",
  "2025-09-19, Comprehensive Rules of that date",
  "Comprehensive Rules: 'transforming double-faced card' renamed 'nonmodal double-faced card' (in force in the 2025-09-19 edition; the exact update not checked)",
  false,
);
const ANY_TIME_SORCERY = release("2015-01-23", "2015, Oracle templating update", "Oracle templating update (2015)", false);

/** Spread into a row: its date label, day, source and whether the day was checked. */
const at = (r: Release) => ({ since: r.since, date: r.date, source: r.source, verified: r.verified });

/** "he or she controls" → "they control": the verb after a singular "he or she" in the plural. */
function pluralVerb(verb: string): string {
  const irregular: Record<string, string> = {
    is: "are",
    has: "have",
    does: "do",
    "doesn't": "don't",
    "isn't": "aren't",
    "hasn't": "haven't",
    was: "were",
    "wasn't": "weren't",
    goes: "go",
  };
  const lower = verb.toLowerCase();
  if (irregular[lower]) return irregular[lower];
  if (/(?:ches|shes|sses|xes|zes)$/.test(lower)) return verb.slice(0, -2);
  if (/[^aeiou]ies$/.test(lower)) return verb.slice(0, -3) + "y";
  if (/[^s]s$/.test(lower)) return verb.slice(0, -1);
  return verb;
}

/** "{1}{1}" or "{2}" → "{C}{C}": generic symbols after "Add" as the colorless symbol (at most 10). */
function colorless(symbols: string): string | undefined {
  const n = [...symbols.matchAll(/\{(\d+)\}/g)].reduce((a, m) => a + Number(m[1]), 0);
  return n >= 1 && n <= 10 ? "{C}".repeat(n) : undefined;
}

export const OBSOLETE_TERMS: readonly ObsoleteTerm[] = [
  // --- rules that no longer exist ---------------------------------------------------------
  {
    id: "mana-burn",
    ruleId: "obsolete-rule",
    where: "text",
    pattern: /\bmana ?burn\b/gi,
    term: "mana burn",
    modern: "Mana still empties from pools at the end of each step and phase, but nobody loses life for it",
    ...at(M10_R),
    exact: false,
    glossary: ["Mana Burn"],
    rules: [cr("500.5"), cr("703.4q")],
  },
  {
    id: "damage-assignment-order",
    ruleId: "obsolete-rule",
    where: "text",
    pattern: /\bdamage assignment order\b/gi,
    term: "damage assignment order",
    modern: "A blocked creature divides its combat damage among its blockers as its controller chooses",
    ...at(FDN),
    exact: false,
    glossary: ["Damage Assignment Order"],
    rules: [cr("510.1c")],
  },
  {
    id: "substance",
    ruleId: "obsolete-rule",
    where: "text",
    pattern: /\bsubstance\b/gi,
    term: "substance",
    modern: 'Cards that had it now use a delayed trigger "at the beginning of the next cleanup step"',
    ...at(M10_R),
    exact: false,
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
    ...at(SIXTH_R),
    exact: true,
    glossary: ["Interrupt"],
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
    ...at(SIXTH_R),
    exact: true,
    glossary: ["Mana Source"],
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
    ...at(SIXTH_R),
    exact: true,
    glossary: ["Summon"],
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
    ...at(M10_R),
    exact: false,
    rules: [cr("510.2")],
  },
  {
    id: "play-as-interrupt",
    ruleId: "obsolete-rule",
    where: "text",
    pattern: /\bplay(?:ed|s)? (?:this|it|~|this ability|this spell|this card|that ability) as an interrupt\b/gi,
    term: "playing as an interrupt",
    modern: "Interrupt-speed abilities are ordinary activated abilities now, activated any time you have priority",
    ...at(SIXTH_R),
    exact: false,
    glossary: ["Interrupt"],
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
    ...at(M10_R),
    exact: true,
    glossary: ["In Play", "Play (5)"],
    // Before Bloomburrow the modern form was "enters the battlefield": a file of that era gets that.
    replacement: (m, rulesDate) =>
      matchCase(
        m[0],
        ({ come: "enter", comes: "enters", came: "entered", coming: "entering" } as Record<string, string>)[m[1]!.toLowerCase()]! +
          (inForce(BLB.date, rulesDate) ? "" : " the battlefield"),
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
    ...at(M10_R),
    exact: true,
    glossary: ["In Play", "Play (5)"],
    rules: [cr("403.1")],
  },
  {
    id: "in-play",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\b(in|from|leaves?|left) play\b/gi,
    term: "in play",
    modern: "on the battlefield",
    ...at(M10_R),
    exact: true,
    glossary: ["In Play", "Play (5)"],
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
    ...at(M10_R),
    exact: true,
    glossary: ["In Play", "Play (5)"],
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
    ...at(M10_R),
    exact: true,
    glossary: ["Play (3)", "Play (4)"],
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
    ...at(M10_R),
    exact: true,
    glossary: ["Remove from the Game, Removed, Removed-from-the-Game Zone"],
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
    ...at(M10_R),
    exact: true,
    glossary: ["Play (3)", "Play (4)"],
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
    ...at(M10_R),
    exact: true,
    glossary: ["At End of Turn"],
    rules: [cr("513.1a")],
  },
  {
    id: "summoning-sickness",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\bsummoning sick(?:ness)?\b/gi,
    term: "summoning sickness",
    modern: 'haste, or "as though it had haste"',
    ...at(SIXTH_R),
    exact: false,
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
    ...at(SIXTH_R),
    exact: true,
    glossary: ["During"],
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
    ...at(MH3),
    exact: true,
    glossary: ["Tribal"],
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
    ...at(ANY_TIME_SORCERY),
    exact: true,
    rules: [cr("602.5d")],
  },
  // --- glossary entries older than Magic 2010 -----------------------------------------------
  {
    id: "bury",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\bbur(?:y|ies|ied)\b/gi,
    term: "bury",
    modern: 'destroy it ("It can\'t be regenerated.") or sacrifice it, whichever the card meant',
    ...at(SIXTH_EST),
    exact: false,
    glossary: ["Bury"],
    rules: [cr("701.8"), cr("701.21")],
  },
  {
    id: "caster",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\bcaster(s?)\b/gi,
    term: "caster",
    modern: "controller",
    replacement: (m) => matchCase(m[0], `controller${m[1] ?? ""}`),
    ...at(SIXTH_EST),
    exact: true,
    glossary: ["Caster"],
    rules: [cr("108.4")],
  },
  {
    id: "total-casting-cost",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\btotal casting cost(s?)\b/gi,
    term: "total casting cost",
    modern: "mana value",
    replacement: (m) => matchCase(m[0], `mana value${m[1] ?? ""}`),
    ...at(SIXTH_EST),
    exact: true,
    glossary: ["Total Casting Cost"],
    rules: [cr("202.3")],
  },
  {
    id: "casting-cost",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\bcasting cost(s?)\b/gi,
    term: "casting cost",
    modern: "mana cost",
    replacement: (m) => matchCase(m[0], `mana cost${m[1] ?? ""}`),
    ...at(SIXTH_EST),
    exact: true,
    glossary: ["Casting Cost"],
    rules: [cr("202.1")],
  },
  {
    id: "artifact-kind",
    ruleId: "obsolete-wording",
    where: "type",
    pattern: /\b(?:continuous|mono|poly) (artifact)\b/gi,
    term: "Continuous / Mono / Poly Artifact",
    modern: "Artifact (a Mono Artifact's tapping abilities add {T} to their costs)",
    replacement: (m) => m[1]!,
    ...at(FOURTH),
    exact: true,
    glossary: ["Continuous Artifact", "Mono Artifact", "Poly Artifact"],
    rules: [cr("301.1")],
  },
  {
    id: "counts-as",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\bcounts? as (?:an? |one |two )?\w+/gi,
    term: "counts as",
    modern: "that the card is that thing",
    ...at(SIXTH_EST),
    exact: false,
    glossary: ["Counts As"],
    rules: [cr("205.1")],
  },
  {
    id: "edh",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\bEDH\b/g,
    term: "EDH",
    modern: "Commander",
    replacement: () => "Commander",
    ...at(CMD),
    exact: true,
    glossary: ["EDH"],
    rules: [cr("903.1")],
  },
  {
    id: "global-enchantment",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\bglobal enchantment(s?)\b/gi,
    term: "global enchantment",
    modern: "non-Aura enchantment",
    replacement: (m) => matchCase(m[0], `non-Aura enchantment${m[1] ?? ""}`),
    ...at(CHK),
    exact: true,
    glossary: ["Global Enchantment"],
    rules: [cr("303.4")],
  },
  {
    id: "local-enchantment",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\blocal enchantment(s?)\b/gi,
    term: "local enchantment",
    modern: "Aura",
    replacement: (m) => matchCase(m[0], `Aura${m[1] ?? ""}`),
    ...at(CHK),
    exact: true,
    glossary: ["Local Enchantment"],
    rules: [cr("303.4")],
  },
  {
    // "Enchant Creature" as a type line: an Aura now (its first ability is the Enchant keyword).
    id: "enchant-type-line",
    ruleId: "obsolete-wording",
    where: "type",
    pattern: /^enchant (?!world\b)(creature|artifact|land|permanent|player|enchantment|wall|instant|sorcery|card|planeswalker)\b/gi,
    term: '"Enchant …" type line',
    modern: 'type line "Enchantment — Aura", with "Enchant …" as its first ability',
    ...at(CHK),
    exact: false,
    glossary: ["Local Enchantment"],
    rules: [cr("303.4a"), cr("702.5a")],
  },
  {
    id: "enchant-world-type-line",
    ruleId: "obsolete-wording",
    where: "type",
    pattern: /^enchant world\b/gi,
    term: '"Enchant World" type line',
    modern: "World Enchantment",
    replacement: () => "World Enchantment",
    ...at(CHK),
    exact: true,
    glossary: ["Global Enchantment"],
    rules: [cr("205.4f")],
  },
  {
    id: "islandhome",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\bislandhome\b/gi,
    term: "islandhome",
    modern:
      'two abilities: "This creature can\'t attack unless defending player controls an Island." and "When you control no Islands, sacrifice this creature."',
    ...at(SIXTH_EST),
    exact: false,
    glossary: ["Islandhome"],
    rules: [cr("702.14"), cr("603.8")],
  },
  {
    // "Summon Legend", "Creature — Legend": the legendary supertype replaced the creature type.
    id: "legend-subtype",
    ruleId: "obsolete-wording",
    where: "subtype",
    pattern: /(?<![\w-])legend\b(?!ary)/gi,
    term: "the creature type Legend",
    modern: 'the legendary supertype: "Legendary Creature — …"',
    ...at(CHK),
    exact: false,
    glossary: ["Legend"],
    rules: [cr("205.4d")],
  },
  {
    id: "permanently",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: / permanently\b(?=[ .,;])/gi,
    term: "permanently",
    modern: "nothing: an effect without a duration lasts until the game ends",
    replacement: () => "",
    ...at(SIXTH_EST),
    exact: true,
    glossary: ["Permanently"],
    rules: [cr("611.2a")],
  },
  {
    id: "placed",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\b(place|places|placed|placing)\b(?=[^.;]{1,40}?\bcounters?\b)/gi,
    term: "place a counter",
    modern: "put a counter",
    replacement: (m) =>
      matchCase(
        m[0],
        ({ place: "put", places: "puts", placed: "put", placing: "putting" } as Record<string, string>)[m[1]!.toLowerCase()]!,
      ),
    ...at(SIXTH_EST),
    exact: true,
    glossary: ["Placed"],
    rules: [cr("122.1")],
  },
  {
    id: "redirect",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\bredirect(?:s|ed|ing)?\b/gi,
    term: "redirect",
    modern: 'a redirection effect: "the next time … would deal damage to …, it deals that damage to … instead"',
    ...at(SIXTH_EST),
    exact: false,
    glossary: ["Redirect"],
    rules: [cr("614.9")],
  },
  {
    id: "set-aside",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\b(set|sets) (?:([^.;]{1,40}?) )?aside\b/gi,
    term: "set aside",
    modern: "exile",
    replacement: (m) => matchCase(m[0], `${m[1]!.toLowerCase() === "sets" ? "exiles" : "exile"}${m[2] ? " " + m[2] : ""}`),
    ...at(SIXTH_EST),
    exact: true,
    glossary: ["Set Aside"],
    rules: [cr("406.1")],
  },
  {
    // Case-sensitive: "Snow-Covered Forest" (capital C) is a card's name and stays.
    id: "snow-covered",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\b[Ss]now-covered\b/g,
    term: "snow-covered",
    modern: "snow (the supertype)",
    replacement: (m) => matchCase(m[0], "snow"),
    ...at(CSP),
    exact: true,
    glossary: ["Snow-Covered"],
    rules: [cr("205.4g")],
  },
  {
    id: "successfully-cast",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\bsuccessfully (cast(?:s|ing)?)\b/gi,
    term: "successfully cast",
    modern: "cast",
    replacement: (m) => matchCase(m[0], m[1]!.toLowerCase()),
    ...at(SIXTH_EST),
    exact: true,
    glossary: ["Successfully Cast"],
    rules: [cr("601.2i")],
  },
  {
    id: "transforming-dfc",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\btransforming double-faced (cards?|permanents?|spells?)\b/gi,
    term: "transforming double-faced card",
    modern: "nonmodal double-faced card",
    replacement: (m) => matchCase(m[0], `nonmodal double-faced ${m[1]}`),
    ...at(NONMODAL),
    exact: true,
    glossary: ["Transforming Double-Faced Cards"],
    rules: [cr("712.1")],
  },
  // --- Oracle template changes since Magic 2010 -----------------------------------------------
  {
    // Only creatures die (CR 700.4 defines the word for any permanent, but Oracle uses it for
    // creatures and planeswalkers): "an enchantment is put into a graveyard from the battlefield"
    // is current wording, and so is "put into an opponent's graveyard" (ownership matters there)
    // and "an artifact or creature is put into a graveyard from the battlefield".
    id: "dies",
    ruleId: "obsolete-wording",
    where: "text",
    pattern:
      /(?<=\b(?:this|that|another|a|each|target|nontoken|the)?\s?creatures?(?: you control| an opponent controls| your opponents control| you don't control)? )(?<!\b(?:or|and\/or)\s(?:\w+\s)?creatures?(?: you control| an opponent controls| your opponents control| you don't control)? )(is|are|was|were) put into (?:a|its owner's|their owners') graveyard from the battlefield\b/gi,
    term: "is put into a graveyard from the battlefield",
    modern: "dies",
    replacement: (m) =>
      matchCase(m[0], ({ is: "dies", are: "die", was: "died", were: "died" } as Record<string, string>)[m[1]!.toLowerCase()]!),
    ...at(M12),
    exact: true,
    rules: [cr("700.4")],
  },
  {
    id: "hexproof-wording",
    ruleId: "obsolete-wording",
    where: "text",
    // Only the creature's own ability: an Aura's "Enchanted creature can't be the target of …" is
    // still Oracle wording (Canopy Cover).
    pattern: /(?<=\bthis (?:creature|permanent) )can't be the target of spells or abilities your opponents control\b/gi,
    term: "can't be the target of spells or abilities your opponents control",
    modern: "hexproof",
    ...at(M12),
    exact: false,
    rules: [cr("702.11")],
  },
  {
    id: "unblockable",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\b(?:(is|are) )?unblockable\b/gi,
    term: "unblockable",
    modern: "can't be blocked",
    replacement: (m) => (m[1] ? matchCase(m[0], "can't be blocked") : undefined),
    ...at(M14),
    exact: true,
    glossary: ["Unblockable"],
    rules: [cr("509.1b")],
  },
  {
    id: "is-indestructible",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\b(is|are) indestructible\b/gi,
    term: "is indestructible",
    modern: "has indestructible",
    replacement: (m) => matchCase(m[0], `${m[1]!.toLowerCase() === "is" ? "has" : "have"} indestructible`),
    ...at(M14),
    exact: true,
    rules: [cr("702.12")],
  },
  {
    id: "colorless-mana",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\b(adds?) ((?:\{\d+\})+)(?=[ .,;]|$)/gi,
    term: "Add {1}",
    modern: "Add {C}",
    replacement: (m) => {
      const c = colorless(m[2]!);
      return c ? `${m[1]} ${c}` : undefined;
    },
    ...at(OGW),
    exact: true,
    rules: [cr("106.1b"), cr("107.4c")],
  },
  {
    // "Put a 1/1 green Saproling creature token onto the battlefield." → "Create a 1/1 …". A token
    // put onto the battlefield tapped, attacking, under someone's control, or as a copy is worded
    // differently today: no fix there.
    id: "create-token",
    ruleId: "obsolete-wording",
    where: "text",
    pattern:
      /\b(put|puts) ((?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|X|that many|a number of)\b[^.;:]{0,80}?\btokens?)( onto the battlefield)\b(\s(?:tapped|attacking|under)\b)?/gi,
    term: "put a token onto the battlefield",
    modern: "create a token",
    replacement: (m) =>
      m[4] || /\bcop(?:y|ies)\b|\bcards?\b/i.test(m[2]!)
        ? undefined
        : matchCase(m[0], `${m[1]!.toLowerCase() === "puts" ? "creates" : "create"} ${m[2]}`),
    ...at(KLD),
    exact: true,
    rules: [cr("111.2"), cr("701.7")],
  },
  {
    id: "planeswalker-uniqueness",
    ruleId: "obsolete-rule",
    where: "text",
    pattern: /\bplaneswalker uniqueness rule\b/gi,
    term: "the planeswalker uniqueness rule",
    modern: 'Planeswalkers are legendary now; the "legend rule" applies to two with the same name',
    ...at(XLN),
    exact: false,
    glossary: ["Planeswalker Uniqueness Rule"],
    rules: [cr("704.5j")],
  },
  {
    // "Planeswalker — Jace": since Ixalan every planeswalker card is legendary.
    id: "planeswalker-not-legendary",
    ruleId: "obsolete-wording",
    where: "type",
    pattern: /^planeswalker\b/gi,
    term: "a planeswalker without the legendary supertype",
    modern: "Legendary Planeswalker",
    replacement: (m) => `${matchCase(m[0], "legendary")} ${m[0]}`,
    ...at(XLN),
    exact: true,
    glossary: ["Planeswalker Uniqueness Rule"],
    rules: [cr("205.4d"), cr("306.4")],
  },
  {
    // "Target player puts the top two cards of their library into their graveyard." → "Target player mills two cards."
    id: "mill",
    ruleId: "obsolete-wording",
    where: "text",
    pattern:
      /\b(put|puts) the top (card|(?:two|three|four|five|six|seven|eight|nine|ten|X|\d+|that many) cards) of (his or her|their|your|that player's) library into \3 graveyard\b/gi,
    term: "put the top cards of a library into a graveyard",
    modern: "mill",
    replacement: (m) =>
      matchCase(m[0], `${m[1]!.toLowerCase() === "puts" ? "mills" : "mill"} ${m[2]!.toLowerCase() === "card" ? "a card" : m[2]}`),
    ...at(M21),
    exact: true,
    rules: [cr("701.17")],
  },
  {
    id: "mana-pool",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\b(adds?\b[^.;:]{1,80}?) to (?:your|its controller's|that player's|their|his or her) mana pool\b/gi,
    term: "Add … to your mana pool",
    modern: "Add …",
    replacement: (m) => m[1]!,
    ...at(DOM),
    exact: true,
    printed: { de: ["Erhöhe deinen Manavorrat um {G}.", "Erzeuge {G}."], es: ["Agrega {G} a tu reserva de maná.", "Agrega {G}."] },
    rules: [cr("106.4")],
  },
  {
    id: "creature-or-player",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\btarget creature or player\b/gi,
    term: "target creature or player",
    modern: "any target",
    replacement: (m) => matchCase(m[0], "any target"),
    ...at(DOM),
    exact: true,
    printed: {
      de: ["eine Kreatur oder einen Spieler deiner Wahl", "ein Ziel deiner Wahl"],
      es: ["la criatura o jugador objetivo", "cualquier objetivo"],
    },
    rules: [cr("115.4")],
  },
  {
    id: "his-or-her",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\b(?:(his or her|him or her|himself or herself)|he or she(?: (\w+(?:n't)?))?)\b/gi,
    term: "his or her / he or she / him or her",
    modern: "their / they / them",
    replacement: (m) => {
      const pronoun = m[1]?.toLowerCase();
      if (pronoun === "his or her") return matchCase(m[0], "their");
      if (pronoun === "him or her") return matchCase(m[0], "them");
      if (pronoun === "himself or herself") return matchCase(m[0], "themselves");
      return matchCase(m[0], m[2] ? `they ${pluralVerb(m[2])}` : "they");
    },
    ...at(DOM),
    exact: true,
    rules: [cr("109.5")],
  },
  {
    id: "converted-mana-cost",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\bconverted mana cost(s?)\b/gi,
    term: "converted mana cost",
    modern: "mana value",
    replacement: (m) => matchCase(m[0], `mana value${m[1] ?? ""}`),
    ...at(STX),
    exact: true,
    glossary: ["Converted Mana Cost"],
    printed: {
      de: ["umgewandelte Manakosten", "Manabetrag"],
      es: ["coste de maná convertido", "valor de maná"],
    },
    rules: [cr("202.3")],
  },
  {
    id: "totem-armor",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\btotem armor\b/gi,
    term: "totem armor",
    modern: "umbra armor",
    replacement: (m) => matchCase(m[0], "umbra armor"),
    ...at(MH3),
    exact: true,
    glossary: ["Totem Armor"],
    rules: [cr("702.89")],
  },
  {
    // "When this creature enters the battlefield," → "When this creature enters,"; "enters the
    // battlefield tapped" → "enters tapped". Oracle still writes the battlefield out where the
    // short form would be unclear ("a land entered the battlefield under your control this turn",
    // "had another creature enter the battlefield"), and "leaves the battlefield" stays: only
    // the present "enters the battlefield" is reported.
    id: "enters-the-battlefield",
    ruleId: "obsolete-wording",
    where: "text",
    pattern: /\b(enters) the battlefield\b/gi,
    term: "enters the battlefield",
    modern: "enters",
    replacement: (m) => m[1]!,
    ...at(BLB),
    exact: true,
    rules: [cr("403.3"), cr("603.6a")],
  },
];

/** Gives `modern` the capitalisation of the first letter of `original`. */
function matchCase(original: string, modern: string): string {
  const first = original[0] ?? "";
  return first === first.toUpperCase() && first !== first.toLowerCase() ? modern[0]!.toUpperCase() + modern.slice(1) : modern;
}
