import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  overlayClosed,
  overlayOpened,
  selectOpenOverlays,
  type OverlayId,
  type OverlayProps,
} from './overlaySlice';

/**
 * One overlay's state from the store: whether it is open (and, with `match`, open for this item: an
 * address book shows one delete dialog per address, and only the one asked for opens), its props, and
 * the means to open and close it.
 */
export function useOverlay(id: OverlayId, match?: (props: OverlayProps) => boolean) {
  const dispatch = useAppDispatch();
  const entry = useAppSelector(selectOpenOverlays).find((o) => o.id === id);
  const open = Boolean(entry && (!match || match(entry.props)));
  return {
    open,
    props: entry?.props ?? {},
    show: useCallback((props?: OverlayProps) => dispatch(overlayOpened(id, props)), [dispatch, id]),
    close: useCallback(() => dispatch(overlayClosed(id)), [dispatch, id]),
  };
}
