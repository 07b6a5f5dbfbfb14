/**
 * `--format sarif`: a SARIF 2.1.0 log with one run. `tool.driver.rules` lists every rule (id,
 * short description, help URI, default level); each result carries its rule index, level,
 * message, physical location (1-based lines, 1-based UTF-16 columns, exclusive end column) and a
 * partial fingerprint that depends on the rule, the card, the flagged line's text and the flagged
 * text — not on line numbers, so it stays stable when unrelated lines move, and not on the
 * message, so it stays stable when `--locale` changes (see {@link fingerprintBasis}).
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as Sarif from "sarif";
import { allRuleInfo, describeRule, type RuleInfo } from "../rule-info";
import type { Locale } from "../../../server/src/core/l10n/locale";
import { totals, type DetailedFileReport, type FileReport, type SeverityName } from "../lint/report";
import type { Formatter } from "./types";

const LEVEL: Record<SeverityName, Sarif.Result.level> = { error: "error", warning: "warning", info: "note" };
/**
 * Key of our fingerprint in `partialFingerprints` (bump the version if the recipe changes). v1
 * hashed the message too, so alerts changed identity with `--locale`; v2 does not.
 */
export const FINGERPRINT_KEY = "cardscriptLineHash/v2";
export const SARIF_SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";
const INFORMATION_URI = "https://example.invalid/cardscript";

/** URI of a file relative to the run's SRCROOT (`cwd`) when inside it, else an absolute file URI. */
function artifactLocation(file: string, cwd: string): Sarif.ArtifactLocation {
  const rel = path.relative(cwd, file);
  if (rel && !rel.startsWith("..") && !path.isAbsolute(rel)) {
    return { uri: rel.split(path.sep).map(encodeURIComponent).join("/"), uriBaseId: "SRCROOT" };
  }
  return { uri: pathToFileURL(file).href };
}

/** The text of the line holding `offset`, trimmed. */
function lineText(source: string, offset: number): string {
  const start = source.lastIndexOf("\n", offset - 1) + 1;
  const end = source.indexOf("\n", offset);
  return source.slice(start, end < 0 ? source.length : end).trim();
}

/**
 * What a result's fingerprint hashes: its rule id, card name ("" outside any card), the trimmed
 * text of the line where it starts and the text it flags (`span`, UTF-16 offsets into `source`).
 * Never the message (it follows `--locale` and rewording) nor line numbers (they move).
 */
export function fingerprintBasis(m: { ruleId: string; card: string | null }, source: string, span: { start: number; end: number }): string {
  return [m.ruleId, m.card ?? "", lineText(source, span.start), source.slice(span.start, span.end)].join("\u0000");
}

function descriptor(r: RuleInfo): Sarif.ReportingDescriptor {
  const d: Sarif.ReportingDescriptor = {
    id: r.id,
    shortDescription: { text: describeRule(r) },
    defaultConfiguration: { level: LEVEL[r.defaultSeverity], ...(r.enabledByDefault ? {} : { enabled: false }) },
    properties: {
      tags: ["cardscript"],
      ...(r.citations.length ? { citations: r.citations } : {}),
      ...(r.games.length ? { games: r.games } : {}),
    },
  };
  if (r.helpUri) d.helpUri = r.helpUri;
  return d;
}

/**
 * Builds the SARIF log object (exported for tests).
 * @param locale the run's language (`--locale`): the rules' short descriptions are in it, as the
 *   results' messages are, and the run records it (`run.language`, SARIF 2.1.0 § 3.14.22) when it
 *   is not English; ids and levels never change with it.
 */
export function sarifLog(reports: readonly DetailedFileReport[], cwd: string, version: string, locale: Locale = "en"): Sarif.Log {
  const infos = allRuleInfo(locale);
  const index = new Map(infos.map((r, i) => [r.id, i]));
  const results: Sarif.Result[] = [];
  for (const report of reports) {
    const location = artifactLocation(report.filePath, cwd);
    const seen = new Map<string, number>();
    report.messages.forEach((m, i) => {
      const span = report.details[i]!.span;
      const basis = fingerprintBasis(m, report.source, span);
      const occurrence = (seen.get(basis) ?? 0) + 1;
      seen.set(basis, occurrence);
      const hash = createHash("sha256").update(basis).digest("hex").slice(0, 32);
      const result: Sarif.Result = {
        ruleId: m.ruleId,
        level: LEVEL[m.severityName],
        message: { text: m.message },
        locations: [
          {
            physicalLocation: {
              artifactLocation: location,
              region: { startLine: m.line, startColumn: m.column, endLine: m.endLine, endColumn: m.endColumn },
            },
            // Inside a zipped set: the package, card and field (SARIF 2.1.0 § 3.33, logical locations).
            ...(m.where ? { logicalLocations: [{ fullyQualifiedName: m.where }] } : {}),
          },
        ],
        partialFingerprints: { [FINGERPRINT_KEY]: `${hash}:${occurrence}` },
      };
      const ruleIndex = index.get(m.ruleId);
      if (ruleIndex !== undefined) result.ruleIndex = ruleIndex;
      if (m.card) result.properties = { card: m.card };
      results.push(result);
    });
  }
  return {
    $schema: SARIF_SCHEMA_URI,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "cardscript",
            version,
            semanticVersion: version,
            informationUri: INFORMATION_URI,
            rules: infos.map(descriptor),
          },
        },
        ...(locale === "en" ? {} : { language: locale }),
        originalUriBaseIds: { SRCROOT: { uri: pathToFileURL(cwd.endsWith(path.sep) ? cwd : cwd + path.sep).href } },
        columnKind: "utf16CodeUnits",
        ...timingProperties(reports),
        results,
      },
    ],
  };
}

/**
 * The run's coverage figure as run properties (SARIF 2.1.0 § 3.8): `timingRead` and
 * `timingSentences`, the timing-shaped sentences read into a window and in all; none when no
 * report counted any.
 */
function timingProperties(reports: readonly FileReport[]): { properties?: { timingRead: number; timingSentences: number } } {
  const t = totals(reports).timing;
  return t ? { properties: { timingRead: t.read, timingSentences: t.sentences } } : {};
}

export const formatSarif: Formatter = (reports, { cwd, version, l10n }) =>
  JSON.stringify(sarifLog(reports, cwd, version, l10n?.locale), null, 2) + "\n";
