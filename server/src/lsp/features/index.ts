/**
 * Every LSP feature of the Node server: the portable ones (./portable.ts) plus those that read
 * files (node:fs): `cardscript.json`, the workspace-wide card-name index and the features built
 * on it (definition, references, rename, workspace diagnostics). To add a feature that needs no file system, list it in
 * ./portable.ts; one that reads files, here.
 */
import type { Feature } from "../context";
import * as configFile from "./config-file";
import * as definition from "./definition";
import * as references from "./references";
import * as rename from "./rename";
import * as selfWatch from "./self-watch";
import { PORTABLE_FEATURES } from "./portable";
import * as workspaceNames from "./workspace-names";
import * as workspaceDiagnostics from "./workspace-diagnostics";

export { PORTABLE_FEATURES };

/** Every feature, for the Node server (selfWatch: file watching when the client cannot watch). */
export const FEATURES: Readonly<Record<string, Feature>> = {
  ...PORTABLE_FEATURES,
  configFile,
  workspaceNames,
  workspaceDiagnostics,
  definition,
  references,
  rename,
  selfWatch,
};
