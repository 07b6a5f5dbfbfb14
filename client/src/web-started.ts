/**
 * The line the extension's browser entry (web-extension.ts) writes to the "CardScript" output
 * channel once its language server runs in a web worker. The web end-to-end test
 * (`npm run test:e2e:web`) looks for it to know the browser entry is what runs.
 */
export const WEB_STARTED = "CardScript: browser entry, language server started in a web worker.";
