/**
 * syntax-error: the file does not follow the CardScript grammar (docs/language.md §1): unclosed
 * braces, a field without a colon, text outside a card, an unknown directive value, a keyword
 * declaration that is not `keyword "Name": text` or declares a name twice.
 */
import { LOCALES } from "../../l10n/locale";
import { parseEditionDate } from "../../text/edition-date";
import { gameById } from "../../model/game-list";
import { declaredKeyword } from "../../model/declared-keywords";
import type { DirectiveNode, SyntaxErrorInfo } from "../../../../../grammar/src/index";
import { joinList } from "../../l10n/localizer";
import type { FileModel } from "../../model/file-model";
import type { Report, Rule } from "../types";
import { caseFold } from "../../text/case-fold";
import { MAX_SYNTAX_ERRORS } from "../../limits";
import { cardBlockStarts } from "../../text/card-blocks";

/** Checks `keyword` directives one by one: each must read `keyword "Name": text`, and a file declares a name once. */
function keywordChecker(model: FileModel, report: (r: Report) => void): (d: DirectiveNode) => void {
  const keywords = new Map<string, number>();
  return (d) => {
    const k = declaredKeyword(d);
    const line = k && keywords.get(caseFold(k.name));
    if (!k) report({ span: d.value ? d.valueSpan : d.span, messageId: "badKeyword" });
    else if (line !== undefined) report({ span: k.nameSpan, messageId: "repeatedKeyword", data: { name: k.name, line: line + 1 } });
    else keywords.set(caseFold(k.name), model.lines.positionAt(d.span.start).line);
  };
}

/** A parser error as a report: the grammar's code and data, with the token words in the file model's language. */
function parseErrorReport(model: FileModel, e: SyntaxErrorInfo): Report {
  const { l10n } = model;
  const found = e.data["found"] ? `'${e.data["found"]}'` : l10n.t("syntax.endOfFile");
  switch (e.code) {
    case "expectedToken":
      return { span: e.span, messageId: e.code, data: { expected: l10n.t(`syntax.token.${e.data["expected"]}`), found } };
    case "unexpectedInCard":
      return { span: e.span, messageId: e.data["kind"] === "face" ? "unexpectedInFace" : e.code, data: e.data };
    case "missingName":
      return { span: e.span, messageId: e.data["kind"] === "face" ? "faceNeedsName" : "cardNeedsName" };
    case "unexpectedToken":
      return { span: e.span, messageId: e.code, data: { found } };
    default:
      return { span: e.span, messageId: e.code, data: e.data };
  }
}

/**
 * The parser's errors (sorted by offset) grouped by card block (`cardBlockStarts`: the header, then
 * one block per card with the comments above it), the unit the editor re-checks while you type:
 * the limit of {@link MAX_SYNTAX_ERRORS} applies per block, so a whole-file check and the editor's
 * per-card checks list the same errors. One group when there are no more errors than the limit.
 */
function errorsByBlock(text: string, errors: readonly SyntaxErrorInfo[]): (readonly SyntaxErrorInfo[])[] {
  if (errors.length <= MAX_SYNTAX_ERRORS) return [errors];
  const starts = cardBlockStarts(text);
  const groups: SyntaxErrorInfo[][] = [];
  let block = -1;
  let current: SyntaxErrorInfo[] | undefined;
  for (const e of errors) {
    let b = block;
    while (b + 1 < starts.length && starts[b + 1]! <= e.span.start) b++;
    if (!current || b !== block) groups.push((current = []));
    block = b;
    current.push(e);
  }
  return groups;
}

export const rule: Rule = {
  meta: {
    id: "syntax-error",
    defaultSeverity: "error",
    description: "The file does not follow the CardScript grammar.",
    rules: [],
    fixable: false,
    messages: {
      /** The parser's errors, by their code (`SyntaxErrorCode`); `found` and `expected` are worded by `syntax.*` catalog entries. */
      expectedToken: "Expected {{expected}} but found {{found}}.",
      unexpectedToken: "Unexpected {{found}}.",
      notAField: "'{{text}}' is not a field: write 'name: value' with a colon after the field name.",
      unexpectedInCard: "Unexpected '{{text}}' inside card \"{{name}}\".",
      unexpectedInFace: "Unexpected '{{text}}' inside face \"{{name}}\".",
      unexpectedOutsideCard: "Unexpected '{{text}}' outside a card (expected card \"Name\" { … }).",
      unclosedName: "This name is missing its closing '\"'.",
      cardNeedsName: 'A card needs a quoted name: card "Name" { … }.',
      faceNeedsName: 'A face needs a quoted name: face "Name" { … }.',
      unexpectedCharacter: "Unexpected character '{{char}}'.",
      cardWithoutName: "A card needs a name between the quotes.",
      faceWithoutName: "A face needs a name between the quotes.",
      repeatedDirective: "'{{name}}' may appear only once in a file.",
      lateDirective: "'{{name}}' must come before the first card.",
      unknownGame: "Unknown game '{{value}}': write {{choices}}.",
      badEdition: "'rules' takes an edition date such as 2026-09 or 2025-09-19, not '{{value}}'.",
      unknownLang: "'lang' names the language of the card text: {{choices}}, not '{{value}}'.",
      badKeyword: 'A keyword declaration reads keyword "Name": its rules text, e.g. keyword "Uprising": Activate only as a sorcery.',
      repeatedKeyword: "The keyword '{{name}}' is already declared on line {{line}}.",
      moreErrors: "Syntax errors from here on are not listed: {{count}} more after the first {{limit}}. Fix those first.",
    },
  },
  check({ model, report }) {
    for (const group of errorsByBlock(model.text, model.parse.errors)) {
      for (const e of group.length > MAX_SYNTAX_ERRORS ? group.slice(0, MAX_SYNTAX_ERRORS) : group) report(parseErrorReport(model, e));
      if (group.length > MAX_SYNTAX_ERRORS) {
        const count = group.length - MAX_SYNTAX_ERRORS;
        report({ span: group[MAX_SYNTAX_ERRORS]!.span, messageId: "moreErrors", data: { count, limit: MAX_SYNTAX_ERRORS } });
      }
    }
    for (const card of model.parse.cards) {
      for (const node of [card, ...card.faces]) {
        if (node.name.trim() === "" && model.text[node.nameSpan.start] === '"') {
          report({ span: node.nameSpan, messageId: node.kind === "face" ? "faceWithoutName" : "cardWithoutName" });
        }
      }
    }
    const seen = new Set<string>();
    const checkKeyword = keywordChecker(model, report);
    const firstCard = model.parse.cards[0]?.span.start ?? Infinity;
    for (const d of model.parse.directives) {
      if (d.name === "keyword") checkKeyword(d);
      else if (seen.has(d.name)) report({ span: d.span, messageId: "repeatedDirective", data: { name: d.name } });
      seen.add(d.name);
      if (d.span.start > firstCard) report({ span: d.nameSpan, messageId: "lateDirective", data: { name: d.name } });
      if (d.name === "game" && !gameById(model.games, d.value)) {
        const data = {
          value: d.value,
          choices: joinList(
            model.l10n,
            model.games.map((g) => `'game ${g.id}'`),
            "or",
          ),
        };
        report({ span: d.value ? d.valueSpan : d.span, messageId: "unknownGame", data });
      }
      if (d.name === "lang" && !(LOCALES as readonly string[]).includes(d.value.toLowerCase())) {
        report({ span: d.value ? d.valueSpan : d.span, messageId: "unknownLang", data: { value: d.value, choices: LOCALES.join(", ") } });
      }
      if (d.name === "rules" && !parseEditionDate(d.value)) {
        report({ span: d.value ? d.valueSpan : d.span, messageId: "badEdition", data: { value: d.value } });
      }
    }
  },
};
