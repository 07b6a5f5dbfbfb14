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
import { createToken, Lexer, type TokenType } from "chevrotain";

/** Spaces, tabs and a byte-order mark (skipped). */
export const Whitespace = createToken({ name: "Whitespace", pattern: /[ \t\uFEFF]+/, group: Lexer.SKIPPED });
/** One line end: LF, CRLF or a lone CR (skipped; Chevrotain tracks lines with it). */
export const Newline = createToken({ name: "Newline", pattern: /\r\n|\r|\n/, group: Lexer.SKIPPED, line_breaks: true });
/** `#` to the end of the line; kept in the `comments` group, invisible to the parser. */
export const Comment = createToken({ name: "Comment", pattern: /#[^\r\n]*/, group: "comments" });

export const CardKeyword = createToken({ name: "CardKeyword", pattern: /card(?![\w-])/ });
export const FaceKeyword = createToken({ name: "FaceKeyword", pattern: /face(?![\w-])/ });
/** A directive line such as `game mtg` or `rules 2026-01` (keyword and value in one token). */
export const Directive = createToken({ name: "Directive", pattern: /(?:game|rules)(?![\w-])[ \t]*[^\r\n#]*/ });
/** A double-quoted string; `\"` escapes a quote. */
export const StringLiteral = createToken({ name: "StringLiteral", pattern: /"(?:[^"\\\r\n]|\\.)*"/ });
/** A string whose closing quote is missing before the end of the line. */
export const UnterminatedString = createToken({ name: "UnterminatedString", pattern: /"(?:[^"\\\r\n]|\\.)*/ });
export const LBrace = createToken({ name: "LBrace", pattern: /\{/ });
export const RBrace = createToken({ name: "RBrace", pattern: /\}/ });
/** `text:` opens the rules-text section. */
export const TextHeader = createToken({ name: "TextHeader", pattern: /text[ \t]*:/, push_mode: "text" });
/** A whole field line: lower-case name, optional spaces, colon, value to the end of the line. */
export const FieldLine = createToken({ name: "FieldLine", pattern: /[a-z][a-z0-9_-]*[ \t]*:[^\r\n]*/ });
/** A lower-case word and more on the line but no colon: a field line that lost its colon (reported). */
export const BadLine = createToken({ name: "BadLine", pattern: /[a-z][a-z0-9_-]*[ \t]+[^\r\n]*/ });
/** A bare word where none is expected (reported by the parser, e.g. `crad "X" {`). */
export const Word = createToken({ name: "Word", pattern: /[^\s"{}#:]+:?/ });
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
export const TextLine = createToken({ name: "TextLine", pattern: /[^\s#}](?:(?![ \t]+#[ \t]*cardscript-)[^\r\n])*/ });

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

/** The multi-mode lexer (one instance, reused). */
export const cardLexer = new Lexer(
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
  { positionTracking: "onlyOffset", ensureOptimizations: false },
);
