import { FormattedMessage, FormattedNumber } from 'react-intl';

/** Saleor's Money: an amount always shown with its currency, in the shopper's language. */
export interface MoneyValue {
  amount: number;
  currency: string;
}

export const Money = ({ amount, currency }: MoneyValue) => (
  <FormattedNumber value={amount} style="currency" currency={currency} />
);

/** A product's price range: one price when start and stop agree, else "from – to". */
export function MoneyRange({ start, stop }: { start: MoneyValue; stop?: MoneyValue | null }) {
  if (!stop || (stop.amount === start.amount && stop.currency === start.currency))
    return <Money {...start} />;
  return (
    <FormattedMessage
      id="common.money.range"
      defaultMessage="{start} – {stop}"
      description="A price range, lowest to highest"
      values={{ start: <Money {...start} />, stop: <Money {...stop} /> }}
    />
  );
}
