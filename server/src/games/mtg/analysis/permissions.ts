/**
 * Timing permissions a card gives itself beyond the keyword Flash (CR 601.3b–d, 606.3, 702.48a):
 * "This spell has flash as long as …" (conditional flash), "You may cast ~ as though it had
 * flash", "You may cast this spell any time you could cast an instant", "[Quality] offering",
 * "You may activate loyalty abilities of ~ … any time you could cast an instant", "You may
 * activate equip abilities any time you could cast an instant". Reads text with reminder and
 * quoted text masked (a quoted ability belongs to another object). Offsets are relative to the
 * line given (UTF-16).
 */
import { cr, type Citation } from "../cr";
import { maskQuotedText } from "../../../core/text/masking";
import { MASKED_SELF, maskSelfNames } from "./self-names";
import { TIMING_CLASSES } from "../timing-classes";
import { mtgWindow, type MtgWindow } from "../timing-space";
import { turnCondition } from "../turn-conditions";
import { timingPhraseWindow } from "./restrictions";

/** What a permission widens: the card's own spell, its loyalty abilities, or its abilities of one keyword. */
export type PermissionTarget = { kind: "spell" } | { kind: "loyalty" } | { kind: "keyword"; keyword: string };

/** One timing permission written on a card. */
export interface TimingPermission {
  target: PermissionTarget;
  start: number;
  end: number;
  /** How messages quote it, e.g. "'has flash as long as …'". */
  label: string;
  window: MtgWindow;
  rules: Citation[];
  /** It holds only under a condition or with an extra cost (still a way to reach the window). */
  conditional: boolean;
  /** It is also a way to pay (offering): never reported redundant. */
  alsoACost: boolean;
}

/** Words by which a card names itself; the card's own names are masked to `~` plus NULs first ({@link maskSelfNames}). */
const SELF = String.raw`(?:\b(?:this spell|this card|this creature|this permanent|cardname|it|her|his|its)|${MASKED_SELF})`;

interface Form {
  re: RegExp;
  target: (m: RegExpExecArray) => PermissionTarget | undefined;
  rules: Citation[];
  /** Whose turn the permission is limited to, when the words say so. */
  turns?: (m: RegExpExecArray) => ("you" | "opp")[] | undefined;
  conditional: (m: RegExpExecArray) => boolean;
  alsoACost?: boolean;
}

const yourTurnOnly = (m: RegExpExecArray) => (/as long as it'?s your turn|during your turn/i.test(m[0]) ? ["you" as const] : undefined);

const FORMS: Form[] = [
  {
    // "This spell has flash as long as you control a Merfolk." / "~ has flash as long as …" (CR 601.3d)
    re: new RegExp(String.raw`(?:${SELF}) has flash\b(?:\s+(?:as long as|if|while)\b[^.]*)?`, "gi"),
    target: () => ({ kind: "spell" }),
    rules: [cr("601.3d"), cr("702.8a")],
    conditional: (m) => /\b(?:as long as|if|while)\b/i.test(m[0]),
  },
  {
    // "You may cast ~ as though it had flash[ if …]" (CR 601.3b, 601.3c)
    re: new RegExp(String.raw`\b(?:you may )?cast (?:${SELF}) (?:[^.]{0,60}?)as though (?:it|this spell) had flash\b[^.]*`, "gi"),
    target: () => ({ kind: "spell" }),
    rules: [cr("601.3b"), cr("601.3c")],
    conditional: (m) => /\bif\b|\bby\b|\bfor\b/i.test(m[0].replace(/^[^]*had flash/i, "")),
  },
  {
    // "You may cast this spell any time you could cast an instant[ …]" / "~ can be cast any time you could cast an instant"
    re: new RegExp(String.raw`(?:\byou may cast (?:${SELF})|(?:${SELF}) can be cast) any time you could cast an instant\b[^.]*`, "gi"),
    target: () => ({ kind: "spell" }),
    rules: [cr("601.3b"), cr("117.1a")],
    conditional: (m) => /\b(?:if|by)\b/i.test(m[0].replace(/^[^]*an instant/i, "")),
  },
  {
    // "Goblin offering" (CR 702.48a): cast any time you could cast an instant by sacrificing a Goblin.
    re: /^[A-Z][\p{L}-]*(?: [A-Z][\p{L}-]*)? offering\b/gu,
    target: () => ({ kind: "spell" }),
    rules: [cr("702.48a")],
    conditional: () => true,
    alsoACost: true,
  },
  {
    // "You may activate loyalty abilities of ~ on any player's turn any time you could cast an instant",
    // "As long as ~ entered the battlefield this turn, you may activate her loyalty abilities any time you could cast an instant" (CR 606.3)
    re: new RegExp(
      String.raw`(?:\bas long as [^,.]*,\s*)?\byou may activate (?:(?:${SELF})(?:'s|\u2019s)? )?loyalty abilities(?: of (?:${SELF}))?(?: on any player(?:'s|\u2019s) turn)? any time you could cast an instant\b`,
      "gi",
    ),
    target: () => ({ kind: "loyalty" }),
    rules: [cr("606.3"), cr("117.1b")],
    conditional: (m) => /^as long as/i.test(m[0]),
  },
  {
    // "[As long as it's your turn, ]you may activate equip abilities any time you could cast an instant",
    // "You may activate ~'s augment ability any time you could cast an instant"
    re: new RegExp(
      String.raw`(?:\bas long as [^,.]*,\s*)?\byou may activate (?:(?:${SELF})(?:'s|\u2019s) )?([a-z][a-z ]*?) abilit(?:y|ies)(?: of (?:${SELF}))? any time you could cast an instant\b`,
      "gi",
    ),
    target: (m) => (/^loyalty$/i.test(m[1]!) ? undefined : { kind: "keyword", keyword: m[1]! }),
    rules: [cr("602.5"), cr("117.1b")],
    turns: yourTurnOnly,
    conditional: (m) => /^as long as/i.test(m[0]),
  },
];

/** The condition after a permission's core words ("has flash", "as though it had flash", "could cast an instant"). */
const CONDITION_TAIL = /\b(?:has flash|had flash|could cast an instant)\b[\s,]*(.*)$/i;
/** A leading "As long as …, you may activate …" condition. */
const LEADING_AS_LONG_AS = /^as long as ([^,.]*),/i;

/**
 * The window a permission's condition leaves when it is about the turn — "as long as it's your turn", "if it's not your
 * turn" (`turn-conditions.ts`), "during your turn", "during combat" (read as a restriction's clause); undefined for any
 * other condition (the permission then stays conditional, with its whole window).
 */
function conditionWindow(words: string): MtgWindow | undefined {
  const lead = LEADING_AS_LONG_AS.exec(words);
  const tail = lead ? lead[1]! : CONDITION_TAIL.exec(words)?.[1]?.trim();
  if (!tail) return undefined;
  const asIf = /^(?:as long as|if|while)\s+(.*)$/i.exec(tail);
  const condition = turnCondition(`if ${(asIf ? asIf[1]! : tail).trim()}`);
  if (condition && (asIf || lead)) return mtgWindow({ turns: condition.turns, steps: condition.steps });
  if (/^(?:during|before|after|on)\b/i.test(tail)) return timingPhraseWindow(tail.replace(/\s+(?:if|by|for|and)\b.*$/i, ""))?.window;
  return undefined;
}

/**
 * The timing permissions in one line of rules text.
 * @param masked the line with reminder text masked (quoted text is masked here).
 * @param selfNames names the card uses for itself.
 */
export function findTimingPermissions(masked: string, selfNames: readonly string[]): TimingPermission[] {
  if (!/ha[sd] flash|could cast an instant|offering/i.test(masked)) return [];
  const text = maskSelfNames(maskQuotedText(masked), selfNames);
  const out: TimingPermission[] = [];
  for (const f of FORMS) {
    const re = f.re;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      const target = f.target(m);
      if (!target || out.some((p) => p.start < m!.index + m![0].length && m!.index < p.end)) continue;
      const turns = f.turns?.(m);
      let window = turns ? TIMING_CLASSES.instant.window.intersect(mtgWindow({ turns })) : TIMING_CLASSES.instant.window;
      // A condition about the turn ("as long as it's your turn", "during your turn", "during combat") limits the
      // permission to that part of the turn (CR 601.3d): it widens the spell only there.
      const about = conditionWindow(m[0]);
      if (about) window = window.intersect(about);
      const end = m.index + m[0].trimEnd().length;
      const words = masked.slice(m.index, end);
      out.push({
        target,
        start: m.index,
        end,
        label: `'${words.length > 60 ? words.slice(0, 57).trimEnd() + "…" : words}'`,
        window,
        rules: f.rules,
        conditional: f.conditional(m),
        alsoACost: f.alsoACost === true,
      });
    }
  }
  return out;
}
