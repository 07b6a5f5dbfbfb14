/**
 * The invariants of ARCHITECTURE.md that code can check: the folders are layers (written once,
 * in {@link LAYERS}), each importing — by value or by type — only its own layer and the layers
 * below, with no cycle between folders; the game contract is types only; grammar/ imports only
 * Chevrotain; the core imports nothing from Node, the LSP libraries or the protocol layer; a
 * game's folder is reached only through the composition root; the CLI never imports the protocol
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

/**
 * The layers, lowest first. A unit is a folder (`core/model`, `games/mtg`, `app`) or a file at the
 * core's or the server's root (`core/linter`, `main`). A unit may import its own layer and the
 * layers below it, never a layer above.
 */
const LAYERS: readonly (readonly string[])[] = [
  ["grammar"],
  ["core/text", "core/collections", "core/steps", "core/config-file-name"],
  ["core/l10n", "core/timing", "core/limits"],
  ["core/game"], // the contract: types only
  ["core/model"],
  ["core/rules", "core/features", "core/import", "core/timing-map", "core/suppressions"],
  ["core/linter", "core/lint-document", "core/code-actions", "core/incremental", "core/config"],
  ["games/*"],
  ["app"],
  ["node-io"],
  ["lsp", "main", "start", "browser", "cli", "client"],
];

/** The unit of a source file (see {@link LAYERS}), or undefined outside the checked folders. */
function unitOf(file: string): string | undefined {
  const rel = path.relative(path.resolve("."), path.resolve(file)).split(path.sep);
  const stem = (s: string) => s.replace(/\.ts$/, "");
  if (rel[0] === "grammar") return "grammar";
  if (rel[0] === "cli" || rel[0] === "client") return rel[0];
  if (rel[0] !== "server" || rel[1] !== "src") return undefined;
  const [top, sub, third] = [rel[2]!, rel[3], rel[4]];
  if (top === "core") return third === undefined ? `core/${stem(sub!)}` : `core/${sub}`;
  if (top === "games") return "games/*";
  return sub === undefined ? stem(top) : top;
}

const layerOf = (unit: string) => LAYERS.findIndex((l) => l.includes(unit));

/** Every relative import of the checked folders as [from unit, to unit, file, specifier]. */
function unitImports(): [string, string, string, string][] {
  const out: [string, string, string, string][] = [];
  for (const file of ["grammar/src", "server/src", "cli/src", "client/src"].flatMap((d) => sources(d))) {
    const from = unitOf(file)!;
    for (const spec of importsOf(file)) {
      if (!spec.startsWith(".")) continue;
      const to = unitOf(path.resolve(path.dirname(file), spec) + ".ts");
      if (to !== undefined) out.push([from, to, file, spec]);
    }
  }
  return out;
}

describe("architecture: folders are layers", () => {
  const edges = unitImports();

  it("every unit has a layer", () => {
    assert.ok(edges.length > 500, `only ${edges.length} imports seen: the import scanner is broken`);
    for (const [from, to] of edges) for (const u of [from, to]) assert.ok(layerOf(u) >= 0, `${u} is in no layer of LAYERS`);
  });

  it("no unit imports a layer above its own (value or type imports)", () => {
    for (const [from, to, file, spec] of edges) {
      assert.ok(layerOf(to) <= layerOf(from), `${file} (${from}) imports ${spec} (${to}), a higher layer`);
    }
  });

  it("no cycle between units", () => {
    const next = new Map<string, Set<string>>();
    for (const [from, to] of edges) if (from !== to) (next.get(from) ?? next.set(from, new Set()).get(from)!).add(to);
    const state = new Map<string, "open" | "done">();
    const visit = (u: string, trail: string[]): void => {
      if (state.get(u) === "done") return;
      assert.notEqual(state.get(u), "open", `cycle: ${[...trail, u].join(" → ")}`);
      state.set(u, "open");
      for (const v of next.get(u) ?? []) visit(v, [...trail, u]);
      state.set(u, "done");
    };
    for (const u of next.keys()) visit(u, []);
  });

  it("the game contract (core/game/) declares types only", () => {
    const files = sources("server/src/core/game");
    assert.ok(files.length >= 5);
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      assert.doesNotMatch(text, /^export (?:const|let|function|class|enum|default)\b/m, `${file} exports a value`);
      assert.doesNotMatch(text, /^import (?!type\b)/m, `${file} imports a value`);
    }
  });
});

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
