import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useConfig, useAppDispatch } from '../../app/hooks';
import { AppLink } from '../../components/common/AppLink';
import { LoadError } from '../../components/common/LoadError';
import { Price, SaleBadge } from '../../components/common/Price';
import { cartFailureText } from '../cart';
import { StockStatus } from '../product';
import { toast } from '../toasts';
import { useLanguageCode } from '../locale';
import { useOverlay } from '../overlays';
import { ChooseVariantDialog } from './ChooseVariantDialog';
import { moveToCart } from './moveToCart';
import { savedProductView } from './savedProductView';
import { useWishlistProductQuery } from './wishlistApi';
import { wishlistMessages as m } from './wishlistMessages';
import { wishlistItemRemoved, type WishlistItem } from './wishlistSlice';

const IMAGE_PX = 320;

/**
 * One saved product: its picture and name linking the product page, the saved variant's options, its
 * price (or the product's price range) as the shop has it today, "Move to cart" and "Remove". Moving a
 * product with several variants and none saved first asks which one.
 */
export function WishlistCard({ item, eager = false }: { item: WishlistItem; eager?: boolean }) {
  const config = useConfig();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const languageCode = useLanguageCode();
  const { data, isError, isLoading, refetch } = useWishlistProductQuery({
    id: item.productId,
    channel: config.channel,
    languageCode,
  });
  const [moving, setMoving] = useState(false);
  // The options dialog is the overlay service's "chooseVariant", open for this product only.
  const asking = useOverlay('chooseVariant', (props) => props.productId === item.productId);
  const [failure, setFailure] = useState<string | null>(null);

  // An answer with errors and no product is a failure to show, not proof that the product is gone.
  const loadFailed = isError || Boolean(data && !data.product && data.graphQLErrors?.length);
  const product = data?.product ?? (data && !loadFailed ? null : undefined);
  const view = savedProductView(item, product);
  const named = { name: view.name };

  /** Adds the variant and takes the product off the wishlist; resolves to an error text, or null. */
  async function moveVariant(variantId: string): Promise<string | null> {
    const result = await dispatch(moveToCart(item.productId, variantId));
    if (!result.ok) return cartFailureText(result.failure, intl.formatMessage);
    // The card is gone with the item: only the dialog, kept in the store, is left to close.
    asking.close();
    dispatch(
      toast({
        severity: 'success',
        message: intl.formatMessage(m.moved, named),
        action: { label: intl.formatMessage(m.viewCart), onClick: () => void navigate('/cart') },
      }),
    );
    return null;
  }

  async function move() {
    setFailure(null);
    if (view.move.kind === 'ask') return void asking.show({ productId: item.productId });
    if (view.move.kind !== 'add') return;
    setMoving(true);
    const error = await moveVariant(view.move.variantId);
    if (error === null) return;
    setMoving(false);
    setFailure(error);
  }

  const canMove = view.move.kind === 'add' || view.move.kind === 'ask' || view.move.kind === 'wait';

  return (
    <Card variant="outlined" component="li" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        component={AppLink}
        to={view.href}
        tabIndex={-1}
        aria-hidden
        sx={{ display: 'block', aspectRatio: '1', bgcolor: 'action.hover' }}
      >
        {view.pictureUrl ? (
          <Box
            component="img"
            src={view.pictureUrl}
            alt=""
            width={IMAGE_PX}
            height={IMAGE_PX}
            loading={eager ? 'eager' : 'lazy'}
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : null}
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={AppLink} to={view.href} color="inherit">
            {view.name}
          </Link>
        </Typography>
        {view.options ? (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {view.options}
          </Typography>
        ) : null}
        {view.price?.onSale ? <SaleBadge sx={{ alignSelf: 'flex-start' }} /> : null}
        <Typography sx={{ fontWeight: 600 }}>
          {view.price ? (
            <Price {...view.price} />
          ) : view.move.kind === 'gone' ? (
            intl.formatMessage(m.gone)
          ) : isLoading ? (
            <Skeleton width={80} aria-hidden />
          ) : null}
        </Typography>
        {view.stock && view.stock.kind !== 'inStock' ? <StockStatus state={view.stock} /> : null}
        {loadFailed ? (
          <LoadError message={intl.formatMessage(m.loadFailed)} onRetry={() => void refetch()} />
        ) : null}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {canMove ? (
          <Button
            variant="contained"
            onClick={() => void move()}
            disabled={moving || view.move.kind === 'wait'}
            aria-label={intl.formatMessage(m.moveNamed, named)}
            aria-haspopup={view.move.kind === 'ask' ? 'dialog' : undefined}
          >
            {intl.formatMessage(moving ? m.moving : m.move)}
          </Button>
        ) : null}
        <Button
          onClick={() => dispatch(wishlistItemRemoved(item.productId))}
          disabled={moving}
          aria-label={intl.formatMessage(m.removeNamed, named)}
          sx={{ ml: 'auto !important' }}
        >
          <FormattedMessage
            id="wishlist.card.remove"
            defaultMessage="Remove"
            description="Button that takes a product off the wishlist"
          />
        </Button>
      </CardActions>
      {asking.open && product ? (
        <ChooseVariantDialog product={product} onAdd={moveVariant} onClose={asking.close} />
      ) : null}
    </Card>
  );
}
