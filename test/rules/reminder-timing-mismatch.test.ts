/**
 * reminder-timing-mismatch: reminder text stays ignored except where it states a timing its
 * keyword does not have (a Flash reminder saying sorcery timing, an Equip reminder saying instant
 * timing).
 */
import { cardSource } from "../helpers/cards";
import { ruleTable } from "./rule-table";

const creature = (text: string) => cardSource({ type: "Creature — Snake", stats: "2/1", cost: "{1}{G}", text });
const equipment = (text: string) => cardSource({ type: "Artifact — Equipment", cost: "{0}", text });

ruleTable("reminder-timing-mismatch", {
  invalid: [
    {
      title: "a Flash reminder saying 'any time you could cast a sorcery'",
      source: creature("Flash (You may cast this spell any time you could cast a sorcery.)\nDeathtouch"),
      underlined: ["any time you could cast a sorcery"],
      mentions: ["Flash", "702.8a"],
      fixes: ["Change to 'any time you could cast an instant'"],
      fixed: creature("Flash (You may cast this spell any time you could cast an instant.)\nDeathtouch"),
    },
    {
      title: "an Equip reminder saying 'any time you could cast an instant'",
      source: equipment(
        "Equipped creature gets +1/+0.\nEquip {1} ({1}: Attach to target creature you control. Equip any time you could cast an instant.)",
      ),
      underlined: ["any time you could cast an instant"],
      mentions: ["Equip", "702.6a"],
      fixed: equipment(
        "Equipped creature gets +1/+0.\nEquip {1} ({1}: Attach to target creature you control. Equip any time you could cast a sorcery.)",
      ),
    },
    {
      title: "a Cycling reminder saying 'Cycle only as a sorcery': no exact counterpart, no fix",
      source: creature("Cycling {2} ({2}, Discard this card: Draw a card. Cycle only as a sorcery.)"),
      underlined: ["only as a sorcery"],
      fixes: [],
    },
    {
      title: "the reminder of the second keyword of a line",
      source: creature("Deathtouch, flash (You may cast this spell at sorcery speed.)"),
      underlined: ["at sorcery speed"],
    },
  ],
  valid: [
    { title: "a correct Flash reminder", source: creature("Flash (You may cast this spell any time you could cast an instant.)") },
    {
      title: "a correct Equip reminder",
      source: equipment("Equip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)"),
    },
    {
      title: "a reminder without timing words",
      source: creature("Deathtouch (Any amount of damage this deals to a creature is enough to destroy it.)"),
    },
    { title: "timing words outside the reminder are not this rule's", source: creature("Flash\nActivate only as a sorcery.") },
    {
      title: "a keyword whose timing is not instant or sorcery (Madness) is not judged",
      source: creature(
        "Madness {1}{B} (If you discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard. You may cast it any time you could cast a sorcery.)",
      ),
    },
    {
      title: "a real card: Ambush Viper",
      source: cardSource({
        name: "Ambush Viper",
        cost: "{1}{G}",
        type: "Creature — Snake",
        stats: "2/1",
        text: "Flash (You may cast this spell any time you could cast an instant.)\nDeathtouch (Any amount of damage this deals to a creature is enough to destroy it.)",
      }),
      real: true,
    },
  ],
});
