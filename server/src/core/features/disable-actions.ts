/**
 * "Disable <rule> for this line" and "Disable <rule> for the entire file" quick fixes, as ESLint's
 * editor integration offers them: they write the suppression comments of `suppressions.ts`
 * (`# cardscript-disable-next-line <rule>` above the finding's line, `# cardscript-disable-file
 * <rule>` at the top), or add the rule to such a comment that is already there. Once the problem
 * is gone, `--report-unused-disable-directives` reports the comment as unused. Pure.
 */
import { localizer, type Localizer } from "../l10n/localizer";
import type { CommentNode, Span } from "../../../../grammar/src/index";
import { parseDirectives, UNKNOWN_RULE_IN_DIRECTIVE, UNUSED_DISABLE_DIRECTIVE, type Directive } from "../suppressions";
import type { Finding, TextEdit } from "../rules/types";
import { dominantEol, type LineIndex } from "../text/line-index";
import { findingInRange, type CodeActionItem } from "./code-action-item";

/** Directive problems are about the comments themselves: suppressing them is not offered. */
const NOT_SUPPRESSIBLE = new Set([UNKNOWN_RULE_IN_DIRECTIVE, UNUSED_DISABLE_DIRECTIVE]);

/** Adds `ruleId` to a directive's rule list (after its last id, before any ` -- reason`). */
function appendTo(d: Directive, ruleId: string): TextEdit {
  const last = d.rules[d.rules.length - 1]!;
  return { span: { start: last.span.end, end: last.span.end }, newText: `, ${ruleId}` };
}

/**
 * The disable actions for the findings touching `range` (UTF-16 offsets): per rule, one for the
 * line of its first finding there and one for the whole file.
 * @param textOf the document's text, or a function giving it (asked only when some finding is in
 *   `range`: an editor asks for code actions at every cursor move, and a large file's text is
 *   joined on demand).
 * @param comments the parse result's comments of the text (to extend an existing directive).
 * @param l10n the language of the titles (English by default).
 */
export function disableActions(
  textOf: string | (() => string),
  lines: LineIndex,
  comments: readonly CommentNode[],
  findings: readonly Finding[],
  range: Span,
  l10n: Pick<Localizer, "t"> = localizer({ id: "core" }),
): CodeActionItem[] {
  const out: CodeActionItem[] = [];
  const seen = new Set<string>();
  let text = "";
  let eol = "";
  let directives: ReturnType<typeof parseDirectives> = [];
  for (const f of findings) {
    if (!findingInRange(f, range) || NOT_SUPPRESSIBLE.has(f.ruleId) || seen.has(f.ruleId)) continue;
    if (seen.size === 0) {
      text = typeof textOf === "string" ? textOf : textOf();
      eol = dominantEol(text);
      directives = parseDirectives(comments, lines);
    }
    seen.add(f.ruleId);
    const line = lines.positionAt(f.span.start).line;
    const above = directives.find((d) => d.kind === "disable-next-line" && d.line === line - 1 && d.rules.length > 0);
    const lineStart = lines.lineStart(line);
    const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
    const lineEdit = above
      ? appendTo(above, f.ruleId)
      : { span: { start: lineStart, end: lineStart }, newText: `${indent}# cardscript-disable-next-line ${f.ruleId}${eol}` };
    out.push({ title: l10n.t("action.disableLine", { rule: f.ruleId }), kind: "quickfix", edits: [lineEdit], findings: [f] });
    const fileDirective = directives.find((d) => d.kind === "disable-file" && d.rules.length > 0);
    const top = text.startsWith("\uFEFF") ? 1 : 0;
    const fileEdit = fileDirective
      ? appendTo(fileDirective, f.ruleId)
      : { span: { start: top, end: top }, newText: `# cardscript-disable-file ${f.ruleId}${eol}` };
    out.push({
      title: l10n.t("action.disableFile", { rule: f.ruleId }),
      kind: "quickfix",
      edits: [fileEdit],
      findings: findings.filter((x) => x.ruleId === f.ruleId),
    });
  }
  return out;
}
