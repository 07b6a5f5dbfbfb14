/**
 * The README's Neovim set-up ("Neovim 0.7 and later"), copied verbatim from README.md into an
 * isolated `init.lua`, in a real headless Neovim against `cardscript-language-server` installed
 * as the README says: the `.card` file gets the `cardscript` file type (not `conf`), one client
 * attaches with the project root, the impossible-timing error arrives as a diagnostic at the
 * right place, and hover answers. Needs Debian's `neovim` (0.7.2 on Debian 12).
 */
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { COMBAT, hasCommand, installServer, makeWorkspace, readmeBlock, run, versionLine } from "./harness";

interface NvimResult {
  filetype: string;
  clients: { name: string; root: string }[];
  diagnostics: { lnum: number; col: number; message: string; code?: string; severity: number }[];
  hover: { contents: { kind: string; value: string } }[];
}

describe("README set-up: Neovim (init.lua from README.md, real headless Neovim)", function () {
  this.timeout(90_000);
  let result: NvimResult;
  let workspace: ReturnType<typeof makeWorkspace>;

  before(async () => {
    assert.ok(hasCommand("nvim"), "nvim not found: install Debian's neovim (apt-get install -y neovim)");
    console.log(`    ${versionLine("nvim")}`);
    const bin = installServer();
    workspace = makeWorkspace();
    const config = path.join(workspace.home, ".config");
    mkdirSync(path.join(config, "nvim"), { recursive: true });
    writeFileSync(path.join(config, "nvim", "init.lua"), readmeBlock("**Neovim 0.7 and later**", "lua"));
    const resultFile = path.join(workspace.home, "result.json");
    const env = {
      PATH: `${bin}${path.delimiter}${process.env["PATH"]}`,
      HOME: workspace.home,
      XDG_CONFIG_HOME: config,
      XDG_DATA_HOME: path.join(workspace.home, ".local", "share"),
      XDG_STATE_HOME: path.join(workspace.home, ".local", "state"),
      XDG_CACHE_HOME: path.join(workspace.home, ".cache"),
      RESULT: resultFile,
      HOVER_LINE: String(COMBAT.line),
      HOVER_CHARACTER: String(COMBAT.character),
    };
    const probe = path.join(import.meta.dirname, "nvim-probe.lua");
    const ran = await run("nvim", ["--headless", path.join("cards", "bad.card"), "-c", `luafile ${probe}`], {
      cwd: workspace.dir,
      env,
      timeoutMs: 60_000,
    });
    assert.equal(ran.code, 0, `nvim exited with ${ran.code}: ${ran.stderr}`);
    result = JSON.parse(readFileSync(resultFile, "utf8")) as NvimResult;
  });

  it("gives .card files the cardscript file type (not conf)", () => {
    assert.equal(result.filetype, "cardscript");
  });

  it("attaches one cardscript client rooted at the folder holding cardscript.json", () => {
    assert.deepEqual(result.clients, [{ name: "cardscript", root: workspace.dir }]);
  });

  it("shows the impossible-timing error on the restriction's line", () => {
    const errors = result.diagnostics.filter((d) => d.code === "impossible-timing");
    assert.equal(errors.length, 1, JSON.stringify(result.diagnostics));
    assert.equal(errors[0]!.lnum, 5);
    assert.equal(errors[0]!.severity, 1); // vim.diagnostic.severity.ERROR
    assert.match(errors[0]!.message, /'during combat'/);
  });

  it("answers hover on 'combat' with the combat phase", () => {
    assert.equal(result.hover.length, 1, JSON.stringify(result.hover));
    assert.match(result.hover[0]!.contents.value, /Combat phase/);
  });
});
