/**
 * Kind: a Yu-Gi-Oh! text left in English for a German or Spanish designer. Through the real core
 * (`lintText` with a locale): the reasons of `stats-mismatch` and `obsolete-wording`, the hovers of
 * Damage Step sub-timings, effects (kind, Spell Speed, window), card types and fields, completion
 * details, outline details and trigger times are in the file's message language, with the official
 * terms (English phase names, translated damage calculation); rule ids, spans and fixes' edits are
 * the same as in English. The English words of both games' timing spaces are the catalogs' English.
 */
import { strict as assert } from "node:assert";
import { readFileSync } from "node:fs";
import { completionAtOffset } from "../../server/src/core/features/completion";
import { hoverAtOffset } from "../../server/src/core/features/hover";
import { documentSymbols } from "../../server/src/core/features/symbols";
import { GAMES } from "../../server/src/app/games";
import { localizer } from "../../server/src/core/l10n/localizer";
import { windowWords } from "../../server/src/core/model/window-words";
import { lintText } from "../../server/src/app/service";
import { TURN_OWNERS } from "../../server/src/core/timing/timing-window";
import { ALL_ON, ygoFile } from "../games/ygo/helpers";

const GUARD = ygoFile(
  "Night Guard",
  "Effect Monster",
  [
    "During damage calculation (Quick Effect): You can target 1 monster; it gains 500 ATK.",
    "Once per turn, during either player's turn: You can target 1 Magic Card on the field; destroy it.",
    "During your Standby Phase: Take 500 damage.",
  ].join("\n"),
  { attribute: "DARK", level: 4, race: "Fiend", atk: 1000, def: 1000, rank: 3 },
);
const TRAP = ygoFile("Quiet Trap", "Normal Trap", "Target 1 monster; destroy it.", { atk: 100 });

const lint = (text: string, locale: string) => lintText(text, { rules: ALL_ON, locale });
const hoverAt = (text: string, words: string, locale: string, at = 1) => {
  const h = hoverAtOffset(lint(text, locale).model, text.indexOf(words) + at);
  assert.ok(h, `no hover on '${words}'`);
  return h.contents.value;
};

describe("l10n: Yu-Gi-Oh! rule messages in German and Spanish", () => {
  for (const [locale, rank, atk, magic] of [
    [
      "de",
      /nur Xyz-Monster haben einen Rang; meintest du 'level'\?/,
      /eine Fallenkarte hat kein Feld atk/,
      /"Magic Card" wurde in "Spell Card"/,
    ],
    [
      "es",
      /solo los Monstruos Xyz tienen Rango; ¿quisiste decir 'level'\?/,
      /una Carta de Trampa no tiene atk/,
      /"Magic Card" pasó a llamarse "Spell Card"/,
    ],
  ] as const) {
    it(`${locale}: stats-mismatch and obsolete-wording reasons are translated; ids, spans and fix edits as in English`, () => {
      const en = lint(GUARD + "\n" + TRAP, "en").findings;
      const tr = lint(GUARD + "\n" + TRAP, locale).findings;
      assert.deepEqual(
        tr.map((f) => [f.ruleId, f.span.start, f.span.end, f.fixes?.map((x) => x.edits)]),
        en.map((f) => [f.ruleId, f.span.start, f.span.end, f.fixes?.map((x) => x.edits)]),
      );
      const messages = tr.map((f) => f.message).join("\n");
      assert.match(messages, rank);
      assert.match(messages, atk);
      assert.match(messages, magic);
      for (const english of ["only Xyz Monsters have a Rank", "has no atk", "was renamed"])
        assert.doesNotMatch(messages, new RegExp(english));
    });
  }
});

describe("l10n: Yu-Gi-Oh! hovers in German and Spanish", () => {
  it("es: a Damage Step sub-timing: the name as written, then its translated name and summary (cálculo de daño); English phase names in the strip", () => {
    const md = hoverAt(GUARD, "damage calculation", "es");
    assert.match(md, /^\*\*damage calculation\*\* — submomento/, "the title is the name as the card writes it");
    assert.match(md, /^Draw · Standby · Main 1 · .* · \*\*cálculo\*\* · /m);
    assert.match(md, /- \*cálculo de daño\*: Solo efectos redactados "durante el cálculo de daño"/);
    assert.match(md, /Existe solo mientras un ataque sigue adelante/);
    assert.match(md, /Fuentes: Damage Step Rules \(submomentos\)/, "the document name as published, the section in Spanish");
  });

  it("de: the Damage Step lists its five sub-timings in German", () => {
    const text = ygoFile("Step Guard", "Effect Monster", "During the Damage Step (Quick Effect): You can draw 1 card.");
    const md = hoverAt(text, "Damage Step", "de", 2);
    assert.match(md, /Der Damage Step hat fünf Teilzeitpunkte/);
    for (const name of [
      "Beginn des Damage Steps",
      "vor der Schadensberechnung",
      "Schadensberechnung",
      "nach der Schadensberechnung",
      "Ende des Damage Steps",
    ])
      assert.match(md, new RegExp(`- \\*${name}\\*: `));
  });

  it("es: an effect's kind, Spell Speed and window (turns, open game state / Chain) in Spanish", () => {
    const md = hoverAt(GUARD, "You can target 1 monster", "es");
    assert.match(md, /^\*\*Efecto Rápido\*\*/);
    assert.match(md, /Velocidad de Hechizo 2: en el turno de cualquier jugador; puede responder a Velocidad de Hechizo 1 o 2\./);
    assert.match(
      md,
      /Ventana: Turno de cualquier jugador: cálculo de daño; estado de juego abierto o en respuesta a Velocidad de Hechizo 1–2\./,
    );
    assert.match(md, /Condición de activación: "During damage calculation \(Quick Effect\)"/);
  });

  it("de: an Ignition Effect's window and the analyser's note", () => {
    const text = ygoFile("Draw Guard", "Effect Monster", "Once per turn: You can draw 1 card.");
    const md = hoverAt(text, "You can draw", "de");
    assert.match(md, /^\*\*Zündeffekt\*\*/);
    assert.match(md, /Zeitfenster: Dein Spielzug: Main Phase 1, Main Phase 2; nur offener Spielzustand\./);
    assert.match(md, /\(Bedingung ohne Ereignis\)/);
  });

  it("de and es: the type line's hover names the card type officially (Normale Falle, Trampa Normal)", () => {
    assert.match(hoverAt(TRAP, "Normal Trap", "de"), /^\*\*Normale Falle\*\* — Zaubergeschwindigkeit 2: muss zuerst gesetzt werden/);
    assert.match(hoverAt(TRAP, "Normal Trap", "es"), /^\*\*Trampa Normal\*\* — Velocidad de Hechizo 2: primero hay que Colocarla/);
  });

  it("de and es: a field's hover and a PSCT tag's hover", () => {
    assert.match(hoverAt(GUARD, "rank:", "de"), /^\*\*rank\*\* — Rang eines Xyz-Monsters/);
    assert.match(hoverAt(GUARD, "(Quick Effect)", "es"), /^\*\*\(Quick Effect\)\*\* — marca el Efecto Rápido de un monstruo/);
  });
});

describe("l10n: Yu-Gi-Oh! completion and outline in German and Spanish", () => {
  it("de and es: completion details of phase names and PSCT tags", () => {
    const text = ygoFile("Typing", "Effect Monster", "During your Sta");
    for (const [locale, phase, psct] of [
      ["de", "Phase / Step", "PSCT"],
      ["es", "fase / paso", "PSCT"],
    ] as const) {
      const items = completionAtOffset(lint(text, locale).model, text.indexOf("Sta") + 3).items;
      const standby = items.find((i) => i.label === "Standby Phase");
      assert.equal(standby?.detail, phase);
      assert.equal(items.find((i) => i.label === "Once per turn")?.detail, psct);
      assert.match(standby!.documentation!.value, locale === "de" ? /Gibt es in jedem Spielzug\./ : /Existe en cada turno\./);
    }
  });

  it("de: outline details name the kind, Spell Speed and window in German", () => {
    const details = (documentSymbols(lint(GUARD, "de").model)[0]!.children ?? []).map((c) => c.detail ?? "");
    assert.ok(details.includes("Trigger-Effekt, Zaubergeschwindigkeit 1 — wenn sein Ereignis eintritt"), details.join("\n"));
    assert.ok(details.some((d) => d.startsWith("Schnelleffekt, Zaubergeschwindigkeit 2 — Spielzug jedes Spielers: Schadensberechnung")));
  });
});

describe("l10n: the timing spaces' English words are the catalogs' English", () => {
  for (const game of GAMES) {
    it(`${game.id}: every single-segment window and the whole space describe alike through the catalog's English words`, () => {
      const model = { game, l10n: localizer(game, "en") };
      const english = game.timingWords!(model.l10n);
      const space = game.timing;
      const windows = [
        space.all(),
        space.none(),
        ...space.segments.flatMap((s) => TURN_OWNERS.map((t) => space.of({ turns: [t], segments: [s] }))),
      ];
      for (const axis of space.axis) windows.push(space.of({ axis: [axis] }));
      for (const w of windows) assert.equal(w.describe(english), w.describe());
      assert.deepEqual(
        space.segments.map((s) => [english.short?.(s), english.group?.(s)]),
        space.segments.map((s) => [space.words.short?.(s), space.words.group?.(s)]),
      );
      assert.deepEqual(
        space.axis.map((a) => english.axisValue?.(a)),
        space.axis.map((a) => space.words.axisValue?.(a)),
      );
      assert.equal(windowWords(model), space.words, "English uses the space's own words");
    });
  }
});

describe("l10n: every note the Yu-Gi-Oh! analyser writes on an effect's kind has a translation", () => {
  // Notes that are the card's own words (a label, a marker, a PSCT shape) stay as printed.
  const CARD_WORDS = new Set(["(Quick Effect)", "(this is a Quick Effect)", "FLIP", "FLIP:", "You can …; …"]);
  it("each literal `why` of effects.ts is a term of the catalog (de and es follow from the completeness test)", () => {
    const source = readFileSync("server/src/games/ygo/effects.ts", "utf8");
    const notes = [...new Set([...source.matchAll(/\bwhy: "((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string))];
    assert.ok(notes.length > 30, `only ${notes.length} notes found`);
    const ygo = GAMES.find((g) => g.id === "ygo")!;
    const missing = notes.filter((n) => !CARD_WORDS.has(n) && ygo.messages?.["en"]?.[`term:${n}`] === undefined);
    assert.deepEqual(missing, []);
  });
});
