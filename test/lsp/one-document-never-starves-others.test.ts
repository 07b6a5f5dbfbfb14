/**
 * Kind: one document never starves the others. A huge document (over the server's size budget,
 * whose analysis takes far longer than a small document's) is opened together with a small one:
 * the small document's diagnostics and a hover on it are answered before the huge document's
 * diagnostics, and the huge document's diagnostics still arrive while the small one keeps
 * changing. Asserted as orderings of the server's messages, not as wall-clock thresholds.
 * The scheduling itself is unit-tested with a fake clock below.
 */
import assert from "node:assert/strict";
import { lintDocument } from "../../server/src/app/service";
import { LineIndex } from "../../server/src/core/text/line-index";
import { BIG_JOB_GRACE_MS, FairQueue, SIZE_BUDGET } from "../../server/src/lsp/fair-queue";
import { findingToDiagnostic } from "../../server/src/lsp/to-diagnostic";
import { LspTestClient, positionOf, testUri, type Diagnostic } from "./client";
import { SUITE_TIMEOUT_MS } from "../helpers/wait";

const SMALL = ['card "Small Trick" {', "  type: Sorcery", "  text:", "    Cast this spell only during combat.", "}", ""].join("\n");

/** A document of `n` distinct cards, each with a timing mistake (about 150 characters per card). */
function hugeDocument(n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    out.push(
      `card "Huge ${i}" {`,
      "  cost: {1}{R}",
      "  type: Sorcery",
      "  text:",
      "    Cast this spell only during combat. Draw a card.",
      "}",
      "",
    );
  }
  return out.join("\n");
}
const HUGE = hugeDocument(4000);

describe("LSP: one document never starves the others", function () {
  this.timeout(SUITE_TIMEOUT_MS);
  let client: LspTestClient;
  before(async () => {
    assert.ok(HUGE.length > SIZE_BUDGET, `the huge document (${HUGE.length}) must be over the size budget`);
    client = await LspTestClient.start();
  });
  after(async () => {
    await client?.dispose();
  });

  it("publishes a small document's diagnostics before those of a huge one opened just before it", async () => {
    const order: string[] = [];
    const huge = client.open(testUri("starve-huge-1"), HUGE).then((p) => (order.push("huge"), p));
    const small = client.open(testUri("starve-small-1"), SMALL).then((p) => (order.push("small"), p));
    const [h, s] = await Promise.all([huge, small]);
    assert.deepEqual(order, ["small", "huge"]);
    assert.deepEqual(
      s.diagnostics.map((d) => d.code),
      ["impossible-timing"],
    );
    assert.ok(h.diagnostics.length >= 1000, `huge document: ${h.diagnostics.length} diagnostics`);
  });

  it("answers a hover on the small document before the huge document's diagnostics", async () => {
    const order: string[] = [];
    const smallUri = testUri("starve-small-2");
    const huge = client.open(testUri("starve-huge-2"), HUGE.replace(/Huge /g, "Big ")).then(() => order.push("huge"));
    // The hover is sent right behind the two didOpen notifications (the same tick), so it reaches
    // the server before the huge document's grace period ends, however busy the machine is.
    const small = client.open(smallUri, SMALL).then(() => order.push("small"));
    const hover = client
      .request<{ contents: { value: string } } | null>("textDocument/hover", {
        textDocument: { uri: smallUri },
        position: positionOf(SMALL, "combat"),
      })
      .then((answer) => {
        order.push("hover");
        return answer;
      });
    const [answer] = await Promise.all([hover, huge, small]);
    assert.ok(order.indexOf("hover") < order.indexOf("huge"), order.join(", "));
    assert.ok(order.indexOf("small") < order.indexOf("huge"), order.join(", "));
    assert.match(answer?.contents.value ?? "", /Combat phase/);
  });

  it("still publishes the huge document's diagnostics while the small one keeps changing", async () => {
    const smallUri = testUri("starve-small-3");
    await client.open(smallUri, SMALL);
    let hugeDone = false;
    const huge = client.open(testUri("starve-huge-3"), HUGE.replace(/Huge /g, "Large ")).then(() => (hugeDone = true));
    let edits = 0;
    while (!hugeDone && edits < 2000) {
      await client.change(smallUri, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: "# x\n" }]);
      edits++;
    }
    await huge;
    assert.ok(edits < 2000, "the huge document's diagnostics never came while the small document changed");
  });
});

/**
 * A document of `n` distinct cards, every 40th with a timing mistake (few enough findings to stay
 * under the server's cap of published diagnostics, so they can be compared one by one).
 */
function longDocument(n: number, name: string): string {
  const out: string[] = ["game mtg", "# a header comment", ""];
  for (let i = 0; i < n; i++) {
    const text = i % 40 === 0 ? "Cast this spell only during combat. Draw a card." : "Draw a card.";
    out.push(`card "${name} ${i}" {`, "  cost: {1}{U}", "  type: Sorcery", "  text:", `    ${text}`, "}", "");
  }
  return out.join("\n");
}

/** What a fresh whole-file lint of `text` publishes, in the fields the server's diagnostics carry. */
function freshDiagnostics(text: string): string[] {
  const index = new LineIndex(text);
  return lintDocument(text).findings.map((f) => key(findingToDiagnostic(f, index)));
}
const key = (d: Diagnostic) =>
  `${d.code} ${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${d.message}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("LSP: one document never starves the others, while a long document's first analysis runs", function () {
  this.timeout(SUITE_TIMEOUT_MS);
  let client: LspTestClient;
  // About 2.4 MB: its first analysis takes seconds, far longer than the setup's wait below.
  const LONG = longDocument(20_000, "Long");
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client?.dispose();
  });

  /**
   * Opens the long document and waits until its analysis has begun: past the queue's grace for
   * large documents, with its diagnostics not yet published. This wait only sets the scene; what
   * the tests assert are orderings of the server's messages.
   */
  async function openLongAndLetItStart(uri: string, text: string): Promise<{ published: Promise<unknown>; order: string[] }> {
    const order: string[] = [];
    const published = client.open(uri, text).then((p) => (order.push("long"), p));
    await sleep(BIG_JOB_GRACE_MS * 3);
    assert.deepEqual(order, [], "the long document was analysed before the test could probe it; make it longer");
    return { published, order };
  }

  it("answers a hover on a small document and publishes its diagnostics before the long document's diagnostics", async () => {
    const longUri = testUri("slices-long-1");
    const { published, order } = await openLongAndLetItStart(longUri, LONG);
    const smallUri = testUri("slices-small-1");
    const small = client.open(smallUri, SMALL).then((p) => (order.push("small"), p));
    const hover = client
      .request<{ contents: { value: string } } | null>("textDocument/hover", {
        textDocument: { uri: smallUri },
        position: positionOf(SMALL, "combat"),
      })
      .then((answer) => (order.push("hover"), answer));
    const [answer, s, long] = await Promise.all([hover, small, published]);
    assert.ok(order.indexOf("hover") < order.indexOf("long"), order.join(", "));
    assert.ok(order.indexOf("small") < order.indexOf("long"), order.join(", "));
    assert.match(answer?.contents.value ?? "", /Combat phase/);
    assert.deepEqual(
      s.diagnostics.map((d) => d.code),
      ["impossible-timing"],
    );
    // The sliced analysis publishes what a fresh whole-file lint finds.
    const expected = freshDiagnostics(LONG);
    assert.equal(expected.length, 500);
    assert.deepEqual((long as { diagnostics: Diagnostic[] }).diagnostics.map(key), expected);
  });

  it("restarts the analysis when the long document changes during it, and publishes the new text's findings", async () => {
    const uri = testUri("slices-long-2");
    const text = LONG.replace(/Long /g, "Edited ");
    const { published, order } = await openLongAndLetItStart(uri, text);
    // A new mistake in the middle, and a duplicate name near the end.
    const middle = positionOf(text, "Draw a card.", 10_001);
    const end = positionOf(text, '"Edited 19990"');
    const changed = client.change(uri, [
      { range: { start: middle, end: middle }, text: "Activate only during your upkeep. " },
      { range: { start: end, end: { line: end.line, character: end.character + '"Edited 19990"'.length } }, text: '"Edited 7"' },
    ]);
    const after = await changed.then((p) => (order.push("edited"), p));
    const finalText = applied(text, middle, "Activate only during your upkeep. ", end, '"Edited 19990"'.length, '"Edited 7"');
    assert.deepEqual(after.diagnostics.map(key), freshDiagnostics(finalText));
    assert.ok(after.diagnostics.some((d) => d.code === "duplicate-card-name"));
    await Promise.race([published, sleep(BIG_JOB_GRACE_MS * 2)]);
    // The first text's diagnostics, if published at all, came before the edited text's.
    assert.ok(!order.includes("long") || order.indexOf("long") < order.indexOf("edited"), order.join(", "));
  });
});

describe("LSP: one document never starves the others, while a long document's whole-file fallback runs", function () {
  this.timeout(SUITE_TIMEOUT_MS);
  let client: LspTestClient;
  // An unclosed card near the start: the cards are not independent, so the whole file is linted at once (in pieces).
  const UNCLOSED = longDocument(30_000, "Open").replace('}\n\ncard "Open 4"', '\ncard "Open 4"');
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client?.dispose();
  });

  it("answers a hover on a small document and publishes its diagnostics first, then the fallback's findings", async () => {
    const order: string[] = [];
    const long = client.open(testUri("fallback-long"), UNCLOSED).then((p) => (order.push("long"), p));
    // Past the grace and the few cards before the unclosed one, into the fallback (seconds long even
    // on a quiet machine; it took about 1.5 s for 30,000 cards, so the probe starts after 0.75 s).
    await sleep(BIG_JOB_GRACE_MS * 3);
    assert.equal(order.length, 0, "the long document was analysed before the test could probe it; make it longer");
    const smallUri = testUri("fallback-small");
    const small = client.open(smallUri, SMALL).then(() => order.push("small"));
    const hover = client
      .request("textDocument/hover", { textDocument: { uri: smallUri }, position: positionOf(SMALL, "combat") })
      .then(() => order.push("hover"));
    const [published] = await Promise.all([long, small, hover]);
    assert.ok(order.indexOf("hover") < order.indexOf("long"), order.join(", "));
    assert.ok(order.indexOf("small") < order.indexOf("long"), order.join(", "));
    const expected = freshDiagnostics(UNCLOSED);
    assert.ok(
      expected.some((d) => d.startsWith("syntax-error")),
      "the long document should have a syntax error",
    );
    assert.deepEqual(published.diagnostics.map(key), expected.slice(0, 1000));
  });
});

describe("LSP: a keystroke in a large document does not wait like a large document's first analysis", function () {
  this.timeout(SUITE_TIMEOUT_MS);
  let client: LspTestClient;
  const LARGE = longDocument(5000, "Keys");
  before(async () => {
    assert.ok(LARGE.length > SIZE_BUDGET, `the large document (${LARGE.length}) must be over the size budget`);
    client = await LspTestClient.start();
  });
  after(async () => {
    await client?.dispose();
  });

  it("publishes a keystroke's diagnostics in a large document before those of a small document's later edit", async () => {
    const largeUri = testUri("keys-large");
    const smallUri = testUri("keys-small");
    await client.open(largeUri, LARGE);
    await client.open(smallUri, SMALL);
    const at = positionOf(LARGE, "Draw a card.", 2500);
    const order: string[] = [];
    for (let round = 0; round < 3; round++) {
      const keystroke = client.change(largeUri, [{ range: { start: at, end: at }, text: "x" }]).then((p) => (order.push("large"), p));
      // The small document's edit comes well within the large-document grace: a keystroke that
      // waited for it (its cost taken as the document's length) would be published after it.
      await sleep(BIG_JOB_GRACE_MS / 3);
      const small = client.change(smallUri, [
        { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: "# k\n" },
      ]);
      await Promise.all([keystroke, small.then(() => order.push("small"))]);
    }
    assert.deepEqual(order, ["large", "small", "large", "small", "large", "small"]);
  });
});

/** `text` with `insert` at `at` and then `[end, end + length)` replaced by `replacement` (positions in the text before each edit). */
function applied(
  text: string,
  at: { line: number; character: number },
  insert: string,
  end: { line: number; character: number },
  length: number,
  replacement: string,
): string {
  let index = new LineIndex(text);
  const o = index.offsetAt(at);
  const once = text.slice(0, o) + insert + text.slice(o);
  index = new LineIndex(once);
  const e = index.offsetAt(end);
  return once.slice(0, e) + replacement + once.slice(e + length);
}

describe("FairQueue (fake clock)", () => {
  /** Runs the queue until it is idle; returns the keys in the order their jobs ran. */
  async function drain(queue: FairQueue, ran: string[], clock: { t: number }): Promise<string[]> {
    for (let i = 0; i < 200 && queue.size > 0; i++) {
      await new Promise((r) => setImmediate(r));
      clock.t += 10;
      await new Promise((r) => setTimeout(r, 1));
    }
    return ran;
  }

  it("runs the cheapest due job first, one job per macrotask, never synchronously", async () => {
    const clock = { t: 0 };
    const queue = new FairQueue({ sizeBudget: 1000, graceMs: 50, now: () => clock.t });
    const ran: string[] = [];
    queue.schedule("c", 300, () => ran.push("c"));
    queue.schedule("a", 100, () => ran.push("a"));
    queue.schedule("b", 200, () => ran.push("b"));
    assert.deepEqual(ran, []);
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(ran, ["a"]);
    assert.deepEqual(await drain(queue, ran, clock), ["a", "b", "c"]);
  });

  it("keeps one pending job per document (the last one scheduled) and drops a cancelled one", async () => {
    const clock = { t: 0 };
    const queue = new FairQueue({ now: () => clock.t });
    const ran: string[] = [];
    queue.schedule("a", 10, () => ran.push("a1"));
    queue.schedule("a", 10, () => ran.push("a2"));
    queue.schedule("b", 10, () => ran.push("b"));
    queue.cancel("b");
    assert.deepEqual(await drain(queue, ran, clock), ["a2"]);
  });

  it("lets a job over the size budget wait for its grace, then runs it although small jobs keep coming", async () => {
    const clock = { t: 0 };
    const queue = new FairQueue({ sizeBudget: 1000, graceMs: 50, now: () => clock.t });
    const ran: string[] = [];
    queue.schedule("big", 5000, () => ran.push("big"));
    for (let i = 0; i < 20 && !ran.includes("big"); i++) {
      queue.schedule("small", 10, () => ran.push(`small@${clock.t}`));
      await new Promise((r) => setImmediate(r));
      await new Promise((r) => setImmediate(r));
      clock.t += 10;
      await new Promise((r) => setTimeout(r, 2));
    }
    const big = ran.indexOf("big");
    assert.ok(big > 0, `the big job never ran: ${ran.join(" ")}`);
    assert.ok(ran.slice(0, big).every((k) => k.startsWith("small@")));
    assert.ok(ran.slice(0, big).length >= 4, `small jobs before the big one: ${ran.join(" ")}`);
  });
});
