/**
 * Small helpers for driving the VS Code workbench (code-server in Chromium) with playwright-core.
 * Selectors are the workbench's own DOM classes and ids, as of VS Code 1.100.
 */
import type { Locator, Page } from "playwright-core";

/** The editor spaces render as U+00A0; this turns workbench text back into plain text. */
export function plain(text: string | null | undefined): string {
  return (text ?? "").replace(/\u00a0/g, " ");
}

/** Collapses all whitespace to single spaces (for one-line log output). */
export function oneLine(text: string): string {
  return plain(text).replace(/\s+/g, " ").trim();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The workbench page and the (single) text editor in it. */
export class Workbench {
  constructor(readonly page: Page) {}

  /** The Monaco editor of the active editor group. */
  get editor(): Locator {
    return this.page.locator(".part.editor .editor-instance .monaco-editor").first();
  }

  /** The language indicator in the status bar ("CardScript" once the extension registered the language). */
  get languageStatus(): Locator {
    return this.page.locator("#status\\.editor\\.mode");
  }

  /** Rows of the Problems panel. */
  get problemRows(): Locator {
    return this.page.locator(".markers-panel .monaco-list-row");
  }

  /** Waits for the workbench, then opens `fileName` from the Explorer and waits until it shows `expectText`. */
  async openFromExplorer(fileName: string, expectText: string): Promise<void> {
    await this.page.locator(".monaco-workbench").waitFor({ timeout: 60_000 });
    const row = this.page.locator(".explorer-folders-view .monaco-list-row", { hasText: fileName }).first();
    await row.waitFor({ timeout: 60_000 });
    await row.click();
    await this.editor.locator(".view-lines", { hasText: expectText }).waitFor({ timeout: 30_000 });
  }

  /** The editor's visible text, one string per rendered line, spaces restored. */
  async editorLines(): Promise<string[]> {
    return (await this.editor.locator(".view-line").allInnerTexts()).map(plain);
  }

  /** Opens the Problems panel if it is not visible (Ctrl+Shift+M toggles, so only press it when hidden). */
  async showProblems(): Promise<void> {
    const panel = this.page.locator(".markers-panel");
    if (await panel.isVisible()) return;
    await this.page.keyboard.press("Control+Shift+M");
    await panel.waitFor({ state: "visible", timeout: 15_000 });
  }

  /** The Problems panel's text on one line ("" when it cannot be read). Opens the panel. */
  async problemsText(): Promise<string> {
    try {
      await this.showProblems();
      return oneLine(await this.page.locator(".markers-panel").innerText({ timeout: 5000 }));
    } catch {
      return "";
    }
  }

  /** The status bar's problem counter, as its accessible label says it ("" when absent). */
  async problemsStatus(): Promise<string> {
    const label = await this.page
      .locator("#status\\.problems")
      .first()
      .getAttribute("aria-label", { timeout: 2000 })
      .catch(() => null);
    return label ?? "";
  }

  /**
   * Moves the mouse onto `word` in the first editor line containing `lineContains` and waits for
   * a hover whose text contains `expect`. Retries a few times (hovers can be dismissed by
   * re-renders). Monaco draws a line as nested token spans in a monospace font, so the position
   * is computed inside the token span that holds the word.
   * @returns the hover's text on one line.
   * @throws when no such hover appears.
   */
  async hoverWord(lineContains: string, word: string, expect: string): Promise<string> {
    const line = this.editor.locator(".view-line", { hasText: lineContains }).first();
    await line.waitFor({ timeout: 10_000 });
    const hover = this.page.locator(".monaco-hover", { hasText: expect }).first();
    let lastError = "";
    for (let attempt = 1; attempt <= 5; attempt++) {
      const spans = line.locator("span span");
      const texts = (await spans.allInnerTexts()).map(plain);
      const index = texts.findIndex((t) => t.includes(word));
      if (index < 0) throw new Error(`no token span holds "${word}" in the line "${lineContains}" (tokens: ${JSON.stringify(texts)})`);
      const box = await spans.nth(index).boundingBox();
      if (!box) {
        // The editor may still be laying the line out (seen right after a cold code-server start):
        // bring it into view and try again, like a failed hover.
        lastError = `the token "${texts[index]}" has no box on screen`;
        await line.scrollIntoViewIfNeeded().catch(() => {});
        await sleep(300);
        continue;
      }
      const charWidth = box.width / texts[index]!.length;
      const x = box.x + charWidth * (texts[index]!.indexOf(word) + word.length / 2);
      const y = box.y + box.height / 2;
      await this.page.mouse.move(5, 5);
      await sleep(150);
      await this.page.mouse.move(x, y, { steps: 4 });
      try {
        await hover.waitFor({ state: "visible", timeout: 6000 });
        return oneLine(await hover.innerText());
      } catch (e) {
        lastError = e instanceof Error ? e.message.split("\n")[0]! : String(e);
      }
    }
    const seen = await this.page
      .locator(".monaco-hover")
      .allInnerTexts()
      .catch(() => []);
    throw new Error(
      `no hover containing "${expect}" over "${word}" after 5 attempts (${lastError}); hovers seen: ${JSON.stringify(seen.map(oneLine))}`,
    );
  }

  /** Puts the cursor in the editor line containing `lineContains` (a click on its text). */
  async clickLine(lineContains: string): Promise<void> {
    const line = this.editor.locator(".view-line", { hasText: lineContains }).first();
    await line.waitFor({ timeout: 10_000 });
    const box = await line.boundingBox();
    if (!box) throw new Error(`the line "${lineContains}" has no box on screen`);
    await this.page.mouse.click(box.x + 60, box.y + box.height / 2);
  }

  /** Runs a command by its title from the Command Palette (F1). */
  async runCommand(title: string): Promise<void> {
    await this.page.keyboard.press("F1");
    const input = this.page.locator(".quick-input-widget input");
    await input.waitFor({ timeout: 10_000 });
    await input.fill(`>${title}`);
    await this.page.locator(".quick-input-widget .monaco-list-row", { hasText: title }).first().waitFor({ timeout: 10_000 });
    await this.page.keyboard.press("Enter");
  }

  /**
   * Shows the output channel `name` in the Output panel ("Output: Show Output Channels...") and
   * returns its text once it contains `expect` (throws after `timeoutMs`).
   */
  async outputChannelText(name: string, expect: string, timeoutMs = 15_000): Promise<string> {
    await this.runCommand("Output: Show Output Channels...");
    const row = this.page.locator(".quick-input-widget .monaco-list-row", { hasText: name }).first();
    await row.waitFor({ timeout: 10_000 });
    await row.click();
    const view = this.page.locator(".part.panel .monaco-editor .view-lines").first();
    await view.filter({ hasText: expect }).waitFor({ timeout: timeoutMs });
    return plain(await view.innerText());
  }

  /** The content of the webview panel (VS Code nests the page in two iframes). */
  webview(): import("playwright-core").FrameLocator {
    return this.page.frameLocator("iframe.webview.ready").last().frameLocator("#active-frame");
  }

  /** Moves the mouse away and closes hovers, so that they cannot cover what is clicked next. */
  async dismissHovers(): Promise<void> {
    await this.page.mouse.move(5, 5);
    await this.page.keyboard.press("Escape");
    await this.page
      .locator(".monaco-hover:visible")
      .first()
      .waitFor({ state: "detached", timeout: 5000 })
      .catch(() => {});
  }

  /**
   * Puts the cursor inside the first error squiggle and opens the Quick Fix menu (Ctrl+.).
   * The cursor is placed by clicking the squiggle; the last attempt uses "Go to Next Problem"
   * (F8) instead, in case something covered the squiggle.
   * @returns the menu (the workbench's action widget) once it lists `title`.
   */
  async openQuickFixMenu(title: string): Promise<Locator> {
    const menu = this.page.locator(".action-widget", { hasText: title }).first();
    const attempts = 3;
    let lastError = "";
    for (let attempt = 1; attempt <= attempts; attempt++) {
      await this.dismissHovers();
      const squiggle = this.editor.locator(".squiggly-error").first();
      await squiggle.waitFor({ state: "attached", timeout: 30_000 });
      const box = await squiggle.boundingBox();
      if (!box) throw new Error("the error squiggle has no box on screen");
      if (attempt < attempts) {
        await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      } else {
        await this.editor
          .locator(".view-line")
          .first()
          .click({ position: { x: 1, y: 2 } });
        await this.page.keyboard.press("F8");
        await this.page.keyboard.press("Escape");
      }
      await this.dismissHovers();
      await this.page.keyboard.press("Control+Period");
      try {
        await menu.waitFor({ state: "visible", timeout: 8000 });
        return menu;
      } catch (e) {
        lastError = e instanceof Error ? e.message.split("\n")[0]! : String(e);
        await this.page.keyboard.press("Escape");
      }
    }
    const widgets = await this.page
      .locator(".action-widget")
      .allInnerTexts()
      .catch(() => []);
    throw new Error(`the Quick Fix menu did not list "${title}" (${lastError}); menus seen: ${JSON.stringify(widgets.map(oneLine))}`);
  }

  /**
   * Applies the entry `title` of an open Quick Fix menu with the keyboard (arrow keys to it, then
   * Enter): clicking is unreliable because the menu puts a pointer-blocking layer over the page.
   * @throws when no entry with that title gets the focus.
   */
  async applyMenuEntry(menu: Locator, title: string): Promise<void> {
    const rows = await menu.locator(".monaco-list-row").count();
    for (let i = 0; i <= rows; i++) {
      const focused = await menu
        .locator(".monaco-list-row.focused")
        .first()
        .getAttribute("aria-label", { timeout: 2000 })
        .catch(() => null);
      if (focused === title) {
        await this.page.keyboard.press("Enter");
        await menu.waitFor({ state: "hidden", timeout: 10_000 });
        return;
      }
      await this.page.keyboard.press("ArrowDown");
    }
    throw new Error(`could not focus "${title}" in the Quick Fix menu: ${oneLine(await menu.innerText())}`);
  }
}
