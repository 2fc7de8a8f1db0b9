import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { AppLink } from '../../../components/common/AppLink';
import { Price, SaleBadge } from '../../../components/common/Price';
import { WishlistToggle } from '../../wishlist';
import type { ProductCardFragment } from './ProductCard.generated';

/** The thumbnail's box: the size asked of Saleor (thumbnail(size: 512)), square like the pictures. */
export const CARD_IMAGE_SIZE = 512;

export interface ProductCardProps {
  product: ProductCardFragment;
  /** Load the picture at once (cards in the first row); the rest wait until scrolled near. */
  eager?: boolean;
  /** Fetch the picture before others: the listing's first card, the largest thing on a phone's first screen. */
  first?: boolean;
  /** The name's heading level: 2 under a page's h1, 3 inside a titled section. */
  headingLevel?: 2 | 3;
}

/**
 * One product in a listing: picture, category, name (the link), price range (on sale, the lowest price
 * before struck through and the lowest price now, which fit a phone's narrow card where two ranges do not), sale and sold-out badges and the wishlist toggle. The name's link stretches over
 * the whole card (one tab stop, a large target); the wishlist toggle sits above it as a separate control.
 */
export function ProductCard({ product, eager = false, first = false, headingLevel = 2 }: ProductCardProps) {
  const pricing = product.pricing;
  const onSale = Boolean(pricing?.onSale);
  const soldOut = product.isAvailable === false;
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: 3 },
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <Box sx={{ position: 'relative', bgcolor: 'action.hover' }}>
        {product.thumbnail ? (
          <Box
            component="img"
            src={product.thumbnail.url}
            // Decorative: the name's link beside it names the product, and a screen reader would
            // otherwise read the name twice (the shop's alt text is in its own language besides).
            alt=""
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager && first ? 'high' : 'auto'}
            decoding="async"
            sx={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: '1',
              objectFit: 'cover',
              opacity: soldOut ? 0.6 : 1,
            }}
          />
        ) : (
          <Box sx={{ aspectRatio: '1' }} />
        )}
        {(soldOut || onSale) && (
          <Box
            sx={{ position: 'absolute', left: 8, top: 8, display: 'flex', flexDirection: 'column', gap: 0.5 }}
          >
            {onSale && <SaleBadge />}
            {soldOut && (
              <Chip
                size="small"
                color="default"
                label={
                  <FormattedMessage
                    id="catalog.card.soldOut"
                    defaultMessage="Sold out"
                    description="Badge on a product card when no variant is in stock"
                  />
                }
                sx={{ bgcolor: 'background.paper', fontWeight: 600 }}
              />
            )}
          </Box>
        )}
        <Box
          sx={{
            position: 'absolute',
            right: 4,
            top: 4,
            zIndex: 2,
            bgcolor: 'background.paper',
            borderRadius: '50%',
            opacity: 0.92,
          }}
        >
          <WishlistToggle
            size="small"
            item={{
              productId: product.id,
              slug: product.slug,
              name: product.name,
              thumbnailUrl: product.thumbnail?.url ?? null,
              variantId: product.defaultVariant?.id ?? null,
            }}
          />
        </Box>
      </Box>
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1, minWidth: 0 }}>
        {product.category && (
          <Typography variant="caption" color="text.secondary" noWrap>
            {product.category.name}
          </Typography>
        )}
        <Typography
          variant="subtitle1"
          component={headingLevel === 3 ? 'h3' : 'h2'}
          sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          <Link
            component={AppLink}
            to={`/products/${product.slug}`}
            color="inherit"
            underline="hover"
            // The link's box covers the card, so a click anywhere but the wishlist opens the product.
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 } }}
          >
            {product.name}
          </Link>
        </Typography>
        {pricing?.priceRange?.start && (
          <Typography variant="body2" component="p" sx={{ mt: 'auto', fontWeight: 500 }}>
            <Price
              price={pricing.priceRange}
              undiscounted={pricing.priceRangeUndiscounted}
              onSale={onSale}
              displayGross={pricing.displayGrossPrices}
              lowestOnSale
            />
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
