/**
 * Card names across documents: where each card (or face) is defined, where rules text mentions
 * it, duplicate names across files, go to definition, find references and rename.
 * Pure and editor-agnostic: documents are identified by opaque keys (the LSP layer uses URIs)
 * and handed in as text; nothing here reads files.
 *
 * What counts as a reference:
 * - the definition: the quoted name in `card "…"` / `face "…"`;
 * - a mention: the exact name (case-sensitive, whole words: no letter or digit right before or
 *   after it) of any card or face defined in an indexed document, inside rules text (`text:`
 *   lines). A card's own name in its text is a self-reference and a mention of that name too;
 *   where several names match at one place the longest wins;
 * - `~` and `CARDNAME` in rules text: self-references to the card or face whose text holds them.
 *
 * Rename works by name: it rewrites every definition with exactly that name (quoting the new
 * name, `\"` for quotes) and every mention of it in every indexed document; `~` and `CARDNAME`
 * stay as they are.
 */
import { crossFileDuplicateMessage, nameKey } from "../rules/common/duplicate-card-name";
import { localizer } from "../l10n/localizer";
import { gameOf, type GameOptions } from "../model/game-list";
import type { TemplateSource } from "../rules/messages";
import { parse, type CardNode, type ParseResult, type Span } from "../../../../grammar/src/index";
import { quoteName } from "../import/card-import";
import { LineIndex } from "../text/line-index";
import { displayName } from "../text/display-name";

export { displayName };
import type { TextEdit } from "../rules/types";
import { matchesOf } from "../text/matches";

/** A `card "…"` or `face "…"` name. */
export interface NameDefinition {
  name: string;
  kind: "card" | "face";
  /** The quoted name, quotes included (what a rename replaces). */
  quotedSpan: Span;
  /** The name between the quotes (what references highlight). */
  nameSpan: Span;
  /** The card or face node. */
  node: CardNode;
}

/** A reference to a card inside rules text. */
export interface NameMention {
  /** The name mentioned; for `~`/`CARDNAME`, the name of the card or face whose text holds it. */
  name: string;
  span: Span;
  /** `name`: the name written out; `tilde`/`cardname`: the self-reference placeholders. */
  via: "name" | "tilde" | "cardname";
  /** True when it refers to the card (or face) whose text holds it. */
  self: boolean;
  /** The node whose text holds the mention. */
  owner: CardNode;
}

/** A location in an indexed document. */
export interface NameLocation {
  key: string;
  span: Span;
}

/** What is under a position: a definition, a mention or a self-reference. */
export interface NameOccurrence {
  name: string;
  span: Span;
  kind: "definition" | "mention" | "self";
  definition?: NameDefinition;
  mention?: NameMention;
}

/** A card name defined in this document and in another one. */
export interface CrossFileDuplicate {
  name: string;
  /** The quoted name in this document. */
  span: Span;
  /** Where else it is defined (first other definition): document key and 0-based line. */
  other: { key: string; line: number };
  message: string;
}

const wordChar = /[\p{L}\p{N}_]/u;

function innerSpan(node: CardNode, text: string): Span {
  const s = node.nameSpan;
  const quoted = text[s.start] === '"';
  const closed = quoted && s.end - s.start >= 2 && text[s.end - 1] === '"';
  return { start: quoted ? s.start + 1 : s.start, end: closed ? s.end - 1 : s.end };
}

/** Every card and face name defined in a parsed document, in source order. */
export function definitionsIn(parsed: ParseResult, text: string): NameDefinition[] {
  const out: NameDefinition[] = [];
  const visit = (node: CardNode) => {
    if (node.name) out.push({ name: node.name, kind: node.kind, quotedSpan: node.nameSpan, nameSpan: innerSpan(node, text), node });
    node.faces.forEach(visit);
  };
  parsed.cards.forEach(visit);
  return out;
}

/**
 * Finds exact names in text: whole-word, case-sensitive, longest match first. Built once for
 * a set of names.
 */
export class NameMatcher {
  /** Names by their leading run of letters/digits; names starting otherwise under "". */
  private readonly byHead = new Map<string, string[]>();

  constructor(names: Iterable<string>) {
    for (const n of new Set(names)) {
      if (!n.trim()) continue;
      const head = /^[\p{L}\p{N}_]+/u.exec(n)?.[0] ?? "";
      const list = this.byHead.get(head) ?? [];
      list.push(n);
      this.byHead.set(head, list);
    }
    for (const list of this.byHead.values()) list.sort((a, b) => b.length - a.length);
  }

  private static boundaryAfter(text: string, end: number, name: string): boolean {
    if (end >= text.length) return true;
    return !(wordChar.test(text[end]!) && wordChar.test(name[name.length - 1]!));
  }

  private static boundaryBefore(text: string, start: number, name: string): boolean {
    if (start === 0) return true;
    return !(wordChar.test(text[start - 1]!) && wordChar.test(name[0]!));
  }

  /** Non-overlapping matches in `text` (offsets into it), left to right. */
  find(text: string): { start: number; end: number; name: string }[] {
    const hits: { start: number; end: number; name: string }[] = [];
    const odd = this.byHead.get("") ?? [];
    const candidatesAt = (head: string | undefined): string[] => {
      const fromHead = head !== undefined ? (this.byHead.get(head) ?? []) : [];
      return odd.length ? [...fromHead, ...odd].sort((a, b) => b.length - a.length) : fromHead;
    };
    // Candidate starts: each run of letters/digits (a word start), plus every other non-space
    // character when some name starts with punctuation.
    const starts: { i: number; head?: string }[] = [];
    for (const m of matchesOf(text, /[\p{L}\p{N}_]+/gu)) starts.push({ i: m.index!, head: m[0] });
    if (odd.length) {
      for (let i = 0; i < text.length; i++) if (!/\s/.test(text[i]!) && !wordChar.test(text[i]!)) starts.push({ i });
      starts.sort((a, b) => a.i - b.i);
    }
    let after = 0;
    for (const { i, head } of starts) {
      if (i < after) continue;
      for (const name of candidatesAt(head)) {
        if (!text.startsWith(name, i)) continue;
        if (!NameMatcher.boundaryBefore(text, i, name) || !NameMatcher.boundaryAfter(text, i + name.length, name)) continue;
        hits.push({ start: i, end: i + name.length, name });
        after = i + name.length;
        break;
      }
    }
    return hits;
  }
}

/** Names a node's text uses for itself: its own name, and for a face also the card's (and its `//` parts). */
function selfNamesOf(card: CardNode, node: CardNode): Set<string> {
  return new Set([node.name, card.name, ...card.name.split(" // ")].filter((n) => n.trim().length > 0));
}

/**
 * Every mention in a document's rules text.
 * @param matcher matches the names known across all indexed documents.
 */
export function mentionsIn(parsed: ParseResult, matcher: NameMatcher): NameMention[] {
  const out: NameMention[] = [];
  const visit = (card: CardNode, node: CardNode) => {
    const self = selfNamesOf(card, node);
    const ownName = node.name || card.name;
    for (const section of node.textSections) {
      for (const line of section.lines) {
        const base = line.span.start;
        for (const h of matcher.find(line.text)) {
          out.push({ name: h.name, span: { start: base + h.start, end: base + h.end }, via: "name", self: self.has(h.name), owner: node });
        }
        for (const m of matchesOf(line.text, /~|\bCARDNAME\b/g)) {
          out.push({
            name: ownName,
            span: { start: base + m.index!, end: base + m.index! + m[0].length },
            via: m[0] === "~" ? "tilde" : "cardname",
            self: true,
            owner: node,
          });
        }
      }
    }
    for (const f of node.faces) visit(card, f);
  };
  for (const card of parsed.cards) visit(card, card);
  return out.sort((a, b) => a.span.start - b.span.start);
}

/** A document's top-level card names and every card and face name, enough for duplicates and name matching. */
export interface NameOutline {
  /**
   * Top-level cards in source order: name, the quoted name's span and the name key two cards must
   * not share (`cardNameKey`: tokens and emblems are named apart from cards; default: the
   * lower-case name).
   */
  readonly cards: readonly { name: string; nameSpan: Span; key?: string }[];
  /** Every card and face name (non-empty), in source order. */
  readonly names: readonly string[];
  /**
   * Optional: equal for two outlines of the same document exactly when their names (not their
   * positions) are equal, so the index can skip re-indexing names while the user types.
   */
  readonly signature?: string;
  /** Optional fast access to `cards[index]` (without building the whole list). */
  cardAt?(index: number): { name: string; nameSpan: Span } | undefined;
}

/** The outline of a parsed document; `games` chooses its game (whose name spaces the keys use). */
export function outlineOf(parsed: ParseResult, games: GameOptions): NameOutline {
  const names: string[] = [];
  const visit = (node: CardNode) => {
    if (node.name) names.push(node.name);
    node.faces.forEach(visit);
  };
  parsed.cards.forEach(visit);
  const game = gameOf(parsed, games);
  const typeOf = (c: CardNode) => (c.fields.find((f) => f.name === "type") ?? c.faces[0]?.fields.find((f) => f.name === "type"))?.value;
  // The key is read only when two documents share a name (the index compares lower-case names first).
  // Each getter keeps the card's name and type line, not its node (an outline outlives the parse tree).
  const cards = parsed.cards.map((c) => {
    const name = c.name;
    const type = typeOf(c);
    return {
      name,
      nameSpan: { start: c.nameSpan.start, end: c.nameSpan.end },
      get key() {
        return nameKey(name, type === undefined ? undefined : game.nameSpaceOf?.(type));
      },
    };
  });
  return { cards, names };
}

/** A top-level card's name key in an outline (the lower-case name when the outline gives none). */
const cardKey = (c: { name: string; key?: string }) => c.key ?? c.name.toLowerCase();

/**
 * A document's text given lazily (an editor's large document is joined only when some feature
 * needs its whole text): `key` is the same value exactly for the same text (e.g. an immutable
 * snapshot object), `get()` returns the text.
 */
export interface LazyText {
  key: unknown;
  get(): string;
}

/**
 * One indexed document. The outline is known up front; the parse tree, line index and
 * definitions are computed on first use (definition, references, rename), so keeping the index
 * current while typing costs no parse.
 */
class IndexedDocument {
  private textCache?: string;
  mentions?: { version: number; list: NameMention[] };
  /** Cross-file duplicates as (top-level card index, other definition), for one names version of the index. */
  duplicates?: { version: number; list: { index: number; other: { key: string; line: number } }[] };
  duplicatesInclude?: (key: string) => boolean;
  private parsedCache?: ParseResult;
  private definitionsCache?: NameDefinition[];

  constructor(
    readonly source: string | LazyText,
    readonly outline: NameOutline,
    parsed?: ParseResult,
    private linesCache?: LineIndex,
  ) {
    this.parsedCache = parsed;
  }

  /** The document's text (a lazy text is asked once, on first use). */
  get text(): string {
    return (this.textCache ??= typeof this.source === "string" ? this.source : this.source.get());
  }

  /** True when `other` is known to be this document's text without reading a lazy one. */
  sameText(other: string | LazyText): boolean {
    if (typeof this.source === "string" || typeof other === "string")
      return typeof this.source === typeof other ? this.source === other : false;
    return this.source.key === other.key;
  }

  get parsed(): ParseResult {
    return (this.parsedCache ??= parse(this.text));
  }

  get lines(): LineIndex {
    return (this.linesCache ??= new LineIndex(this.text));
  }

  get definitions(): NameDefinition[] {
    return (this.definitionsCache ??= definitionsIn(this.parsed, this.text));
  }
}

/** The defined names of a document as one comparable string. */
function namesOf(doc: IndexedDocument | undefined): string {
  return (doc?.outline.names ?? []).join("\u0000");
}

/**
 * Problems with a rename request: `key` is a core catalog entry (`rename.*`) and `data` its
 * values, so the protocol layer words it in the client's language; `message` is the English.
 */
export class RenameError extends Error {
  constructor(
    readonly key: string,
    readonly data: Readonly<Record<string, string>> = {},
  ) {
    super(localizer({ id: "core" }).t(key, data));
  }
}

/**
 * The card names of a set of documents (open editors and workspace files). Keys are opaque
 * strings (URIs in the language server). Mentions are recomputed lazily when the set of
 * defined names changes.
 */
export class CardNameIndex {
  private readonly docs = new Map<string, IndexedDocument>();

  /** @param games the games known and the configured default game, for documents {@link set} parses. */
  constructor(private readonly games: GameOptions) {}

  private namesVersion = 0;
  private matcherCache?: { version: number; matcher: NameMatcher };

  /** Changes whenever the set of defined names changes (or {@link recompute} is called). */
  get version(): number {
    return this.namesVersion;
  }

  /** Adds or replaces a document; `games` (default the index's) chooses its game when it has no `game` line. */
  set(key: string, text: string, games: GameOptions = this.games): void {
    const old = this.docs.get(key);
    if (old && old.sameText(text)) return;
    const parsed = parse(text);
    this.replace(key, old, new IndexedDocument(text, outlineOf(parsed, games), parsed));
  }

  /**
   * Adds or replaces a document whose names are already known (e.g. from the language server's
   * per-card analysis), without parsing it; `lines` (optional) converts offsets of `text`.
   */
  setOutline(key: string, text: string | LazyText, outline: NameOutline, lines?: LineIndex): void {
    const old = this.docs.get(key);
    if (old && old.sameText(text)) return;
    const doc = new IndexedDocument(text, outline, undefined, lines);
    if (old && outline.signature !== undefined && old.outline.signature === outline.signature) {
      // Same names, other positions: the name → documents map and the matcher stay; duplicate
      // lookups are kept (by card index) while no document's names change.
      doc.duplicates = old.duplicates;
      doc.duplicatesInclude = old.duplicatesInclude;
      this.docs.set(key, doc);
      return;
    }
    this.replace(key, old, doc);
  }

  private replace(key: string, old: IndexedDocument | undefined, doc: IndexedDocument): void {
    this.indexCards(key, old, false);
    this.docs.set(key, doc);
    this.indexCards(key, doc, true);
    this.touched(namesOf(old) !== namesOf(doc));
  }

  /** Removes a document (e.g. a deleted file). */
  delete(key: string): void {
    const old = this.docs.get(key);
    this.indexCards(key, old, false);
    if (this.docs.delete(key)) this.touched(old!.outline.names.length > 0);
  }

  has(key: string): boolean {
    return this.docs.has(key);
  }

  keys(): string[] {
    return [...this.docs.keys()];
  }

  /** Offset ↔ position conversion for the indexed text of a document. */
  lineIndex(key: string): LineIndex | undefined {
    return this.docs.get(key)?.lines;
  }

  /** The indexed text of a document. */
  text(key: string): string | undefined {
    return this.docs.get(key)?.text;
  }

  /**
   * Forgets what was computed from the names (mentions, cross-file duplicates): call when which
   * documents count changed (e.g. new ignore settings) without any text changing.
   */
  recompute(): void {
    this.namesVersion++;
  }

  /** Records a change; the set of names changed when `names` is true (mentions must be recomputed). */
  private touched(names: boolean): void {
    if (names) this.namesVersion++;
  }

  private matcher(): NameMatcher {
    if (this.matcherCache?.version !== this.namesVersion) {
      const names = [...this.docs.values()].flatMap((d) => d.outline.names);
      this.matcherCache = { version: this.namesVersion, matcher: new NameMatcher(names) };
    }
    return this.matcherCache.matcher;
  }

  /** Mentions in one document (cached per set of names). */
  mentions(key: string): NameMention[] {
    const doc = this.docs.get(key);
    if (!doc) return [];
    if (doc.mentions?.version !== this.namesVersion) {
      doc.mentions = { version: this.namesVersion, list: mentionsIn(doc.parsed, this.matcher()) };
    }
    return doc.mentions.list;
  }

  /** Keys of the documents whose text contains `name`, plus `also` (cheap pre-filter before computing mentions). */
  private keysMentioning(name: string, also: ReadonlySet<string>): string[] {
    return this.keys().filter((k) => also.has(k) || this.docs.get(k)!.text.includes(name));
  }

  /** Definitions in one document. */
  definitionsIn(key: string): NameDefinition[] {
    return this.docs.get(key)?.definitions ?? [];
  }

  /** Every definition of exactly `name`, in every document. */
  definitionsOf(name: string): { key: string; definition: NameDefinition }[] {
    const out: { key: string; definition: NameDefinition }[] = [];
    for (const [key, doc] of this.docs) for (const d of doc.definitions) if (d.name === name) out.push({ key, definition: d });
    return out;
  }

  /** The name occurrence at `offset` (touching either end counts), or undefined. */
  occurrenceAt(key: string, offset: number): NameOccurrence | undefined {
    const doc = this.docs.get(key);
    if (!doc) return undefined;
    const def = doc.definitions.find((d) => d.quotedSpan.start <= offset && offset <= d.quotedSpan.end);
    if (def) return { name: def.name, span: def.nameSpan, kind: "definition", definition: def };
    const m = this.mentions(key).find((x) => x.span.start <= offset && offset <= x.span.end);
    if (m) return { name: m.name, span: m.span, kind: m.via === "name" ? "mention" : "self", mention: m };
    return undefined;
  }

  /**
   * Go to definition: for a mention, every definition of that name; for `~`/`CARDNAME`, the
   * card or face whose text holds it; for a definition, itself.
   */
  definitionAt(key: string, offset: number): NameLocation[] {
    const occ = this.occurrenceAt(key, offset);
    if (!occ) return [];
    if (occ.kind === "definition") return [{ key, span: occ.definition!.nameSpan }];
    if (occ.kind === "self") {
      const owner = occ.mention!.owner;
      const def = this.docs.get(key)!.definitions.find((d) => d.node === owner);
      return def ? [{ key, span: def.nameSpan }] : [];
    }
    return this.definitionsOf(occ.name).map((d) => ({ key: d.key, span: d.definition.nameSpan }));
  }

  /**
   * Find references: every mention of the name under `offset` in every document, plus the
   * `~`/`CARDNAME` self-references inside the defining cards, plus (when asked) the
   * definitions. Sorted by document key, then position.
   */
  referencesAt(key: string, offset: number, includeDeclaration: boolean): NameLocation[] {
    const occ = this.occurrenceAt(key, offset);
    if (!occ) return [];
    const name = occ.name;
    const defs = this.definitionsOf(name);
    const out: NameLocation[] = [];
    const defKeys = new Set(defs.map((d) => d.key));
    for (const k of this.keysMentioning(name, defKeys)) {
      for (const m of this.mentions(k)) {
        if (m.name !== name) continue;
        if (m.via !== "name" && !defs.some((d) => d.key === k && d.definition.node === m.owner)) continue;
        out.push({ key: k, span: m.span });
      }
    }
    if (includeDeclaration) for (const d of defs) out.push({ key: d.key, span: d.definition.nameSpan });
    return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.span.start - b.span.start));
  }

  /** The span and current name to rename at `offset`, or undefined when nothing renameable is there. */
  prepareRename(key: string, offset: number): { span: Span; placeholder: string } | undefined {
    const occ = this.occurrenceAt(key, offset);
    if (!occ) return undefined;
    // From `~` the card it stands for is renamed (the `~` itself stays).
    return { span: occ.span, placeholder: occ.name };
  }

  /**
   * Rename by name: the edits per document.
   * @throws RenameError when nothing renameable is at `offset`, the new name is empty, holds
   *   a line break or is already another card's name, or the name has no definition in the
   *   indexed documents.
   */
  renameEdits(key: string, offset: number, newName: string): Map<string, TextEdit[]> {
    const occ = this.occurrenceAt(key, offset);
    if (!occ) throw new RenameError("rename.nothingHere");
    if (!newName.trim()) throw new RenameError("rename.empty");
    if (/[\r\n]/.test(newName)) throw new RenameError("rename.lineBreak");
    const name = occ.name;
    const defs = this.definitionsOf(name);
    if (defs.length === 0) throw new RenameError("rename.notDefined", { name });
    // Renaming onto another card's name would merge the two cards' mentions for good.
    const clash = [...this.docs.values()].some((doc) => doc.outline.names.some((n) => n.toLowerCase() === newName.toLowerCase()));
    if (newName.toLowerCase() !== name.toLowerCase() && clash) {
      throw new RenameError("rename.exists", { name: newName });
    }
    const edits = new Map<string, TextEdit[]>();
    const add = (k: string, e: TextEdit) => edits.set(k, [...(edits.get(k) ?? []), e]);
    for (const d of defs) add(d.key, { span: d.definition.quotedSpan, newText: quoteName(newName) });
    if (newName === name) return edits;
    for (const k of this.keysMentioning(name, new Set())) {
      for (const m of this.mentions(k)) if (m.via === "name" && m.name === name) add(k, { span: m.span, newText: newName });
    }
    for (const list of edits.values()) list.sort((a, b) => a.span.start - b.span.start);
    return edits;
  }

  /**
   * Top-level card names of `key` that another indexed document defines too (names compare
   * case-insensitively, like the `duplicate-card-name` rule). Duplicates inside one document
   * are the rule's business and are not repeated here.
   * @param include which other documents count (default: all), e.g. to leave out ignored files.
   * @param l10n the language of the messages (a core localizer); English when omitted.
   */
  crossFileDuplicates(key: string, include: (key: string) => boolean = () => true, l10n?: TemplateSource): CrossFileDuplicate[] {
    const doc = this.docs.get(key);
    if (!doc) return [];
    // Which cards have a namesake elsewhere depends only on names; cached per names version
    // (and per `include`, which callers pass as one stable function per index user).
    if (doc.duplicates?.version !== this.namesVersion || doc.duplicatesInclude !== include) {
      const list: { index: number; other: { key: string; line: number } }[] = [];
      doc.outline.cards.forEach((card, index) => {
        if (!card.name) return;
        const lower = card.name.toLowerCase();
        const keys = this.cardKeys.get(lower);
        if (!keys || keys.size < 2) return;
        const other = this.otherDefinitions(lower, key, include, cardKey(card))[0];
        if (other) list.push({ index, other });
      });
      doc.duplicates = { version: this.namesVersion, list };
      doc.duplicatesInclude = include;
    }
    const out: CrossFileDuplicate[] = [];
    for (const { index, other } of doc.duplicates.list) {
      const card = doc.outline.cardAt ? doc.outline.cardAt(index) : doc.outline.cards[index];
      if (!card) continue;
      out.push({
        name: card.name,
        span: card.nameSpan,
        other,
        message: crossFileDuplicateMessage(card.name, other, l10n),
      });
    }
    return out;
  }

  /**
   * Keys of the documents that {@link crossFileDuplicates} may report something for (by lower-case
   * name: a document whose token shares a card's name elsewhere is listed and then reports nothing).
   */
  keysWithCrossFileDuplicates(include: (key: string) => boolean = () => true): string[] {
    const keys = new Set<string>();
    for (const all of this.cardKeys.values()) {
      const list = [...all].filter(include);
      if (list.length > 1) for (const k of list) keys.add(k);
    }
    return [...keys].sort();
  }

  /** Lower-case top-level card name → keys of the documents defining it (kept up to date by set/delete). */
  private readonly cardKeys = new Map<string, Set<string>>();

  private indexCards(key: string, doc: IndexedDocument | undefined, add: boolean): void {
    if (!doc) return;
    for (const c of doc.outline.cards) {
      if (!c.name) continue;
      const lower = c.name.toLowerCase();
      const keys = this.cardKeys.get(lower) ?? new Set<string>();
      if (add) keys.add(key);
      else keys.delete(key);
      if (keys.size > 0) this.cardKeys.set(lower, keys);
      else this.cardKeys.delete(lower);
    }
  }

  /**
   * Other documents defining a top-level card named `lower` with the name key `nameKey` (a token
   * and a card of one name do not clash), sorted by key, with the 0-based line of that card.
   */
  private otherDefinitions(
    lower: string,
    key: string,
    include: (key: string) => boolean,
    nameKey: string,
  ): { key: string; line: number }[] {
    const keys = [...(this.cardKeys.get(lower) ?? [])].filter((k) => k !== key && include(k)).sort();
    return keys.flatMap((k) => {
      const doc = this.docs.get(k)!;
      const card = doc.outline.cards.find((c) => c.name.toLowerCase() === lower && cardKey(c) === nameKey);
      return card ? [{ key: k, line: doc.lines.positionAt(card.nameSpan.start).line }] : [];
    });
  }
}
