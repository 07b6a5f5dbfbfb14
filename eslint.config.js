// ESLint 9 flat config (`npm run lint`, part of `npm test`): typescript-eslint's recommended
// rules plus limits on function length and complexity. A function over a limit is split, not
// waived: no `eslint-disable` names `max-lines-per-function` or `complexity` (CONTRIBUTING.md).
// Formatting is Prettier's job (`npm run format`), not ESLint's.
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Lines of code per function (blank lines and comments not counted) and cyclomatic complexity. */
const MAX_FUNCTION_LINES = 80;
const MAX_COMPLEXITY = 25;

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      "syntaxes/**",
      "schemas/**",
      ".e2e/**",
      "test-output/**",
      "scratch/**",
      "test/fixtures/**",
      "test/parser/golden/**",
      "test/cli/golden/**",
      "**/*.generated.ts",
    ],
  },
  // A disable comment that no longer suppresses anything is an error (a stale exception).
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.node } },
    rules: {
      "max-lines-per-function": ["error", { max: MAX_FUNCTION_LINES, skipBlankLines: true, skipComments: true }],
      complexity: ["error", MAX_COMPLEXITY],
      // `_name` marks a deliberately unused binding; a rest sibling omits a property.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // Messages and escapes deliberately match control characters (to show or strip them).
      "no-control-regex": "off",
    },
  },
  {
    // An array spread into a call puts every element on the stack: past ~100,000 elements V8 throws
    // "Maximum call stack size exceeded" (a file's 200,000 syntax errors in the CLI's stylish format,
    // a 30,000-card file's semantic tokens). Product code uses pushAll/maxOf (core/collections/append.ts).
    files: ["server/src/**/*.ts", "cli/src/**/*.ts", "client/src/**/*.ts", "grammar/src/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name=/^(push|unshift|splice|concat)$/] > SpreadElement",
          message:
            "Spreading an array into push/unshift/splice overflows the stack on large inputs: use pushAll (core/collections/append.ts).",
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name=/^(max|min)$/] > SpreadElement",
          message: "Math.max/min(...array) overflows the stack on large inputs: use maxOf (core/collections/append.ts) or a loop.",
        },
        {
          selector: "CallExpression[callee.property.name=/^(fromCharCode|fromCodePoint)$/] > SpreadElement",
          message: "String.fromCharCode(...array) overflows the stack on large inputs: decode with TextDecoder or Buffer.",
        },
      ],
    },
  },
  {
    files: ["**/*.cjs", "bin/**/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // A test file is a few long describe() callbacks; length limits apply to the code under test.
    files: ["test/**/*.ts"],
    rules: { "max-lines-per-function": "off" },
  },
);
