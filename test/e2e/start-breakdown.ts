/**
 * Splits the e2e test's "first diagnostics" wait by event (README § Performance), from the
 * workbench's logs after a run:
 *
 * - the extension host's log (`exthost.log` / `remoteexthost.log`): when VS Code began to activate
 *   the extension (`ExtensionService#_doActivateExtension cardscript.cardscript`, local time);
 * - the "CardScript" output channel's log (client/src/start-timeline.ts): `activate()` entered,
 *   the server spawned, `initialize` answered, the first `didOpen` sent, the first diagnostics
 *   received by the client;
 *
 * put beside the two moments the test sees in the page: the file's text shown and the first
 * error squiggle attached. Figures are logged, never asserted.
 */
import fs from "node:fs";
import path from "node:path";
import { START_LINE, START_PREFIX } from "../../client/src/start-timeline";

/** Epoch ms of each event found (page events included). */
export type StartEvents = Partial<Record<string, number>>;

/** Every file under `dir` (recursively). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * The events logged under `logsDir` (the workbench's `logs` folder): the activation request
 * (`activation requested`) and the client's start marks; the earliest of each.
 */
export function readStartEvents(logsDir: string): StartEvents {
  const events: StartEvents = {};
  const keep = (name: string, at: number) => {
    if (Number.isFinite(at) && (events[name] === undefined || at < events[name]!)) events[name] = at;
  };
  for (const file of filesUnder(logsDir)) {
    if (!file.endsWith(".log")) continue;
    const text = fs.readFileSync(file, "utf8");
    if (/exthost\.log$/.test(file)) {
      // "2026-12-05 17:20:01.123 [info] ExtensionService#_doActivateExtension cardscript.cardscript, …" (local time).
      const m = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d\.\d{3}) \[\w+\] ExtensionService#_doActivateExtension cardscript\.cardscript\b/m.exec(
        text,
      );
      if (m) keep("activation requested", new Date(`${m[1]}T${m[2]}`).getTime());
    }
    if (!text.includes(START_PREFIX)) continue;
    for (const line of text.split("\n")) {
      const m = START_LINE.exec(line);
      if (m) keep(m[1]!, Date.parse(m[2]!));
    }
  }
  return events;
}

/** The parts of the wait, in order: [label, from event, to event]. */
const PARTS: [string, string, string][] = [
  ["text shown → activation requested", "text shown", "activation requested"],
  ["activation requested → activate() (client bundle loaded)", "activation requested", "activate"],
  ["activate() → server spawn", "activate", "server spawn"],
  ["server spawn → first didOpen sent (initialize answered)", "server spawn", "first didOpen sent"],
  ["first didOpen → first diagnostics received", "first didOpen sent", "first diagnostics received"],
  ["diagnostics received → squiggle in the page", "first diagnostics received", "squiggle"],
];

/** One line per part (`label: N ms`, or `?` when an event is missing), then the total. */
export function formatBreakdown(events: StartEvents): string[] {
  const ms = (from: string, to: string) =>
    events[from] !== undefined && events[to] !== undefined ? `${events[to]! - events[from]!} ms` : "? (event not logged)";
  return [
    ...PARTS.map(([label, from, to]) => `${label}: ${ms(from, to)}`),
    `total, text shown → squiggle: ${ms("text shown", "squiggle")}`,
  ];
}
