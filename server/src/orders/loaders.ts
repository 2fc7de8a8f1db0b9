import { userById, type UserRow } from '../accounts/store';
import type { Queryable } from '../db/database';
import type { GiftCardRow } from '../discounts/store';
import { orderGiftCardsOf } from '../discounts/store';
import { batchLoader } from '../graphql/batchLoader';
import { fulfillmentLoader } from './fulfillments';
import { orderDiscountsOf, type OrderDiscountRow } from './store';

// An order's discounts and gift cards, read for a whole page of orders at once (me.orders), and the
// viewer's account, read once however many gift cards ask whether it owns them.

export function orderLoaders(db: Queryable) {
  return {
    orderDiscounts: batchLoader<number, OrderDiscountRow[]>(
      (ids) => orderDiscountsOf(db, ids),
      () => [],
    ),
    orderGiftCards: batchLoader<number, GiftCardRow[]>(
      (ids) => orderGiftCardsOf(db, ids),
      () => [],
    ),
    orderFulfillments: fulfillmentLoader(db),
    user: batchLoader<number, UserRow>(
      async (ids) =>
        new Map(
          (await Promise.all(ids.map(async (id) => [id, await userById(db, id)] as const))).flatMap(
            ([id, user]) => (user ? [[id, user] as const] : []),
          ),
        ),
    ),
  };
}
