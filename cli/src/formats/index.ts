/** Output formats by name (`--format`). */
import { formatGithub, githubStream } from "./github";
import { formatJson } from "./json";
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

/**
 * The formats printed file by file while linting: line formats, where the duplicates of a card in a
 * later file can come as a section of their own when that file is linted. JSON (one entry per
 * file), SARIF and JUnit are printed at the end.
 */
export const STREAM_FORMATS: Readonly<Partial<Record<string, StreamFormatter>>> = {
  stylish: stylishStream,
  github: githubStream,
};
