import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Money } from '../common/Money';
import { TotalRow } from '../common/TotalRow';
import type { TotalLine, Totals } from './totalRows';

// Typed as MessageDescriptor: react-intl's inferred message types refuse values.
const m: Record<string, MessageDescriptor> = defineMessages({
  subtotal: { id: 'cart.subtotal', defaultMessage: 'Subtotal', description: 'Cart subtotal label' },
  shipping: { id: 'cart.shipping', defaultMessage: 'Shipping', description: 'Cart shipping label' },
  total: { id: 'cart.total', defaultMessage: 'Total', description: 'Cart total label' },
  codeDiscount: {
    id: 'totals.discount.code',
    defaultMessage: 'Promo code {code}',
    description: 'Totals row of the amount a promo code takes off (the code follows)',
  },
  discountIncluded: {
    id: 'totals.discount.included',
    defaultMessage: 'Included in the prices above',
    description:
      'Caption under a promo code or discount row: its amount is already taken off the subtotal and shipping above, not again',
  },
  discount: {
    id: 'totals.discount',
    defaultMessage: 'Discount',
    description: 'Totals row of a discount that has no name',
  },
  tax: {
    id: 'totals.tax',
    defaultMessage: 'Tax',
    description: 'Totals row of the tax added to prices shown without tax',
  },
  giftCard: {
    id: 'totals.giftCard',
    defaultMessage: 'Gift card {cards}',
    description: 'Totals row of what gift cards pay; the cards follow as ••••1234',
  },
  giftCardNoCode: {
    id: 'totals.giftCard.noCode',
    defaultMessage: 'Gift cards',
    description: 'Totals row of what gift cards pay, when the cards are not listed',
  },
  includedTax: {
    id: 'totals.includedTax',
    defaultMessage: 'Includes {tax} tax',
    description: 'Caption under a total shown with tax: how much of it is tax',
  },
});

/** A gift card as the shopper may see it: its last four characters only. */
export const maskedCard = (last4: string) => `••••${last4}`;

/**
 * A totals box's rows (totalRows.ts): subtotal, shipping, the discounts included in them (shown, not
 * counted), tax, gift cards and the total.
 * `shippingLater` is said in place of a shipping price not chosen yet; `shippingNone`, when given, in
 * place of shipping that is not needed (else that row is left out).
 */
export function TotalsList({
  totals,
  shippingLater,
  shippingNone,
}: {
  totals: Totals;
  shippingLater: ReactNode;
  shippingNone?: ReactNode;
}) {
  const intl = useIntl();
  const money = (amount: number) => <Money amount={amount} currency={totals.currency} />;

  function row(line: TotalLine, index: number) {
    switch (line.kind) {
      case 'subtotal':
        return (
          <TotalRow key={index} label={intl.formatMessage(m.subtotal)}>
            {money(line.amount)}
          </TotalRow>
        );
      case 'discount':
        // Information, not a step of the sum: the amount is already off the subtotal or shipping above,
        // so the row is muted and says so (in its label, which a screen reader reads with the amount).
        return (
          <Box key={index} sx={{ color: 'text.secondary' }}>
            <TotalRow
              label={
                <>
                  {line.code
                    ? intl.formatMessage(m.codeDiscount, { code: line.code })
                    : (line.name ?? intl.formatMessage(m.discount))}
                  {line.code && line.name && (
                    <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                      {line.name}
                    </Typography>
                  )}
                  <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                    {intl.formatMessage(m.discountIncluded)}
                  </Typography>
                </>
              }
            >
              {money(line.amount)}
            </TotalRow>
          </Box>
        );
      case 'shipping':
        if (line.state === 'none' && shippingNone === undefined) return null;
        return (
          <TotalRow key={index} label={intl.formatMessage(m.shipping)}>
            {line.state === 'amount'
              ? money(line.amount)
              : line.state === 'later'
                ? shippingLater
                : shippingNone}
          </TotalRow>
        );
      case 'tax':
        return (
          <TotalRow key={index} label={intl.formatMessage(m.tax)}>
            {money(line.amount)}
          </TotalRow>
        );
      case 'giftCard':
        return (
          <TotalRow
            key={index}
            label={
              line.last4.length
                ? intl.formatMessage(m.giftCard, { cards: line.last4.map(maskedCard).join(', ') })
                : intl.formatMessage(m.giftCardNoCode)
            }
          >
            {money(line.amount)}
          </TotalRow>
        );
      case 'total':
        return (
          <Stack key={index} spacing={1}>
            <Divider />
            <TotalRow strong label={intl.formatMessage(m.total)}>
              {money(line.amount)}
            </TotalRow>
            {totals.includedTax !== null && (
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
                <FormattedMessage {...m.includedTax} values={{ tax: money(totals.includedTax) }} />
              </Typography>
            )}
          </Stack>
        );
    }
  }

  return <Stack spacing={1}>{totals.lines.map(row)}</Stack>;
}
