/**
 * The custom request `cardscript/timingMatrix` (docs/timing-map.md, "Set Timing Matrix"): the
 * set-wide Timing Matrix of the files a client names (its workspace's `.card` files). Shared by
 * the server, the VS Code client and the playground; types only plus the method name.
 */
import type { MatrixFilter, TimingMatrixData } from "../../core/timing-map/matrix";

/** The method name. */
export const TIMING_MATRIX_REQUEST = "cardscript/timingMatrix";

/** Parameters: the files of the set. An open document is read from the server's copy; any other from `text` (files without either are left out). */
export interface TimingMatrixParams {
  files: { uri: string; text?: string }[];
  /** Filter applied before the HTML is drawn (the HTML's own form filters further in the page). */
  filter?: MatrixFilter;
}

/** The answer: the matrix as an HTML fragment (`matrixTableHtml`: needs `MATRIX_CSS` and, to filter, `MATRIX_SCRIPT`) and its data; `null` when no file could be read. */
export type TimingMatrixResult = { html: string; data: TimingMatrixData } | null;
