/**
 * Kind: a workspace file the language server cannot understand is dropped without a word. A
 * `.card` file that is not UTF-8 (a binary, a Latin-1 save) was reported by `cardscript lint` but
 * left out of the server's workspace diagnostics; a file it could not read (no permission, a
 * symbolic link in a loop or to nothing) was silent too. Now each gets one error at line 0 on its
 * own URI that names the file and says why — the CLI's words, in the client's language — pushed to
 * a client without pull diagnostics and answered through `workspace/diagnostic` to one with them;
 * the error goes when the file is fixed. Talks to the real server over JSON-RPC.
 */
import assert from "node:assert/strict";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { WorkspaceDiagnosticReport, WorkspaceFullDocumentDiagnosticReport } from "vscode-languageserver";
import { runCli } from "../cli/helpers";
import { LspTestClient } from "../lsp/client";

const card = (name: string) => `card "${name}" {\n  type: Artifact\n}\n`;
/** A Latin-1 "é" (0xE9) on line 2: not UTF-8. */
const LATIN1 = Buffer.concat([Buffer.from('# draft\ncard "Caf'), Buffer.from([0xe9]), Buffer.from('" {\n  type: Artifact\n}\n')]);
const isRoot = process.getuid?.() === 0;

/** A workspace with a clean card, an undecodable one, a dangling link, a link loop and (not as root) a file without read permission. */
function makeWorkspace(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-undecodable-"));
  mkdirSync(path.join(dir, "set"));
  writeFileSync(path.join(dir, "set", "good.card"), card("Good"));
  writeFileSync(path.join(dir, "set", "latin1.card"), LATIN1);
  symlinkSync(path.join(dir, "nowhere", "gone.card"), path.join(dir, "set", "dangling.card"));
  symlinkSync("loop.card", path.join(dir, "set", "loop.card"));
  if (!isRoot) {
    writeFileSync(path.join(dir, "set", "secret.card"), card("Secret"));
    chmodSync(path.join(dir, "set", "secret.card"), 0o000);
  }
  return dir;
}

/** The expected error per file name, in `locale`. */
function expected(locale: "en" | "de" | "es", dir: string): Record<string, RegExp> {
  const target = path.join(dir, "nowhere", "gone.card").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const words = {
    en: {
      latin1: /^latin1\.card is not valid UTF-8 text: line 2 has the byte 0xE9, which UTF-8 does not allow there/,
      dangling: new RegExp(`^dangling\\.card is a symbolic link to '${target}', which does not exist`),
      loop: /^loop\.card is a symbolic link in a loop/,
      secret: /^secret\.card cannot be read: permission denied$/,
    },
    de: {
      latin1: /^latin1\.card ist kein gültiger UTF-8-Text: Zeile 2 enthält das Byte 0xE9/,
      dangling: new RegExp(`^dangling\\.card ist ein symbolischer Link auf '${target}', das es nicht gibt`),
      loop: /^loop\.card ist ein symbolischer Link in einer Schleife/,
      secret: /^secret\.card kann nicht gelesen werden: Zugriff verweigert$/,
    },
    es: {
      latin1: /^latin1\.card no es texto UTF-8 válido: la línea 2 contiene el byte 0xE9/,
      dangling: new RegExp(`^dangling\\.card es un enlace simbólico a '${target}', que no existe`),
      loop: /^loop\.card es un enlace simbólico en bucle/,
      secret: /^secret\.card no se puede leer: permiso denegado$/,
    },
  }[locale];
  return isRoot ? { latin1: words.latin1, dangling: words.dangling, loop: words.loop } : words;
}

describe("kind: undecodable and unreadable workspace files are reported, not dropped", function () {
  this.timeout(60_000);
  let dir: string;
  const clients: LspTestClient[] = [];
  const uri = (name: string) => pathToFileURL(path.join(dir, "set", `${name}.card`)).href;

  before(() => {
    dir = makeWorkspace();
  });
  after(async () => {
    for (const c of clients) await c.dispose();
    if (!isRoot) chmodSync(path.join(dir, "set", "secret.card"), 0o644);
    rmSync(dir, { recursive: true, force: true });
  });

  const start = async (locale: string, pull: boolean) => {
    const client = await LspTestClient.start({
      locale,
      rootUri: null,
      workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "set" }],
      capabilities: {
        workspace: { didChangeWatchedFiles: { dynamicRegistration: true } },
        ...(pull ? { textDocument: { diagnostic: { dynamicRegistration: false } } } : {}),
      },
    });
    clients.push(client);
    return client;
  };

  /** The latest publish for `u` with diagnostics, waiting for one when none came yet. */
  const pushedTo = (client: LspTestClient, u: string) => client.latestOrNextDiagnostics(u, (p) => p.diagnostics.length > 0);

  for (const locale of ["en", "de", "es"] as const) {
    it(`${locale}: pushed, one error at line 0 per file the server cannot read or decode`, async () => {
      const client = await start(locale, false);
      for (const [name, message] of Object.entries(expected(locale, dir))) {
        const { diagnostics } = await pushedTo(client, uri(name));
        assert.equal(diagnostics.length, 1, name);
        const [d] = diagnostics;
        assert.equal(d!.severity, 1, `${name}: an error`);
        assert.deepEqual(d!.range.start, { line: 0, character: 0 }, name);
        assert.match(d!.message, message);
      }
      const good = client.published.filter((p) => p.uri === uri("good"));
      assert.ok(
        good.every((p) => p.diagnostics.length === 0),
        "the clean file has no problems",
      );
    });
  }

  it("pulled: workspace/diagnostic and textDocument/diagnostic report them as well", async () => {
    const client = await start("en", true);
    const report = await client.request<WorkspaceDiagnosticReport>("workspace/diagnostic", { previousResultIds: [] });
    const full = new Map(
      report.items.filter((i): i is WorkspaceFullDocumentDiagnosticReport => i.kind === "full").map((i) => [i.uri, i.items]),
    );
    for (const [name, message] of Object.entries(expected("en", dir))) {
      const items = full.get(uri(name));
      assert.ok(items, `${name} is in the workspace report`);
      assert.equal(items.length, 1, name);
      assert.match(items[0]!.message, message);
    }
    const single = await client.request<{ kind: string; items: { message: string }[] }>("textDocument/diagnostic", {
      textDocument: { uri: uri("latin1") },
    });
    assert.match(single.items[0]!.message, expected("en", dir).latin1!);
  });

  it("a file saved as UTF-8 loses its error; one saved as Latin-1 later gets it (watched files)", async () => {
    const client = await start("en", false);
    await pushedTo(client, uri("latin1"));
    writeFileSync(path.join(dir, "set", "latin1.card"), card("Café"));
    const cleared = client.nextDiagnostics(uri("latin1"), (p) => p.diagnostics.length === 0);
    await client.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: uri("latin1"), type: 2 }] });
    await cleared;
    writeFileSync(path.join(dir, "set", "good.card"), LATIN1);
    const broken = client.nextDiagnostics(uri("good"), (p) => p.diagnostics.length > 0);
    await client.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: uri("good"), type: 2 }] });
    assert.match((await broken).diagnostics[0]!.message, /^good\.card is not valid UTF-8 text: line 2 has the byte 0xE9/);
    writeFileSync(path.join(dir, "set", "latin1.card"), LATIN1);
    writeFileSync(path.join(dir, "set", "good.card"), card("Good"));
  });

  it("the CLI reports the same files with the same words", () => {
    const r = runCli(["lint", "set"], dir);
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /set\/latin1\.card is not valid UTF-8 text: line 2 has the byte 0xE9/);
    assert.match(r.stderr, /set\/dangling\.card/);
    assert.match(r.stderr, /set\/loop\.card/);
  });
});
