/**
 * Inline suppressions: `# cardscript-…` comment directives that hide findings. Pure (no IO), so the
 * CLI and the language server apply exactly the same logic.
 *
 * Directives (each in a `#` comment; a ` -- reason` at the end is allowed and ignored):
 * - `# cardscript-disable-next-line [rule[, rule…]]` — findings that start on the next line;
 * - `# cardscript-disable-line [rule…]` — findings that start on the comment's own line
 *   (a trailing comment after a field);
 * - `# cardscript-disable [rule…]` … `# cardscript-enable [rule…]` — findings that start after the
 *   disable comment and before the matching enable (or the end of the file);
 * - `# cardscript-disable-file [rule…]` — the whole file.
 * Without a rule list a directive covers every rule. Rule ids may be separated by commas or spaces.
 *
 * Problems found in directives are returned as findings of two tool ids:
 * `unknown-rule-in-directive` (a rule id that does not exist, with a did-you-mean) and, when asked
 * for, `unused-disable-directive` (a directive, or one rule of its list, that suppressed nothing).
 */
import type { CommentNode, ParseResult, Span } from "../../../grammar/src/index";
import type { GameModel } from "./game/game-model";
import { rulesOf } from "./rules/registry";
import type { Finding, Fix, Severity, SeveritySetting } from "./rules/types";
import { LineIndex } from "./text/line-index";
import { localizer, type Localizer } from "./l10n/localizer";
import { matchesOf } from "./text/matches";
import { nearestWord } from "./text/nearest";

export const UNKNOWN_RULE_IN_DIRECTIVE = "unknown-rule-in-directive";
export const UNUSED_DISABLE_DIRECTIVE = "unused-disable-directive";
/** Id of the linter's finding for a rule that threw (see `linter.ts`). */
export const INTERNAL_ERROR = "internal-error";

/** Every id a directive may name in a tool that knows `games`: their rules plus the tool ids above. */
export function directiveRuleIds(games: readonly GameModel[]): string[] {
  return [...rulesOf(games).map((r) => r.meta.id), UNKNOWN_RULE_IN_DIRECTIVE, UNUSED_DISABLE_DIRECTIVE, INTERNAL_ERROR];
}

export type DirectiveKind = "disable-next-line" | "disable-line" | "disable" | "enable" | "disable-file";

/** A rule id as written in a directive, with its span (UTF-16 offsets into the document). */
export interface DirectiveRule {
  id: string;
  span: Span;
}

/** One parsed directive comment. */
export interface Directive {
  kind: DirectiveKind;
  /** Rule ids listed; empty = every rule. */
  rules: DirectiveRule[];
  /** The comment's span. */
  span: Span;
  /** 0-based line of the comment. */
  line: number;
}

export interface SuppressionOptions {
  /** Every id a directive may name ({@link directiveRuleIds} of the tool's games). */
  knownRuleIds: readonly string[];
  /** Severity of `unknown-rule-in-directive` problems; `off` drops them. Default `error`. */
  unknownRuleSeverity?: SeveritySetting;
  /** Severity of `unused-disable-directive` problems; `off` or absent = not reported. */
  reportUnused?: SeveritySetting;
  /** The language of problem messages and fix titles; English when omitted. */
  l10n?: Localizer;
}

export interface SuppressionResult {
  /** Findings not suppressed, in their original order (directive problems are in `problems`). */
  findings: Finding[];
  /** Findings hidden by a directive. */
  suppressed: Finding[];
  /** Problems in the directives themselves, sorted by position. Never suppressed. */
  problems: Finding[];
  directives: Directive[];
}

const DIRECTIVE = /^#\s*cardscript-(disable-next-line|disable-line|disable-file|disable|enable)(?=\s|$)/;

/**
 * Finds the directives among `comments`.
 * @param lines the document's line index (for the comment's line number).
 */
export function parseDirectives(comments: readonly CommentNode[], lines: LineIndex): Directive[] {
  const out: Directive[] = [];
  for (const c of comments) {
    const m = DIRECTIVE.exec(c.text);
    if (!m) continue;
    let rest = c.text.slice(m[0].length);
    const reason = rest.search(/(^|\s)--(\s|$)/);
    if (reason >= 0) rest = rest.slice(0, reason);
    const restStart = c.span.start + m[0].length;
    const rules: DirectiveRule[] = [];
    for (const id of matchesOf(rest, /[^\s,]+/g)) {
      const start = restStart + id.index!;
      rules.push({ id: id[0], span: { start, end: start + id[0].length } });
    }
    out.push({ kind: m[1] as DirectiveKind, rules, span: c.span, line: lines.positionAt(c.span.start).line });
  }
  return out;
}

const covers = (d: Directive, ruleId: string) => d.rules.length === 0 || d.rules.some((r) => r.id === ruleId);

/** Rule entries that suppressed something, by directive; "*" for a directive without a list. */
type UsedEntries = Map<Directive, Set<string>>;

/** The directive that hides a finding on `line` at `offset`: a line directive, an open block, then a file-wide one. */
function suppressingDirective(
  directives: readonly Directive[],
  blocks: readonly Directive[],
  f: Finding,
  line: number,
): Directive | undefined {
  const onLine = directives.find(
    (d) =>
      ((d.kind === "disable-next-line" && d.line + 1 === line) || (d.kind === "disable-line" && d.line === line)) && covers(d, f.ruleId),
  );
  if (onLine) return onLine;
  let open: Directive | undefined;
  for (const d of blocks) {
    if (d.span.start > f.span.start) break;
    if (!covers(d, f.ruleId)) continue;
    open = d.kind === "disable" ? d : undefined;
  }
  return open ?? directives.find((d) => d.kind === "disable-file" && covers(d, f.ruleId));
}

/** Splits `findings` into kept and suppressed, recording which directive entries were used. */
function partition(
  findings: readonly Finding[],
  directives: readonly Directive[],
  lines: LineIndex,
  used: UsedEntries,
): { kept: Finding[]; suppressed: Finding[] } {
  const blocks = directives.filter((d) => d.kind === "disable" || d.kind === "enable");
  const kept: Finding[] = [];
  const suppressed: Finding[] = [];
  for (const f of findings) {
    const by = suppressingDirective(directives, blocks, f, lines.positionAt(f.span.start).line);
    if (!by) {
      kept.push(f);
      continue;
    }
    const set = used.get(by) ?? new Set<string>();
    set.add(by.rules.length === 0 ? "*" : f.ruleId);
    used.set(by, set);
    suppressed.push(f);
  }
  return { kept, suppressed };
}

const ENGLISH = localizer({ id: "core" });

/** Reports a directive problem (the card is looked up by the caller). */
type PushProblem = (ruleId: string, severity: Severity, span: Span, message: string, fixes?: Fix[]) => void;

/** `unknown-rule-in-directive` for every listed id that is not a rule, with a did-you-mean fix. */
function reportUnknownRules(
  directives: readonly Directive[],
  known: ReadonlySet<string>,
  severity: SeveritySetting,
  push: PushProblem,
  l10n: Localizer,
): void {
  if (severity === "off") return;
  for (const d of directives) {
    for (const r of d.rules) {
      if (known.has(r.id)) continue;
      const near = nearestWord(r.id, [...known]);
      push(
        UNKNOWN_RULE_IN_DIRECTIVE,
        severity,
        r.span,
        l10n.t(near !== undefined ? "suppress.unknownRuleNear" : "suppress.unknownRule", { id: r.id, kind: d.kind, near: near ?? "" }),
        near !== undefined
          ? [{ title: l10n.t("fix.changeTo", { name: near }), edits: [{ span: r.span, newText: near }], preferred: true }]
          : [],
      );
    }
  }
}

/** `unused-disable-directive` for directives (or listed ids) that suppressed nothing, with removal fixes. */
function reportUnused(
  text: string,
  lines: LineIndex,
  directives: readonly Directive[],
  known: ReadonlySet<string>,
  used: UsedEntries,
  severity: Severity,
  push: PushProblem,
  l10n: Localizer,
): void {
  const removeAll = (d: Directive): Fix[] => [
    { title: l10n.t("fix.removeUnusedDirective"), edits: [removeComment(text, lines, d.span)], safe: true, preferred: true },
  ];
  for (const d of directives) {
    if (d.kind === "enable") continue;
    const hits = used.get(d);
    const where = l10n.t(describeScope(d));
    if (d.rules.length === 0) {
      if (!hits) push(UNUSED_DISABLE_DIRECTIVE, severity, d.span, l10n.t("suppress.unusedAll", { kind: d.kind, where }), removeAll(d));
      continue;
    }
    const listed = d.rules.filter((r) => known.has(r.id));
    const unused = listed.filter((r) => !hits?.has(r.id));
    if (unused.length === 0) continue;
    if (unused.length === listed.length && listed.length === d.rules.length) {
      const names = unused.map((r) => `'${r.id}'`).join(", ");
      push(UNUSED_DISABLE_DIRECTIVE, severity, d.span, l10n.t("suppress.unusedListed", { kind: d.kind, names, where }), removeAll(d));
      continue;
    }
    for (const r of unused) {
      push(UNUSED_DISABLE_DIRECTIVE, severity, r.span, l10n.t("suppress.unusedOne", { id: r.id, kind: d.kind, where }), [
        { title: l10n.t("fix.removeFromDirective", { id: r.id }), edits: [removeListItem(text, r.span)], safe: true, preferred: true },
      ]);
    }
  }
}

/**
 * Applies the directives in `parse.comments` to `findings`.
 * @param text the linted document (the same string the findings' offsets refer to).
 * @param parse the parse result of `text` (its comments and cards are read).
 * @param findings the linter's findings.
 * @returns kept and suppressed findings plus directive problems; never throws.
 */
export function applySuppressions(
  text: string,
  parse: Pick<ParseResult, "comments" | "cards">,
  findings: readonly Finding[],
  options: SuppressionOptions,
): SuppressionResult {
  // Most files have no directive comment: answer without indexing lines.
  if (!parse.comments.some((c) => DIRECTIVE.test(c.text))) return { findings: [...findings], suppressed: [], problems: [], directives: [] };
  const lines = new LineIndex(text);
  const directives = parseDirectives(parse.comments, lines);
  if (directives.length === 0) return { findings: [...findings], suppressed: [], problems: [], directives };

  const known = new Set(options.knownRuleIds);
  const used: UsedEntries = new Map();
  const { kept, suppressed } = partition(findings, directives, lines, used);

  const problems: Finding[] = [];
  const cardAt = (offset: number) => parse.cards.find((c) => c.span.start <= offset && offset <= c.span.end)?.name;
  const push: PushProblem = (ruleId, severity, span, message, fixes = []) =>
    problems.push({
      ruleId,
      severity,
      message,
      span,
      card: cardAt(span.start),
      fixes,
      tags: ruleId === UNUSED_DISABLE_DIRECTIVE ? ["unnecessary"] : [],
    });

  reportUnknownRules(directives, known, options.unknownRuleSeverity ?? "error", push, options.l10n ?? ENGLISH);
  const unusedSeverity = options.reportUnused;
  if (unusedSeverity && unusedSeverity !== "off")
    reportUnused(text, lines, directives, known, used, unusedSeverity, push, options.l10n ?? ENGLISH);
  problems.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  return { findings: kept, suppressed, problems, directives };
}

/** The catalog key of where a directive acts ("on the next line", …). */
function describeScope(d: Directive): string {
  switch (d.kind) {
    case "disable-next-line":
      return "suppress.scope.nextLine";
    case "disable-line":
      return "suppress.scope.line";
    case "disable-file":
      return "suppress.scope.file";
    default:
      return "suppress.scope.range";
  }
}

/** An edit removing a comment: the whole line when the comment is alone on it, else the comment and the spaces before it. */
function removeComment(text: string, lines: LineIndex, span: Span): { span: Span; newText: string } {
  const line = lines.positionAt(span.start).line;
  const lineStart = lines.lineStart(line);
  const before = text.slice(lineStart, span.start);
  if (before.trim() === "") {
    const next = line + 1 < lines.lineCount ? lines.lineStart(line + 1) : text.length;
    return { span: { start: lineStart, end: next }, newText: "" };
  }
  let start = span.start;
  while (start > lineStart && (text[start - 1] === " " || text[start - 1] === "\t")) start--;
  return { span: { start, end: span.end }, newText: "" };
}

/** An edit removing one id from a directive's list, with the comma or spaces that separate it. */
function removeListItem(text: string, span: Span): { span: Span; newText: string } {
  let end = span.end;
  const after = /^\s*,\s*/.exec(text.slice(end, end + 20));
  if (after) return { span: { start: span.start, end: end + after[0].length }, newText: "" };
  let start = span.start;
  const before = /\s*,\s*$|\s+$/.exec(text.slice(Math.max(0, start - 20), start));
  if (before) start -= before[0].length;
  end = span.end;
  return { span: { start, end }, newText: "" };
}
