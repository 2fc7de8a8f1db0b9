// The product feature's public face: what other features may use. Everything else in this folder is its own.

export { StockStatus } from './StockStatus';
export { productMessages } from './productMessages';
