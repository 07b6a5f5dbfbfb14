/** Output formats by name (`--format`). */
import { formatGithub } from "./github";
import { formatJson } from "./json";
import { formatJunit } from "./junit";
import { formatSarif } from "./sarif";
import { formatStylish } from "./stylish";
import type { Formatter } from "./types";

export const FORMATS: Readonly<Record<string, Formatter>> = {
  stylish: formatStylish,
  json: formatJson,
  sarif: formatSarif,
  github: formatGithub,
  junit: formatJunit,
};

export const FORMAT_NAMES = Object.keys(FORMATS);
