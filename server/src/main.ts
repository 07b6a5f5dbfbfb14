/**
 * `cardscript-language-server` entry point (bundled to dist/server.cjs).
 *
 *   cardscript-language-server --stdio            # Neovim, Helix, Emacs, …
 *   cardscript-language-server --node-ipc         # VS Code client (TransportKind.ipc)
 *   cardscript-language-server --socket=<port>
 *
 * Without a transport flag the server speaks over stdio.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { setRuleDocsBase } from "./lsp/doc-links";
import { createConnection, ProposedFeatures } from "vscode-languageserver/node";
import { FEATURES } from "./lsp/features/index";
import { SERVER_INFO, startServer } from "./lsp/server";
import { gatedStdio } from "./lsp/protocol-gate";
import { localizer } from "./core/l10n/localizer";
import { localeFromEnv } from "./core/l10n/locale";

// The bundle lives in dist/; the rule docs ship in docs/rules/ beside it (npm package and .vsix).
const localDocs = typeof __dirname === "string" ? join(__dirname, "..", "docs", "rules") : undefined;
if (localDocs && existsSync(localDocs)) setRuleDocsBase(pathToFileURL(localDocs).href + "/");

const args = process.argv.slice(2);
const TRANSPORT = /^--(stdio|node-ipc|socket|pipe)(=|$)/;
/** Every argument the server understands (transports as vscode-languageserver reads them). */
const KNOWN = /^(--(stdio|node-ipc|help|version)|--(socket|pipe|clientProcessId)=.+|-h|-v)$/;
// In the language the environment asks for (LC_ALL, LC_MESSAGES, LANG, LANGUAGE), as the CLI;
// made only for the usage text (a server start never needs the core's catalogs).
const l10n = () => localizer({ id: "core" }, localeFromEnv(process.env));
const SYNOPSIS = "cardscript-language-server [--stdio | --node-ipc | --socket=<port> | --pipe=<name>] [--clientProcessId=<pid>]";
const usage = () => `${l10n().t("server.usage", { synopsis: SYNOPSIS, default: "--stdio" })}\n`;
const unknown = args.filter((a) => !KNOWN.test(a));

if (unknown.length > 0) {
  process.stderr.write(
    `cardscript-language-server: ${l10n().tn("server.unknownArgument", unknown.length, { args: unknown.join(" ") })}\n${usage()}`,
  );
  process.exitCode = 2;
} else if (args.includes("--help") || args.includes("-h")) {
  process.stdout.write(usage());
} else if (args.includes("--version") || args.includes("-v")) {
  process.stdout.write(`${SERVER_INFO.version}\n`);
} else {
  if (!args.some((a) => TRANSPORT.test(a))) process.argv.push("--stdio");
  // Over stdio the protocol gate answers out-of-state requests and exits on a broken frame.
  const stdio = process.argv.includes("--stdio") ? gatedStdio() : undefined;
  startServer(
    stdio ? createConnection(ProposedFeatures.all, stdio.reader, stdio.writer) : createConnection(ProposedFeatures.all),
    FEATURES,
  );
}
