/**
 * Kind: one document never starves the others. A huge document (over the server's size budget,
 * whose analysis takes far longer than a small document's) is opened together with a small one:
 * the small document's diagnostics and a hover on it are answered before the huge document's
 * diagnostics, and the huge document's diagnostics still arrive while the small one keeps
 * changing. Asserted as orderings of the server's messages, not as wall-clock thresholds.
 * The scheduling itself is unit-tested with a fake clock below.
 */
import assert from "node:assert/strict";
import { FairQueue, SIZE_BUDGET } from "../../server/src/lsp/fair-queue";
import { LspTestClient, positionOf, testUri } from "./client";

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
  this.timeout(120_000);
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
