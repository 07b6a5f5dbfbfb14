/**
 * Cockatrice card-database XML (schema v3 and v4, or a run of `<card>` elements without a root)
 * → imported cards. Pure; XML is read with saxes (positions give each card's line).
 *
 * v4 keeps card facts in `<prop>`; v3 puts them straight under `<card>`. Rules text may hold
 * escaped HTML (`<br>`, `<i>`, icon spans for mana symbols) or BBCode (`[i]`); type lines use
 * `—`, `–`, `-` or `---` before subtypes. Two-face cards are either two `<card>`s tied by
 * `<related attach="transform">` / `<side>back</side>`, or one card named `A // B` whose text
 * halves are separated by a `---` line.
 */
import { normaliseTypeLine } from "../../../core/import/type-line-dash";
import { SaxesParser } from "saxes";
import type { ImportedCard, ImportedFace, ImportResult, ImportWarning, WarningMessage } from "../../../core/import/imported-card";
import { UNNAMED_CARD } from "../../../core/import/imported-card";
import { withObjectKind } from "../card-types";
import { shorthandToBraces } from "./mana-shorthand";
import { pushAll } from "../../../core/collections/append";
import { MAX_NESTING_DEPTH } from "../../../core/limits";
import { readGuarded } from "../../../core/import/guard";
import { own } from "../../../core/collections/own";
import { cockatriceHealth } from "./cockatrice-health";

/** A parsed XML element (only what the reader needs). `line` is 1-based. */
interface El {
  name: string;
  attrs: Record<string, string>;
  children: El[];
  text: string;
  line: number;
  /** 1-based line where the element's text starts. */
  textLine: number;
}

/**
 * Parses XML into elements; a text without a `<cockatrice_carddatabase>` root is parsed as a
 * fragment. XML errors become warnings (saxes reports and carries on); never throws.
 */
function parseXml(text: string, file: string, warnings: ImportWarning[]): { root: El; emptyReopened: number; fragment: boolean } {
  const src = repairDeclaration(text.replace(/^\uFEFF/, ""), file, warnings);
  const fragment = !/<cockatrice_carddatabase\b/.test(src);
  const root: El = { name: "#root", attrs: {}, children: [], text: "", line: 1, textLine: 1 };
  let emptyReopened = 0;
  const stack: El[] = [root];
  /** Elements open below {@link MAX_NESTING_DEPTH} (not kept; their text is ignored). */
  let tooDeep = 0;
  const parser = new SaxesParser({ fragment, position: true });
  let errors = 0;
  // Recovered `<card><card>`s whose outer card saxes still holds open: it calls the enclosing close tag, far below, unexpected.
  let reopenedStillOpen = 0;
  parser.on("error", (e) => {
    if (reopenedStillOpen > 0 && /unexpected close tag/i.test(e.message)) return void reopenedStillOpen--;
    if (errors++ < 20)
      warnings.push({
        messageId: "import.cockatrice.xmlError",
        data: { error: e.message.replace(/^(?:[^:]*:)?\d+:\d+: /, "") },
        source: { file, line: parser.line },
      });
  });
  parser.on("opentag", (tag) => {
    if (tooDeep > 0 || stack.length > MAX_NESTING_DEPTH) {
      // Deeper than any card database: reported once, not followed (80,000 levels took minutes and overflowed the stack).
      if (tooDeep++ === 0)
        warnings.push({
          messageId: "file.tooDeep",
          data: { depth: stack.length, line: parser.line, limit: MAX_NESTING_DEPTH },
          source: { file, line: parser.line },
        });
      return;
    }
    const name = tag.name.toLowerCase();
    if (name === "card" && stack[stack.length - 1]!.name === "card") {
      // Seen in real files: "<card>" repeated. The outer one is left empty and closed here.
      warnings.push({
        messageId: "import.cockatrice.nestedCard",
        source: { file, line: parser.line },
      });
      // An outer `<card>` with nothing in it was no card: it is not counted as one the file holds.
      if (stack.pop()!.children.length === 0) emptyReopened++;
      reopenedStillOpen++;
    }
    const el: El = {
      name,
      attrs: Object.fromEntries(Object.entries(tag.attributes).map(([k, v]) => [k, String(v)])),
      children: [],
      text: "",
      line: parser.line,
      textLine: parser.line,
    };
    stack[stack.length - 1]!.children.push(el);
    stack.push(el);
  });
  const onText = (t: string) => {
    if (tooDeep > 0) return;
    const top = stack[stack.length - 1]!;
    if (top.text === "") top.textLine = parser.line - (t.match(/\n/g)?.length ?? 0);
    top.text += t;
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", (tag) => {
    if (tooDeep > 0) {
      tooDeep--;
      return;
    }
    const name = tag.name.toLowerCase();
    // The innermost open element of that name (usually the top: O(1) per close tag).
    let at = stack.length - 1;
    while (at > 0 && stack[at]!.name !== name) at--;
    if (at > 0) stack.length = at;
  });
  try {
    // An XML declaration is not allowed inside a fragment.
    parser.write(fragment ? src.replace(/^\s*<\?xml[^>]*\?>/, "") : src).close();
  } catch (e) {
    warnings.push({
      messageId: "import.cockatrice.xmlFatal",
      data: { error: e instanceof Error ? e.message : String(e) },
      source: { file, line: parser.line },
    });
  }
  return { root, emptyReopened, fragment };
}

/** A well-formed XML declaration (XML 1.0 § 2.8) at the very start of a document. */
const GOOD_DECLARATION =
  /^<\?xml\s+version\s*=\s*(["'])1\.\d+\1(?:\s+encoding\s*=\s*(["'])[A-Za-z][\w.-]*\2)?(?:\s+standalone\s*=\s*(["'])(?:yes|no)\3)?\s*\?>/;
/** Something meant as an XML declaration before the first element: `<?xml … >`, `<xml … ?>`, after blank lines. */
const MEANT_DECLARATION = /^(\s*)(<\??xml\b[^<>]*>)/i;

/**
 * A malformed XML declaration (`<?xml version="1.0">` without its `?`, `<xml …?>`, or one after
 * blank lines) makes an XML parser read the whole file as one broken tag: every card is lost. The
 * author's intent is clear, so the declaration is blanked out (same length and lines, positions
 * stay) and the file is read without it, with a warning on its line.
 */
function repairDeclaration(src: string, file: string, warnings: ImportWarning[]): string {
  if (GOOD_DECLARATION.test(src)) return src;
  const m = MEANT_DECLARATION.exec(src);
  if (!m) return src;
  const [, lead, decl] = m as unknown as [string, string, string];
  const line = 1 + (lead.match(/\r\n|\r|\n/g)?.length ?? 0);
  warnings.push({
    messageId: "import.cockatrice.badDeclaration",
    data: { declaration: decl.slice(0, 60) },
    source: { file, line },
    severity: "warning",
  });
  return lead + decl.replace(/[^\r\n]/g, " ") + src.slice(lead.length + decl.length);
}

/** The number of `<card>` start tags in an XML text (comments and CDATA sections left out): the cards the file holds. */
export function cardStartTags(text: string): number {
  const bare = text.replace(/<!--[\s\S]*?-->/g, "").replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, "");
  return bare.match(/<card(?=[\s>/])/gi)?.length ?? 0;
}

/** The elements named `name` under `el`, in document order, not looking inside them (iterative: no stack depth). */
function findAll(el: El, name: string): El[] {
  const out: El[] = [];
  const todo: El[] = el.children.slice().reverse();
  while (todo.length) {
    const c = todo.pop()!;
    if (c.name === name) out.push(c);
    else for (let i = c.children.length - 1; i >= 0; i--) todo.push(c.children[i]!);
  }
  return out;
}

const HTML_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  mdash: "—",
  ndash: "–",
  rsquo: "’",
  lsquo: "‘",
  ldquo: "“",
  rdquo: "”",
  bull: "•",
  minus: "−",
  hellip: "…",
};

/** Decodes HTML entities left in text after XML decoding (`&#8217;`, `&amp;` written twice, `&mdash;`). */
export function decodeHtmlEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return own(HTML_ENTITIES, e.toLowerCase()) ?? m;
  });
}

const ICON_SYMBOL: Record<string, string> = {
  white: "W",
  blue: "U",
  black: "B",
  red: "R",
  green: "G",
  colorless: "C",
  snow: "S",
  tap: "T",
  untap: "Q",
  energy: "E",
};

/** `mtg red` → `{R}`, `mtg mana-2` → `{2}`, `mtg hybrid-wu` → `{W/U}`; undefined when unknown. */
function iconSymbol(cls: string): string | undefined {
  const words = cls
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== "mtg" && w !== "");
  for (const w of words) {
    if (own(ICON_SYMBOL, w)) return `{${own(ICON_SYMBOL, w)}}`;
    let m: RegExpMatchArray | null;
    if ((m = w.match(/^mana-(\d+|x|y|z)$/))) return `{${m[1]!.toUpperCase()}}`;
    if ((m = w.match(/^hybrid-([wubrg2])([wubrgp])$/))) return `{${m[1]!.toUpperCase()}/${m[2]!.toUpperCase()}}`;
    if ((m = w.match(/^phyrexian-([wubrg])$/))) return `{${m[1]!.toUpperCase()}/P}`;
  }
  return undefined;
}

/**
 * Cockatrice rules text → plain text lines: HTML (`<br>` → line break, icon spans → mana symbols,
 * other tags dropped), BBCode tags dropped, entities decoded. `unknown` receives the class of each
 * icon that names no symbol.
 */
export function cockatriceTextToPlain(raw: string, unknown: (iconClass: string) => void = () => {}): string {
  let s = decodeHtmlEntities(raw);
  if (/<(br|i|b|span|p|div|em|strong)\b[^>]*>/i.test(s)) {
    s = s.replace(/<br\s*\/?>/gi, "\n");
    s = s.replace(/<span[^>]*class="icon-wrapper"[^>]*>\s*<i\s+class="([^"]*)"\s*>\s*<\/i>\s*<\/span>/gi, (_m, cls: string) => {
      const sym = iconSymbol(cls);
      if (!sym) unknown(cls);
      return sym ?? "";
    });
    s = s.replace(/<i\s+class="([^"]*)"\s*>\s*<\/i>/gi, (_m, cls: string) => iconSymbol(cls) ?? (unknown(cls), ""));
    s = s.replace(/<\/?[a-z][^<>]*>/gi, "");
    s = decodeHtmlEntities(s);
  }
  s = s.replace(/\[\/?(?:i|b|u)\]/gi, "");
  return s;
}

/**
 * An activated ability whose cost lost its braces (`2UT: …`, `T: …`, `1, T, Sacrifice X: …`) gets
 * them back (`{2}{U}{T}: …`). Only lines without any `{` are touched, and only cost parts made
 * of nothing but symbol letters and digits (a bare number only when `planeswalker` is false).
 */
export function braceActivationCost(line: string, planeswalker = false): string {
  if (line.includes("{")) return line;
  const colon = line.indexOf(": ");
  if (colon <= 0) return line;
  const parts = line.slice(0, colon).split(/,\s*/);
  let changed = false;
  const out = parts.map((p) => {
    // A bare number is a loyalty cost on a planeswalker ("0: …"), a generic mana cost elsewhere.
    if (/^(?:\d{1,2}|[WUBRGCXSTQ])+$/.test(p) && !(planeswalker && /^\d+$/.test(p))) {
      changed = true;
      return shorthandToBraces(
        p
          .replace(/([TQ])/g, " $1 ")
          .trim()
          .replace(/\s+/g, ""),
      ).cost.replace(/\{([TQ])\}/g, "{$1}");
    }
    return p;
  });
  return changed ? out.join(", ") + line.slice(colon) : line;
}

/** Reads a Cockatrice XML file (or fragment). Never throws; what it cannot map is a warning. */
export function readCockatrice(text: string, file: string): ImportResult {
  const warnings: ImportWarning[] = [];
  const { root, emptyReopened, fragment } = parseXml(text, file, warnings);
  pushAll(warnings, cockatriceHealth(root, fragment, file));
  const allCardEls = findAll(root, "card");
  const cardEls = allCardEls.filter((c) => c.children.some((x) => x.name === "name"));
  for (const c of allCardEls)
    if (!cardEls.includes(c) && c.children.length > 0)
      warnings.push({ messageId: "import.cockatrice.cardWithoutName", source: { file, line: c.line }, severity: "warning" });
  type Read = { card: ImportedCard; side?: string; related: string[] };
  const read: Read[] = cardEls.flatMap((el) => readGuarded(warnings, file, el.line, () => readCard(el, file, warnings)) ?? []);
  // v4 transform pairs: a front that names its back through <related attach="transform">.
  const byName = new Map(read.map((r) => [r.card.name, r] as const));
  const merged = new Set<Read>();
  const cards: ImportedCard[] = [];
  for (const r of read) {
    if (merged.has(r)) continue;
    if (r.side !== "back") {
      for (const rel of r.related) {
        const back = byName.get(rel);
        if (back && back !== r && back.side === "back" && !merged.has(back)) {
          merged.add(back);
          pushAll(r.card.faces, back.card.faces);
          r.card.name = `${r.card.name} // ${back.card.name}`;
          r.card.layout ??= "transform";
          break;
        }
      }
    }
    cards.push(r.card);
  }
  const held = Math.max(0, cardStartTags(text) - emptyReopened);
  // Two `<card>`s of a transform pair become one card: the count is of `<card>` elements read.
  const counts = [{ source: { file, line: 1 }, held, read: cardEls.length }];
  return { format: "cockatrice", cards, warnings, counts };
}

/** One `<card>` element being read: its children (and those of a v4 `<prop>`), its name, a warner that names the card. */
interface CardReading {
  el: El;
  file: string;
  name: string;
  /** The child element (or `<prop>`'s child) of that name. */
  child: (name: string) => El | undefined;
  /** The child's text, entities decoded and trimmed ("" when absent). */
  val: (name: string) => string;
  warn: (message: WarningMessage, line?: number) => void;
}

/** What every face of one `<card>` shares: its type line, `<pt>` and `<loyalty>` ("" when absent or "n/a"). */
interface SharedValues {
  type: string | undefined;
  pt: string;
  loyalty: string;
}

/** One line of rules text with the 1-based line of the file it is on. */
interface PlainLine {
  t: string;
  line: number;
}

/** "n/a" and "na" mean no value. */
const na = (v: string) => (/^n\/?a$/i.test(v) ? "" : v);

function readCard(el: El, file: string, warnings: ImportWarning[]): { card: ImportedCard; side?: string; related: string[] } {
  const r = cardReading(el, file, warnings);
  const { child, val, warn, name } = r;
  if (name === UNNAMED_CARD) warn({ messageId: "import.cockatrice.noName" });
  const costRaw = na(val("manacost"));
  const { cost } = shorthandToBraces(costRaw);
  const unreadable = costRaw.split(/\s*\/\/\s*/).flatMap((part) => shorthandToBraces(part).unreadable);
  if (unreadable.length)
    warn(
      { messageId: "import.cockatrice.badCost", data: { cost: costRaw, symbols: unreadable.map((u) => `'${u}'`).join(", ") } },
      child("manacost")?.line,
    );
  // `<token>1</token>` (v4) marks a token (or emblem) whose type line may not say so.
  const typeLine = normaliseTypeLine(val("type"));
  const type = (/^(?:1|true)$/i.test(val("token")) ? withObjectKind(typeLine, "token") : typeLine) || undefined;
  const shared: SharedValues = { type, pt: na(val("pt")), loyalty: na(val("loyalty")).replace(/:\s*$/, "") };
  const plain = plainLines(r);
  const rebraced = { count: 0 };
  const { faces, layout } = cardFaces(r, shared, plain, costRaw, cost, rebraced);
  if (rebraced.count) warn({ messageId: "import.cockatrice.unbracedCosts", data: { count: rebraced.count } }, child("text")?.line);
  const setEl = child("set");
  const prop = el.children.find((c) => c.name === "prop");
  const related = [
    ...el.children.filter((c) => c.name === "related" || c.name === "reverse-related"),
    ...(prop?.children.filter((c) => c.name === "related") ?? []),
  ].map((c) => decodeHtmlEntities(c.text).trim());
  return {
    card: {
      name,
      faces,
      layout,
      rarity: setEl?.attrs["rarity"] || undefined,
      set: setEl ? decodeHtmlEntities(setEl.text).trim() || undefined : undefined,
      source: { file, line: el.line },
    },
    side: val("side").toLowerCase() || undefined,
    related,
  };
}

function cardReading(el: El, file: string, warnings: ImportWarning[]): CardReading {
  const prop = el.children.find((c) => c.name === "prop");
  const child = (name: string) => el.children.find((c) => c.name === name) ?? prop?.children.find((c) => c.name === name);
  const val = (name: string) => decodeHtmlEntities(child(name)?.text ?? "").trim();
  const name = val("name").replace(/\s+/g, " ") || UNNAMED_CARD;
  const warn = (message: WarningMessage, line = el.line) => warnings.push({ ...message, source: { file, line }, card: name });
  return { el, file, name, child, val, warn };
}

/** The `<text>` as plain lines; "n/a" (no text) is one empty line and an info. */
function plainLines({ el, child, warn }: CardReading): PlainLine[] {
  const textEl = child("text");
  const textLine = textEl?.textLine ?? el.line;
  // Each plain line keeps the line of the file it is on: `<br>` splits one line of the file into several.
  const plain = (textEl?.text ?? "").split(/\r\n|\r|\n/).flatMap((raw, i) =>
    cockatriceTextToPlain(raw, (icon) => warn({ messageId: "import.cockatrice.unknownIcon", data: { icon } }, textLine + i))
      .split(/\r\n|\r|\n/)
      .map((t) => ({ t, line: textLine + i })),
  );
  if (/^\s*n\/?a\s*$/i.test(plain.map((l) => l.t).join("\n"))) {
    warn({ messageId: "import.cockatrice.naText" }, textEl?.line);
    return [{ t: "", line: textLine }];
  }
  return plain;
}

/**
 * The card's faces and layout: two for a split name ("A // B", text halves divided by a line of
 * dashes, costs and type lines divided by "//"), one otherwise.
 */
function cardFaces(
  r: CardReading,
  shared: SharedValues,
  plain: readonly PlainLine[],
  costRaw: string,
  cost: string,
  rebraced: { count: number },
): { faces: ImportedFace[]; layout: string | undefined } {
  const halves = r.name.split(/\s+\/\/\s+/);
  const layout = r.val("layout").toLowerCase() || undefined;
  if (halves.length !== 2) {
    const faces = [readFace(r, shared, r.name, plain, rebraced)];
    if (cost) faces[0]!.cost = cost;
    return { faces, layout: layout === "normal" ? undefined : layout };
  }
  const sep = plain.findIndex((l) => /^\s*-{3,}\s*$/.test(l.t));
  const a = sep >= 0 ? plain.slice(0, sep) : plain;
  const b = sep >= 0 ? plain.slice(sep + 1) : [];
  const faces = [readFace(r, shared, halves[0]!, a, rebraced), readFace(r, shared, halves[1]!, b, rebraced)];
  // One <pt>/<loyalty> per <card>: it is the first half's (an adventurer's creature half).
  for (const k of ["power", "toughness", "loyalty", "defense"] as const) delete faces[1]![k];
  // "A // B" costs and type lines give each half its own; otherwise the one value is shared.
  const costHalves = costRaw.split(/\s*\/\/\s*/);
  const typeHalves = (shared.type ?? "").split(/\s*\/\/\s*/);
  if (typeHalves.length === 2) faces.forEach((f, i) => (f.type = typeHalves[i]!.trim() || undefined));
  if (costHalves.length === 2) {
    faces.forEach((f, i) => {
      const c = shorthandToBraces(costHalves[i]!).cost;
      if (c) f.cost = c;
    });
  } else if (cost) {
    faces[0]!.cost = cost;
    r.warn({ messageId: "import.cockatrice.sharedCost" });
  }
  if (sep < 0) r.warn({ messageId: "import.cockatrice.noSeparator" });
  return { faces, layout: !layout || layout === "normal" ? "split" : layout };
}

/** One face: its text with braces given back to unbraced activation costs (counted in `rebraced`), stats, loyalty or defense. */
function readFace(
  { file, child, warn }: CardReading,
  { type, pt, loyalty }: SharedValues,
  faceName: string,
  faceText: readonly PlainLine[],
  rebraced: { count: number },
): ImportedFace {
  const lines = faceText.map(({ t: l }) => {
    const b = braceActivationCost(l, /planeswalker/i.test(type ?? ""));
    if (b !== l) rebraced.count++;
    return b;
  });
  const at = (name: string) => {
    const c = child(name);
    return c ? { file, line: c.line } : undefined;
  };
  const f: ImportedFace = {
    name: faceName,
    type,
    text: lines.map((l) => l.trim()),
    textSources: faceText.map((l) => ({ file, line: l.line })),
    fieldSources: { cost: at("manacost"), type: at("type"), stats: at("pt"), loyalty: at("loyalty") },
  };
  if (pt) {
    const m = /^\s*([^/]*)\/(.*)$/.exec(pt);
    if (m) {
      f.power = m[1]!.trim();
      f.toughness = m[2]!.trim();
    } else warn({ messageId: "import.cockatrice.badPt", data: { pt } }, child("pt")?.line);
  }
  // Cockatrice keeps a battle's defense in <loyalty>.
  if (loyalty && /\bbattle\b/i.test(type ?? "")) f.defense = loyalty;
  else if (loyalty) f.loyalty = loyalty;
  else {
    // Planesculptors exports write a planeswalker's loyalty as a last text line "Starting loyalty: 4".
    const i = f.text.findIndex((l) => /^starting loyalty:\s*\S+$/i.test(l));
    if (i >= 0) {
      f.loyalty = f.text[i]!.replace(/^starting loyalty:\s*/i, "");
      f.text.splice(i, 1);
      f.textSources!.splice(i, 1);
      warn({ messageId: "import.cockatrice.startingLoyalty", data: { loyalty: f.loyalty } }, faceText[i]!.line);
    }
  }
  return f;
}
