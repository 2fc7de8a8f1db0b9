import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { routeTitles } from '../app/routeMessages';
import { AppLink } from '../components/common/AppLink';
import { PageHeading } from '../components/common/PageHeading';
import { selectWishlistItems, wishlistItemRemoved } from '../features/wishlist/wishlistSlice';

export default function WishlistPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectWishlistItems);
  return (
    <>
      <PageHeading title={routeTitles.wishlist}>
        <FormattedMessage
          id="page.wishlist.intro"
          defaultMessage="Products you saved for later, kept in this browser."
          description="Lead paragraph of the wishlist page"
        />
      </PageHeading>
      {items.length === 0 ? (
        <Typography>
          <FormattedMessage
            id="page.wishlist.empty"
            defaultMessage="Your wishlist is empty."
            description="Shown when the wishlist has no products"
          />
        </Typography>
      ) : (
        <List>
          {items.map((item) => (
            <ListItem
              key={item.productId}
              secondaryAction={
                <Button
                  onClick={() => dispatch(wishlistItemRemoved(item.productId))}
                  aria-label={intl.formatMessage(
                    {
                      id: 'page.wishlist.removeNamed',
                      defaultMessage: 'Remove {name} from the wishlist',
                      description: 'Screen-reader name of a remove button',
                    },
                    { name: item.name },
                  )}
                >
                  <FormattedMessage
                    id="page.wishlist.remove"
                    defaultMessage="Remove"
                    description="Button that removes a product from the wishlist"
                  />
                </Button>
              }
            >
              <ListItemText
                primary={
                  <Link component={AppLink} to={`/products/${item.slug}`}>
                    {item.name}
                  </Link>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
