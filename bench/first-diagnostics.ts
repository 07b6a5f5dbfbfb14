/**
 * Server side of "first diagnostics in the workbench" (README § Performance): over real JSON-RPC,
 * the built server's spawn → `initialize` answered → first `publishDiagnostics` of a file opened
 * right after `initialized`, in a workspace folder whose other `.card` files workspace diagnostics
 * check too (`cardscript.diagnosticMode` workspace vs. openFilesOnly). Medians of `RUNS` runs.
 * Run: `npm run build && node --import tsx bench/first-diagnostics.ts [workspace-folder]`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { LspTestClient, ROOT } from "../test/lsp/client";

const RUNS = Number(process.env["RUNS"] ?? 5);
const folder = path.resolve(process.argv[2] ?? path.join(ROOT, "examples"));
const file = path.join(ROOT, "examples", "timing-mistakes.card");
const text = readFileSync(file, "utf8");

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function once(mode: string): Promise<{ init: number; first: number }> {
  const t0 = performance.now();
  const client = await LspTestClient.start({
    rootUri: pathToFileURL(folder).href,
    configuration: { cardscript: { diagnosticMode: mode } },
  });
  const init = performance.now() - t0;
  const uri = pathToFileURL(file).href;
  await client.open(uri, text);
  const first = performance.now() - t0;
  await client.dispose();
  return { init, first };
}

for (const mode of ["workspace", "openFilesOnly"]) {
  const runs: { init: number; first: number }[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once(mode));
  const init = median(runs.map((r) => r.init));
  const first = median(runs.map((r) => r.first));
  console.log(
    `${mode.padEnd(13)} spawn → initialize ${init.toFixed(0)} ms · → first diagnostics ${first.toFixed(0)} ms (open → publish ${(first - init).toFixed(0)} ms), median of ${RUNS}`,
  );
}
