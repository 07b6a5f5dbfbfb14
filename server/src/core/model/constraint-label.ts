/**
 * A timing constraint's label in the file's language, for messages, hovers and the Timing Map:
 * quoted card text as the designer wrote it (`lang de`: the German words), a fixed label
 * ("Instants") as the game's term, a keyword's "Equip (activate only as a sorcery)" with its
 * words as a term.
 */
import type { Span } from "../../../../grammar/src/index";
import type { FileModel } from "./file-model";
import { writtenWords } from "./card-text";

/**
 * The label of a constraint (`label` as the game's analysis writes it: `'card words'`, a fixed
 * English label, or `Name (words)`; `span`: UTF-16 offsets of the quoted words in `model.text`;
 * `quoteSpan`: those of the words a `Name ('words')` label quotes, when elsewhere)
 * in the language of `model.l10n`.
 */
export function constraintLabel(
  model: Pick<FileModel, "text" | "cardText" | "l10n">,
  c: { label: string; span?: Span; quoteSpan?: Span },
): string {
  if (c.label.startsWith("'")) return `'${writtenWords(model, c.span, c.label.slice(1, -1))}'`;
  const m = /^(.*) \((.*)\)$/.exec(c.label);
  // A file's own keyword quoting its declaration: `Name ('words as written there')`.
  if (m && c.quoteSpan && m[2]!.startsWith("'")) return `${m[1]} ('${writtenWords(model, c.quoteSpan, m[2]!.slice(1, -1))}')`;
  return m ? `${m[1]} (${model.l10n.term(m[2]!)})` : model.l10n.term(c.label);
}
