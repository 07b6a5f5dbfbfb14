#!/usr/bin/env node
// CLI entry: `cardscript lint …`, `cardscript import …`. The bundle is built by `npm run build` (also on install).
// `cardscript --version` (or -v) alone is answered here, without loading the bundle (start-up time).
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === "--version" || args[0] === "-v")) {
  process.stdout.write(`${require("../package.json").version}\n`);
} else {
  require("../dist/cli.cjs");
}
