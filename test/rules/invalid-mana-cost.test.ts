/**
 * invalid-mana-cost: a `cost:` with a malformed or unknown mana symbol (CR 107.4).
 */
import { cardSource } from "../helpers/cards";
import { ruleTable } from "./rule-table";

const instant = (cost: string) => cardSource({ type: "Instant", cost, text: "Draw a card." });

ruleTable("invalid-mana-cost", {
  invalid: [
    { title: "an unknown letter", source: instant("{2}{Q}"), underlined: ["{Q}"], mentions: ["'{Q}'", "107.4"], fixes: [] },
    { title: "symbols without braces", source: instant("2U"), underlined: ["2U"], mentions: ["{2}{U}", "107.4"] },
    { title: "a missing closing brace", source: instant("{2}{U"), underlined: ["{U"], mentions: ["'}'"] },
    { title: "a hybrid of one colour with itself", source: instant("{W/W}"), underlined: ["{W/W}"] },
    { title: "the tap symbol is not mana", source: instant("{T}"), underlined: ["{T}"] },
    { title: "two bad symbols", source: instant("{1}{K}{U}{H}"), underlined: ["{K}", "{H}"] },
    { title: "a Phyrexian generic", source: instant("{2/P}"), underlined: ["{2/P}"] },
  ],
  valid: [
    { title: "every kind of symbol", source: instant("{X}{W/U}{2/B}{G/P}{G/U/P}{C}{S}{10}{C/W}") },
    { title: "lower-case symbols", source: instant("{1}{u}") },
    { title: "{0}", source: instant("{0}") },
    { title: "no cost field (a land)", source: cardSource({ type: "Land", text: "{T}: Add {G}." }) },
    {
      title: "Rocket Launcher: an ordinary generic cost",
      real: true,
      source: cardSource({
        name: "Rocket Launcher",
        cost: "{4}",
        type: "Artifact",
        text: "{2}: Rocket Launcher deals 1 damage to any target. Destroy Rocket Launcher at the beginning of the next end step. Activate only if you've controlled Rocket Launcher continuously since the beginning of your most recent turn.",
      }),
    },
    {
      title: "Lurrus of the Dream-Den: hybrid costs",
      real: true,
      source: cardSource({
        name: "Lurrus of the Dream-Den",
        cost: "{1}{W/B}{W/B}",
        type: "Legendary Creature — Cat Nightmare",
        stats: "3/2",
        text: "Lifelink",
      }),
    },
  ],
});
