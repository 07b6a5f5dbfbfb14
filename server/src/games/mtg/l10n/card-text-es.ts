/**
 * Spanish Magic card text as printed (sources and dates: docs/l10n-glossary.md): step and phase
 * names, trigger openings and the restriction sentences of current cards, with the older printed
 * forms. Magic 2010 / Zendikar (2009) replaced "Juega" with "Activa"/"Lanza"; Theros (2013-09)
 * dropped the accent of "sólo"; Commander 2021 / Strixhaven (2021) shortened "Activa esta
 * habilidad" to "Activa esto".
 */
import type { CardTextTable, CompletionTable, RestrictionPieces, StepForm, Template } from "./card-text";

const ZENDIKAR = "2009-10, Zendikar (Magic 2010 terminology)";
const ACTIVA_ESTO = "2021-04, Strixhaven";

const forms = (english: string, ...texts: string[]): StepForm[] => texts.map((text) => ({ text, english }));

const STEPS: StepForm[] = [
  ...forms("untap step", "paso de enderezar"),
  // Cards print "Al comienzo de tu mantenimiento" (the trigger form first: fixes write it).
  ...forms("upkeep", "mantenimiento", "paso de mantenimiento"),
  ...forms("draw step", "paso de robar"),
  ...forms("precombat main phase", "fase principal precombate"),
  ...forms("first main phase", "primera fase principal"),
  ...forms("postcombat main phase", "fase principal poscombate"),
  ...forms("second main phase", "segunda fase principal"),
  ...forms("main phase", "fase principal"),
  ...forms("combat phase", "fase de combate"),
  ...forms("beginning of combat step", "paso de inicio del combate"),
  ...forms("declare attackers step", "paso de declarar atacantes"),
  ...forms("declare blockers step", "paso de declarar bloqueadoras", "paso de declarar bloqueadores"),
  ...forms("combat damage step", "paso de daño de combate"),
  ...forms("end of combat step", "paso de final del combate"),
  ...forms("end step", "paso final"),
  ...forms("cleanup step", "paso de limpieza"),
  ...forms("beginning phase", "fase inicial"),
  ...forms("ending phase", "fase final"),
];

/** Restriction phrases after "solo durante" that name no step: "tu turno", "el combate". */
const DURING = [
  { text: "tu turno", english: "your turn" },
  { text: "el turno de un oponente", english: "an opponent's turn" },
  { text: "el combate", english: "combat" },
];

/** Determiners before a step name after "solo durante": "tu mantenimiento", "el paso de robar". */
const ARTICLES = [
  { text: "tu", english: "your" },
  { text: "el", english: "the" },
  { text: "la", english: "the" },
];

const fixed = (modern: string) => () => modern;
const SOLO = "s[oó]lo";
const ACTIVA_ESTO_SOLO = fixed("Activa esto solo");

const TEMPLATES: Template[] = [
  // Triggers: "Al comienzo de tu mantenimiento, …" (the step name rewritten on its own).
  { pattern: "al comienzo del combate en tu turno", english: "at the beginning of combat on your turn", whole: true },
  // Mana abilities before Dominaria (2018-04): "Agrega {G} a tu reserva de maná." is now "Agrega {G}."
  // (The English stand-in keeps the piece's span; the modern form drops it.)
  {
    pattern: " a (?:tu|su) reserva de maná",
    english: " to your mana pool",
    whole: true,
    obsolete: { since: "2018-04, Dominaria", modern: () => "" },
  },
  { pattern: "al comienzo del {STEP} de cada oponente", english: "at the beginning of each opponent's {STEP}" },
  { pattern: "al comienzo (?:del próximo|de la próxima) {STEP}", english: "at the beginning of the next {STEP}" },
  { pattern: "al comienzo de tu {STEP}", english: "at the beginning of your {STEP}" },
  { pattern: "al comienzo de cada {STEP}", english: "at the beginning of each {STEP}" },
  { pattern: "al comienzo del combate", english: "at the beginning of combat", whole: true },
  { pattern: "al comienzo (?:del|de la) {STEP}", english: "at the beginning of the {STEP}" },
  { pattern: "al final del combate", english: "at end of combat", whole: true },
  {
    pattern: "(?<!hasta )al final del turno",
    english: "at the beginning of the end step",
    obsolete: { since: "2009-07, Magic 2010", modern: (w) => (w.startsWith("A") ? "Al" : "al") + " comienzo del paso final" },
  },
  {
    pattern: "al inicio del combate en tu turno",
    english: "at the beginning of combat on your turn",
    obsolete: { since: "2010, Rise of the Eldrazi", modern: (w) => w.replace(/inicio/i, "comienzo") },
  },
  {
    pattern: "al inicio de tu {STEP}",
    english: "at the beginning of your {STEP}",
    obsolete: { since: "2010, Rise of the Eldrazi", modern: (w) => w.replace(/inicio/i, "comienzo") },
  },
  { pattern: `Esta habilidad ${SOLO} se dispara una vez por turno\\.`, english: "This ability triggers only once each turn." },
  { pattern: "Destello", english: "Flash", whole: true },
  { pattern: "Activa la habilidad de equipar como un conjuro\\.", english: "Equip only as a sorcery." },
  {
    pattern: "Juega la habilidad de equipar como un conjuro\\.",
    english: "Equip only as a sorcery.",
    obsolete: { since: "2012-02, Dark Ascension", modern: fixed("Activa la habilidad de equipar como un conjuro.") },
  },
  // Older printed "as a sorcery" sentences ("sólo" with its accent is the pre-2013 spelling).
  {
    pattern: `Activa esta habilidad ${SOLO} cuando puedas lanzar un conjuro\\.`,
    english: "Activate only as a sorcery.",
    obsolete: { since: ACTIVA_ESTO, modern: fixed("Activa esto solo como un conjuro.") },
  },
  {
    pattern: `Juega esta habilidad ${SOLO} cuando puedas jugar un conjuro\\.`,
    english: "Activate only as a sorcery.",
    obsolete: { since: ZENDIKAR, modern: fixed("Activa esto solo como un conjuro.") },
  },
  {
    pattern: `Juega esta habilidad ${SOLO} en cualquier momento en que pudieras jugar un conjuro\\.`,
    english: "Activate only as a sorcery.",
    obsolete: { since: "2003, Scourge", modern: fixed("Activa esto solo como un conjuro.") },
  },
  // Older spell restrictions that print the card's name.
  {
    pattern: `(?:Lanza|Juega) (?!este hechizo|esta habilidad){NAME} ${SOLO} durante {DURING}\\.`,
    english: "Cast this spell only during {DURING}.",
    obsolete: {
      since: "2019, Commander 2019",
      modern: (w) => w.replace(/^(?:Lanza|Juega) .*? s[oó]lo durante/i, "Lanza este hechizo solo durante"),
    },
  },
];

/** Restriction sentences: "Activa esto solo como un conjuro y solo durante el combate." */
const RESTRICTIONS: RestrictionPieces = {
  openers: [
    { pattern: `Activa esto ${SOLO}`, english: "Activate only" },
    { pattern: `Lanza este hechizo ${SOLO}`, english: "Cast this spell only" },
    // The pre-2009 opener still restricts the spell; obsolete-wording reports its wording.
    {
      pattern: `Juega este hechizo ${SOLO}`,
      english: "Cast this spell only",
      obsolete: { since: ZENDIKAR, modern: fixed("Lanza este hechizo solo") },
    },
    { pattern: `Activa esta habilidad ${SOLO}`, english: "Activate only", obsolete: { since: ACTIVA_ESTO, modern: ACTIVA_ESTO_SOLO } },
    { pattern: `Juega esta habilidad ${SOLO}`, english: "Activate only", obsolete: { since: ZENDIKAR, modern: ACTIVA_ESTO_SOLO } },
  ],
  clauses: [
    { pattern: "como un conjuro", english: "as a sorcery" },
    { pattern: "durante {DURING}", english: "during {DURING}" },
    { pattern: "una vez por turno", english: "once each turn" },
    {
      pattern: "una vez cada turno",
      english: "once each turn",
      obsolete: { since: "2014-09, Khans of Tarkir", modern: fixed("una vez por turno") },
    },
  ],
  joiners: [{ pattern: `y ${SOLO}`, english: "and only" }],
  alternatives: [
    { pattern: ", {DURING}", english: ", {DURING}" },
    { pattern: "o {DURING}", english: "or {DURING}" },
    { pattern: "y {DURING}", english: "and {DURING}" },
  ],
};

/** Completion in Spanish card text. */
const COMPLETION: CompletionTable = {
  stepOpener: "Al comienzo de",
  stepPhrases: ["tu {STEP}", "cada {STEP}"],
  lineStart: [
    { label: "Al comienzo de", text: "Al comienzo de ", detail: "mtg.completion.atBeginning", suggest: true },
    { label: "Al final del combate", text: "Al final del combate, $0", detail: "mtg.completion.atEndOfCombat", snippet: true },
    { label: "Activa esto solo", text: "Activa esto solo ", detail: "mtg.completion.activationRestriction" },
    {
      label: "Activa esto solo como un conjuro.",
      text: "Activa esto solo como un conjuro.",
      detail: "mtg.completion.activationRestriction",
    },
    { label: "Lanza este hechizo solo", text: "Lanza este hechizo solo ", detail: "mtg.completion.castingRestriction" },
    { label: "{T}: …", text: "{T}: $0", detail: "mtg.completion.tapAbility", snippet: true },
  ],
  activateOnly: "Activa esto solo",
  castOnly: "Lanza este hechizo solo",
  joiner: "y solo",
};

/** The Spanish table. */
export const SPANISH: CardTextTable = {
  completion: COMPLETION,
  steps: STEPS,
  during: DURING,
  articles: ARTICLES,
  templates: TEMPLATES,
  restrictions: RESTRICTIONS,
  unknownStep: "(?:paso|fase)(?: del?)? [\\p{L}-]+",
  accent: { old: /sólo/g, modern: "solo", since: "2013-09, Theros" },
  phrases: {
    Flash: "Destello",
    "at the beginning of the next cleanup step": "al comienzo del próximo paso de limpieza",
    upkeep: "mantenimiento",
    "end step": "paso final",
  },
};
