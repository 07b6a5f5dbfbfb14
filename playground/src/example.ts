/** The playground's starting text: original cards showing a sorcery, an upkeep trigger and an impossible timing. */
export const EXAMPLE = `# Edit these cards: diagnostics, hover and completion come from the CardScript language server,
# running in your browser. The Timing Map on the right follows the cursor.

card "Dawn Keeper" {
  cost: {1}{W}
  type: Creature — Human Cleric
  stats: 2/2
  text:
    At the beginning of your upkeep, you gain 1 life.
    {2}{W}: Dawn Keeper gets +1/+1 until end of turn. Activate only during combat.
}

card "Crossed Signals" {
  cost: {2}{B}
  type: Sorcery
  text:
    Cast this spell only during an opponent's turn.
    Target player discards a card.
}
`;
