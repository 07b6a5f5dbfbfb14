/**
 * Browser test of the playground (npm run test:playground; CI runs it from .ci/run): builds the
 * page, serves it on 127.0.0.1 and drives Debian's Chromium with playwright-core. Checks that
 *   1. the page loads and the language server in the web worker answers (the Timing Map of the
 *      first card appears, with the expected filled cells read from their ARIA labels);
 *   2. a typed mistake (an unknown step name) is underlined as an error;
 *   3. hovering "upkeep" shows the step's documentation;
 *   4. completion offers step names inside rules text;
 *   5. activating a map row with the keyboard selects the ability's text in the editor.
 * Screenshots go to test-output/playground/. Ends with `playground: N passed, M failed`; exit
 * code 1 on any failure.
 *
 * Env (optional): CHROMIUM (default /usr/bin/chromium).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
// @ts-expect-error -- plain ESM build scripts without type declarations
import { buildPlayground } from "../../scripts/playground/build.mjs";
// @ts-expect-error -- plain ESM build scripts without type declarations
import { startStaticServer } from "../../scripts/playground/serve.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const OUT_DIR = path.join(repoRoot, "test-output", "playground");
const CHROMIUM = process.env["CHROMIUM"] ?? "/usr/bin/chromium";
const started = Date.now();
const log = (line: string) => console.log(`[playground ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** The centre of the `occurrence`-th `word` inside the editor line containing `lineText`, in page coordinates. */
async function wordCenter(page: Page, lineText: string, word: string): Promise<{ x: number; y: number }> {
  // Runs in the page (a string: this file is type-checked without the DOM library).
  const box = await page.evaluate<{ x: number; y: number } | null>(`(() => {
    const [lineText, word] = ${JSON.stringify([lineText, word])};
    const line = [...document.querySelectorAll(".cm-line")].find((l) => l.textContent.includes(lineText));
    if (!line) return null;
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const i = n.textContent.indexOf(word);
      if (i < 0) continue;
      const r = document.createRange();
      r.setStart(n, i);
      r.setEnd(n, i + word.length);
      const rect = r.getBoundingClientRect();
      return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    }
    return null;
  })()`);
  check(box, `"${word}" not found in the editor line containing "${lineText}"`);
  return box;
}

const steps: { name: string; run: (page: Page) => Promise<void> }[] = [
  {
    name: "the page loads and the Timing Map shows the first card's filled cells (ARIA labels)",
    async run(page) {
      await page.locator("#map svg").waitFor({ timeout: 30_000 });
      const status = await page.locator("#map-status").innerText();
      check(status.startsWith("Dawn Keeper"), `the map is not for Dawn Keeper: ${status}`);
      const labels = await page.locator("#map [role=img][aria-label]").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")!));
      const triggers = labels.filter((l) => l.endsWith(": triggers"));
      check(triggers.join() === "Your turn, upkeep: triggers", `trigger cells: ${JSON.stringify(triggers)}`);
      const cast = labels.filter((l) => l.endsWith(": can be cast"));
      check(
        cast.join("|") ===
          "Your turn, precombat main phase, stack empty: can be cast|Your turn, postcombat main phase, stack empty: can be cast",
        `cast cells: ${JSON.stringify(cast)}`,
      );
      const activated = labels.filter((l) => l.endsWith(": can be activated"));
      check(
        activated.length === 24 && activated.every((l) => /combat|attackers|blockers|damage/.test(l)),
        `activated cells (combat steps × 2 turns × 2 stack states expected): ${JSON.stringify(activated)}`,
      );
      log(`map: ${labels.length} labelled cells; ${triggers.length} trigger, ${cast.length} cast, ${activated.length} activate`);
      // Mana symbols are pictures with words: the cost {1}{W} beside the name, {2}{W} in the ability's row.
      const symbols = await page.locator("#map .sym[role=img]").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")!));
      check(symbols.join("|") === "one generic mana|white|two generic mana|white", `mana symbols drawn: ${JSON.stringify(symbols)}`);
      const row = await page.locator('#map .row[aria-label^="two generic mana, white: Dawn Keeper gets +1/+1"]').count();
      check(row === 1, "the ability's row is not labelled with its cost in words");
    },
  },
  {
    name: "a typed mistake is underlined as an error",
    async run(page) {
      await page.locator(".cm-content").click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type('\ncard "Typo Test" {\n  type: Instant\n  text:\n    Cast this spell only during your upkep.\n}\n', {
        delay: 2,
      });
      const mark = page.locator(".cm-lintRange-error", { hasText: "upkep" });
      await mark.first().waitFor({ timeout: 15_000 });
      log(`underlined: ${JSON.stringify(await mark.first().innerText())}`);
      await page.screenshot({ path: path.join(OUT_DIR, "02-typed-mistake.png") });
    },
  },
  {
    name: 'hovering "upkeep" shows the step\'s documentation',
    async run(page) {
      const at = await wordCenter(page, "At the beginning of your upkeep", "upkeep");
      await page.mouse.move(at.x, at.y);
      const tip = page.locator(".cm-tooltip-hover", { hasText: "Upkeep" });
      await tip.first().waitFor({ timeout: 10_000 });
      const text = await tip.first().innerText();
      check(/CR 503\.1/.test(text), `the hover lacks CR 503.1: ${text}`);
      check(/Priority:\s*yes/.test(text), `the hover lacks the priority line: ${text}`);
      log(`hover: ${JSON.stringify(text.slice(0, 120))}…`);
      await page.screenshot({ path: path.join(OUT_DIR, "03-hover.png") });
      await page.mouse.move(5, 5);
    },
  },
  {
    name: "completion offers step names in rules text",
    async run(page) {
      await page.locator(".cm-content").click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type('card "Complete Me" {\n  type: Instant\n  text:\n    Cast this spell only during your upk', { delay: 2 });
      await page.keyboard.press("Control+Space");
      const option = page.locator(".cm-tooltip-autocomplete li", { hasText: "upkeep" });
      await option.first().waitFor({ timeout: 10_000 });
      log(`completion: ${JSON.stringify((await page.locator(".cm-tooltip-autocomplete li").allInnerTexts()).slice(0, 5))}`);
      await page.keyboard.press("Escape");
    },
  },
  {
    name: "a map row activated with the keyboard selects the ability's text",
    async run(page) {
      const at = await wordCenter(page, "At the beginning of your upkeep", "beginning");
      await page.mouse.click(at.x, at.y);
      await page.locator("#map-status", { hasText: "Dawn Keeper" }).waitFor({ timeout: 10_000 });
      const row = page.locator('#map .row[aria-label^="Trigger:"]').first();
      await row.focus();
      await page.keyboard.press("Enter");
      const selected = await page.evaluate<string>(`document.getSelection()?.toString() ?? ""`);
      check(selected.includes("At the beginning of your upkeep, you gain 1 life."), `the editor selection is ${JSON.stringify(selected)}`);
      await page.screenshot({ path: path.join(OUT_DIR, "01-playground.png") });
    },
  },
];

async function main(): Promise<number> {
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  check(fs.existsSync(CHROMIUM), `Chromium not found at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM).`);
  const site = await buildPlayground(fs.mkdtempSync(path.join(os.tmpdir(), "cardscript-playground-")));
  const server = await startStaticServer(site);
  let browser: Browser | undefined;
  let failed = 0;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
    });
    const page = await browser.newPage({ viewport: { width: 1400, height: 820 } });
    const consoleLines: string[] = [];
    page.on("console", (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
    page.on("pageerror", (e) => consoleLines.push(`pageerror: ${e.message}`));
    await page.goto(server.url);
    for (const step of steps) {
      const t = Date.now();
      try {
        await step.run(page);
        log(`✔ ${step.name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
      } catch (e) {
        failed++;
        log(`✘ ${step.name}: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`);
        await page.screenshot({ path: path.join(OUT_DIR, `failed-${steps.indexOf(step) + 1}.png`) }).catch(() => undefined);
      }
    }
    fs.writeFileSync(path.join(OUT_DIR, "console.log"), consoleLines.join("\n") + "\n");
  } finally {
    await browser?.close();
    await server.close();
    fs.rmSync(site, { recursive: true, force: true });
  }
  console.log(`playground: ${steps.length - failed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
