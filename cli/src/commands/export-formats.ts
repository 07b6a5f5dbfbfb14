/** The `cardscript export --format` names, in their own module so that `--help` does not load the exporters. */
export const EXPORT_FORMATS = ["cockatrice", "mse", "forge", "forge-edition", "draftmancer"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
