/**
 * The Timing Map: when each spell, ability and trigger of a card can happen in the turn, as data
 * ({@link timingMapData}), as SVG ({@link renderTimingMapSvg}), as a self-contained HTML page
 * ({@link renderTimingMapHtml}) and as terminal text ({@link renderTimingMapText}). Pure: the CLI,
 * the language server and the playground call the same functions. See docs/timing-map.md.
 */
export * from "./data";
export {
  renderTimingMapSvg,
  timingMapSvgParts,
  layoutFor,
  wrapLabel,
  TIMING_MAP_CSS,
  WIDE_MIN_WIDTH,
  MIN_WIDTH,
  DEFAULT_WIDTH,
  type SvgOptions,
  type SvgParts,
  type MapLayout,
} from "./svg";
export { renderTimingMapText, kindWord, TEXT_WIDTH, TEXT_MIN_WIDTH, type TextOptions } from "./text";
export { segmentAbbreviations, partialMarks } from "./abbreviations";
export { renderTimingMapHtml, fittingMaps, FIT_CSS, HTML_WIDE_WIDTH, HTML_STACKED_WIDTH } from "./html";
export { englishMapL10n, type MapL10n } from "./l10n";
export * from "./matrix";
export {
  renderTimingMatrixText,
  renderTimingMatrixSvg,
  renderTimingMatrixHtml,
  matrixTableHtml,
  MATRIX_CSS,
  MATRIX_SCRIPT,
  cellMark,
} from "./matrix-render";
