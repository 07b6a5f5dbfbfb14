/** The formatter contract: lint reports in, the text to print out. */
import type { Colors } from "../colors";
import type { DetailedFileReport } from "../lint/report";

export interface FormatContext {
  /** Folder that printed relative paths are relative to. */
  cwd: string;
  /** Colour functions (no-ops when colours are off). */
  c: Colors;
  /** Tool version, for formats that record it (SARIF). */
  version: string;
}

export type Formatter = (reports: readonly DetailedFileReport[], ctx: FormatContext) => string;
