/**
 * Kind: a file the tools do not check gets a different verdict in the CLI and the editor. A `.card`
 * file over the size limit made `cardscript lint` fail (exit 2), but the server showed it as an
 * Information notice, open or closed — easy to miss in the Problems panel, while CI fails on it.
 * The severity is now one fact (`NOT_CHECKED_SEVERITY` in `core/limits.ts`) that every "not
 * checked" diagnostic uses (too large, unreadable, check failed). Also silent: workspace folders
 * that are not `file:` URIs were skipped without a word; the server now says once (logged and
 * shown, in the client's language) that they are not scanned.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { MAX_LINT_CHARS, NOT_CHECKED_SEVERITY, tooLargeMessage } from "../../server/src/core/limits";
import { localizer } from "../../server/src/core/l10n/localizer";
import { runCli } from "../cli/helpers";
import { LspTestClient } from "../lsp/client";

/** LSP `DiagnosticSeverity.Error`. */
const LSP_ERROR = 1;

describe("kind: a file that is not checked gets the same verdict in the CLI and the editor", function () {
  this.timeout(120_000);
  let dir: string;
  let huge: string;
  let client: LspTestClient | undefined;
  const filler = "# filler line for a very large file\n";

  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "cardscript-not-checked-"));
    huge = filler.repeat(Math.ceil((MAX_LINT_CHARS + 10) / filler.length));
    writeFileSync(path.join(dir, "huge.card"), huge);
  });
  after(async () => {
    await client?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("the shared fact says error", () => {
    assert.equal(NOT_CHECKED_SEVERITY, "error");
  });

  it("the CLI fails on a too-large file (exit 2)", () => {
    const r = runCli(["lint", "huge.card"], dir);
    assert.equal(r.code, 2, r.stderr);
    assert.ok(r.stderr.includes(tooLargeMessage(huge.length)), r.stderr);
  });

  it("the server shows it as an error, closed (workspace diagnostics) and open", async () => {
    client = await LspTestClient.start({
      rootUri: null,
      workspaceFolders: [
        { uri: pathToFileURL(dir).href, name: "local" },
        { uri: "vscode-vfs://github/example/cards", name: "remote" },
      ],
    });
    const uri = pathToFileURL(path.join(dir, "huge.card")).href;
    const closed = await client.latestOrNextDiagnostics(uri, (p) => p.diagnostics.length > 0);
    assert.deepEqual(
      closed.diagnostics.map((d) => [d.severity, d.message]),
      [[LSP_ERROR, tooLargeMessage(huge.length)]],
    );
    const open = await client.open(uri, huge);
    assert.deepEqual(
      open.diagnostics.map((d) => [d.severity, d.message]),
      [[LSP_ERROR, tooLargeMessage(huge.length)]],
    );
    await client.close(uri);
  });

  it("says once, logged and shown, that a workspace folder that is not a file: URI is not scanned", () => {
    const expected = localizer({ id: "core" }).tn("lsp.foldersNotScanned", 1, { folders: "vscode-vfs://github/example/cards" });
    assert.match(expected, /vscode-vfs:\/\/github\/example\/cards/);
    assert.equal(client!.logs.filter((m) => m.message === expected).length, 1, JSON.stringify(client!.logs.map((m) => m.message)));
    assert.equal(client!.shown.filter((m) => m.message === expected).length, 1, JSON.stringify(client!.shown));
  });
});
