/** The `--format` names (the formatters themselves are in `index.ts`, loaded only when linting). */
export const FORMAT_NAMES = ["stylish", "json", "sarif", "github", "junit"] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];
