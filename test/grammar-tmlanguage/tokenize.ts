/**
 * Test helper: tokenizes CardScript with the committed TextMate grammar through vscode-textmate and
 * Oniguruma (WebAssembly, loaded from the installed vscode-oniguruma package — no network), as
 * VS Code does.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { IGrammar, IOnigLib } from "vscode-textmate";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const GRAMMAR_PATH = path.join(ROOT, "syntaxes", "cardscript.tmLanguage.json");

const require = createRequire(import.meta.url);
// Both packages are UMD bundles whose named exports ESM interop does not see the same way under
// every loader; `require` gives the same object everywhere.
const oniguruma = require("vscode-oniguruma") as typeof import("vscode-oniguruma");
const textmate = require("vscode-textmate") as typeof import("vscode-textmate");
let onigLib: Promise<IOnigLib> | undefined;

/** Oniguruma for vscode-textmate, loaded once. */
export function onig(): Promise<IOnigLib> {
  onigLib ??= (async () => {
    const wasm = readFileSync(path.join(path.dirname(require.resolve("vscode-oniguruma")), "onig.wasm"));
    await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
    return {
      createOnigScanner: (sources: string[]) => new oniguruma.OnigScanner(sources),
      createOnigString: (s: string) => new oniguruma.OnigString(s),
    };
  })();
  return onigLib;
}

/** The committed grammar, loaded into a vscode-textmate registry. */
export async function loadGrammar(): Promise<IGrammar> {
  const registry = new textmate.Registry({
    onigLib: onig(),
    loadGrammar: async (scopeName) =>
      scopeName === "source.cardscript" ? textmate.parseRawGrammar(readFileSync(GRAMMAR_PATH, "utf8"), GRAMMAR_PATH) : null,
  });
  const grammar = await registry.loadGrammar("source.cardscript");
  if (!grammar) throw new Error("source.cardscript did not load");
  return grammar;
}

export interface Token {
  line: number;
  text: string;
  scopes: string[];
}

/** Tokens of a whole text, line by line (LF or CRLF), with the grammar's state carried across lines. */
export function tokenize(grammar: IGrammar, text: string): Token[] {
  const out: Token[] = [];
  let state = textmate.INITIAL;
  text.split(/\r?\n/).forEach((lineText, line) => {
    const result = grammar.tokenizeLine(lineText, state);
    for (const t of result.tokens) out.push({ line, text: lineText.slice(t.startIndex, t.endIndex), scopes: t.scopes });
    state = result.ruleStack;
  });
  return out;
}
