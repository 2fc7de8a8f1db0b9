import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Where the token waits in this tab's history entry once it is out of the address bar. */
interface LinkState {
  orderLinkToken?: string;
}

/**
 * The order token an emailed link carries (`/orders/8?token=…`), read once and then taken out of the
 * address bar by replacing the history entry: a URL copied, shared or bookmarked from the page would
 * otherwise hand the order, with its address and phone, to whoever gets it. The token stays in the
 * entry's state, which only this tab sees, so a reload before the order arrives still finds it.
 */
export function useOrderLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(
    () =>
      new URLSearchParams(location.search).get('token') ??
      (location.state as LinkState | null)?.orderLinkToken ??
      null,
  );

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('token')) return;
    params.delete('token');
    const search = params.toString();
    const state: LinkState = { ...(location.state as object | null), orderLinkToken: token ?? undefined };
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state, preventScrollReset: true },
    );
  }, [location, navigate, token]);

  return token;
}
