/**
 * Every LSP feature of the server. To add one: create `features/<name>.ts` exporting
 * `register(ctx: ServerContext): ServerCapabilities | void` (see ../context.ts), then add ONE
 * import line and ONE entry below. Order only matters for listeners of the same event.
 */
import type { Feature } from "../context";
import * as diagnostics from "./diagnostics";
import * as hover from "./hover";
import * as completion from "./completion";
import * as semanticTokens from "./semantic-tokens";
import * as symbols from "./symbols";
import * as folding from "./folding";
import * as settings from "./settings";
import * as configFile from "./config-file";
import * as workspaceNames from "./workspace-names";
import * as codeActions from "./code-actions";
import * as formatting from "./formatting";
import * as definition from "./definition";
import * as references from "./references";
import * as rename from "./rename";
import * as timingMap from "./timing-map";

export const FEATURES: Readonly<Record<string, Feature>> = {
  diagnostics,
  hover,
  completion,
  semanticTokens,
  symbols,
  folding,
  settings,
  configFile,
  workspaceNames,
  codeActions,
  formatting,
  definition,
  references,
  rename,
  timingMap,
};
