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

const ACTIVATED_TYPE = /\bEFFECT_TYPE_(?:ACTIVATE|IGNITION|QUICK_[OF]|TRIGGER_[OF]|FLIP)\b/;

/** The body of `function s.<name>(…) … end` (up to the first line that is exactly `end` at column 0), or "". */
function functionBody(script: string, name: string): string {
  const at = script.search(new RegExp(`^function\\s+(?:s|c\\d+)\\.${name}\\s*\\(`, "m"));
  if (at < 0) return "";
  const rest = script.slice(at);
  const end = rest.search(/\nend[ \t]*(?:\n|$)/);
  return end < 0 ? rest : rest.slice(0, end);
}

/**
 * Activated effects a script registers *at run time* from the operation of one of its own continuous
 * effects (EDOPro's "delayed registration": `initial_effect` registers a `SINGLE/FIELD + CONTINUOUS`
 * effect on an event, whose operation creates a `TRIGGER`/`QUICK`/`IGNITION` effect and registers it
 * with `c:RegisterEffect` / `e:GetHandler():RegisterEffect` on the card itself, or with
 * `rc:RegisterEffect` on the monster Summoned using it as material, `rc = c:GetReasonCard()`).
 * The printed effect is one Trigger (or Quick) Effect printed on the card (e.g. Big Jaws: "At the end
 * of the Battle Phase, if this card attacked: Banish it."; Express Train Trolley Olley: "An Xyz
 * Monster that was Summoned using this card … gains this effect. ● If it is Xyz Summoned: It gains
 * 800 ATK."), but `effect-facts.jsonl` records only what `initial_effect` registers, so the facts lack it. One effect per operation function (clones made
 * for a second event, and a TRIGGER_F/TRIGGER_O twin of one printed effect, are one effect).
 * Each result has `type` and `code` as in the facts. Pure; never throws.
 */
export function delayedSelfEffects(script: string): EdoEffect[] {
  const src = script.replace(/\r\n?/g, "\n");
  const body = initialEffectBody(src);
  const ops = new Set<string>();
  const types = new Map<string, string>();
  for (const line of body.split("\n")) {
    const t = /^\s*(\w+):SetType\((.*)\)\s*$/.exec(line);
    if (t) types.set(t[1]!, t[2]!);
    const op = /^\s*(\w+):SetOperation\((?:s|c\d+)\.(\w+)\)\s*$/.exec(line);
    if (op && /EFFECT_TYPE_CONTINUOUS/.test(types.get(op[1]!) ?? "")) ops.add(op[2]!);
  }
  const out: EdoEffect[] = [];
  for (const name of ops) {
    const fn = functionBody(src, name);
    const handlerVar = /\blocal\s+(\w+)\s*=\s*e:GetHandler\(\)/.exec(fn)?.[1];
    // The monster Summoned with this card as material ("An Xyz Monster Summoned using this card gains this effect").
    const reasonVar = /\blocal\s+(\w+)\s*=\s*(?:e:GetHandler\(\)|\w+):GetReasonCard\(\)/.exec(fn)?.[1];
    const targets = ["\\be:GetHandler\\(\\)", ...[handlerVar, reasonVar].filter(Boolean).map((v) => `\\b${v}\\b`)];
    const self = new RegExp(`(?:${targets.join("|")}):RegisterEffect\\((\\w+)`, "g");
    const registered = new Set([...fn.matchAll(self)].map((m) => m[1]!));
    const found = [...fn.matchAll(/^\s*(\w+):SetType\((.*)\)\s*$/gm)].find((m) => registered.has(m[1]!) && ACTIVATED_TYPE.test(m[2]!));
    if (!found) continue;
    const code = new RegExp(`^\\s*${found[1]}:SetCode\\((EVENT_[A-Z_]+)`, "m").exec(fn)?.[1];
    out.push({ type: consts(found[2]!).filter((x) => x.startsWith("EFFECT_TYPE_")), ...(code ? { code } : {}) });
  }
  return out;
}

/** What identifies the printed effect behind one registered effect: its resolution, the description shown to the player and its zone. */
export interface EffectIdentity {
  /** The variable this one is a clone of (`local e2=e1:Clone()`), if any. */
  cloneOf?: string;
  /** `SetOperation(…)` argument, e.g. "s.operation2". */
  op?: string;
  /** `SetDescription(…)` argument without spaces, e.g. "aux.Stringid(id,1)". */
  desc?: string;
  /** `SetRange(…)` argument without spaces, e.g. "LOCATION_MZONE". */
  range?: string;
}

/**
 * The {@link EffectIdentity} of every effect variable of `initial_effect` (a clone starts with its source's and keeps what it
 * does not set again). Pure; never throws.
 */
export function effectIdentities(script: string): Map<string, EffectIdentity> {
  const body = initialEffectBody(script);
  const out = new Map<string, EffectIdentity>();
  for (const line of body.split("\n")) {
    const create = /^\s*(?:local\s+)?(\w+)\s*=\s*Effect\.CreateEffect\(/.exec(line);
    if (create) {
      out.set(create[1]!, {});
      continue;
    }
    const clone = /^\s*(?:local\s+)?(\w+)\s*=\s*(\w+):Clone\(\)/.exec(line);
    if (clone) {
      out.set(clone[1]!, { ...(out.get(clone[2]!) ?? {}), cloneOf: clone[2]! });
      continue;
    }
    const call = /^\s*(\w+):Set(Operation|Description|Range)\((.*)\)\s*$/.exec(line);
    const e = call ? out.get(call[1]!) : undefined;
    if (!call || !e) continue;
    const v = call[3]!.replace(/\s/g, "");
    if (call[2] === "Operation") e.op = v;
    else if (call[2] === "Description") e.desc = v;
    else e.range = v;
  }
  return out;
}

/**
 * Event copies among a card's counted activated effects: EDOPro's engine takes one event code per effect, so a printed effect
 * with several events ("If another Fairy monster(s) is Summoned" → EVENT_SUMMON_SUCCESS, EVENT_SPSUMMON_SUCCESS,
 * EVENT_FLIP_SUMMON_SUCCESS; "When this card declares an attack, or if your opponent activates a monster effect") is
 * registered once per event, as effects that keep the same operation, the same description string and the same range. Each
 * `counted` entry is `{var, cls}` (the class the comparison gives it); the result lists the class of every entry after the
 * first of such a group — what the comparison counts once. Entries without an operation or a description are never grouped
 * (two printed effects may share an operation: "FLIP: You can Special Summon 1 monster from your hand" and "If this card is
 * destroyed …: You can Special Summon 1 monster from your hand" differ in their description). Pure.
 */
export function eventCopies(identities: ReadonlyMap<string, EffectIdentity>, counted: readonly { var?: string; cls: string }[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const c of counted) {
    const id = c.var ? identities.get(c.var) : undefined;
    if (!id?.op || !id.desc || c.cls.startsWith("activation/")) continue;
    const key = `${c.cls}|${id.op}|${id.desc}|${id.range ?? ""}`;
    if (seen.has(key)) out.push(c.cls);
    else seen.add(key);
  }
  return out;
}

/**
 * Pendulum Effects printed again as monster effects (or the other way round): the script registers the effect for one zone
 * and a clone of it with `SetRange` moved between `LOCATION_PZONE` and the Monster Zone. The facts keep the clone without a
 * type (as for a second event code), so they count one effect where the card prints one in each section. `typeless` are the
 * facts entries without a type, `classOf` gives the class of a registered variable; the result lists the class of each such
 * clone (added to EDOPro's side). Pure.
 */
export function sectionClones(
  identities: ReadonlyMap<string, EffectIdentity>,
  typeless: readonly string[],
  classOf: (variable: string) => string | undefined,
): string[] {
  const pz = (r?: string) => /PZONE/.test(r ?? "");
  const mz = (r?: string) => /MZONE/.test(r ?? "") && !pz(r);
  const out: string[] = [];
  for (const v of typeless) {
    const id = identities.get(v);
    const src = id?.cloneOf ? identities.get(id.cloneOf) : undefined;
    if (!id?.cloneOf || !src || !((pz(src.range) && mz(id.range)) || (mz(src.range) && pz(id.range)))) continue;
    const cls = classOf(id.cloneOf);
    if (cls && !cls.startsWith("activation/")) out.push(cls);
  }
  return out;
}
