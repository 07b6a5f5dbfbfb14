/**
 * The text metrics the Timing Map's SVG renderers lay text out with (no DOM: widths are
 * estimated). Every estimate is generous — at least the widest average advance of the fonts in
 * the stylesheet's `system-ui, -apple-system, "Segoe UI", sans-serif` stack — so text laid out by
 * them never runs into what follows or out of the picture. One place, so the map, the set matrix
 * and the tests that check what fits measure alike.
 */

/** Estimated advance (px) of one character of an 11 px label. */
export const CHAR_W = 6.3;
/** Estimated advance (px) of one character of a 12 px bold title (`tm-title`). */
export const TITLE_CHAR_W = 8.2;
/** Estimated advance (px) of one character of a rotated 11 px column label (more than {@link CHAR_W}: German "nach Berechnung"). */
export const ROTATED_CHAR_W = 7;
/** Font size (px) of a label; of a title. */
export const LABEL_PX = 11;
export const TITLE_PX = 12;
