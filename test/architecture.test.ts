/**
 * The invariants at the top of ARCHITECTURE.md that code can check: grammar/ imports only
 * Chevrotain; the core imports nothing from Node, the LSP libraries or the protocol layer; a
 * game's folder is reached only through the game registry; the CLI never imports the protocol
 * layer.
 */
import { strict as assert } from "node:assert";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith(".ts") ? [p] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [
    ...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/gm),
    ...text.matchAll(/\brequire\(\s*"([^"]+)"\s*\)/g),
    ...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
  ].map((m) => m[1]!);
}

describe("architecture invariants", () => {
  it("grammar/ imports only Chevrotain and its own modules", () => {
    for (const file of sources("grammar/src")) {
      for (const spec of importsOf(file)) assert.ok(spec === "chevrotain" || spec.startsWith("./"), `${file} imports ${spec}`);
    }
  });

  it("the core does no IO and knows neither Node nor LSP nor the protocol layer", () => {
    // The games and the composition root obey the same rules as the core.
    const files = ["server/src/core", "server/src/games", "server/src/app"].flatMap((d) => sources(d));
    assert.ok(files.length > 20);
    let checked = 0;
    for (const file of files) {
      for (const spec of importsOf(file)) {
        checked++;
        const external = !spec.startsWith(".");
        assert.ok(
          !spec.startsWith("node:") && !["fs", "path", "os", "child_process", "worker_threads"].includes(spec),
          `${file} imports ${spec}`,
        );
        assert.ok(!/vscode-languageserver|vscode-jsonrpc|vscode-languageclient|^vscode$/.test(spec), `${file} imports ${spec}`);
        if (!external) {
          const target = path.resolve(path.dirname(file), spec);
          const inCore = ["server/src/core", "server/src/games", "server/src/app"].some((d) => target.startsWith(path.resolve(d)));
          const inGrammar = target.startsWith(path.resolve("grammar/src"));
          assert.ok(inCore || inGrammar, `${file} imports ${spec}, outside the core`);
        }
      }
      assert.doesNotMatch(readFileSync(file, "utf8"), /\bprocess\.(?:env|argv|stdout|stderr|cwd)\b/, `${file} reads the process`);
    }
    assert.ok(checked > 100, `only ${checked} imports seen: the import scanner is broken`);
  });

  it("the core imports neither the composition root (app/) nor a game (games/), by value or by type", () => {
    const above = ["server/src/app", "server/src/games"].map((d) => path.resolve(d) + path.sep);
    const files = sources("server/src/core");
    let checked = 0;
    for (const file of files) {
      for (const spec of importsOf(file)) {
        if (!spec.startsWith(".")) continue;
        checked++;
        const target = path.resolve(path.dirname(file), spec);
        assert.ok(!above.some((d) => target.startsWith(d)), `${file} imports ${spec}: the core receives the games as an argument`);
      }
    }
    assert.ok(checked > 100, `only ${checked} imports seen: the import scanner is broken`);
  });

  it("nothing outside games/<id>/ imports a game's folder, except the composition root (app/)", () => {
    const gamesDir = path.resolve("server/src/games");
    const gameIds = readdirSync(gamesDir).filter((f) => statSync(path.join(gamesDir, f)).isDirectory());
    assert.ok(gameIds.includes("mtg") && gameIds.includes("ygo"), `games found: ${gameIds.join(", ")}`);
    const files = ["server/src", "cli/src", "client/src", "grammar/src"].flatMap((d) => sources(d));
    let crossings = 0;
    for (const file of files) {
      const from = path.resolve(file);
      for (const spec of importsOf(file)) {
        if (!spec.startsWith(".")) continue;
        const target = path.resolve(path.dirname(file), spec);
        for (const id of gameIds) {
          const folder = path.join(gamesDir, id) + path.sep;
          if (!(target + path.sep).startsWith(folder) || from.startsWith(folder)) continue;
          crossings++;
          assert.equal(
            from,
            path.resolve("server/src/app/games.ts"),
            `${file} imports ${spec} from games/${id}/: ask the file's GameModel (or app/games.ts) instead`,
          );
        }
      }
    }
    assert.ok(crossings >= gameIds.length, "the registry imports every game");
  });

  it("cli/ never imports the protocol layer (server/src/lsp)", () => {
    const lsp = path.resolve("server/src/lsp") + path.sep;
    for (const file of sources("cli/src")) {
      for (const spec of importsOf(file)) {
        if (spec.startsWith(".")) assert.ok(!path.resolve(path.dirname(file), spec).startsWith(lsp), `${file} imports ${spec}`);
      }
    }
  });

  it("the core uses no game's ids in conditions (features ask the game, they do not branch on it)", () => {
    for (const file of sources("server/src/core").filter((f) => !f.includes(`${path.sep}games${path.sep}`))) {
      assert.doesNotMatch(readFileSync(file, "utf8"), /game(?:\.id)?\s*[!=]==?\s*["'](?:mtg|ygo)["']/, `${file} branches on a game id`);
    }
  });
});
