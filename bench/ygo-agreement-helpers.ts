/**
 * EDOPro helper procedures that register *activated* effects for a card. `effect-facts.jsonl`
 * records only the effects a card's script creates itself in `initial_effect`; an effect a helper
 * procedure creates (called from `initial_effect`) is missing from the facts although the engine
 * registers it. The comparison adds the helper's effects to EDOPro's side, from the checked-in list
 * `ygo-helper-calls.json` (card id → the helpers its script calls, written by
 * `node --import tsx bench/ygo-helper-calls.ts <CardScripts checkout>`), and prints how many it added.
 *
 * What each helper registers, read from the helper's source in ProjectIgnis/CardScripts:
 * - `Spirit.AddProcedure` (proc_spirit.lua): the End Phase return to the hand, a FIELD
 *   TRIGGER_F with a TRIGGER_O twin for "may not return" effects — one printed Trigger Effect;
 * - `aux.AddUnionProcedure` (proc_union.lua): two IGNITION effects (equip; unequip and Special Summon) for what the
 *   card prints as one Ignition Effect ("Once per turn, you can either: … equip this card to that target, OR: Unequip
 *   this card and Special Summon it"; one "once per turn" covers both) — one printed Ignition Effect;
 * - `aux.EnableNeosReturn` (cards_specific_functions.lua): the End Phase return to the Extra Deck,
 *   TRIGGER_F with a TRIGGER_O twin — one printed Trigger Effect;
 * - `aux.AddAmazementQuickEquipEffect` (cards_specific_functions.lua): one QUICK_O equip effect;
 * - `Ursarctic.AddSpSummonQuickEffect` (cards_specific_functions.lua): one QUICK_O from the hand in the Main Phase, "During
 *   the Main Phase (Quick Effect): You can Tribute 1 other Level 7 or higher monster from your hand; Special Summon this card";
 * - `Vernusylph.AddSpSummonEffect` (cards_specific_functions.lua): one IGNITION from the hand, "You can discard this card,
 *   and 1 monster or "Vernusylph" card; <the card's own effect>, then you can Special Summon …".
 * Helpers that build a Spell/Trap's activation (`aux.AddEquipProcedure`, `aux.AddPersistentProcedure`,
 * `Ritual.*`, `Fusion.RegisterSummonEff`, …) are already covered: a Spell/Trap without an
 * `ACTIVATE` in its facts has its activation left out of both sides. Helpers that register only
 * Summon procedures or continuous effects (`Xyz.AddProcedure`, `Gemini.AddProcedure`, …) add nothing
 * compared.
 */
import type { EffectClass } from "./ygo-agreement-compare";

export const HELPER_EFFECTS: Readonly<Record<string, readonly EffectClass[]>> = {
  "Spirit.AddProcedure": ["trigger/1"],
  "aux.AddUnionProcedure": ["ignition/1"],
  "aux.EnableNeosReturn": ["trigger/1"],
  "aux.AddAmazementQuickEquipEffect": ["quick/2"],
  "Ursarctic.AddSpSummonQuickEffect": ["quick/2"],
  "Vernusylph.AddSpSummonEffect": ["ignition/1"],
};

/** The helpers of {@link HELPER_EFFECTS} called in a script's `initial_effect` body (each call once per call). `Auxiliary.` is read as `aux.`. */
export function helperCalls(initialEffect: string): string[] {
  const out: string[] = [];
  for (const m of initialEffect.matchAll(/\b(aux|Auxiliary|Spirit|Ursarctic|Vernusylph)\.([A-Za-z]+)\s*\(/g)) {
    const name = `${m[1] === "Auxiliary" ? "aux" : m[1]}.${m[2]}`;
    if (name in HELPER_EFFECTS) out.push(name);
  }
  return out;
}

/** EDOPro's effect classes a card's helper calls register. */
export function helperClasses(calls: readonly string[]): EffectClass[] {
  return calls.flatMap((c) => HELPER_EFFECTS[c] ?? []);
}
