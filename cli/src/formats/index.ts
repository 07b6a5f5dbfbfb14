/** Output formats by name (`--format`). */
import { formatGithub, githubStream } from "./github";
import { formatJson, jsonStream } from "./json";
import { formatJunit } from "./junit";
import { formatStylish, stylishStream } from "./stylish";
import type { FormatName } from "./names";
import type { Formatter, StreamFormatter } from "./types";

/**
 * The formatter of a format name, undefined for an unknown name. SARIF's, which describes every
 * rule (and so loads the rule registry), is loaded only when asked for.
 */
export async function loadFormatter(name: string): Promise<Formatter | undefined> {
  const formats: Record<FormatName, () => Formatter | Promise<Formatter>> = {
    stylish: () => formatStylish,
    json: () => formatJson,
    sarif: async () => (await import("./sarif")).formatSarif,
    github: () => formatGithub,
    junit: () => formatJunit,
  };
  return Object.hasOwn(formats, name) ? await formats[name as FormatName]() : undefined;
}

/** The formats printed file by file while linting (SARIF and JUnit need every report first). */
export const STREAM_FORMATS: Readonly<Partial<Record<string, StreamFormatter>>> = {
  stylish: stylishStream,
  json: jsonStream,
  github: githubStream,
};
