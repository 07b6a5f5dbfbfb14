/**
 * The languages Magic card text can be written in besides English (`lang de`, `lang es`), each
 * with its table: read by the card-text reader and by completion.
 */
import type { CardTextTable } from "./card-text";
import { GERMAN } from "./card-text-de";
import { SPANISH } from "./card-text-es";

/** Tables by `lang` value. */
export const CARD_TEXT_TABLES: Readonly<Record<string, CardTextTable>> = { de: GERMAN, es: SPANISH };
