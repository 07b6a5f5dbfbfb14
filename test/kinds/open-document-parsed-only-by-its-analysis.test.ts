/**
 * Kind: an open document parsed a second time beside its (sliced) analysis. The workspace name
 * index refreshed 20 ms after every open and edit and, finding no analysis of the new text yet
 * (the diagnostics wait 50 ms, a large file's first analysis runs in slices for seconds), parsed
 * the whole document itself: a 30,000-card file cost a whole-file parse per typing pause and its
 * server grew past 1 GiB. The index must take an open document's names from the store's analysis
 * only: while that analysis is due it keeps the document as it was, takes the names when the
 * analysis lands (and then re-checks the other documents), finishes the analysis at once for a
 * request about positions, and parses only a document the store will not analyse (too large, failed).
 */
import { strict as assert } from "node:assert";
import type { NameOutline } from "../../server/src/core/features/card-references";
import type { ServerContext } from "../../server/src/lsp/context";
import type { DocumentAnalysis, SkippedDocument } from "../../server/src/lsp/document-store";
import { WorkspaceNames } from "../../server/src/lsp/features/workspace-names";

const URI = "file:///work/open.card";
const TEXT = 'card "Twin Golem" {\n  type: Artifact Creature — Golem\n}\n';
const OUTLINE: NameOutline = { cards: [{ name: "Twin Golem", nameSpan: { start: 6, end: 16 } }], names: ["Twin Golem"] };

/** A server context whose store answers as told, counting whole-text reads and computed analyses. */
function fakeContext() {
  const state = {
    analysis: undefined as DocumentAnalysis | undefined,
    skipped: undefined as SkippedDocument | undefined,
    textReads: 0,
    computed: 0,
  };
  const doc = {
    uri: URI,
    getText: () => {
      state.textReads++;
      return TEXT;
    },
  };
  const analysis = { source: TEXT, text: TEXT, outline: () => OUTLINE } as unknown as DocumentAnalysis;
  const ctx = {
    documents: { get: (uri: string) => (uri === URI ? doc : undefined), all: () => [doc] },
    store: {
      peek: () => state.analysis,
      peekSkipped: () => state.skipped,
      get: () => {
        state.computed++;
        return (state.analysis = analysis);
      },
    },
  } as unknown as ServerContext;
  return { ctx, state, analysis };
}

describe("kind: an open document is parsed only by its analysis (never a second whole-file parse)", () => {
  it("keeps a document whose analysis is under way out of a background refresh, and takes its names when the analysis lands", () => {
    const { ctx, state, analysis } = fakeContext();
    const names = new WorkspaceNames(ctx);
    let refreshes = 0;
    names.onNamesChanged = () => refreshes++;
    names.markDirty(URI);
    names.sync();
    assert.equal(state.textReads, 0, "the whole text was read (to parse it) while its analysis was due");
    assert.equal(state.computed, 0, "a background refresh must not run the analysis out of its slices");
    assert.equal(names.index.has(URI), false);
    // The analysis lands: the store's findings augmenter hands over its outline.
    state.analysis = analysis;
    names.findings(URI, { key: TEXT, get: () => TEXT }, "warning", () => OUTLINE);
    assert.ok(names.index.has(URI));
    assert.equal(refreshes, 1, "new names must re-check the other open documents");
    assert.equal(state.textReads, 0);
    // The same names again (a keystroke elsewhere in the card): nothing to re-check.
    names.findings(URI, { key: `${TEXT} `, get: () => `${TEXT} ` }, "warning", () => OUTLINE);
    assert.equal(refreshes, 1);
  });

  it("finishes the analysis at once for a request about positions, without parsing", async () => {
    const { ctx, state } = fakeContext();
    const names = new WorkspaceNames(ctx);
    const at = await names.locate(URI);
    assert.equal(state.computed, 1);
    assert.equal(state.textReads, 0);
    assert.ok(at && names.index.has(URI));
  });

  it("parses a document the store will not analyse (too large, failed), as before", () => {
    const { ctx, state } = fakeContext();
    state.skipped = { reason: "too-large", message: "too large" };
    const names = new WorkspaceNames(ctx);
    names.markDirty(URI);
    names.sync();
    assert.equal(state.textReads, 1);
    assert.ok(names.index.has(URI));
  });
});
