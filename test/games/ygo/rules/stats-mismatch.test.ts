/** stats-mismatch, YGO cases: fields that do not fit the card kind, with the right field as a fix; unknown names are unknown-field's (via the game's field table). */
import { runTable } from "./table";

describe("ygo rule stats-mismatch", () => {
  runTable("stats-mismatch", [
    {
      title: "Xyz level",
      type: "Xyz/Effect Monster",
      fields: { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000 },
      text: "2 Level 4 monsters",
      expect: ["level"],
      mentions: ["Rank", "'rank'"],
    },
    {
      title: "Link def",
      type: "Link/Effect Monster",
      fields: { attribute: "DARK", link: 2, race: "Cyberse", atk: 1000, def: 1000, arrows: "Bottom-Left, Bottom-Right" },
      text: "2 monsters",
      expect: ["def"],
    },
    { title: "Spell atk", type: "Normal Spell", fields: { atk: 1000 }, text: "Draw 1 card.", expect: ["atk"] },
    {
      title: "Scale without Pendulum",
      type: "Effect Monster",
      fields: { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000, scale: 3 },
      text: "Draw 1 card.",
      expect: ["scale"],
    },
    {
      title: "Good monster",
      type: "Pendulum/Effect Monster",
      fields: { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000, scale: 3, archetype: "Test" },
      text: "[ Pendulum Effect ]\nOnce per turn: You can draw 1 card.\n[ Monster Effect ]\nThis card gains 100 ATK.",
      expect: [],
    },
    {
      title: "Good Link",
      type: "Link/Effect Monster",
      fields: { attribute: "DARK", link: 2, race: "Cyberse", atk: 1000, arrows: "Bottom-Left, Bottom-Right" },
      text: "2 monsters",
      expect: [],
    },
  ]);
});

describe("ygo unknown-field (common rule, the game's field table)", () => {
  runTable("unknown-field", [
    {
      title: "Typo",
      type: "Effect Monster",
      fields: { attribute: "DARK", levle: 4, race: "Fiend", atk: 1000, def: 1000 },
      text: "Draw 1 card.",
      expect: ["levle"],
      mentions: ["'level'"],
    },
    { title: "Magic field", type: "Normal Spell", fields: { cost: "{1}" }, text: "Draw 1 card.", expect: ["cost"] },
    {
      title: "Every YGO field",
      type: "Link/Effect Monster",
      fields: {
        attribute: "DARK",
        link: 2,
        race: "Cyberse",
        atk: 1000,
        arrows: "Bottom",
        archetype: "X",
        password: 12345678,
        set: "ABC",
        rarity: "Rare",
        number: "001",
        artist: "me",
      },
      text: "2 monsters",
      expect: [],
    },
  ]);
});
