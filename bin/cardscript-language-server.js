#!/usr/bin/env node
// Language server entry for any LSP client: `cardscript-language-server --stdio`.
require("../dist/server.cjs");
