/**
 * Waiting in tests: for an event, never for a fixed time. On 2 shared cores under load a server
 * can take many times longer than on a quiet machine, so every wait is for the thing itself with
 * one generous cap (`CARDSCRIPT_TEST_WAIT_MS` overrides it), after which the test fails saying
 * what it waited for. Suites that wait set their Mocha timeout above the cap ({@link SUITE_TIMEOUT_MS}).
 */

/** How long a wait for an event may take before the test fails (ms). */
export const WAIT_CAP_MS = Number(process.env["CARDSCRIPT_TEST_WAIT_MS"]) || 120_000;

/** A Mocha timeout for a test that waits for events: room for a few waits at the cap. */
export const SUITE_TIMEOUT_MS = WAIT_CAP_MS * 3;

/**
 * Resolves once `check()` returns a value other than undefined/false (polled every `stepMs`).
 * @throws Error naming `what` when it does not happen within `capMs`.
 */
export async function waitUntil<T>(check: () => T | undefined | false, what: string, capMs = WAIT_CAP_MS, stepMs = 20): Promise<T> {
  const deadline = Date.now() + capMs;
  for (;;) {
    const v = check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > deadline) throw new Error(`Nothing after ${capMs} ms while waiting for ${what}.`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
