/**
 * The custom request `cardscript/timingMap` (docs/timing-map.md, "In the editor"): the Timing
 * Map of the card at a position. Shared by the server, the VS Code client and the playground;
 * types only plus the method name (no runtime dependency).
 */
import type { TimingMapData } from "../../core/timing-map/data";

/** The method name. */
export const TIMING_MAP_REQUEST = "cardscript/timingMap";

/** Parameters: a document and an LSP position (0-based line, UTF-16 column). */
export interface TimingMapParams {
  textDocument: { uri: string };
  position: { line: number; character: number };
  /** Leave the `<style>` element out of the SVG (a host that applies the stylesheet itself, e.g. under a strict CSP). Default false. */
  omitStyle?: boolean;
  /** The width to draw at (CSS px: the panel's width), default 1100; below 760 px the turns stack. */
  width?: number;
}

/** The answer: the SVG and the data behind it for the card (face) at the position; `null` when the document is unknown or the position is in no card. */
export type TimingMapResult = { svg: string; data: TimingMapData } | null;
