/**
 * Imported cards → Forge card scripts, one per card. Pure. The rules text goes into `Oracle:`
 * (abilities joined by the two characters `\n`); the timing CardScript understands is scripted
 * as parameters: `SorcerySpeed$`, `PlayerTurn$`, `OpponentTurn$`, `ActivationPhases$` on
 * `A:` lines and `Mode$ Phase` triggers (`T:`). Everything else stays Oracle text only (Forge
 * then needs its abilities scripted by hand; the file says so in a comment).
 */
import type { EncodedTiming, ImportedCard, ImportedFace } from "../../../core/import/imported-card";
import { bracesToForge } from "./mana-shorthand";
import { safeStem } from "../../../core/import/device-names";
import { pushAll } from "../../../core/collections/append";

/** A script file: a name (`big_chill_glacial_shade.txt`) and its text. */
export interface ForgeScript {
  fileName: string;
  text: string;
}

/** Forge's file name for a card: lower-case ASCII words joined by `_`. */
export function forgeFileName(name: string): string {
  const slug = name
    .split(" // ")[0]!
    .normalize("NFKD")
    .replace(/[^\x00-\x7F]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 80);
  return `${safeStem(slug || "card", "_card")}.txt`;
}

/** A parameter value Forge reads back: no `|` and no line breaks. */
const param = (v: string) => v.replace(/[|\r\n]+/g, " ").trim();

function timingLines(t: EncodedTiming): string {
  const params = Object.entries(t.params).map(([k, v]) => `${k}$ ${param(v)}`);
  if (t.subject === "trigger") {
    return `T:Mode$ Phase | ${params.join(" | ")} | TriggerZones$ Battlefield${t.description ? ` | TriggerDescription$ ${param(t.description)}` : ""}`;
  }
  const cost = t.subject === "activated" ? bracesToForge(t.cost ?? "").replace(/^no cost$/, "0") : undefined;
  const head = t.subject === "spell" ? "A:SP$ Effect" : `A:AB$ Effect | Cost$ ${cost}`;
  return `${head}${params.length ? ` | ${params.join(" | ")}` : ""}${t.description ? ` | SpellDescription$ ${param(t.description)}` : ""}`;
}

function faceLines(f: ImportedFace): string[] {
  const out = [`Name:${param(f.name)}`, `ManaCost:${bracesToForge(f.cost ?? "")}`];
  if (f.type) out.push(`Types:${param(f.type.replace(/\s+(?:—|–|-{1,3})\s+/, " "))}`);
  if (f.power !== undefined && f.toughness !== undefined) out.push(`PT:${f.power}/${f.toughness}`);
  if (f.loyalty) out.push(`Loyalty:${f.loyalty}`);
  if (f.defense) out.push(`Defense:${f.defense}`);
  for (const t of f.encodedTiming ?? []) out.push(timingLines(t));
  out.push(`Oracle:${f.text.map((l) => l.replace(/[\r\n]+/g, " ").replace(/\\n/g, "\\ n")).join("\\n")}`);
  return out;
}

const MODES: Readonly<Record<string, string>> = {
  transform: "DoubleFaced",
  split: "Split",
  flip: "Flip",
  adventure: "Adventure",
  modal_dfc: "Modal",
};

/** One script per card; two-face cards get `AlternateMode:` and an `ALTERNATE` block. */
export function toForgeScripts(cards: readonly ImportedCard[]): ForgeScript[] {
  return cards.map((card) => {
    const [a, b] = card.faces;
    const lines = ["# Exported by CardScript: rules text and timing only; script the abilities for Forge to play them."];
    if (a) pushAll(lines, faceLines(b ? a : { ...a, name: card.name }));
    if (b) {
      pushAll(lines, [`AlternateMode:${MODES[card.layout ?? "split"] ?? "DoubleFaced"}`, "", "ALTERNATE", "", ...faceLines(b)]);
    }
    return { fileName: forgeFileName(card.name), text: lines.join("\n") + "\n" };
  });
}
