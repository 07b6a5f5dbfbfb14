/**
 * The README's Emacs set-up ("Emacs with eglot"), copied verbatim from README.md, in a real Emacs
 * (`--batch`) with eglot, against `cardscript-language-server` installed as the README says: the
 * `.card` file opens in `cardscript-mode`, eglot manages it, the impossible-timing error arrives
 * as a flymake diagnostic on the right line, and hover answers. Needs Debian's `emacs-nox` and,
 * on Emacs 28, `elpa-eglot` (Emacs 29+ has eglot built in).
 */
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { COMBAT, hasCommand, installServer, makeWorkspace, readmeBlock, run, versionLine } from "./harness";

interface EmacsResult {
  mode: string;
  managed: boolean;
  diagnostics: { line: number; text: string }[];
  hover: { contents: { kind: string; value: string } } | null;
}

describe("README set-up: Emacs with eglot (init code from README.md, real Emacs)", function () {
  this.timeout(90_000);
  let result: EmacsResult;

  before(async () => {
    assert.ok(hasCommand("emacs"), "emacs not found: install Debian's emacs-nox and elpa-eglot");
    console.log(`    ${versionLine("emacs")}`);
    const bin = installServer();
    const workspace = makeWorkspace();
    const init = path.join(workspace.home, "init.el");
    writeFileSync(init, readmeBlock("**Emacs with eglot**", "elisp"));
    const resultFile = path.join(workspace.home, "result.json");
    const env = {
      PATH: `${bin}${path.delimiter}${process.env["PATH"]}`,
      HOME: workspace.home,
      CARD_FILE: workspace.card,
      RESULT: resultFile,
      HOVER_LINE: String(COMBAT.line),
      HOVER_CHARACTER: String(COMBAT.character),
    };
    const probe = path.join(import.meta.dirname, "emacs-probe.el");
    // --batch skips the init file and package activation; do what an interactive start does
    // (activate installed packages such as elpa-eglot, then load init.el).
    const ran = await run("emacs", ["--batch", "--eval", "(package-initialize)", "-l", init, "-l", probe], {
      cwd: workspace.dir,
      env,
      timeoutMs: 60_000,
    });
    assert.equal(ran.code, 0, `emacs exited with ${ran.code}: ${ran.stderr}`);
    result = JSON.parse(readFileSync(resultFile, "utf8")) as EmacsResult;
  });

  it("opens .card files in cardscript-mode, managed by eglot", () => {
    assert.equal(result.mode, "cardscript-mode");
    assert.equal(result.managed, true);
  });

  it("shows the impossible-timing error on the restriction's line", () => {
    const errors = result.diagnostics.filter((d) => d.text.includes("impossible-timing"));
    assert.equal(errors.length, 1, JSON.stringify(result.diagnostics));
    assert.equal(errors[0]!.line, 5);
    assert.match(errors[0]!.text, /'during combat'/);
  });

  it("answers hover on 'combat' with the combat phase", () => {
    assert.ok(result.hover, "no hover");
    assert.match(result.hover.contents.value, /Combat phase/);
  });
});
