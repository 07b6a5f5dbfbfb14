/**
 * Kind: the TextMate grammar agrees with the lexer. Every character of a document is classed
 * twice — once from `parse()` (the Chevrotain lexer's tokens and the comments it and the parser
 * find), once from the TextMate grammar through vscode-textmate + vscode-oniguruma, as VS Code
 * highlights it — and the classes must be equal:
 * - comment: a `#` comment (own line, after a directive, a field value, `text:`, a brace, or a
 *   trailing `# cardscript-…` directive after rules text); `#` inside a quoted field value or in
 *   rules text is not one;
 * - name: the quoted name after `card`/`face` (a string token of the lexer);
 * - keyword: `card`, `face`, `game`, `rules`;
 * - field: a field name or the `text` of `text:`.
 * Whitespace is not compared. Documents: the examples, a sample of the real corpus imported with
 * the project's importer (with comments and quoted values added the way users write them), and
 * one small document per place a `#` can stand. Only documents without syntax errors are
 * compared (error recovery is the parser's, not a highlighter's).
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { IGrammar } from "vscode-textmate";
import { parse, type CardNode, type Span } from "../../grammar/src";
import { readRecords } from "../../server/src/core/import/card-import";
import { recordToSource } from "../../server/src/app/service";
import { corpusFileOrSkip } from "../helpers/corpus";
import { loadGrammar, ROOT, tokenize } from "./tokenize";

type Kind = "comment" | "name" | "keyword" | "field";

/** One class per UTF-16 offset from the lexer/parser's view (undefined = none of the kinds). */
function lexerClasses(text: string): (Kind | undefined)[] {
  const out: (Kind | undefined)[] = new Array(text.length);
  const mark = (span: Span, kind: Kind) => {
    for (let i = span.start; i < span.end; i++) out[i] = kind;
  };
  const result = parse(text);
  for (const d of result.directives) mark(d.nameSpan, "keyword");
  for (const c of result.comments) mark(c.span, "comment");
  const card = (node: CardNode) => {
    mark({ start: node.span.start, end: node.span.start + 4 }, "keyword");
    if (text[node.nameSpan.start] === '"') mark(node.nameSpan, "name");
    for (const f of node.fields) mark(f.nameSpan, "field");
    for (const s of node.textSections) mark({ start: s.headerSpan.start, end: s.headerSpan.start + 4 }, "field");
    node.faces.forEach(card);
  };
  result.cards.forEach(card);
  return out;
}

/** One class per UTF-16 offset from the TextMate grammar's scopes (LF or CRLF text). */
function grammarClasses(grammar: IGrammar, text: string): (Kind | undefined)[] {
  const out: (Kind | undefined)[] = new Array(text.length);
  const lineStarts = [0];
  for (const m of text.matchAll(/\r?\n/g)) lineStarts.push(m.index + m[0].length);
  let line = -1;
  let column = 0;
  for (const t of tokenize(grammar, text)) {
    if (t.line !== line) [line, column] = [t.line, 0];
    const s = t.scopes;
    const kind: Kind | undefined = s.some((x) => x.startsWith("comment.line."))
      ? "comment"
      : s.some((x) => /^entity\.name\.type\.(?:card|face)\./.test(x))
        ? "name"
        : s.some((x) => /^keyword\.other\.(?:card|face|directive)\b/.test(x))
          ? "keyword"
          : s.some((x) => x.startsWith("support.type.property-name."))
            ? "field"
            : undefined;
    const start = lineStarts[line]! + column;
    for (let i = 0; i < t.text.length; i++) out[start + i] = kind;
    column += t.text.length;
  }
  return out;
}

/** The first disagreement in `text` as a readable line, or undefined when the two agree. */
function firstDisagreement(grammar: IGrammar, text: string): string | undefined {
  const lexer = lexerClasses(text);
  const tm = grammarClasses(grammar, text);
  for (let i = 0; i < text.length; i++) {
    if (/\s/.test(text[i]!) || lexer[i] === tm[i]) continue;
    const lineStart = text.lastIndexOf("\n", i - 1) + 1;
    const lineEnd = text.indexOf("\n", i);
    const lineText = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
    const lineNo = text.slice(0, i).split("\n").length;
    return `line ${lineNo} column ${i - lineStart + 1} ('${text[i]}'): lexer says ${lexer[i] ?? "none"}, grammar says ${tm[i] ?? "none"}\n    ${lineText}`;
  }
  return undefined;
}

/** Adds comments and quoted values the way users write them, to an imported card (LF, 2-space indent). */
function withComments(source: string, n: number): string {
  return source
    .split("\n")
    .map((line, i) => {
      const t = line.trim();
      if (t === "") return line;
      const k = (i + n) % 5;
      if (t === "text:") return k < 2 ? `${line} # text of ${n}` : line;
      if (/^(?:card|face) ".*\{$/.test(t) || t === "}") return k === 0 ? `${line} # end ${n}` : line;
      if (/^[a-z]+:/.test(t)) return k === 1 ? `${line} # field ${n}` : k === 2 ? `${line}   #x` : line;
      // A rules-text line: a suppression comment after it, or a "#" that is only text.
      if (k === 3) return `${line} # cardscript-disable-line impossible-timing`;
      if (k === 4) return `${line} #${n} is text`;
      return line;
    })
    .join("\n");
}

/** Small documents, one per place a `#` (or a quote) can stand. */
const EDGE_CASES: Record<string, string> = {
  "# in a quoted flavor value": 'card "A" {\n  type: Instant\n  flavor: "Play it # loud" — Rhys\n}\n',
  "# in a quoted value of an unknown field": 'card "A" {\n  type: Instant\n  watermark: "guild # 3" # real\n}\n',
  "# in a quoted type line": 'card "A" {\n  type: Creature — "Elf # 1"\n  stats: 1/1\n}\n',
  "# glued to a word in a value": 'card "A" {\n  type: Instant\n  number: 12#a\n  artist: A. #B\n}\n',
  "# right after the colon": 'card "A" {\n  type: Instant\n  flavor:# only a comment\n}\n',
  "trailing suppression after rules text":
    'card "A" {\n  type: Sorcery\n  text:\n    Draw a card. Cast this spell only during combat. # cardscript-disable-line impossible-timing\n}\n',
  "trailing suppression after a reminder and a quote":
    'card "A" {\n  type: Sorcery\n  text:\n    Draw (unclosed reminder # cardscript-disable-line impossible-timing\n    It gains "{T}: Draw # cardscript-disable-line x\n}\n',
  "# in rules text is text": 'card "A" {\n  type: Sorcery\n  text:\n    Put a #1 counter on it. # not a comment\n}\n',
  "comment after text:": 'card "A" {\n  type: Sorcery\n  text: # the rules\n    Draw a card.\n}\n',
  "comment after braces": 'card "A" { # opens\n  face "B" { # face\n    type: Instant\n  } # face end\n} # card end\n',
  "# in card and face names": 'card "A # B" {\n  face "C # \\"D\\"" {\n    type: Instant\n  }\n}\n',
  "# after an unbalanced quote": 'card "A" {\n  type: Instant\n  flavor: a "b # c\n}\n',
  "# after text on the text: line is text": 'card "A" {\n  type: Instant\n  text: Draw a card. # x\n}\n',
  "field and text: after the opening brace": 'card "A" { type: Instant # t\n  face "B" { text: # c\n    Draw.\n  }\n}\n',
  "directive comments": "game mtg # the game\nrules 2026-01# edition\n#\n",
};

describe("TextMate grammar agrees with the lexer (comments, names, keywords, field names)", function () {
  this.timeout(120_000);
  let grammar: IGrammar;
  before(async () => {
    grammar = await loadGrammar();
  });

  for (const [name, text] of Object.entries(EDGE_CASES)) {
    it(name, () => {
      assert.deepEqual(parse(text).errors, [], "the case itself must parse");
      assert.equal(firstDisagreement(grammar, text), undefined);
      assert.equal(firstDisagreement(grammar, text.replace(/\n/g, "\r\n")), undefined, "CRLF");
    });
  }

  it("on every example file", () => {
    const dir = path.join(ROOT, "examples");
    const files = readdirSync(dir).filter((f) => f.endsWith(".card"));
    assert.ok(files.length >= 3);
    for (const f of files) {
      const text = readFileSync(path.join(dir, f), "utf8");
      assert.equal(firstDisagreement(grammar, text), undefined, f);
    }
  });

  for (const game of ["mtg", "ygo"]) {
    it(`on a sample of the ${game} corpus, as imported and with comments added`, function () {
      const file = corpusFileOrSkip(this, `${game}/cards.jsonl`);
      const records = readRecords(readFileSync(file, "utf8"));
      const step = Math.max(1, Math.floor(records.length / 600));
      let compared = 0;
      const problems: string[] = [];
      for (let i = 0; i < records.length; i += step) {
        let source: string;
        try {
          source = recordToSource(records[i]!);
        } catch {
          continue; // a record without a name: the importer's business, tested there
        }
        for (const text of [source, withComments(source, i)]) {
          if (parse(text).errors.length > 0) continue;
          compared++;
          const d = firstDisagreement(grammar, text);
          if (d) problems.push(`${String(records[i]!["name"])}: ${d}`);
        }
      }
      assert.ok(compared >= 1000, `only ${compared} documents compared`);
      assert.deepEqual(problems.slice(0, 10), [], `${problems.length} of ${compared} documents disagree`);
    });
  }
});
