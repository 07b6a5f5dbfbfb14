/**
 * What a game gives the judge: the timing subjects of a face (a spell, an activation, an ability)
 * with their base window, permissions and restrictions, and the verdict. Types only; the judge is
 * `model/judge.ts`.
 */
import type { Span } from "../../../../grammar/src/index";
import type { Citation } from "../l10n/citation";
import type { TimingWindow } from "../timing/timing-window";
import type { FaceModel, TextLineAnalysis } from "./file-model";

/** A base timing class: Magic's instant/sorcery/loyalty/land, Yu-Gi-Oh!'s Spell Speed 1/2/3. */
export interface TimingClassInfo {
  id: string;
  /** How messages name it, e.g. "Sorcery-speed spells". */
  label: string;
  /** The window in words, e.g. "only in your own main phase while the stack is empty". */
  summary: string;
  window: TimingWindow;
  rules: Citation[];
}

/** One constraint on a window: the base class, a permission, or a restriction clause. */
export interface Constraint {
  kind: "base" | "permission" | "restriction";
  /** How messages quote it: "Sorcery-speed spells", "'during combat'", "Flash". */
  label: string;
  window: TimingWindow;
  rules: Citation[];
  /** Where it is written (UTF-16 offsets); undefined for a base class implied by the card type. */
  span?: Span;
  /**
   * Where the words a `Name ('words')` label quotes are written, when not at `span` (a file's own
   * keyword: `span` is its use on the card, the words are in its declaration).
   */
  quoteSpan?: Span;
  timingClass?: TimingClassInfo;
  /** Never reported as redundant (a keyword's own restriction, a clause with unknown names, …). */
  neverRedundant?: boolean;
  /**
   * A constraint that holds only sometimes or says more than when: a permission under a condition
   * or for an extra cost, a restriction that is also a condition ("only if ~ is attacking"). It
   * counts in the window, but never makes another constraint redundant.
   */
  conditional?: boolean;
}

/** A spell or ability whose timing is judged. `C` is the game's constraint type. */
export interface TimingSubject<C extends Constraint = Constraint> {
  /** `spell`: casting/activating the card itself; `activated`: an ability or effect of it. */
  kind: "spell" | "activated";
  face: FaceModel;
  ability?: TextLineAnalysis;
  /** What to underline when no restriction is to blame: the type line value, or the ability's cost/keyword. */
  anchor: Span;
  /** The subject's own text when its line holds more than it (several effects on one line); the Timing Map's row shows and reveals it. The whole line when omitted. */
  span?: Span;
  base: C;
  permissions: C[];
  restrictions: C[];
  /**
   * The id of the rule that already reports why this subject can never be used (Yu-Gi-Oh!'s `ambiguous-spell-speed`
   * for an untagged "During the Battle Phase: …" that reads as an Ignition Effect): `impossible-timing` stays silent
   * on it, while the Timing Map still draws the judged window, so the rule and the map show one window.
   */
  reportedBy?: string;
}

export type Verdict =
  | { kind: "ok"; window: TimingWindow }
  /** Players can act only in a `rare` segment (Magic: the cleanup window, CR 514.3a). */
  | { kind: "rare"; window: TimingWindow }
  | { kind: "impossible"; reason: "noPriority" | "contradictory" | "base"; conflict: Constraint[] };
