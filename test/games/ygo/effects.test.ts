/**
 * The effect analyser: kind, Spell Speed, PSCT structure, spans and windows per effect, on the
 * reference cases (invented texts) and PSCT shapes taken from real printed wording.
 */
import { strict as assert } from "node:assert";
import { parseCardKind } from "../../../server/src/games/ygo/card-kind";
import { analyseCard, isActivated, type YgoEffect } from "../../../server/src/games/ygo/effects";

const run = (type: string, text: string): YgoEffect[] => analyseCard(text, parseCardKind(type)!).effects;
const kinds = (type: string, text: string) => run(type, text).map((e) => `${e.kind}/${e.speed ?? "-"}`);

describe("ygo effect analyser: kind and Spell Speed", () => {
  const table: [string, string, string, string[]][] = [
    ["Y01 Normal Spell", "Normal Spell", "Draw 2 cards.", ["activation/1"]],
    [
      "Y03 Normal Trap",
      "Normal Trap",
      "When an opponent's monster declares an attack: Destroy all Attack Position monsters your opponent controls.",
      ["activation/2"],
    ],
    [
      "Y04 Counter Trap",
      "Counter Trap",
      "When a Spell Card is activated: Discard 1 card; negate the activation, and if you do, destroy that card.",
      ["activation/3"],
    ],
    ["Quick-Play", "Quick-Play Spell", "Target 1 card on the field; destroy it.", ["activation/2"]],
    [
      "Y05 tagged Quick Effect",
      "Effect Monster",
      "When your opponent activates a Spell/Trap Card (Quick Effect): You can discard this card; negate that activation.",
      ["quick/2"],
    ],
    ["Y07 Ignition", "Effect Monster", "Once per turn: You can target 1 Spell/Trap on the field; destroy that target.", ["ignition/1"]],
    [
      "Y08 If trigger",
      "Effect Monster",
      "If this card is destroyed by battle and sent to the GY: You can add 1 Level 4 or lower monster from your Deck to your hand.",
      ["trigger/1"],
    ],
    ["FLIP", "Flip/Effect Monster", "FLIP: Target 1 monster on the field; destroy it.", ["trigger/1"]],
    [
      "Y13 Continuous Spell phase effect",
      "Continuous Spell",
      "Once per turn, during your Standby Phase: You gain 500 LP.",
      ["activation/1", "trigger/1"],
    ],
    [
      "Y17 old Quick wording",
      "Effect Monster",
      "You can activate this effect during either player's turn: Target 1 card on the field; destroy it.",
      ["quick/2"],
    ],
    [
      "Y22 untagged opponent's turn",
      "Effect Monster",
      "During your opponent's turn: You can target 1 card on the field; destroy it.",
      ["quick/2"],
    ],
    [
      "End Phase effect is not a Quick Effect",
      "Effect Monster",
      "Once per turn, during your End Phase: You can draw 1 card.",
      ["trigger/1"],
    ],
    ["Continuous effect", "Effect Monster", "Monsters your opponent controls lose 500 ATK.", ["continuous/-"]],
    [
      "Summon condition",
      "Effect Monster",
      "Cannot be Normal Summoned/Set. Must be Special Summoned by its own effect.",
      ["summon-condition/-", "summon-condition/-"],
    ],
    [
      "Inherent Special Summon is no activation",
      "Effect Monster",
      "If you control no monsters, you can Special Summon this card (from your hand).",
      ["summon-condition/-"],
    ],
    [
      "Materials line",
      "Xyz/Effect Monster",
      "2 Level 4 monsters\nOnce per turn: You can detach 1 material from this card; draw 1 card.",
      ["materials/-", "ignition/1"],
    ],
    [
      "Continuous Trap effect on the field is Spell Speed 2",
      "Continuous Trap",
      "Once per turn: You can target 1 monster on the field; destroy it.",
      ["activation/2", "quick/2"],
    ],
    [
      "A Trap's GY effect is Spell Speed 2 too (Quick)",
      "Normal Trap",
      "Target 1 monster on the field; destroy it. You can banish this card from your GY; draw 1 card.",
      ["activation/2", "quick/2"],
    ],
    [
      "Responding to an activation is a Quick Effect",
      "Effect Monster",
      "When a card or effect is activated that targets this card: You can discard 1 card; negate the activation.",
      ["quick/2"],
    ],
    [
      "Maintenance cost is not activated",
      "Effect Monster",
      "Once per turn, during your Standby Phase, pay 500 LP or destroy this card.",
      ["continuous/-"],
    ],
    [
      "Old counter placement is continuous",
      "Continuous Spell",
      "Each time a Spell Card is activated, place 1 Spell Counter on this card.",
      ["activation/1", "continuous/-"],
    ],
    [
      "Phase trigger on the opponent's turn is a Trigger Effect, not a Quick Effect",
      "Effect Monster",
      "Once per turn, during your opponent's Standby Phase: You can inflict 300 damage to your opponent.",
      ["trigger/1"],
    ],
    [
      "A Trap's phase trigger is a Trigger Effect at Spell Speed 2",
      "Continuous Trap",
      "Once per turn, during your Standby Phase: Take 1000 damage.",
      ["activation/2", "trigger/2"],
    ],
    [
      "Alternative Xyz Summon procedure is not activated",
      "Xyz/Effect Monster",
      "2 Level 4 monsters\nYou can also Xyz Summon this card by using a Rank 3 Xyz Monster you control as material. Once per turn: You can detach 1 material from this card; draw 1 card.",
      ["materials/-", "summon-condition/-", "ignition/1"],
    ],
    [
      "Pendulum Summon from the Extra Deck is not activated",
      "Xyz/Pendulum/Effect Monster",
      "[ Pendulum Effect ]\nOnce per turn: You can draw 1 card.\n[ Monster Effect ]\n2 Level 7 monsters\nIf you can Pendulum Summon Level 7, you can Pendulum Summon this face-up card in your Extra Deck.",
      ["ignition/1", "materials/-", "summon-condition/-"],
    ],
    [
      "A monster's effect while it is a Continuous Trap is Spell Speed 2",
      "Effect Monster",
      "During the Main Phase, if this card is a Continuous Trap: You can Special Summon this card.",
      ["quick/2"],
    ],
    [
      "Self-sending state condition is continuous",
      "Effect Monster",
      'If "Advanced Dark" is not in a Field Zone, send this monster to the GY.',
      ["continuous/-"],
    ],
    [
      "Replacement 'instead of sending it to the GY' is continuous",
      "Effect Monster",
      "If this face-up card is destroyed in a Monster Zone, you can place it face-up in your Spell & Trap Zone as a Continuous Spell, instead of sending it to the GY.",
      ["continuous/-"],
    ],
    // Kinds found by the EDOPro comparison (npm run agreement:ygo).
    [
      "kind: old-wording Summon procedure ('If …, you can Special Summon this card from your hand') is not activated",
      "Effect Monster",
      "If you control a face-up Tuner monster, you can Special Summon this card from your hand in face-up Defense Position.",
      ["summon-condition/-"],
    ],
    [
      "kind: old-wording rule modifier (Fusion substitute, extra Tribute) is not activated",
      "Effect Monster",
      "You can substitute this card for any 1 Fusion Material Monster. If you Tribute Summon a DARK Normal Monster, you can treat this 1 monster as 2 Tributes.",
      ["continuous/-", "continuous/-"],
    ],
    [
      "kind: old wording '…, you can <action>' after a clause is activated (event → Trigger, Damage Step → Quick)",
      "Effect Monster",
      "When your opponent Special Summons a monster, you can Tribute 1 other monster you control to destroy that monster. During damage calculation, you can send this card from your hand to the Graveyard to make the battle damage 0.",
      ["trigger/1", "quick/2"],
    ],
    [
      "kind: old wording '<cost> to <effect>' is an Ignition Effect",
      "Effect Monster",
      "Tribute this face-up card to return 1 of your monsters destroyed as a result of battle during this turn to the bottom of your Deck.",
      ["ignition/1"],
    ],
    [
      "kind: conditional Quick Effect ('This is a Quick Effect if …') stays one Ignition Effect",
      "Effect Monster",
      "You can target 1 monster your opponent controls; destroy it. This is a Quick Effect if you control a DARK Synchro Monster.",
      ["ignition/1"],
    ],
    [
      "kind: a Gemini line does not swallow the granted effect under it",
      "Gemini/Effect Monster",
      "This card is treated as a Normal Monster while face-up on the field or in the GY. While this card is face-up on the field, you can Normal Summon it to have it become an Effect Monster with this effect.\n● Once per turn: You can draw 1 card.",
      ["continuous/-", "continuous/-", "ignition/1"],
    ],
    [
      "kind: 'If Summoned this way:' and moving / becoming equipped are events",
      "Effect Monster",
      "If Summoned this way: Draw 1 card. If this card in the Monster Zone moves to another Monster Zone: You can draw 1 card. If an Equip Card becomes equipped to this card: You can draw 1 card.",
      ["trigger/1", "trigger/1", "trigger/1"],
    ],
    [
      "kind: 'During your Main Phase, if this card was Summoned this turn:' is an Ignition Effect (a past state, not an event)",
      "Effect Monster",
      "During your Main Phase, if this card was Normal or Special Summoned this turn: You can draw 1 card. If this card is in your GY, except the turn it was sent there: You can banish it; draw 1 card.",
      ["ignition/1", "ignition/1"],
    ],
    [
      "kind: a Spell's GY effect worded 'If this card is in the Graveyard' / 'banish this card and …' is its own effect",
      "Normal Spell",
      'Target 1 monster you control; it gains 500 ATK. If this card is in the Graveyard: You can banish 1 monster from your Graveyard; add this card to your hand. You can banish this card and 1 "Cloudian" monster from your GY; draw 1 card.',
      ["activation/1", "ignition/1", "ignition/1"],
    ],
    [
      "kind: maintenance costs, extra Ritual materials and battle damage modifiers are not triggers",
      "Effect Monster",
      "During each of your End Phases, destroy this card unless you send 1 card from your hand to the Graveyard. When you Ritual Summon a monster, you can banish this card from your Graveyard as 1 of the monsters required for the Ritual Summon. If this card attacks or is attacked, your opponent takes no battle damage.",
      ["continuous/-", "continuous/-", "continuous/-"],
    ],
    [
      "kind: 'Flip Effects are not activated at this time.' is a note, not a FLIP effect",
      "Effect Monster",
      "Once per turn, you can discard 1 card to change 1 face-down monster your opponent controls to face-up Attack Position. Flip Effects are not activated at this time.",
      ["ignition/1", "continuous/-"],
    ],
    [
      "kind: old 'During either player's turn, when/if …:' is a Quick Effect; an attack declaration on the field stays a Trigger",
      "Effect Monster",
      "Once per turn, during either player's turn, if a monster effect is activated: This card gains 500 ATK. When an opponent's monster declares an attack: You can negate the attack.",
      ["quick/2", "trigger/1"],
    ],
    [
      "kind: 'you can activate 1 of these effects' is no response to an activation",
      "Effect Monster",
      "When this card inflicts Battle Damage to your opponent, you can activate 1 of these effects:\n● Target 1 card on the field; return it to the hand.\n● Draw 1 card.",
      ["trigger/1"],
    ],
    [
      "kind: the label before the effect ('● (Quick Effect): You can …', '… (Quick Effect); …') makes a Quick Effect",
      "Effect Monster",
      "● (Quick Effect): You can discard this card; draw 1 card.\nYou can target 1 monster your opponent controls (Quick Effect); banish it.",
      ["quick/2", "quick/2"],
    ],
    [
      "kind: a Trap's optional phase effect ('During the End Phase: You can …') is Quick; a mandatory one stays a Trigger",
      "Normal Trap",
      "Target 1 monster on the field; destroy it. During the End Phase: You can banish this card from your GY; draw 1 card.",
      ["activation/2", "quick/2"],
    ],
    [
      "kind: 'When you activate this card: You can …' belongs to a Continuous Spell's activation, after a leading note",
      "Continuous Spell",
      '(This card is always treated as a "Morphtronic" card.)\nWhen you activate this card: You can draw 1 card.\nOnce per turn: You can draw 1 card.',
      ["activation/1", "continuous/-", "ignition/1"],
    ],
    [
      "kind: 'you can activate 1 of these effects.' makes the bullets after it options of one effect",
      "Xyz/Effect Monster",
      "2 Level 5 monsters\nOnce per turn (Quick Effect): You can detach 1 material from this card and activate 1 of these effects.\n● Draw 1 card.\n● Target 1 card on the field; destroy it.",
      ["materials/-", "quick/2"],
    ],
    [
      "kind: 'During either player's turn, you can activate \"…\" cards from your hand' changes a rule, and a bare 'During your opponent's turn, …' is continuous",
      "Effect Monster",
      "During either player's turn, you can activate \"Magical Musket\" Spell/Trap Cards from your hand. During your opponent's turn, Set cards in your Spell & Trap Zones cannot be destroyed by card effects.",
      ["continuous/-", "continuous/-"],
    ],
    [
      "kind: a line that lost its name's opening quote ('Cyberdark\" Effect Monsters …') is still read outside the name",
      "Field Spell",
      'Cyberdark" Effect Monsters you control cannot be destroyed by card effects. You can target 1 "Cyberdark" monster you control; return it to the hand. If this card is destroyed: You can draw 1 card.',
      ["activation/1", "continuous/-", "ignition/1", "trigger/1"],
    ],
    [
      "kind: a Normal Trap that equips itself keeps its own effects after the activation",
      "Normal Trap",
      'Target 1 "Amazement" monster you control; equip this card to it. You can activate the following effect, based on which player controls the equipped monster;\n● You: Draw 1 card.\n● Your opponent: Send this card to the GY.',
      ["activation/2", "quick/2"],
    ],
    [
      "kind: the early-PSCT label '(this is a Quick Effect)' after the effect makes a Quick Effect",
      "Effect Monster",
      "During damage calculation in your opponent's turn, if this card is being attacked: You can target the attacking monster; make that target's ATK 0 during damage calculation only (this is a Quick Effect).",
      ["quick/2"],
    ],
    [
      "kind: old 'During either player's Battle Phase, when …:' and '(in either player's turn)' are Quick Effects; 'During each player's Standby Phase:' stays a phase trigger",
      "Effect Monster",
      "During either player's Battle Phase, when an opponent's monster effect is activated: You can negate the activation. If this card attacks or is attacked, during the Damage Step (in either player's turn): You can draw 1 card. Once per turn, during each player's Standby Phase: The turn player draws 1 card.",
      ["quick/2", "quick/2", "trigger/1"],
    ],
    [
      "kind: old wording 'When … activates / is targeted by …, you can …' chains to that activation: a Quick Effect",
      "Effect Monster",
      "Once per turn, when your opponent activates a Spell Card, you can destroy the Spell Card and inflict 800 damage to your opponent. When this card is targeted by an opponent's card effect, you can send this face-up card you control to the Graveyard to draw 1 card.",
      ["quick/2", "quick/2"],
    ],
    [
      "kind: a Trap's effect on an attack declaration ('When an opponent's monster declares an attack: You can …') is a Trigger Effect at Spell Speed 2",
      "Continuous Trap",
      "When an opponent's monster declares an attack: You can pay 1000 LP; negate that attack.",
      ["activation/2", "trigger/2"],
    ],
    [
      "kind: an old-wording action at a named moment (Spirit return in the End Phase, destruction at the end of the Damage Step) is a Trigger Effect; a position change after attacking stays continuous",
      "Effect Monster",
      "This card returns to its owner's hand during the End Phase of the turn it is Normal Summoned or flipped face-up. Destroy an opponent's monster that battles this card at the end of the Damage Step. If this card attacks, it is changed to Defense Position at the end of the Battle Phase.",
      ["trigger/1", "trigger/1", "continuous/-"],
    ],
    [
      "kind: an old event sentence whose result happens once (gains ATK, takes damage, skips a phase) is a Trigger Effect; a battle modifier stays continuous",
      "Effect Monster",
      'When this card is destroyed and sent to the Graveyard, you take 2000 points of damage. If another "Karakuri" monster on the field is destroyed, this card gains 400 ATK. When this card inflicts Battle Damage to your opponent, they skip their next Draw Phase. If this card attacks, its original ATK is halved. If this card battles a Link Monster, it gains 1000 ATK during that damage calculation only.',
      ["trigger/1", "trigger/1", "trigger/1", "continuous/-", "continuous/-"],
    ],
    [
      "kind: 'is Normal, Flip, or Pendulum Summoned' and 'leaves your Monster Zone' are events; 'If you cannot …' continues the effect",
      "Effect Monster",
      'If this card is Normal, Flip, or Pendulum Summoned: You can draw 1 card. If a face-up "Magician" Pendulum Monster Card(s) leaves your Monster Zone or Pendulum Zone: Add 1 card from your Deck to your hand. If you cannot, send this card to the GY.',
      ["trigger/1", "trigger/1"],
    ],
    [
      "kind: a bare old 'Each time …, <action>' is a Trigger Effect; what happens 'immediately after it resolves' and counters placed each time stay continuous",
      "Continuous Trap",
      "Each time a monster you control inflicts Battle Damage to your opponent, your opponent discards 1 random card. Each time a Spell Card is activated, gain 500 LP immediately after it resolves. Each time a Spell Card is activated, place 1 Spell Counter on this card.",
      ["activation/2", "trigger/2", "continuous/-", "continuous/-"],
    ],
    [
      "kind: a Normal Trap worded 'When this Set card is destroyed …' has a Trigger Effect, not an activation text",
      "Normal Trap",
      "When this Set card is destroyed and sent to the Graveyard by an opponent's card effect, shuffle this card into its owner's Deck. Then draw 1 card.",
      ["activation/2", "trigger/2"],
    ],
    [
      "kind: 'You can activate 1 of these effects.' is an activated effect; 'This effect can be activated during either player's turn, if …' makes it a conditional Quick Effect",
      "Xyz/Effect Monster",
      "2 Level 4 monsters\nYou can activate 1 of these effects.\n● Draw 1 card.\n● Gain 500 LP.\nOnce per turn: You can detach 1 material from this card; draw 1 card. This effect can be activated during either player's turn, if this card has a Tuner as material.",
      ["materials/-", "ignition/1", "ignition/1"],
    ],
    [
      "kind: old-wording rule modifiers and Summon procedures after a time clause ('During your Main Phase 2, you can also Xyz Summon …', 'activate … even while …', 'treat … as Level 5') are not activated",
      "Xyz/Effect Monster",
      '2 Level 4 monsters\nDuring your Main Phase 2, you can also Xyz Summon this card by using a Rank 3 Xyz Monster you control as material. You can activate the effects of "Frame" monsters in your hand even while you control a monster. You can treat Level 4 monsters you control as Level 5 when Xyz Summoning.',
      ["materials/-", "summon-condition/-", "continuous/-", "continuous/-"],
    ],
    [
      "kind: an untagged window in the Battle Phase with a state ('During your Battle Phase, if this card is co-linked:', 'Once per Battle Phase, if this card was Normal Summoned this turn:') is a Quick Effect; with an event it stays a Trigger",
      "Effect Monster",
      "Once per turn, during your Battle Phase, if this card is co-linked (except during the Damage Step): You can draw 1 card. Once per Battle Phase, if this card was Normal Summoned this turn: You can draw 1 card. During the Battle Phase, if you take battle damage: You can Special Summon this card from your hand.",
      ["quick/2", "quick/2", "trigger/1"],
    ],
    [
      "kind: the effects a Normal Spell grants ('… gains the following effects. ● When …: You can …') are effects of their own",
      "Quick-Play Spell",
      "Target 1 monster you control; it gains the following effects until the end of this turn.\n● This card is unaffected by your opponent's card effects.\n● When this card declares an attack: You can draw 1 card.\n● After damage calculation, if this card attacked: You can send all monsters your opponent controls to the GY.",
      ["activation/2", "trigger/1", "trigger/1"],
    ],
    [
      "kind: an old action with its event after it ('… each time …', 'is changed to Defense Position when it is Normal Summoned') is a Trigger Effect; counting activations and counters stay continuous",
      "Effect Monster",
      "Inflict 500 damage to your opponent each time a monster is Special Summoned. This card is changed to Defense Position when it is Normal Summoned. Gains 200 ATK each time your opponent activates a card. Once per turn, by discarding 1 Spell Card, take control of 1 monster your opponent controls until the end of this turn.",
      ["trigger/1", "trigger/1", "continuous/-", "ignition/1"],
    ],
    [
      "kind: old effects applied when an effect resolves ('when resolving the effect', 'When … resolves, … you can negate'), maintenance '(this is not optional)' and linked banishment are continuous",
      "Effect Monster",
      "When this card is targeted by the effect of a card controlled by your opponent, when resolving the effect, roll a six-sided die. Once per turn, when a monster effect activated by your opponent resolves, you can negate that effect. During each of your Standby Phases, you must pay 500 Life Points (this is not optional). When this card is destroyed, banish the equipped monster.",
      ["continuous/-", "continuous/-", "continuous/-", "continuous/-"],
    ],
    [
      "kind: 'During the End Phase of this turn, …' continues the effect before it; 'As long as …, during each Standby Phase, <action>' is a phase trigger",
      "Effect Monster",
      "When this card is Normal Summoned: You can target 1 card in your GY; banish it. During the End Phase of this turn, add that card to your hand. As long as this card remains on the field, during each Standby Phase, increase the ATK of all Fiend monsters by 1000.",
      ["trigger/1", "trigger/1"],
    ],
    [
      "kind: self-destruction on a Summon or in a phase is a Trigger Effect; linked or 'unless' self-destruction and counting activations stay continuous",
      "Effect Monster",
      'If this card is Normal Summoned, destroy this card. During your End Phase, if you have 1 or more cards in your hand, destroy this card. If "Toon World" on the field is destroyed, destroy this card. During your End Phase, unless this effect was activated this turn, destroy this card. Each time a Spell Card is activated, this card gains 300 ATK.',
      ["trigger/1", "trigger/1", "continuous/-", "continuous/-", "continuous/-"],
    ],
    [
      "kind: 'While equipped …, each time the equipped monster <event>, <action>', 'After this card has been flipped face-up, when …, <action>' and 'After a Chain … resolves, <action>' are Trigger Effects",
      "Effect Monster",
      "While equipped to a monster by this card's effect, each time the equipped monster inflicts Battle Damage to your opponent, destroy 1 card on the field. After this card has been flipped face-up, when it is destroyed by battle and sent to the Graveyard, draw 1 card. After a Chain with 3 or more Links resolves, draw 1 card.",
      ["trigger/1", "trigger/1", "trigger/1"],
    ],
    [
      "kind: an old cost stated as its own sentence ('Pay 500 Life Points to use this effect.', 'Discard 1 card and declare 1 Type') is an Ignition Effect; on an Equip Spell it is the activation's text",
      "Effect Monster",
      "Discard 1 card from your hand and declare 1 Type of monster. Destroy all face-up monsters of the declared Type on the field.",
      ["ignition/1", "continuous/-"],
    ],
    [
      "kind: an Equip Spell whose text opens with its activation's cost keeps it as the activation",
      "Equip Spell",
      'Send 1 "Morphtronic" monster from your hand to the Graveyard and select 1 "Morphtronic" monster in your Graveyard. Special Summon the selected monster and equip it with this card.',
      ["activation/1", "continuous/-"],
    ],
    [
      "kind: bullets announced by 'You can only use 1 of the following effects …' are effects of their own ('● <cost>; <effect>' is an Ignition Effect); 'You can <cost>; … that banished monster …' names its own cost",
      "Continuous Spell",
      "Monsters your opponent controls lose 100 ATK. You can only use 1 of the following effects of \"Winter\" per turn, and only once that turn.\n● Send this card to the GY; draw 1 card.\n● Banish this card from your GY; draw 1 card.\nYou can banish 1 monster from your Deck; this card's name becomes that banished monster's name.",
      ["activation/1", "continuous/-", "ignition/1", "ignition/1", "ignition/1"],
    ],
    [
      "kind: an old optional action in the Standby/End/Draw Phase or instead of the normal draw is a phase trigger; a Summon 'using …' is an event; a sentence with its own 'You can <cost>;' ending '… instead.' is its own effect",
      "Effect Monster",
      "If this card is in face-up Defense Position during your End Phase, you can add 1 Equip Spell from your Deck to your hand. You can add 1 card from your Graveyard to your hand instead of conducting your normal draw. If this card was Special Summoned using only Dragon monsters: You can draw 1 card. You can discard this card; draw 1 card. You can Tribute 1 monster; draw 1 card, or you can draw 2 cards instead.",
      ["trigger/1", "trigger/1", "trigger/1", "ignition/1", "ignition/1"],
    ],
    [
      "kind: 'At the start of your Main Phase 1, if …: You can …' is an Ignition Effect with a window; 'This card cannot attack the turn you activate this effect.' stays with the effect, with its 'This is a Quick Effect if …'",
      "Xyz/Effect Monster",
      "2 Level 7 monsters\nAt the start of your Main Phase 1, if you control no Spell/Trap Cards: You can Special Summon this card from your GY. Once per turn: You can detach 2 materials from this card; destroy 1 card on the field. This card cannot attack the turn you activate this effect. This is a Quick Effect if this card has a Dragon as material.",
      ["materials/-", "ignition/1", "ignition/1"],
    ],
    [
      "kind: old event results in the third person or setting a stat once ('your opponent selects and sends …', 'this card returns to …', 'switch …', 'this card's ATK becomes 3000') are Trigger Effects; what a Summon procedure sets and 'you can choose' a result stay continuous",
      "Effect Monster",
      "When this card is Flip Summoned, you can switch the original ATK and DEF of 1 face-up monster. When a face-up Level 3 or lower monster on the field is sent to the Graveyard, this card's ATK becomes 3000. If this card is Normal Summoned without Tributing, its original ATK becomes 1900. Each time a player rolls a die, you can choose 1 die result.",
      ["trigger/1", "trigger/1", "continuous/-", "continuous/-"],
    ],
    [
      "kind: an untagged effect on an attack target used from the hand is a Trigger Effect like one on the field (modern text labels the Quick ones); 'If <event>, you can …' in old wording is a Trigger Effect",
      "Effect Monster",
      "When your monster is targeted for an attack: You can send this card from your hand to the GY; negate the attack. When your monster is targeted for an attack (Quick Effect): You can discard this card; negate the attack. Once per turn, if your opponent Normal or Special Summons a monster, you can change that monster to Defense Position.",
      ["trigger/1", "quick/2", "trigger/1"],
    ],
    [
      "kind: the results of a coin toss ('toss a coin: ● Heads: … ● Tails: …') are options of the effect that tosses it",
      "Effect Monster",
      "When this card is Summoned, toss a coin: ● Heads: If this card destroys a monster by battle, you can Special Summon that monster. ● Tails: Your opponent gains control of this card.",
      ["trigger/1"],
    ],
    [
      "kind: what happens because this card is removed from the field ('… is removed from the field, take 3000 damage') is linked and continuous; 'During each of your next 4 Standby Phases, …' is a phase trigger",
      "Continuous Trap",
      'If this face-up card is removed from the field, take 3000 damage. If this face-up card is removed from your side of the field, destroy "Andro Sphinx" on your side of the field. During each of your next 4 Standby Phases, each of those monsters gains 200 ATK.',
      ["activation/2", "continuous/-", "continuous/-", "trigger/2"],
    ],
  ];
  for (const [title, type, text, want] of table) it(title, () => assert.deepEqual(kinds(type, text), want));

  it("kind: the old conditional Quick Effect sentence is kept as the effect's quickIf (compared as Ignition and Quick)", () => {
    const [e] = run(
      "Effect Monster",
      "Once per turn: You can target 1 card on the field; destroy it. This effect can be activated during either player's turn, if this card has a Tuner as material.",
    );
    assert.equal(e!.kind, "ignition");
    assert.match(e!.quickIf!.text, /^This effect can be activated during either player's turn, if/);
  });

  it("keeps Pendulum and monster effects apart", () => {
    const effects = run(
      "Pendulum/Effect Monster",
      "[ Pendulum Effect ]\nOnce per turn: You can draw 1 card.\n[ Monster Effect ]\nIf this card is Normal Summoned: You can add 1 card from your Deck to your hand.",
    );
    assert.deepEqual(
      effects.map((e) => `${e.section}:${e.kind}`),
      ["pendulum:ignition", "monster:trigger"],
    );
  });

  it("skips a Normal Monster's flavor text and a Pendulum Normal's flavor section", () => {
    assert.deepEqual(run("Normal Monster", "A huge turtle that has existed for more than 30,000 years."), []);
    assert.deepEqual(
      kinds("Pendulum/Normal Monster", "[ Pendulum Effect ]\nOnce per turn: You can draw 1 card.\n[ Flavor Text ]\nAn old knight."),
      ["ignition/1"],
    );
  });

  it("splits sentences outside quoted names: periods and colons inside quotes are not punctuation", () => {
    const e = run(
      "Effect Monster",
      'If "Dr. Frankenderp: Reborn" is sent to the GY: You can draw 1 card. Once per turn: You can target 1 card; destroy it.',
    );
    assert.deepEqual(
      e.map((x) => x.kind),
      ["trigger", "ignition"],
    );
    assert.equal(e[0]!.condition!.text, 'If "Dr. Frankenderp: Reborn" is sent to the GY');
  });
});

describe("ygo effect analyser: PSCT structure and spans", () => {
  const text =
    'Once per turn, when your opponent activates a card (Quick Effect): You can discard 1 card; negate the activation. You can only use this effect of "Gate Keeper" once per turn.';
  const [e] = run("Effect Monster", text);

  it("condition before ':', cost before ';', labels and once-per clauses with UTF-16 spans into the text", () => {
    assert.equal(e!.condition!.text, "Once per turn, when your opponent activates a card (Quick Effect)");
    assert.equal(text.slice(e!.condition!.start, e!.condition!.end), e!.condition!.text);
    assert.equal(e!.cost!.text, "You can discard 1 card");
    assert.equal(text.slice(e!.quickTag!.start, e!.quickTag!.end), "(Quick Effect)");
    assert.equal(e!.oncePer!.text, "Once per turn");
    assert.equal(e!.hardOnce![0]!.text, 'You can only use this effect of "Gate Keeper" once per turn.');
    assert.equal(e!.span.text, text);
    assert.ok(e!.optional);
  });

  it("marks optional 'When' triggers (they can miss the timing) and not 'If' ones", () => {
    assert.equal(run("Effect Monster", "When this card is sent to the GY: You can draw 1 card.")[0]!.whenTrigger, true);
    assert.equal(run("Effect Monster", "If this card is sent to the GY: You can draw 1 card.")[0]!.whenTrigger, undefined);
  });

  it("windows: a Normal Spell defaults to your Main Phase; 'Activate this card only during your Standby Phase' moves it there", () => {
    assert.deepEqual(run("Normal Spell", "Draw 2 cards.")[0]!.window!.segments(), ["main1", "main2"]);
    const w = run("Normal Spell", "Activate this card only during your Standby Phase. Draw 1 card.")[0]!.window!;
    assert.deepEqual([w.turns(), w.segments(), w.axisValues()], [["you"], ["standby"], ["open"]]);
  });

  it("windows: a Quick Effect during the opponent's Battle Phase covers their Battle Phase only, open or on a Chain", () => {
    const w = run("Effect Monster", "During your opponent's Battle Phase (Quick Effect): You can draw 1 card.")[0]!.window!;
    assert.deepEqual([w.turns(), w.segments().length, w.axisValues()], [["opp"], 8, ["open", "chain12"]]);
  });

  it("continuous effects, Summon conditions and materials are not activated and have no window", () => {
    for (const e2 of run("Xyz/Effect Monster", "2 Level 4 monsters\nCannot be Special Summoned from the GY.\nThis card gains 100 ATK.")) {
      assert.ok(!isActivated(e2));
      assert.equal(e2.window, undefined);
      assert.equal(e2.speed, undefined);
    }
  });

  it("never throws on odd input", () => {
    for (const t of ["", ":", ";;;", '"unbalanced: quote', "(((", "● ● ●", "[ Pendulum Effect ]", "a".repeat(5000)]) {
      for (const type of ["Effect Monster", "Normal Spell", "Counter Trap", "Continuous Trap"]) assert.doesNotThrow(() => run(type, t));
    }
  });
});
