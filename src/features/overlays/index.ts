// The overlays feature's public face: what other features may use. Everything else in this folder is its own.

export { overlayOpened } from './overlaySlice';
export { useOverlay } from './useOverlay';
