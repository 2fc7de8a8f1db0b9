import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useConfig } from '../../app/hooks';
import { AppLink } from '../../components/common/AppLink';

/**
 * Where the tags in the information pages' messages lead. Translators keep the tags and translate what
 * is between them ("see <returns>our returns policy</returns>"), so every language links the same pages.
 */
const LINK_TAGS = {
  help: '/help',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  returns: '/returns',
  shipping: '/shipping',
  contact: '/contact',
  cart: '/cart',
  search: '/search',
  wishlist: '/wishlist',
  orders: '/orders',
  login: '/login',
  register: '/register',
  profile: '/profile',
  paymentHelp: '/docs/payment-troubleshooting',
} as const;

export type InfoLinkTag = keyof typeof LINK_TAGS;

type RichValue = string | ((chunks: ReactNode[]) => ReactNode);

/** The values every information-page message may use: the shop's name, page links, <b> and <code>. */
export function useInfoValues(): Record<string, RichValue> {
  const { shopName } = useConfig();
  const values: Record<string, RichValue> = {
    shop: shopName,
    b: (chunks) => <strong>{chunks}</strong>,
    code: (chunks) => <code>{chunks}</code>,
  };
  for (const [tag, to] of Object.entries(LINK_TAGS)) {
    values[tag] = (chunks) => (
      <Link component={AppLink} to={to}>
        {chunks}
      </Link>
    );
  }
  return values;
}
