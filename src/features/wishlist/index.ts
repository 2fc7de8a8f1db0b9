// The wishlist feature's public face: what other features may use. Everything else in this folder is its own.

export { WishlistToggle } from './WishlistToggle';
export { selectWishlistCount } from './wishlistSlice';
