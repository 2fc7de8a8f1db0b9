import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { AppLink } from '../../components/common/AppLink';
import { toast } from '../toasts/toast';
import { moveToCart } from './moveToCart';
import { wishlistItemRemoved, type WishlistItem } from './wishlistSlice';

// Widened: react-intl's inferred message types refuse values.
const messages: Record<
  'moved' | 'viewCart' | 'removeNamed' | 'moveNamed' | 'chooseNamed',
  MessageDescriptor
> = defineMessages({
  moved: {
    id: 'wishlist.card.moved',
    defaultMessage: '{name} is in your cart now.',
    description: 'Toast after a wishlist product was moved to the cart',
  },
  viewCart: {
    id: 'wishlist.card.viewCart',
    defaultMessage: 'View cart',
    description: 'Button on the toast after moving a wishlist product to the cart',
  },
  removeNamed: {
    id: 'wishlist.card.removeNamed',
    defaultMessage: 'Remove {name} from the wishlist',
    description: 'Screen-reader name of the remove button on a wishlist card',
  },
  moveNamed: {
    id: 'wishlist.card.moveNamed',
    defaultMessage: 'Move {name} to the cart',
    description: 'Screen-reader name of the move-to-cart button on a wishlist card',
  },
  chooseNamed: {
    id: 'wishlist.card.chooseNamed',
    defaultMessage: 'Choose options for {name}',
    description:
      'Screen-reader name of the link to the product page, for a saved product with several variants',
  },
});

const IMAGE_PX = 320;

/**
 * One saved product: its picture, its name linking the product page, "Move to cart" (or, for a
 * product whose variant was never chosen, a link to choose one) and "Remove".
 */
export function WishlistCard({ item, eager = false }: { item: WishlistItem; eager?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [moving, setMoving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const href = `/products/${encodeURIComponent(item.slug)}`;
  const named = { name: item.name };

  async function move() {
    setMoving(true);
    setFailure(null);
    const result = await dispatch(moveToCart(item));
    if (result.ok) {
      // The card is gone with the item: nothing here to update.
      toast({
        severity: 'success',
        message: intl.formatMessage(messages.moved, named),
        action: { label: intl.formatMessage(messages.viewCart), onClick: () => navigate('/cart') },
      });
      return;
    }
    setMoving(false);
    setFailure(
      'text' in result.failure ? result.failure.text : intl.formatMessage(result.failure.descriptor),
    );
  }

  return (
    <Card variant="outlined" component="li" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        component={AppLink}
        to={href}
        tabIndex={-1}
        aria-hidden
        sx={{ display: 'block', aspectRatio: '1', bgcolor: 'action.hover' }}
      >
        {item.thumbnailUrl ? (
          <Box
            component="img"
            src={item.thumbnailUrl}
            alt=""
            width={IMAGE_PX}
            height={IMAGE_PX}
            loading={eager ? 'eager' : 'lazy'}
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : null}
      </Box>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={AppLink} to={href} color="inherit">
            {item.name}
          </Link>
        </Typography>
        {failure ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        ) : null}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {item.variantId ? (
          <Button
            variant="contained"
            onClick={() => void move()}
            disabled={moving}
            aria-label={intl.formatMessage(messages.moveNamed, named)}
          >
            {moving ? (
              <FormattedMessage
                id="wishlist.card.moving"
                defaultMessage="Moving…"
                description="Move-to-cart button while the product is being added to the cart"
              />
            ) : (
              <FormattedMessage
                id="wishlist.card.move"
                defaultMessage="Move to cart"
                description="Button that adds a wishlist product to the cart and takes it off the wishlist"
              />
            )}
          </Button>
        ) : (
          <Button
            variant="outlined"
            component={AppLink}
            to={href}
            aria-label={intl.formatMessage(messages.chooseNamed, named)}
          >
            <FormattedMessage
              id="wishlist.card.choose"
              defaultMessage="Choose options"
              description="Link to the product page, for a saved product whose size or colour is not chosen yet"
            />
          </Button>
        )}
        <Button
          onClick={() => dispatch(wishlistItemRemoved(item.productId))}
          disabled={moving}
          aria-label={intl.formatMessage(messages.removeNamed, named)}
          sx={{ ml: 'auto !important' }}
        >
          <FormattedMessage
            id="wishlist.card.remove"
            defaultMessage="Remove"
            description="Button that takes a product off the wishlist"
          />
        </Button>
      </CardActions>
    </Card>
  );
}
