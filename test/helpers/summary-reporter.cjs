// Mocha's spec reporter plus one plain closing line that any CI can read:
// "tests: N passed, N failed, N skipped".
"use strict";
const Mocha = require("mocha");
const { Spec } = Mocha.reporters;
const { EVENT_RUN_END } = Mocha.Runner.constants;

class SummaryReporter extends Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once(EVENT_RUN_END, () => {
      const s = runner.stats;
      process.stdout.write(`tests: ${s.passes} passed, ${s.failures} failed, ${s.pending} skipped\n`);
    });
  }
}

module.exports = SummaryReporter;
