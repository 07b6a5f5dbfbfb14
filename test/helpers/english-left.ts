/**
 * The comparison of the "nothing user-visible stays English" kind tests: a German or Spanish
 * rendering of a place is English when, leaving out what is quoted (card words, code, symbols,
 * rule numbers, numbers) and what the card file itself holds, it shares a run of three words with
 * the English rendering of the same place, or equals it.
 */

/** Quoted card words, code, symbols, citations and numbers: never translated, left out of the comparison. */
const QUOTED =
  /```[\s\S]*?```|`[^`\n]*`|(?<!\p{L})'(?:[^'\n]|'(?=\p{L}))*'(?!\p{L})|"[^"\n]*"|“[^”\n]*”|„[^“\n]*“|«[^»\n]*»|\{[^}\n]*\}|\bCR \d[\w.]*(?:, \d[\w.]*)*|\d[\w./+-]*/gu;

/** Runs of lower-cased words between punctuation, leaving out what is quoted (`raw`: nothing left out, for the card file). */
export function words(s: string, raw = false): string[][] {
  return (raw ? s : s.replace(QUOTED, " | "))
    .replace(/\S*…/g, " | ")
    .split(/[|.,;:!?()[\]—–•·\n*_#<>=/]+/)
    .map((seg) => [...seg.matchAll(/\p{L}[\p{L}'’-]*/gu)].map((m) => m[0].toLowerCase()));
}

/** The three-word runs of `s` (see {@link words}). */
export function trigrams(s: string, raw = false): Set<string> {
  const out = new Set<string>();
  for (const seg of words(s, raw)) for (let i = 0; i + 3 <= seg.length; i++) out.add(seg.slice(i, i + 3).join(" "));
  return out;
}

/** The words and three-word runs of a card file (or other text whose words are not messages). */
export interface FileWords {
  trigrams: Set<string>;
  words: Set<string>;
}

/** {@link FileWords} of `text`, nothing left out. */
export function fileWords(text: string): FileWords {
  return { trigrams: trigrams(text, true), words: new Set(words(text, true).flat()) };
}

/**
 * The English left in `local` (the German or Spanish rendering of a place whose English rendering
 * is `english`): shared three-word runs not found in the card file, or the whole string when it
 * equals the English one and holds a word the file does not. Empty when nothing is left.
 */
export function englishLeft(local: string, english: string, file: FileWords): string[] {
  const en = trigrams(english);
  const shared = [...trigrams(local)].filter((t) => en.has(t) && !file.trigrams.has(t));
  if (shared.length) return shared;
  const flat = (s: string) => words(s).flat();
  const l = flat(local);
  if (l.length > 0 && l.join(" ") === flat(english).join(" ") && l.some((w) => w.length > 2 && !file.words.has(w))) return [local];
  return [];
}
