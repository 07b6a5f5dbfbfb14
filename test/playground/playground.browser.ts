/**
 * Browser test of the playground (npm run test:playground; CI runs it from .ci/run): builds the
 * page, serves it on 127.0.0.1 and drives Debian's Chromium with playwright-core. Checks that
 *   1. the page loads and the language server in the web worker answers (the Timing Map of the
 *      first card appears; its rows say where they can be used, read from their ARIA labels);
 *   2. a typed mistake (an unknown step name) is underlined as an error, and its quick fix
 *      ("Change to 'upkeep'") corrects it;
 *   3. hovering "upkeep" shows the step's documentation, its "- **Priority:** …" lines as a list;
 *   4. completion offers step names inside rules text;
 *   5. typing "{" then "}" gives "{}", and picking a symbol after "{" gives "{1}" (not "1}}");
 *   6. Format (the server's formatter) re-indents a card; long lines wrap (no horizontal scroll);
 *   7. Open reads a local file into the editor and Save downloads the text;
 *   8. the Set matrix tab shows every card × the steps of both turns, and its "what can an
 *      opponent do here" filter hides cards and recounts the totals;
 *   9. activating a map row with the keyboard selects the ability's text in the editor;
 *  10. at 320, 520 and 1,200 px the map and the matrix fit (no page-wide horizontal scroll, the
 *      map's labels at least 11 px), with a screenshot of each;
 *  11. the console shows no error and no request failed (the favicon's 404 is gone).
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

/** The text of the editor line holding the cursor. */
const cursorLine = (page: Page) =>
  page.evaluate<string>(
    `(() => { const s = window.getSelection(); const l = s && s.anchorNode && (s.anchorNode.nodeType === 1 ? s.anchorNode : s.anchorNode.parentElement).closest(".cm-line"); return l ? l.textContent : ""; })()`,
  );

/** The smallest rendered font size (px, after any scaling) of the visible texts of the SVG maps under `selector`. */
const smallestMapFont = (page: Page, selector: string) =>
  page.evaluate<number>(`(() => {
    let min = Infinity;
    for (const t of document.querySelectorAll(${JSON.stringify(selector)} + " svg text")) {
      const r = t.getBoundingClientRect();
      if (!r.width || !r.height || !t.textContent.trim()) continue;
      const ctm = t.getScreenCTM();
      const scale = ctm ? Math.hypot(ctm.a, ctm.b) : 1;
      min = Math.min(min, parseFloat(getComputedStyle(t).fontSize) * scale);
    }
    return min;
  })()`);

const consoleLines: string[] = [];
const failedRequests: string[] = [];

const steps: { name: string; run: (page: Page) => Promise<void> }[] = [
  {
    name: "the page loads and the Timing Map's rows say where the first card's spell, trigger and ability can be used",
    async run(page) {
      await page.locator("#map svg").waitFor({ timeout: 30_000 });
      const status = await page.locator("#map-status").innerText();
      check(status.startsWith("Dawn Keeper"), `the map is not for Dawn Keeper: ${status}`);
      const rows = await page.locator("#map .row[aria-label]").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")!));
      check(
        rows[0] === "Dawn Keeper (Creature spells): Your turn: precombat main phase, postcombat main phase, stack empty" ||
          /^Dawn Keeper \(/.test(rows[0] ?? ""),
        `the spell's row: ${rows[0]}`,
      );
      check(
        rows.some((r) => r.startsWith("Trigger: At the beginning of your upkeep") && r.endsWith(": Your turn: upkeep")),
        `trigger row: ${JSON.stringify(rows)}`,
      );
      check(
        rows.some((r) => r.startsWith("two generic mana, white: Dawn Keeper gets +1/+1") && /combat/.test(r)),
        `the ability's row is not labelled with its cost in words and its combat window: ${JSON.stringify(rows)}`,
      );
      // Mana symbols are pictures with words, each drawn once and used where it appears.
      const symbols = await page.locator("#map .tm-sym[role=img]").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")!));
      check(symbols.join("|") === "one generic mana|two generic mana|white", `mana symbols drawn: ${JSON.stringify(symbols)}`);
      log(`map rows: ${rows.length}`);
    },
  },
  {
    name: "a typed mistake is underlined as an error and its quick fix corrects it",
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
      await mark.first().hover();
      const fix = page.locator(".cm-tooltip-lint .cm-diagnosticAction", { hasText: "upkeep" });
      await fix.first().waitFor({ timeout: 10_000 });
      log(`quick fix offered: ${JSON.stringify(await fix.first().innerText())}`);
      await fix.first().click();
      await page.locator(".cm-line", { hasText: "Cast this spell only during your upkeep." }).waitFor({ timeout: 5_000 });
      await page.mouse.move(5, 5);
    },
  },
  {
    name: 'hovering "upkeep" shows the step\'s documentation, its "- **Priority:**" lines as a list',
    async run(page) {
      const at = await wordCenter(page, "At the beginning of your upkeep", "upkeep");
      await page.mouse.move(at.x, at.y);
      const tip = page.locator(".cm-tooltip-hover", { hasText: "Upkeep" });
      await tip.first().waitFor({ timeout: 10_000 });
      const text = await tip.first().innerText();
      check(/CR 503\.1/.test(text), `the hover lacks CR 503.1: ${text}`);
      const items = await tip.first().locator("li").allInnerTexts();
      check(
        items.some((i) => /^Priority:\s*yes/.test(i)),
        `the priority line is not a list item: ${JSON.stringify(items)}`,
      );
      check(!/(^|\n)\s*- |\*\*/.test(text), `literal Markdown in the hover: ${text}`);
      log(`hover list: ${JSON.stringify(items.slice(0, 3))}`);
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
    name: 'typing "{" then "}" gives "{}"; picking a symbol after "{" gives "{1}", not "1}}"',
    async run(page) {
      await page.keyboard.press("Enter");
      await page.keyboard.type("{", { delay: 20 });
      await page.waitForTimeout(300);
      await page.keyboard.type("}", { delay: 20 });
      check((await cursorLine(page)).trim() === "{}", `typed "{}": ${JSON.stringify(await cursorLine(page))}`);
      await page.keyboard.press("Enter");
      await page.keyboard.type("{", { delay: 20 });
      await page.keyboard.press("Control+Space");
      await page.locator(".cm-tooltip-autocomplete li", { hasText: "{1}" }).first().click();
      await page.waitForTimeout(200);
      check((await cursorLine(page)).trim() === "{1}", `picked {1}: ${JSON.stringify(await cursorLine(page))}`);
      log(`braces: "{}" and "{1}"`);
    },
  },
  {
    name: "Format re-indents a card with the server's formatter; long lines wrap",
    async run(page) {
      // A new document (the earlier steps left an unfinished card; formatting refuses a file with syntax errors).
      const loose = 'card "Loose" {\n type:   Instant\n  text:\n    ' + "Draw a card. ".repeat(14).trim() + "\n}\n";
      await page.locator("#open-file").setInputFiles({ name: "loose.card", mimeType: "text/plain", buffer: Buffer.from(loose) });
      await page.locator(".cm-line", { hasText: /type: {3}Instant/ }).waitFor({ timeout: 5_000 });
      await page.locator("#format").click();
      await page.locator(".cm-line", { hasText: /^ {2}type: Instant$/ }).waitFor({ timeout: 10_000 });
      const left = await page.locator(".cm-line", { hasText: /type: {3}Instant/ }).count();
      const notice = (await page.locator("#notice").isVisible()) ? await page.locator("#notice").innerText() : "";
      check(left === 0, `the loose type line is still there (notice: ${notice})`);
      const overflow = await page.evaluate<number>(
        `(() => { const s = document.querySelector(".cm-scroller"); return s.scrollWidth - s.clientWidth; })()`,
      );
      check(overflow <= 1, `the editor scrolls sideways by ${overflow} px: lines do not wrap`);
      log("formatted; no horizontal scroll in the editor");
    },
  },
  {
    name: "Open reads a local file into the editor; Save downloads the text",
    async run(page) {
      const text = 'card "Opened Card" {\n  cost: {U}\n  type: Instant\n  text:\n    Draw a card.\n}\n';
      await page.locator("#open-file").setInputFiles({ name: "opened.card", mimeType: "text/plain", buffer: Buffer.from(text) });
      await page.locator(".cm-line", { hasText: 'card "Opened Card" {' }).waitFor({ timeout: 5_000 });
      const editorText = await page.evaluate<string>(`[...document.querySelectorAll(".cm-line")].map((l) => l.textContent).join("\\n")`);
      check(editorText + "\n" === text || editorText === text, `the editor holds ${JSON.stringify(editorText)}`);
      const [download] = await Promise.all([page.waitForEvent("download"), page.locator("#save").click()]);
      const saved = fs.readFileSync((await download.path())!, "utf8");
      check(download.suggestedFilename() === "opened.card", `saved as ${download.suggestedFilename()}`);
      check(saved === text, `saved ${JSON.stringify(saved)}`);
      log(`opened and saved opened.card (${saved.length} characters)`);
    },
  },
  {
    name: "the Set matrix tab shows every card × both turns' steps; the opponent filter recounts",
    async run(page) {
      const text = [
        'card "Quick Answer" {\n  cost: {U}\n  type: Instant\n  rarity: common\n  text:\n    Counter target spell.\n}',
        'card "Slow Plan" {\n  cost: {2}{R}\n  type: Sorcery\n  rarity: uncommon\n  text:\n    Draw two cards.\n}',
        'card "Upkeep Bell" {\n  cost: {1}{W}\n  type: Artifact\n  rarity: common\n  text:\n    At the beginning of your upkeep, you gain 1 life.\n}',
      ].join("\n\n");
      await page.locator("#open-file").setInputFiles({ name: "set.card", mimeType: "text/plain", buffer: Buffer.from(text + "\n") });
      await page.locator(".cm-line", { hasText: "Upkeep Bell" }).waitFor({ timeout: 5_000 });
      await page.locator('[data-tab="matrix"]').click();
      await page.locator("#matrix table tbody tr").nth(2).waitFor({ timeout: 15_000 });
      const names = await page.locator("#matrix tbody th").allInnerTexts();
      check(names.join("|") === "Quick Answer|Slow Plan|Upkeep Bell", `matrix rows: ${JSON.stringify(names)}`);
      const columns = await page.locator("#matrix thead th.s").count();
      check(columns === 26, `${columns} step columns (13 steps × 2 turns expected)`);
      await page.locator('#matrix input[name="opponent"]').check();
      const shown = await page.locator("#matrix tbody tr:not([hidden]) th").allInnerTexts();
      check(shown.join("|") === "Quick Answer", `with the opponent filter: ${JSON.stringify(shown)}`);
      const totals = await page.locator("#matrix tfoot td[data-col]").allInnerTexts();
      check(totals[2] === "1" && totals[13 + 2] === "1", `totals after filtering: ${totals.join(" ")}`);
      await page.locator('#matrix input[name="opponent"]').uncheck();
      await page.locator('#matrix input[name="rarity"][value="uncommon"]').check();
      const uncommon = await page.locator("#matrix tbody tr:not([hidden]) th").allInnerTexts();
      check(uncommon.join("|") === "Slow Plan", `uncommon only: ${JSON.stringify(uncommon)}`);
      await page.locator('#matrix input[name="rarity"][value="uncommon"]').uncheck();
      log(`matrix: ${names.length} cards × ${columns} columns; filters work`);
      await page.locator('[data-tab="map"]').click();
      await page.locator("#map svg").waitFor({ timeout: 10_000 });
    },
  },
  {
    name: "a map row activated with the keyboard selects the ability's text",
    async run(page) {
      const at = await wordCenter(page, "At the beginning of your upkeep", "beginning");
      await page.mouse.click(at.x, at.y);
      await page.locator("#map-status", { hasText: "Upkeep Bell" }).waitFor({ timeout: 10_000 });
      const row = page.locator('#map .row[aria-label^="Trigger:"]').first();
      await row.focus();
      await page.keyboard.press("Enter");
      const selected = await page.evaluate<string>(`document.getSelection()?.toString() ?? ""`);
      check(selected.includes("At the beginning of your upkeep, you gain 1 life."), `the editor selection is ${JSON.stringify(selected)}`);
      await page.screenshot({ path: path.join(OUT_DIR, "01-playground.png") });
    },
  },
  {
    name: "at 320, 520 and 1,200 px the map and the matrix fit, labels at least 11 px (screenshots)",
    async run(page) {
      for (const width of [320, 520, 1200]) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForTimeout(600); // the map is redrawn for the pane's new width (debounced)
        await page.locator("#map svg").waitFor({ timeout: 10_000 });
        const mapWidth = await page.evaluate<number>(`Math.floor(document.getElementById("map").clientWidth)`);
        const svgWidth = await page.evaluate<number>(`document.querySelector("#map svg").getBoundingClientRect().width`);
        check(svgWidth <= Math.max(mapWidth, 300) + 1, `at ${width} px the map is ${svgWidth} px wide in a ${mapWidth} px pane`);
        const font = await smallestMapFont(page, "#map");
        check(font >= 11 - 0.01, `at ${width} px a map label is ${font.toFixed(1)} px`);
        const pageOverflow = await page.evaluate<number>(`document.documentElement.scrollWidth - innerWidth`);
        check(pageOverflow <= 0, `at ${width} px the page scrolls sideways by ${pageOverflow} px`);
        await page.locator("#side").screenshot({ path: path.join(OUT_DIR, `map-${width}.png`) });
        await page.locator('[data-tab="matrix"]').click();
        await page.locator("#matrix table").waitFor({ timeout: 10_000 });
        const matrixOverflow = await page.evaluate<number>(`document.documentElement.scrollWidth - innerWidth`);
        check(matrixOverflow <= 0, `at ${width} px the matrix makes the page scroll sideways by ${matrixOverflow} px`);
        await page.locator("#side").screenshot({ path: path.join(OUT_DIR, `matrix-${width}.png`) });
        await page.locator('[data-tab="map"]').click();
        log(`${width} px: map ${svgWidth.toFixed(0)} px in ${mapWidth} px, smallest label ${font.toFixed(1)} px`);
      }
      await page.setViewportSize({ width: 1400, height: 820 });
    },
  },
  {
    name: "the console shows no error and no request failed",
    async run() {
      const errors = consoleLines.filter((l) => /^(error|pageerror)/.test(l));
      check(errors.length === 0, `console errors: ${JSON.stringify(errors)}`);
      check(failedRequests.length === 0, `failed requests: ${JSON.stringify(failedRequests)}`);
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
    const page = await browser.newPage({ viewport: { width: 1400, height: 820 }, acceptDownloads: true });
    page.on("console", (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
    page.on("pageerror", (e) => consoleLines.push(`pageerror: ${e.message}`));
    page.on("response", (r) => {
      if (r.status() >= 400) failedRequests.push(`${r.status()} ${r.url()}`);
    });
    page.on("requestfailed", (r) => failedRequests.push(`${r.failure()?.errorText ?? "failed"} ${r.url()}`));
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
