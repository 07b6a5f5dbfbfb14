/**
 * `--format stylish` (default), modelled on ESLint's: for each file with messages its path, then
 * aligned `line:col  severity  message  rule-id` rows, then one summary line with counts.
 * When the context gives a width (a terminal), rows fit it, at most {@link STYLISH_WIDTH}
 * columns: a long message wraps at spaces onto lines indented to the message column, with the
 * rule id on the row's first line; without one, each row is one line. After the summary, how
 * many timing sentences were read ("timing read: 1,204 of 1,210 sentences"). Prints nothing when
 * there is nothing to report and every timing sentence was read. Messages with one message id on
 * many cards of a file (281 cards of a Cockatrice set whose rules text is "NA") are one row with
 * the count and their lines ({@link collapseRepeats}); the counts in the summary are of every message.
 */
import type { Localizer } from "../../../server/src/core/l10n/localizer";
import type { TimingCount } from "../lint/report";
import { cliL10n } from "../l10n/index";
import { displayPath } from "./paths";
import { asFormatter, type Formatter, type StreamFormatter } from "./types";
import type { LintMessage } from "../lint/report";
import { wrapWords } from "./wrap";
import { maxOf } from "../../../server/src/core/collections/append";

/** The widest a stylish row gets (characters), unless one word of a message is wider. */
export const STYLISH_WIDTH = 120;
/** The message column never gets narrower than this, however long the rule ids are. */
const MIN_MESSAGE_WIDTH = 40;

/** A message id on at least this many cards of one file is shown once, with the count (every one stays in JSON and SARIF). */
export const COLLAPSE_AT = 5;
/** How many of the collapsed messages' lines the row lists. */
const MORE_LINES_SHOWN = 5;

/**
 * The rows of a file: each message, except that messages with one rule id and message id
 * (`messageId`, for rule findings the rule id alone) on {@link COLLAPSE_AT} or more distinct cards
 * become their first one, carrying the others in `more`. Order is kept (by the first of each group).
 */
export function collapseRepeats(messages: readonly LintMessage[]): { m: LintMessage; more: LintMessage[] }[] {
  const key = (m: LintMessage) => `${m.ruleId}\u0000${m.severity}\u0000${m.messageId ?? ""}`;
  const groups = new Map<string, LintMessage[]>();
  for (const m of messages) {
    const k = key(m);
    const g = groups.get(k);
    if (g) g.push(m);
    else groups.set(k, [m]);
  }
  const out: { m: LintMessage; more: LintMessage[] }[] = [];
  for (const m of messages) {
    const g = groups.get(key(m))!;
    const cards = new Set(g.map((x) => x.card).filter((x) => x !== null));
    if (cards.size < COLLAPSE_AT) out.push({ m, more: [] });
    else if (g[0] === m) out.push({ m, more: g.slice(1) });
  }
  return out;
}

export const stylishStream: StreamFormatter = {
  silentWhenClean: true,
  begin: () => "",
  file(r, _index, { cwd, c, width, l10n = cliL10n("en") }) {
    if (r.messages.length === 0) return "";
    const rows = collapseRepeats(r.messages).map(({ m, more }) => ({
      pos: `${m.line}:${m.column}`,
      sev: m.severityName,
      msg:
        (m.where ? `${m.where}: ` : "") +
        m.message.replace(/\s*\r?\n\s*/g, " ") +
        (more.length === 0
          ? ""
          : l10n.t("cli.stylish.more", {
              more: l10n.t("cli.stylish.moreCount", { n: more.length }),
              lines:
                more
                  .slice(0, MORE_LINES_SHOWN)
                  .map((x) => x.line)
                  .join(", ") + (more.length > MORE_LINES_SHOWN ? ", …" : ""),
            })),
      rule: m.ruleId,
    }));
    const w = {
      pos: maxOf(rows.map((x) => x.pos.length)),
      sev: maxOf(rows.map((x) => x.sev.length)),
      rule: maxOf(rows.map((x) => x.rule.length)),
    };
    // "  pos  sev  " before the message, "  rule" after it.
    const indent = 2 + w.pos + 2 + w.sev + 2;
    const room = width === undefined ? Infinity : Math.max(MIN_MESSAGE_WIDTH, Math.min(width, STYLISH_WIDTH) - indent - 2 - w.rule);
    const wrapped = rows.map((x) => wrapWords(x.msg, room));
    const msgWidth = maxOf(wrapped.map((lines) => maxOf(lines.map((l) => l.length))));
    const out = ["", c.underline(displayPath(r.filePath, cwd))];
    rows.forEach((x, i) => {
      const sevColor = x.sev === "error" ? c.red : x.sev === "warning" ? c.yellow : c.blue;
      const [first, ...more] = wrapped[i]!;
      out.push(`  ${c.dim(x.pos.padEnd(w.pos))}  ${sevColor(x.sev.padEnd(w.sev))}  ${first!.padEnd(msgWidth)}  ${c.dim(x.rule)}`);
      for (const line of more) out.push(`${" ".repeat(indent)}${line}`);
    });
    return out.join("\n") + "\n";
  },
  end(t, { c, l10n = cliL10n("en") }) {
    const problems = t.errorCount + t.warningCount + t.infoCount;
    const timing = t.timing && t.timing.sentences > 0 ? t.timing : undefined;
    // A clean run whose timing was all read stays silent; else the figure follows the summary.
    const timingLine = timing ? c.dim(timingRead(timing, l10n)) : "";
    if (problems === 0) return timing && timing.read < timing.sentences ? `\n${timingLine}\n\n` : "";
    const counts = l10n.t("cli.summary", {
      problems: l10n.tn("cli.problems", problems),
      errors: l10n.tn("cli.errors", t.errorCount),
      warnings: l10n.tn("cli.warnings", t.warningCount),
      infos: l10n.tn("cli.infos", t.infoCount),
    });
    const summary = `${t.errorCount + t.warningCount > 0 ? "✖" : "ℹ"} ${counts}`;
    const paint = t.errorCount > 0 ? c.red : t.warningCount > 0 ? c.yellow : c.blue;
    const out = ["", c.bold(paint(summary))];
    if (t.fixableCount > 0) {
      out.push(paint(`  ${l10n.tn("cli.fixable", t.fixableCount, { problems: l10n.tn("cli.problems", t.fixableCount) })}`));
    }
    if (timingLine) out.push(timingLine);
    return out.join("\n") + "\n\n";
  },
};

/** "timing read: 1,204 of 1,210 sentences", the numbers grouped as the run's language writes them. */
export function timingRead(t: TimingCount, l10n: Localizer): string {
  const n = new Intl.NumberFormat(l10n.locale);
  return l10n.tn("cli.timingRead", t.sentences, { read: n.format(t.read), total: n.format(t.sentences) });
}

export const formatStylish: Formatter = asFormatter(stylishStream);
