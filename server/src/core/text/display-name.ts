/** How a document or file is named in messages; no dependencies, so the CLI can load it without the linter. */

/** The file name shown for a document key (last path segment of a URI or path, decoded). */
export function displayName(key: string): string {
  const last =
    key
      .replace(/[?#].*$/, "")
      .split(/[\\/]/)
      .filter(Boolean)
      .pop() ?? key;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
