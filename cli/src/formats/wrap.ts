import { pushAll } from "../../../server/src/core/collections/append";

/**
 * Word wrapping for terminal formats: breaks a one-line message into lines of at most `width`
 * characters (UTF-16 code units) at spaces; a single word longer than `width` stays whole on a
 * line of its own (a path or a quoted card name is never cut), and so does a short parenthesised
 * group such as a citation "(CR 502.4)". Joining the lines with one space gives back the input
 * with runs of spaces collapsed.
 */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of unbreakable(text)) {
    if (word === "") continue;
    if (line === "") line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  lines.push(line);
  return lines;
}

/** The longest parenthesised group kept on one line ("(CR 702.8a, 305.2, 305.3)"). */
const MAX_GROUP = 28;

/** The text's words, with each short parenthesised group joined into one word. */
function unbreakable(text: string): string[] {
  const words: string[] = [];
  const group = /\([^()]{0,26}\)/g;
  let last = 0;
  for (const m of text.matchAll(group)) {
    if (m[0].length > MAX_GROUP || !m[0].includes(" ")) continue;
    pushAll(words, text.slice(last, m.index).split(" "));
    // The group sticks to the word before it when there is no space between ("it(CR 1)").
    const joined = words.length > 0 && text[m.index - 1] !== " " && m.index > 0 ? words.pop()! + m[0] : m[0];
    words.push(joined);
    last = m.index + m[0].length;
    // Text right after the group ("(CR 1)." or "(CR 1);") stays with it.
    const tail = /^\S*/.exec(text.slice(last))![0];
    words[words.length - 1] += tail;
    last += tail.length;
  }
  pushAll(words, text.slice(last).split(" "));
  return words;
}
