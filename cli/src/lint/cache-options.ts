/**
 * `lint`'s cache options, never accepted and silently ignored: `--cache-location` or
 * `--cache-strategy content` without `--cache` is a usage error; `--cache` with `--fix` or
 * `--fix-dry-run` (which lint every file, the cache left as it is) is said on stderr.
 */
import { CliError } from "../errors";
import type { Localizer } from "../../../server/src/core/l10n/localizer";
import type { CacheStrategy } from "./cache-strategies";

/** The cache options of a `lint` run, as commander gives them (`cacheStrategy` defaults to "metadata"). */
export interface CacheOptions {
  cache?: boolean;
  cacheLocation?: string;
  cacheStrategy?: CacheStrategy;
  fix?: boolean;
  fixDryRun?: boolean;
}

/**
 * The notes to print for the cache options (words of `l10n`); none for a run that uses them as given.
 * @throws CliError (exit 2) for a cache option given without `--cache`
 */
export function cacheOptionNotes(opts: CacheOptions, l10n: Pick<Localizer, "t">): string[] {
  if (!opts.cache) {
    const given = opts.cacheLocation !== undefined ? "--cache-location" : opts.cacheStrategy === "content" ? "--cache-strategy" : undefined;
    if (given) throw new CliError(l10n.t("cli.error.cacheOptionWithoutCache", { option: given }));
    return [];
  }
  if (opts.fix || opts.fixDryRun)
    return [l10n.t("cli.warning", { message: l10n.t("cli.lint.cacheNotWithFix", { option: opts.fix ? "--fix" : "--fix-dry-run" }) })];
  return [];
}
