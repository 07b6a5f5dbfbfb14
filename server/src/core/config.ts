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
 *   "ignorePatterns": ["drafts/**", "*.old.card"]  // gitignore syntax, relative to the config file's folder
 * }
 * ```
 * Comments and trailing commas are accepted (like tsconfig.json).
 */
import { closest, distance } from "fastest-levenshtein";
import { parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";
import type { Span } from "../../../grammar/src/index";
import { ruleIds } from "./rules/registry";
import type { SeveritySetting } from "./rules/types";
import { UNKNOWN_RULE_IN_DIRECTIVE, UNUSED_DISABLE_DIRECTIVE } from "./suppressions";
import { GAME_IDS } from "./games/registry";

/** The file name looked for up the folder tree. */
export { CONFIG_FILE_NAME } from "./config-file-name";

export const SEVERITY_SETTINGS: readonly SeveritySetting[] = ["off", "info", "warning", "error"];
/** Game ids a configuration may name (the game registry's). */
export const GAMES: readonly string[] = GAME_IDS;
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

/** Ids a config may set: every rule of the registry plus the two directive ids of `suppressions.ts`. */
export function configurableRuleIds(): string[] {
  return [...ruleIds(), UNKNOWN_RULE_IN_DIRECTIVE, UNUSED_DISABLE_DIRECTIVE];
}

const TOP_LEVEL_KEYS = ["$schema", "rules", "game", "ignorePatterns"];

const nodeSpan = (n: Node): Span => ({ start: n.offset, end: n.offset + n.length });

/** `Did you mean 'x'?` when a candidate is close enough, else "". */
function didYouMean(word: string, candidates: readonly string[]): string {
  if (candidates.length === 0) return "";
  const lower = word.toLowerCase();
  const prefixed = lower.length >= 3 ? candidates.find((c) => c.toLowerCase().startsWith(lower)) : undefined;
  if (prefixed) return ` Did you mean '${prefixed}'?`;
  const near = closest(word, candidates as string[]);
  return distance(lower, near.toLowerCase()) <= Math.max(2, Math.floor(word.length / 3)) ? ` Did you mean '${near}'?` : "";
}

function describeType(n: Node): string {
  if (n.type === "null") return "null";
  return n.type === "array" ? "an array" : n.type === "object" ? "an object" : `a ${n.type}`;
}

type ProblemSink = (message: string, span: Span) => void;

/** Reads one top-level key of `cardscript.json` into `config`, reporting wrong values and unknown keys. */
function readTopLevelKey(
  key: string,
  keyNode: Node,
  valueNode: Node,
  knownRuleIds: readonly string[],
  config: CardscriptConfig,
  problem: ProblemSink,
): void {
  switch (key) {
    case "$schema":
      if (valueNode.type !== "string") problem(`'$schema' must be a string, found ${describeType(valueNode)}.`, nodeSpan(valueNode));
      break;
    case "rules":
      readRules(valueNode, knownRuleIds, config, problem);
      break;
    case "game":
      if (valueNode.type === "string" && GAMES.includes(valueNode.value)) config.game = valueNode.value;
      else {
        const found = valueNode.type === "string" ? `'${valueNode.value}'` : describeType(valueNode);
        problem(`'game' must be one of ${GAMES.map((g) => `"${g}"`).join(", ")}, found ${found}.`, nodeSpan(valueNode));
      }
      break;
    case "ignorePatterns":
      readIgnorePatterns(valueNode, config, problem);
      break;
    default:
      problem(
        `Unknown key '${key}'.${didYouMean(key, TOP_LEVEL_KEYS)} Allowed keys: ${TOP_LEVEL_KEYS.filter((k) => k !== "$schema").join(", ")}.`,
        nodeSpan(keyNode),
      );
  }
}

/** Reads `ignorePatterns`: an array of non-empty strings. */
function readIgnorePatterns(valueNode: Node, config: CardscriptConfig, problem: ProblemSink): void {
  if (valueNode.type !== "array") {
    problem(`'ignorePatterns' must be an array of strings, found ${describeType(valueNode)}.`, nodeSpan(valueNode));
    return;
  }
  for (const item of valueNode.children ?? []) {
    if (item.type === "string" && item.value.trim() !== "") config.ignorePatterns.push(item.value);
    else
      problem(
        `Each ignore pattern must be a non-empty string, found ${item.type === "string" ? "an empty string" : describeType(item)}.`,
        nodeSpan(item),
      );
  }
}

/**
 * Parses and validates a `cardscript.json` text.
 * @param text the file's content (a leading BOM is allowed).
 * @param knownRuleIds the ids accepted under `rules`; default {@link configurableRuleIds}.
 * @returns the configuration and every problem found, with offsets into `text`; never throws.
 */
export function parseConfig(text: string, knownRuleIds: readonly string[] = configurableRuleIds()): ConfigParseResult {
  const config: CardscriptConfig = { rules: {}, ignorePatterns: [] };
  const problems: ConfigProblem[] = [];
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if ((bom ? text.slice(1) : text).trim() === "") {
    return {
      config,
      problems: [{ message: 'The file is empty: expected an object such as { "rules": {} }.', span: { start: 0, end: 0 } }],
    };
  }
  const errors: ParseError[] = [];
  const root = parseTree(bom ? text.slice(1) : text, errors, { allowTrailingComma: true, disallowComments: false });
  const shift = (s: Span): Span => ({ start: s.start + bom, end: s.end + bom });
  const problem = (message: string, span: Span) => problems.push({ message, span: shift(span) });

  // Report the first syntax error only: later ones are usually its echoes.
  const first = errors[0];
  if (first) {
    problem(`Invalid JSON: ${syntaxMessage(printParseErrorCode(first.error))}.`, { start: first.offset, end: first.offset + first.length });
    return { config, problems };
  }
  if (!root) {
    problem('Expected an object such as { "rules": {} }.', { start: 0, end: 0 });
    return { config, problems };
  }
  if (root.type !== "object") {
    problem(`Expected an object at the top level, found ${describeType(root)}.`, nodeSpan(root));
    return { config, problems };
  }

  const seen = new Set<string>();
  for (const prop of root.children ?? []) {
    const [keyNode, valueNode] = prop.children ?? [];
    if (!keyNode || !valueNode) continue;
    const key = String(keyNode.value);
    if (seen.has(key)) problem(`Duplicate key '${key}'.`, nodeSpan(keyNode));
    seen.add(key);
    readTopLevelKey(key, keyNode, valueNode, knownRuleIds, config, problem);
  }
  return { config, problems: sortProblems(problems) };
}

function readRules(node: Node, known: readonly string[], config: CardscriptConfig, problem: (m: string, s: Span) => void): void {
  if (node.type !== "object") {
    problem(
      `'rules' must be an object mapping rule ids to "off", "info", "warning" or "error", found ${describeType(node)}.`,
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
    if (seen.has(id)) problem(`Duplicate rule '${id}' in 'rules'.`, nodeSpan(keyNode));
    seen.add(id);
    if (!known.includes(id)) {
      problem(`Unknown rule '${id}'.${didYouMean(id, known)} Run 'cardscript rules' for the list.`, nodeSpan(keyNode));
      continue;
    }
    if (valueNode.type === "string" && (SEVERITY_SETTINGS as readonly string[]).includes(valueNode.value)) {
      config.rules[id] = valueNode.value as SeveritySetting;
    } else {
      const found = valueNode.type === "string" ? `'${valueNode.value}'` : describeType(valueNode);
      const hint = valueNode.type === "string" ? didYouMean(valueNode.value, SEVERITY_SETTINGS) : "";
      problem(`Severity of '${id}' must be "off", "info", "warning" or "error", found ${found}.${hint}`, nodeSpan(valueNode));
    }
  }
}

function syntaxMessage(code: string): string {
  const words: Record<string, string> = {
    InvalidSymbol: "unexpected character",
    InvalidNumberFormat: "malformed number",
    PropertyNameExpected: "a property name in double quotes is expected",
    ValueExpected: "a value is expected",
    ColonExpected: "':' is expected",
    CommaExpected: "',' is expected",
    CloseBraceExpected: "'}' is expected",
    CloseBracketExpected: "']' is expected",
    EndOfFileExpected: "nothing may follow the top-level value",
    InvalidCommentToken: "malformed comment",
    UnexpectedEndOfComment: "unterminated comment",
    UnexpectedEndOfString: "unterminated string",
    UnexpectedEndOfNumber: "unterminated number",
    InvalidUnicode: "malformed \\u escape",
    InvalidEscapeCharacter: "invalid escape character",
    InvalidCharacter: "invalid character in a string",
  };
  return words[code] ?? code;
}

function sortProblems(p: ConfigProblem[]): ConfigProblem[] {
  return p.sort((a, b) => a.span.start - b.span.start);
}
