// Benchmark hook (`node --require bench/peak-rss.cjs …`): at exit, writes the process's peak RSS in
// KiB (process.resourceUsage().maxRSS, the kernel's high-water mark) to $CARDSCRIPT_BENCH_RSS_FILE.
const file = process.env.CARDSCRIPT_BENCH_RSS_FILE;
if (file) {
  process.on("exit", () => {
    try {
      require("node:fs").writeFileSync(file, String(process.resourceUsage().maxRSS));
    } catch {
      // Nothing to report to.
    }
  });
}
