/**
 * Health checks of Forge card scripts and of a folder of them with its edition files: what Forge
 * would load differently from what the scripter meant, as warnings on the files' own lines. Pure.
 *
 * - per script: a `Name:` that does not match the file name (Forge names a script after its card:
 *   a copied script whose `Name:` was not changed loads under the other card's name), and an SVar
 *   that a parameter names (`Execute$`, `SubAbility$`, `ReplaceWith$`, `Choices$`, `Abilities$`)
 *   but no `SVar:` line defines (the ability does nothing, or Forge stops on it);
 * - per folder: two scripts with one `Name:` (Forge keeps one of them), a script that no edition
 *   file of the folder lists (it is in no set), and edition entries without a script in the folder
 *   (one summary: a reprint of a card Forge already has needs no script, and without a list of
 *   real card names CardScript cannot tell the two apart).
 */
import type { ImportWarning } from "../../../core/import/imported-card";

/** Parameters whose value names SVars of the same script (a comma-separated list for the last two). */
const SVAR_REFERENCE = /(?:^|\|)\s*(Execute|SubAbility|ReplaceWith|Choices|Abilities)\$\s*([^|]*)/g;

/** Letters and digits only, lower case, accents dropped: `Dead Man's Armor` → `deadmansarmor`. */
export function forgeNameKey(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** The file name Forge gives a card's script, without `.txt`: `Dead Man's Armor` → `dead_mans_armor`. */
export function forgeFileStem(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’,!?.]/g, "")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
}

/**
 * True for a token script: one in a `tokens` or `tokenscripts` folder, where Forge keeps them. A
 * token script is named after its characteristics (`w_1_1_soldier_flying.txt` for "Soldier Token")
 * and an edition lists it in `[tokens]` by that name, not in `[cards]`.
 */
export function isTokenScript(file: string): boolean {
  return /(?:^|[\\/])(?:tokens|tokenscripts)[\\/][^\\/]+$/i.test(file);
}

/** One `Key:Value` line of a script (1-based `line`). */
export interface ScriptLine {
  key: string;
  value: string;
  line: number;
}

/**
 * The per-script warnings. `faceNames` are the faces' `Name:` values in order (the first is the
 * card's); `nameLine` the line of the first `Name:`; `lines` every `Key:Value` line of the script.
 */
export function forgeScriptHealth(
  file: string,
  faceNames: readonly string[],
  nameLine: number,
  lines: readonly ScriptLine[],
): ImportWarning[] {
  const out: ImportWarning[] = [];
  const card = faceNames[0] ?? "";
  const stem = (file.split(/[\\/]/).pop() ?? "").replace(/\.txt$/i, "");
  const key = forgeNameKey(stem);
  // A two-face script is named after its front face, or after all its faces (`front_back.txt`).
  if (!isTokenScript(file) && card !== "" && key !== "" && key !== forgeNameKey(card) && key !== forgeNameKey(faceNames.join(" ")))
    out.push({
      messageId: "import.forge.fileNameMismatch",
      data: { name: card, file: `${stem}.txt`, expected: `${forgeFileStem(card)}.txt` },
      source: { file, line: nameLine },
      card,
      severity: "warning",
    });
  const defined = new Set(lines.filter((l) => l.key === "SVar").map((l) => l.value.split(":")[0]!.trim()));
  for (const l of lines) {
    if (!["A", "T", "S", "R", "SVar"].includes(l.key)) continue;
    const params = l.key === "SVar" ? l.value.slice(l.value.indexOf(":") + 1) : l.value;
    for (const m of params.matchAll(SVAR_REFERENCE)) {
      const p = m[1]!;
      for (const name of m[2]!.split(",").map((x) => x.trim())) {
        if (name === "" || defined.has(name)) continue;
        out.push({
          messageId: "import.forge.svarUndefined",
          data: { param: p, name },
          source: { file, line: l.line },
          card,
          severity: "warning",
        });
      }
    }
  }
  return out;
}

/** A script of a folder: its file, its card's name and the line of its `Name:`. */
export interface FolderScript {
  file: string;
  name: string;
  line: number;
}

/** One `[cards]` line of an edition file: the card's name, its 1-based line, collector number and rarity letter (`C U R M S L`) when it has one. */
export interface EditionEntry {
  name: string;
  line: number;
  number: string;
  rarity?: string;
}

/** An edition file's `[cards]` entries, read as Forge reads them (`num [rarity] name [@artist] [${json}]`: the rarity letter is optional). */
export function editionEntries(text: string): EditionEntry[] {
  const out: EditionEntry[] = [];
  let section = "";
  text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\r|\n/)
    .forEach((raw, i) => {
      const t = raw.trim();
      const s = /^\[(.+)\]$/.exec(t);
      if (s) section = s[1]!.toLowerCase();
      else if (section === "cards") {
        // `num [rarity] name @artist ${json}`: the name ends before ` @` or ` ${`.
        const m = /^(\S+)\s+(?:([SCURML])\s+)?([^@$]+?)(?:\s+@[^$]*)?(?:\s+\$\{.*)?$/.exec(t);
        if (m) out.push({ name: m[3]!.trim(), line: i + 1, number: m[1]!, ...(m[2] ? { rarity: m[2] } : {}) });
      }
    });
  return out;
}

/** The folder's warnings: duplicate names, scripts no edition lists, edition entries without a script (one summary per edition file). */
export function forgeFolderHealth(scripts: readonly FolderScript[], editions: readonly { file: string; text: string }[]): ImportWarning[] {
  const out: ImportWarning[] = [];
  const first = new Map<string, FolderScript>();
  for (const s of scripts) {
    const k = forgeNameKey(s.name);
    const before = first.get(k);
    if (before)
      out.push({
        messageId: "import.forge.duplicateName",
        data: { name: s.name, other: before.file.split(/[\\/]/).pop()! },
        source: { file: s.file, line: s.line },
        card: s.name,
        severity: "warning",
      });
    else first.set(k, s);
  }
  if (editions.length === 0) return out;
  const entries = editions.map((e) => ({ file: e.file, entries: editionEntries(e.text) }));
  const listed = new Set(entries.flatMap((e) => e.entries.map((x) => forgeNameKey(x.name))));
  const editionNames = editions.map((e) => e.file.split(/[\\/]/).pop()!).join(", ");
  for (const s of scripts)
    if (!listed.has(forgeNameKey(s.name)) && !isTokenScript(s.file))
      out.push({
        messageId: "import.forge.notInEdition",
        data: { name: s.name, editions: editionNames },
        source: { file: s.file, line: s.line },
        card: s.name,
        severity: "warning",
      });
  const scripted = new Set(scripts.filter((s) => !isTokenScript(s.file)).map((s) => forgeNameKey(s.name)));
  for (const e of entries) {
    const missing = e.entries.filter((x) => !scripted.has(forgeNameKey(x.name)));
    if (missing.length === 0) continue;
    const shown = missing.slice(0, 5).map((x) => x.name);
    out.push({
      messageId: "import.forge.editionWithoutScript",
      data: { count: missing.length, total: e.entries.length, names: shown.join("; ") + (missing.length > shown.length ? "; …" : "") },
      source: { file: e.file, line: missing[0]!.line },
      severity: "info",
    });
  }
  return out;
}
