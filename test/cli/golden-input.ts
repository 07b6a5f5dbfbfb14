/**
 * The input of the format golden files (test/cli/golden/): a small card set with an error, a
 * warning, an info, a clean file, a directive problem, and names that need escaping.
 */
import { CARDS } from "./helpers";

export const GOLDEN_FILES: Record<string, string> = {
  "cards/mixed.card": `${CARDS.error}\n${CARDS.warning}\n${CARDS.info}`,
  "cards/clean.card": CARDS.clean,
  "cards/odd, name: 100%.card": `# cardscript-disable-next-line obsolete-wordng
card "Tom & \\"Jerry\\" <1>" {
  cost: {1}{G}
  type: Creature — Cat Mouse
  stats: 1/1
  text:
    When Tom & "Jerry" <1> comes into play, draw a card.
}
`,
};

export const FORMATS = ["stylish", "json", "sarif", "github", "junit"] as const;
export const GOLDEN_EXT: Record<(typeof FORMATS)[number], string> = { stylish: "txt", json: "json", sarif: "sarif", github: "txt", junit: "xml" };
