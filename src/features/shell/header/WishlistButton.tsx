import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { selectWishlistCount } from '../../wishlist';
import { AppLink } from '../../../components/common/AppLink';
import { CountBadge } from '../../../components/common/CountBadge';
import { HeartIcon } from '../../../components/common/icons';

/** The wishlist link with the number of saved products. */
export function WishlistButton() {
  const intl = useIntl();
  const count = useAppSelector(selectWishlistCount);
  return (
    <IconButton
      component={AppLink}
      to="/wishlist"
      color="inherit"
      aria-label={intl.formatMessage(
        {
          id: 'header.wishlist.label',
          defaultMessage: 'Wishlist, {count, plural, =0 {empty} one {# product} other {# products}}',
          description: 'Screen-reader name of the wishlist button',
        },
        { count },
      )}
    >
      <CountBadge count={count}>
        <HeartIcon />
      </CountBadge>
    </IconButton>
  );
}
