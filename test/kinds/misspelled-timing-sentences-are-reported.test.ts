/**
 * Kind: a misspelled or unfamiliar timing sentence switched the timing checks off in silence. "At
 * the begining of your upkeep", "Activate only durng combat", "Cast this spell only during you
 * turn" gave no finding, the editor still coloured "upkeep" as a step, the Timing Map drew the
 * ability as usable at any time, and a clean run said nothing about what was read. Each such
 * sentence — in English, German and Spanish Magic text and in Yu-Gi-Oh! — now gets an
 * `unread-timing` finding with the phrase meant as a quick fix, its Timing Map row is marked
 * "not understood" with no usable cell, its semantic tokens do not paint it as read, and the
 * coverage figure counts it as unread. Over the protocol, the quick fix repairs it. (Found by a
 * rules expert and a new user: 8 of 10 held-out probes got nothing.)
 */
import assert from "node:assert/strict";
import type { CodeAction, TextEdit } from "vscode-languageserver";
import { lintText } from "../../server/src/app/service";
import { semanticTokens } from "../../server/src/core/features/semantic-tokens";
import { timingCoverage } from "../../server/src/core/model/coverage";
import { timingMapData } from "../../server/src/core/timing-map/data";
import { renderTimingMapText } from "../../server/src/core/timing-map/text";
import { LspTestClient, testUri } from "../lsp/client";

const card = (type: string, text: string, lang = "") =>
  `${lang ? `lang ${lang}\n\n` : ""}card "Probe" {\n  type: ${type}\n  text:\n${text
    .split("\n")
    .map((l) => `    ${l}`)
    .join("\n")}\n}\n`;
const ygo = (type: string, text: string) => `game ygo\n\ncard "Probe" {\n  type: ${type}\n  text:\n    ${text}\n}\n`;

/** Probes: the source, the words underlined, and the text after the quick fix (undefined: no fix). */
const PROBES: { title: string; source: string; underlined: string; fixed?: string }[] = [
  {
    title: "en: 'begining'",
    source: card("Enchantment", "At the begining of your upkeep, you lose 1 life."),
    underlined: "At the begining of your upkeep",
    fixed: card("Enchantment", "At the beginning of your upkeep, you lose 1 life."),
  },
  {
    title: "en: 'beggining'",
    source: card("Enchantment", "At the beggining of each end step, draw a card."),
    underlined: "At the beggining of each end step",
    fixed: card("Enchantment", "At the beginning of each end step, draw a card."),
  },
  {
    title: "en: 'durng'",
    source: card("Artifact", "{T}: Draw a card. Activate only durng combat."),
    underlined: "durng combat",
    fixed: card("Artifact", "{T}: Draw a card. Activate only during combat."),
  },
  {
    title: "en: 'you turn'",
    source: card("Instant", "Cast this spell only during you turn.\nDraw a card."),
    underlined: "during you turn",
    fixed: card("Instant", "Cast this spell only during your turn.\nDraw a card."),
  },
  {
    title: "en: 'Cast this spel only'",
    source: card("Instant", "Cast this spel only during combat.\nDraw a card."),
    underlined: "Cast this spel only during combat",
    fixed: card("Instant", "Cast this spell only during combat.\nDraw a card."),
  },
  {
    title: "de: 'wärend'",
    source: card("Artifact", "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit nur wärend des Kampfes.", "de"),
    underlined: "Aktiviere diese Fähigkeit nur wärend des Kampfes",
    fixed: card("Artifact", "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit nur während des Kampfes.", "de"),
  },
  {
    title: "de: 'Wirke diesen Zauberspruch nr'",
    source: card("Instant", "Wirke diesen Zauberspruch nr während deines Zuges.\nZiehe eine Karte.", "de"),
    underlined: "Wirke diesen Zauberspruch nr während deines Zuges",
    fixed: card("Instant", "Wirke diesen Zauberspruch nur während deines Zuges.\nZiehe eine Karte.", "de"),
  },
  {
    title: "es: 'durnte'",
    source: card("Artifact", "{T}: Roba una carta. Activa esto solo durnte el combate.", "es"),
    underlined: "Activa esto solo durnte el combate",
    fixed: card("Artifact", "{T}: Roba una carta. Activa esto solo durante el combate.", "es"),
  },
  {
    title: "ygo: 'Durng'",
    source: ygo("Normal Trap", "Durng your opponent's Battle Phase: Target 1 attacking monster; negate the attack."),
    underlined: "Durng your opponent's Battle Phase",
    fixed: ygo("Normal Trap", "During your opponent's Battle Phase: Target 1 attacking monster; negate the attack."),
  },
  {
    title: "ygo: 'you opponent's turn'",
    source: ygo("Normal Trap", "During you opponent's turn: Target 1 monster; destroy it."),
    underlined: "During you opponent's turn",
    fixed: ygo("Normal Trap", "During your opponent's turn: Target 1 monster; destroy it."),
  },
];

/** The text of a span of the file as written (findings of localized files point into it). */
const words = (source: string, span: { start: number; end: number }) => source.slice(span.start, span.end);

describe("kind: misspelled timing sentences are reported", function () {
  for (const p of PROBES) {
    describe(p.title, function () {
      const result = lintText(p.source);
      const unread = result.findings.filter((f) => f.ruleId === "unread-timing");

      it("gets one unread-timing finding on the sentence, with the known phrase as its fix", function () {
        assert.deepEqual(
          unread.map((f) => words(p.source, f.span)),
          [p.underlined],
        );
        const fix = unread[0]!.fixes.find((f) => f.preferred)!;
        let fixed = p.source;
        for (const e of [...fix.edits].sort((a, b) => b.span.start - a.span.start))
          fixed = fixed.slice(0, e.span.start) + e.newText + fixed.slice(e.span.end);
        assert.equal(fixed, p.fixed);
        assert.deepEqual(
          lintText(fixed).findings.filter((f) => f.ruleId === "unread-timing"),
          [],
          "the fixed text is read",
        );
      });

      it("counts as unread in the coverage figure; the fixed text reads it", function () {
        const before = timingCoverage(result.model);
        assert.ok(before.read < before.total, JSON.stringify(before));
        const after = timingCoverage(lintText(p.fixed!).model);
        assert.equal(after.read, after.total, JSON.stringify(after));
      });

      it("its Timing Map row says 'not understood' and draws no usable moment", function () {
        const data = timingMapData(result.model);
        const rows = data.cards.flatMap((c) => c.rows);
        const marked = rows.filter((r) => r.type === "unread" || r.unread);
        assert.ok(marked.length > 0, JSON.stringify(rows));
        for (const r of marked) assert.deepEqual(r.cells, []);
        assert.match(renderTimingMapText(data), /\? not understood/);
        assert.ok(data.timing.read < data.timing.sentences, JSON.stringify(data.timing));
        assert.match(renderTimingMapText(data), /timing read: \d+ of \d+ sentences?\b/);
      });

      it("no step, restriction or trigger token paints it as read", function () {
        const tokens = semanticTokens(result.model);
        const f = unread[0]!;
        const inside = tokens.filter((t) => t.span.start < f.span.end && f.span.start < t.span.end);
        assert.deepEqual(
          inside.map((t) => t.type),
          ["unreadTiming"],
        );
      });
    });
  }

  it("a sentence that is read keeps its tokens and is counted as read", function () {
    const { model } = lintText(card("Enchantment", "At the beginning of your upkeep, you lose 1 life."));
    assert.deepEqual(timingCoverage(model), { read: 1, total: 1, unread: {} });
    assert.ok(semanticTokens(model).some((t) => t.type === "enumMember"));
    assert.ok(!semanticTokens(model).some((t) => t.type === "unreadTiming"));
  });

  describe("over the protocol", function () {
    let client: LspTestClient;
    before(async function () {
      this.timeout(60_000);
      client = await LspTestClient.start();
    });
    after(async () => {
      await client?.dispose();
    });

    it("publishes the finding as information, and its quick fix makes the sentence read", async function () {
      const uri = testUri("unread-timing-fix");
      const { diagnostics } = await client.open(uri, PROBES[0]!.source);
      const d = diagnostics.find((x) => x.code === "unread-timing")!;
      assert.equal(d.severity, 3, "information");
      const actions = await client.request<CodeAction[]>("textDocument/codeAction", {
        textDocument: { uri },
        range: d.range,
        context: { diagnostics: [d] },
      });
      const fix = actions.find((a) => a.title === "Change to 'At the beginning of'")!;
      assert.ok(fix?.isPreferred, JSON.stringify(actions.map((a) => a.title)));
      const edits = (fix.edit!.changes?.[uri] ?? []) as TextEdit[];
      const after = await client.change(
        uri,
        edits.map((e) => ({ range: e.range, text: e.newText })),
      );
      assert.deepEqual(
        after.diagnostics.map((x) => x.code),
        [],
      );
      await client.close(uri);
    });
  });
});
