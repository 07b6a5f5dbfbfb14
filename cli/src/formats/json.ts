/** `--format json`: an array with one entry per file (see `FileReport`), 1-based positions. */
import { publicReport } from "../lint/report";
import type { Formatter } from "./types";

export const formatJson: Formatter = (reports) => JSON.stringify(reports.map(publicReport)) + "\n";
