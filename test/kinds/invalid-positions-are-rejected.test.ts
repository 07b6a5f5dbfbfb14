/**
 * Kind: a malformed position request answered as if it were well-formed. A hover, completion,
 * definition, references, rename or Timing Map request with a negative or fractional line or
 * character, a line past the end of the document, or no `textDocument` made the handler fail on
 * it (a TypeError in the log and a `null` answer) or answer for another place (line -1 read as
 * line 0). Every position request goes through one check (`lsp/positions.ts`) and is answered
 * with the JSON-RPC error InvalidParams (-32602) and a message naming the field. Over the real
 * protocol, against the built server.
 */
import { strict as assert } from "node:assert";
import { LspTestClient, positionOf, testUri } from "../lsp/client";
import { SUITE_TIMEOUT_MS } from "../helpers/wait";

const TEXT =
  'card "Drowsy Guard" {\n  type: Creature — Human\n  cost: {1}{W}\n  stats: 1/1\n  text:\n    Flash\n    When Drowsy Guard enters, tap target creature.\n}\n';
const LINES = TEXT.split("\n").length; // LSP counts the empty line after the last line break

/** Each position request with the rest of its params. */
const METHODS: { method: string; extra: Record<string, unknown> }[] = [
  { method: "textDocument/hover", extra: {} },
  { method: "textDocument/completion", extra: {} },
  { method: "textDocument/definition", extra: {} },
  { method: "textDocument/references", extra: { context: { includeDeclaration: true } } },
  { method: "textDocument/prepareRename", extra: {} },
  { method: "textDocument/rename", extra: { newName: "Sleepy Guard" } },
  { method: "cardscript/timingMap", extra: {} },
];

describe("kind: invalid positions and malformed position params are rejected with InvalidParams", function () {
  this.timeout(SUITE_TIMEOUT_MS);
  let client: LspTestClient;
  const uri = testUri("invalid-positions");
  before(async () => {
    client = await LspTestClient.start();
    await client.open(uri, TEXT);
  });
  after(async () => {
    await client?.dispose();
  });

  /** The error the server answers `params` with (fails when it answers with a result). */
  async function errorFor(method: string, params: unknown): Promise<{ code: number; message: string }> {
    try {
      const result = await client.request(method, params);
      assert.fail(`${method} ${JSON.stringify(params)} was answered with ${JSON.stringify(result)}, not an error`);
    } catch (error) {
      if (error instanceof assert.AssertionError) throw error;
      return error as { code: number; message: string };
    }
  }

  const BAD: { what: string; params: (extra: Record<string, unknown>) => unknown; field: RegExp }[] = [
    {
      what: "a negative line",
      params: (x) => ({ textDocument: { uri }, position: { line: -1, character: 0 }, ...x }),
      field: /position\.line.*-1/,
    },
    {
      what: "a negative character",
      params: (x) => ({ textDocument: { uri }, position: { line: 5, character: -3 }, ...x }),
      field: /position\.character.*-3/,
    },
    {
      what: "a fractional line",
      params: (x) => ({ textDocument: { uri }, position: { line: 1.5, character: 0 }, ...x }),
      field: /position\.line.*1\.5/,
    },
    {
      what: "a character given as a string",
      params: (x) => ({ textDocument: { uri }, position: { line: 5, character: "4" }, ...x }),
      field: /position\.character.*"4"/,
    },
    {
      what: "a line past the end",
      params: (x) => ({ textDocument: { uri }, position: { line: LINES + 3, character: 0 }, ...x }),
      field: new RegExp(`position\\.line ${LINES + 3} is past the end.*0 to ${LINES - 1}`),
    },
    { what: "no position", params: (x) => ({ textDocument: { uri }, ...x }), field: /position is missing/ },
    { what: "no textDocument", params: (x) => ({ position: { line: 5, character: 4 }, ...x }), field: /textDocument is missing/ },
    {
      what: "a uri that is no string",
      params: (x) => ({ textDocument: { uri: 42 }, position: { line: 5, character: 4 }, ...x }),
      field: /textDocument\.uri/,
    },
  ];

  for (const { method, extra } of METHODS) {
    for (const bad of BAD) {
      it(`${method} with ${bad.what}: InvalidParams naming the field`, async () => {
        const e = await errorFor(method, bad.params(extra));
        assert.equal(e.code, -32602, e.message);
        assert.ok(e.message.startsWith(`${method}: `), e.message);
        assert.match(e.message, bad.field);
      });
    }
  }

  it("rename without a newName: InvalidParams", async () => {
    const e = await errorFor("textDocument/rename", { textDocument: { uri }, position: positionOf(TEXT, "Drowsy") });
    assert.equal(e.code, -32602);
    assert.match(e.message, /newName must be a string/);
  });

  it("well-formed positions are still answered, a character past the line's end included; nothing was logged as a failure", async () => {
    const hover = await client.request<{ contents: { value: string } } | null>("textDocument/hover", {
      textDocument: { uri },
      position: positionOf(TEXT, "Flash"),
    });
    assert.match(hover?.contents.value ?? "", /Flash/);
    // LSP: a character past the end of its line means the line's end.
    const line = positionOf(TEXT, "Flash").line;
    await client.request("textDocument/hover", { textDocument: { uri }, position: { line, character: 500 } });
    const rename = await client.request<{ range: unknown } | null>("textDocument/prepareRename", {
      textDocument: { uri },
      position: positionOf(TEXT, "Drowsy", 1),
    });
    assert.ok(rename?.range, "prepareRename on the name in the text");
    // An unknown document is no error: there is nothing to answer for it.
    assert.equal(
      await client.request("textDocument/hover", { textDocument: { uri: testUri("not-open") }, position: { line: 900, character: 0 } }),
      null,
    );
    const failures = client.logs.filter((l) => /failed|TypeError/.test(l.message));
    assert.deepEqual(failures, [], "no handler failed");
    assert.doesNotMatch(client.stderr, /TypeError/);
  });
});
