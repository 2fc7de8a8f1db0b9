import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LOCALE_COOKIE } from '../locale';
import { STORAGE_KEYS } from '../../lib/storageKeys';

const m = defineMessages({
  local: {
    id: 'info.storage.where.local',
    defaultMessage: 'Local storage, until you log out or clear this site’s data',
    description: 'Privacy page: where a browser entry is kept',
  },
  localUntilCleared: {
    id: 'info.storage.where.localUntilCleared',
    defaultMessage: 'Local storage, until you clear this site’s data',
    description: 'Privacy page: where a browser entry is kept',
  },
  localDay: {
    id: 'info.storage.where.localDay',
    defaultMessage: 'Local storage, replaced after 24 hours',
    description: 'Privacy page: where a browser entry is kept',
  },
  cookie: {
    id: 'info.storage.where.cookie',
    defaultMessage: 'Cookie, for 365 days',
    description: 'Privacy page: where a browser entry is kept',
  },
  session: {
    id: 'info.storage.where.session',
    defaultMessage: 'Session storage, until you close the tab',
    description: 'Privacy page: where a browser entry is kept',
  },
  sessionWhat: {
    id: 'info.storage.what.session',
    defaultMessage:
      'Your session: the sign-in tokens and your name and email address, so that you stay logged in. Logging out removes them.',
    description: 'Privacy page: what the session entries in the browser hold',
  },
  checkout: {
    id: 'info.storage.what.checkout',
    defaultMessage: 'The reference of your cart, so that it is still there when you come back.',
    description: 'Privacy page: what the cart entry in the browser holds',
  },
  orders: {
    id: 'info.storage.what.orders',
    defaultMessage:
      'The numbers and access keys of orders placed in this browser, so that you can open them again.',
    description: 'Privacy page: what the order mapping entry in the browser holds',
  },
  orderOwners: {
    id: 'info.storage.what.orderOwners',
    defaultMessage:
      'Which of those orders belong to the customer who was logged in when they were saved. Logging out forgets those orders; orders placed as a guest stay.',
    description: 'Privacy page: what the order owners entry in the browser holds',
  },
  transactions: {
    id: 'info.storage.what.transactions',
    defaultMessage:
      'The references of payments started here and how the last payment check ended, so that a payment can be checked after the provider sends you back.',
    description: 'Privacy page: what the transaction ids entry in the browser holds',
  },
  colourMode: {
    id: 'info.storage.what.colourMode',
    defaultMessage: 'Your colour mode: light, dark or the same as the system.',
    description: 'Privacy page: what the colour mode entry in the browser holds',
  },
  wishlist: {
    id: 'info.storage.what.wishlist',
    defaultMessage: 'The products on your wishlist. They are kept nowhere else.',
    description: 'Privacy page: what the wishlist entry in the browser holds',
  },
  locale: {
    id: 'info.storage.what.locale',
    defaultMessage: 'The language you chose. This is the only cookie the website sets.',
    description: 'Privacy page: what the language cookie holds',
  },
  translations: {
    id: 'info.storage.what.translations',
    defaultMessage:
      'The website’s texts in your language, so that the next page opens faster. Nothing about you.',
    description: 'Privacy page: what the translation cache entries hold',
  },
  navigation: {
    id: 'info.storage.what.navigation',
    defaultMessage:
      'The page to return to after logging in, and when the page last reloaded itself after an update (so that it does so only once).',
    description: 'Privacy page: what the session storage entries hold',
  },
  listLabel: {
    id: 'info.storage.listLabel',
    defaultMessage: 'What this website stores in your browser',
    description: 'Screen-reader name of the list of browser storage entries on the privacy page',
  },
});

interface StorageEntry {
  keys: string[];
  where: MessageDescriptor;
  what: MessageDescriptor;
}

// The key names come from the code that writes them, so the list cannot drift from what is stored.
const ENTRIES: StorageEntry[] = [
  {
    keys: [STORAGE_KEYS.authToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.csrfToken, STORAGE_KEYS.user],
    where: m.local,
    what: m.sessionWhat,
  },
  { keys: [STORAGE_KEYS.checkoutToken], where: m.local, what: m.checkout },
  { keys: [STORAGE_KEYS.orderMapping], where: m.localUntilCleared, what: m.orders },
  { keys: [STORAGE_KEYS.orderOwners], where: m.local, what: m.orderOwners },
  {
    keys: [STORAGE_KEYS.transactionIds, STORAGE_KEYS.refusedTransactionIds, STORAGE_KEYS.lastPaymentPoll],
    where: m.localUntilCleared,
    what: m.transactions,
  },
  { keys: [STORAGE_KEYS.wishlist], where: m.localUntilCleared, what: m.wishlist },
  { keys: [STORAGE_KEYS.colourMode], where: m.localUntilCleared, what: m.colourMode },
  { keys: [LOCALE_COOKIE], where: m.cookie, what: m.locale },
  { keys: ['i18n-cache:*'], where: m.localDay, what: m.translations },
  { keys: ['login-redirect', 'reload-guard-at'], where: m.session, what: m.navigation },
];

/**
 * The privacy page's list of every browser entry: its names, where it lives and for how long, and
 * what it holds. A list rather than a table, so that it fits a phone screen without scrolling sideways.
 */
export function BrowserStorageList() {
  const intl = useIntl();
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage(m.listLabel)}
      sx={{ m: 0, p: 0, listStyle: 'none', borderTop: 1, borderColor: 'divider' }}
    >
      {ENTRIES.map((entry) => (
        <Box component="li" key={entry.keys[0]} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography component="p" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {entry.keys.map((key, index) => (
              <span key={key}>
                {index > 0 && ', '}
                <code>{key}</code>
              </span>
            ))}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(entry.where)}
          </Typography>
          <Typography>{intl.formatMessage(entry.what)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
