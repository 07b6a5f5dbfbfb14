#!/usr/bin/env node
// Generates syntaxes/cardscript.tmLanguage.json (TextMate grammar, scope source.cardscript).
// The word lists come from the core's data, so the highlighting never drifts from the checker:
//   keywords     ← server/src/games/mtg/cr-lists.generated.ts KEYWORD_RULES (CR 702)
//   card types   ← CARD_TYPES, SUPERTYPES (same file); ability words ← ABILITY_WORDS
//   step/phase   ← server/src/games/mtg/step-names.ts STEP_NAMES
//   Yu-Gi-Oh!    ← server/src/games/ygo/vocabulary.ts (segment names, PSCT tags, card-type words,
//                  attributes, monster types, link arrows, fields, obsolete terms). A `game ygo` header
//                  opens a region to the end of the file whose patterns replace Magic's: YGO words are
//                  never scoped in a Magic file and Magic words never in a YGO file.
//
//   node scripts/build-tmlanguage.mjs           # write the file
//   node scripts/build-tmlanguage.mjs --check   # exit 1 if the committed file is out of date
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(root, "syntaxes", "cardscript.tmLanguage.json");

const lists = await tsImport("../server/src/games/mtg/cr-lists.generated.ts", import.meta.url);
const steps = await tsImport("../server/src/games/mtg/step-names.ts", import.meta.url);
const ygo = await tsImport("../server/src/games/ygo/vocabulary.ts", import.meta.url);
// The word lists this script reads: a list removed or renamed in the source (knip does not see
// these tsImport reads) must stop the build, not write a grammar with an empty alternative.
for (const [module, file, names] of [
  [lists, "cr-lists.generated.ts", ["SUPERTYPES", "CARD_TYPES", "ABILITY_WORDS", "KEYWORD_RULES"]],
  [steps, "step-names.ts", ["STEP_NAMES"]],
  [
    ygo,
    "vocabulary.ts",
    ["ATTRIBUTES", "RACES", "LINK_ARROWS", "SEGMENT_NAMES", "PSCT_TAGS", "MONSTER_TYPE_WORDS", "SPELL_SUBTYPES", "TRAP_SUBTYPES"],
  ],
]) {
  for (const name of names) {
    const value = module[name];
    if (!Array.isArray(value) || value.length === 0) throw new Error(`build-tmlanguage: ${file} exports no list ${name}`);
  }
}

/** Regex-escapes a phrase; runs of spaces match any whitespace. */
function phrase(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/ +/g, "\\s+");
}

/** An alternation of phrases, longest first (Oniguruma takes the first alternative that matches). */
function alternation(phrases) {
  const unique = [...new Set(phrases)];
  unique.sort((a, b) => b.length - a.length || a.localeCompare(b));
  return unique.map(phrase).join("|");
}

/** Case-insensitive whole-word match of any phrase (a word may not continue with a letter, digit, _ or -). */
function words(phrases, extra = "") {
  return `(?i)(?<![\\w-])(?:${alternation(phrases)}${extra ? `|${extra}` : ""})(?![\\w-])`;
}

// --- word lists from the core --------------------------------------------------------------
const keywordNames = lists.KEYWORD_RULES.flatMap(({ name }) => name.split(/ and /))
  .filter((name) => /^\w/.test(name))
  .filter((name) => name !== "Landwalk");
const stepPhrases = steps.STEP_NAMES.filter((s) => s.kind === "step").map((s) => s.phrase);
stepPhrases.push("end of combat"); // "At end of combat" (CR 511)
const phasePhrases = steps.STEP_NAMES.filter((s) => s.kind === "phase").map((s) => s.phrase);
// "combat" alone is the combat phase, but "combat damage" is not a step or phase name.
const phaseRegex = `(?i)(?<![\\w-])(?:${alternation(phasePhrases.filter((p) => !/^combats?$/.test(p)))}|combats?(?!\\s+damage))(?![\\w-])`;

const restrictionOpeners = ["activate only", "activate this ability only", "cast this spell only"];
const restrictionPhrases = [
  ...restrictionOpeners,
  ...restrictionOpeners.flatMap((o) => ["during", "before", "after", "if"].map((w) => `${o} ${w}`)),
  "any player may activate this ability",
  "only during",
  "only before",
  "only after",
  "only once each turn",
  "only if",
  "as a sorcery",
  "as an instant",
  "any time you could cast a sorcery",
  "any time you could cast an instant",
  "as though it had flash",
  "as though they had flash",
  "as though it has flash",
  "before blockers are declared",
  "after blockers are declared",
  "before attackers are declared",
  "after attackers are declared",
];

/** Lookahead for a trailing `# cardscript-…` directive: reminder text and quotes end before it. */
const BEFORE_DIRECTIVE = "(?=[ \\t]+#[ \\t]*cardscript-)";

// --- Yu-Gi-Oh! word lists -------------------------------------------------------------------
/** Damage Step sub-timings ("before damage calculation", "start of the Damage Step", …). */
const ygoSubTimings = ygo.SEGMENT_NAMES.map((n) => n.phrase).filter((p) => /damage calculation|of the Damage Step/i.test(p));
/** Steps of the Battle Phase and its start/end ("Battle Step", "start of the Battle Phase"). */
const ygoSteps = ygo.SEGMENT_NAMES.map((n) => n.phrase).filter(
  (p) => !ygoSubTimings.includes(p) && (/Step$/.test(p) || /^(?:start|end) of/i.test(p)),
);
const ygoPhases = ygo.SEGMENT_NAMES.map((n) => n.phrase).filter((p) => !ygoSubTimings.includes(p) && !ygoSteps.includes(p));
/** Once-per clauses and other PSCT tags (the "(Quick Effect)" label, "FLIP:" and section markers have their own patterns). */
const ygoOncePer = [
  ...ygo.PSCT_TAGS.map((t) => t.tag).filter((t) => !/^[[(]|^FLIP/.test(t)),
  "once per turn",
  "once per Chain",
  "Once per Duel",
  "once per Duel",
  "Once per battle",
  "once while face-up on the field",
  "You can only use each effect of",
  "You can only use 1",
];
const ygoTypeWords = [...new Set([...ygo.MONSTER_TYPE_WORDS, ...ygo.SPELL_SUBTYPES, ...ygo.TRAP_SUBTYPES])];
/** Case-sensitive whole-word match (YGO capitalises its game terms: "Chain", "Damage Step"). */
function ygoWords(phrases) {
  return `(?<![\\w-])(?:${alternation(phrases)})(?![\\w-])`;
}

// --- the grammar ------------------------------------------------------------------------------
const grammar = {
  $schema: "https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json",
  name: "CardScript",
  scopeName: "source.cardscript",
  fileTypes: ["card"],
  comment: "GENERATED by scripts/build-tmlanguage.mjs from the core's word lists; do not edit by hand.",
  patterns: [{ include: "#comment" }, { include: "#ygo-file" }, { include: "#directive" }, { include: "#card" }, { include: "#string" }],
  repository: {
    comment: {
      name: "comment.line.number-sign.cardscript",
      match: "(#).*$",
      captures: { 1: { name: "punctuation.definition.comment.cardscript" } },
    },
    "line-comment": {
      comment: "A comment on a line of its own (inside rules text, '#' elsewhere on a line is text).",
      name: "comment.line.number-sign.cardscript",
      match: "^\\s*(#).*$",
      captures: { 1: { name: "punctuation.definition.comment.cardscript" } },
    },
    "trailing-comment": {
      comment: "A ' # …' comment after a field value: '#' after a space or tab, outside double quotes (as the parser splits field values).",
      name: "comment.line.number-sign.cardscript",
      match: "(?<=[ \\t])(#).*$",
      captures: { 1: { name: "punctuation.definition.comment.cardscript" } },
    },
    "value-start-comment": {
      comment: "A '#' that starts a field value ('flavor:# …') is a comment too; \\G is the end of the field name and colon.",
      name: "comment.line.number-sign.cardscript",
      match: "\\G(#).*$",
      captures: { 1: { name: "punctuation.definition.comment.cardscript" } },
    },
    "value-quote": {
      comment: "A double-quoted part of a field value: a '#' inside it is not a comment (the parser toggles on every '\"', no escapes).",
      name: "string.quoted.double.cardscript",
      match: '"[^"]*(?:"|$)',
    },
    "directive-comment": {
      comment:
        "A trailing '# cardscript-…' directive after rules text (spaces or tabs before the '#'), as the lexer ends a text line there.",
      name: "comment.line.number-sign.cardscript",
      match: "(?<=[ \\t])(#)[ \\t]*cardscript-.*$",
      captures: { 1: { name: "punctuation.definition.comment.cardscript" } },
    },
    directive: {
      patterns: [
        {
          match: "^\\s*(game)(?![\\w-])\\s*([^\\s#]*)",
          captures: {
            1: { name: "keyword.other.directive.game.cardscript" },
            2: { name: "constant.language.game.cardscript" },
          },
        },
        {
          match: "^\\s*(lang)(?![\\w-])\\s*([^\\s#]*)",
          captures: {
            1: { name: "keyword.other.directive.lang.cardscript" },
            2: { name: "constant.language.lang.cardscript" },
          },
        },
        {
          match: "^\\s*(rules)(?![\\w-])\\s*([^\\s#]*)",
          captures: {
            1: { name: "keyword.other.directive.rules.cardscript" },
            2: { name: "constant.other.edition.cardscript" },
          },
        },
        {
          // keyword "Name": its meaning, read as rules text
          begin: '^\\s*(keyword)(?![\\w-])\\s*("(?:[^"\\\\]|\\\\.)*")?\\s*(:)?',
          end: "(?=#)|$",
          beginCaptures: {
            1: { name: "keyword.other.directive.keyword.cardscript" },
            2: { name: "entity.name.function.keyword.cardscript" },
            3: { name: "punctuation.separator.key-value.cardscript" },
          },
          patterns: [{ include: "#rules-words" }],
        },
      ],
    },
    string: {
      name: "string.quoted.double.cardscript",
      begin: '"',
      end: '"|$',
      beginCaptures: { 0: { name: "punctuation.definition.string.begin.cardscript" } },
      endCaptures: { 0: { name: "punctuation.definition.string.end.cardscript" } },
      patterns: [{ name: "constant.character.escape.cardscript", match: "\\\\." }],
    },
    card: {
      name: "meta.card.cardscript",
      begin: '(?<![\\w-])(card)(?![\\w-])\\s*("(?:[^"\\\\]|\\\\.)*"?)?',
      beginCaptures: {
        1: { name: "keyword.other.card.cardscript" },
        2: { name: "entity.name.type.card.cardscript" },
      },
      end: "\\}",
      endCaptures: { 0: { name: "punctuation.section.block.end.cardscript" } },
      patterns: [{ include: "#card-body" }],
    },
    face: {
      name: "meta.face.cardscript",
      begin: '(?<![\\w-])(face)(?![\\w-])\\s*("(?:[^"\\\\]|\\\\.)*"?)?',
      beginCaptures: {
        1: { name: "keyword.other.face.cardscript" },
        2: { name: "entity.name.type.face.cardscript" },
      },
      end: "\\}",
      endCaptures: { 0: { name: "punctuation.section.block.end.cardscript" } },
      patterns: [{ include: "#card-body" }],
    },
    "card-body": {
      patterns: [
        { include: "#comment" },
        { include: "#face" },
        { include: "#text-section" },
        { include: "#field" },
        { name: "punctuation.section.block.begin.cardscript", match: "\\{" },
        { include: "#string" },
      ],
    },
    field: {
      patterns: [
        fieldRule("cost", [{ include: "#mana" }]),
        fieldRule("type", [{ include: "#type-line" }]),
        fieldRule("stats|pt|loyalty|defense", [{ include: "#stats" }]),
        fieldRule("color", [
          {
            name: "support.constant.color.cardscript",
            match: "(?i)(?<![\\w-])(?:white|blue|black|red|green|colorless)(?![\\w-])",
          },
        ]),
        fieldRule("flavor|rarity|set|artist|number", [], "string.unquoted.field-value.cardscript"),
        {
          ...fieldRule("[a-z][a-z0-9_-]*", []),
          comment: "Any other lower-case field name (the checker reports unknown ones).",
          beginCaptures: {
            1: { name: "support.type.property-name.cardscript" },
            2: { name: "punctuation.separator.key-value.cardscript" },
          },
        },
      ],
    },
    "type-line": {
      patterns: [
        {
          comment: "Subtypes follow the dash (— or -) to the end of the line.",
          begin: "(—|(?<=\\s)--?(?=\\s))",
          beginCaptures: { 1: { name: "punctuation.separator.type-line.cardscript" } },
          end: "(?=[ \\t]#|$)",
          contentName: "entity.name.type.subtype.cardscript",
          patterns: [{ include: "#value-quote" }],
        },
        { name: "storage.modifier.supertype.cardscript", match: words(lists.SUPERTYPES) },
        { name: "support.type.card-type.cardscript", match: words([...lists.CARD_TYPES, "Tribal"]) },
      ],
    },
    stats: {
      patterns: [
        { name: "constant.numeric.cardscript", match: "(?<![\\w-])(?:[+-]?\\d+(?:\\+\\*)?|\\*|X)(?![\\w-])" },
        { name: "punctuation.separator.stats.cardscript", match: "/" },
      ],
    },
    mana: {
      patterns: [
        { name: "constant.other.tap.cardscript", match: "\\{[TQ]\\}" },
        { name: "constant.other.mana.cardscript", match: "\\{[^{}\\s]{1,8}\\}" },
      ],
    },
    "text-section": {
      name: "meta.text.cardscript",
      begin: "(?:^|(?<=\\{))\\s*(text)\\s*(:)",
      beginCaptures: {
        1: { name: "support.type.property-name.text.cardscript" },
        2: { name: "punctuation.separator.key-value.cardscript" },
      },
      comment:
        "Ends before a line that starts with '}', a field name and a colon, or card/face and a quote (as the lexer's text mode). A '#' right after 'text:' starts a comment.",
      end: '(?=^\\s*(?:\\}|[a-z][a-z0-9_-]*[ \\t]*:|(?:card|face)[ \\t]+"))',
      patterns: [
        { include: "#line-comment" },
        { include: "#directive-comment" },
        {
          name: "comment.line.number-sign.cardscript",
          match: "\\G[ \\t]*(#).*$",
          captures: { 1: { name: "punctuation.definition.comment.cardscript" } },
        },
        { include: "#rules-text" },
      ],
    },
    "rules-text": {
      patterns: [
        { include: "#loyalty-cost" },
        { include: "#ability-word" },
        { include: "#reminder" },
        { include: "#quoted-ability" },
        { include: "#rules-words" },
      ],
    },
    "rules-words": {
      patterns: [
        { include: "#mana" },
        { name: "variable.language.self.cardscript", match: "~|(?<![\\w-])CARDNAME(?![\\w-])" },
        { name: "keyword.control.restriction.cardscript", match: words(restrictionPhrases) },
        { name: "keyword.control.trigger.cardscript", match: "(?<![\\w-])(?:Whenever|When|At)(?![\\w-])" },
        { name: "constant.language.step.cardscript", match: words(stepPhrases) },
        { name: "constant.language.phase.cardscript", match: phaseRegex },
        { name: "keyword.other.ability.cardscript", match: words(keywordNames, "[a-z]+walk") },
      ],
    },
    "loyalty-cost": {
      match: "^\\s*([+\u2212-]?(?:\\d+|X))(:)",
      captures: {
        1: { name: "constant.numeric.loyalty.cardscript" },
        2: { name: "punctuation.separator.cost.cardscript" },
      },
    },
    "ability-word": {
      match: `^\\s*(${words(lists.ABILITY_WORDS)})(?=\\s+—)`,
      captures: { 1: { name: "entity.name.label.ability-word.cardscript" } },
    },
    reminder: {
      name: "comment.block.reminder.cardscript",
      begin: "\\(",
      end: `\\)|$|${BEFORE_DIRECTIVE}`,
      patterns: [{ include: "#mana" }],
    },
    "quoted-ability": {
      name: "string.quoted.double.cardscript",
      begin: '"',
      end: `"|$|${BEFORE_DIRECTIVE}`,
      beginCaptures: { 0: { name: "punctuation.definition.string.begin.cardscript" } },
      endCaptures: { 0: { name: "punctuation.definition.string.end.cardscript" } },
      patterns: [{ include: "#reminder" }, { include: "#rules-words" }],
    },
    ...ygoRepository(),
  },
};

/** The `game ygo` region and its patterns: cards, fields and rules text with Yu-Gi-Oh! words. */
function ygoRepository() {
  const block = (keyword) => ({
    name: `meta.${keyword}.cardscript`,
    begin: `(?<![\\w-])(${keyword})(?![\\w-])\\s*("(?:[^"\\\\]|\\\\.)*"?)?`,
    beginCaptures: {
      1: { name: `keyword.other.${keyword}.cardscript` },
      2: { name: `entity.name.type.${keyword}.cardscript` },
    },
    end: "\\}",
    endCaptures: { 0: { name: "punctuation.section.block.end.cardscript" } },
    patterns: [{ include: "#ygo-card-body" }],
  });
  return {
    "ygo-file": {
      comment: "From a `game ygo` header to the end of the file (the end pattern never matches): Yu-Gi-Oh! cards.",
      name: "meta.game.ygo.cardscript",
      begin: "^\\s*(game)(?![\\w-])\\s*(ygo)(?![\\w-])",
      beginCaptures: {
        1: { name: "keyword.other.directive.game.cardscript" },
        2: { name: "constant.language.game.cardscript" },
      },
      end: "(?!)",
      patterns: [{ include: "#comment" }, { include: "#directive" }, { include: "#ygo-card" }, { include: "#string" }],
    },
    "ygo-card": block("card"),
    "ygo-face": block("face"),
    "ygo-card-body": {
      patterns: [
        { include: "#comment" },
        { include: "#ygo-face" },
        { include: "#ygo-text-section" },
        { include: "#ygo-field" },
        { name: "punctuation.section.block.begin.cardscript", match: "\\{" },
        { include: "#string" },
      ],
    },
    "ygo-field": { patterns: ygoFieldPatterns() },
    ...ygoTextRepository(),
  };
}

/** Field patterns of a `game ygo` card: type words, attribute, monster type, link arrows, numbers, free text. */
function ygoFieldPatterns() {
  return [
    fieldRule("type", [
      { name: "support.type.card-type.cardscript", match: ygoWords(["Monster", "Spell", "Trap", "Skill", "Card"]) },
      { name: "storage.modifier.card-type-word.ygo.cardscript", match: ygoWords(ygoTypeWords) },
      { name: "punctuation.separator.type-line.cardscript", match: "/" },
    ]),
    fieldRule("attribute", [{ name: "support.constant.attribute.ygo.cardscript", match: words(ygo.ATTRIBUTES) }]),
    fieldRule("race", [{ name: "support.constant.race.ygo.cardscript", match: words(ygo.RACES) }]),
    fieldRule("arrows", [{ name: "support.constant.link-arrow.ygo.cardscript", match: words(ygo.LINK_ARROWS) }]),
    fieldRule("level|rank|link|atk|def|scale", [{ name: "constant.numeric.cardscript", match: "(?<![\\w-])(?:\\d+|\\?)(?![\\w-])" }]),
    fieldRule("flavor|archetype|password|set|rarity|number|artist", [], "string.unquoted.field-value.cardscript"),
    {
      ...fieldRule("[a-z][a-z0-9_-]*", []),
      comment: "Any other lower-case field name (the checker reports unknown ones).",
      beginCaptures: {
        1: { name: "support.type.property-name.cardscript" },
        2: { name: "punctuation.separator.key-value.cardscript" },
      },
    },
  ];
}

/** The rules text of a `game ygo` card: Yu-Gi-Oh! words, quoted card names, notes, PSCT punctuation. */
function ygoTextRepository() {
  return {
    "ygo-text-section": {
      name: "meta.text.cardscript",
      begin: "(?:^|(?<=\\{))\\s*(text)\\s*(:)",
      beginCaptures: {
        1: { name: "support.type.property-name.text.cardscript" },
        2: { name: "punctuation.separator.key-value.cardscript" },
      },
      end: '(?=^\\s*(?:\\}|[a-z][a-z0-9_-]*[ \\t]*:|(?:card|face)[ \\t]+"))',
      patterns: [
        { include: "#line-comment" },
        { include: "#directive-comment" },
        {
          name: "comment.line.number-sign.cardscript",
          match: "\\G[ \\t]*(#).*$",
          captures: { 1: { name: "punctuation.definition.comment.cardscript" } },
        },
        { include: "#ygo-rules-text" },
      ],
    },
    "ygo-rules-text": {
      patterns: [
        {
          name: "entity.name.section.ygo.cardscript",
          match: "\\[\\s*(?:Pendulum Effect|Monster Effect|Flavor Text)\\s*\\]",
        },
        { name: "keyword.other.quick-effect.ygo.cardscript", match: "\\(Quick Effect\\)" },
        {
          comment: "A quoted card name: its words are a name, not rules words.",
          name: "string.quoted.double.card-name.ygo.cardscript",
          begin: '"',
          end: `"|$|${BEFORE_DIRECTIVE}`,
          beginCaptures: { 0: { name: "punctuation.definition.string.begin.cardscript" } },
          endCaptures: { 0: { name: "punctuation.definition.string.end.cardscript" } },
        },
        { include: "#reminder" },
        { include: "#ygo-rules-words" },
      ],
    },
    "ygo-rules-words": {
      patterns: [
        { name: "keyword.other.flip.ygo.cardscript", match: "(?<![\\w-])FLIP(?=:)" },
        { name: "keyword.other.spell-speed.ygo.cardscript", match: "(?<![\\w-])Spell Speed\\s+[1-3](?![\\w-])" },
        { name: "keyword.other.chain.ygo.cardscript", match: ygoWords(["Chain Link", "Chain Links", "Chain", "SEGOC"]) },
        { name: "keyword.control.once-per.ygo.cardscript", match: ygoWords(ygoOncePer) },
        {
          name: "keyword.control.restriction.cardscript",
          match: ygoWords(["Activate this card only", "Activate only", "You can only activate this card", "activate this card only"]),
        },
        { name: "keyword.control.trigger.cardscript", match: ygoWords(["When", "Each time"]) },
        { name: "constant.language.step.sub-timing.ygo.cardscript", match: words(ygoSubTimings) },
        { name: "constant.language.step.cardscript", match: words(ygoSteps) },
        { name: "constant.language.phase.cardscript", match: words(ygoPhases) },
        { name: "invalid.deprecated.ygo.cardscript", match: ygoWords(["Magic Card", "Magic Cards", "Multi-Trigger"]) },
        { name: "punctuation.definition.list.ygo.cardscript", match: "[●•]" },
        { name: "punctuation.separator.condition.ygo.cardscript", match: ":(?=\\s|$)" },
        { name: "punctuation.separator.cost.ygo.cardscript", match: ";" },
      ],
    },
  };
}

/**
 * A field line: `name: value` up to the end of the line, with the value's own patterns after the
 * comment rules the parser applies to every field value (a '#' at the start of the value or after
 * a space or tab is a comment, except inside double quotes).
 */
function fieldRule(names, valuePatterns, contentName) {
  const patterns = [{ include: "#value-start-comment" }, { include: "#value-quote" }, { include: "#trailing-comment" }, ...valuePatterns];
  const rule = {
    begin: `(?:^|(?<=\\{))\\s*(${names})\\s*(:)[ \\t]*`,
    beginCaptures: {
      1: { name: "support.type.property-name.field.cardscript" },
      2: { name: "punctuation.separator.key-value.cardscript" },
    },
    end: "$",
    patterns,
  };
  if (contentName) rule.contentName = contentName;
  return rule;
}

const json = `${JSON.stringify(grammar, null, 2)}\n`;
if (process.argv.includes("--check")) {
  let current = "";
  try {
    current = readFileSync(OUT, "utf8");
  } catch {
    // missing counts as out of date
  }
  if (current !== json) {
    console.error(`${path.relative(root, OUT)} is out of date: run node scripts/build-tmlanguage.mjs`);
    process.exit(1);
  }
  console.log(`${path.relative(root, OUT)} is up to date.`);
} else {
  writeFileSync(OUT, json);
  console.log(
    `wrote ${path.relative(root, OUT)} (${keywordNames.length} keywords, ${stepPhrases.length + phasePhrases.length} step/phase names)`,
  );
}
