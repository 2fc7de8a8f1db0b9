import { createContext, useContext, useEffect, useId } from 'react';
import { useConfig } from '../../app/hooks';
import type { PublicConfig } from '../../lib/config';

/** What a page tells search engines and link previews. Every field is optional; missing ones fall back. */
export interface PageMeta {
  /** The page's own title, without the shop name (added here). */
  title?: string;
  description?: string;
  /** Path and query of the canonical URL (default: the current path, without its query). */
  canonicalPath?: string;
  /** Absolute URL of the picture a link preview shows. */
  image?: string;
  /** Open Graph type: "website" unless the page says otherwise ("product", "article"). */
  type?: string;
  /** A schema.org object, written as application/ld+json. */
  jsonLd?: object;
}

/**
 * Head tags from layers: the route element gives every page its defaults (layer 0, the route's title
 * and the shop's description) and a page adds what it knows (layer 1). React runs a child's effects
 * before its parent's, so the head is written from all live layers merged, never by whoever ran last.
 */
export type PageMetaLayers = Map<string, { level: number; meta: PageMeta }>;
type Layers = PageMetaLayers;
const layers: Layers = new Map();

/**
 * On the server there are no effects: a render given a collector records each layer as it renders,
 * and the server writes the head from them (pageHeadHtml).
 */
const PageMetaCollector = createContext<Layers | null>(null);
export const PageMetaCollectorProvider = PageMetaCollector.Provider;

export function usePageMeta(meta: PageMeta, level: 0 | 1 = 1): void {
  const key = useId();
  const { shopName, siteOrigin } = useConfig();
  const collector = useContext(PageMetaCollector);
  collector?.set(key, { level, meta });
  const serialised = JSON.stringify(meta);
  useEffect(() => {
    layers.set(key, { level, meta: JSON.parse(serialised) as PageMeta });
    const site = { shopName, siteOrigin };
    writeHead(site);
    return () => {
      layers.delete(key);
      writeHead(site);
    };
  }, [key, level, serialised, shopName, siteOrigin]);
}

function mergedMeta(from: Layers): PageMeta {
  const merged: PageMeta = {};
  const ordered = [...from.values()].sort((a, b) => a.level - b.level);
  for (const { meta } of ordered) {
    for (const [field, value] of Object.entries(meta)) {
      if (value !== undefined && value !== '') (merged as Record<string, unknown>)[field] = value;
    }
  }
  return merged;
}

type Site = Pick<PublicConfig, 'shopName' | 'siteOrigin'>;

interface HeadTag {
  tag: 'meta' | 'link';
  keyAttr: string;
  key: string;
  value?: string;
  valueAttr: string;
}

/** The page's head, as both the browser and the server write it. */
function pageHead(meta: PageMeta, { shopName, siteOrigin }: Site, pathname: string) {
  const title = meta.title ? `${meta.title} | ${shopName}` : shopName;
  const url = siteOrigin + (meta.canonicalPath ?? pathname);
  const tag = (tagName: HeadTag['tag'], keyAttr: string, key: string, value?: string): HeadTag => ({
    tag: tagName,
    keyAttr,
    key,
    value,
    valueAttr: tagName === 'link' ? 'href' : 'content',
  });
  const tags = [
    tag('meta', 'name', 'description', meta.description),
    tag('link', 'rel', 'canonical', url),
    tag('meta', 'property', 'og:title', title),
    tag('meta', 'property', 'og:description', meta.description),
    tag('meta', 'property', 'og:url', url),
    tag('meta', 'property', 'og:type', meta.type ?? 'website'),
    tag('meta', 'property', 'og:site_name', shopName),
    tag('meta', 'property', 'og:image', meta.image),
  ];
  // "<" escaped so that a product name holding "</script>" cannot end the element early.
  const jsonLd = meta.jsonLd && JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c');
  return { title, tags, jsonLd };
}

function writeHead(site: Site): void {
  if (layers.size === 0) return;
  const { title, tags, jsonLd } = pageHead(mergedMeta(layers), site, window.location.pathname);
  document.title = title;
  for (const { tag, keyAttr, key, value, valueAttr } of tags) setTag(tag, keyAttr, key, value, valueAttr);
  setJsonLd(jsonLd);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head tags of a server-rendered page, from the layers its render collected. */
export function pageHeadHtml(collected: Layers, site: Site, pathname: string): string {
  const { title, tags, jsonLd } = pageHead(mergedMeta(collected), site, pathname);
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...tags
      .filter(({ value }) => value !== undefined && value !== '')
      .map(
        ({ tag, keyAttr, key, value = '', valueAttr }) =>
          `<${tag} ${keyAttr}="${escapeHtml(key)}" ${valueAttr}="${escapeHtml(value)}" />`,
      ),
    ...(jsonLd ? [`<script id="${JSON_LD_ID}" type="application/ld+json">${jsonLd}</script>`] : []),
  ].join('');
}

/** Creates, updates or (when the value is missing) removes one head tag. */
function setTag(
  tag: 'meta' | 'link',
  keyAttr: string,
  key: string,
  value: string | undefined,
  valueAttr: string,
) {
  let element = document.head.querySelector<HTMLElement>(`${tag}[${keyAttr}="${key}"]`);
  if (value === undefined || value === '') {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement(tag);
    element.setAttribute(keyAttr, key);
    document.head.append(element);
  }
  element.setAttribute(valueAttr, value);
}

const JSON_LD_ID = 'page-json-ld';

function setJsonLd(json?: string) {
  let script = document.getElementById(JSON_LD_ID);
  if (!json) {
    script?.remove();
    return;
  }
  if (!script) {
    script = document.createElement('script');
    script.id = JSON_LD_ID;
    script.setAttribute('type', 'application/ld+json');
    document.head.append(script);
  }
  script.textContent = json;
}
