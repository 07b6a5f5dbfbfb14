/**
 * The README's Neovim set-ups, copied verbatim from README.md into an isolated `init.lua`, in a
 * real headless Neovim against `cardscript-language-server` installed as the README says: the
 * `.card` file gets the `cardscript` file type (not `conf`), one client attaches with the project
 * root, the impossible-timing error arrives as a diagnostic at the right place, and hover answers.
 *
 * - "Neovim 0.7 and later" runs in the `nvim` on the PATH (Debian 12's neovim: 0.7.2) and, when a
 *   Neovim 0.11 or later is given, in that one too (the README says the form works there as well);
 * - "Neovim 0.11+ only" (`vim.lsp.config` / `vim.lsp.enable`) runs in a Neovim 0.11 or later: the
 *   one named by the environment variable `CARDSCRIPT_NVIM` (a path), else the `nvim` on the PATH
 *   if it is that new. Without one, its tests are skipped with one line saying so.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { COMBAT, hasCommand, installServer, makeWorkspace, readmeBlock, run, versionLine } from "./harness";

interface NvimResult {
  filetype: string;
  clients: { name: string; root: string }[];
  diagnostics: { lnum: number; col: number; message: string; code?: string; severity: number }[];
  hover: { contents: { kind: string; value: string } }[];
}

const SETUP_07 = "**Neovim 0.7 and later**";
const SETUP_011 = "**Neovim 0.11+ only**";

/** `[major, minor, patch]` of `nvim --version` ("NVIM v0.12.4"), or undefined when it does not run. */
function nvimVersion(nvim: string): [number, number, number] | undefined {
  try {
    const m = /NVIM v(\d+)\.(\d+)\.(\d+)/.exec(execFileSync(nvim, ["--version"], { encoding: "utf8", stdio: "pipe" }));
    return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
  } catch {
    return undefined;
  }
}

const atLeast011 = (v: [number, number, number] | undefined) => v !== undefined && (v[0] > 0 || v[1] >= 11);

/** The Neovim 0.11+ to run: `CARDSCRIPT_NVIM`, else `nvim` on the PATH if new enough; else why there is none. */
function newNeovim(): { nvim: string } | { missing: string } {
  const named = process.env["CARDSCRIPT_NVIM"];
  if (named) {
    const v = nvimVersion(named);
    if (!v) throw new Error(`CARDSCRIPT_NVIM=${named} does not run (\`${named} --version\` failed)`);
    if (!atLeast011(v)) throw new Error(`CARDSCRIPT_NVIM=${named} is Neovim ${v.join(".")}; the 0.11+ set-up needs 0.11 or later`);
    return { nvim: named };
  }
  if (atLeast011(nvimVersion("nvim"))) return { nvim: "nvim" };
  return {
    missing: `no Neovim 0.11+ (the nvim on the PATH is ${hasCommand("nvim") ? versionLine("nvim") : "missing"}; set CARDSCRIPT_NVIM=/path/to/nvim)`,
  };
}

/** Runs `nvim` headless on the sample card with the README block after `marker` as init.lua. */
async function runSetup(nvim: string, marker: string): Promise<{ result: NvimResult; workspace: ReturnType<typeof makeWorkspace> }> {
  const bin = installServer();
  const workspace = makeWorkspace();
  const config = path.join(workspace.home, ".config");
  mkdirSync(path.join(config, "nvim"), { recursive: true });
  writeFileSync(path.join(config, "nvim", "init.lua"), readmeBlock(marker, "lua"));
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
  const ran = await run(nvim, ["--headless", path.join("cards", "bad.card"), "-c", `luafile ${probe}`], {
    cwd: workspace.dir,
    env,
    timeoutMs: 60_000,
  });
  assert.equal(ran.code, 0, `nvim exited with ${ran.code}: ${ran.stderr}`);
  // A set-up that uses an API the Neovim version warns about (deprecated) says so on stderr.
  assert.doesNotMatch(ran.stderr, /deprecated/i, ran.stderr);
  return { result: JSON.parse(readFileSync(resultFile, "utf8")) as NvimResult, workspace };
}

/** The checks every set-up must pass, on what the probe saw. */
function checks(get: () => { result: NvimResult; workspace: ReturnType<typeof makeWorkspace> }): void {
  it("gives .card files the cardscript file type (not conf)", () => {
    assert.equal(get().result.filetype, "cardscript");
  });

  it("attaches one cardscript client rooted at the folder holding cardscript.json", () => {
    assert.deepEqual(get().result.clients, [{ name: "cardscript", root: get().workspace.dir }]);
  });

  it("shows the impossible-timing error on the restriction's line", () => {
    const errors = get().result.diagnostics.filter((d) => d.code === "impossible-timing");
    assert.equal(errors.length, 1, JSON.stringify(get().result.diagnostics));
    assert.equal(errors[0]!.lnum, 5);
    assert.equal(errors[0]!.severity, 1); // vim.diagnostic.severity.ERROR
    assert.match(errors[0]!.message, /'during combat'/);
  });

  it("answers hover on 'combat' with the combat phase", () => {
    assert.equal(get().result.hover.length, 1, JSON.stringify(get().result.hover));
    assert.match(get().result.hover[0]!.contents.value, /Combat phase/);
  });
}

describe("README set-up: Neovim 0.7 and later (init.lua from README.md, real headless Neovim on the PATH)", function () {
  this.timeout(90_000);
  let seen: Awaited<ReturnType<typeof runSetup>>;
  before(async () => {
    assert.ok(hasCommand("nvim"), "nvim not found: install Debian's neovim (apt-get install -y neovim)");
    console.log(`    ${versionLine("nvim")}`);
    seen = await runSetup("nvim", SETUP_07);
  });
  checks(() => seen);
});

for (const [title, marker] of [
  ["Neovim 0.11+ only (vim.lsp.config / vim.lsp.enable)", SETUP_011],
  ["Neovim 0.7 and later, in Neovim 0.11+", SETUP_07],
] as const) {
  describe(`README set-up: ${title} (init.lua from README.md, real headless Neovim 0.11+)`, function () {
    this.timeout(90_000);
    let seen: Awaited<ReturnType<typeof runSetup>>;
    before(async function () {
      const found = newNeovim();
      if ("missing" in found) {
        console.log(`    skipped: ${found.missing}`);
        this.skip();
      }
      console.log(`    ${versionLine(found.nvim)} (${found.nvim})`);
      seen = await runSetup(found.nvim, marker);
    });
    checks(() => seen);
  });
}
