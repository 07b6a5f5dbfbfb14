/**
 * Reads the effects a card's EDOPro Lua script registers in `s.initial_effect(c)`:
 * `local eN=Effect.CreateEffect(c)` starts an effect, `eN:SetType(EFFECT_TYPE_A+EFFECT_TYPE_B)`,
 * `eN:SetCode(…)` and `eN:SetRange(…)` set its facts, `local eM=eN:Clone()` copies one (a clone is
 * reported without a `type`, as in `effect-facts.jsonl`, unless it sets its own type). Only the
 * body of `initial_effect` is read, so temporary effects made by resolution functions (which
 * reuse names like `e1`) are not mixed in. Effects made inside helper procedures
 * (`aux.AddEquipProcedure`, `Pendulum.AddProcedure`, …) are not seen. Pure; never throws.
 */
import type { EdoEffect } from "./ygo-agreement-compare";

/** The text of `function s.initial_effect(c) … end` (up to the first line that is exactly `end`), or "". */
export function initialEffectBody(script: string): string {
  const m = /function\s+(?:s|c\d+)\.initial_effect\s*\([^)]*\)\s*\n([\s\S]*?)\n\s*end\s*(?:\n|$)/.exec(script.replace(/\r\n?/g, "\n"));
  return m ? m[1]! : "";
}

const consts = (arg: string): string[] =>
  [...arg.matchAll(/\b(EFFECT_TYPE_[A-Z_]+|LOCATION_[A-Z_]+|EVENT_[A-Z_]+|EFFECT_[A-Z_]+)\b/g)].map((m) => m[1]!);

/** The registered effects of one script, in creation order. */
export function luaInitialEffects(script: string): EdoEffect[] {
  const body = initialEffectBody(script);
  const effects = new Map<string, EdoEffect & { clone?: boolean }>();
  for (const line of body.split("\n")) {
    const create = /^\s*(?:local\s+)?(\w+)\s*=\s*Effect\.CreateEffect\(/.exec(line);
    if (create) {
      effects.set(create[1]!, { var: create[1]! });
      continue;
    }
    const clone = /^\s*(?:local\s+)?(\w+)\s*=\s*(\w+):Clone\(\)/.exec(line);
    if (clone) {
      const src = effects.get(clone[2]!);
      effects.set(clone[1]!, { var: clone[1]!, ...(src?.code ? { code: src.code } : {}), clone: true });
      continue;
    }
    const call = /^\s*(\w+):Set(Type|Code|Range)\((.*)\)\s*$/.exec(line);
    if (call && effects.has(call[1]!)) {
      const e = effects.get(call[1]!)!;
      const v = consts(call[3]!);
      if (call[2] === "Type") e.type = v.filter((x) => x.startsWith("EFFECT_TYPE_"));
      else if (call[2] === "Code" && v[0]) e.code = v[0];
      else if (call[2] === "Range") e.range = v.filter((x) => x.startsWith("LOCATION_"));
    }
  }
  return [...effects.values()].map(({ clone: _clone, ...e }) => e);
}
