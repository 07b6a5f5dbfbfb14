/**
 * Shape checks of what a `--cache` file holds. A cache file is input: it may be damaged, written
 * by another build, or planted. An entry is used only when every field the run reads has the type
 * the run expects; any other entry is a miss (the file is linted again), never a crash or a
 * report built from the wrong types.
 */
import type { Fix } from "../../../server/src/core/rules/types";
import type { DetailedFileReport, LintMessage, MessageDetail } from "./report";

type StoredReport = Omit<DetailedFileReport, "filePath" | "source" | "cards">;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
const isCount = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;
const isPositive = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 1;
const isSpan = (x: unknown): boolean => isObject(x) && isCount(x["start"]) && isCount(x["end"]) && x["start"] <= x["end"];

const SEVERITIES: Record<string, number> = { error: 2, warning: 1, info: 0 };

function isMessage(m: unknown): m is LintMessage {
  if (!isObject(m)) return false;
  const name = m["severityName"];
  return (
    typeof m["ruleId"] === "string" &&
    typeof name === "string" &&
    Object.hasOwn(SEVERITIES, name) &&
    m["severity"] === SEVERITIES[name] &&
    typeof m["message"] === "string" &&
    isPositive(m["line"]) &&
    isPositive(m["column"]) &&
    isPositive(m["endLine"]) &&
    isPositive(m["endColumn"]) &&
    (m["card"] === null || typeof m["card"] === "string") &&
    (m["messageId"] === undefined || typeof m["messageId"] === "string")
  );
}

function isFix(f: unknown): f is Fix {
  return (
    isObject(f) &&
    typeof f["title"] === "string" &&
    Array.isArray(f["edits"]) &&
    f["edits"].every((e) => isObject(e) && isSpan(e["span"]) && typeof e["newText"] === "string") &&
    (f["preferred"] === undefined || typeof f["preferred"] === "boolean") &&
    (f["safe"] === undefined || typeof f["safe"] === "boolean") &&
    (f["inCardTextLanguage"] === undefined || typeof f["inCardTextLanguage"] === "boolean")
  );
}

function isDetail(d: unknown): d is MessageDetail {
  return isObject(d) && isSpan(d["span"]) && Array.isArray(d["fixes"]) && d["fixes"].every(isFix);
}

/** True when `x` (a cache entry's parsed report) has the shape of a stored report: messages and details of equal length, counts as numbers. */
export function isStoredReport(x: unknown): x is StoredReport {
  return (
    isObject(x) &&
    Array.isArray(x["messages"]) &&
    Array.isArray(x["details"]) &&
    x["messages"].length === x["details"].length &&
    x["messages"].every(isMessage) &&
    x["details"].every(isDetail) &&
    isCount(x["errorCount"]) &&
    isCount(x["warningCount"]) &&
    isCount(x["infoCount"]) &&
    isCount(x["fixableCount"]) &&
    isCount(x["hiddenWarningCount"])
  );
}

/**
 * True when `x` (a cache entry's parsed cards) is an array of stored cards: name, then nine
 * non-negative integers (line, card span, name span, name start and end), and optionally the
 * name space (a string).
 */
export function isStoredCards(x: unknown): boolean {
  return (
    Array.isArray(x) &&
    x.every(
      (c) =>
        Array.isArray(c) &&
        (c.length === 10 || (c.length === 11 && typeof c[10] === "string")) &&
        typeof c[0] === "string" &&
        c.slice(1, 10).every(isCount),
    )
  );
}
