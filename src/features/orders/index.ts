// The orders feature's public face: what other features may use. Everything else in this folder is its own.

export type { OrderDetailsFragment } from './Order.generated';
export { OrderDetailsView } from './OrderDetailsView';
export { ordersApi } from './ordersApi';
export { rememberOrder, selectOrderMapping } from './ordersSlice';
export { isPermissionError } from './useFindOrder';
