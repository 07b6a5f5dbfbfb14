/**
 * unknown-card-type: a type-line word left of the dash that is neither a supertype nor a card
 * type (CR 205.2a, 205.4a), with a did-you-mean.
 */
import { ruleTable } from "./rule-table";

const typed = (type: string, stats = "") => `card "A" {\n  type: ${type}\n${stats ? `  stats: ${stats}\n` : ""}}\n`;

ruleTable("unknown-card-type", {
  invalid: [
    {
      title: "a misspelled card type",
      source: typed("Creture — Elf", "1/1"),
      underlined: ["Creture"],
      mentions: ["'Creture'", "'Creature'", "205.2a"],
      fixes: ["Change to 'Creature'"],
      fixed: typed("Creature — Elf", "1/1"),
    },
    {
      title: "a misspelled supertype",
      source: typed("Legendery Creature — Elf", "1/1"),
      underlined: ["Legendery"],
      mentions: ["'Legendary'"],
      fixed: typed("Legendary Creature — Elf", "1/1"),
    },
    { title: "a subtype without a card type", source: typed("Elf", "1/1"), underlined: ["Elf"], mentions: ["after the dash"], fixes: [] },
    { title: "an empty type line", source: 'card "A" {\n  type:\n}\n', underlined: ["type"], mentions: ["empty"] },
    { title: "a lower-case misspelling", source: typed("enchantmnet"), underlined: ["enchantmnet"], mentions: ["'Enchantment'"] },
    { title: "two unknown words", source: typed("Magic Spel"), underlined: ["Magic", "Spel"] },
    {
      title: "a token still needs a card type",
      source: typed("Token — Goblin"),
      underlined: ["Token — Goblin"],
      mentions: ["no card type"],
    },
    {
      title: "a misspelled type on a token",
      source: typed("Token Creture — Goblin", "1/1"),
      underlined: ["Creture"],
      mentions: ["'Creature'"],
    },
  ],
  valid: [
    { title: "several supertypes and types", source: typed("Legendary Snow Artifact Creature — Golem", "1/1") },
    { title: "Kindred", source: typed("Kindred Enchantment — Elf") },
    // Kind: tokens and emblems are kinds of object, not unknown card types (CR 111.1, 114.1, 114.3).
    { title: "a token creature (CR 111.1)", source: typed("Token Creature — Goblin", "1/1") },
    { title: "a legendary token artifact", source: typed("Token Legendary Artifact") },
    { title: "an emblem has no card type (CR 114.3)", source: typed("Emblem — Chandra") },
    { title: "Cockatrice's 'Token Emblem — Alder'", source: typed("Token Emblem — Alder") },
    { title: "a hyphen instead of the dash", source: typed("Creature - Elf Warrior", "1/1") },
    { title: "Battle — Siege", source: 'card "A" {\n  type: Battle — Siege\n  defense: 5\n}\n' },
    { title: "Interrupt is obsolete, not unknown (obsolete-rule reports it)", source: typed("Interrupt") },
    { title: "Tribal is obsolete, not unknown (obsolete-wording reports it)", source: typed("Tribal Instant — Goblin") },
    {
      title: "Urza's Saga: Enchantment Land with a subtype containing an apostrophe",
      real: true,
      source: `card "Urza's Saga" {\n  type: Enchantment Land — Urza's Saga\n  text:\n    (As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\n    III — Search your library for an artifact card with mana cost {0} or {1}, put it onto the battlefield, then shuffle.\n}\n`,
    },
  ],
});
