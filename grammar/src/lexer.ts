/**
 * Chevrotain lexer for CardScript files (`.card`).
 *
 * Two lexer modes:
 * - `file`: directives (`game mtg`, `rules 2026-01`), `card "NAME" {`, `face "NAME" {`,
 *   field lines (`cost: {2}{U}` as one token: name, colon and value to the end of the line),
 *   `text:` (enters `text` mode), braces, comments.
 * - `text`: each non-empty line is one {@link TextLine} token (one ability) until a line
 *   that starts with `}`, with a lower-case field name and a colon, or with `card "`/`face "`,
 *   which leave the mode again.
 *
 * Positions: Chevrotain offsets are UTF-16 code-unit offsets into the input string.
 * A leading BOM is lexed as whitespace, so offsets stay those of the input.
 * This module knows nothing but Chevrotain.
 */
import { createToken, Lexer, type ILexingResult, type TokenType } from "chevrotain";
import { SKIP_GRAMMAR_VALIDATIONS } from "./bundled";

/** Spaces, tabs and a byte-order mark (skipped). */
export const Whitespace = createToken({ name: "Whitespace", pattern: /[ \t\uFEFF]+/, group: Lexer.SKIPPED });
/** One line end: LF, CRLF or a lone CR (skipped; Chevrotain tracks lines with it). */
export const Newline = createToken({ name: "Newline", pattern: /\r\n|\r|\n/, group: Lexer.SKIPPED, line_breaks: true });
/** `#` to the end of the line; kept in the `comments` group, invisible to the parser. */
export const Comment = createToken({ name: "Comment", pattern: /#[^\r\n]*/, group: "comments" });

export const CardKeyword = createToken({ name: "CardKeyword", pattern: /card(?![\w-])/ });
export const FaceKeyword = createToken({ name: "FaceKeyword", pattern: /face(?![\w-])/ });
/**
 * A directive line such as `game mtg`, `rules 2026-01`, `lang de` or `keyword "Name": text` (a
 * file's own keyword and its meaning); keyword and value in one token.
 */
export const Directive = createToken({ name: "Directive", pattern: /(?:game|rules|lang|keyword)(?![\w-])[ \t]*[^\r\n#]*/ });
/**
 * The first characters of a token that starts with anything but white space (`\s`) and `chars`
 * (`start_chars_hint`), so that Chevrotain's first-character optimization applies: at each offset
 * the lexer tries only the tokens that can start with the character there. Below U+0100 each
 * allowed code unit; above, every 128th code unit: Chevrotain sorts code units from U+0100 on into
 * contiguous buckets of 255, so each bucket is named (a hint may name more than can match, never
 * less; `test/parser/lexer-start-chars.test.ts` checks every code unit).
 */
function codesExcept(chars: string): number[] {
  const excluded = new Set([...chars, ...WHITE_SPACE].map((c) => c.charCodeAt(0)));
  const out: number[] = [];
  for (let c = 0; c < 0x100; c++) if (!excluded.has(c)) out.push(c);
  for (let c = 0x100; c < 0x10000; c += 128) out.push(c);
  out.push(0xffff);
  return out;
}

/** The characters of a regex's `\s` (ECMAScript WhiteSpace and LineTerminator). */
const WHITE_SPACE =
  "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";

/** A double-quoted string; `\"` escapes a quote. */
export const StringLiteral = createToken({
  name: "StringLiteral",
  pattern: { exec: (t: string, o: number) => matchString(t, o, true) },
  start_chars_hint: ['"'],
  line_breaks: false,
});
/** A string whose closing quote is missing before the end of the line. */
export const UnterminatedString = createToken({
  name: "UnterminatedString",
  pattern: { exec: (t: string, o: number) => matchString(t, o, false) },
  start_chars_hint: ['"'],
  line_breaks: false,
});

/**
 * Matches a double-quoted string at `offset` in one pass (a regex with one alternation per
 * character overflowed the regex stack on 8 MB names). A backslash escapes the next character
 * unless that is a line end (LF, CR, U+2028, U+2029).
 * @param closed require the closing quote (StringLiteral) or stop at the line end (UnterminatedString).
 */
function matchString(text: string, offset: number, closed: boolean): [string] | null {
  if (text.charCodeAt(offset) !== 34) return null;
  let i = offset + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 34) return closed ? [text.slice(offset, i + 1)] : null;
    if (c === 10 || c === 13) break;
    if (c === 92) {
      const next = text.charCodeAt(i + 1);
      if (Number.isNaN(next) || next === 10 || next === 13 || next === 0x2028 || next === 0x2029) break;
      i += 2;
      continue;
    }
    i++;
  }
  return closed ? null : [text.slice(offset, i)];
}
export const LBrace = createToken({ name: "LBrace", pattern: /\{/ });
export const RBrace = createToken({ name: "RBrace", pattern: /\}/ });
/** `text:` opens the rules-text section. */
export const TextHeader = createToken({ name: "TextHeader", pattern: /text[ \t]*:/, push_mode: "text" });
/** A whole field line: lower-case name, optional spaces, colon, value to the end of the line. */
export const FieldLine = createToken({ name: "FieldLine", pattern: /[a-z][a-z0-9_-]*[ \t]*:[^\r\n]*/ });
/** A lower-case word and more on the line but no colon: a field line that lost its colon (reported). */
export const BadLine = createToken({ name: "BadLine", pattern: /[a-z][a-z0-9_-]*[ \t]+[^\r\n]*/ });
/** A bare word where none is expected (reported by the parser, e.g. `crad "X" {`). */
export const Word = createToken({ name: "Word", pattern: /[^\s"{}#:]+:?/, start_chars_hint: codesExcept('"{}#:') });
/** A stray colon. */
export const Stray = createToken({ name: "Stray", pattern: /:/ });

// --- text mode -----------------------------------------------------------------------------
const TextRBrace = createToken({ name: "TextRBrace", pattern: /\}/, categories: [RBrace], pop_mode: true });
const TextFieldLine = createToken({
  name: "TextFieldLine",
  pattern: /[a-z][a-z0-9_-]*[ \t]*:[^\r\n]*/,
  categories: [FieldLine],
  pop_mode: true,
});
const TextCardKeyword = createToken({ name: "TextCardKeyword", pattern: /card(?=[ \t]+")/, categories: [CardKeyword], pop_mode: true });
const TextFaceKeyword = createToken({ name: "TextFaceKeyword", pattern: /face(?=[ \t]+")/, categories: [FaceKeyword], pop_mode: true });
/**
 * One line of rules text (one ability), verbatim to the end of the line — except a trailing
 * `# cardscript-…` directive comment (`… # cardscript-disable-line impossible-timing`), which
 * is lexed as a comment. No other `#` ends rules text.
 */
export const TextLine = createToken({
  name: "TextLine",
  pattern: { exec: matchTextLine },
  start_chars_hint: codesExcept("#}"),
  line_breaks: false,
});

/**
 * Matches one {@link TextLine} at `offset` in one pass (linear time: every character is looked
 * at once; a per-character lookahead for the directive comment made lines of spaces quadratic).
 * @returns a one-element match array (the token image) or null when no text line starts here.
 */
function matchTextLine(text: string, offset: number): [string] | null {
  if (offset >= text.length) return null;
  const first = text[offset]!;
  if (first === "#" || first === "}" || /\s/.test(first)) return null;
  let end = offset + 1;
  while (end < text.length) {
    const c = text.charCodeAt(end);
    if (c === 10 || c === 13) break;
    if (c !== 32 && c !== 9) {
      end++;
      continue;
    }
    // A run of spaces: ends the line if a `# cardscript-…` directive comment follows it.
    let runEnd = end;
    while (runEnd < text.length && (text.charCodeAt(runEnd) === 32 || text.charCodeAt(runEnd) === 9)) runEnd++;
    if (text.charCodeAt(runEnd) === 35 /* # */ && isDirectiveAfterHash(text, runEnd + 1)) break;
    end = runEnd;
  }
  return [text.slice(offset, end)];
}

/** Whether `[ \t]*cardscript-` starts at `at` (the text after a `#`). */
function isDirectiveAfterHash(text: string, at: number): boolean {
  let i = at;
  while (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9) i++;
  return text.startsWith("cardscript-", i);
}

/** Every token type, for the parser's constructor. */
export const allTokens: TokenType[] = [
  Whitespace,
  Newline,
  Comment,
  CardKeyword,
  FaceKeyword,
  Directive,
  StringLiteral,
  UnterminatedString,
  LBrace,
  RBrace,
  TextHeader,
  FieldLine,
  BadLine,
  Word,
  Stray,
  TextRBrace,
  TextFieldLine,
  TextCardKeyword,
  TextFaceKeyword,
  TextLine,
];

/** The multi-mode lexer's definition and options. */
const LEXER_ARGS: ConstructorParameters<typeof Lexer> = [
  {
    modes: {
      file: [
        Whitespace,
        Newline,
        Comment,
        TextHeader,
        CardKeyword,
        FaceKeyword,
        Directive,
        FieldLine,
        BadLine,
        StringLiteral,
        UnterminatedString,
        LBrace,
        RBrace,
        Word,
        Stray,
      ],
      text: [Whitespace, Newline, Comment, TextRBrace, TextCardKeyword, TextFaceKeyword, TextFieldLine, TextLine],
    },
    defaultMode: "file",
  },
  // Every token gives its first characters (regexes by analysis, custom patterns by start_chars_hint):
  // Chevrotain checks that its first-character optimization applies.
  { positionTracking: "onlyOffset", ensureOptimizations: true, skipValidations: SKIP_GRAMMAR_VALIDATIONS },
];
let lexer: Lexer | undefined;

/**
 * The multi-mode lexer: one instance, built on the first `tokenize` (its analysis takes
 * milliseconds a process that lexes nothing should not pay), then reused.
 */
export const cardLexer = {
  /** Chevrotain's `Lexer#tokenize` of the one instance. */
  tokenize: (text: string): ILexingResult => (lexer ??= new Lexer(...LEXER_ARGS)).tokenize(text),
};

/**
 * The end offset (after the closing quote) of the closed string the lexer would read at `offset`
 * (a {@link StringLiteral}), or -1 when none starts there or its quote is not closed on the line.
 */
export function closedStringEnd(text: string, offset: number): number {
  const m = matchString(text, offset, true);
  return m ? offset + m[0].length : -1;
}

/** The image of the {@link TextLine} the lexer would read at `offset` in text mode, or null. */
export function textLineImageAt(text: string, offset: number): string | null {
  return matchTextLine(text, offset)?.[0] ?? null;
}
