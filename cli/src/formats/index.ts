/** Output formats by name (`--format`). */
import { formatGithub, githubStream } from "./github";
import { formatJson, jsonStream } from "./json";
import { formatJunit } from "./junit";
import { formatSarif } from "./sarif";
import { formatStylish, stylishStream } from "./stylish";
import type { FormatName } from "./names";
import type { Formatter, StreamFormatter } from "./types";

export { FORMAT_NAMES } from "./names";

export const FORMATS: Readonly<Record<string, Formatter>> = {
  stylish: formatStylish,
  json: formatJson,
  sarif: formatSarif,
  github: formatGithub,
  junit: formatJunit,
} satisfies Record<FormatName, Formatter>;

/** The formats printed file by file while linting (SARIF and JUnit need every report first). */
export const STREAM_FORMATS: Readonly<Partial<Record<string, StreamFormatter>>> = {
  stylish: stylishStream,
  json: jsonStream,
  github: githubStream,
};
