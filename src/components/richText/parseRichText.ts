// Saleor stores descriptions as Editor.js JSON; block texts hold inline HTML (<b>, <i>, <a>, <br>...).
// This turns it into a small tree of known nodes. The inline HTML is read with DOMParser, which never
// runs scripts or loads resources, and every element that is not on the allow-list keeps only its text,
// so a hostile description can show odd text but never markup, handlers or javascript: links.

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

export function parseInline(html: string): InlineNode[] {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  return readChildren(body);
}

function readChildren(parent: Node): InlineNode[] {
  const out: InlineNode[] = [];
  parent.childNodes.forEach((node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.textContent) out.push({ kind: 'text', text: node.textContent });
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.tagName;
    if (tag === 'BR') out.push({ kind: 'break' });
    else if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'TEMPLATE') return;
    else if (tag === 'A') {
      const href = safeHref(element.getAttribute('href'));
      const children = readChildren(element);
      if (href) out.push({ kind: 'link', href, external: /^(https?:)?\/\//i.test(href), children });
      else out.push(...children);
    } else if (FORMATTING[tag]) out.push({ kind: FORMATTING[tag], children: readChildren(element) });
    else out.push(...readChildren(element));
  });
  return out;
}

/** Only web, mail and same-site links; never javascript:, data: or anything else a browser would run. */
function safeHref(href: string | null): string | null {
  const value = href?.trim();
  if (!value) return null;
  if (/^(https?:|mailto:)/i.test(value)) return value;
  if (/^\/(?!\/)/.test(value) || value.startsWith('#')) return value;
  return null;
}
