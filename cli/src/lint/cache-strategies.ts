/** The `--cache-strategy` names (the cache itself is `cache.ts`, loaded only when linting). */
export const CACHE_STRATEGIES = ["metadata", "content"] as const;
/** What says a file is unchanged for `--cache`: `metadata` (size and mtime, then the content hash) or `content` (the hash only). */
export type CacheStrategy = (typeof CACHE_STRATEGIES)[number];
