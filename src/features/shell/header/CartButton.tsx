import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';
import { useCheckoutSummary } from '../../checkout';
import { AppLink } from '../../../components/common/AppLink';
import { CountBadge } from '../../../components/common/CountBadge';
import { CartIcon } from '../../../components/common/icons';

/** The cart link with the number of items in the checkout. */
export function CartButton({ count: forcedCount }: { count?: number }) {
  const intl = useIntl();
  const { checkout } = useCheckoutSummary();
  const count = forcedCount ?? checkout?.quantity ?? 0;
  return (
    <IconButton
      component={AppLink}
      to="/cart"
      color="inherit"
      aria-label={intl.formatMessage(
        {
          id: 'header.cart.label',
          defaultMessage: 'Cart, {count, plural, =0 {empty} one {# item} other {# items}}',
          description: 'Screen-reader name of the cart button',
        },
        { count },
      )}
    >
      <CountBadge count={count}>
        <CartIcon />
      </CountBadge>
    </IconButton>
  );
}
