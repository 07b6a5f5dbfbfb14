/**
 * Writes the two checked-in adjudications of `npm run agreement:ygo`, read from the EDOPro scripts
 * so that the comparison itself needs only the facts file:
 * - `bench/ygo-helper-calls.json`: for every card of `ygo/effect-facts.jsonl` whose script calls a
 *   helper procedure of {@link HELPER_EFFECTS} in `initial_effect`, its id → the helpers called;
 * - `bench/ygo-facts-repairs.json`: damaged facts entries — an entry whose variable the script's
 *   `initial_effect` registers with another activated class (or activated vs not) than the facts
 *   say, because a temporary effect made later under the same variable name (`local e1` in an
 *   operation) overwrote it in the facts — id → {variable → the class `initial_effect` registers
 *   under it (`kind/speed` as in {@link edoClass}, "-" for a non-activated effect)};
 * - `bench/ygo-delayed-effects.json`: activated effects a card registers at run time on itself from
 *   the operation of one of its own continuous effects ({@link delayedSelfEffects}), id → their classes;
 * - `bench/ygo-event-copies.json`: counted activated facts entries that are copies of another one for a further event code
 *   (same operation, description and range: {@link eventCopies}), id → their classes (counted once by the comparison);
 * - `bench/ygo-section-clones.json`: Pendulum Effects printed again as monster effects, registered as a clone moved between
 *   the Pendulum Zone and the Monster Zone ({@link sectionClones}), id → their classes (added to EDOPro's side).
 * Usage: node --import tsx bench/ygo-helper-calls.ts <folder holding official/cNNN.lua>
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { helperCalls } from "./ygo-agreement-helpers";
import { edoClass, type EdoEffect } from "./ygo-agreement-compare";
import { delayedSelfEffects, effectIdentities, eventCopies, initialEffectBody, luaInitialEffects, sectionClones } from "./ygo-lua-effects";
import { recordKind } from "../server/src/games/ygo/import";

const scripts = process.argv[2];
if (!scripts) throw new Error("usage: ygo-helper-calls.ts <folder holding official/cNNN.lua>");
const corpus = process.env["CARDSCRIPT_CORPUS"]
  ? path.resolve(process.env["CARDSCRIPT_CORPUS"])
  : path.resolve(import.meta.dirname, "..", "..", "shared", "corpus");
const kinds = new Map<number, ReturnType<typeof recordKind>>();
for (const line of readFileSync(path.join(corpus, "ygo", "cards.jsonl"), "utf8").split("\n"))
  if (line.trim()) {
    const r = JSON.parse(line) as Record<string, unknown>;
    kinds.set(r["id"] as number, recordKind(r));
  }
const out: Record<string, string[]> = {};
const repairs: Record<string, Record<string, string>> = {};
const delayed: Record<string, string[]> = {};
const copies: Record<string, string[]> = {};
const sections: Record<string, string[]> = {};
let read = 0;
let repaired = 0;
for (const line of readFileSync(path.join(corpus, "ygo", "effect-facts.jsonl"), "utf8").split("\n")) {
  if (!line.trim()) continue;
  const f = JSON.parse(line) as { id: number; file: string; effects: EdoEffect[] };
  const file = path.join(scripts, f.file);
  const kind = kinds.get(f.id);
  if (!existsSync(file) || !kind) continue;
  read++;
  const script = readFileSync(file, "utf8");
  const calls = helperCalls(initialEffectBody(script));
  if (calls.length) out[String(f.id)] = calls;
  const late = delayedSelfEffects(script).flatMap((e) => edoClass(e, kind) ?? []);
  if (late.length) delayed[String(f.id)] = late;
  const registered = new Map(luaInitialEffects(script).map((e) => [e.var, e]));
  const fixed: Record<string, string> = {};
  for (const e of f.effects) {
    const s = e.var ? registered.get(e.var) : undefined;
    if (!s?.type || !e.type || edoClass(s, kind) === edoClass(e, kind)) continue;
    fixed[e.var!] = edoClass(s, kind) ?? "-";
    repaired++;
  }
  if (Object.keys(fixed).length) repairs[String(f.id)] = fixed;
  const counted = f.effects.flatMap((e) => {
    const cls = e.var !== undefined && Object.hasOwn(fixed, e.var) ? fixed[e.var] : edoClass(e, kind);
    return cls && cls !== "-" ? [{ ...(e.var !== undefined ? { var: e.var } : {}), cls }] : [];
  });
  const identities = effectIdentities(script);
  const copied = eventCopies(identities, counted);
  if (copied.length) copies[String(f.id)] = copied;
  const classOf = (v: string) => {
    const e = registered.get(v);
    return Object.hasOwn(fixed, v) ? (fixed[v] === "-" ? undefined : fixed[v]) : e ? edoClass(e, kind) : undefined;
  };
  const cloned = sectionClones(
    identities,
    f.effects.flatMap((e) => (!e.type && e.var !== undefined ? [e.var] : [])),
    classOf,
  );
  if (cloned.length) sections[String(f.id)] = cloned;
}
/** One card per line. */
const compact = (v: Record<string, unknown>) =>
  `{\n${Object.entries(v)
    .map(([k, x]) => ` ${JSON.stringify(k)}: ${JSON.stringify(x)}`)
    .join(",\n")}\n}\n`;
writeFileSync(path.join(import.meta.dirname, "ygo-helper-calls.json"), compact(out));
writeFileSync(path.join(import.meta.dirname, "ygo-facts-repairs.json"), compact(repairs));
writeFileSync(path.join(import.meta.dirname, "ygo-delayed-effects.json"), compact(delayed));
writeFileSync(path.join(import.meta.dirname, "ygo-event-copies.json"), compact(copies));
writeFileSync(path.join(import.meta.dirname, "ygo-section-clones.json"), compact(sections));
console.log(
  `${read} scripts read, ${Object.keys(out).length} cards call a helper that registers an activated effect, ${repaired} damaged facts entries on ${Object.keys(repairs).length} cards, ${Object.keys(delayed).length} cards register an activated effect at run time (on themselves or on the monster Summoned with them as material), ${Object.keys(copies).length} cards register a printed effect once per event code, ${Object.keys(sections).length} cards print a Pendulum Effect again as a monster effect`,
);
