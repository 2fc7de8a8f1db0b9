import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectIsLoggedIn, takeRememberedPath } from '../../auth';

/**
 * Once the shopper is logged in (registered without confirmation, or already logged in), leaves the
 * page for the one the auth guard remembered, else home; once (the remembered path is forgotten as it
 * is taken). True while that happens, so the page can render nothing.
 */
export function useMoveOnWhenLoggedIn(): boolean {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const moved = useRef(false);
  useEffect(() => {
    if (!loggedIn || moved.current) return;
    moved.current = true;
    void navigate(takeRememberedPath(from), { replace: true });
  }, [loggedIn, from, navigate]);
  return loggedIn;
}
