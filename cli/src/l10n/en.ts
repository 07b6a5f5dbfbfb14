/**
 * The CLI's English messages (the source language): the summary lines and the errors a designer
 * meets most. Plural messages have `_one` / `_other` forms (i18next's plural keys). `de.json` and
 * `es.json` beside this file hold the same keys (`test/l10n/cli-locale.test.ts` checks it).
 */
export const CLI_EN: Readonly<Record<string, string>> = {
  "cli.problems_one": "{{count}} problem",
  "cli.problems_other": "{{count}} problems",
  "cli.errors_one": "{{count}} error",
  "cli.errors_other": "{{count}} errors",
  "cli.warnings_one": "{{count}} warning",
  "cli.warnings_other": "{{count}} warnings",
  "cli.files_one": "{{count}} file",
  "cli.files_other": "{{count}} files",
  "cli.infos_one": "{{count}} info",
  "cli.infos_other": "{{count}} info",
  "cli.summary": "{{problems}} ({{errors}}, {{warnings}}, {{infos}})",
  "cli.fixable_one": "{{problems}} is fixable with the `--fix` option.",
  "cli.fixable_other": "{{problems}} are fixable with the `--fix` option.",
  "cli.fixed": "fixed {{problems}} in {{files}}; {{errors}} and {{warnings}} remain",
  "cli.wouldFix": "would fix {{problems}} in {{files}}; {{errors}} and {{warnings}} remain",
  "cli.tooManyWarnings": "too many warnings ({{count}}; maximum: {{max}})",
  "cli.noFiles": "no .card files found in {{cwd}}",
  "cli.error.unknownFormat": "unknown format '{{format}}'",
  "cli.error.fixBoth": "use either --fix or --fix-dry-run, not both",
  "cli.error.unknownRule": "unknown rule '{{id}}'.{{hint}} Run 'cardscript rules' for the list.",
  "cli.error.didYouMean": " Did you mean '{{near}}'?",
  "cli.rules.columns": "rule|games|default|fixes|description",
  "cli.rules.all": "all",
  "cli.rules.yes": "yes",
  "cli.rules.off": "off: off by default; turning it on gives the severity in parentheses after its description.",
  "cli.rules.offSuffix": "(off by default; {{severity}} when turned on)",
  "cli.rules.severities": 'Set severities in cardscript.json ({ "rules": { "<rule>": "off" | "info" | "warning" | "error" } }).',
  "cli.rules.details": "Details: cardscript explain <rule>",
  "cli.explain.summary": "{{id}}: {{description}}",
  "cli.explain.englishDocs": "(The full documentation below is in English.)",
};
