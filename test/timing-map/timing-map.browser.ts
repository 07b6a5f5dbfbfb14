/**
 * Browser test of the Timing Map's and the Set Timing Matrix's visual forms (npm run
 * test:map-browser): each is opened in Debian's Chromium (playwright-core) at 320, 520 and
 * 1,200 px and checked where it matters to a reader:
 *   - the HTML page (`cardscript timeline --format html`) shows the stacked map below 1,060 px
 *     and the side-by-side map from there, never scrolls the page sideways, keeps every visible
 *     label at 11 px or more;
 *   - the SVG drawn for each width (`--format svg --width N`) fits that width, keeps 11 px labels,
 *     and no row label runs into the cells (wide layout);
 *   - the German Yu-Gi-Oh! map's rotated column labels never cross the phase band (SVG and HTML);
 *   - the VS Code panel's page (client/src/timing-map-html.ts, with a stand-in for the webview
 *     API) reports its width, and the map drawn for it fits with 11 px labels;
 *   - the matrix page (`timeline --set --format html`) never scrolls the page sideways (the table
 *     scrolls in its box; a long file path in the heading wraps) and its filters recount;
 *   - the matrix SVG drawn for each width keeps every text inside the picture, labels 11 px.
 * Screenshots go to test-output/timing-map/<form>-<width>.png. Ends with `timing map browser: N
 * passed, M failed`; exit code 1 on any failure. Env (optional): CHROMIUM (default /usr/bin/chromium).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { lintText } from "../../server/src/app/service";
import {
  MATRIX_SCRIPT,
  renderTimingMapHtml,
  renderTimingMapSvg,
  renderTimingMatrixHtml,
  renderTimingMatrixSvg,
  timingMapData,
  timingMatrixData,
} from "../../server/src/core/timing-map/index";
import { panelHtml } from "../../client/src/timing-map-html";
import { MAP_CARDS } from "./cards";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const OUT_DIR = path.join(repoRoot, "test-output", "timing-map");
const CHROMIUM = process.env["CHROMIUM"] ?? "/usr/bin/chromium";
const WIDTHS = [320, 520, 1200] as const;

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** A set with every kind of row, long labels and symbols (original cards). */
const SET = [
  MAP_CARDS.sorcery,
  MAP_CARDS.instantRestricted,
  MAP_CARDS.loyalty,
  MAP_CARDS.upkeepTrigger,
  MAP_CARDS.impossible,
  MAP_CARDS.manaSymbols,
  [
    'card "Lantern of the Long Watch" {',
    "  cost: {3}",
    "  type: Artifact",
    "  rarity: uncommon",
    "  text:",
    "    At the beginning of your upkeep, you may draw a card. If you do, you lose 1 life.",
    "    At the beginning of your upkeep, you may scry 1. If you do, you lose 1 life.",
    "    {2}, {T}: Tap target creature. Activate only during an opponent's turn, before attackers are declared.",
    "}",
    "",
  ].join("\n"),
].join("\n");

/** Visible texts of SVGs under `scope` (a CSS selector): the smallest rendered font size (px). */
function smallestFont(page: Page, scope: string): Promise<number> {
  return page.evaluate<number>(`(() => {
    let min = Infinity;
    for (const t of document.querySelectorAll(${JSON.stringify(scope)} + " text")) {
      const r = t.getBoundingClientRect();
      if (!r.width || !r.height || !t.textContent.trim() || t.closest(".tm-defs")) continue;
      const ctm = t.getScreenCTM();
      const scale = ctm ? Math.hypot(ctm.a, ctm.b) : 1;
      min = Math.min(min, parseFloat(getComputedStyle(t).fontSize) * scale);
    }
    return min;
  })()`);
}

/** How far the page scrolls sideways (px; 0 = it fits). */
const sideways = (page: Page) => page.evaluate<number>(`document.documentElement.scrollWidth - innerWidth`);

/** Rotated column labels whose box meets a phase band's box, within `root` (a CSS selector): "label/band" pairs. */
function labelsCrossingBands(page: Page, root: string): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const out = [];
    for (const svg of document.querySelectorAll(${JSON.stringify(root)})) {
      const bands = [...svg.querySelectorAll(".tm-band")].map((b) => [b.getBoundingClientRect(), b.parentNode.querySelector("title").textContent]);
      for (const t of svg.querySelectorAll("text[transform]")) {
        const r = t.getBoundingClientRect();
        for (const [b, name] of bands)
          if (r.left < b.right && r.right > b.left && r.top < b.bottom - 0.5 && r.bottom > b.top + 0.5) out.push(t.textContent + "/" + name);
      }
    }
    return out;
  })()`);
}

/** Row labels whose box reaches into the cells (wide layout: past the first strip's left edge). */
function labelsIntoCells(page: Page, root: string): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const out = [];
    for (const svg of document.querySelectorAll(${JSON.stringify(root)})) {
      if (!svg.classList.contains("wide")) continue;
      const strip = [...svg.querySelectorAll("use[href$='-strips']")][0];
      if (!strip) continue;
      const left = strip.getBoundingClientRect().left;
      for (const row of svg.querySelectorAll(".row"))
        for (const t of row.querySelectorAll(":scope > text:not(.tm-muted)"))
          if (t.getBoundingClientRect().right > left + 0.5) out.push(t.textContent);
    }
    return out;
  })()`);
}

function write(name: string, text: string): string {
  const file = path.join(OUT_DIR, name);
  fs.writeFileSync(file, text);
  return file;
}

const results: string[] = [];
let failed = 0;

async function step(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
    results.push(`✔ ${name}`);
  } catch (e) {
    failed++;
    results.push(`✘ ${name}: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`);
  }
  console.log(results[results.length - 1]);
}

async function main(): Promise<number> {
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  check(fs.existsSync(CHROMIUM), `Chromium not found at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM).`);
  const en = lintText(SET).model;
  const data = timingMapData(en);
  const ygoDe = lintText(MAP_CARDS.ygoTrigger, { locale: "de" }).model;
  const ygoData = timingMapData(ygoDe);
  // A long path with no space to wrap at: the page must wrap it, not scroll sideways.
  const longPath = "designs/a-very-long-folder-name-without-any-spaces/and-another-one-like-it/set.card";
  const htmlFile = write("map.html", renderTimingMapHtml(data, longPath, en.l10n));
  const ygoHtmlFile = write("ygo-de.html", renderTimingMapHtml(ygoData, "ygo.card", ygoDe.l10n));
  const matrix = timingMatrixData([{ file: "set.card", model: en }])!;
  const hash = createHash("sha256").update(MATRIX_SCRIPT, "utf8").digest("base64");
  const matrixFile = write("matrix.html", renderTimingMatrixHtml(matrix, longPath, en.l10n, hash));
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
    });
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const errors: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      page.on("pageerror", (e) => errors.push(e.message));

      await step(`HTML page at ${width} px: the right layout, no sideways scroll, labels ≥ 11 px`, async () => {
        await page.goto(`file://${htmlFile}`);
        const shown = await page.evaluate<string[]>(
          `[...document.querySelectorAll(".map svg")].filter((s) => s.getBoundingClientRect().width > 0).map((s) => s.classList[1])`,
        );
        const want = width >= 1200 ? "wide" : "stacked";
        check(shown.length === data.cards.length && shown.every((k) => k === want), `${want} expected, shown: ${shown.join(",")}`);
        check((await sideways(page)) <= 0, `the page scrolls sideways by ${await sideways(page)} px`);
        const font = await smallestFont(page, ".map svg");
        check(font >= 10.99, `a label is ${font.toFixed(1)} px`);
        const into = await labelsIntoCells(page, ".map svg");
        check(into.length === 0, `labels run into the cells: ${JSON.stringify(into)}`);
        await page.screenshot({ path: path.join(OUT_DIR, `html-${width}.png`), fullPage: false });
      });

      await step(`SVG drawn for ${width} px: fits, labels ≥ 11 px, no label into the cells, no squashing`, async () => {
        const svg = renderTimingMapSvg(data, { width, l10n: en.l10n });
        check(!/textLength|lengthAdjust/.test(svg), "textLength in the SVG");
        const file = write(`map-${width}.svg`, svg);
        await page.goto(`file://${file}`);
        const w = await page.evaluate<number>(`document.documentElement.getBoundingClientRect().width`);
        check(w <= width, `the SVG is ${w} px wide`);
        const font = await smallestFont(page, "svg");
        check(font >= 10.99, `a label is ${font.toFixed(1)} px`);
        const into = await labelsIntoCells(page, "svg");
        check(into.length === 0, `labels run into the cells: ${JSON.stringify(into)}`);
        await page.screenshot({ path: path.join(OUT_DIR, `svg-${width}.png`), fullPage: false });
      });

      await step(`German Yu-Gi-Oh! at ${width} px: rotated column labels never cross the phase band (SVG and HTML)`, async () => {
        const file = write(`ygo-de-${width}.svg`, renderTimingMapSvg(ygoData, { width, l10n: ygoDe.l10n }));
        await page.goto(`file://${file}`);
        const crossing = await labelsCrossingBands(page, "svg");
        check(crossing.length === 0, `SVG: ${JSON.stringify(crossing)}`);
        await page.screenshot({ path: path.join(OUT_DIR, `ygo-de-svg-${width}.png`), fullPage: false });
        await page.goto(`file://${ygoHtmlFile}`);
        // The page's header is shared (<defs>, drawn with <use>): check the definitions themselves.
        const inDefs = await labelsCrossingBands(page, ".tm-defs");
        check(inDefs.length === 0, `HTML: ${JSON.stringify(inDefs)}`);
        check((await sideways(page)) <= 0, `the page scrolls sideways by ${await sideways(page)} px`);
        await page.screenshot({ path: path.join(OUT_DIR, `ygo-de-html-${width}.png`), fullPage: false });
      });

      await step(`VS Code panel page at ${width} px: reports its width; the map drawn for it fits with 11 px labels`, async () => {
        await page.addInitScript(
          `window.__posted = []; window.acquireVsCodeApi = () => ({ postMessage: (m) => window.__posted.push(m) });`,
        );
        await page.goto("about:blank");
        await page.setContent(panelHtml("vscode-resource:"));
        const reported = await page.waitForFunction(`(window.__posted.find((m) => m.type === "width") || {}).width`, undefined, {
          timeout: 5_000,
        });
        const panelWidth = Number(await reported.jsonValue());
        check(panelWidth > 0 && panelWidth <= width, `reported width ${panelWidth}`);
        const svg = renderTimingMapSvg(timingMapData(en, { card: "Lantern of the Long Watch" }), {
          width: panelWidth,
          omitStyle: true,
          l10n: en.l10n,
        });
        await page.evaluate(
          `window.postMessage({ type: "map", svg: ${JSON.stringify(svg)}, status: "Lantern of the Long Watch — Magic: The Gathering" }, "*")`,
        );
        await page.locator("#map svg").waitFor({ timeout: 5_000 });
        check((await sideways(page)) <= 0, `the panel scrolls sideways by ${await sideways(page)} px`);
        const font = await smallestFont(page, "#map svg");
        check(font >= 10.99, `a label is ${font.toFixed(1)} px`);
        await page.screenshot({ path: path.join(OUT_DIR, `panel-${width}.png`), fullPage: false });
      });

      await step(`matrix page at ${width} px: no sideways page scroll; the opponent filter recounts`, async () => {
        await page.goto(`file://${matrixFile}`);
        check((await sideways(page)) <= 0, `the page scrolls sideways by ${await sideways(page)} px`);
        const rows = await page.locator("tbody tr:not([hidden])").count();
        check(rows === matrix.cards.length, `${rows} rows of ${matrix.cards.length}`);
        await page.screenshot({ path: path.join(OUT_DIR, `matrix-${width}.png`), fullPage: false });
        await page.locator('input[name="opponent"]').check();
        const opp = await page.locator("tbody tr:not([hidden])").count();
        const expected = matrix.cards.filter((c) => c.opponent).length;
        check(opp === expected, `opponent filter: ${opp} rows, ${expected} expected`);
        const count = await page.locator(".tmx-count").innerText();
        check(count.startsWith(`${expected} of ${matrix.total}`), `count line: ${count}`);
      });

      await step(`matrix SVG drawn for ${width} px: as wide as asked, every text inside it, labels ≥ 11 px`, async () => {
        const file = write(`matrix-${width}.svg`, renderTimingMatrixSvg(matrix, en.l10n, width));
        await page.goto(`file://${file}`);
        const outside = await page.evaluate<string[]>(`(() => {
          const svg = document.documentElement;
          const box = svg.getBoundingClientRect();
          return [...svg.querySelectorAll("text")].filter((t) => {
            const r = t.getBoundingClientRect();
            return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5);
          }).map((t) => t.textContent);
        })()`);
        check(outside.length === 0, `text outside the picture: ${JSON.stringify(outside)}`);
        const w = await page.evaluate<number>(`document.documentElement.getBoundingClientRect().width`);
        check(w <= width, `the SVG is ${w} px wide`);
        const font = await smallestFont(page, "svg");
        check(font >= 10.99, `a label is ${font.toFixed(1)} px`);
        await page.screenshot({ path: path.join(OUT_DIR, `matrix-svg-${width}.png`), fullPage: false });
      });

      await step(`no console error at ${width} px`, async () => {
        check(errors.length === 0, JSON.stringify(errors));
      });
      await page.close();
    }
  } finally {
    await browser?.close();
  }
  console.log(`timing map browser: ${results.length - failed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
