/**
 * Magic Set Editor sets → imported cards. Pure: the CLI unzips `.mse-set` packages and reads
 * folder sets; this module reads the text of the `set` file and of the card files it includes.
 *
 * The file syntax (MSE's doc/file/format.txt): `key: value` lines nested by exactly one TAB per
 * level; `key:` followed by lines one level deeper is a multi-line value; keys repeat (`card:`,
 * `keyword:`). Old files spell keys with spaces (`casting cost`), MSE 2.x with underscores
 * (`casting_cost`): both are read as underscores. A leading BOM and CRLF are accepted.
 * Markup (doc/type/tagged_string.txt) becomes plain text; U+0001 stands for a literal `<`.
 */
import type {
  ImportedCard,
  ImportedFace,
  ImportedKeyword,
  ImportResult,
  ImportWarning,
  SourceLocation,
  WarningMessage,
} from "../../../core/import/imported-card";
import { UNNAMED_CARD } from "../../../core/import/imported-card";
import { withObjectKind } from "../card-types";
import { shorthandToBraces } from "./mana-shorthand";
import { readGuarded } from "../../../core/import/guard";

/** One `key: value` entry with its nested entries. `line` is 1-based. */
export interface MseNode {
  key: string;
  value: string;
  /** 1-based line of each line of `value` (the first is the key's line when the value is inline). */
  valueLines: number[];
  line: number;
  children: MseNode[];
}

/** Keys that hold a block of nested keys rather than a multi-line text value. */
const BLOCK_KEYS = new Set([
  "card",
  "keyword",
  "set_info",
  "styling",
  "version_control",
  "pack_type",
  "item",
  "styling_data",
  "extra_data",
]);

/**
 * Parses MSE's tree syntax. Never throws. `problems` receives lines that do not fit the syntax
 * (spaces used as indentation, a deeper level without a parent), each with its 1-based line and
 * its warning (keys `import.mse.*` of Magic's catalog).
 */
export function parseMseTree(text: string, problems: (line: number, message: WarningMessage) => void = () => {}): MseNode[] {
  const src = text.replace(/^\uFEFF/, "");
  const lines = src.split(/\r\n|\r|\n/);
  const root: MseNode = { key: "", value: "", valueLines: [], line: 0, children: [] };
  // stack[d] = the node at depth d (root at -1 → index 0).
  const stack: MseNode[] = [root];
  let textNode: MseNode | undefined;
  let textDepth = 0;
  lines.forEach((raw, i) => {
    const lineNo = i + 1;
    const depth = /^\t*/.exec(raw)![0].length;
    const rest = raw.slice(depth);
    if (textNode && depth >= textDepth && (rest !== "" || depth > 0)) {
      // A line of a multi-line value: keep tabs beyond the value's own indentation.
      textNode.value += (textNode.valueLines.length ? "\n" : "") + raw.slice(textDepth);
      textNode.valueLines.push(lineNo);
      return;
    }
    textNode = undefined;
    if (rest.trim() === "") return;
    if (/^ +\S/.test(rest) && depth === 0) problems(lineNo, { messageId: "import.mse.spaceIndent" });
    const m = /^([^:]+?)\s*:(?: ?)(.*)$/.exec(rest);
    if (!m) {
      problems(lineNo, { messageId: "import.mse.notKeyValue", data: { text: rest.slice(0, 40) } });
      return;
    }
    const parent = stack[Math.min(depth, stack.length - 1)]!;
    if (depth > stack.length - 1) problems(lineNo, { messageId: "import.mse.tooDeep" });
    const key = m[1]!.trim().toLowerCase().replace(/ /g, "_");
    const node: MseNode = { key, value: m[2]!, valueLines: m[2] === "" ? [] : [lineNo], line: lineNo, children: [] };
    parent.children.push(node);
    stack.length = Math.min(depth, stack.length - 1) + 1;
    stack.push(node);
    if (m[2] === "" && !BLOCK_KEYS.has(key) && depth >= 1) {
      textNode = node;
      textDepth = depth + 1;
    }
  });
  return root.children;
}

/** A set-level custom keyword (`keyword:` block). */
export interface MseKeyword {
  keyword: string;
  /** The `match` pattern as written, `<atom-param>…</atom-param>` marking parameters. */
  match: string;
  reminder: string;
  /** The keyword's rules text (pseudo keywords). */
  rules?: string;
  mode: string;
  /** The file and 1-based line of the `keyword:` block. */
  file: string;
  line: number;
}

/** Files of one set: the `set` file and, for MSE 2.x folder sets, the files it includes by name. */
export interface MseSetFiles {
  /** Display name of the `set` file (used in source locations). */
  setFile: string;
  setText: string;
  /** Reads an included file by its name inside the package; undefined when it does not exist. */
  readIncluded?: (name: string) => { file: string; text: string } | undefined;
}

const get = (node: MseNode, key: string): MseNode | undefined => node.children.find((c) => c.key === key);

/** Fields that only style or describe the card (not printed rules), never reported as unmapped. */
const COSMETIC =
  /^(image|mainframe_image|time_created|time_modified|has_styling|styling_data|notes|copyright|illustrator|artist|card_code_text|border_color|watermark|stylesheet|stylesheet_version|extra_data|card_color|set_code|card_symbol|alt_|auto_|custom_card_number|pt_box|id|mse_version|language|rarity|flavor_text|shape|indicator|frame|mainframe|promo|foil|lock|card_number|set_name)/;
const MAPPED = new Set([
  "name",
  "casting_cost",
  "super_type",
  "sub_type",
  "rule_text",
  "power",
  "toughness",
  "loyalty",
  "defense",
  "text",
  "type",
]);

/** The kind of object a stylesheet draws: `new-token`, `m15-token` → token; `…emblem…` → emblem. */
function objectKindOfStylesheet(stylesheet: string): "token" | "emblem" | undefined {
  const s = stylesheet.toLowerCase();
  return /emblem/.test(s) ? "emblem" : /token/.test(s) ? "token" : undefined;
}

function layoutOf(stylesheet: string): string | undefined {
  const s = stylesheet.toLowerCase();
  if (/split|fuse|aftermath/.test(s)) return "split";
  if (/flip/.test(s)) return "flip";
  if (/adventure/.test(s)) return "adventure";
  if (/modal|mdfc/.test(s)) return "modal_dfc";
  if (/double|dfc|transform|flipwalker/.test(s)) return "transform";
  return undefined;
}

/**
 * Markup → plain text (doc/type/tagged_string.txt): `<sym>`/`<sym-auto>` contents become braced
 * symbols, `<atom-cardname>` becomes `cardName`, reminder atoms are parenthesised, every other tag
 * is dropped with its text kept, and U+0001 becomes `<`.
 */
export function mseMarkupToText(value: string, cardName: string): string {
  let s = value;
  s = s.replace(/<atom-cardname>[\s\S]*?<\/atom-cardname>/g, () => cardName.replace(/</g, "\u0001"));
  s = s.replace(/<(sym|sym-auto)>([\s\S]*?)<\/\1>/g, (_, __, inner: string) => symbolsToBraces(stripTags(inner)));
  s = s.replace(/<atom-reminder[^>]*>([\s\S]*?)<\/atom-reminder[^>]*>/g, (_, inner: string) => {
    const t = stripTags(inner).trim();
    if (t === "") return "";
    return " " + (t.startsWith("(") ? t : `(${t})`);
  });
  s = stripTags(s);
  return s.replace(/\u0001/g, "<");
}

function stripTags(s: string): string {
  return s.replace(/<\/?[A-Za-z][^<>]*>/g, "");
}

/** `T` → `{T}`, `2WW` → `{2}{W}{W}`, `Q` → `{Q}`; symbols already braced are kept. */
function symbolsToBraces(inner: string): string {
  const t = inner.trim();
  if (t === "") return inner;
  const out: string[] = [];
  for (const part of t.match(/\{[^}]*\}|[TQE]|[^TQE{]+/g) ?? []) {
    if (/^[TQE]$/.test(part)) out.push(`{${part}}`);
    else out.push(shorthandToBraces(part).cost);
  }
  return out.join("");
}

/**
 * Reads a set. Cards come from `card:` blocks of the `set` file and from the files named by its
 * `include_file:` lines (files it does not name are ignored, as MSE ignores them).
 * Never throws: unreadable parts are warnings.
 */
export function readMseSet(files: MseSetFiles): ImportResult & { keywords: MseKeyword[] } {
  const warnings: ImportWarning[] = [];
  const cards: ImportedCard[] = [];
  const keywords: MseKeyword[] = [];
  const parseFile = (file: string, text: string) =>
    parseMseTree(text, (line, message) => warnings.push({ ...message, source: { file, line } }));
  const pushGuarded = (node: MseNode, file: string) => {
    const card = readGuarded(warnings, file, node.line, () => readCard(node, file, warnings));
    if (card) cards.push(card);
  };
  const top = parseFile(files.setFile, files.setText);
  // Counted on the text, independently of the tree parser: `card:` lines at the outer level.
  let held = cardBlockLines(files.setText);
  const game = top.find((n) => n.key === "game")?.value.trim();
  if (game && game !== "magic")
    warnings.push({ messageId: "import.mse.notMagic", data: { game }, source: { file: files.setFile, line: 1 } });
  for (const node of top) {
    if (node.key === "card") pushGuarded(node, files.setFile);
    else if (node.key === "keyword") keywords.push(readKeyword(node, files.setFile));
    else if (node.key === "include_file") {
      const name = node.value.trim();
      const inc = files.readIncluded?.(name);
      if (!inc) {
        warnings.push({
          messageId: "import.mse.includeMissing",
          data: { name },
          source: { file: files.setFile, line: node.line },
          severity: "warning",
        });
        // MSE 2.x folder sets keep one card per included `card …` file: that card is lost.
        if (/^card\b/i.test(name)) held++;
        continue;
      }
      held += cardBlockLines(inc.text);
      for (const n of parseFile(inc.file, inc.text)) {
        if (n.key === "card") pushGuarded(n, inc.file);
        else if (n.key === "keyword") keywords.push(readKeyword(n, inc.file));
      }
    }
  }
  const setKeywords = keywords.flatMap((k) => declaration(k) ?? []);
  // Empty work-in-progress slots are read but not checked: one summary per set, not errors per card.
  const placeholders = cards.filter(isPlaceholder);
  const checked = cards.filter((c) => !isPlaceholder(c));
  if (placeholders.length > 0) {
    const shown = placeholders.slice(0, 5).map((c) => c.name);
    warnings.push({
      messageId: "import.mse.placeholders",
      data: {
        count: placeholders.length,
        names: shown.join("; ") + (placeholders.length > shown.length ? "; …" : ""),
      },
      source: placeholders[0]!.source,
    });
  }
  const counts = [{ source: { file: files.setFile, line: 1 }, held, read: cards.length }];
  return { format: "mse", cards: checked, warnings, keywords, setKeywords, counts };
}

/**
 * An empty slot of a set in progress: a card (perhaps named, perhaps with flavor text) without a
 * cost, a type, rules text, power, toughness or loyalty on any face.
 */
export function isPlaceholder(card: ImportedCard): boolean {
  return card.faces.every(
    (f) => !f.cost && !f.type && f.text.every((l) => l.trim() === "") && !f.power && !f.toughness && !f.loyalty && !f.defense,
  );
}

/** The number of `card:` lines at the outer level of an MSE file (a BOM and CRLF allowed): the cards it holds. */
export function cardBlockLines(text: string): number {
  return text.replace(/^\uFEFF/, "").match(/^ *card *:[ \t]*$/gm)?.length ?? 0;
}

/**
 * A set keyword as a CardScript keyword declaration: its name is the `match` up to the first
 * parameter ("Bid <atom-param>number</atom-param> for …" → "Bid"), else the `keyword`; its meaning
 * is the reminder text (else the `rules` of a pseudo keyword), with MSE's reminder scripts for the
 * parameters (`{english_number(param1)}`) written as "N". Undefined when it has no text.
 */
function declaration(k: MseKeyword): ImportedKeyword | undefined {
  const name = (k.match.split("<atom-param")[0] ?? "").replace(/<[^>]*>/g, "").trim() || k.keyword.split(",")[0]!.trim();
  const text = (k.reminder || k.rules || "")
    .replace(/\{[^{}]*\bparam\d[^{}]*\}/g, "N")
    .replace(/\s+/g, " ")
    .trim();
  if (!name || !text) return undefined;
  return { name, text, source: { file: k.file, line: k.line } };
}

function readKeyword(node: MseNode, file: string): MseKeyword {
  const v = (k: string) => mseMarkupToText(get(node, k)?.value ?? "", "this").trim();
  const match = (get(node, "match")?.value ?? "").trim();
  return { keyword: v("keyword"), match, reminder: v("reminder"), rules: v("rules"), mode: v("mode"), file, line: node.line };
}

/** One `card:` block being read: its fields, their text, a warner that names the card. */
interface CardReading {
  node: MseNode;
  file: string;
  /** The card's name, or `UNNAMED_CARD`. */
  cardName: string;
  field: (key: string) => MseNode | undefined;
  /** A field's value as plain text (`name` for "this"), trimmed; "" when absent. */
  plain: (key: string, name?: string) => string;
  warn: (message: WarningMessage, line?: number) => void;
}

function readCard(node: MseNode, file: string, warnings: ImportWarning[]): ImportedCard {
  const field = (key: string) => get(node, key);
  const plain = (key: string, name = "") => mseMarkupToText(field(key)?.value ?? "", name).trim();
  const name = plain("name") || plain("name_2");
  const warn = (message: WarningMessage, line = node.line) => warnings.push({ ...message, source: { file, line }, card: name });
  if (!name) warn({ messageId: "import.mse.noName" });
  const cardName = name || UNNAMED_CARD;
  const r: CardReading = { node, file, cardName, field, plain, warn };
  const first = readFace(r, "");
  first.name = cardName;
  const faces = [first];
  const name2 = plain("name_2");
  const stylesheet = plain("stylesheet");
  // A token or emblem frame (`new-token`, `m15-emblem`) makes the card a token or an emblem.
  const kind = objectKindOfStylesheet(stylesheet);
  if (kind) first.type = withObjectKind(first.type, kind);
  let layout: string | undefined;
  let cardNameOut = cardName;
  if (name2 !== "" && plain("name") !== "") {
    faces.push(readFace(r, "_2"));
    cardNameOut = `${cardName} // ${faces[1]!.name}`;
    layout = layoutOf(stylesheet);
    if (!layout) {
      layout = "split";
      warn(
        stylesheet
          ? { messageId: "import.mse.layoutUnknown", data: { name: name2, stylesheet } }
          : { messageId: "import.mse.layoutUnknownDefault", data: { name: name2 } },
      );
    }
  }
  reportUnmapped(r, faces.length);
  const rarity = plain("rarity") || undefined;
  return { name: cardNameOut, faces, layout, rarity, source: { file, line: node.line } };
}

/** The face whose fields end in `suffix` ("" for the first, "_2" for the second). */
function readFace(r: CardReading, suffix: string): ImportedFace {
  const { file, field, plain } = r;
  const faceName = plain(`name${suffix}`) || r.cardName;
  const costRaw = plain(`casting_cost${suffix}`);
  const { cost, unreadable } = shorthandToBraces(costRaw);
  if (unreadable.length)
    r.warn(
      { messageId: "import.mse.badCost", data: { cost: costRaw, symbols: unreadable.map((u) => `'${u}'`).join(", ") } },
      field(`casting_cost${suffix}`)?.line,
    );
  const superType = plain(`super_type${suffix}`).replace(/\s+/g, " ");
  const subType = plain(`sub_type${suffix}`).replace(/\s+/g, " ");
  const type = [superType, subType].filter((x) => x !== "").join(" — ") || undefined;
  const { text, textSources } = faceText(r, suffix, faceName);
  const flavor = plain(`flavor_text${suffix}`) || undefined;
  const at = (key: string) => {
    const n = field(key + suffix);
    return n ? { file, line: n.line } : undefined;
  };
  const out: ImportedFace = {
    name: faceName,
    cost: cost || undefined,
    type,
    text,
    textSources,
    flavor,
    fieldSources: { cost: at("casting_cost"), type: at("super_type"), stats: at("power"), loyalty: at("loyalty") },
  };
  const p = plain(`power${suffix}`),
    t = plain(`toughness${suffix}`),
    l = plain(`loyalty${suffix}`),
    d = plain(`defense${suffix}`);
  if (p || t) {
    out.power = p;
    out.toughness = t;
  }
  if (l) out.loyalty = l;
  if (d) out.defense = d;
  return out;
}

/** A face's rules text, one entry per line with the line of the file it is on; a first face's lines get their loyalty costs. */
function faceText(
  { file, field, plain }: CardReading,
  suffix: string,
  faceName: string,
): { text: string[]; textSources: SourceLocation[] } {
  const rules = field(`rule_text${suffix}`);
  const text: string[] = [];
  const textSources: SourceLocation[] = [];
  if (rules) {
    const lines = mseMarkupToText(rules.value, faceName).split("\n");
    lines.forEach((l, i) => {
      text.push(l.trim());
      textSources.push({ file, line: rules.valueLines[i] ?? rules.line });
    });
  }
  // Planeswalkers keep each ability's loyalty cost in its own field, one per rules-text line.
  if (suffix === "") {
    let n = 0;
    text.forEach((l, i) => {
      if (l === "") return;
      n++;
      const lc = plain(`loyalty_cost_${n}`);
      if (lc) text[i] = `${lc}: ${l}`;
    });
  }
  return { text, textSources };
}

/** Warns on rules fields that have content but no place in CardScript (or a second face's field on a one-face card). */
function reportUnmapped({ node, cardName, warn }: CardReading, faceCount: number): void {
  for (const c of node.children) {
    const base = c.key.replace(/_\d+$/, "");
    const suffix = c.key.slice(base.length);
    if (MAPPED.has(base) && (suffix === "" || suffix === "_2")) continue;
    if (base === "loyalty_cost") continue;
    if (COSMETIC.test(c.key)) continue;
    const v = mseMarkupToText(c.value, cardName).trim();
    if (v === "" || (faceCount === 1 && /_2$/.test(c.key) && c.key !== "name_2")) {
      if (v !== "" && MAPPED.has(base)) warn({ messageId: "import.mse.noSecondFace", data: { field: c.key } }, c.line);
      continue;
    }
    if (MAPPED.has(base) || /text|level|rule/.test(c.key))
      warn({ messageId: "import.mse.unmapped", data: { field: c.key, value: JSON.stringify(v.slice(0, 30)) } }, c.line);
  }
}
