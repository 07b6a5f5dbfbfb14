/**
 * The LSP features that need no file system — served by the Node server and by the browser
 * build (a web worker: the playground and VS Code for the Web). To add one: create
 * `features/<name>.ts` exporting `register(ctx: ServerContext): ServerCapabilities | void` (see
 * ../context.ts), then add ONE import line and ONE entry below. Order only matters for listeners
 * of the same event.
 */
import type { Feature } from "../context";
import * as diagnostics from "./diagnostics";
import * as hover from "./hover";
import * as completion from "./completion";
import * as semanticTokens from "./semantic-tokens";
import * as symbols from "./symbols";
import * as folding from "./folding";
import * as settings from "./settings";
import * as codeActions from "./code-actions";
import * as formatting from "./formatting";
import * as timingMap from "./timing-map";

export const PORTABLE_FEATURES: Readonly<Record<string, Feature>> = {
  diagnostics,
  hover,
  completion,
  semanticTokens,
  symbols,
  folding,
  settings,
  codeActions,
  formatting,
  timingMap,
};
