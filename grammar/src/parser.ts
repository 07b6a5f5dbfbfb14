/**
 * Chevrotain CST parser for CardScript and its conversion to the syntax tree in `ast.ts`.
 *
 * Grammar (tokens from `lexer.ts`):
 * ```
 * file    := (Directive | card | junk)*
 * card    := "card" name "{" body "}"
 * face    := "face" name "{" faceBody "}"
 * body    := (FieldLine | textSection | face | junk)*
 * faceBody := (FieldLine | textSection | junk)*
 * textSection := "text:" TextLine*
 * ```
 * `junk` absorbs any stray token and records a syntax error, so one bad token never hides
 * the rest of the file. Chevrotain's own recovery (`recoveryEnabled`) inserts missing braces.
 */
import { CstParser, EOF, type CstNode, type IOrAlt, type IToken, type IParserErrorMessageProvider } from "chevrotain";
import type {
  CardNode,
  CommentNode,
  DirectiveNode,
  FieldNode,
  ParseResult,
  Span,
  SyntaxErrorCode,
  SyntaxErrorInfo,
  TextSectionNode,
} from "./ast";
import {
  allTokens,
  cardLexer,
  CardKeyword,
  Directive,
  FaceKeyword,
  FieldLine,
  LBrace,
  RBrace,
  Stray,
  StringLiteral,
  TextHeader,
  TextLine,
  UnterminatedString,
  Word,
  BadLine,
} from "./lexer";
import { SKIP_GRAMMAR_VALIDATIONS } from "./bundled";
import { directiveNode, fieldNode, textLineNode, unquote } from "./nodes";
import { LineScanner } from "./line-scanner";

const readable: Record<string, string> = {
  CardKeyword: "'card'",
  FaceKeyword: "'face'",
  LBrace: "'{'",
  RBrace: "'}'",
  StringLiteral: "a quoted name",
  TextHeader: "'text:'",
  FieldLine: "a field",
  TextLine: "a line of rules text",
  Directive: "a directive",
};
/** What a token shows in a message: its first 30 characters, or "" for the end of the file. */
function shownImage(t: IToken): string {
  return t.tokenType === EOF ? "" : t.image.length > 30 ? t.image.slice(0, 30) + "…" : t.image;
}

/** The English wording of an error (the message every front end shows when it does not localize by `code`). */
function englishMessage(code: SyntaxErrorCode, data: Readonly<Record<string, string>>): string {
  const found = (x: string | undefined) => (x ? `'${x}'` : "the end of the file");
  switch (code) {
    case "expectedToken":
      return `Expected ${readable[data["expected"]!] ?? data["expected"]} but found ${found(data["found"])}.`;
    case "unexpectedToken":
      return `Unexpected ${found(data["found"])}.`;
    case "notAField":
      return `'${data["text"]}' is not a field: write 'name: value' with a colon after the field name.`;
    case "unexpectedInCard":
      return `Unexpected '${data["text"]}' inside ${data["kind"]} "${data["name"]}".`;
    case "unexpectedOutsideCard":
      return `Unexpected '${data["text"]}' outside a card (expected card "Name" { … }).`;
    case "unclosedName":
      return "This name is missing its closing '\"'.";
    case "missingName":
      return `A ${data["kind"]} needs a quoted name: ${data["kind"]} "Name" { … }.`;
    case "unexpectedCharacter":
      return `Unexpected character '${data["char"]}'.`;
  }
}

/** An error with its code and data, and the English message built from them. */
function syntaxError(code: SyntaxErrorCode, data: Record<string, string>, span: Span): SyntaxErrorInfo {
  return { code, data, message: englishMessage(code, data), span };
}

/**
 * Chevrotain words its errors through this provider; each message is the JSON of a code and its
 * data, turned into a {@link SyntaxErrorInfo} by `parse` (Chevrotain keeps only a string).
 */
const messages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage: ({ expected, actual }) =>
    JSON.stringify({ code: "expectedToken", data: { expected: expected.name, found: shownImage(actual) } }),
  buildNotAllInputParsedMessage: ({ firstRedundant }) =>
    JSON.stringify({ code: "unexpectedToken", data: { found: shownImage(firstRedundant) } }),
  buildNoViableAltMessage: ({ actual }) => JSON.stringify({ code: "unexpectedToken", data: { found: shownImage(actual[0]!) } }),
  buildEarlyExitMessage: ({ actual }) => JSON.stringify({ code: "unexpectedToken", data: { found: shownImage(actual[0]!) } }),
};

class CardScriptCstParser extends CstParser {
  // Each OR's alternatives are built once and reused (Chevrotain's "cache the alternatives"
  // advice): built inline, a rule run inside MANY allocated a fresh array, objects and closures
  // for every field and text line of every file.
  private fileAlts?: IOrAlt<unknown>[];
  private nameAlts?: IOrAlt<unknown>[];
  private faceBodyAlts?: IOrAlt<unknown>[];
  private bodyAlts?: IOrAlt<unknown>[];
  private junkBodyAlts?: IOrAlt<unknown>[];
  private junkTopAlts?: IOrAlt<unknown>[];

  constructor() {
    super(allTokens, { recoveryEnabled: true, errorMessageProvider: messages, maxLookahead: 2, skipValidations: SKIP_GRAMMAR_VALIDATIONS });
    this.performSelfAnalysis();
  }

  public file = this.RULE("file", () => {
    this.MANY(() => {
      this.OR(
        (this.fileAlts ??= [
          { ALT: () => this.CONSUME(Directive) },
          { ALT: () => this.SUBRULE(this.card) },
          { ALT: () => this.SUBRULE(this.junkTop) },
        ]),
      );
    });
  });

  private name = this.RULE("name", () => {
    this.OR((this.nameAlts ??= [{ ALT: () => this.CONSUME(StringLiteral) }, { ALT: () => this.CONSUME(UnterminatedString) }]));
  });

  public card = this.RULE("card", () => {
    this.CONSUME(CardKeyword);
    this.OPTION(() => this.SUBRULE(this.name));
    this.CONSUME(LBrace);
    this.SUBRULE(this.body);
    this.CONSUME(RBrace);
  });

  /** A face's body holds no faces: a `face` inside an unclosed face ends it, so nesting stays flat. */
  private face = this.RULE("face", () => {
    this.CONSUME(FaceKeyword);
    this.OPTION(() => this.SUBRULE(this.name));
    this.CONSUME(LBrace);
    this.SUBRULE(this.faceBody);
    this.CONSUME(RBrace);
  });

  private faceBody = this.RULE("faceBody", () => {
    this.MANY(() => {
      this.OR(
        (this.faceBodyAlts ??= [
          { ALT: () => this.CONSUME(FieldLine) },
          { ALT: () => this.SUBRULE(this.textSection) },
          { ALT: () => this.SUBRULE(this.junkBody) },
        ]),
      );
    });
  });

  private body = this.RULE("body", () => {
    this.MANY(() => {
      this.OR(
        (this.bodyAlts ??= [
          { ALT: () => this.CONSUME(FieldLine) },
          { ALT: () => this.SUBRULE(this.textSection) },
          { ALT: () => this.SUBRULE(this.face) },
          { ALT: () => this.SUBRULE(this.junkBody) },
        ]),
      );
    });
  });

  private textSection = this.RULE("textSection", () => {
    this.CONSUME(TextHeader);
    this.MANY(() => this.CONSUME(TextLine));
  });

  private junkBody = this.RULE("junkBody", () => {
    this.OR(
      (this.junkBodyAlts ??= [
        { ALT: () => this.CONSUME(Word) },
        { ALT: () => this.CONSUME(BadLine) },
        { ALT: () => this.CONSUME(StringLiteral) },
        { ALT: () => this.CONSUME(UnterminatedString) },
        { ALT: () => this.CONSUME(LBrace) },
        { ALT: () => this.CONSUME(Stray) },
        { ALT: () => this.CONSUME(Directive) },
        { ALT: () => this.CONSUME(TextLine) },
      ]),
    );
  });

  private junkTop = this.RULE("junkTop", () => {
    this.OR(
      (this.junkTopAlts ??= [
        { ALT: () => this.CONSUME(Word) },
        { ALT: () => this.CONSUME(BadLine) },
        { ALT: () => this.CONSUME(StringLiteral) },
        { ALT: () => this.CONSUME(UnterminatedString) },
        { ALT: () => this.CONSUME(LBrace) },
        { ALT: () => this.CONSUME(RBrace) },
        { ALT: () => this.CONSUME(Stray) },
        { ALT: () => this.CONSUME(FieldLine) },
        { ALT: () => this.CONSUME(TextHeader) },
        { ALT: () => this.CONSUME(TextLine) },
        { ALT: () => this.CONSUME(FaceKeyword) },
      ]),
    );
  });
}

/**
 * The one parser instance, built on the first parse (grammar analysis takes milliseconds a
 * process that parses nothing, such as a CLI run answered by its cache, should not pay);
 * Chevrotain parsers are reusable by resetting `input`.
 */
let parserInstance: CardScriptCstParser | undefined;

function tokenSpan(t: IToken): Span {
  return { start: t.startOffset, end: t.startOffset + t.image.length };
}
function tokens(node: CstNode, name: string): IToken[] {
  return (node.children[name] as IToken[] | undefined) ?? [];
}
function nodes(node: CstNode, name: string): CstNode[] {
  return (node.children[name] as CstNode[] | undefined) ?? [];
}
function isReal(t: IToken | undefined): t is IToken {
  return t !== undefined && !t.isInsertedInRecovery && !Number.isNaN(t.startOffset);
}

/** Whether `nodes` are sorted by start offset (the usual case: checked before sorting, which costs more). */
function inSourceOrder(nodes: readonly { span: Span }[]): boolean {
  for (let i = 1; i < nodes.length; i++) if (nodes[i - 1]!.span.start > nodes[i]!.span.start) return false;
  return true;
}

class AstBuilder {
  readonly errors: SyntaxErrorInfo[] = [];
  readonly extraComments: CommentNode[] = [];

  /** Records every real token of a junk node; `where` is the card or face it is in (none: outside a card). */
  junk(node: CstNode, where?: { kind: "card" | "face"; name: string }): void {
    for (const list of Object.values(node.children)) {
      for (const t of list as IToken[]) {
        if (!isReal(t)) continue;
        const text = t.image.trim();
        const shown = text.length > 40 ? text.slice(0, 40) + "…" : text;
        const error =
          t.tokenType === BadLine
            ? syntaxError("notAField", { text: shown }, tokenSpan(t))
            : syntaxError(where ? "unexpectedInCard" : "unexpectedOutsideCard", { text: shown, ...where }, tokenSpan(t));
        this.errors.push(error);
      }
    }
  }

  directive(t: IToken): DirectiveNode {
    return directiveNode(t.image, t.startOffset);
  }

  field(t: IToken): FieldNode {
    return fieldNode(t.image, t.startOffset, this.extraComments);
  }

  textSection(node: CstNode): TextSectionNode {
    const header = tokens(node, "TextHeader")[0]!;
    const lines = tokens(node, "TextLine").map((t) => textLineNode(t.image, t.startOffset));
    const headerSpan = tokenSpan(header);
    const end = lines.length > 0 ? lines[lines.length - 1]!.span.end : headerSpan.end;
    return { kind: "text", headerSpan, lines, span: { start: headerSpan.start, end } };
  }

  card(node: CstNode, kind: "card" | "face", textEnd: number): CardNode {
    const keyword = tokens(node, kind === "card" ? "CardKeyword" : "FaceKeyword")[0]!;
    const nameNode = nodes(node, "name")[0];
    let name = "";
    let nameSpan = tokenSpan(keyword);
    if (nameNode) {
      const str = tokens(nameNode, "StringLiteral")[0];
      const unterminated = tokens(nameNode, "UnterminatedString")[0];
      const t = str ?? unterminated;
      if (isReal(t)) {
        name = unquote(t.image);
        nameSpan = tokenSpan(t);
        if (!str) this.errors.push(syntaxError("unclosedName", {}, nameSpan));
      }
    } else {
      this.errors.push(syntaxError("missingName", { kind }, tokenSpan(keyword)));
    }
    const fields: FieldNode[] = [];
    const textSections: TextSectionNode[] = [];
    const faces: CardNode[] = [];
    let end = nameSpan.end;
    const lbrace = tokens(node, "LBrace")[0];
    if (isReal(lbrace)) end = lbrace.startOffset + 1;
    const body = nodes(node, kind === "card" ? "body" : "faceBody")[0];
    if (body) {
      for (const t of tokens(body, "FieldLine")) if (isReal(t)) fields.push(this.field(t));
      for (const s of nodes(body, "textSection")) textSections.push(this.textSection(s));
      for (const f of nodes(body, "face")) faces.push(this.card(f, "face", textEnd));
      for (const j of nodes(body, "junkBody")) this.junk(j, { kind, name });
      if (!inSourceOrder(fields)) fields.sort((a, b) => a.span.start - b.span.start);
      for (const list of [fields, textSections, faces]) for (const n of list) end = Math.max(end, n.span.end);
    }
    const rbrace = tokens(node, "RBrace")[0];
    const closed = isReal(rbrace);
    if (closed) end = rbrace.startOffset + 1;
    return { kind, name, nameSpan, fields, textSections, faces, closed, span: { start: keyword.startOffset, end: Math.min(end, textEnd) } };
  }
}

/**
 * Parses CardScript source. Never throws: lexing and parsing problems are returned in
 * `errors`, and the tree holds everything that could be recovered.
 *
 * @param text the whole document (LF, CRLF or CR line ends; an optional leading BOM).
 * @returns the syntax tree; every span is in UTF-16 offsets into `text`.
 */
export function parse(text: string): ParseResult {
  const steps = parseSteps(text);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** How many cards {@link parseSteps} reads or turns into syntax-tree nodes between two yields. */
const CARDS_PER_STEP = 256;

/**
 * {@link parse} in pieces, for a caller that lets other work run between them (the language
 * server analysing a large document); it returns what `parse` returns. Never throws.
 *
 * The line scanner (`line-scanner.ts`) reads the file's well-formed start straight into nodes,
 * yielding after every {@link CARDS_PER_STEP} cards; from the first block it is not sure of (most
 * files have none), Chevrotain parses the rest: it yields after lexing, after the parser's pass
 * over the tokens, and after every {@link CARDS_PER_STEP} cards turned into nodes. The shared
 * lexer and parser are used within one piece only, so other parses may run between the pieces.
 */
export function* parseSteps(text: string): Generator<void, ParseResult> {
  const scanner = new LineScanner(text);
  while (scanner.scan(CARDS_PER_STEP)) yield;
  const { directives, cards, comments, end } = scanner;
  if (end === text.length) return { directives, cards, comments, errors: [], span: { start: 0, end: text.length } };
  if (end > 0) yield;
  // The rest from the first block the scanner was not sure of: Chevrotain's, on the text with the
  // part read blanked out (spaces keep every offset; the lexer skips them in its `file` mode).
  const rest = yield* chevrotainSteps(end === 0 ? text : " ".repeat(end) + text.slice(end));
  if (end === 0) return rest;
  pushAll(directives, rest.directives);
  pushAll(cards, rest.cards);
  pushAll(comments, rest.comments);
  return { directives, cards, comments, errors: rest.errors, span: rest.span };
}

/** Appends `more` to `list` (no spread: a list may be long). */
function pushAll<T>(list: T[], more: readonly T[]): void {
  for (const x of more) list.push(x);
}

/**
 * {@link parse} by Chevrotain alone (no line scanner): what the scanner's nodes must equal, for
 * the tests that prove it (`test/kinds/one-pass-model-equals-parser.test.ts`). Never throws.
 */
export function parseWithChevrotain(text: string): ParseResult {
  const steps = chevrotainSteps(text);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** {@link parseSteps} by Chevrotain alone: lexer, CST parser with recovery, syntax tree. */
function* chevrotainSteps(text: string): Generator<void, ParseResult> {
  const lexed = cardLexer.tokenize(text);
  yield;
  const builder = new AstBuilder();
  const errors = builder.errors;
  for (const e of lexed.errors) {
    errors.push(
      syntaxError("unexpectedCharacter", { char: text.substr(e.offset, e.length) }, { start: e.offset, end: e.offset + e.length }),
    );
  }
  const parser = (parserInstance ??= new CardScriptCstParser());
  parser.input = lexed.tokens;
  const cst = parser.file();
  for (const e of parser.errors) {
    const t = e.token;
    const span = isReal(t) && t.tokenType !== EOF ? tokenSpan(t) : { start: text.length, end: text.length };
    const { code, data } = JSON.parse(e.message) as { code: SyntaxErrorCode; data: Record<string, string> };
    errors.push(syntaxError(code, data, span));
  }
  yield;
  const directives: DirectiveNode[] = [];
  const cards: CardNode[] = [];
  for (const t of tokens(cst, "Directive")) if (isReal(t)) directives.push(builder.directive(t));
  for (const c of nodes(cst, "card")) {
    cards.push(builder.card(c, "card", text.length));
    if (cards.length % CARDS_PER_STEP === 0) yield;
  }
  for (const j of nodes(cst, "junkTop")) builder.junk(j);
  const comments: CommentNode[] = ((lexed.groups["comments"] ?? []) as IToken[]).map((t) => ({
    kind: "comment",
    text: t.image,
    span: tokenSpan(t),
  }));
  for (const c of builder.extraComments) comments.push(c);
  comments.sort((a, b) => a.span.start - b.span.start);
  errors.sort((a, b) => a.span.start - b.span.start);
  return { directives, cards, comments, errors, span: { start: 0, end: text.length } };
}
