/**
 * `--format junit`: JUnit XML for CI systems that read test reports. One `<testsuite>` per file,
 * one `<testcase>` per card (named after the card; classname = the file's path). Errors are
 * `<failure>`s; warnings and infos go to the test case's `<system-out>` and do not fail it.
 * Messages outside any card go to a test case named `(file)`, present only when there are some
 * or when the file holds no card. Test-case names (`(file)`, `(unnamed card)` for a card without a
 * name) are identities CI systems track across runs: they never follow `--locale`; the failure
 * summary ("3 errors; first: …") does.
 */
import { cliL10n } from "../l10n/index";
import { escapeXml } from "../../../server/src/core/text/xml";
import { displayPath } from "./paths";
import type { Formatter } from "./types";
import type { DetailedFileReport, LintMessage } from "../lint/report";
import { pushAll } from "../../../server/src/core/collections/append";

/** Re-exported for the tests of this format. */
export { escapeXml };

interface Case {
  name: string;
  messages: LintMessage[];
}

/** Groups a file's messages by card (in card order), plus a `(file)` case when needed. */
function cases(r: DetailedFileReport): Case[] {
  const byCard: Case[] = r.cards.map((c) => ({ name: c.name || "(unnamed card)", messages: [] }));
  const fileCase: Case = { name: "(file)", messages: [] };
  r.messages.forEach((m, i) => {
    const at = r.details[i]!.span.start;
    const card = r.cards.findIndex((c) => c.span.start <= at && at <= c.span.end);
    (card >= 0 ? byCard[card]! : fileCase).messages.push(m);
  });
  return fileCase.messages.length > 0 || byCard.length === 0 ? [...byCard, fileCase] : byCard;
}

const line = (m: LintMessage) => `${m.line}:${m.column} ${m.severityName} ${m.message} (${m.ruleId})`;

export const formatJunit: Formatter = (reports, { cwd, l10n = cliL10n("en") }) => {
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  for (const r of reports) {
    const file = escapeXml(displayPath(r.filePath, cwd));
    const cs = cases(r);
    const suiteFailures = cs.filter((c) => c.messages.some((m) => m.severity === 2)).length;
    tests += cs.length;
    failures += suiteFailures;
    const body: string[] = [];
    for (const c of cs) {
      const errors = c.messages.filter((m) => m.severity === 2);
      const others = c.messages.filter((m) => m.severity !== 2);
      const open = `    <testcase classname="${file}" name="${escapeXml(c.name)}" file="${file}"`;
      if (errors.length === 0 && others.length === 0) {
        body.push(`${open}/>`);
        continue;
      }
      body.push(`${open}>`);
      if (errors.length > 0) {
        const first = errors[0]!;
        const summary = errors.length === 1 ? first.message : l10n.tn("cli.junit.errors", errors.length, { message: first.message });
        body.push(
          `      <failure message="${escapeXml(summary)}" type="${escapeXml(first.ruleId)}">${escapeXml(errors.map(line).join("\n"))}</failure>`,
        );
      }
      if (others.length > 0) body.push(`      <system-out>${escapeXml(others.map(line).join("\n"))}</system-out>`);
      body.push("    </testcase>");
    }
    suites.push(`  <testsuite name="${file}" tests="${cs.length}" failures="${suiteFailures}" errors="0" skipped="0">`);
    pushAll(suites, body).push("  </testsuite>");
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="cardscript" tests="${tests}" failures="${failures}" errors="0">`,
    ...suites,
    "</testsuites>",
    "",
  ].join("\n");
};
