/** `--format json`: an array with one entry per file (see `FileReport`), 1-based positions. */
import { publicReport } from "../lint/report";
import { asFormatter, type Formatter, type StreamFormatter } from "./types";

export const jsonStream: StreamFormatter = {
  begin: () => "[",
  file: (r, index) => (index > 0 ? "," : "") + JSON.stringify(publicReport(r)),
  end: () => "]\n",
};

export const formatJson: Formatter = asFormatter(jsonStream);
