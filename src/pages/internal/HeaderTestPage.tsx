import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Provider } from 'react-redux';
import { routeTitles } from '../../app/routeMessages';
import { makeStore, type RootState } from '../../app/store';
import { PageHeading } from '../../components/common/PageHeading';
import { Header } from '../../components/header/Header';
import type { WishlistItem } from '../../features/wishlist/wishlistSlice';

const CUSTOMER = { id: 'VXNlcjox', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };
const SAVED: WishlistItem[] = ['Kenya AA', 'Morning Mug', 'Trail Hammock'].map((name, i) => ({
  productId: `UHJvZHVjdDo${i}`,
  slug: name.toLowerCase().replace(/ /g, '-'),
  name,
  thumbnailUrl: null,
  addedAt: '2026-01-01T00:00:00Z',
}));

/** One header in a store of its own, so each state shows side by side without touching the shopper's. */
function HeaderState({
  title,
  state,
  cartCount,
  children,
}: {
  title: ReactNode;
  state: Partial<RootState>;
  cartCount: number;
  children?: ReactNode;
}) {
  const store = useMemo(() => makeStore({ preloadedState: state, receivesToasts: false }).store, [state]);
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, pb: 1 }}>
        {title}
      </Typography>
      <Provider store={store}>{children ?? <Header cartCount={cartCount} />}</Provider>
    </Paper>
  );
}

const LOGGED_OUT: Partial<RootState> = {};
const LOGGED_IN: Partial<RootState> = {
  auth: { token: 'gallery', refreshToken: null, csrfToken: null, user: CUSTOMER },
};
const FULL: Partial<RootState> = { ...LOGGED_IN, wishlist: { items: SAVED } };

/** The shop header in each of its states: logged out, logged in, with a full cart. */
export default function HeaderTestPage() {
  return (
    <>
      <PageHeading title={routeTitles.headerTest}>
        <FormattedMessage
          id="page.headerTest.intro"
          defaultMessage="The shop header in each of its states."
          description="Lead paragraph of the headerTest page"
        />
      </PageHeading>
      <Stack spacing={3}>
        <HeaderState
          title={
            <FormattedMessage
              id="page.headerTest.loggedOut"
              defaultMessage="Logged out, empty cart"
              description="Gallery label"
            />
          }
          state={LOGGED_OUT}
          cartCount={0}
        />
        <HeaderState
          title={
            <FormattedMessage
              id="page.headerTest.loggedIn"
              defaultMessage="Logged in"
              description="Gallery label"
            />
          }
          state={LOGGED_IN}
          cartCount={0}
        />
        <HeaderState
          title={
            <FormattedMessage
              id="page.headerTest.fullCart"
              defaultMessage="Logged in, full cart and wishlist"
              description="Gallery label"
            />
          }
          state={FULL}
          cartCount={128}
        />
      </Stack>
    </>
  );
}
