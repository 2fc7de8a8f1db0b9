import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { HeartIcon } from '../../components/common/icons';
import { Tooltip } from '../../components/common/Tooltip';
import {
  selectWishlistItems,
  wishlistItemAdded,
  wishlistItemRemoved,
  type WishlistItem,
} from './wishlistSlice';

// Material's filled heart: the pressed state is seen, not only announced.
const FILLED_HEART =
  'm12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z';

// Widened: react-intl's inferred message types refuse values.
const messages: Record<'add' | 'remove', MessageDescriptor> = defineMessages({
  add: {
    id: 'wishlist.toggle.add',
    defaultMessage: 'Add {name} to wishlist',
    description: 'Wishlist toggle, product not saved',
  },
  remove: {
    id: 'wishlist.toggle.remove',
    defaultMessage: 'Remove {name} from wishlist',
    description: 'Wishlist toggle, product saved',
  },
});

/**
 * Saves a product to the wishlist or takes it off: a toggle button, pressed while the product is saved.
 * `item.variantId` is the variant on show; it is saved only when `variantChosen` (the product page's
 * choice), never a listing's default variant, which the shopper did not pick.
 */
export function WishlistToggle({
  item: { variantId, ...product },
  variantChosen = false,
  size = 'medium',
}: {
  item: Omit<WishlistItem, 'addedAt' | 'chosenVariantId'> & { variantId?: string | null };
  variantChosen?: boolean;
  size?: 'small' | 'medium';
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectWishlistItems).some((entry) => entry.productId === product.productId);
  const label = intl.formatMessage(saved ? messages.remove : messages.add, { name: product.name });
  const toggle = () =>
    dispatch(
      saved
        ? wishlistItemRemoved(product.productId)
        : wishlistItemAdded({
            ...product,
            chosenVariantId: (variantChosen && variantId) || null,
            addedAt: new Date().toISOString(),
          }),
    );
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={saved}
        onClick={toggle}
        size={size}
        color={saved ? 'secondary' : 'default'}
      >
        {saved ? (
          <SvgIcon fontSize={size}>
            <path d={FILLED_HEART} />
          </SvgIcon>
        ) : (
          <HeartIcon fontSize={size} />
        )}
      </IconButton>
    </Tooltip>
  );
}
