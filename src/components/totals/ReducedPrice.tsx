import Box from '@mui/material/Box';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Money, type MoneyValue } from '../common/Money';
import { fractionDigits } from './totalRows';
import { visuallyHidden } from '../common/visuallyHidden';

// Typed as MessageDescriptor: react-intl's inferred message types refuse values.
const m: Record<string, MessageDescriptor> = defineMessages({
  wasNow: {
    id: 'totals.price.wasNow',
    defaultMessage: 'Was {was}, now {now}',
    description:
      'Screen-reader reading of a cart or order line price: the struck-through price, then the price paid',
  },
});

/** Whether `was` is more than `now` to the currency's last digit. */
export function isReduced(was: MoneyValue, now: MoneyValue): boolean {
  const scale = 10 ** fractionDigits(now.currency);
  return was.currency === now.currency && Math.round(was.amount * scale) > Math.round(now.amount * scale);
}

/**
 * A line's price as paid, with the price before its discounts struck through before it when that was
 * more: read "Was X, now Y".
 */
export function ReducedPrice({ now, was }: { now: MoneyValue; was?: MoneyValue | null }) {
  const intl = useIntl();
  if (!was || !isReduced(was, now)) return <Money {...now} />;
  return (
    <Box component="span" sx={{ position: 'relative', whiteSpace: 'nowrap' }}>
      {/* Read by screen readers, not seen: the struck-through price says "was" only to the eye. */}
      <span style={visuallyHidden}>
        {intl.formatMessage(m.wasNow, { was: <Money {...was} />, now: <Money {...now} /> })}
      </span>
      <Box component="s" aria-hidden data-price="was" sx={{ color: 'text.secondary', mr: 0.5 }}>
        <Money {...was} />
      </Box>
      <span aria-hidden data-price="now">
        <Money {...now} />
      </span>
    </Box>
  );
}
