// Saleor stores descriptions as Editor.js JSON; block texts hold inline HTML (<b>, <i>, <a>, <br>...).
// This turns it into a small tree of known nodes. The inline HTML is read here as text (the server and
// the browser read it the same way, so a server-rendered description hydrates as it is), nothing in it
// is ever run or loaded, and every element that is not on the allow-list keeps only its text, so a
// hostile description can show odd text but never markup, handlers or javascript: links.

export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'break' }
  | { kind: 'link'; href: string; external: boolean; children: InlineNode[] }
  | { kind: 'strong' | 'em' | 'u' | 's' | 'code' | 'mark' | 'sub' | 'sup'; children: InlineNode[] };

export interface RichListItem {
  content: InlineNode[];
  children: RichListItem[];
}

export type RichBlock =
  | { type: 'paragraph'; content: InlineNode[] }
  | { type: 'header'; level: number; content: InlineNode[] }
  | { type: 'list'; ordered: boolean; items: RichListItem[] }
  | { type: 'quote'; content: InlineNode[]; caption: InlineNode[] }
  | { type: 'delimiter' };

const FORMATTING: Record<string, Exclude<InlineNode['kind'], 'text' | 'break' | 'link'>> = {
  B: 'strong',
  STRONG: 'strong',
  I: 'em',
  EM: 'em',
  U: 'u',
  S: 's',
  STRIKE: 's',
  CODE: 'code',
  MARK: 'mark',
  SUB: 'sub',
  SUP: 'sup',
};

/** Blocks of a description; anything unreadable gives no blocks (or plain text for a non-JSON string). */
export function parseRichText(json: string | null | undefined): RichBlock[] {
  if (!json?.trim()) return [];
  let document: unknown;
  try {
    document = JSON.parse(json);
  } catch {
    // Some shops import plain text descriptions: show them as text, never as HTML.
    return [{ type: 'paragraph', content: [{ kind: 'text', text: json }] }];
  }
  const blocks = (document as { blocks?: unknown })?.blocks;
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block) => {
    const parsed = readBlock(block);
    return parsed ? [parsed] : [];
  });
}

/** The description as plain text (meta descriptions, JSON-LD), whitespace collapsed. */
export function richTextToPlain(json: string | null | undefined): string {
  const parts: string[] = [];
  const inline = (nodes: InlineNode[]): string =>
    nodes
      .map((node) => (node.kind === 'text' ? node.text : node.kind === 'break' ? ' ' : inline(node.children)))
      .join('');
  const list = (items: RichListItem[]): void => {
    for (const item of items) {
      parts.push(inline(item.content));
      list(item.children);
    }
  };
  for (const block of parseRichText(json)) {
    if (block.type === 'list') list(block.items);
    else if (block.type !== 'delimiter') parts.push(inline(block.content));
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

function readBlock(block: unknown): RichBlock | null {
  if (typeof block !== 'object' || block === null) return null;
  const { type, data } = block as { type?: unknown; data?: Record<string, unknown> };
  const text = (value: unknown) => (typeof value === 'string' ? parseInline(value) : []);
  switch (type) {
    case 'paragraph':
      return { type: 'paragraph', content: text(data?.text) };
    case 'header':
      return { type: 'header', level: clampLevel(data?.level), content: text(data?.text) };
    case 'list':
      return { type: 'list', ordered: data?.style === 'ordered', items: readItems(data?.items) };
    case 'quote':
      return { type: 'quote', content: text(data?.text), caption: text(data?.caption) };
    case 'delimiter':
      return { type: 'delimiter' };
    default:
      return null;
  }
}

function clampLevel(level: unknown): number {
  return typeof level === 'number' && level >= 1 && level <= 6 ? Math.floor(level) : 2;
}

/** List items are strings (Editor.js list v1) or { content, items } (nested list v2). */
function readItems(items: unknown): RichListItem[] {
  if (!Array.isArray(items)) return [];
  return items.map((item) =>
    typeof item === 'string'
      ? { content: parseInline(item), children: [] }
      : {
          content: parseInline(String((item as { content?: unknown })?.content ?? '')),
          children: readItems((item as { items?: unknown })?.items),
        },
  );
}

interface ParsedElement {
  tag: string;
  href: string | null;
  children: (ParsedElement | InlineNode)[];
}

// A tag (its name and attributes) or a comment. Contents of script, style and template are dropped.
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const DROPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** Inline HTML as a tree: unclosed elements end with their parent, stray end tags are ignored. */
function readTree(html: string): ParsedElement {
  const root: ParsedElement = { tag: '', href: null, children: [] };
  const open = [root];
  const text = (value: string) => {
    if (value) open[open.length - 1].children.push({ kind: 'text', text: decodeEntities(value) });
  };
  let position = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    text(html.slice(position, match.index));
    position = TAG.lastIndex;
    const [whole, closing, name = '', attributes = ''] = match;
    if (whole.startsWith('<!--')) continue;
    const tag = name.toUpperCase();
    if (closing) {
      const at = open.map((element) => element.tag).lastIndexOf(tag);
      if (at > 0) open.length = at;
    } else if (tag === 'BR') {
      open[open.length - 1].children.push({ kind: 'break' });
    } else if (DROPPED.has(tag)) {
      const end = html.toLowerCase().indexOf(`</${name.toLowerCase()}`, position);
      position = end < 0 ? html.length : end;
      TAG.lastIndex = position;
    } else {
      const href = HREF.exec(attributes);
      const element: ParsedElement = {
        tag,
        href: href ? decodeEntities(href[1] ?? href[2] ?? href[3] ?? '') : null,
        children: [],
      };
      open[open.length - 1].children.push(element);
      open.push(element);
    }
  }
  text(html.slice(position));
  TAG.lastIndex = 0;
  return root;
}

export function parseInline(html: string): InlineNode[] {
  return readChildren(readTree(html));
}

function readChildren(parent: ParsedElement): InlineNode[] {
  const out: InlineNode[] = [];
  // Text split around a dropped element, a comment or an unknown element's edges reads as one text.
  const append = (...nodes: InlineNode[]) => {
    for (const node of nodes) {
      const last = out[out.length - 1];
      if (node.kind === 'text' && last?.kind === 'text')
        out[out.length - 1] = { ...last, text: last.text + node.text };
      else out.push(node);
    }
  };
  for (const node of parent.children) {
    if (!('tag' in node)) append(node);
    else if (node.tag === 'A') {
      const href = safeHref(node.href);
      const children = readChildren(node);
      if (href) append({ kind: 'link', href, external: /^(https?:)?\/\//i.test(href), children });
      else append(...children);
    } else if (FORMATTING[node.tag]) append({ kind: FORMATTING[node.tag], children: readChildren(node) });
    else append(...readChildren(node));
  }
  return out;
}

/** Only web, mail and same-site links; never javascript:, data: or anything else a browser would run. */
function safeHref(href: string | null): string | null {
  const value = href?.trim();
  // A browser drops tabs and newlines from an address and reads "\\" as "/": "/\t/evil.example" and
  // "/\\evil.example" would lead off the site. No control character anywhere, no blank or backslash in a path.
  if (!value || /\p{Cc}/u.test(value)) return null;
  if (/^(https?:|mailto:)/i.test(value)) return value;
  if (value.startsWith('/') && /[\s\\]/.test(value)) return null;
  if (/^\/(?!\/)/.test(value) || value.startsWith('#')) return value;
  return null;
}
