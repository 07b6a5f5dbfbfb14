/**
 * Protocol tests: `textDocument/completion` from the built server over stdio — items for the
 * cursor's context with exact replace ranges, nothing inside comments, and snippets expanded for
 * clients without snippet support.
 */
import assert from "node:assert/strict";
import type { CompletionItem, CompletionList, TextEdit } from "vscode-languageserver";
import { LspTestClient, testUri } from "./client";

const TEXT = [
  'card "Test Card" {',
  "  type: Creature — Bear",
  "  stats: 2/2",
  "  text:",
  "    At the beginning of ",
  "    # At the beginning of ",
  "    ",
  "}",
  "",
].join("\n");

/** A one-card document with `lang de` / `lang es`: the card's text lines start on line 5. */
const localCard = (lang: string, type: string, ...text: string[]) =>
  [`lang ${lang}`, "", 'card "Test" {', `  type: ${type}`, "  text:", ...text.map((t) => `    ${t}`), "}", ""].join("\n");
const labels = (list: CompletionList | null) => (list?.items ?? []).map((i) => i.label);
const find = (list: CompletionList | null, label: string): CompletionItem => {
  const item = list?.items.find((i) => i.label === label);
  assert.ok(item, `no '${label}' in ${JSON.stringify(labels(list).slice(0, 30))}`);
  return item;
};

describe("LSP: completion over stdio", () => {
  let client: LspTestClient;
  let snippetClient: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
    snippetClient = await LspTestClient.start({
      capabilities: { textDocument: { completion: { completionItem: { snippetSupport: true } } } },
    });
  });
  after(async () => {
    await client?.dispose();
    await snippetClient?.dispose();
  });

  const complete = (c: LspTestClient, uri: string, line: number, character: number) =>
    c.request<CompletionList | null>("textDocument/completion", { textDocument: { uri }, position: { line, character } });
  /** A request the editor sends after a typed space (answered only where `spaceCanComplete`). */
  const afterSpace = (c: LspTestClient, uri: string, line: number, character: number) =>
    c.request<CompletionList | null>("textDocument/completion", {
      textDocument: { uri },
      position: { line, character },
      context: { triggerKind: 2, triggerCharacter: " " },
    });

  it("announces the provider with its trigger characters", () => {
    assert.deepEqual(client.initializeResult.capabilities.completionProvider, {
      triggerCharacters: ["{", " ", ","],
      resolveProvider: false,
    });
  });

  it('after "At the beginning of ": step names with your / each / each opponent\'s, replacing from the cursor', async () => {
    const uri = testUri("completion-steps");
    await client.open(uri, TEXT);
    const list = await complete(client, uri, 4, 24);
    const up = find(list, "your upkeep");
    assert.deepEqual(up.textEdit, {
      range: { start: { line: 4, character: 24 }, end: { line: 4, character: 24 } },
      newText: "your upkeep",
    });
    find(list, "each upkeep");
    find(list, "each opponent's upkeep");
    assert.match((up.documentation as { value: string }).value, /\*\*\[Upkeep\]\*\*/);
    await client.close(uri);
  });

  it("nothing inside a comment", async () => {
    const uri = testUri("completion-comment");
    await client.open(uri, TEXT);
    const list = await complete(client, uri, 5, 26);
    assert.deepEqual(list?.items ?? [], []);
    await client.close(uri);
  });

  it("start of a line: keywords and openers; snippets expanded for a client without snippet support", async () => {
    const uri = testUri("completion-line-start");
    await client.open(uri, TEXT);
    const list = await complete(client, uri, 6, 4);
    find(list, "Whenever");
    const equip = find(list, "Equip");
    assert.equal(equip.insertTextFormat, 1);
    assert.equal((equip.textEdit as TextEdit).newText, "Equip {2}");
    await client.close(uri);

    await snippetClient.open(uri, TEXT);
    const snippetList = await complete(snippetClient, uri, 6, 4);
    const equip2 = find(snippetList, "Equip");
    assert.equal(equip2.insertTextFormat, 2);
    assert.equal((equip2.textEdit as TextEdit).newText, "Equip {${1:2}}");
    await snippetClient.close(uri);
  });

  it("card snippets at the top level of an empty document", async () => {
    const uri = testUri("completion-empty");
    await snippetClient.open(uri, "");
    const list = await complete(snippetClient, uri, 0, 0);
    for (const l of [
      "card (creature)",
      "card (instant)",
      "card (sorcery)",
      "card (planeswalker)",
      "card (aura)",
      "card (land)",
      "card (two-face card)",
    ]) {
      assert.equal(find(list, l).insertTextFormat, 2);
    }
    assert.match((find(list, "card (two-face card)").textEdit as TextEdit).newText, /face "\$\{1:Front\}" \{/);
    await snippetClient.close(uri);
  });

  it("lang de / lang es: step names after 'Zu Beginn ' / 'Al comienzo de ' (space-triggered), de/es line-start templates", async () => {
    const de = localCard(
      "de",
      "Artifact",
      "Zu Beginn deines Versorgungssegments verlierst du 1 Lebenspunkt.",
      "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit wie eine Hexerei. Zu Beginn ",
      "",
    );
    const uri = testUri("completion-lang-de");
    await client.open(uri, de);
    // Line 6 holds a rewritten phrase before the cursor: ranges are columns of the text as written.
    const col = de.split("\n")[6]!.length;
    const steps = await afterSpace(client, uri, 6, col);
    assert.deepEqual(find(steps, "deines Versorgungssegments").textEdit, {
      range: { start: { line: 6, character: col }, end: { line: 6, character: col } },
      newText: "deines Versorgungssegments",
    });
    find(steps, "jedes Endsegments");
    find(steps, "des Versorgungssegments jedes Gegners");
    find(steps, "deiner Hauptphase vor dem Kampf");
    assert.ok(!labels(steps).some((l) => /upkeep|your /.test(l)), JSON.stringify(labels(steps)));
    const lineStart = labels(await complete(client, uri, 7, 4));
    for (const l of [
      "Zu Beginn",
      "Aktiviere diese Fähigkeit nur",
      "Aktiviere diese Fähigkeit wie eine Hexerei.",
      "Wirke diesen Zauberspruch nur",
    ])
      assert.ok(lineStart.includes(l), `${l} in ${JSON.stringify(lineStart.slice(0, 12))}`);
    assert.ok(!lineStart.includes("At the beginning of") && !lineStart.includes("Activate only"));
    await client.close(uri);

    const es = localCard("es", "Enchantment", "Al comienzo de ");
    const esUri = testUri("completion-lang-es");
    await client.open(esUri, es);
    const esList = await afterSpace(client, esUri, 5, 19);
    assert.equal((find(esList, "tu mantenimiento").textEdit as TextEdit).newText, "tu mantenimiento");
    find(esList, "cada paso final");
    find(esList, "tu paso de robar");
    assert.ok(labels(await complete(client, esUri, 5, 4)).includes("Al comienzo de"));
    await client.close(esUri);
  });

  it("lang de / lang es: restriction clauses after the opener and after 'und nur' / 'y solo', as the language prints them", async () => {
    const de = localCard("de", "Artifact", "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit wie eine Hexerei und nur ");
    const uri = testUri("completion-lang-de-clauses");
    await client.open(uri, de);
    const col = de.split("\n")[5]!.length;
    const list = await afterSpace(client, uri, 5, col);
    // As after "Activate only as a sorcery and only ": clauses that make it impossible or change nothing are left out.
    assert.deepEqual(labels(list), ["einmal pro Zug"]);
    assert.deepEqual(find(list, "einmal pro Zug").textEdit, {
      range: { start: { line: 5, character: col }, end: { line: 5, character: col } },
      newText: "einmal pro Zug",
    });
    await client.close(uri);

    const es = ["lang es", "", 'card "Test" {', "  type: Artifact", "  text:", "    {T}: Roba una carta. Activa esto solo ", "}", ""].join(
      "\n",
    );
    const esUri = testUri("completion-lang-es-clauses");
    await client.open(esUri, es);
    const esList = await complete(client, esUri, 5, es.split("\n")[5]!.length);
    for (const l of ["como un conjuro", "durante el combate", "durante tu mantenimiento", "durante tu fase principal"]) find(esList, l);
    assert.ok(!labels(esList).some((l) => /during|as a sorcery/.test(l)), JSON.stringify(labels(esList)));
    await client.close(esUri);
  });

  it("CRLF and emoji: UTF-16 columns in the replace range", async () => {
    const uri = testUri("completion-crlf");
    const text = 'card "🐉" {\r\n  type: Creature — Dragon\r\n  text:\r\n    🔥 At the beginning of each up\r\n}\r\n';
    await client.open(uri, text);
    const list = await complete(client, uri, 3, 34);
    assert.deepEqual(find(list, "each upkeep").textEdit, {
      range: { start: { line: 3, character: 27 }, end: { line: 3, character: 34 } },
      newText: "each upkeep",
    });
    await client.close(uri);
  });
});
