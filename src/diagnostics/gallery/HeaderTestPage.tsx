import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Provider } from 'react-redux';
import { routeTitles } from '../../lib/routeMessages';
import { makeStore, type RootState } from '../../app/store';
import { useConfig } from '../../app/hooks';
import { createAppTheme } from '../../lib/theme';
import { PageHeading } from '../../components/common/PageHeading';
import type { NavLink } from '../../lib/navigation/menuLinks';
import { Header } from '../../features/shell/header/Header';
import { catalogApi } from '../../features/catalog/catalogApi';
import { headerNavigation, useHeaderNavigationArgs } from '../../features/catalog';
import type { WishlistItem } from '../../features/wishlist/wishlistSlice';
import { GallerySection } from './GallerySection';

const CUSTOMER = { id: 'VXNlcjox', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };
const SAVED: WishlistItem[] = ['Kenya AA', 'Morning Mug', 'Trail Hammock'].map((name, i) => ({
  productId: `UHJvZHVjdDo${i}`,
  slug: name.toLowerCase().replace(/ /g, '-'),
  name,
  thumbnailUrl: null,
  chosenVariantId: null,
  addedAt: '2026-01-01T00:00:00Z',
}));

/**
 * One header in a store of its own, so each state shows side by side without touching the shopper's.
 * It shows the shop header's links rather than asking for them: its sample session token is not
 * a real one, and a request carrying it would be refused.
 */
function HeaderState({
  title,
  state,
  cartCount,
  links,
  children,
}: {
  title: ReactNode;
  state: Partial<RootState>;
  cartCount: number;
  links: NavLink[];
  children?: ReactNode;
}) {
  const config = useConfig();
  const store = useMemo(() => makeStore({ config, preloadedState: state }).store, [config, state]);
  return (
    <GallerySection title={title} flush>
      <Provider store={store}>{children ?? <Header cartCount={cartCount} links={links} />}</Provider>
    </GallerySection>
  );
}

const LOGGED_OUT: Partial<RootState> = {};
const LOGGED_IN: Partial<RootState> = {
  auth: { token: 'gallery', refreshToken: null, csrfToken: null, user: CUSTOMER },
};
const FULL: Partial<RootState> = { ...LOGGED_IN, wishlist: { items: SAVED } };

/** Every breakpoint out of reach: the header lays itself out as on a phone, whatever the window. */
const PHONE_BREAKPOINTS = { values: { xs: 0, sm: 100_000, md: 100_000, lg: 100_000, xl: 100_000 } };
const PHONE_WIDTH_PX = 360;

// The app's theme with other breakpoints; nested in the app's, it shares its colour mode (the CSS
// variables on <html>) and adds no style sheet of its own.
const phoneTheme = createAppTheme('light', { breakpoints: PHONE_BREAKPOINTS });

/** The header as a 360 px wide phone shows it, inside the gallery's wider window. */
function PhoneWidth({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ width: PHONE_WIDTH_PX, maxWidth: '100%', borderRight: 1, borderColor: 'divider' }}>
      <ThemeProvider theme={phoneTheme} storageManager={null}>
        {children}
      </ThemeProvider>
    </Box>
  );
}

/** The shop header in each of its states: logged out, logged in, with a full cart, at phone width. */
export default function HeaderTestPage() {
  // The shop's own header asks for its links; the gallery waits for its answer and reuses it.
  const { siteOrigin } = useConfig();
  const { data, isSuccess, isError } =
    catalogApi.endpoints.headerCategories.useQueryState(useHeaderNavigationArgs());
  const links = useMemo(() => headerNavigation(data, siteOrigin).header, [data, siteOrigin]);
  return (
    <>
      <PageHeading title={routeTitles.headerTest}>
        <FormattedMessage
          id="page.headerTest.intro"
          defaultMessage="The shop header in each of its states."
          description="Lead paragraph of the headerTest page"
        />
      </PageHeading>
      {(isSuccess || isError) && (
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
            links={links}
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
            links={links}
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
            links={links}
          />
          <HeaderState
            title={
              <FormattedMessage
                id="page.headerTest.phone"
                defaultMessage="Phone width ({width} px), logged in, full cart"
                description="Gallery label of the header shown as on a phone; {width} is a number of pixels"
                values={{ width: PHONE_WIDTH_PX }}
              />
            }
            state={FULL}
            cartCount={128}
            links={links}
          >
            <PhoneWidth>
              <Header cartCount={128} links={links} />
            </PhoneWidth>
          </HeaderState>
        </Stack>
      )}
    </>
  );
}
