export const TOAST_GAP_PX = 16;
/** A horizontal drag further than this dismisses the toast; a shorter one springs back. */
export const SWIPE_THRESHOLD_PX = 50;
export type ToasterPosition = 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left';
export const DEFAULT_TOASTER_POSITION: ToasterPosition = 'bottom-right';
