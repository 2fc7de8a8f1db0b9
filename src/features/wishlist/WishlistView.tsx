import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { AppLink } from '../../components/common/AppLink';
import { WishlistCard } from './WishlistCard';
import { selectWishlistItems } from './wishlistSlice';

/** Cards in the first row or two are on screen at once: their pictures load without waiting. */
const EAGER_IMAGES = 4;

/** The saved products as cards, or what to do when there are none. */
export function WishlistView() {
  const intl = useIntl();
  const items = useAppSelector(selectWishlistItems);
  if (!items.length)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h6" component="h2">
          <FormattedMessage
            id="page.wishlist.empty"
            defaultMessage="Your wishlist is empty."
            description="Shown when the wishlist has no products"
          />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage
            id="wishlist.empty.hint"
            defaultMessage="Press the heart on a product to keep it here for later."
            description="Hint under the empty wishlist heading"
          />
        </Typography>
        <Button variant="contained" component={AppLink} to="/products">
          <FormattedMessage
            id="wishlist.empty.browse"
            defaultMessage="Browse products"
            description="Button from the empty wishlist to the product list"
          />
        </Button>
      </Stack>
    );
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage(
        {
          id: 'wishlist.list.label',
          defaultMessage: 'Saved products, {count, plural, one {# product} other {# products}}',
          description: 'Screen-reader name of the list of wishlist cards',
        },
        { count: items.length },
      )}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
      }}
    >
      {items.map((item, index) => (
        <WishlistCard key={item.productId} item={item} eager={index < EAGER_IMAGES} />
      ))}
    </Box>
  );
}
