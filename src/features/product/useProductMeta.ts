import { useConfig } from '../../app/hooks';
import { richTextToPlain } from '../../components/richText/parseRichText';
import type { StockState } from '../../lib/catalog/stock';
import { usePageMeta } from '../seo';
import type { ProductDetail, ProductVariant } from './productApi';
import { VARIANT_PARAM } from './useChosenVariant';

// Search engines show about this much of a description.
const DESCRIPTION_LENGTH = 160;

function shorten(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LENGTH / 2))}…`;
}

/**
 * The product's head tags: its SEO title and description (else the name and the start of the
 * description), its first picture, og:type "product", and schema.org Product JSON-LD whose offer is
 * the variant on show (price, currency, availability, and the link that opens that variant).
 */
export function useProductMeta(
  product: ProductDetail,
  variant: ProductVariant | undefined,
  stock: StockState,
) {
  const config = useConfig();
  const plain = richTextToPlain(product.description);
  const description = product.seoDescription || (plain ? shorten(plain) : undefined);
  const images = (product.media?.length ? product.media.map((media) => media.url) : [product.thumbnail?.url])
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url, config.siteOrigin).href);
  const price = variant?.pricing?.price?.gross ?? product.pricing?.priceRange?.start?.gross;
  const path = `/products/${encodeURIComponent(product.slug)}`;
  const offerUrl =
    config.siteOrigin + path + (variant ? `?${VARIANT_PARAM}=${encodeURIComponent(variant.id)}` : '');

  usePageMeta({
    title: product.seoTitle || product.name,
    description,
    image: images[0],
    type: 'product',
    // Every variant's link names the same page: search engines keep one.
    canonicalPath: path,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      ...(images.length > 0 && { image: images }),
      ...(plain && { description: plain }),
      ...(variant?.sku && { sku: variant.sku }),
      ...(product.category && { category: product.category.name }),
      ...(price && {
        offers: {
          '@type': 'Offer',
          price: price.amount,
          priceCurrency: price.currency,
          availability:
            stock.kind === 'soldOut' ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
          url: offerUrl,
        },
      }),
    },
  });
}
