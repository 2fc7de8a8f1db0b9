export const TOAST_GAP_PX = 16;
export const SWIPE_THRESHOLD_PX = 50;
export type ToasterPosition = 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left';
