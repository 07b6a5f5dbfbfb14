/**
 * Input for the output-format tests: {@link GOLDEN_REPORTS}, made-up reports fed straight to the
 * formatters for the golden files (test/cli/golden/), and {@link GOLDEN_FILES}, a small card set
 * the end-to-end CLI tests lint (an error, a warning, an info, a clean file, a directive problem,
 * and names that need escaping).
 */
import type { DetailedFileReport } from "../../cli/src/lint/report";
import { CARDS } from "./helpers";

export const GOLDEN_FILES: Record<string, string> = {
  "cards/mixed.card": `${CARDS.error}\n${CARDS.warning}\n${CARDS.info}`,
  "cards/clean.card": CARDS.clean,
  "cards/odd, name: 100%.card": `# cardscript-disable-next-line obsolete-wordng
card "Tom & \\"Jerry\\" <1>" {
  cost: {1}{G}
  type: Creature — Cat Mouse
  stats: 1/1
  text:
    When Tom & "Jerry" <1> comes into play, draw a card.
}
`,
};

export const FORMATS = ["stylish", "json", "sarif", "github", "junit"] as const;
export const GOLDEN_EXT: Record<(typeof FORMATS)[number], string> = {
  stylish: "txt",
  json: "json",
  sarif: "sarif",
  github: "txt",
  junit: "xml",
};

/**
 * Made-up findings for the formatter goldens (as ESLint tests its stylish formatter): the
 * formatters get these reports directly, so rewording a rule's message never changes a golden.
 * Messages hold what formatters must escape or align: quotes, `&`, `<`, `%`, a comma and a colon
 * in a path, a long message next to short ones. Paths are under {@link GOLDEN_CWD}.
 */
export const GOLDEN_CWD = "/golden";

interface MadeUp {
  ruleId: string;
  severity: "error" | "warning" | "info";
  message: string;
  /** The first occurrence of this text in the source is the finding's span. */
  at: string;
  /** Whether the finding carries a safe fix (counted as fixable). */
  safeFix?: boolean;
}

const NUMERIC = { error: 2, warning: 1, info: 0 } as const;

/** A report for `file` (relative to GOLDEN_CWD) with positions computed from `source`. */
function report(file: string, source: string, cards: string[], findings: MadeUp[]): DetailedFileReport {
  const pos = (offset: number) => {
    const before = source.slice(0, offset).split("\n");
    return { line: before.length, column: before[before.length - 1]!.length + 1 };
  };
  const spans = findings.map((f) => {
    const start = source.indexOf(f.at);
    if (start < 0) throw new Error(`golden input: '${f.at}' not in ${file}`);
    return { start, end: start + f.at.length };
  });
  const messages = findings.map((f, i) => {
    const s = pos(spans[i]!.start);
    const e = pos(spans[i]!.end);
    const card = cards.filter((name) => source.indexOf(`card "${name.replace(/"/g, '\\"')}"`) <= spans[i]!.start).pop() ?? null;
    return {
      ruleId: f.ruleId,
      severity: NUMERIC[f.severity],
      severityName: f.severity,
      message: f.message,
      line: s.line,
      column: s.column,
      endLine: e.line,
      endColumn: e.column,
      card,
    };
  });
  const cardSpans = cards.map((name) => {
    const start = source.indexOf(`card "${name.replace(/"/g, '\\"')}"`);
    const next = source.indexOf("\ncard ", start + 1);
    return { name, line: pos(start).line, span: { start, end: next < 0 ? source.length : next } };
  });
  const count = (s: MadeUp["severity"]) => findings.filter((f) => f.severity === s).length;
  return {
    filePath: `${GOLDEN_CWD}/${file}`,
    messages,
    errorCount: count("error"),
    warningCount: count("warning"),
    infoCount: count("info"),
    details: findings.map((f, i) => ({ span: spans[i]!, fixes: f.safeFix ? [{ title: "Made-up fix", edits: [], safe: true }] : [] })),
    source,
    fixableCount: findings.filter((f) => f.safeFix).length,
    cards: cardSpans,
    hiddenWarningCount: 0,
    // A made-up coverage figure: one sentence in three cards, read when nothing is an error.
    timing: { read: count("error") > 0 ? 0 : cards.length, sentences: cards.length },
  };
}

const MIXED = `card "Alpha" {\n  type: Sorcery\n  text:\n    First line of made-up text.\n}\n\ncard "Beta" {\n  type: Creature\n  text:\n    Second line.\n}\n\ncard "Gamma" {\n  type: Instant\n  text:\n    Third line.\n}\n`;
const ODD = `# a comment naming some-rul\ncard "Tom & \\"Jerry\\" <1>" {\n  type: Creature\n  text:\n    When Tom & "Jerry" <1> arrives, 100% of it.\n}\n`;

/** The made-up reports, in the order the CLI prints files (sorted by path). */
export const GOLDEN_REPORTS: DetailedFileReport[] = [
  report("cards/clean.card", `card "Clean" {\n  type: Land\n}\n`, ["Clean"], []),
  report(
    "cards/mixed.card",
    MIXED,
    ["Alpha", "Beta", "Gamma"],
    [
      {
        ruleId: "impossible-timing",
        severity: "error",
        at: "made-up",
        message: "A made-up error message that is long enough to push the rule id column to the right (CR 100.1).",
      },
      {
        ruleId: "obsolete-wording",
        severity: "warning",
        at: "Second",
        safeFix: true,
        message: "A made-up warning with 'quotes' and \"double quotes\".",
      },
      { ruleId: "redundant-timing", severity: "info", at: "Third", safeFix: true, message: "A made-up info." },
    ],
  ),
  report(
    "cards/odd, name: 100%.card",
    ODD,
    ['Tom & "Jerry" <1>'],
    [
      { ruleId: "unknown-rule-in-directive", severity: "error", at: "some-rul", message: "Made-up: unknown rule 'some-rul' & <more>." },
      { ruleId: "obsolete-wording", severity: "warning", at: "100%", safeFix: true, message: "Made-up: 100% of a, b: c\r\nsecond line." },
    ],
  ),
];
