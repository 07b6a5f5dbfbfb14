/**
 * `--format stylish` (default), modelled on ESLint's: for each file with messages its path, then
 * aligned `line:col  severity  message  rule-id` rows, then one summary line with counts.
 * Prints nothing when there is nothing to report.
 */
import { displayPath, plural } from "./paths";
import { asFormatter, type Formatter, type StreamFormatter } from "./types";

export const stylishStream: StreamFormatter = {
  begin: () => "",
  file(r, _index, { cwd, c }) {
    if (r.messages.length === 0) return "";
    const rows = r.messages.map((m) => ({
      pos: `${m.line}:${m.column}`,
      sev: m.severityName,
      msg: m.message.replace(/\s*\r?\n\s*/g, " "),
      rule: m.ruleId,
    }));
    const w = {
      pos: Math.max(...rows.map((x) => x.pos.length)),
      sev: Math.max(...rows.map((x) => x.sev.length)),
      msg: Math.max(...rows.map((x) => x.msg.length)),
    };
    const out = ["", c.underline(displayPath(r.filePath, cwd))];
    for (const x of rows) {
      const sevColor = x.sev === "error" ? c.red : x.sev === "warning" ? c.yellow : c.blue;
      out.push(`  ${c.dim(x.pos.padEnd(w.pos))}  ${sevColor(x.sev.padEnd(w.sev))}  ${x.msg.padEnd(w.msg)}  ${c.dim(x.rule)}`);
    }
    return out.join("\n") + "\n";
  },
  end(t, { c }) {
    const problems = t.errorCount + t.warningCount + t.infoCount;
    if (problems === 0) return "";
    const counts = `(${plural(t.errorCount, "error")}, ${plural(t.warningCount, "warning")}, ${t.infoCount} info)`;
    const summary = `${t.errorCount + t.warningCount > 0 ? "✖" : "ℹ"} ${plural(problems, "problem")} ${counts}`;
    const paint = t.errorCount > 0 ? c.red : t.warningCount > 0 ? c.yellow : c.blue;
    const out = ["", c.bold(paint(summary))];
    if (t.fixableCount > 0) {
      out.push(paint(`  ${plural(t.fixableCount, "problem")} ${t.fixableCount === 1 ? "is" : "are"} fixable with the \`--fix\` option.`));
    }
    return out.join("\n") + "\n\n";
  },
};

export const formatStylish: Formatter = asFormatter(stylishStream);
