/**
 * The Timing Map: when each spell, ability and trigger of a card can happen in the turn, as data
 * ({@link timingMapData}), as SVG ({@link renderTimingMapSvg}), as a self-contained HTML page
 * ({@link renderTimingMapHtml}) and as terminal text ({@link renderTimingMapText}). Pure: the CLI,
 * the language server and the playground call the same functions. See docs/timing-map.md.
 */
export * from "./data";
export { renderTimingMapSvg, layoutFor, wrapLabel } from "./svg";
export { renderTimingMapText, textMinWidth, TEXT_WIDTH } from "./text";
export { segmentAbbreviations, partialMarks } from "./abbreviations";
export { renderTimingMapHtml } from "./html";
export { englishMapL10n } from "./l10n";
export * from "./matrix";
export { checkMatrixFilter, type FilterProblem } from "./matrix-filter";
export {
  renderTimingMatrixText,
  matrixTextMinWidth,
  renderTimingMatrixSvg,
  renderTimingMatrixHtml,
  matrixTableHtml,
  MATRIX_CSS,
  MATRIX_SCRIPT,
} from "./matrix-render";
