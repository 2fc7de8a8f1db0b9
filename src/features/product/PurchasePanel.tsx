import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { Price, SaleBadge, Saving } from '../../components/common/Price';
import type { StockState } from '../../lib/catalog/stock';
import type { OptionGroup } from '../../lib/catalog/variantOptions';
import { addToCart, cartFailureText, QuantityStepper } from '../cart';
import { overlayOpened } from '../overlays';
import { toast } from '../toasts';
import { WishlistToggle } from '../wishlist';
import type { ProductDetail, ProductVariant } from './productApi';
import { productMessages as m } from './productMessages';
import { StockStatus } from './StockStatus';
import { VariantSelector } from './VariantSelector';

// No cart line needs more; also bounds the SKU fallback, which can read a large number.
const MAX_QUANTITY = 99;

/**
 * The picture the wishlist keeps for the product: the chosen variant's own (Saleor's
 * ProductVariant.media, one of the product's: the colour chosen), else the product's first.
 */
function wishlistPicture(product: ProductDetail, variant: ProductVariant): string | null {
  const own = variant.media?.[0];
  const picture = (own && product.media?.find((media) => media.id === own.id)) || product.media?.[0];
  return picture?.thumbUrl ?? product.thumbnail?.url ?? null;
}

/**
 * Price (on sale: the badge, the price before struck through and the saving), the variant choice,
 * stock, quantity, "Add to cart" and the wishlist toggle; then the chosen variant's SKU, the
 * product's type and whether it is shipped.
 */
export function PurchasePanel({
  product,
  variant,
  stock,
  groups,
  onChoose,
}: {
  product: ProductDetail;
  variant: ProductVariant | undefined;
  stock: StockState;
  groups: OptionGroup[];
  onChoose: (groupIndex: number, key: string) => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);

  const max = Math.min(stock.quantity, MAX_QUANTITY);
  const amount = Math.max(1, Math.min(quantity, max));
  const pricing = product.pricing;
  const displayGross = pricing?.displayGrossPrices;
  // The chosen variant's price, else the product's range (no variant to buy).
  const variantPricing = variant?.pricing?.price ? variant.pricing : null;
  const onSale = variantPricing ? Boolean(variantPricing.onSale) : Boolean(pricing?.onSale);

  async function add() {
    if (!variant) return;
    setAdding(true);
    const result = await dispatch(addToCart(variant.id, amount));
    setAdding(false);
    if (result.ok) {
      dispatch(
        toast({
          severity: 'success',
          message: intl.formatMessage(m.added, { name: product.name }),
          action: { label: intl.formatMessage(m.viewCart), onClick: () => void navigate('/cart') },
        }),
      );
      // The mini-cart shows what is in the cart now; the toast's "View cart" stays for keyboard users.
      dispatch(overlayOpened('miniCart'));
      setQuantity(1);
    } else {
      const { failure } = result;
      dispatch(
        toast({
          severity: 'error',
          message: cartFailureText(failure, intl.formatMessage),
        }),
      );
    }
  }

  return (
    <Stack spacing={2.5}>
      <Stack spacing={0.5}>
        {onSale && <SaleBadge sx={{ alignSelf: 'flex-start' }} />}
        <Typography variant="h5" component="p" data-testid="product-price">
          {variantPricing?.price ? (
            <Price
              price={{ start: variantPricing.price }}
              undiscounted={variantPricing.priceUndiscounted && { start: variantPricing.priceUndiscounted }}
              onSale={onSale}
              displayGross={displayGross}
              taxNote="always"
            />
          ) : (
            <Price
              price={pricing?.priceRange}
              undiscounted={pricing?.priceRangeUndiscounted}
              onSale={onSale}
              displayGross={displayGross}
              taxNote="always"
            />
          )}
        </Typography>
        {onSale && variantPricing?.price && variantPricing.priceUndiscounted ? (
          <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 500 }}>
            <Saving
              price={variantPricing.price}
              undiscounted={variantPricing.priceUndiscounted}
              displayGross={displayGross}
            />
          </Typography>
        ) : null}
      </Stack>
      {groups.length > 0 && (
        <VariantSelector
          groups={groups}
          onChoose={(groupIndex, key) => {
            onChoose(groupIndex, key);
            setQuantity(1);
          }}
        />
      )}
      {variant ? (
        <>
          <StockStatus state={stock} variant={variant} />
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {max > 0 && (
              <QuantityStepper
                value={amount}
                max={max}
                disabled={adding}
                label={intl.formatMessage(m.quantity)}
                onChange={setQuantity}
              />
            )}
            <Button
              variant="contained"
              size="large"
              disabled={stock.kind === 'soldOut' || adding}
              onClick={() => void add()}
              startIcon={adding ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {intl.formatMessage(adding ? m.adding : m.addToCart)}
            </Button>
            <WishlistToggle
              variantChosen
              item={{
                productId: product.id,
                slug: product.slug,
                name: product.name,
                thumbnailUrl: wishlistPicture(product, variant),
                variantId: variant.id,
              }}
            />
          </Stack>
        </>
      ) : (
        <Typography color="text.secondary">{intl.formatMessage(m.noVariants)}</Typography>
      )}
      <Stack spacing={0.5}>
        {variant?.sku && (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(m.sku, { sku: variant.sku })}
          </Typography>
        )}
        {/* The product type's name is not shown: Saleor has no translation of it, and a label such as
            "Lamp" tells the shopper nothing the page does not. Only what it means for delivery is. */}
        {!product.productType.isShippingRequired && (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(m.noShipping)}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
