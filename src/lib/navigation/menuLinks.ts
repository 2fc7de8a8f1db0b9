// Saleor's menus as the storefront's links. Saleor gives a custom URL only for items that have one
// (`MenuItem.url`); an item pointing at a category, a collection or a page has none, and the storefront
// builds its path. A URL is kept only when it is safe to follow: a path of this shop, or an http(s),
// mailto or tel address (never javascript: or data:).

/** The information routes the storefront has built in: a Saleor page of one of these slugs is shown there. */
export const INFO_PAGE_SLUGS = [
  'about',
  'shipping',
  'returns',
  'terms',
  'privacy',
  'help',
  'contact',
] as const;

/** The path that shows the Saleor page of this slug: its information route, else /pages/{slug}. */
export const contentPagePath = (slug: string) =>
  (INFO_PAGE_SLUGS as readonly string[]).includes(slug) ? `/${slug}` : `/pages/${slug}`;

/** A menu item as the navigation query reads it (translation already laid over its name). */
export interface MenuItemLike {
  id: string;
  name: string;
  url?: string | null;
  category?: { slug: string } | null;
  collection?: { slug: string } | null;
  page?: { slug: string } | null;
  children?: MenuItemLike[] | null;
}

export interface NavLink {
  id: string;
  label: string;
  /** A path of this shop or an outside address; null for an item that only groups others. */
  to: string | null;
  /** An outside address: a plain link with rel="noopener noreferrer", not the router's. */
  external: boolean;
  children: NavLink[];
}

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Where a custom URL leads, or null for one that is not safe to follow or cannot be read. */
export function urlTarget(url: string, siteOrigin = ''): { to: string; external: boolean } | null {
  const text = url.trim();
  // A path of this shop ("/help"), but not a protocol-relative "//host" address. A browser drops tabs
  // and newlines from an address and reads "\\" as "/" ("/\t/evil.example" would lead off the site):
  // no control character, blank or backslash (such a path is no URL below either).
  if (/^\/(?![/\\])[^\p{Cc}\s\\]*$/u.test(text)) return { to: text, external: false };
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return null;
  }
  if (!SAFE_PROTOCOLS.has(parsed.protocol)) return null;
  // The shop's own address by its host alone: the server (behind a proxy it may reach over http) and the
  // browser (on https) see the same host, so a rendered page and its hydration agree.
  if (siteOrigin && /^https?:$/.test(parsed.protocol)) {
    try {
      if (parsed.host === new URL(siteOrigin).host && !parsed.pathname.startsWith('//'))
        return { to: `${parsed.pathname}${parsed.search}${parsed.hash}`, external: false };
    } catch {
      // An unreadable siteOrigin: every absolute address stays an outside one.
    }
  }
  return { to: parsed.href, external: true };
}

/** The item's target: its category, collection or page, else its custom URL; null for none. */
function target(item: MenuItemLike, siteOrigin: string): { to: string; external: boolean } | null {
  if (item.category) return { to: `/categories/${item.category.slug}`, external: false };
  if (item.collection) return { to: `/collections/${item.collection.slug}`, external: false };
  if (item.page) return { to: contentPagePath(item.page.slug), external: false };
  if (item.url) return urlTarget(item.url, siteOrigin);
  return null;
}

/**
 * A menu's items as links, in the menu's order. An item that leads nowhere (an unpublished page or
 * collection, an unsafe URL) is left out, unless it groups links that do.
 */
export function menuLinks(items: readonly MenuItemLike[] | null | undefined, siteOrigin = ''): NavLink[] {
  return (items ?? []).flatMap((item) => {
    const children = menuLinks(item.children, siteOrigin);
    const found = target(item, siteOrigin);
    if (!found && children.length === 0) return [];
    return [
      {
        id: item.id,
        label: item.name,
        to: found?.to ?? null,
        external: found?.external ?? false,
        children,
      },
    ];
  });
}
