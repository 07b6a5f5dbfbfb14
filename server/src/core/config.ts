/**
 * The project configuration file `cardscript.json`, parsed and validated. Pure: the caller reads
 * the file and decides what to do with problems (the CLI exits 2; the language server keeps
 * running with the default configuration and shows the problems in the config file).
 *
 * ```jsonc
 * {
 *   "$schema": "…/cardscript.schema.json",       // optional
 *   "rules": { "obsolete-wording": "off", "redundant-timing": "warning" },
 *   "game": "mtg",                                 // "mtg" | "ygo": default game for files without a `game` line
 *   "ignorePatterns": ["drafts/**", "*.old.card"], // gitignore syntax, relative to the config file's folder
 *   "messages": { "import.cockatrice.naText": "off" } // severity per import message id (designer files linted in place)
 * }
 * ```
 * Comments and trailing commas are accepted (like tsconfig.json).
 */
import { MAX_NESTING_DEPTH, MAX_PATTERN_CHARS, tooDeepMessage } from "./limits";
import { lineOfOffset, tooDeepAt } from "./text/json-nesting";
import { nearestWord } from "./text/nearest";
import { parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";
import type { Span } from "../../../grammar/src/index";
import { rulesOf } from "./rules/registry";
import type { SeveritySetting } from "./rules/types";
import { UNKNOWN_RULE_IN_DIRECTIVE, UNUSED_DISABLE_DIRECTIVE } from "./suppressions";
import type { GameModel } from "./game/game-model";
import { CORE_EN } from "./l10n/en";
import { localizer, type Localizer } from "./l10n/localizer";

/** What the config messages need of a localizer (the core's catalog: `config.*`). */
type Words = Pick<Localizer, "t">;

/** The file name looked for up the folder tree. */
export { CONFIG_FILE_NAME } from "./config-file-name";

export const SEVERITY_SETTINGS: readonly SeveritySetting[] = ["off", "info", "warning", "error"];
/** A game id, e.g. "mtg". */
export type Game = string;

/** A validated configuration. Fields missing from the file are absent (or empty). */
export interface CardscriptConfig {
  /** Severity per rule id. */
  rules: Record<string, SeveritySetting>;
  /** Default game for files without a `game` line. */
  game?: Game;
  /** gitignore-style patterns, relative to the folder holding the config file. */
  ignorePatterns: string[];
  /**
   * Severity per message id of the messages a designer file linted in place gets besides rule
   * findings (`import.cockatrice.naText`, `import.count.fewer`; see {@link importMessageIds}).
   */
  messages: Record<string, SeveritySetting>;
}

/** One problem in a config text; `span` is UTF-16 offsets into it (convert with `LineIndex`). */
export interface ConfigProblem {
  message: string;
  span: Span;
}

export interface ConfigParseResult {
  /** The valid parts of the file (defaults where a part is invalid). Use it only when `problems` is empty. */
  config: CardscriptConfig;
  /** Empty when the file is valid. Sorted by position. */
  problems: ConfigProblem[];
}

/** Ids a config may set in a tool that knows `games`: their rules plus the two directive ids of `suppressions.ts`. */
export function configurableRuleIds(games: readonly GameModel[]): string[] {
  return [...rulesOf(games).map((r) => r.meta.id), UNKNOWN_RULE_IN_DIRECTIVE, UNUSED_DISABLE_DIRECTIVE];
}

/** What a configuration may name: the rule ids under `rules` and the game ids for `game`. */
export interface ConfigVocabulary {
  /** The ids accepted under `rules` (usually {@link configurableRuleIds}). */
  ruleIds: readonly string[];
  /** The ids accepted as `game`, default first (the composition root's game ids). */
  gameIds: readonly string[];
  /** The ids accepted under `messages` (usually {@link importMessageIds}); none when omitted. */
  messageIds?: readonly string[];
}

const TOP_LEVEL_KEYS = ["$schema", "rules", "game", "ignorePatterns", "messages"];

/**
 * The message ids a config may set under `messages`: every `import.*` key of the core's and the
 * games' English catalogs (plural forms `_one`/`_other` as one id), sorted.
 */
export function importMessageIds(games: readonly GameModel[]): string[] {
  const keys = [...Object.keys(CORE_EN), ...games.flatMap((g) => Object.keys(g.messages?.["en"] ?? {}))];
  return [...new Set(keys.filter((k) => k.startsWith("import.")).map((k) => k.replace(/_(?:one|other)$/, "")))].sort();
}

const nodeSpan = (n: Node): Span => ({ start: n.offset, end: n.offset + n.length });

/** ` Did you mean 'x'?` (with its leading space) when a candidate is close enough, else "". */
function didYouMean(word: string, candidates: readonly string[], l10n: Words): string {
  if (candidates.length === 0) return "";
  const lower = word.toLowerCase();
  const prefixed = lower.length >= 3 ? candidates.find((c) => c.toLowerCase().startsWith(lower)) : undefined;
  const near = prefixed ?? nearestWord(word, candidates);
  return near === undefined ? "" : ` ${l10n.t("config.problem.didYouMean", { name: near })}`;
}

/** What a JSON node is, in words ("an array", "a number"). */
function describeType(n: Node, l10n: Words): string {
  return l10n.t(`config.found.${n.type}`);
}

type ProblemSink = (message: string, span: Span) => void;

/** Reads one top-level key of `cardscript.json` into `config`, reporting wrong values and unknown keys. */
function readTopLevelKey(
  key: string,
  keyNode: Node,
  valueNode: Node,
  known: ConfigVocabulary,
  config: CardscriptConfig,
  problem: ProblemSink,
  l10n: Words,
): void {
  switch (key) {
    case "$schema":
      if (valueNode.type !== "string")
        problem(l10n.t("config.problem.schemaNotString", { found: describeType(valueNode, l10n) }), nodeSpan(valueNode));
      break;
    case "rules":
      readRules(valueNode, known.ruleIds, config, problem, l10n);
      break;
    case "game":
      if (valueNode.type === "string" && known.gameIds.includes(valueNode.value)) config.game = valueNode.value;
      else {
        const found = valueNode.type === "string" ? `'${valueNode.value}'` : describeType(valueNode, l10n);
        problem(l10n.t("config.problem.game", { games: known.gameIds.map((g) => `"${g}"`).join(", "), found }), nodeSpan(valueNode));
      }
      break;
    case "ignorePatterns":
      readIgnorePatterns(valueNode, config, problem, l10n);
      break;
    case "messages":
      readSeverities(valueNode, known.messageIds ?? [], config.messages, problem, l10n, "messages");
      break;
    default:
      problem(
        l10n.t("config.problem.unknownKey", {
          key,
          hint: didYouMean(key, TOP_LEVEL_KEYS, l10n),
          keys: TOP_LEVEL_KEYS.filter((k) => k !== "$schema").join(", "),
        }),
        nodeSpan(keyNode),
      );
  }
}

/** Reads `ignorePatterns`: an array of non-empty strings. */
function readIgnorePatterns(valueNode: Node, config: CardscriptConfig, problem: ProblemSink, l10n: Words): void {
  if (valueNode.type !== "array") {
    problem(l10n.t("config.problem.ignorePatternsNotArray", { found: describeType(valueNode, l10n) }), nodeSpan(valueNode));
    return;
  }
  for (const item of valueNode.children ?? []) {
    if (item.type === "string" && item.value.length > MAX_PATTERN_CHARS) {
      // The pattern library compiles each pattern into one regular expression: 100,000 characters were "too large" (an internal error).
      problem(l10n.t("config.problem.patternTooLong", { length: item.value.length, limit: MAX_PATTERN_CHARS }), nodeSpan(item));
    } else if (item.type === "string" && item.value.trim() !== "") config.ignorePatterns.push(item.value);
    else {
      const found = item.type === "string" ? l10n.t("config.found.emptyString") : describeType(item, l10n);
      problem(l10n.t("config.problem.ignorePattern", { found }), nodeSpan(item));
    }
  }
}

/**
 * Parses and validates a `cardscript.json` text.
 * @param text the file's content (a leading BOM is allowed).
 * @param known the rule ids accepted under `rules` and the game ids accepted as `game`.
 * @param l10n the language of the problems' messages (the core's localizer; English by default).
 * @returns the configuration and every problem found, with offsets into `text`; never throws.
 */
export function parseConfig(text: string, known: ConfigVocabulary, l10n: Words = localizer({ id: "core" }, "en")): ConfigParseResult {
  const config: CardscriptConfig = { rules: {}, ignorePatterns: [], messages: {} };
  const problems: ConfigProblem[] = [];
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if ((bom ? text.slice(1) : text).trim() === "") {
    return {
      config,
      problems: [{ message: l10n.t("config.problem.empty"), span: { start: 0, end: 0 } }],
    };
  }
  // Nested past any real config: reported, never parsed (the parser and the walk below recurse per level).
  const deep = tooDeepAt(text, MAX_NESTING_DEPTH);
  if (deep) {
    problems.push({
      message: tooDeepMessage(deep.depth, lineOfOffset(text, deep.offset), l10n),
      span: { start: deep.offset, end: deep.offset + 1 },
    });
    return { config, problems };
  }
  const errors: ParseError[] = [];
  const root = parseTree(bom ? text.slice(1) : text, errors, { allowTrailingComma: true, disallowComments: false });
  const shift = (s: Span): Span => ({ start: s.start + bom, end: s.end + bom });
  const problem = (message: string, span: Span) => problems.push({ message, span: shift(span) });

  // Report the first syntax error only: later ones are usually its echoes.
  const first = errors[0];
  if (first) {
    const code = printParseErrorCode(first.error);
    const words = l10n.t(`config.json.${code}`);
    const reason = words === `config.json.${code}` ? code : words;
    problem(l10n.t("config.problem.invalidJson", { reason }), { start: first.offset, end: first.offset + first.length });
    return { config, problems };
  }
  if (!root) {
    problem(l10n.t("config.problem.expectedObject"), { start: 0, end: 0 });
    return { config, problems };
  }
  if (root.type !== "object") {
    problem(l10n.t("config.problem.topLevel", { found: describeType(root, l10n) }), nodeSpan(root));
    return { config, problems };
  }

  const seen = new Set<string>();
  for (const prop of root.children ?? []) {
    const [keyNode, valueNode] = prop.children ?? [];
    if (!keyNode || !valueNode) continue;
    const key = String(keyNode.value);
    if (seen.has(key)) problem(l10n.t("config.problem.duplicateKey", { key }), nodeSpan(keyNode));
    seen.add(key);
    readTopLevelKey(key, keyNode, valueNode, known, config, problem, l10n);
  }
  return { config, problems: sortProblems(problems) };
}

function readRules(node: Node, known: readonly string[], config: CardscriptConfig, problem: ProblemSink, l10n: Words): void {
  readSeverities(node, known, config.rules, problem, l10n, "rules");
}

/** Reads `rules` or `messages`: an object mapping known ids to a severity setting. */
function readSeverities(
  node: Node,
  known: readonly string[],
  into: Record<string, SeveritySetting>,
  problem: ProblemSink,
  l10n: Words,
  kind: "rules" | "messages",
): void {
  if (node.type !== "object") {
    problem(
      l10n.t(kind === "rules" ? "config.problem.rulesNotObject" : "config.problem.messagesNotObject", { found: describeType(node, l10n) }),
      nodeSpan(node),
    );
    return;
  }
  const seen = new Set<string>();
  for (const prop of node.children ?? []) {
    const [keyNode, valueNode] = prop.children ?? [];
    if (!keyNode || !valueNode) continue;
    const id = String(keyNode.value);
    // JSON lets the last of two equal keys win silently; a config says so instead.
    if (seen.has(id))
      problem(l10n.t(kind === "rules" ? "config.problem.duplicateRule" : "config.problem.duplicateMessage", { id }), nodeSpan(keyNode));
    seen.add(id);
    if (!known.includes(id)) {
      const unknown = kind === "rules" ? "config.problem.unknownRule" : "config.problem.unknownMessage";
      problem(l10n.t(unknown, { id, hint: didYouMean(id, known, l10n) }), nodeSpan(keyNode));
      continue;
    }
    if (valueNode.type === "string" && (SEVERITY_SETTINGS as readonly string[]).includes(valueNode.value)) {
      into[id] = valueNode.value as SeveritySetting;
    } else {
      const found = valueNode.type === "string" ? `'${valueNode.value}'` : describeType(valueNode, l10n);
      const hint = valueNode.type === "string" ? didYouMean(valueNode.value, SEVERITY_SETTINGS, l10n) : "";
      problem(l10n.t("config.problem.severity", { id, found, hint }), nodeSpan(valueNode));
    }
  }
}

function sortProblems(p: ConfigProblem[]): ConfigProblem[] {
  return p.sort((a, b) => a.span.start - b.span.start);
}
