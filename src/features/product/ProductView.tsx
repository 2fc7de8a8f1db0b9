import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { routeTitles } from '../../lib/routeMessages';
import { Breadcrumbs, type Crumb } from '../../components/common/Breadcrumbs';
import { RichText } from '../../components/richText/RichText';
import { parseRichText } from '../../components/richText/parseRichText';
import { availableQuantity, stockState } from '../../lib/catalog/stock';
import { useLanguageCode } from '../locale';
import type { ProductDetail, ProductVariant } from './productApi';
import { productMessages as m } from './productMessages';
import { ProductGallery, type GalleryImage } from './ProductGallery';
import { PurchasePanel } from './PurchasePanel';
import { useChosenVariant } from './useChosenVariant';
import { useProductMeta } from './useProductMeta';

/** Home, the category's ancestors (top first), the category: the trail above the product's name. */
function categoryTrail(product: ProductDetail, homeLabel: string): Crumb[] {
  const trail: Crumb[] = [{ label: homeLabel, to: '/' }];
  const category = product.category;
  if (!category) return trail;
  const ancestors = [...(category.ancestors?.edges ?? [])]
    .map((edge) => edge.node)
    .sort((a, b) => a.level - b.level);
  for (const node of [...ancestors, category])
    trail.push({ label: node.name, to: `/categories/${encodeURIComponent(node.slug)}` });
  return trail;
}

/**
 * Where in the gallery the variant's own picture is (Saleor's ProductVariant.media, a subset of the
 * product's media), or undefined when it has none: the gallery then keeps the product's pictures.
 */
function variantPictureIndex(variant: ProductVariant | undefined, images: GalleryImage[]) {
  const own = variant?.media?.[0];
  const index = own ? images.findIndex((image) => image.id === own.id) : -1;
  return index >= 0 ? index : undefined;
}

/**
 * The product's pictures: its media, else its thumbnail (one picture at both sizes). Saleor has no
 * translation of a picture's alt text, which the shop writes in its own language (English): on another
 * page it is left out, and the gallery names the picture in the page's language from the product's
 * translated name.
 */
function galleryImages(product: ProductDetail, shopLanguage: boolean): GalleryImage[] {
  const alt = (text: string | null | undefined) => (shopLanguage ? (text ?? '') : '');
  if (product.media?.length)
    return product.media.map((media) => ({
      id: media.id,
      url: media.url,
      thumbUrl: media.thumbUrl,
      alt: alt(media.alt),
    }));
  if (product.thumbnail)
    return [
      {
        id: 'thumbnail',
        url: product.thumbnail.url,
        thumbUrl: product.thumbnail.url,
        alt: alt(product.thumbnail.alt),
      },
    ];
  return [];
}

/** The product page's body: breadcrumbs, gallery beside (desktop) or above (phone) the details. */
export function ProductView({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const { variant, groups, choose } = useChosenVariant(product.variants ?? []);
  const stock = stockState(variant ? availableQuantity(variant) : 0);
  useProductMeta(product, variant, stock);
  const hasDescription = parseRichText(product.description).length > 0;
  const shopLanguage = useLanguageCode() === 'EN';
  const images = galleryImages(product, shopLanguage);
  const preferredPicture = variantPictureIndex(variant, images);

  return (
    <>
      <Breadcrumbs
        trail={categoryTrail(product, intl.formatMessage(routeTitles.home))}
        current={product.name}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          gap: { xs: 3, md: 5 },
          alignItems: 'start',
        }}
      >
        <ProductGallery name={product.name} images={images} preferred={preferredPicture} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {product.name}
          </Typography>
          <PurchasePanel
            product={product}
            variant={variant}
            stock={stock}
            groups={groups}
            onChoose={choose}
          />
          {hasDescription && (
            <Box component="section" aria-labelledby="product-description" sx={{ mt: 4 }}>
              <Typography id="product-description" variant="h6" component="h2" sx={{ mb: 1 }}>
                {intl.formatMessage(m.description)}
              </Typography>
              <RichText json={product.description} headingLevel={3} />
            </Box>
          )}
        </Box>
      </Box>
    </>
  );
}
