/**
 * German Magic card text as printed (sources and dates: docs/l10n-glossary.md): step and phase
 * names, trigger openings and the restriction sentences of current cards, with the older printed
 * forms and when they changed. "Sixth Edition" (1999) renamed the steps to "-segment"; Magic 2010
 * (2009) and Zendikar (2009-10) replaced "Spiele" with "Aktiviere"/"Wirke"; Strixhaven (2021-04)
 * shortened "as a sorcery" to "Aktiviere diese Fähigkeit wie eine Hexerei."
 */
import type { CardTextTable, CompletionTable, RestrictionPieces, StepForm, Template } from "./card-text";

const SIXTH = "1999, Sixth Edition";
const ZENDIKAR = "2009-10, Zendikar (Magic 2010 terminology)";
const STRIXHAVEN = "2021-04, Strixhaven";

const forms = (english: string, ...texts: string[]): StepForm[] => texts.map((text) => ({ text, english }));
const old = (english: string, modern: string, since: string, ...texts: string[]): StepForm[] =>
  texts.map((text) => ({ text, english, obsolete: { modern, since } }));

const STEPS: StepForm[] = [
  ...forms("untap step", "Enttappsegment", "Enttappsegments"),
  ...forms("upkeep", "Versorgungssegment", "Versorgungssegments"),
  ...forms("draw step", "Ziehsegment", "Ziehsegments"),
  ...forms("precombat main phase", "Hauptphase vor dem Kampf"),
  ...forms("first main phase", "erste Hauptphase", "ersten Hauptphase"),
  ...forms("postcombat main phase", "Hauptphase nach dem Kampf"),
  ...forms("second main phase", "zweite Hauptphase", "zweiten Hauptphase"),
  ...forms("main phase", "Hauptphase"),
  ...forms("combat phase", "Kampfphase"),
  ...forms("declare attackers step", "Angreifer-deklarieren-Segment", "Angreifer-deklarieren-Segments"),
  ...forms("declare blockers step", "Blocker-deklarieren-Segment", "Blocker-deklarieren-Segments"),
  ...forms("combat damage step", "Kampfschadenssegment", "Kampfschadenssegments"),
  ...forms("end of combat step", "Ende-des-Kampfes-Segment", "Ende-des-Kampfes-Segments"),
  ...forms("end step", "Endsegment", "Endsegments"),
  ...forms("cleanup step", "Aufräumsegment", "Aufräumsegments"),
  ...forms("beginning phase", "Anfangsphase"),
  ...forms("ending phase", "Endphase"),
  ...old("upkeep", "Versorgungssegment", SIXTH, "Versorgungsphase"),
  ...old("untap step", "Enttappsegment", SIXTH, "Enttapp-Phase", "Enttappphase"),
  ...old("draw step", "Ziehsegment", SIXTH, "Ziehphase", "Kartenziehphase"),
];

/** Restriction phrases after "nur während" that name no step: "deines Zuges", "des Kampfes". */
const DURING = [
  { text: "deines Zuges", english: "your turn" },
  { text: "des Zuges eines Gegners", english: "an opponent's turn" },
  { text: "des Kampfes", english: "combat" },
  { text: "eines Kampfes", english: "combat" },
];

/** Determiners before a step name after "nur während": "deines Versorgungssegments", "des Kampfschadenssegments". */
const ARTICLES = [
  { text: "deines", english: "your", feminine: false },
  { text: "deiner", english: "your", feminine: true },
  { text: "des", english: "the", feminine: false },
  { text: "der", english: "the", feminine: true },
];

const fixed = (modern: string) => () => modern;
const AKTIVIERE_NUR = fixed("Aktiviere diese Fähigkeit nur");

const TEMPLATES: Template[] = [
  // Triggers: "Zu Beginn deines Versorgungssegments …" (the step name rewritten on its own).
  { pattern: "zu Beginn des Kampfes in deinem Zug", english: "at the beginning of combat on your turn", whole: true },
  { pattern: "zu Beginn des {STEP} jedes Gegners", english: "at the beginning of each opponent's {STEP}" },
  { pattern: "zu Beginn (?:des|der) nächsten {STEP}", english: "at the beginning of the next {STEP}" },
  { pattern: "zu Beginn (?:deines|deiner) {STEP}", english: "at the beginning of your {STEP}" },
  { pattern: "zu Beginn (?:jedes|jeder) {STEP}", english: "at the beginning of each {STEP}" },
  { pattern: "zu Beginn des Kampfes", english: "at the beginning of combat", whole: true },
  { pattern: "zu Beginn (?:des|der) {STEP}", english: "at the beginning of the {STEP}" },
  { pattern: "am Ende des Kampfes", english: "at end of combat", whole: true },
  {
    pattern: "am Ende des Zuges",
    english: "at the beginning of the end step",
    obsolete: { since: "2009-07, Magic 2010", modern: (w) => (w.startsWith("A") ? "Zu" : "zu") + " Beginn des Endsegments" },
  },
  { pattern: "Diese Fähigkeit wird nur einmal pro Zug ausgelöst\\.", english: "This ability triggers only once each turn." },
  // Mana abilities before Dominaria (2018-04): "Erhöhe deinen Manavorrat um {G}." is now "Erzeuge {G}."
  {
    pattern: "Erhöhe deinen Manavorrat um",
    english: "Add",
    whole: true,
    obsolete: { since: "2018-04, Dominaria", modern: (w) => (w.startsWith("E") ? "Erzeuge" : "erzeuge") },
  },
  { pattern: "Aufblitzen", english: "Flash", whole: true },
  // Keyword reminders kept "Spiele" (2003 → 2023): current, not old.
  { pattern: "Spiele Ausrüsten wie eine Hexerei\\.", english: "Equip only as a sorcery." },
  // Older printed "as a sorcery" sentences (whole: their current form drops "nur").
  {
    pattern: "Aktiviere diese Fähigkeit nur zu einem Zeitpunkt, zu dem du auch eine Hexerei wirken könntest\\.",
    english: "Activate only as a sorcery.",
    obsolete: { since: STRIXHAVEN, modern: fixed("Aktiviere diese Fähigkeit wie eine Hexerei.") },
  },
  {
    pattern: "Spiele diese Fähigkeit nur zu einem Zeitpunkt, zu dem du auch eine Hexerei spielen könntest\\.",
    english: "Activate only as a sorcery.",
    obsolete: { since: ZENDIKAR, modern: fixed("Aktiviere diese Fähigkeit wie eine Hexerei.") },
  },
  {
    pattern: "Spiele diese Fähigkeit nur wie eine Hexerei\\.",
    english: "Activate only as a sorcery.",
    obsolete: { since: ZENDIKAR, modern: fixed("Aktiviere diese Fähigkeit wie eine Hexerei.") },
  },
  {
    pattern: "Spiele diese Fähigkeit nur, wenn du auch eine Hexerei spielen könntest\\.",
    english: "Activate only as a sorcery.",
    obsolete: { since: "2001, Apocalypse", modern: fixed("Aktiviere diese Fähigkeit wie eine Hexerei.") },
  },
  // Older spell restrictions that print the card's name.
  {
    pattern: "Wirke (?!diesen Zauberspruch){NAME} nur während {DURING}\\.",
    english: "Cast this spell only during {DURING}.",
    obsolete: {
      since: "2019, Commander 2019",
      modern: (w) => w.replace(/^Wirke .*? nur während/i, "Wirke diesen Zauberspruch nur während"),
    },
  },
  {
    pattern: "Spiele (?!diese Fähigkeit){NAME} nur während {DURING}\\.",
    english: "Cast this spell only during {DURING}.",
    obsolete: { since: ZENDIKAR, modern: (w) => w.replace(/^Spiele .*? nur während/i, "Wirke diesen Zauberspruch nur während") },
  },
];

/** Restriction sentences: "Aktiviere diese Fähigkeit nur während deines Zuges und nur …". */
const RESTRICTIONS: RestrictionPieces = {
  openers: [
    { pattern: "Aktiviere diese Fähigkeit nur", english: "Activate only" },
    // Current "as a sorcery" drops "nur" (Strixhaven, 2021-04): "Aktiviere diese Fähigkeit wie eine Hexerei."
    { pattern: "Aktiviere diese Fähigkeit(?= wie eine Hexerei)", english: "Activate only" },
    { pattern: "Wirke diesen Zauberspruch nur", english: "Cast this spell only" },
    { pattern: "Spiele diese Fähigkeit nur", english: "Activate only", obsolete: { since: ZENDIKAR, modern: AKTIVIERE_NUR } },
    {
      pattern: "Benutze diese Fähigkeit nur",
      english: "Activate only",
      obsolete: { since: "1999, Mercadian Masques", modern: AKTIVIERE_NUR },
    },
  ],
  clauses: [
    { pattern: "wie eine Hexerei", english: "as a sorcery" },
    { pattern: "während {DURING}", english: "during {DURING}" },
    { pattern: "in deinem Zug", english: "during your turn" },
    { pattern: "im Zug eines Gegners", english: "during an opponent's turn" },
    { pattern: "einmal pro Zug", english: "once each turn" },
    { pattern: "einmal in jedem Zug", english: "once each turn", obsolete: { since: "2013", modern: fixed("einmal pro Zug") } },
  ],
  joiners: [{ pattern: "und nur", english: "and only" }],
  alternatives: [
    { pattern: ", {DURING}", english: ", {DURING}" },
    { pattern: "oder {DURING}", english: "or {DURING}" },
    { pattern: "und {DURING}", english: "and {DURING}" },
  ],
};

/** Completion in German card text. */
const COMPLETION: CompletionTable = {
  stepOpener: "Zu Beginn",
  stepPhrases: ["deines|deiner {STEP}", "jedes|jeder {STEP}", "des|der {STEP} jedes Gegners"],
  feminine: /phase/i,
  lineStart: [
    { label: "Zu Beginn", text: "Zu Beginn ", detail: "mtg.completion.atBeginning", suggest: true },
    { label: "Am Ende des Kampfes", text: "Am Ende des Kampfes ", detail: "mtg.completion.atEndOfCombat" },
    { label: "Aktiviere diese Fähigkeit nur", text: "Aktiviere diese Fähigkeit nur ", detail: "mtg.completion.activationRestriction" },
    {
      label: "Aktiviere diese Fähigkeit wie eine Hexerei.",
      text: "Aktiviere diese Fähigkeit wie eine Hexerei.",
      detail: "mtg.completion.activationRestriction",
    },
    { label: "Wirke diesen Zauberspruch nur", text: "Wirke diesen Zauberspruch nur ", detail: "mtg.completion.castingRestriction" },
    { label: "{T}: …", text: "{T}: $0", detail: "mtg.completion.tapAbility", snippet: true },
  ],
  activateOnly: "Aktiviere diese Fähigkeit nur",
  castOnly: "Wirke diesen Zauberspruch nur",
  joiner: "und nur",
};

/** The German table. */
export const GERMAN: CardTextTable = {
  completion: COMPLETION,
  steps: STEPS,
  during: DURING,
  articles: ARTICLES,
  templates: TEMPLATES,
  restrictions: RESTRICTIONS,
  slotForm: /s$|phase|Kampf$/,
  unknownStep: "[\\p{L}-]+(?:segments?|phase|schritts?)",
  phrases: {
    Flash: "Aufblitzen",
    "at the beginning of the next cleanup step": "zu Beginn des nächsten Aufräumsegments",
    upkeep: "Versorgungssegment",
    "end step": "Endsegment",
  },
};
