/**
 * Whether this code runs from a bundle built by `esbuild.mjs` (which defines
 * `__CARDSCRIPT_BUNDLE__`) rather than from source (tests, scripts).
 */
declare const __CARDSCRIPT_BUNDLE__: boolean | undefined;

/**
 * True in the bundles: Chevrotain skips its grammar validations when the lexer and the parser are
 * built (several milliseconds of start-up; Chevrotain's advice for production builds). Run from
 * source — every test — the validations run, so a grammar mistake still fails there.
 */
export const SKIP_GRAMMAR_VALIDATIONS: boolean = typeof __CARDSCRIPT_BUNDLE__ !== "undefined" && __CARDSCRIPT_BUNDLE__;
