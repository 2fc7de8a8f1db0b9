import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Where the token waits in this tab's history entry once it is out of the address bar. */
interface LinkState {
  deletionToken?: string;
}

// The token while the visitor logs in: /login comes back to the bare path (never remembering the
// token, which the login page may keep in sessionStorage), and this page finds it here. Memory only,
// this tab's: a reload of the login page loses it, and the emailed link works again.
let carried: string | null = null;

/**
 * The deletion token the emailed link carries (`/account/delete/?token=…`), read once and then taken
 * out of the address bar by replacing the history entry (as useOrderLinkToken does): a URL copied,
 * shared or kept in the history would otherwise hand over the power to delete the account. The token
 * stays in the entry's state, which only this tab sees, so a reload still finds it.
 */
export function useDeletionLinkToken(): { token: string; forget: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => {
    const found =
      new URLSearchParams(location.search).get('token')?.trim() ||
      (location.state as LinkState | null)?.deletionToken ||
      carried ||
      '';
    carried = found || null;
    return found;
  });

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('token') && (!token || (location.state as LinkState | null)?.deletionToken)) return;
    params.delete('token');
    const search = params.toString();
    const state: LinkState = { ...(location.state as object | null), deletionToken: token || undefined };
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state, preventScrollReset: true },
    );
  }, [location, navigate, token]);

  return {
    token,
    forget: () => {
      carried = null;
    },
  };
}
