/**
 * End-to-end test of the CardScript extension inside the real VS Code workbench:
 * code-server (installed from the npm registry into .e2e/code-server on first use) with the
 * packaged dist/cardscript.vsix, driven by playwright-core and Debian's Chromium.
 *
 *   npm run test:e2e          # packages the .vsix, then runs this file (node --import tsx)
 *   npm run test:e2e:web      # the same with --web: the extension in the browser's web worker
 *                             # extension host (a copy of the package without its Node bundles,
 *                             # `remote.extensionKind` = ["web"]; see scripts/e2e/web-vsix.ts)
 *
 * In a workspace holding a sorcery restricted to combat (an impossible timing) and a card with an
 * upkeep trigger, it checks that
 *   1. the error squiggle and a Problems entry with the rule id `impossible-timing` appear;
 *   2. hovering "upkeep" shows the step's documentation with the turn strip;
 *   3. the "Change type to Instant" quick fix removes the error and the saved file says `type: Instant`;
 *   4. "CardScript: Show Timing Map" opens the panel for the card at the cursor (the upkeep
 *      trigger's cell, read from its ARIA label);
 *   5. the panel follows the cursor to the other card (its cells where it can be cast);
 *   6. (--web only) the browser entry wrote its start line to the "CardScript" output channel, the
 *      web worker extension host's frame is there, and code-server's Node extension host never
 *      activated the extension.
 * Screenshots, code-server's log, the workbench logs and the browser console go to
 * test-output/e2e/ (test-output/e2e-web/ with --web). Ends with `e2e: N passed, M failed`; exit code 1 on any failure.
 *
 * Env (optional): CHROMIUM (default /usr/bin/chromium), CARDSCRIPT_VSIX (default
 * dist/cardscript.vsix), E2E_TIMEOUT_S (whole run after the install, default 300),
 * E2E_KEEP_TMP=1 (keep the temp folder).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import {
  installExtension,
  prepareSessionDirs,
  startCodeServer,
  type CodeServerSession,
  type SessionDirs,
} from "../../scripts/e2e/code-server-process";
import { ensureCodeServer } from "../../scripts/e2e/install-code-server";
import { writeWebVsix } from "../../scripts/e2e/web-vsix";
import { registerLanguagePack, stubLanguagePack } from "../../scripts/e2e/stub-language-pack";
import { oneLine, Workbench } from "./workbench-page";
import { WEB_STARTED } from "../../client/src/web-started";
import { formatBreakdown, readStartEvents, type StartEvents } from "./start-breakdown";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
/** `--web`: install the web-only copy of the package, which VS Code runs in the browser's web worker extension host. */
const WEB = process.argv.includes("--web");
const OUT_DIR = path.join(
  repoRoot,
  "test-output",
  `${WEB ? "e2e-web" : "e2e"}${process.env.E2E_LOCALE ? `-${process.env.E2E_LOCALE}` : ""}`,
);
const VSIX = path.resolve(repoRoot, process.env.CARDSCRIPT_VSIX ?? "dist/cardscript.vsix");
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const TIMEOUT_S = Number(process.env.E2E_TIMEOUT_S ?? 300);

const CARD_FILE = "battle-plan.card";
const CARD_TEXT = `# A sorcery that may only be cast during combat can never be cast.
card "Battle Plan" {
  cost: {1}{R}
  type: Sorcery
  text:
    Cast this spell only during combat.
    Target creature gets +2/+0 until end of turn.
}

card "Upkeep Keeper" {
  cost: {2}{G}
  type: Creature — Elf Druid
  stats: 2/2
  text:
    At the beginning of your upkeep, you gain 1 life.
}
`;

const USER_SETTINGS = {
  "workbench.startupEditor": "none",
  "workbench.tips.enabled": false,
  "workbench.enableExperiments": false,
  "telemetry.telemetryLevel": "off",
  "update.mode": "none",
  "extensions.autoUpdate": false,
  "extensions.autoCheckUpdates": false,
  "extensions.ignoreRecommendations": true,
  "security.workspace.trust.enabled": false,
  "git.enabled": false,
  "chat.disableAIFeatures": true,
  "editor.hover.delay": 100,
  "files.autoSave": "off",
  // --web: run the extension in the browser's web worker extension host (see scripts/e2e/web-vsix.ts).
  ...(WEB ? { "remote.extensionKind": { "cardscript.cardscript": ["web"] } } : {}),
};

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const started = Date.now();
const log = (line: string) => console.log(`[e2e ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);

let shotCount = 0;
/** Writes a numbered full-page screenshot to test-output/e2e/ and returns its path ("" if it failed). */
async function screenshot(page: Page | undefined, name: string): Promise<string> {
  if (!page) return "";
  const file = path.join(OUT_DIR, `${String(++shotCount).padStart(2, "0")}-${name}.png`);
  try {
    await page.screenshot({ path: file, timeout: 10_000 });
    return file;
  } catch {
    return "";
  }
}

/** An error's message without Playwright's long "Call log:" / "Browser logs:" appendices and colour codes. */
function shortError(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  return message
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split(/\n\s*(?:Call log:|Browser logs:)/)[0]!
    .split("\n")
    .slice(0, 20)
    .join("\n")
    .trimEnd();
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

interface Step {
  name: string;
  run: (wb: Workbench) => Promise<void>;
}

/** With --web, after the common steps: the extension ran in the browser's web worker extension host. */
const webSteps: Step[] = [
  {
    name: "the extension ran in the browser's web worker extension host, not in code-server's Node one",
    async run(wb) {
      // Positive: the browser entry's own line in its output channel (client/src/web-extension.ts).
      const output = await wb.outputChannelText("CardScript", WEB_STARTED);
      log(`CardScript output: ${JSON.stringify(oneLine(output).slice(0, 200))}`);
      const frames = wb.page.frames().map((f) => f.url());
      assert(
        frames.some((u) => u.includes("webWorkerExtensionHostIframe.html")),
        `no web worker extension host frame: ${JSON.stringify(frames)}`,
      );
      // Negative: code-server's Node extension host never activated the extension (its log is on disk).
      const hostLogs = findFiles(path.join(sessionDirs!.userDataDir, "logs"), /^remoteexthost\.log$/);
      assert(hostLogs.length > 0, "no remoteexthost.log written by code-server's Node extension host");
      const activated = hostLogs.filter((f) => /_doActivateExtension cardscript\.cardscript\b/.test(fs.readFileSync(f, "utf8")));
      assert(activated.length === 0, `code-server's Node extension host activated the extension: ${activated.join(", ")}`);
      log(`Node extension host logs without a CardScript activation: ${hostLogs.length}`);
      await screenshot(wb.page, "web-output-channel");
    },
  },
];

/** Every file under `dir` whose name matches `name` ([] when `dir` does not exist). */
function findFiles(dir: string, name: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && name.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

const steps: Step[] = [
  {
    name: "impossible-timing shows as an error squiggle and a Problems entry with its rule id",
    async run(wb) {
      await wb.editor.locator(".squiggly-error").first().waitFor({ state: "attached", timeout: 60_000 });
      log(`squiggle visible; status bar: ${JSON.stringify(await wb.problemsStatus())}`);
      await wb.showProblems();
      const row = wb.problemRows.filter({ hasText: "impossible-timing" }).first();
      await row.waitFor({ timeout: 30_000 });
      const text = oneLine(await row.innerText());
      log(`Problems row: ${JSON.stringify(text)}`);
      // The message leads with the card's conflicting words (main's wording since "Problems rows differ at a glance").
      assert(
        /'during combat'.*no moment to be cast/.test(text),
        `the Problems row does not say that 'during combat' leaves the spell no moment to be cast: ${text}`,
      );
      await screenshot(wb.page, "diagnostic");
    },
  },
  {
    name: 'hovering "upkeep" shows the step\'s documentation',
    async run(wb) {
      const text = await wb.hoverWord("At the beginning of your upkeep", "upkeep", "step of the beginning phase");
      log(`hover: ${JSON.stringify(text.slice(0, 300))}…`);
      assert(
        /Upkeep\s+—\s+step of the beginning phase/.test(text),
        `hover lacks the title "Upkeep — step of the beginning phase": ${text}`,
      );
      assert(text.includes("Untap · [Upkeep] · Draw · Main 1 · [Combat:"), `hover lacks the turn strip with Upkeep marked: ${text}`);
      assert(/Priority:\s*yes/.test(text), `hover lacks the priority line: ${text}`);
      assert(/CR 503\.1/.test(text), `hover lacks the rule number CR 503.1: ${text}`);
      await screenshot(wb.page, "hover-upkeep");
      await wb.dismissHovers();
    },
  },
  {
    name: 'the "Change type to Instant" quick fix removes the error',
    async run(wb) {
      const title = "Change type to Instant";
      const menu = await wb.openQuickFixMenu(title);
      log(`Quick Fix menu: ${JSON.stringify(oneLine(await menu.innerText()))}`);
      await screenshot(wb.page, "quick-fix-menu");
      await wb.applyMenuEntry(menu, title);

      await wb.editor
        .locator(".view-lines", { hasText: "type: Instant" })
        .waitFor({ timeout: 15_000 })
        .catch(async () => {
          throw new Error(`the editor does not show "type: Instant": ${JSON.stringify(await wb.editorLines())}`);
        });
      await wb.editor
        .locator(".squiggly-error")
        .first()
        .waitFor({ state: "detached", timeout: 30_000 })
        .catch(() => {
          throw new Error("an error squiggle is still shown after the quick fix");
        });
      await wb.showProblems();
      await wb.problemRows
        .filter({ hasText: "impossible-timing" })
        .first()
        .waitFor({ state: "detached", timeout: 30_000 })
        .catch(() => {
          throw new Error("the Problems panel still lists impossible-timing after the quick fix");
        });
      const problems = await wb.problemsText();
      const status = await wb.problemsStatus();
      log(`after the fix, Problems: ${JSON.stringify(problems)}; status bar: ${JSON.stringify(status)}`);
      assert(!problems.includes("impossible-timing"), `the Problems panel still mentions impossible-timing: ${problems}`);
      assert(status !== "" && !/Errors: [1-9]/.test(status), `the status bar does not report zero errors: ${JSON.stringify(status)}`);

      // Save, then check the file on disk.
      await wb.editor.click({ position: { x: 200, y: 10 } });
      await wb.page.keyboard.press("Control+S");
      const file = path.join(workspaceDir, CARD_FILE);
      const deadline = Date.now() + 15_000;
      let saved = fs.readFileSync(file, "utf8");
      while (!saved.includes("type: Instant") && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        saved = fs.readFileSync(file, "utf8");
      }
      assert(
        saved === CARD_TEXT.replace("type: Sorcery", "type: Instant"),
        `the saved file is not the original with "type: Sorcery" changed to "type: Instant":\n${saved}`,
      );
      await screenshot(wb.page, "after-quick-fix");
    },
  },
  {
    name: '"CardScript: Show Timing Map" opens the panel for the card at the cursor',
    async run(wb) {
      await wb.clickLine("At the beginning of your upkeep");
      await wb.runCommand("CardScript: Show Timing Map");
      const view = wb.webview();
      await view.locator("#status", { hasText: "Upkeep Keeper" }).waitFor({ timeout: 30_000 });
      const triggers = await view
        .locator('#map .row[aria-label^="Trigger:"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
      log(`panel: trigger rows ${JSON.stringify(triggers)}`);
      assert(
        triggers.length === 1 && triggers[0]!.endsWith(": Your turn: upkeep"),
        `the panel's trigger rows are ${JSON.stringify(triggers)}`,
      );
      // The card's cost {2}{G} is drawn as two symbols (defined once, used beside the name), each with its words.
      const symbols = await view.locator("#map .tm-sym[role=img]").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
      assert(symbols.join("|") === "two generic mana|green", `the panel's mana symbols are ${JSON.stringify(symbols)}`);
      // Hide the side bar (Ctrl+B) so the panel is wide enough to show both turns in the screenshot.
      await wb.page.keyboard.press("Control+B");
      await wb.page.waitForTimeout(300);
      await screenshot(wb.page, "timing-map-panel");
    },
  },
  {
    name: "the Timing Map panel follows the cursor to another card",
    async run(wb) {
      await wb.clickLine("Target creature gets +2/+0");
      const view = wb.webview();
      await view.locator("#status", { hasText: "Battle Plan" }).waitFor({ timeout: 15_000 });
      // Battle Plan is now an Instant restricted to combat: usable in the combat steps of either player's turn.
      const row = view.locator('#map .row[aria-label^="Battle Plan (Instants): "]');
      await row.first().waitFor({ state: "attached", timeout: 10_000 });
      const label = (await row.first().getAttribute("aria-label")) ?? "";
      log(`panel follows: ${label}`);
      assert(
        /^Battle Plan \(Instants\): Either player's turn: beginning of combat step, .*end of combat step/.test(label),
        `Battle Plan's row: ${label}`,
      );
      await screenshot(wb.page, "timing-map-follows");
    },
  },
  ...(WEB ? webSteps : []),
];

/**
 * With E2E_LOCALE=de, code-server starts with `--locale de`: the client sends VS Code's display
 * language in `initialize`, so the server's diagnostics and hovers are German.
 */
const LOCALE = process.env.E2E_LOCALE;
const germanSteps: Step[] = [
  {
    name: "with --locale de, the Problems row and the upkeep hover are German",
    async run(wb) {
      await wb.editor.locator(".squiggly-error").first().waitFor({ state: "attached", timeout: 60_000 });
      await wb.showProblems();
      const row = wb.problemRows.filter({ hasText: "impossible-timing" }).first();
      await row.waitFor({ timeout: 30_000 });
      const problem = oneLine(await row.innerText());
      log(`Problems row: ${JSON.stringify(problem)}`);
      assert(/keinen Zeitpunkt, gewirkt zu werden/.test(problem), `the Problems row is not German: ${problem}`);
      const text = await wb.hoverWord("At the beginning of your upkeep", "upkeep", "Segment der Anfangsphase");
      log(`hover: ${JSON.stringify(text.slice(0, 300))}…`);
      assert(/Versorgungssegment\s+—\s+Segment der Anfangsphase/.test(text), `the hover is not German: ${text}`);
      assert(/Priorität:\s*ja/.test(text), `the hover lacks the German priority line: ${text}`);
      await screenshot(wb.page, "hover-upkeep-de");
      await wb.dismissHovers();
    },
  },
];
const runSteps = LOCALE === "de" ? germanSteps : steps;

let workspaceDir = "";
let sessionDirs: SessionDirs | undefined;
/** Set once a timeout or signal ends the run: main() then leaves exiting to giveUp(). */
let aborted = false;

async function main(): Promise<number> {
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  if (!fs.existsSync(VSIX)) throw new Error(`${VSIX} does not exist: run \`npm run package\` first (npm run test:e2e does).`);
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM).`);

  const install = await ensureCodeServer({ prefix: path.join(repoRoot, ".e2e", "code-server"), log });

  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cardscript-e2e-"));
  workspaceDir = path.join(root, "workspace");
  fs.mkdirSync(workspaceDir);
  fs.writeFileSync(path.join(workspaceDir, CARD_FILE), CARD_TEXT);
  const dirs: SessionDirs = prepareSessionDirs(root, USER_SETTINGS);
  sessionDirs = dirs;
  const codeServerLog = path.join(OUT_DIR, "code-server.log");

  let server: CodeServerSession | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const results: { name: string; ok: boolean; seconds: number; error?: string }[] = [];
  /** The page's side of the first-diagnostics breakdown (epoch ms); the logs give the rest after the run. */
  const pageEvents: StartEvents = {};
  let tornDown: Promise<void> | undefined;
  /** Closes the browser, stops code-server's process group, keeps the logs, removes the temp folder. Runs once. */
  const teardown = () =>
    (tornDown ??= (async () => {
      await context?.close().catch(() => {});
      await server?.stop();
      try {
        fs.cpSync(path.join(dirs.userDataDir, "logs"), path.join(OUT_DIR, "workbench-logs"), { recursive: true, force: true });
      } catch {
        // no logs written
      }
      if (process.env.E2E_KEEP_TMP) log(`kept ${root}`);
      else fs.rmSync(root, { recursive: true, force: true });
    })());
  /** Ends the run early (timeout, signal): tears down, prints the tally, exits with `code`. */
  const giveUp = (reason: string, code: number) => {
    aborted = true;
    onSignal = undefined;
    console.error(`e2e: ${reason}; stopping code-server`);
    void teardown().finally(() => {
      const passed = results.filter((r) => r.ok).length;
      console.log(`e2e: ${passed} passed, ${runSteps.length - passed} failed (${reason})`);
      process.exit(code);
    });
  };
  const watchdog = setTimeout(() => giveUp(`timed out after ${TIMEOUT_S} s`, 1), TIMEOUT_S * 1000);
  onSignal = (signal) => giveUp(`interrupted by ${signal}`, 130);

  try {
    let vsix = VSIX;
    if (WEB) {
      vsix = path.join(root, "cardscript-web.vsix");
      const web = writeWebVsix(VSIX, vsix);
      log(`web-only package: browser entry ${web.browser}; dropped ${web.dropped.join(", ")}`);
    }
    log(
      installExtension(install.bin, dirs, vsix)
        .split("\n")
        .filter((l) => /install/i.test(l))
        .join(" ") || "extension installed",
    );
    if (LOCALE) {
      // VS Code keeps English unless a language pack for the locale is installed (see stub-language-pack.ts).
      const pack = stubLanguagePack(LOCALE, path.join(root, "language-pack"), repoRoot);
      log(
        installExtension(install.bin, dirs, pack)
          .split("\n")
          .filter((l) => /install/i.test(l))
          .join(" ") || "language pack installed",
      );
      registerLanguagePack(LOCALE, dirs.userDataDir, dirs.extensionsDir);
    }
    const extraArgs = LOCALE ? ["--locale", LOCALE] : [];
    server = await startCodeServer({ bin: install.bin, dirs, workspace: workspaceDir, logFile: codeServerLog, extraArgs });
    log(`code-server pid ${server.pid} answers on ${server.url}`);

    context = await chromium.launchPersistentContext(path.join(root, "chromium-profile"), {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1400, height: 900 },
      // VS Code for the web takes its display language from the browser (Accept-Language, navigator.language).
      ...(LOCALE ? { locale: LOCALE } : {}),
      env: dirs.env,
      // Our own signal handling tears down in order (Playwright's would exit before code-server stops).
      // Playwright still kills the browser if this process exits.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    page = context.pages()[0] ?? (await context.newPage());
    const consoleLog = fs.createWriteStream(path.join(OUT_DIR, "browser-console.log"));
    page.on("console", (m) => consoleLog.write(`[${m.type()}] ${m.text()}\n`));
    page.on("pageerror", (e) => consoleLog.write(`[pageerror] ${e.message}\n`));

    await page.goto(`${server.url}/?folder=${encodeURIComponent(workspaceDir)}`);
    const wb = new Workbench(page);
    const clicked = Date.now();
    await wb.openFromExplorer(CARD_FILE, "Cast this spell only during combat");
    // First diagnostics, measured by the event (the first error squiggle attached), not asserted:
    // from the file's text showing, through the extension's activation (the language status) and
    // the server's first analysis. CI prints the figures; README § Performance reports them.
    const textShown = Date.now();
    pageEvents["text shown"] = textShown;
    const firstSquiggle = wb.editor
      .locator(".squiggly-error")
      .first()
      .waitFor({ state: "attached", timeout: 120_000 })
      .then(
        () => Date.now(),
        () => undefined,
      );
    // The file can open as Plain Text until the extension's language is registered.
    await wb.languageStatus
      .filter({ hasText: "CardScript" })
      .waitFor({ timeout: 60_000 })
      .catch(async () => {
        throw new Error(
          `the status bar's language is ${JSON.stringify(await wb.languageStatus.innerText().catch(() => "?"))}, not CardScript`,
        );
      });
    log(`${CARD_FILE} open as CardScript`);
    const languageAt = Date.now();
    void firstSquiggle.then((at) => {
      pageEvents["squiggle"] = at;
      const sec = (ms: number) => (ms / 1000).toFixed(1);
      log(
        at === undefined
          ? "first diagnostics: no error squiggle within 120 s"
          : `first diagnostics: ${sec(at - textShown)} s after the file's text showed ` +
              `(${sec(textShown - clicked)} s click → text; language CardScript after ${sec(languageAt - textShown)} s; ` +
              `squiggle ${sec(at - languageAt)} s after that)`,
      );
    });

    for (const step of runSteps) {
      if (aborted) break;
      const t = Date.now();
      try {
        await step.run(wb);
        results.push({ name: step.name, ok: true, seconds: (Date.now() - t) / 1000 });
        log(`✓ ${step.name}`);
      } catch (e) {
        if (aborted) break;
        const error = shortError(e);
        results.push({ name: step.name, ok: false, seconds: (Date.now() - t) / 1000, error });
        const shot = await screenshot(page, `FAILED-step-${results.length}`);
        log(
          `✗ ${step.name}\n    ${error.split("\n").join("\n    ")}\n    screenshot: ${shot || "(none)"}\n` +
            `    language: ${JSON.stringify(await wb.languageStatus.innerText({ timeout: 2000 }).catch(() => "?"))}; status bar problems: ${JSON.stringify(await wb.problemsStatus())}\n` +
            `    Problems panel: ${JSON.stringify(await wb.problemsText())}\n` +
            `    editor: ${JSON.stringify((await wb.editorLines().catch(() => [])).join(" ⏎ "))}`,
        );
        await page.keyboard.press("Escape").catch(() => {});
      }
    }
  } catch (e) {
    if (aborted) return 1;
    const shot = await screenshot(page, "FAILED-setup");
    console.error(`e2e: setup failed: ${shortError(e)}${shot ? `\n    screenshot: ${shot}` : ""}\n    code-server log: ${codeServerLog}`);
  } finally {
    clearTimeout(watchdog);
    await teardown();
  }

  if (pageEvents["text shown"] !== undefined) {
    // Where the first-diagnostics wait went, by event (start-breakdown.ts; logged, not asserted).
    const events = { ...readStartEvents(path.join(OUT_DIR, "workbench-logs")), ...pageEvents };
    for (const line of formatBreakdown(events)) log(`first diagnostics, ${line}`);
  }
  const passed = results.filter((r) => r.ok).length;
  for (const r of results) console.log(`  ${r.ok ? "✓" : "✗"} ${r.name} (${r.seconds.toFixed(1)} s)`);
  console.log(`screenshots and logs: ${path.relative(process.cwd(), OUT_DIR) || OUT_DIR}/`);
  console.log(`e2e: ${passed} passed, ${runSteps.length - passed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return passed === runSteps.length ? 0 : 1;
}

/** Set while a session runs: ends it cleanly on Ctrl+C or a CI kill. */
let onSignal: ((signal: NodeJS.Signals) => void) | undefined;
let signalled = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    // A second signal, or one before code-server started: exit at once (the "exit" hook still
    // SIGKILLs code-server's process group).
    if (signalled || !onSignal) process.exit(aborted ? 1 : 130);
    signalled = true;
    onSignal(signal);
  });
}

main().then(
  (code) => {
    if (!aborted) process.exit(code);
  },
  (e) => {
    if (aborted) return;
    console.error(`e2e: ${shortError(e)}`);
    console.log(`e2e: 0 passed, ${runSteps.length} failed`);
    process.exit(1);
  },
);
