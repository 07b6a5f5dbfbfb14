/**
 * "No card lost in silence": the warning that says how many cards a source holds and how many
 * were read. Pure. Every import and every in-place lint reports one per source: `info` when all
 * were read, `warning` (with both counts) when fewer were, `error` when none was.
 */
import type { CardCount, ImportWarning } from "./imported-card";

/**
 * The count warning of one source: `import.count.all` (info), `import.count.fewer` (warning:
 * `read` of `held`, `lost` missing) or `import.count.none` (error). A source that holds no card
 * and gave none gives `import.count.empty` (info). Keys are the core's catalog's.
 */
export function cardCountWarning(c: CardCount): ImportWarning {
  const source = c.source;
  if (c.held === 0 && c.read === 0) return { messageId: "import.count.empty", source, severity: "info" };
  if (c.read === 0) return { messageId: "import.count.none", data: { count: c.held }, source, severity: "error" };
  if (c.read < c.held)
    return {
      messageId: "import.count.fewer",
      data: { count: c.held, read: c.read, lost: c.held - c.read },
      source,
      severity: "warning",
    };
  return { messageId: "import.count.all", data: { count: c.read }, source, severity: "info" };
}

/** The count warnings of a result's sources, in order. */
export function cardCountWarnings(counts: readonly CardCount[] | undefined): ImportWarning[] {
  return (counts ?? []).map(cardCountWarning);
}
