/**
 * The core's English messages (the source language) beyond the rules' own templates, which are
 * the rules' `meta.messages` and `meta.description`. Keys are stable ids; `de.json` and
 * `es.json` beside this file hold the same keys (`test/l10n/catalogs.test.ts` checks it).
 * Templates use `{{name}}` placeholders (see `fillMessage`).
 */
export const CORE_EN: Readonly<Record<string, string>> = {
  "internal.analysisFailed": "Analysing the cards failed: {{error}}. Please report this.",
  "internal.ruleFailed": "Rule '{{rule}}' failed: {{error}}. Please report this.",
  "fix.changeTo": "Change to '{{name}}'",
  "fix.removeUnusedDirective": "Remove the unused directive",
  "fix.removeFromDirective": "Remove '{{id}}' from the directive",
  "action.disableLine": "Disable {{rule}} for this line",
  "action.disableFile": "Disable {{rule}} for the entire file",
  "action.fixAll": "Fix all auto-fixable problems",
  "suppress.unknownRule": "Unknown rule '{{id}}' in cardscript-{{kind}}.",
  "suppress.unknownRuleNear": "Unknown rule '{{id}}' in cardscript-{{kind}}. Did you mean '{{near}}'?",
  "suppress.unusedAll": "Unused cardscript-{{kind}}: no problem {{where}} to suppress.",
  "suppress.unusedListed": "Unused cardscript-{{kind}}: {{names}} reports nothing {{where}}.",
  "suppress.unusedOne": "'{{id}}' reports nothing {{where}}; remove it from this cardscript-{{kind}}.",
  "suppress.scope.nextLine": "on the next line",
  "suppress.scope.line": "on this line",
  "suppress.scope.file": "in this file",
  "suppress.scope.range": "in its range",
  "tool.unknown-rule-in-directive.description": "A cardscript-disable/enable comment names a rule id that does not exist.",
  "tool.unused-disable-directive.description":
    "A cardscript-disable comment suppresses nothing (reported with --report-unused-disable-directives).",
  "tool.internal-error.description": "A rule failed while checking the file (a bug in CardScript; please report it).",
  "settings.ruleSeverity": "{{description}} Default: {{severity}}.",
  "hover.game.title": "**game** — the card game of this file",
  "hover.game.default": "(default)",
  "hover.game.thisFile": "This file: {{id}}.",
  "hover.rules.title": "**rules** — the rules edition to check against",
  "hover.rules.body":
    "{{value}} selects {{edition}}; rule numbers in messages and hovers follow that edition. Without this line the newest known edition is used.",
  "hover.lang.title": "**lang** — the language of the card text",
  "hover.lang.body":
    "{{value}}: {{name}}. Step and phase names and the common timing templates are read as printed on current cards in that language and checked like their English forms; older printed forms are reported as obsolete wording. Without this line the card text is English.",
  "hover.lang.choices": "Write {{choices}}.",
  "hover.lang.name.en": "English",
  "hover.lang.name.de": "German",
  "hover.lang.name.es": "Spanish",
  "completion.lang.detail": "language of the card text: lang en (default), lang de or lang es",
  "codeLens.showTimingMap": "Show Timing Map",
  "list.and": "{{first}} and {{last}}",
  "list.andSeparator": " and ",
  "list.or": "{{first}} or {{last}}",
  "list.orSerial": "{{first}}, or {{last}}",
};
