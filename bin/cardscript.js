#!/usr/bin/env node
// CLI entry: `cardscript lint …`, `cardscript import …`. The bundle is built by `npm run build` (also on install).
require("../dist/cli.cjs");
