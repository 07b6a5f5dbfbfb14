/**
 * Forge card scripts → imported cards. Pure: the CLI reads the files (one script per file, or a
 * folder of them). A script is `Key:Value` lines; `ALTERNATE` starts the second face;
 * `AlternateMode:` names the layout. The rules text is `Oracle:` with abilities separated by the
 * two characters `\n`; `CARDNAME` / `NICKNAME` stand for the card's name. Timing parameters of
 * spells, activated abilities and phase triggers (`SorcerySpeed$`, `PlayerTurn$`,
 * `OpponentTurn$`, `ActivationPhases$`, `Mode$ Phase | Phase$ …`) are kept as
 * {@link EncodedTiming} for the `encoded-timing-mismatch` rule.
 */
import { KNOWN_CARD_TYPES, KNOWN_SUPERTYPES } from "../card-types";
import type {
  EncodedTiming,
  ImportedFace,
  ImportResult,
  ImportWarning,
  SourceLocation,
  WarningMessage,
} from "../../../core/import/imported-card";
import { UNNAMED_CARD } from "../../../core/import/imported-card";
import { forgeShardsToBraces } from "./mana-shorthand";
import { dict } from "../../../core/collections/own";
import { forgeScriptHealth } from "./forge-health";
import { pushAll } from "../../../core/collections/append";

/** Forge parameters that carry timing, in the order they are written into `# encoded-timing:` comments. */
export const TIMING_PARAMS = [
  "SorcerySpeed",
  "InstantSpeed",
  "PlayerTurn",
  "OpponentTurn",
  "ActivationPhases",
  "Phase",
  "ValidPlayer",
  "PhaseCount",
] as const;

const TYPE_WORDS = new Set(
  [...KNOWN_CARD_TYPES, ...KNOWN_SUPERTYPES, "Tribal", "Token", "Emblem", "Elite", "Host"].map((w) => w.toLowerCase()),
);

/** Forge's dash-less type line (`Legendary Creature Elf Druid`) → `Legendary Creature — Elf Druid`. */
export function forgeTypeLine(types: string): string {
  const words = types
    .trim()
    .split(/\s+/)
    .filter((w) => w !== "");
  let last = -1;
  words.forEach((w, i) => {
    if (TYPE_WORDS.has(w.toLowerCase()) && last === i - 1) last = i;
  });
  if (last < 0 || last === words.length - 1) return words.join(" ");
  return `${words.slice(0, last + 1).join(" ")} — ${words.slice(last + 1).join(" ")}`;
}

/**
 * `A:`/`T:` parameters: `SP$ Counter | Cost$ U | PlayerTurn$ True` → { SP: "Counter", Cost: "U", … }.
 * `onOdd` is told of a part Forge would not read (keys `import.forge.param*` of Magic's catalog).
 */
export function forgeParams(value: string, onOdd?: (message: WarningMessage) => void): Record<string, string> {
  const out = dict<string>();
  for (const part of value.split("|")) {
    const m = /^\s*([A-Za-z0-9]+)(\s*)\$\s?(.*?)\s*$/.exec(part);
    if (!m) {
      if (part.trim() !== "") onOdd?.({ messageId: "import.forge.paramNoDollar", data: { param: part.trim().slice(0, 40) } });
      continue;
    }
    if (m[2] !== "") onOdd?.({ messageId: "import.forge.paramSpace", data: { param: m[1]! } });
    out[m[1]!] = m[3]!;
  }
  // A plain object again for callers (its own properties only: they read fixed names).
  return Object.fromEntries(Object.entries(out));
}

/** Forge cost (`1 B R G W`, `T`, `2 Sac<1/CARDNAME>`) → the CardScript braces of its mana and tap part. */
export function forgeCostToBraces(cost: string): string {
  const out: string[] = [];
  for (const tok of cost.trim().split(/\s+/)) {
    if (/^(T|Q)$/.test(tok)) out.push(`{${tok}}`);
    // Mana shards only (not `Sac<1/CARDNAME>` and the like): `2`, `U`, `U/B`, `2/W`, `W/P`, Forge's `BR` and `PW`.
    else if (/^(\d+|[WUBRGCXS]|[WUBRG2]\/[WUBRGP](\/P)?|[WUBRG]{2}|P[WUBRG]{1,2}|[WUBRG]P)$/i.test(tok))
      out.push(forgeShardsToBraces(tok).cost);
  }
  return out.join("");
}

const isTrue = (v: string | undefined) => v !== undefined && /^true$/i.test(v.trim());

/** `Big Chill, Glacial Shade` → `Big Chill` (Forge's NICKNAME for legendary names). */
function nickname(name: string): string {
  const comma = name.indexOf(",");
  return comma > 0 ? name.slice(0, comma) : name;
}

/** One `Key:value` line of a script (1-based line). */
interface KeyValueLine {
  key: string;
  value: string;
  line: number;
}

interface FaceLines {
  lines: KeyValueLine[];
  start: number;
}

/** True when the text looks like a Forge card script (has a `Name:` line). */
export function isForgeScript(text: string): boolean {
  return /^Name:/m.test(text.replace(/^\uFEFF/, ""));
}

/**
 * Reads one script. A text that is no card script (no `Name:` line, e.g. a to-do note) gives no
 * card and one warning. Never throws.
 */
export function readForgeScript(text: string, file: string): ImportResult {
  const warnings: ImportWarning[] = [];
  const src = text.replace(/^\uFEFF/, "");
  if (!isForgeScript(src)) {
    warnings.push({ messageId: "import.forge.notAScript", source: { file, line: 1 } });
    return { format: "forge", cards: [], warnings, counts: [{ source: { file, line: 1 }, held: 0, read: 0 }] };
  }
  const faces: FaceLines[] = [{ lines: [], start: 1 }];
  src.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = i + 1;
    const t = raw.trim();
    if (t === "" || t.startsWith("#")) return;
    if (t === "ALTERNATE") {
      faces.push({ lines: [], start: line });
      return;
    }
    const m = /^([A-Za-z][A-Za-z0-9 ]*?):(.*)$/.exec(t);
    if (!m) {
      warnings.push({ messageId: "import.forge.notKeyValue", data: { text: t.slice(0, 40) }, source: { file, line } });
      return;
    }
    faces[faces.length - 1]!.lines.push({ key: m[1]!, value: m[2]!, line });
  });
  const all = faces.flatMap((f) => f.lines);
  const mode = all.find((l) => l.key === "AlternateMode")?.value.trim();
  const firstName = faces[0]!.lines.find((l) => l.key === "Name")?.value.trim() || UNNAMED_CARD;
  const read = faces.map((f) => readFace(f, file, firstName, warnings)).filter((f): f is ImportedFace => f !== undefined);
  const layout =
    faces.length > 1
      ? ({ doublefaced: "transform", split: "split", flip: "flip", adventure: "adventure", modal: "modal_dfc" } as Record<string, string>)[
          (mode ?? "").toLowerCase()
        ]
      : undefined;
  if (faces.length > 1 && !layout)
    warnings.push({
      messageId: "import.forge.alternateMode",
      data: { mode: mode ?? "" },
      source: { file, line: faces[1]!.start },
      card: firstName,
    });
  const nameLine = faces[0]!.lines.find((l) => l.key === "Name")?.line ?? 1;
  const faceNames = faces.map((f) => f.lines.find((l) => l.key === "Name")?.value.trim() ?? "").filter((n) => n !== "");
  pushAll(warnings, forgeScriptHealth(file, faceNames, nameLine, all));
  const source: SourceLocation = { file, line: faces[0]!.lines[0]?.line ?? 1 };
  const name = read.map((f) => f.name).join(" // ");
  warnings.sort((x, y) => x.source.line - y.source.line);
  return {
    format: "forge",
    cards: [{ name, faces: read, layout: faces.length > 1 ? (layout ?? "transform") : undefined, source }],
    warnings,
    // A script with a `Name:` line holds one card (both faces of a two-face card are one card).
    counts: [{ source: { file, line: 1 }, held: 1, read: 1 }],
  };
}

/** What one face's lines say, with the helpers its readers share. */
interface FaceReading {
  f: FaceLines;
  file: string;
  name: string;
  /** The first line with this key, if any. */
  first: (key: string) => KeyValueLine | undefined;
  warn: (message: WarningMessage, line: number) => void;
  /** The card's own name in place of Forge's `CARDNAME` and `NICKNAME`. */
  self: (s: string) => string;
}

function readFace(f: FaceLines, file: string, cardName: string, warnings: ImportWarning[]): ImportedFace | undefined {
  const first = (key: string) => f.lines.find((l) => l.key === key);
  const name = first("Name")?.value.trim() || cardName;
  const r: FaceReading = {
    f,
    file,
    name,
    first,
    warn: (message, line) => warnings.push({ ...message, source: { file, line }, card: name }),
    self: (s) => s.replace(/CARDNAME/g, name).replace(/NICKNAME/g, nickname(name)),
  };
  const face = faceFields(r);
  readOracle(r, face);
  const timing = faceTiming(r, face.cost);
  if (timing.length) face.encodedTiming = timing;
  return face;
}

/** The face's fields (`ManaCost`, `Types`, `PT`, `Loyalty`, `Defense`) and their lines; warns on a cost it cannot read. */
function faceFields({ first, file, name, warn }: FaceReading): ImportedFace {
  const costLine = first("ManaCost");
  const { cost, unreadable } = forgeShardsToBraces(costLine?.value ?? "");
  if (unreadable.length && costLine)
    warn({ messageId: "import.forge.badCost", data: { cost: costLine.value, symbols: unreadable.join(", ") } }, costLine.line);
  const typesLine = first("Types");
  const at = (key: string) => {
    const l = first(key);
    return l ? { file, line: l.line } : undefined;
  };
  const face: ImportedFace = { name, text: [], textSources: [], fieldSources: {} };
  face.fieldSources = { cost: at("ManaCost"), type: at("Types"), stats: at("PT"), loyalty: at("Loyalty"), defense: at("Defense") };
  if (cost) face.cost = cost;
  if (typesLine) face.type = forgeTypeLine(typesLine.value);
  const pt = first("PT")?.value.trim();
  if (pt) {
    const [p, t] = pt.split("/");
    face.power = p ?? "";
    face.toughness = t ?? "";
  }
  const loyalty = first("Loyalty")?.value.trim();
  if (loyalty) face.loyalty = loyalty;
  const defense = first("Defense")?.value.trim();
  if (defense) face.defense = defense;
  return face;
}

/** The `Oracle:` line as the face's rules text, one line per `\\n`; warns when it is missing or has other escapes. */
function readOracle({ f, file, first, warn, self }: FaceReading, face: ImportedFace): void {
  const oracle = first("Oracle");
  if (!oracle || oracle.value.trim() === "") {
    warn({ messageId: "import.forge.noOracle" }, oracle?.line ?? f.start);
    return;
  }
  const odd = oracle.value.match(/\\[^n]/g);
  if (odd) warn({ messageId: "import.forge.oddEscape", data: { escapes: odd.map((o) => `'${o}'`).join(", ") } }, oracle.line);
  for (const part of oracle.value.split("\\n")) {
    face.text.push(self(part).trim());
    face.textSources!.push({ file, line: oracle.line });
  }
}

/** The timing the face's `A:` and `T:` lines encode (Forge's `SorcerySpeed$`, `Phase$` …), in line order. */
function faceTiming(r: FaceReading, cost: string | undefined): EncodedTiming[] {
  const timing: EncodedTiming[] = [];
  for (const l of r.f.lines) {
    if (l.key !== "A" && l.key !== "T") continue;
    const params = forgeParams(l.value, (m) => r.warn(m, l.line));
    const kept: Record<string, string> = {};
    for (const k of TIMING_PARAMS) if (params[k] !== undefined) kept[k] = params[k]!;
    const t = l.key === "A" ? abilityTiming(r, l, params, kept, cost) : triggerTiming(r, l, params, kept);
    if (t) timing.push(t);
  }
  return timing;
}

/** An `A:` line's timing: a spell (`SP$`) or an activated ability (`AB$`) with a timing parameter; warns when a spell's cost differs from `ManaCost`. */
function abilityTiming(
  r: FaceReading,
  l: KeyValueLine,
  params: Record<string, string>,
  kept: Record<string, string>,
  cost: string | undefined,
): EncodedTiming | undefined {
  const isSpell = params["SP"] !== undefined;
  const isAbility = params["AB"] !== undefined;
  if (isSpell && params["Cost"] !== undefined && cost) {
    const spellCost = forgeCostToBraces(params["Cost"]);
    if (spellCost !== "" && spellCost !== cost)
      r.warn(
        { messageId: "import.forge.costDiffers", data: { cost: params["Cost"], manaCost: r.first("ManaCost")?.value.trim() ?? "" } },
        l.line,
      );
  }
  if (!isSpell && !isAbility) return undefined;
  if (!Object.keys(kept).some((k) => ["SorcerySpeed", "InstantSpeed", "PlayerTurn", "OpponentTurn", "ActivationPhases"].includes(k)))
    return undefined;
  const t: EncodedTiming = { subject: isSpell ? "spell" : "activated", params: kept, source: { file: r.file, line: l.line } };
  if (isAbility) t.cost = forgeCostToBraces(params["Cost"] ?? "");
  const d = params["SpellDescription"];
  if (d) t.description = r.self(d);
  return t;
}

/** A `T:` line's timing: a phase trigger the card's text shows (hidden bookkeeping triggers, `Static$ True` or without a description, are Forge's engine). */
function triggerTiming(
  r: FaceReading,
  l: KeyValueLine,
  params: Record<string, string>,
  kept: Record<string, string>,
): EncodedTiming | undefined {
  if (params["Mode"] !== "Phase" || params["Phase"] === undefined || isTrue(params["Static"]) || params["TriggerDescription"] === undefined)
    return undefined;
  const t: EncodedTiming = { subject: "trigger", params: kept, source: { file: r.file, line: l.line } };
  const d = params["TriggerDescription"];
  if (d) t.description = r.self(d);
  return t;
}

/**
 * A Forge edition file (`[metadata]`, `[cards]` …): it lists cards but holds no scripts.
 * @returns the number of card lines in `[cards]`, or undefined when the text is no edition file.
 */
export function forgeEditionCardCount(text: string): number | undefined {
  const src = text.replace(/^\uFEFF/, "");
  if (!/^\[metadata\]/m.test(src) || !/^\[cards\]/m.test(src)) return undefined;
  let section = "";
  let n = 0;
  for (const raw of src.split(/\r\n|\r|\n/)) {
    const t = raw.trim();
    const s = /^\[(.+)\]$/.exec(t);
    if (s) section = s[1]!.toLowerCase();
    else if (section === "cards" && /^\S+\s+\S/.test(t)) n++;
  }
  return n;
}
