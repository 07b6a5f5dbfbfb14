/**
 * Base timing classes (CR 117.1a, 307.1, 305, 606.3): the window before any restriction.
 * Source: `docs/mtg-rules-facts.md` §2.
 */
import { cr, type Citation } from "./cr";
import { MTG_TIMING, mtgWindow, type MtgWindow } from "./timing-space";

export type TimingClassId = "instant" | "sorcery" | "loyalty" | "land";

export interface TimingClass {
  id: TimingClassId;
  /** How messages name it, e.g. "Sorcery-speed spells". */
  label: string;
  /** The window in words, for messages and hovers. */
  summary: string;
  window: MtgWindow;
  rules: Citation[];
}

const mainPhasesOwnTurnEmptyStack = mtgWindow({ turns: ["you"], steps: ["main1", "main2"], stacks: ["empty"] });

export const TIMING_CLASSES: Readonly<Record<TimingClassId, TimingClass>> = {
  instant: {
    id: "instant",
    label: "Instant-speed actions",
    summary: "any time you have priority",
    window: MTG_TIMING.all(),
    rules: [cr("117.1a"), cr("304.1")],
  },
  sorcery: {
    id: "sorcery",
    label: "Sorcery-speed actions",
    summary: "only in your own main phase while the stack is empty",
    window: mainPhasesOwnTurnEmptyStack,
    rules: [cr("307.1"), cr("117.1a")],
  },
  loyalty: {
    id: "loyalty",
    label: "Loyalty abilities",
    summary: "only in your own main phase while the stack is empty, once per permanent each turn",
    window: mainPhasesOwnTurnEmptyStack,
    rules: [cr("606.3")],
  },
  land: {
    id: "land",
    label: "Playing a land",
    summary: "only in your own main phase while the stack is empty, with a land play left",
    window: mainPhasesOwnTurnEmptyStack,
    rules: [cr("305.1"), cr("305.2"), cr("305.3")],
  },
};
