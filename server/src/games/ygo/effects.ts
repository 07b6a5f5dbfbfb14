/**
 * The YGO effect analyser: a card's text and kind → its effects, each with its kind (activation
 * of a Spell/Trap Card, Ignition, Trigger incl. FLIP, Quick, Continuous, Summon condition,
 * materials), Spell Speed, PSCT structure (condition before ":", cost/target before ";",
 * once-per-turn clauses), the timing phrases it states and the window they leave.
 * Spans are UTF-16 offsets into the analysed text. Sources: PSCT (C7), PR17 pp. 108–112,
 * Rulebook v10 pp. 28–31, 44–45.
 */
import type { CardKind } from "./card-kind";
import { hasMaterialLine } from "./card-kind";
import { speed1Window, speedWindow, type Speed1Reach, type SpellSpeed } from "./spell-speeds";
import { piece, sections, sentences, startsInQuote, topLevel, type Piece, type Section } from "./text-scan";
import { YgoWindow } from "./timing-cells";
import { findTimingPhrases, phrasesWindow, type TimingPhrase } from "./timing-phrases";
import { pushAll } from "../../core/collections/append";
import { activationClass, EFFECT_KIND_TIMINGS, type EffectKind } from "./kind-timings";
import { untaggedFastTime } from "./untagged-fast-time";

export type { EffectKind } from "./kind-timings";

/** One effect of a card. */
export interface YgoEffect {
  kind: EffectKind;
  /** Spell Speed when the effect is activated; undefined for continuous effects, Summon conditions and materials. */
  speed?: SpellSpeed;
  /** Which part of the card the effect is printed in. */
  section: Section["name"];
  /** The effect's whole text (all its sentences). For an implicit card activation, an empty piece at 0. */
  span: Piece;
  /** Text before the top-level ":" of its first sentence (activation condition), with the colon excluded. */
  condition?: Piece;
  /** Text between the condition and the top-level ";" (cost and/or targets). */
  cost?: Piece;
  /** "(Quick Effect)" label when present. */
  quickTag?: Piece;
  /**
   * "This is a Quick Effect if …" sentence of an Ignition Effect: while its condition holds the effect is a Quick Effect
   * (Spell Speed 2), otherwise an Ignition Effect. `kind` stays "ignition".
   */
  quickIf?: Piece;
  /** "Once per turn" / "Once per Chain" / "once while face-up" opener. */
  oncePer?: Piece;
  /** "You can only use this effect of … once per turn" and similar sentences attached to the effect. */
  hardOnce?: Piece[];
  /** FLIP effect. */
  flip?: boolean;
  /** Optional ("You can …") rather than mandatory. */
  optional: boolean;
  /** Trigger worded "When …" (optional ones can miss the timing, PR17 pp. 134–136). */
  whenTrigger?: boolean;
  /** Timing phrases that restrict when it can be activated (condition, "Activate this card only …"). */
  timing: TimingPhrase[];
  /** The cells it can be activated in: its speed's window ∩ what its text allows; undefined when not activated. */
  window?: YgoWindow;
  /** An untagged "During …:" time an Ignition Effect could never use (`untagged-fast-time.ts`): read as an Ignition Effect. */
  untaggedFastTime?: string;
  /** For a Spell Speed 1 Spell Card or Ignition Effect: how far its base window reaches (the rules and the map use the same). */
  speed1Reach?: Speed1Reach;
  /** A short reason for the kind (hover, debugging). */
  why: string;
}

/** The analysis of one card. */
export interface CardAnalysis {
  effects: YgoEffect[];
}

const STATE_IF =
  /^(?:once per turn,\s*)?if\s+(?:you control|your opponent controls|you have|your opponent has|there (?:is|are)|your LP|your opponent's LP|all|this card is (?:in|face-up|equipped|a|an|not|the only|currently|Set)\b|this card was (?:Special|Normal|Ritual|Fusion|Synchro|Xyz|Link|Pendulum|Tribute) Summoned (?:by|using|with)|you do not control|you control no|both players|each player|a monster is in|this face-up card is in|it is(?! (?:\w+ )?Summoned\b)|this card has|this card's|no)/i;
const EVENT =
  /\b(?:is|are|was|were|gets?|been|be)\s+(?:\w+\s+){0,3}?(?:Normal |Special |Flip |Tribute |Fusion |Synchro |Xyz |Link |Ritual |Pendulum |Gemini )?(?:Summoned|Set|sent|destroyed|banished|added|targeted|flipped|returned|attacked|detached|Tributed|discarded|removed|placed|changed|used|activated|equipped|shuffled|revealed|excavated|negated|declared|inflicted|moved|drawn|attached|turned|switched|selected|chosen|applied|paid|resolved|reduced|increased|placed|looked)\b|\b(?:activates?|declares?|inflicts?|takes? (?:any )?(?:battle |effect )?damage|battles?|attacks?|leaves? the field|draws?|Normal Summons?|Special Summons?|Tribute Summons?|Flip Summons?|Fusion Summons?|Synchro Summons?|Xyz Summons?|Link Summons?|Ritual Summons?|Pendulum Summons?|destroys?|sends?|adds?|banishes|Tributes|gains? LP|pays?|control of .* changes|detaches|resolves|would|targets?|uses?|discards?|returns?|Summons?|flips?|equips?|is flipped|is changed|gains? \d|loses? \d|chains?|negates?|places?|receives?|attacked|battled|(?:has )?left the field|moves?|becomes? (?:equipped|Set)|Sets)\b|^[Ii]f (?:\w+ )?Summoned\b|\b(?:is|are|was|were) (?:\w+\/)+\w+ Summoned\b|\b(?:is|are) (?:\w+, )+(?:or |and )?\w+ Summoned\b|\bleaves? (?:your|the|its|their) (?:Main )?(?:Monster|Pendulum|Spell & Trap|Field|Extra Monster) Zone\b|\((?:except|even) during the Damage Step\)/;
const TRIGGER_TIMES =
  /^(?:once per (?:turn|Battle Phase),\s*)?(?:if Summoned this way, )?(?:at the (?:start|end|beginning) of|during (?:the |your |their |each |your opponent's |either player's |each player's |each of your |each of your opponent's |each of (?:the )?)?(?:(?:next(?: \d+)?|1st|2nd|3rd|first|second|third) )?(?:Standby Phases?|End Phases?|Draw Phases?))/i;
/**
 * Old-wording events that EDOPro and the rulings treat as continuous: counters placed "each time", linked "leaves the
 * field" destruction, negation on resolution, maintenance costs ("destroy this card unless you send …"), extra Ritual
 * materials ("… as 1 of the monsters required for the Ritual Summon"), battle damage modifiers ("takes no battle
 * damage", piercing, "inflict the difference as Battle Damage"), a position change at the end of the battle, and where
 * a used material goes ("If this card is used for a Synchro Summon, banish it"), and what is applied "immediately after it
 * resolves" (applied with the resolution, outside the Chain). A bare "Each time …, <action>" is a Trigger Effect like
 * "When …, <action>".
 */
const NOT_A_TRIGGER =
  /\bdestroy this card unless\b|\bas (?:1 of the |one of the |a )?(?:monsters?|materials?|Tributes?) required for\b|\b(?:takes no battle damage|piercing battle damage|double any Battle Damage|inflict the difference as Battle Damage)\b|^if this card (?:attacks|is attacked|attacks or is attacked), change it to (?:face-up )?(?:Attack|Defense) Position at the end of\b|^if this card is used (?:for|as) [^,]*,(?: [^,]*,)? (?:banish it|place (?:this card|it) on the bottom)\b|\beach time\b[^.]*\bplace (?:\d+|an?|one) [^.]*Counters?\b|\b(?:leaves|is removed from) (?:your side of )?the field, (?:destroy|banish|send|return|take|you take) (?:that|the|this|it|those|\d+|\x22)|\bWhen (?:that|the equipped|the targeted|this) (?:monster|card) (?:is destroyed|leaves the field|is removed from the field), destroy\b|\bresolves, negate\b|, (?:your opponent|neither player|you|monsters?|it|this card) (?:cannot|can't)\b|\bbattles?, (?:your opponent|neither player) cannot\b|\binflict piercing\b|\bwould\b[^.]*\binstead\b|\binstead of sending it to the (?:GY|Graveyard)\b|^(?![^:]*:)if [^,]*\b(?:is not|are not|isn't|aren't)\b[^,]*, (?:send|destroy) this (?:card|monster)\b|^(?:once per turn, )?if [^,]*\bwould\b|^(?:once per turn, )?during (?:your|each of your|each) Standby Phases?, (?:pay|tribute|send|discard|banish|remove|you must pay)\b[^.]*\bor destroy this card|\bor destroy this card\b|\bor send this card to the (?:GY|Graveyard)\b|, no (?:\w+ )*?cards? (?:or effects )?can be activated|^when using\b|\bimmediately after (?:it|that card|that effect|this effect|the effect|they) (?:resolves|resolve)\b|^(?:once per turn,\s*)?(?:when|if)\b[^:]*?\b(?:resolves|resolving)\b(?![^:]*:)|\bbefore resolving\b|^(?:(?:while|as long as) [^,]*, )?each time\b[^,]*\b(?:activates?|is activated|are activated|resolves)\b|\(this is not optional\)|\bduring (?:your|each of your|each|the) (?:Standby|End) Phases?\b[^.]*\byou must\b|\bWhen (?:that|the equipped|the targeted|this) (?:monster|card) is destroyed, banish (?:the|that)\b|\bleaves the field, destroy all\b|, [^,:]*\bcannot activate\b|\bduring (?:the Damage Step|damage calculation) only\b|^(?![^:]*:)(?!(?:once per turn,\s*)?(?:(?:when|if|each time)\b[^,]*\b(?:Summoned|Summons?)\b(?![^,]*\b(?:with|by) this effect\b)|during\b(?![^.]*\bunless\b)))[^.]*, destroy this card\.$/i;
/**
 * The result of an old (pre-PSCT) event sentence that is an action, so the sentence is a Trigger Effect: "…, destroy …",
 * "…, you can draw …", "…, put 3 counters on it", "…, the owner of this card draws 1 card", "…, it is returned to the hand".
 */
const ACTION =
  /,\s*(?:you can |you may |your opponent |each player |both players |they |the (?:owner|controller) of (?:this|that|the)(?: \w+)? (?:card|monster) |(?:this card|it) (?=returns to\b)|its (?:new )?(?:controller|owner) |the player who [^,]*? |(?:it|this card) (?=is (?:changed|returned)\b(?![^.]*\bat the end of\b)|can (?:make a second attack|attack (?:once )?again)))?(?:destroy|draw|inflict|special summon|add|send|target|return|banish|gain|select|look|negate|change|take|place|shuffle|discard|roll|toss|equip|pay|increase|decrease|halve|double|remove|reveal|excavate|declare|search|flip|must|takes|draws|discards|loses|put|puts|sends|skips|selects|is changed|is returned|gains \d+ (?:Life Points|LP)|give|gives|distribute|switch|(?<!you can )chooses? \d|returns|returns to|shuffles|places|selects and sends|can (?:make a second attack|attack (?:once )?again))\b/i;
/**
 * An old-wording sentence opened by an activation or a targeting ("When your opponent activates a Spell Card, you can
 * destroy …", "When this card is targeted by an opponent's card effect, you can send …"): an optional effect (or a
 * negation) used then is chained to that activation, so it is a Quick Effect (Spell Speed 2; PR17 p. 112), as the PSCT
 * "When … is activated (Quick Effect):" writes it. "…, when it resolves" waits for the resolution instead.
 */
const OLD_RESPONDS_TO_ACTIVATION =
  /^(?:once per turn,\s*)?(?:during either player's turn,\s*)?when\b[^,]*\b(?:activates?|is activated|are activated|(?:is|are) targeted by)\b(?![^,]*\bresol)/i;
/**
 * The result of an old event sentence that happens once, when the event does, rather than a rule that holds from then on:
 * a stat change ("…, this card gains 400 ATK", "…, all face-up WATER monsters you control gain 500 ATK until the end of
 * this turn", "…, the monster that destroyed this card loses 300 ATK"), damage or Life Points lost ("…, you take 2000
 * points of damage", "…, you lose 5000 Life Points", "…, the Battle Damage … is also inflicted to your opponent"), a
 * skipped phase or an ended Battle Phase, a stat set once ("…, this card's ATK becomes 3000"). Such a sentence is the pre-PSCT form of "When/If …: <effect>.", a Trigger Effect
 * (PR17 pp. 110–111). Rules that persist ("cannot", "is unaffected", "during damage calculation only") are read as
 * continuous before this ({@link NOT_A_TRIGGER}).
 */
const ONE_OFF_RESULT =
  /,\s*(?:[^,.;:]*?\s)?(?:gains?|loses?|takes?|lose|skips?|(?:is|are) (?:also )?inflicted|(?:is|are) (?:halved|doubled)|ends|(?:ATK|DEF|Level)(?: and DEF)? (?:becomes?|become))\b(?! the field)/i;
/**
 * Results that look like {@link ONE_OFF_RESULT} but modify a rule for a while: damage modifiers ("any battle damage your
 * opponent takes … is doubled"), boosts "during that damage calculation only", and what a material or an equipped card
 * grants ("If this card is Link Summoned using …, it gains …", "When equipped to a monster by this card's effect, that
 * monster gains 2500 ATK"), and what applies while a battle lasts or after a past Summon ("If this card attacks, its
 * original ATK is halved", "If this card was Special Summoned, all Fairy monsters you control gain 300 ATK"), and what a
 * Summon procedure sets ("If this card is Normal Summoned without Tributing, its original ATK becomes 1900").
 */
const ONE_OFF_EXCEPT =
  /\bany (?:battle |effect )?damage\b|\bbattle damage\b[^.]*\b(?:doubled|halved)\b|\bduring (?:that|this|the) (?:damage calculation|Damage Step) only\b|\bSummoned using\b|\bas (?:an? )?(?:\w+ )?Materials?\b|^when equipped\b|\bduring the Damage Step\b|\bgains? (?:this|these|the following) effects?\b|^if (?:this card|your [^,]*?) (?:attacks|battles|is attacked|was)\b|^(?:when|if) this card is (?![^.]*\bthis way\b)[^.]*?\bSummoned\b[^.]*?, (?:its|this card's) (?:original )?(?:ATK|DEF|Level)\b[^.]*?\bbecomes?\b/i;

/** True when an old event sentence's result happens once ({@link ONE_OFF_RESULT}, not {@link ONE_OFF_EXCEPT}). */
function oneOffResult(s: string): boolean {
  return ONE_OFF_RESULT.test(s) && !ONE_OFF_EXCEPT.test(s);
}
/** An old-wording sentence opened by an event ("When …,", "If this card is destroyed …,"), not by a state. */
const OLD_EVENT_OPENER =
  /^(?:once per turn,\s*)?(?:when|each time|whenever|after)\b|^(?:once per turn,\s*)?if [^,]*\b(?:is|are|was|were) (?:\w+ )?(?:Summoned|sent|destroyed|banished|added|flipped|attacked|targeted)\b/i;
/**
 * An old-wording Summon procedure, written "you can" without ":" or ";" ("You can Special Summon this card by Tributing 1
 * …", "If you control a face-up Tuner monster, you can Special Summon this card from your hand", "You can remove 2
 * A-Counters … to Special Summon this card", "you can Normal Summon this card as a Level 2 monster"): no activation.
 */
const OLD_PROCEDURE =
  /^(?:once per turn,\s*)?(?:during your Main Phase(?: [12])?,\s*)?(?:(?:if|while) [^.;:]*?,\s*)?you can (?:also )?(?:Special|Normal|Tribute|Xyz|Synchro|Fusion|Link) Summon (?:\(but not Set\) )?(?:this card|this monster|"[^"]+")\b/i;
/**
 * An old-wording "you can" that changes a game rule for this card rather than activating anything: a Fusion Material
 * substitute, "treat it as a non-Tuner", "treat this 1 monster as 2 Tributes", "also banish … as material", "activate "…"
 * the turn it is Set", "activate … as Quick Effects", "Tribute any number of …", "conduct Tribute Summons … by …".
 */
const RULE_MODIFIER =
  /\byou can (?:also )?(?:substitute this card for|treat (?:it|this (?:card|1 monster)|1 [^.,;]*?) as|use [^.;]* as (?:\w+ )?materials?\b|banish [^.;]* as (?:\w+ )?materials?\b|activate "[^"]+" the turn it (?:is|was) Set|activate [^.;]* as Quick Effects|activate [^.;]* from your hand\b|Set this card from your hand to your Spell & Trap (?:Card )?Zone\b|Tribute any number of|conduct Tribute Summons|activate the effects of [^.;]*? even (?:while|if)\b|treat [^.;]*? as Level \d|(?:Tribute|Fusion) Summon [^.;]*? (?:that|which) (?:require|must)\b|Normal Summon 1 [^.;]*?in addition to your Normal Summon|put [^.;]*? instead of sending)/i;
/** An old-wording action with its phase at the end: "Put 1 counter on this card during each of your Standby Phases." */
const TRAILING_PHASE =
  /^(?!you can\b|[^.]*;|(?:pay|tribute|discard|remove|send)\b|[^.]*\bmust pay\b)[^.]*\bduring (?:each of (?:your|their|his\/her)|each player's|each) (?:Standby|End) Phases?\.$/i;
/**
 * An old-wording sentence that does something once at a named moment, the way PSCT writes a phase trigger
 * ("During the End Phase of the turn this card is Normal Summoned: Return it to the hand"): "This card returns to the
 * owner's hand during the End Phase of the turn …" (Spirit monsters), "This card returns to the Extra Deck during the End
 * Phase", "Destroy an opponent's monster that battles this card at the end of the Damage Step", "A monster that battles
 * with this card is changed to Defense Position after damage calculation". The action happens when that moment comes, so it
 * is a Trigger Effect (reference b.5: Standby/End Phase effects are trigger-like; DSR: battle results trigger after damage
 * calculation).
 */
const TIMED_ACTION =
  /^(?![^.]*[:;])(?!as long as|each turn|while)(?=[^.]*\b(?:returns? to (?:the|its|your|their) (?:owner's )?(?:hand|Deck|Extra Deck)|is returned to (?:the|its) (?:owner's )?(?:hand|Deck|Extra Deck)|destroy (?:it|this card|that monster|the|an?|all|any)\b|(?:it|this card|that monster) is destroyed|banish|is banished|remove from play|is removed from play))[^.]*\b(?:during the End Phase|at the end of the (?:Damage Step|Battle Phase|End Phase)|at the end of Damage Step|after damage calculation|at the start of the Damage Step)\b/i;
/**
 * An old-wording action with its event after it, the reverse of "Each time/When <event>, <action>": "Inflict 500 damage to
 * your opponent each time a monster is Special Summoned", "This card gains 300 ATK each time it inflicts Battle Damage",
 * "Increase your Life Points by 500 points every time …", "This card is changed to Defense Position when it is Normal
 * Summoned". A Trigger Effect like the leading form (PR17 pp. 110–111). A count of activations ("Gains 200 ATK each time
 * your opponent activates a card") is applied with each activation, like a counter placed each time: not read as one.
 */
const TRAILING_EVENT =
  /^(?![^.]*[:;])(?![^.]*\b(?:activates?|is activated|are activated)\b)(?!while|as long as|if)[^.]*?\b(?:inflict|gains?|increase|decrease|draw|destroy|is changed to|loses?)\b[^.]*?\b(?:each|every) time\b|^(?:this card|this monster) is changed to (?:face-up )?(?:Attack|Defense) Position when it is\b/i;
/**
 * A leading "While …," / "As long as …," / "After this card has been flipped face-up," clause of an old-wording sentence:
 * the state in which the rest applies.
 */
const WHILE_CLAUSE = /^(?:while|as long as) [^,]*, |^after this card has been flipped face-up, /i;
/** Old wording of an Ignition Effect: an imperative cost, then "to <effect>" ("Tribute this face-up card to return 1 …"). */
const OLD_COST_TO =
  /^(?:once per turn,\s*)?(?:Tribute|Discard|Pay|Send|Remove|Banish|Return|Offer) [^.;:]*?\bto (?:destroy|return|draw|Special Summon|add|inflict|select|negate|change|take control|look|banish|remove|send|equip|increase|decrease|gain|make)\b/i;
/**
 * Old wording of an Ignition Effect that states its cost as a sentence of its own: "Pay 500 Life Points to use this effect.",
 * "Discard 1 card from your hand and declare 1 Type of monster.", "Send 1 card from your hand to the Graveyard and select 1
 * face-up monster your opponent controls." (the old form of "You can discard 1 card, then declare 1 Type; …").
 */
const OLD_COST_FIRST =
  /^(?:once per turn,\s*)?(?:Discard|Tribute|Pay|Send|Remove|Banish) (?![^.]*\b(?:during|or destroy|unless)\b)[^.]*?(?:\bto (?:use|activate) this (?:card's )?effect\b|\band (?:select|declare|target) \d)/i;
const QUICK_TAG_BEFORE_EFFECT = /^[^;]*?\(Quick Effect\)|^(?:[●•]\s*)?Quick Effect:/i;
/** The early-PSCT label written after the effect ("…; make its ATK 0 during damage calculation only (this is a Quick Effect)."). */
const OLD_QUICK_LABEL = /\(this is a Quick Effect\)/i;
/** A sentence of an old-wording effect that makes it usable in either player's turn (a Quick Effect). */
const OLD_EITHER_TURN_SENTENCE =
  /\bactivate this (?:card|effect) during (?:either|each) player's turn\b|\bthis effect can (?:also )?be activated during (?:either|each) player's turn\b/i;
const QUICK_TURNS =
  /\b(?:either player's (?:turn|Main Phase(?: [12])?|Battle Phase)|your opponent's (?:turn|Main Phase|Battle Phase|Standby Phase|End Phase|Draw Phase)|each player's turn|the opponent's turn)\b/i;
/** A condition met by an activation that the effect then chains to ("When your opponent activates a Trap Card:", "when a card or effect is activated that targets …"). */
const RESPONDS_TO_ACTIVATION =
  /^(?:once per (?:turn|chain),\s*)?(?:during (?:either|each) player's turn,\s*|during your opponent's turn,\s*)?when\b[^:]*\b(?:activates?|is activated|are activated)\b(?![^,:]*\b(?:resolves|resolved)\b)/i;
const FAST_SEGMENTS = /\b(?:Battle Phase|Damage Step|damage calculation|Battle Step|End Step|Start Step)\b/i;
const SUMMON_CONDITION =
  /^(?:This card )?(?:cannot be (?:Normal |Special |Flip )?Summoned|Cannot be (?:Normal )?Summoned|Must (?:first )?be (?:\w+ )?Summoned|Must be Special Summoned|(?:This card )?can only be (?:Special |Ritual |Fusion |Synchro |Xyz |Link )?Summoned|cannot be Special Summoned except|This card (?:can|must) (?:only )?be (?:\w+ )?Summoned|This card cannot be Special Summoned|Cannot be Special Summoned|You can Ritual Summon this card|This card is used to Ritual Summon|You can Special Summon this card \([^)]*\) (?:by|in)\b|You can Special Summon this card from your (?:hand|GY|hand or GY|Extra Deck) (?:by|in)\b|You can Set this card from your hand to your Spell & Trap Zone|(?:This card )?can be Special Summoned\b|You can Normal Summon this card without Tributing|You can Tribute Summon this card|(?:Once per turn, )?you can also (?:Xyz|Synchro|Fusion|Link|Ritual) Summon (?:this card|"[^"]+")|If you can Pendulum Summon Level \d+, you can Pendulum Summon this (?:face-up )?card)/i;
const HARD_ONCE =
  /^(?:You can only (?:use|activate)|You can use|Each effect of|Only 1|You cannot (?:Special Summon|Normal Summon|conduct|activate)[^.]*the turn you (?:activate|use)|You can only control 1|You can only Special Summon|This card cannot [^.]*\bthe turn (?:you activate|this effect is activated)\b)/i;
const CONTINUATION_OPENER =
  /^(?:This is a Quick Effect if\b|This effect can (?:also )?be activated during (?:either|each) player's turn,? (?:if|while)\b|If you [^,]* when you activated this effect\b|You can also (?:add|Special Summon|send|banish|draw|destroy) (?:up to|a second|another|1 more)\b|If (?:Special )?Summoned this way,(?![^:]*:)|If (?:that|the|it|they|those|so)\b(?![^:]*:)|During the next (?:Standby|End) Phase\b(?![^:]*:)|During the End Phase of (?:this|that) turn\b(?![^:]*:)|(?:Destroy|Banish|Return) (?:it|them|that monster|those monsters) during the End Phase\b|Then,|Then |Also,|Otherwise,|Afterwards,|After that,|If (?:you|it|they) do(?:n't| not)?[,:]|If (?:you|it|they|this card) (?:cannot|can't|could not|did not)\b(?![^:]*:)|If you (?:Tributed|discarded|banished|revealed|sent|targeted)\b(?![^:]*:)|If not,|If this card is not|Immediately after|This (?:effect|Special Summon|card's effect|is treated)|These effects|Until the end of|While this card is face-up on the field, (?:it|that)|It |That |They |Those |Its |Their |That's |For the rest of|Also |Any |The )/;
/** What "this effect" placed / Summoned / banished: a sentence about it continues the effect. */
const ABOUT_THIS_EFFECT = /\b(?:placed by this effect|Summoned by this effect|banished by this effect|that banished (?:monster|card))\b/;

/** A sentence that continues the effect before it rather than starting one; "… instead." and the "this effect" sentences only without a condition (":"). */
function isContinuation(text: string): boolean {
  if (CONTINUATION_OPENER.test(text)) return true;
  if (text.includes(":")) return false;
  // A sentence with its own "You can <cost>;" is its own effect, even when it ends "… instead." or names "that banished
  // monster" ("You can banish 1 monster from your Deck; this card's name becomes that banished monster's name").
  if (/^You can\b[^.;]*;/i.test(text)) return false;
  if (text.endsWith("instead.") && /\binstead\.$/.test(text)) return true;
  const about = ABOUT_THIS_EFFECT.exec(text);
  if (!about) return false;
  const dot = text.indexOf(".");
  return dot < 0 || dot > about.index;
}

/** A Gemini Monster's "… you can Normal Summon it to have it be treated as an Effect Monster with this effect:" line: the bullets after it are its own effects. */
const GEMINI = /\bNormal Summon it to have it (?:be )?treated as an Effect Monster\b/i;

function hasCondition(s: Piece): boolean {
  return /^●\s*[^:;]{3,}:\s/.test(s.text) || /^●\s*(?:You can|Once per)\b/i.test(s.text);
}

function isNote(s: Piece): boolean {
  return /^\((?!Quick Effect\))/i.test(s.text);
}

/** Groups sentences into effects: a sentence continues the current effect when it is a continuation, a note or a once-per-turn restriction. */
function groupSentences(ss: Piece[]): Piece[][] {
  const groups: Piece[][] = [];
  for (const s of ss) {
    const cur = groups[groups.length - 1];
    const cont =
      cur &&
      !(GEMINI.test(cur[cur.length - 1]!.text) && /^●/.test(s.text)) &&
      (isNote(s) ||
        HARD_ONCE.test(s.text) ||
        isContinuation(s.text) ||
        (/^●/.test(s.text) && !hasCondition(s)) ||
        (OPTION_LABEL.test(s.text) && cur.some((c) => RESULT_OPTIONS.test(c.text))) ||
        // "When this card is Summoned, toss a coin: ● Heads: … ● Tails: …": the results of the toss are options of its effect.
        (/^[●•]\s*(?:Heads|Tails)\s*:/i.test(s.text) && cur.some((c) => /\btoss(?:es)? a coin\b/i.test(c.text))) ||
        (/^(?:\d+\+?|[●•])/.test(s.text) === false && endsOpen(cur)));
    if (cont) cur.push(s);
    else groups.push([s]);
  }
  return groups.flatMap(splitAnnouncedBullets);
}

/**
 * "You can only use 1 of the following effects of "X" per turn, and only once that turn. ● …; … ● …; …": the bullets after a
 * once-per-turn sentence that announces them are effects of their own (each kept with the sentences that follow it).
 */
function splitAnnouncedBullets(g: Piece[]): Piece[][] {
  const k = g.findIndex((s) => HARD_ONCE.test(s.text) && !s.text.includes(":") && /\bfollowing effects?\b/i.test(s.text));
  if (k < 0 || !g.slice(k + 1).some((s) => /^[●•]/.test(s.text))) return [g];
  const out: Piece[][] = [g.slice(0, k + 1)];
  for (const s of g.slice(k + 1)) {
    if (/^[●•]/.test(s.text) || out.length === 1) out.push([s]);
    else out[out.length - 1]!.push(s);
  }
  return out;
}

/** A short option label: "1:", "3-4:", "● Monster:", "● Heads:". */
const OPTION_LABEL = /^(?:[●•]\s*)?(?:\d+(?:\s*[-–~]\s*\d+)?\+?|[A-Z][\w'"-]*(?: [\w'"-]+){0,2}):\s/;
/** A sentence whose result depends on a roll, a reveal or a type: the labelled lines after it are its options. */
const RESULT_OPTIONS =
  /^(?![^.]*\b(?:gains?|gets?|receives?) (?:these|the following|effects)\b|[^.]*\bcan activate these effects\b)[^.]*\b(?:apply the (?:result|appropriate effect|proper effect)|based on (?:the|its|that|which|whose)|depending on|according to the result)\b/i;
/** "… activate 1 of these effects." / "Apply 1 of the following effects.": the bullets after it are its options. */
const OPTIONS_FOLLOW =
  /^(?![^.]*\bonly (?:use|activate|apply)\b)[^.]*\b(?:activate|apply|use|choose) (?:1|one|either|any number) of (?:these|the following) effects\b[^.:]*\.$/i;

/** True when the group's last sentence announces more ("apply these effects.", "activate 1 of these effects." ending with ":"). */
function endsOpen(g: Piece[]): boolean {
  const last = g[g.length - 1]!.text;
  return last.endsWith(":") || last.endsWith(";") || (last.includes("effects") && OPTIONS_FOLLOW.test(last) && !/^●/.test(last));
}

function groupPiece(text: string, g: Piece[]): Piece {
  return piece(text, g[0]!.start, g[g.length - 1]!.end);
}

/** PSCT splits of the card being analysed, by the start offset of the sentence (cleared by {@link analyseCard}). */
const psctSplits = new Map<number, { condition?: Piece; cost?: Piece }>();

/** PSCT split of an effect's first sentence: condition before ":", cost before ";". Computed once per sentence of a card. */
function psct(text: string, first: Piece): { condition?: Piece; cost?: Piece } {
  let out = psctSplits.get(first.start);
  if (!out) psctSplits.set(first.start, (out = psctSplit(text, first)));
  return out;
}

/** The characters {@link psctSplit} acts on: quotes, parentheses, colons and semicolons. */
const PSCT_MARKS = /[":;()]/g;

function psctSplit(text: string, first: Piece): { condition?: Piece; cost?: Piece } {
  // One pass over the sentence: the first top-level ": " (a colon followed by white space or the end), the first
  // top-level ";", and the first ";" after that colon (outside "quoted names" and parentheses).
  let quote = startsInQuote(text, first.start);
  let depth = 0;
  let colon = -1;
  let firstSemi = -1;
  let semiAfterColon = -1;
  PSCT_MARKS.lastIndex = first.start;
  for (let m = PSCT_MARKS.exec(text); m && m.index < first.end; m = PSCT_MARKS.exec(text)) {
    const i = m.index;
    const c = text.charCodeAt(i);
    if (c === 34) quote = !quote;
    else if (quote) continue;
    else if (c === 40) depth++;
    else if (c === 41) depth = Math.max(0, depth - 1);
    else if (depth !== 0) continue;
    else if (c === 58 && colon < 0 && (i + 1 >= first.end || /\s/.test(text[i + 1]!))) colon = i;
    else if (c === 59) {
      if (firstSemi < 0) firstSemi = i;
      if (colon >= 0) {
        semiAfterColon = i;
        break;
      }
    }
  }
  const out: { condition?: Piece; cost?: Piece } = {};
  let semi = firstSemi;
  if (colon >= 0 && (firstSemi < 0 || colon < firstSemi)) {
    out.condition = piece(text, first.start, colon);
    semi = semiAfterColon;
  }
  if (semi >= 0) out.cost = piece(text, out.condition ? colon + 1 : first.start, semi);
  return out;
}

/** The condition of a sentence (text before its first top-level ": "), if any. */
function psctCondition(sentence: string): string | undefined {
  const i = topLevel(sentence, 0, sentence.length, ":").find((k) => k + 1 >= sentence.length || /\s/.test(sentence[k + 1]!));
  const semi = topLevel(sentence, 0, sentence.length, ";")[0];
  return i !== undefined && (semi === undefined || i < semi) ? sentence.slice(0, i).trim() : undefined;
}

/**
 * Past-tense states of this turn in a condition ("if this card was Normal or Special Summoned this turn", "if this card
 * was activated this turn", "because it was sent there this turn", "except the turn it was sent to the GY"): they
 * describe what happened earlier, not an event the effect responds to.
 */
const PAST_STATE =
  /,?\s*except (?:during )?the turn (?:it|this card) was sent (?:there|to the (?:GY|Graveyard))\b|\b(?:was|were) (?:[\w/-]+ ){0,4}?(?:Summoned|activated|sent there|sent to the (?:GY|Graveyard)|applied|destroyed|banished|used) this turn\b|\bbecause it was sent there this turn\b/gi;

/** A condition that opens with a window in the Battle Phase: "During your Battle Phase, …", "Once per Battle Phase, …". */
const BATTLE_PHASE_WINDOW =
  /^(?:once per turn,\s*)?(?:during (?:the|your|your opponent's|either player's) Battle Phase\b|once per Battle Phase\b)(?!\s*,?\s*(?:at|when)\b)/i;

/** A condition about how a Summon was done: "If this card was Special Summoned using …", "If you Synchro Summoned using this card". */
const SUMMONED_USING =
  /^(?:once per turn,\s*)?(?:if|when) (?:this card was (?:\w+ )?Summoned (?:using|by using|with)\b|you (?:\w+ )?Summon(?:ed)? (?:a monster )?using this card\b)/i;
/**
 * An old-wording optional action set in a Standby, End or Draw Phase, or in place of the normal draw ("If this card is in
 * face-up Defense Position during your End Phase, you can add …", "You can add 1 card from your Graveyard to your hand instead
 * of conducting your normal draw"): a phase-triggered effect, as PSCT writes "During your End Phase: You can …".
 */
const OLD_PHASE_OPTIONAL =
  /^(?![^.]*[:;])(?=[^.]*\byou can (?!only\b))[^.]*(?:\bduring (?:your|each of your|your opponent's|the|each) (?:Standby|End|Draw) Phases?\b|\binstead of conducting (?:your|a|the) normal draw\b)/i;

/** An event in the present tense ("when …", "if this card is Normal or Special Summoned", "if you Special Summon …"), not a past state. */
const PRESENT_EVENT =
  /\bwhen\b|\b(?:is|are) (?:[\w/-]+ ){0,4}?(?:Summoned|sent|destroyed|banished|added|targeted)\b|\b(?:you|your opponent|a player) (?:[\w/-]+ ){0,3}?(?:Summons?|activates?)\b|\b(?:you|your opponent|a player) takes? (?:[\w/-]+ ){0,4}?damage\b/i;

function hasEvent(cond0: string): boolean {
  const cond = cond0.includes(" turn") ? cond0.replace(PAST_STATE, "") : cond0;
  if (/^(?:once per turn,\s*)?(?:when|each time|whenever|after resolving)\b/i.test(cond)) return true;
  if (/^(?:once per turn,\s*)?if\b/i.test(cond) || /,\s*if\b/i.test(cond)) {
    const ifPart = cond.slice(cond.search(/\bif\b/i));
    if (STATE_IF.test(ifPart.replace(/^if/i, "if")) && !/\bwhen\b/i.test(ifPart))
      return (
        EVENT.test(ifPart.replace(STATE_IF, "")) &&
        /\b(?:is|are|was|were) (?:\w+ )?(?:Summoned|sent|destroyed|banished|added|targeted)\b/.test(ifPart) &&
        !/\b(?:that|which|who) (?:was|were|is|are)\b/.test(ifPart)
      );
    return EVENT.test(ifPart);
  }
  if (/\b(?:when|each time)\b/i.test(cond)) return true;
  return false;
}

/**
 * The old Quick Effect wording in a condition: "During either player's turn", "During either player's Battle Phase, when …",
 * "… during the Damage Step (in either player's turn)": a time in both players' turns (a Standby or End Phase is a phase trigger instead), which an Ignition or a Trigger Effect
 * (Spell Speed 1, own turn / Chain Link 1 only) could not name as its window (reference b.5: old "during either player's turn").
 */
const EITHER_PLAYERS_TIME =
  /^(?:once per (?:turn|chain|battle(?: Phase)?),\s*)?during (?:either|each) player's (?:turn|Main Phase|Battle Phase|Damage Step)\b|\((?:in|during) either player's turn\)/i;

/** "(except during the Damage Step)" and the like: they exclude the Damage Step, they do not name it as the time. */
const EXCEPT_DAMAGE_STEP = /\(?\b(?:except|other than) (?:during|in) the Damage Step\)?/gi;

/**
 * Untagged monster-effect conditions that make a Quick Effect (Spell Speed 2): the old "During either player's turn"
 * opener (the "(Quick Effect)" label replaced it), a time in the Damage Step ("During damage calculation, if …:"),
 * an attempted Summon ("would be Summoned"), or an activation it chains to ("when your opponent activates …", "when this
 * card is targeted by a card effect"). An untagged effect on an attack declaration or attack target, from the field or from
 * the hand ("When an opponent's monster declares an attack: You can negate the attack", "When your monster is targeted for an
 * attack: You can send this card from your hand …"), and one "During damage calculation, if …:", stays a Trigger Effect
 * (modern text labels the Quick ones).
 */
function fastCondition(cond: string): Classified | undefined {
  if (EITHER_PLAYERS_TIME.test(cond)) return { kind: "quick", why: "old wording: during either player's turn (Spell Speed 2)" };
  const timed = cond.replace(EXCEPT_DAMAGE_STEP, "");
  if (
    (/\bduring damage calculation\b/i.test(timed) && /\b(?:in|during) either player's turn\b/i.test(timed)) ||
    (/^(?:once per (?:turn|battle),\s*)?during\b/i.test(timed) &&
      /\b(?:Damage Step|Battle Step)\b/i.test(timed) &&
      !/\b(?:at the start|at the end)\b/i.test(timed))
  )
    return { kind: "quick", why: "activated during the Damage Step / damage calculation (Spell Speed 2)" };
  if (/\bwould (?:Normal |Special |Flip |Tribute )?Summon\b|\bwould be (?:Normal |Special |Flip |Tribute )?Summoned\b/i.test(cond))
    return { kind: "quick", why: "responds to an attack target / a Summon attempt (Spell Speed 2)" };
  if (
    (RESPONDS_TO_ACTIVATION.test(cond) ||
      /\bwhen\b[^:]*\b(?:is|are) targeted by (?:an? |the |your opponent's )?(?:card|Spell|Trap|monster|effect)/i.test(cond)) &&
    !/\b(?:to|you can) activate\b|\bor if\b/i.test(cond)
  )
    return { kind: "quick", why: "responds to an activation (chains to it: Spell Speed 2)" };
  return undefined;
}

interface Classified {
  kind: EffectKind;
  why: string;
  flip?: boolean;
  whenTrigger?: boolean;
}

/** Kind of a monster-style effect from its wording (PSCT; PR17 pp. 108–112). */
function classifyWording(first0: string, cond0: string | undefined, cost: string | undefined, group: readonly Piece[]): Classified {
  // The label anywhere before the effect: "● (Quick Effect): You can …", "You can target 1 monster … (Quick Effect); …", "Quick Effect: You can …".
  if (first0.includes("Quick Effect") && QUICK_TAG_BEFORE_EFFECT.test(first0)) return { kind: "quick", why: "(Quick Effect)" };
  if (first0.includes("Quick Effect") && OLD_QUICK_LABEL.test(first0)) return { kind: "quick", why: "(this is a Quick Effect)" };
  const first = first0.replace(/^[●•]\s*/, "");
  const cond = cond0?.replace(/^[●•]\s*/, "");
  // A bullet labelled "1+:", "Your turn:", "Fusion:" names an option, not a condition: classify what follows.
  if (
    cond !== undefined &&
    /^[●•]/.test(first0) &&
    !/^(?:once|if|when|during|at|each|while|you|flip|after|before|unless|except)\b/i.test(cond)
  ) {
    const body = first.slice(first.indexOf(":") + 1).trim();
    return classifyWording(body, psctCondition(body), cost, group);
  }
  if (SUMMON_CONDITION.test(first)) return { kind: "summon-condition", why: "Summon condition" };
  if (first.includes("Normal Summon it") && GEMINI.test(first))
    return { kind: "continuous", why: "Gemini: a second Normal Summon gives it the effects below" };
  if (
    cond === undefined &&
    /\byou can (?:\w+ ){0,8}?(?:Special Summon (?:this card|it) \((?:from|in)\b[^)]*\)|to Special Summon this card from your (?:hand|GY|Graveyard))/i.test(
      first,
    )
  )
    return { kind: "summon-condition", why: "inherent Special Summon (no activation)" };
  if (
    cond === undefined &&
    !/;/.test(first) &&
    /\byou can (?:Normal Summon|Tribute Summon|Special Summon|Normal Set|Tribute)\b[^.]*?(?:\bwithout Tributing\b|\bin addition to your Normal Summon|\bfor 1 less Tribute\b|\bSpecial Summon this card by\b|\bto Tribute Summon\b)/i.test(
      first,
    )
  )
    return { kind: "summon-condition", why: "Summon procedure (no activation)" };
  if (cond === undefined && !/;/.test(first) && !OLD_EVENT_OPENER.test(first)) {
    if (OLD_PROCEDURE.test(first)) return { kind: "summon-condition", why: "old wording: Summon procedure (no activation)" };
    if (RULE_MODIFIER.test(first)) return { kind: "continuous", why: "old wording: changes a rule for this card (no activation)" };
  }
  if (cond !== undefined) return classifyCondition(first, cond);
  return classifyOldWording(first0, first, cost, group);
}

/** Kind of an effect whose PSCT condition (`cond`, before its ":") is known: the condition's wording decides. */
function classifyCondition(first: string, cond: string): Classified {
  if (/^FLIP\b/i.test(cond)) return { kind: "trigger", flip: true, why: "FLIP:" };
  if (/\(Quick Effect\)/i.test(cond)) return { kind: "quick", why: "(Quick Effect)" };
  if (/\bthe following effects?\b|\bgains? (?:these|the following)\b/i.test(cond) && !/\bactivate (?:1|one) of the following\b/i.test(cond))
    return { kind: "continuous", why: "introduces granted effects" };
  if (/^while\b/i.test(cond) && !/\byou can\b/i.test(first)) return { kind: "continuous", why: "While …: a continuous effect" };
  if (
    /\b(?:after damage calculation|at the (?:start|end) of the (?:Damage Step|Battle Phase))\b/i.test(cond) &&
    !/\(Quick Effect\)/i.test(cond)
  )
    return { kind: "trigger", why: "Damage Step / Battle Phase timing trigger" };
  const fast = fastCondition(cond);
  if (fast) return fast;
  // "During your opponent's Standby Phase:" is a phase-triggered effect (it happens once, when the phase begins), not a Quick Effect.
  // "At the start of your Main Phase 1, if …: You can …" is used in your open game state when the Main Phase begins: an
  // Ignition Effect with a window, not a trigger.
  if (/^(?:once per turn,\s*)?at the start of (?:your |the )?Main Phase\b/i.test(cond))
    return { kind: "ignition", why: "at the start of your Main Phase: a window of your open game state" };
  if (TRIGGER_TIMES.test(cond)) return { kind: "trigger", why: "phase/step timing trigger" };
  // "During your Main Phase(, if …):" names a window the player chooses to act in, not an event: an Ignition Effect.
  if (/^(?:once per turn,\s*)?during your Main Phase(?: [12])?\b/i.test(cond) && !PRESENT_EVENT.test(cond))
    return { kind: "ignition", why: "during your Main Phase: a window, not an event" };
  // "During your Battle Phase, if this card is co-linked:", "Once per Battle Phase, if this card was Normal Summoned this
  // turn:": a window in the Battle Phase with a state, not an event; an Ignition Effect could not be used there.
  if (BATTLE_PHASE_WINDOW.test(cond) && !PRESENT_EVENT.test(cond))
    return { kind: "quick", why: "untagged: a window in the Battle Phase (Spell Speed 2)" };
  if (QUICK_TURNS.test(cond) && !hasEvent(cond)) return { kind: "quick", why: "untagged: names the opponent's/either player's turn" };
  // "If this card was Special Summoned using only Dragons: You can …", "If you Synchro Summoned using this card as material:":
  // how a Summon was done, checked when it happens (not "this turn"): a Trigger Effect on that Summon.
  if (SUMMONED_USING.test(cond) && !/\bthis turn\b/i.test(cond)) return { kind: "trigger", why: "event condition: a Summon using …" };
  if (hasEvent(cond))
    return {
      kind: "trigger",
      why: "event condition",
      whenTrigger: /^(?:once per turn,\s*)?when\b/i.test(cond) || /,\s*when\b/i.test(cond),
    };
  if (/^(?:once per turn,\s*)?during\b/i.test(cond) && FAST_SEGMENTS.test(cond) && !/\bMain Phase\b/i.test(cond))
    return { kind: "quick", why: "untagged: names the Battle Phase / Damage Step" };
  return { kind: "ignition", why: "condition without an event" };
}

/**
 * Kind of an effect without a PSCT condition: an effect written without one (a cost with ";", a
 * continuous effect) or in old (pre-PSCT) wording. `first0` is the sentence as written (with its
 * bullet), `first` without the bullet.
 */
function classifyOldWording(first0: string, first: string, cost: string | undefined, group: readonly Piece[]): Classified {
  return oldTurnOrCostWording(first, group) ?? oldEventWording(first) ?? costOrResultWording(first0, first, cost);
}

/**
 * Kind of an effect from its old turn or cost wording ("during either player's turn, you can …",
 * "By Tributing …", "<cost> to <effect>"); undefined when that does not decide.
 */
function oldTurnOrCostWording(s: string, group: readonly Piece[]): Classified | undefined {
  if (
    (/^(?:once per turn,\s*)?(?:during (?:either|each) player's turn|during your opponent's turn)\b/i.test(s) &&
      /\byou can\b/i.test(s) &&
      !RULE_MODIFIER.test(s)) ||
    group.some((x) => x.text.includes("player's turn") && OLD_EITHER_TURN_SENTENCE.test(x.text)) ||
    /\bduring either player's turn, you can\b/i.test(s)
  )
    return { kind: "quick", why: "old wording: either player's turn" };
  if (/^(?:once per turn,\s*)?By (?:Tributing|sending|discarding|paying|removing|banishing|returning|detaching)\b/i.test(s))
    return { kind: "ignition", why: "old wording: By <cost>, <effect>" };
  if (OLD_COST_TO.test(s) || OLD_COST_FIRST.test(s)) return { kind: "ignition", why: "old wording: <cost> to <effect>" };
  if (!/^(?:once per turn,\s*)?you can\b/i.test(s) && NOT_A_TRIGGER.test(s))
    return { kind: "continuous", why: "old wording: a continuous effect (counters, linked destruction, negation on resolution)" };
  if (OLD_RESPONDS_TO_ACTIVATION.test(s) && /\bnegate\b|,\s*you can\b/i.test(s))
    return { kind: "quick", why: "old wording: responds to an activation (chains to it: Spell Speed 2)" };
  return undefined;
}

/** Kind of an effect from its old event or phase wording ("When …, destroy …", "FLIP"); undefined when that does not decide. */
function oldEventWording(s: string): Classified | undefined {
  // Old (pre-PSCT) event wording is a trigger only when its result is an action ("…, destroy …", "…, you can draw …");
  // "…, it is unaffected …", "…, this card can be used as …" describe continuous effects.
  // "While equipped …, each time/if/when <event>, <action>" is a trigger too (the clause only says when it can happen).
  const event = s.replace(WHILE_CLAUSE, "");
  if (
    /^(?:once per turn,\s*)?(?:when|each time|whenever|after (?:a|the) Chain\b)/i.test(event) &&
    (ACTION.test(event) || oneOffResult(event)) &&
    !NOT_A_TRIGGER.test(event)
  )
    return { kind: "trigger", why: "old wording: event", whenTrigger: /^(?:once per turn,\s*)?when\b/i.test(event) };
  if (/^(?:once per turn,\s*)?if\b/i.test(event) && hasEvent(event.split(",")[0]!) && (ACTION.test(event) || oneOffResult(event)))
    return { kind: "trigger", why: "old wording: event" };
  if (TRIGGER_TIMES.test(event) && /,/.test(event)) return { kind: "trigger", why: "old wording: phase timing" };
  if (/Phases?\.$/.test(s) && TRAILING_PHASE.test(s) && !/\b(?:destroy|send) this card\b|\bcannot\b/i.test(s))
    return { kind: "trigger", why: "old wording: an action during each Standby / End Phase" };
  // "FLIP:" in capitals; "Flip Effects are not activated at this time." is a note.
  if (/^FLIP\b/.test(s)) return { kind: "trigger", flip: true, why: "FLIP" };
  if (OLD_PHASE_OPTIONAL.test(s) && !/^you can only\b/i.test(s))
    return { kind: "trigger", why: "old wording: you can … in the Standby/End/Draw Phase (phase trigger)" };
  return undefined;
}

/** Kind of an effect that the cost, the bullet or the result wording decides (the last of the old-wording checks). */
function costOrResultWording(first0: string, s: string, cost: string | undefined): Classified {
  if (cost !== undefined && /^(?:once per turn,\s*)?you can\b/i.test(cost)) return { kind: "ignition", why: "You can …; …" };
  // A bullet "● Send this card and 1 monster you control to the GY; draw 1 card." under "You can only use 1 of the following
  // effects …": PSCT's ";" closes the cost of an activated effect, so without a condition it is an Ignition Effect.
  if (cost !== undefined && /^[●•]/.test(first0) && !/^(?:if|when|each time|while|during|at)\b/i.test(s))
    return { kind: "ignition", why: "● <cost/target>; <effect> (PSCT: activated)" };
  if (
    /^(?:once per turn,\s*)?(?:during (?:either player's|each player's|your opponent's) (?:turn|Main Phase|Battle Phase|Main Phase or Battle Phase|Standby Phase|End Phase),\s*)(?:[^,]*,\s*)?(?:you can|you may)\b/i.test(
      s,
    )
  )
    return { kind: "quick", why: "old wording: either player's turn, you can" };
  if (
    /^(?:once per turn(?:,| :)\s*)?(?:during your Main Phase(?: \d)?,\s*)?(?:if [^,]*,\s*)?(?:you can|you may)\b/i.test(s) &&
    !/^you can (?:only|use|activate 1 (?!of (?:these|the following) effects)|control|have)\b/i.test(s)
  ) {
    // "Once per turn, if either player rolls a die while …, you can …": an event in the "if" clause makes it a Trigger Effect.
    const ifClause = /^(?:once per turn(?:,| :)\s*)?(?:during your Main Phase(?: \d)?,\s*)?(if [^,]*),/i.exec(s)?.[1];
    if (ifClause && hasEvent(ifClause)) return { kind: "trigger", why: "old wording: if <event>, you can" };
    return { kind: "ignition", why: "old wording: You can" };
  }
  if (TRAILING_EVENT.test(s) && !NOT_A_TRIGGER.test(s) && !/\b(?:cannot|can't|for each|until)\b/i.test(s))
    return { kind: "trigger", why: "old wording: <action> each time / when <event>" };
  if (TIMED_ACTION.test(s) && !/\b(?:cannot|can't|until|only|unless|instead)\b/i.test(s))
    return { kind: "trigger", why: "old wording: an action at a named moment (End Phase, end of the Damage Step)" };
  return oldOptionalAction(s) ?? { kind: "continuous", why: "no activation wording" };
}

/** "…, you can <action>" after an opening clause, in a sentence without ":" (pre-PSCT wording of an activated effect). */
const OLD_OPTIONAL_ACTION =
  /^([^:;]*?),\s*(?:during (?:the Damage Step|damage calculation),\s*)?you can (?:also )?(?:negate|destroy|Special Summon|send|Tribute|discard|remove|banish|pay|select|target|return|add|draw|change|equip|inflict|reduce|flip|gain|take control|detach|shuffle|place)\b/i;
/** A clause of an old-wording effect that makes it a Quick Effect: the opponent's turn, the Battle Phase / Damage Step, a response to an activation. */
const OLD_QUICK_CLAUSE =
  /\b(?:your opponent's (?:turn|Battle Phase|Main Phase)|either player's turn|each player's turn|Battle Phase|Battle Step|Damage Step|damage calculation|activates?|is activated|are activated|would be (?:destroyed|Summoned|Special Summoned))\b/i;

/**
 * Old (pre-PSCT) wording of an activated effect: an opening clause, then "you can <action>" ("During damage calculation,
 * you can send this card from your hand to the Graveyard to …", "When your opponent Special Summons a monster, you can
 * Tribute …", "Once during each of your turns, when your opponent activates a Spell/Trap Card, you can negate the
 * activation"). A clause that names the opponent's turn, the Battle Phase or Damage Step, or an activation makes it a
 * Quick Effect; an event a Trigger Effect; anything else ("While this card is face-up on the field,") an Ignition Effect.
 */
function oldOptionalAction(s: string): Classified | undefined {
  const m = OLD_OPTIONAL_ACTION.exec(s);
  if (!m) return undefined;
  const clause = m[1]!;
  // "To Tribute Summon this card face-up, you can Tribute …" is a Summon procedure; "you can negate an activated effect that
  // targets …, then destroy this card" negates on resolution (a continuous effect, not a Chain Link).
  if (/^to\b/i.test(clause) || /\byou can negate (?:an?|the) (?:activated )?(?:card )?effect\b/i.test(s)) return undefined;
  if (OLD_QUICK_CLAUSE.test(clause) || /\bnegate the activation\b/i.test(s))
    return { kind: "quick", why: "old wording: …, you can (Spell Speed 2 time)" };
  if (hasEvent(clause)) return { kind: "trigger", why: "old wording: event, you can", whenTrigger: /\bwhen\b/i.test(clause) };
  return { kind: "ignition", why: "old wording: …, you can" };
}

/** The Spell Speed of an effect of a kind on a card, from the timing classes (`kind-timings.ts`); undefined when not activated. */
function speedOf(kind: EffectKind, card: CardKind): SpellSpeed | undefined {
  if (kind === "activation")
    return card.kind === "spell" || card.kind === "trap" ? activationClass(card.kind, card.subtype).speed : undefined;
  // A Trap Card's effects are Spell Speed 2, its Trigger Effects too (RB p. 30; reference b.1).
  if (kind === "trigger" && card.kind === "trap") return 2;
  return EFFECT_KIND_TIMINGS[kind].speed;
}

/**
 * The opening of a Normal Trap whose text is a Trigger Effect of the card itself while Set ("When this Set card is destroyed
 * and sent to the GY, …", "If this face-down card is destroyed …", "If this card is sent to the GY: …"), not the text of its
 * activation.
 */
const SET_CARD_TRIGGER =
  /^(?:when|if) this (?:Set|face-down) card\b|^(?:when|if) this card is (?:sent to the (?:GY|Graveyard)|banished|destroyed(?: and sent to the (?:GY|Graveyard))?)\s*[:,]/i;
/** A sentence of a Spell/Trap's activation that gives a monster (or the card itself as an Equip Card) effects listed after it. */
const GRANTS_EFFECTS = /\bgains? (?:these|the following|this) effects?\b|\bwith (?:these|the following) effects\b/i;
/** A Normal Spell/Trap that stays on the field after it resolves: it equips itself to a monster or becomes a monster. */
const STAYS_ON_FIELD =
  /\bequip this card to (?:it|that (?:target|monster)|a monster)\b|\bSpecial Summon this card (?:in Defense Position )?as (?:a|an) (?:Normal|Effect) Monster\b/i;
const GY_EFFECT =
  /\b(?:this card (?:is |was )?(?:in|from) (?:your|the) (?:GY|Graveyard)|banish this card(?: and [^;:.]*?)? from (?:your|the) (?:GY|Graveyard)|this (?:Set |face-up )?card(?: (?:in|on|from|you control)[^,:;]*?)? (?:is|was|are|has) (?:sent|destroyed|banished|added|returned|left)|(?:the activation of )?this card(?:'s activation)? is negated|this card in your (?:GY|Graveyard)|this card is in your (?:GY|Graveyard|hand)|If this card is in your)\b/i;

const DURING = /during/i;

/** Restrictions on when a card or effect can be activated: its condition and "Activate this card only during …" sentences. */
function restrictionPhrases(text: string, e: { condition?: Piece; group: Piece[] }): TimingPhrase[] {
  const out: TimingPhrase[] = [];
  if (e.condition)
    for (const p of findTimingPhrases(text, e.condition.start, e.condition.end))
      if (!NEXT_TIME.test(p.text) && !isException(text, p)) out.push(p);
  for (const s of e.group) {
    if (!DURING.test(s.text)) continue;
    const m = ACTIVATE_DURING.exec(s.text);
    // "…, unless …" opens another route: the sentence restricts nothing for sure.
    if (m && !UNLESS.test(s.text))
      for (const p of findTimingPhrases(text, s.start + m.index, s.start + m.index + m[0].length)) if (!isException(text, p)) out.push(p);
  }
  return out;
}

/** "the next Standby Phase": a later time the effect refers to, not when it can be activated. */
const NEXT_TIME = /^(?:the next|your next|your opponent's next)/i;
/** "Activate this card only during …" and the like, up to the end of the clause. */
const ACTIVATE_DURING =
  /\b(?:activate (?:this card|this effect|only)|can only be activated|can be activated|you can activate this (?:card|effect)|you can only activate this card)\b(?:(?!,\s*but\b)[^.;:])*?\b(?:only )?during\b[^.;:]*/i;
const UNLESS = /\bunless\b/i;
const EXCEPTION_BEFORE = /\b(?:except|even|unless|other than)\s+(?:during|in)?\s*$/i;

/** "(except during the Damage Step)", "even during the Damage Step" widen or subtract; they never name the only time. */
function isException(text: string, p: TimingPhrase): boolean {
  return EXCEPTION_BEFORE.test(text.slice(Math.max(0, p.start - 20), p.start));
}

/** "When a Counter Trap Card is activated": the effect must be chained to a Spell Speed 3 link. */
export const RESPONDS_TO_COUNTER_TRAP =
  /\b(?:a|an|your opponent's|the) Counter Trap(?: Card)?(?:'s effect)? is activated\b|\bactivates? a Counter Trap\b/i;

/**
 * A sentence of the card that grants it your own Standby Phase ("Activate this card only during your Standby Phase", "You
 * can only activate this card during your Standby Phase"): the one documented exception to Spell Speed 1 Spell Cards
 * being Main-Phase cards (Curse of Fiend, whose text moves its window there). Any other time — the Battle Phase, which
 * only fast effects can use, the End Phase, the opponent's turn — and any condition ("During your End Phase: …") leaves
 * the Main Phase as the only window, so the card can never be activated.
 */
const GRANTS_ITS_TIME = /\b(?:you can (?:only )?activate this card (?:only )?|activate this card only )during your Standby Phase\b/i;

/** How far a Spell Speed 1 Spell Card or Ignition Effect reaches ({@link Speed1Reach}); undefined for anything else. */
function speed1ReachOf(kind: EffectKind, speed: SpellSpeed | undefined, timing: TimingPhrase[], text: string): Speed1Reach | undefined {
  if (speed !== 1 || (kind !== "ignition" && kind !== "activation")) return undefined;
  if (timing.length === 0) return "main";
  if (kind === "activation") return GRANTS_ITS_TIME.test(text) ? "ownTurn" : "main";
  return "ownTurnOutsideBattle";
}

function windowFor(
  kind: EffectKind,
  speed: SpellSpeed | undefined,
  timing: TimingPhrase[],
  condition: Piece | undefined,
  reach: Speed1Reach | undefined,
): YgoWindow | undefined {
  if (speed === undefined) return undefined;
  const named = phrasesWindow(timing);
  let base = speedWindow(speed);
  // A Spell Speed 1 Spell Card or Ignition Effect: your own Main Phase, in an open game state (RB pp. 28–30, 44–45;
  // PR17 p. 109); a time its text names narrows that window unless the card's text grants it that time.
  if (reach) base = speed1Window(reach);
  if (kind !== "trigger" && condition && RESPONDS_TO_COUNTER_TRAP.test(condition.text))
    base = base.intersect(YgoWindow.of({ axes: ["chain3"] }));
  // Triggers activate when their event happens, as Chain Link 1 (or in SEGOC): any turn.
  if (kind === "trigger") base = YgoWindow.of({ axes: ["open"] });
  return named ? base.intersect(named) : base;
}

function makeEffect(
  text: string,
  group: Piece[],
  section: Section["name"],
  kind: EffectKind,
  card: CardKind,
  extra: Partial<YgoEffect> & { why: string },
): YgoEffect {
  const first = group[0] ?? piece(text, 0, 0);
  const { condition, cost } = group.length ? psct(text, first) : {};
  const span = group.length ? groupPiece(text, group) : piece(text, 0, 0);
  const tag0 = first.text.includes("Quick Effect") ? QUICK_TAG.exec(first.text) : null;
  // An untagged "During the Battle Phase: You can …" (`untagged-fast-time.ts`): printed cards of that age meant a Quick
  // Effect, and its kind stays one; but as written it reads as an Ignition Effect, and its window is that reading's —
  // never usable at the time it names, as ambiguous-spell-speed says — in the rules and the Timing Map alike.
  const fastTime = kind === "quick" && !tag0 ? untaggedFastTime(card, { condition, section }) : undefined;
  const speed = speedOf(kind, card);
  const timing =
    kind === "continuous" || kind === "summon-condition" || kind === "materials" ? [] : restrictionPhrases(text, { condition, group });
  const e: YgoEffect = { kind, section, span, optional: /\byou can\b/i.test(first.text), timing, why: extra.why };
  if (speed !== undefined) e.speed = speed;
  if (condition) e.condition = condition;
  if (cost) e.cost = cost;
  const tag = tag0;
  if (tag) e.quickTag = piece(text, first.start + tag.index, first.start + tag.index + tag[0].length);
  const once = /^Once per (?:turn|Chain|Duel)|^Once while (?:face-up|this card is face-up) on the field/i.exec(first.text);
  if (once) e.oncePer = piece(text, first.start, first.start + once[0].length);
  const quickIf = group.slice(1).find((s) => QUICK_IF.test(s.text));
  if (quickIf && kind === "ignition") e.quickIf = quickIf;
  const hard = group.slice(1).filter((s) => HARD_ONCE.test(s.text));
  if (hard.length) e.hardOnce = hard;
  if (fastTime) e.untaggedFastTime = fastTime;
  if (extra.flip) e.flip = true;
  if (extra.whenTrigger) e.whenTrigger = true;
  const { reach, window } = effectWindow(kind, speed, timing, condition, span.text, fastTime !== undefined);
  if (reach) e.speed1Reach = reach;
  if (window) e.window = window;
  return e;
}

/** An effect's reach and window; read as written, an untagged fast time is an Ignition Effect's (Spell Speed 1). */
function effectWindow(
  kind: EffectKind,
  speed: SpellSpeed | undefined,
  timing: TimingPhrase[],
  condition: Piece | undefined,
  text: string,
  untaggedFast: boolean,
): { reach?: Speed1Reach; window?: YgoWindow } {
  if (untaggedFast) return { reach: "ownTurnOutsideBattle", window: windowFor("ignition", 1, timing, condition, "ownTurnOutsideBattle") };
  const reach = speed1ReachOf(kind, speed, timing, text);
  return { reach, window: windowFor(kind, speed, timing, condition, reach) };
}

/** Effects printed in one section of a monster (or a Pendulum Effect). */
function monsterEffects(text: string, sec: Section, card: CardKind): YgoEffect[] {
  const out: YgoEffect[] = [];
  let ss = sentences(text, sec.start, sec.end);
  if (sec.name !== "pendulum" && hasMaterialLine(card) && ss.length) {
    // The first line of a Fusion/Synchro/Xyz/Link Monster lists its materials (after a "[ Monster Effect ]" marker's line end).
    const first = ss[0]!.start;
    const nl = text.slice(first, sec.end).search(/\r|\n/);
    const lineEnd = nl < 0 ? sec.end : first + nl;
    const mats = ss.filter((s) => s.end <= lineEnd);
    if (mats.length && !mats.some((s) => topLevel(text, s.start, s.end, ":").length)) {
      out.push(makeEffect(text, mats, sec.name, "materials", card, { why: "material line" }));
      ss = ss.filter((s) => s.end > lineEnd);
    }
  }
  for (const g of groupSentences(ss)) {
    const first = g[0]!;
    if (HARD_ONCE.test(first.text) && !/:/.test(first.text)) continue;
    const { condition, cost } = psct(text, first);
    const c = classifyWording(first.text, condition?.text, cost?.text, g);
    // A monster that is a Continuous Trap Card in the Spell & Trap Zone activates its effects there as a Trap Card: Spell Speed 2 (RB p. 30).
    if (c.kind === "ignition" && condition && AS_CONTINUOUS_TRAP.test(condition.text)) c.kind = "quick";
    out.push(makeEffect(text, g, sec.name, c.kind, card, c));
  }
  return out;
}

/** "This is a Quick Effect if …" and its older form "This effect can be activated during either player's turn, if …". */
const QUICK_IF =
  /^(?:This is a Quick Effect if|This effect can (?:also )?be activated during (?:either|each) player's turn,? (?:if|while))\b/i;
const QUICK_TAG = /\(Quick Effect\)/i;
const AS_CONTINUOUS_TRAP = /\bthis card is (?:a|treated as a) Continuous Trap\b/i;

/** Effects of a Spell or Trap Card: its activation and any effects printed after it. */
function spellTrapEffects(text: string, sec: Section, card: CardKind): YgoEffect[] {
  const groups = groupSentences(sentences(text, sec.start, sec.end));
  const lasting = card.subtype === "Continuous" || card.subtype === "Field" || card.subtype === "Equip";
  const { activation, notes, next } = lasting ? lastingActivation(text, groups, card) : oneShotActivation(text, groups, card);
  const out: YgoEffect[] = [];
  out.push(
    makeEffect(text, activation, sec.name, "activation", card, {
      why: `activation of a ${card.subtype} ${card.kind === "spell" ? "Spell" : "Trap"} Card`,
    }),
  );
  for (const g of notes) out.push(makeEffect(text, g, sec.name, "continuous", card, { why: "note" }));
  for (const g of groups.slice(next)) {
    const first = g[0]!;
    if (HARD_ONCE.test(first.text) && !/:/.test(first.text)) continue;
    const { condition, cost } = psct(text, first);
    const c = classifyWording(first.text, condition?.text, cost?.text, g);
    const kind = c.kind === "summon-condition" ? "continuous" : c.kind;
    out.push(makeEffect(text, g, sec.name, spellTrapEffectKind(card, kind, condition?.text ?? first.text, first.text), card, c));
  }
  return out;
}

/** A Spell or Trap Card's activation: its sentence groups, the notes before it, and the index of the first group after it. */
interface ActivationGroups {
  activation: Piece[];
  notes: Piece[][];
  next: number;
}

/**
 * Normal / Quick-Play / Ritual / Counter: everything up to a separate GY/self effect is the
 * activation. A card that stays on the field after it resolves (it equips itself, or becomes a
 * monster) has its own effects after that.
 */
function oneShotActivation(text: string, groups: readonly Piece[][], card: CardKind): ActivationGroups {
  const activation: Piece[] = [];
  let i = 0;
  for (; i < groups.length; i++) {
    const g = groups[i]!;
    const opener = g[0]!.text;
    const ownEffect = psct(text, g[0]!).condition || /;/.test(opener) || /^You can\b/i.test(opener);
    if (i > 0 && ownEffect && (GY_EFFECT.test(opener) || activation.some((s) => STAYS_ON_FIELD.test(s.text)))) break;
    // "When this Set card is destroyed and sent to the GY: …" is what the card does when it is destroyed while Set, a
    // Trigger Effect of the card; activating the card does nothing.
    if (i === 0 && card.kind === "trap" && SET_CARD_TRIGGER.test(opener)) break;
    // The effects it grants ("… gains the following effect. ● When this card declares an attack: You can …") are effects
    // of their own, read like a monster's: each bullet with its own condition.
    if (i > 0 && /^[●•]/.test(opener) && activation.some((s) => GRANTS_EFFECTS.test(s.text))) break;
    pushAll(activation, g);
  }
  return { activation, notes: [], next: i };
}

/** Continuous / Field / Equip: the activation has its own text only when it says so or (Traps) acts at once. */
function lastingActivation(text: string, groups: readonly Piece[][], card: CardKind): ActivationGroups {
  const activation: Piece[] = [];
  const notes: Piece[][] = [];
  let i = 0;
  for (; i < groups.length; i++) {
    // A leading note ("(This card is always treated as a "Morphtronic" card.)") comes before the activation's text.
    if (!activation.length && isNote(groups[i]![0]!)) {
      notes.push(groups[i]!);
      continue;
    }
    if (!isOwnActivationText(text, groups[i]![0]!, card, i === notes.length)) break;
    pushAll(activation, groups[i]!);
  }
  return { activation, notes, next: i };
}

/** Whether a lasting card's sentence group (its first piece) is the text of the card's own activation; `leading` when nothing but notes came before. */
function isOwnActivationText(text: string, first: Piece, card: CardKind, leading: boolean): boolean {
  const t = first.text;
  const cond = psct(text, first).condition;
  const body = cond ? t.slice(cond.end - first.start + 1).trim() : t;
  return (
    /^(?:Activate this card|When (?:this card is activated|you activate this card)|You can activate this card|Activate only|If this card was Set)/i.test(
      t,
    ) ||
    // "Send 1 monster from your hand to the Graveyard and select 1 monster in your Graveyard. Special Summon it and equip it
    // with this card.": an old Equip/Continuous card whose text opens with its activation's cost.
    (leading && OLD_COST_FIRST.test(t) && !/\bto (?:use|activate) this (?:card's )?effect\b/i.test(t)) ||
    (leading &&
      card.kind === "trap" &&
      !/^you can\b/i.test(body) &&
      !/^(?:once per|each time)/i.test(t) &&
      /^(?:Target|Activate|Special Summon|Select|Choose|Declare|Pay|Send|Discard|Banish|Equip)\b/i.test(body) &&
      // "Discard 1 Spell Card from your hand to inflict 500 damage": a cost and its effect, used again and again.
      !OLD_COST_TO.test(body) &&
      !HARD_ONCE.test(t))
  );
}

/**
 * The kind of an effect printed after a Spell or Trap Card's activation. A Trap Card's activated
 * effects are Spell Speed 2 (RB p. 30), on the field and in the GY alike (Konami Q&A via the
 * reference, b.1): ignition-worded ones are Quick, and so are those met by an attack declaration
 * or an attempted Summon. Optional phase effects ("During the End Phase: You can …") can be used at
 * any time in that phase: Quick. Mandatory phase-triggered ones ("Once per turn, during your
 * Standby Phase: Take 1000 damage.") stay Trigger Effects, at Spell Speed 2.
 * @param opener the effect's condition, or its first sentence when it has none
 */
function spellTrapEffectKind(card: CardKind, kind: YgoEffect["kind"], opener: string, firstText: string): YgoEffect["kind"] {
  if (card.kind !== "trap") return kind;
  if (kind === "ignition") return "quick";
  if (kind !== "trigger") return kind;
  if (/\bwould\b/i.test(opener)) return "quick";
  const optionalAtPhase =
    TRIGGER_TIMES.test(opener) &&
    !/\bat the (?:start|end|beginning)\b/i.test(opener) &&
    /^(?:[^:]*:\s*)?you can\b/i.test(firstText.replace(/^[●•]\s*/, ""));
  return optionalAtPhase ? "quick" : kind;
}

/**
 * Analyses a card's text. `text` is the whole rules text (lines joined with "\n"); `card` its
 * parsed type. Pendulum Monsters' "[ Pendulum Effect ]" and "[ Monster Effect ]" parts are
 * analysed separately; flavor text is skipped. Never throws.
 */
export function analyseCard(text: string, card: CardKind): CardAnalysis {
  psctSplits.clear();
  const effects: YgoEffect[] = [];
  for (const sec of sections(text)) {
    if (sec.name === "flavor") continue;
    if (card.kind === "spell" || card.kind === "trap") pushAll(effects, spellTrapEffects(text, sec, card));
    else if (card.kind === "monster") {
      if (card.monsterTypes.includes("Normal") && sec.name !== "pendulum") continue; // Normal Monster text is flavor
      pushAll(effects, monsterEffects(text, sec, card));
    }
  }
  return { effects };
}

/** Effects that are activated (they start a Chain): activations, Ignition, Trigger and Quick Effects. */
export function isActivated(e: YgoEffect): boolean {
  return e.kind === "activation" || e.kind === "ignition" || e.kind === "trigger" || e.kind === "quick";
}
