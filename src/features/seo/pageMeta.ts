import { useEffect, useId } from 'react';
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
const layers = new Map<string, { level: number; meta: PageMeta }>();

export function usePageMeta(meta: PageMeta, level: 0 | 1 = 1): void {
  const key = useId();
  const { shopName, siteOrigin } = useConfig();
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

function mergedMeta(): PageMeta {
  const merged: PageMeta = {};
  const ordered = [...layers.values()].sort((a, b) => a.level - b.level);
  for (const { meta } of ordered) {
    for (const [field, value] of Object.entries(meta)) {
      if (value !== undefined && value !== '') (merged as Record<string, unknown>)[field] = value;
    }
  }
  return merged;
}

function writeHead({ shopName, siteOrigin }: Pick<PublicConfig, 'shopName' | 'siteOrigin'>): void {
  if (layers.size === 0) return;
  const meta = mergedMeta();
  const title = meta.title ? `${meta.title} | ${shopName}` : shopName;
  const url = siteOrigin + (meta.canonicalPath ?? window.location.pathname);
  document.title = title;
  setTag('meta', 'name', 'description', meta.description);
  setTag('link', 'rel', 'canonical', url, 'href');
  setTag('meta', 'property', 'og:title', title);
  setTag('meta', 'property', 'og:description', meta.description);
  setTag('meta', 'property', 'og:url', url);
  setTag('meta', 'property', 'og:type', meta.type ?? 'website');
  setTag('meta', 'property', 'og:site_name', shopName);
  setTag('meta', 'property', 'og:image', meta.image);
  setJsonLd(meta.jsonLd);
}

/** Creates, updates or (when the value is missing) removes one head tag. */
function setTag(tag: 'meta' | 'link', keyAttr: string, key: string, value?: string, valueAttr = 'content') {
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

function setJsonLd(data?: object) {
  let script = document.getElementById(JSON_LD_ID);
  if (!data) {
    script?.remove();
    return;
  }
  if (!script) {
    script = document.createElement('script');
    script.id = JSON_LD_ID;
    script.setAttribute('type', 'application/ld+json');
    document.head.append(script);
  }
  // "<" escaped so that a product name holding "</script>" cannot end the element early.
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
}
