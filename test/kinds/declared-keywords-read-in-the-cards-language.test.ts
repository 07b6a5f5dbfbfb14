/**
 * Kind: a file's own keyword declared in the card text's language and read as English. In a
 * `lang de` / `lang es` file, `keyword "Hinterhalt": Wirke diesen Zauberspruch nur während des
 * Kampfes.` was read by the English analysis only: a Sorcery with Hinterhalt got no finding (its
 * English counterpart two), and the Timing Map drew the keyword as usable at any time. Declarations
 * are now read with the same German or Spanish reader as the cards' text, and messages quote them
 * as written.
 */
import assert from "node:assert/strict";
import { lintText } from "../../server/src/app/service";

const file = (header: string, keyword: string, name: string, type: string, decl: string) =>
  `${header}keyword "${keyword}": ${decl}\n\ncard "${name}" {\n  cost: {1}\n  type: ${type}\n  text:\n    ${keyword}\n}\n`;

/** [lang, keyword, card type, declaration as printed in that language, the same in English]. */
const ROWS: [string, string, string, string, string][] = [
  ["de", "Hinterhalt", "Sorcery", "Wirke diesen Zauberspruch nur während des Kampfes.", "Cast this spell only during combat."],
  ["es", "Emboscada", "Sorcery", "Lanza este hechizo solo durante el combate.", "Cast this spell only during combat."],
  [
    "de",
    "Sturmwache",
    "Enchantment",
    "Zu Beginn deines Aufräumsegments ziehst du eine Karte.",
    "At the beginning of your cleanup step, draw a card.",
  ],
  [
    "es",
    "Vigilia",
    "Enchantment",
    "Al comienzo de tu paso de limpieza, roba una carta.",
    "At the beginning of your cleanup step, draw a card.",
  ],
  [
    "de",
    "Aufstand",
    "Creature — Elf",
    "{2}: Ziehe eine Karte. Aktiviere diese Fähigkeit nur wie eine Hexerei und nur während des Kampfes.",
    "{2}: Draw a card. Activate only as a sorcery and only during combat.",
  ],
];

const rules = (src: string, locale?: "de" | "es") => lintText(src, { locale }).findings.map((f) => f.ruleId);

describe("kind: a file's own keywords are read in the card text's language", function () {
  for (const [lang, keyword, type, decl, english] of ROWS) {
    it(`${lang}: keyword "${keyword}": ${decl}`, function () {
      const expected = rules(file("", keyword, "T", type, english));
      assert.ok(expected.length > 0, "the English declaration has a finding");
      const localized = file(`lang ${lang}\n`, keyword, "T", type, decl);
      assert.deepEqual(rules(localized, lang as "de" | "es"), expected);
      const messages = lintText(localized, { locale: lang as "de" | "es" })
        .findings.map((f) => f.message)
        .join("\n");
      assert.doesNotMatch(messages, /during combat|cleanup step|as a sorcery/, "quoted as written, not as the English reading");
    });
  }
});
