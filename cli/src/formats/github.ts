/**
 * `--format github`: GitHub Actions workflow commands, one per message, so problems show inline on
 * pull requests: `::error file=…,line=…,endLine=…,col=…,endColumn=…,title=<rule>::<message>`.
 * Infos become `::notice`. Escaping follows GitHub's rules (the `@actions/core` toolkit): in the
 * message `%`, CR and LF are percent-encoded; in property values also `:` and `,`.
 */
import { displayPath } from "./paths";
import { asFormatter, type Formatter, type StreamFormatter } from "./types";
import type { SeverityName } from "../lint/report";

const COMMAND: Record<SeverityName, string> = { error: "error", warning: "warning", info: "notice" };

/** Escapes workflow-command data (the text after `::`). */
export function escapeData(s: string): string {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** Escapes a workflow-command property value. */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

export const githubStream: StreamFormatter = {
  silentWhenClean: true,
  begin: () => "",
  file(r, _index, { cwd }) {
    const file = displayPath(r.filePath, cwd);
    let out = "";
    for (const m of r.messages) {
      const props = [
        `file=${escapeProperty(file)}`,
        `line=${m.line}`,
        `endLine=${m.endLine}`,
        `col=${m.column}`,
        `endColumn=${m.endColumn}`,
        `title=${escapeProperty(m.ruleId)}`,
      ].join(",");
      out += `::${COMMAND[m.severityName]} ${props}::${escapeData(m.message)}\n`;
    }
    return out;
  },
  end: () => "",
};

export const formatGithub: Formatter = asFormatter(githubStream);
