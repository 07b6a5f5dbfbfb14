/**
 * Kind: a format meant for one reader shown to another. `cardscript explain` printed the rule
 * doc's raw Markdown — `| a | b |` table rows, `# ` headings, backticks — to a terminal. On a
 * terminal it is now rendered (marked + marked-terminal: tables drawn, headings without `#`,
 * reflowed to the width, no colour codes under NO_COLOR); piped, it stays Markdown.
 */
import assert from "node:assert/strict";
import { runExplain } from "../../cli/src/commands/rules";
import type { CliIo } from "../../cli/src/io";

/** Runs `explain` with stdout a terminal of `columns` (or a pipe) and returns what it printed. */
async function explain(id: string, tty: boolean, env: NodeJS.ProcessEnv = { NO_COLOR: "1" }, columns = 80): Promise<string> {
  let out = "";
  const io: CliIo = {
    stdout: { write: (s: string) => (out += s), isTTY: tty, columns },
    stderr: { write: () => true },
    env,
    cwd: process.cwd(),
  };
  assert.equal(await runExplain(id, io), 0);
  return out;
}

describe("kind: explain renders Markdown for a terminal", function () {
  this.timeout(30_000);

  it("a terminal gets no Markdown syntax: no table rows in pipes, no '#' headings, prose within the width", async () => {
    const out = await explain("impossible-timing", true);
    assert.doesNotMatch(out, /^#+ /m, "headings rendered");
    assert.doesNotMatch(out, /^\|.*\|$/m, "tables drawn, not '| a | b |'");
    assert.doesNotMatch(out, /^\|?\s*-{3,}\s*\|/m, "no '|---|' separator rows");
    assert.doesNotMatch(out, /\x1b\[/, "no colour codes under NO_COLOR");
    assert.match(out, /impossible-timing/);
    // Prose and tables fit; code (card text, indented) is never reflowed.
    for (const line of out.split("\n")) assert.ok([...line].length <= 100 || /^ {4}/.test(line), `${[...line].length}: ${line}`);
  });

  it("colours on a terminal unless NO_COLOR", async () => {
    assert.match(await explain("impossible-timing", true, {}), /\x1b\[/);
  });

  it("piped: the Markdown as it is", async () => {
    const out = await explain("impossible-timing", false);
    assert.match(out, /^# /m);
  });
});
