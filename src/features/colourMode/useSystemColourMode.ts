import { useSyncExternalStore } from 'react';
import type { ColourScheme } from '../../lib/theme';

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const snapshot = (): ColourScheme =>
  typeof window !== 'undefined' && window.matchMedia?.(QUERY).matches ? 'dark' : 'light';

/** The operating system's colour scheme, followed live; 'light' where there is no window. */
export function useSystemColourMode(): ColourScheme {
  return useSyncExternalStore(subscribe, snapshot, () => 'light');
}
