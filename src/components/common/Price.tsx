import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { defineMessages, FormattedNumber, useIntl, type MessageDescriptor } from 'react-intl';
import { fractionDigits } from '../totals/totalRows';
import { Money, MoneyRange, type MoneyValue } from './Money';
import { visuallyHidden } from './visuallyHidden';

/** Saleor's TaxedMoney: the same price with tax (gross) and without (net). */
export interface TaxedMoneyValue {
  gross: MoneyValue;
  net: MoneyValue;
}

/** Saleor's TaxedMoneyRange, or one price as a range of one. */
export interface TaxedRangeValue {
  start?: TaxedMoneyValue | null;
  stop?: TaxedMoneyValue | null;
}

// Typed as plain descriptors: the inferred message types take no React elements as values.
const messages: Record<'wasNow' | 'exclTax' | 'inclTax' | 'sale' | 'save', MessageDescriptor> =
  defineMessages({
    wasNow: {
      id: 'common.price.wasNow',
      defaultMessage: 'Was {was}, now {now}',
      description: 'Screen-reader reading of a sale price: the struck-through old price, then the price now',
    },
    exclTax: {
      id: 'common.price.exclTax',
      defaultMessage: 'excl. tax',
      description: 'Short note after a price shown without tax (net)',
    },
    inclTax: {
      id: 'common.price.inclTax',
      defaultMessage: 'incl. tax',
      description: 'Short note after a price shown with tax included (gross)',
    },
    sale: {
      id: 'common.price.sale',
      defaultMessage: 'Sale',
      description: 'Badge on a product whose price is reduced by a promotion',
    },
    save: {
      id: 'common.price.save',
      defaultMessage: 'Save {amount} ({percent})',
      description:
        'On the product page under a sale price: how much less it costs than before, and by what share',
    },
  });

/**
 * The amount the shop shows of a taxed price: gross where Saleor's displayGrossPrices says prices
 * are shown with tax (its default), else net. Storefronts cannot read the tax configuration itself.
 */
export function shownMoney(taxed: TaxedMoneyValue, displayGross: boolean): MoneyValue {
  return displayGross ? taxed.gross : taxed.net;
}

function shownRange(range: TaxedRangeValue | null | undefined, displayGross: boolean) {
  if (!range?.start) return null;
  return {
    start: shownMoney(range.start, displayGross),
    stop: range.stop ? shownMoney(range.stop, displayGross) : null,
  };
}

type Shown = NonNullable<ReturnType<typeof shownRange>>;

/** Whether `was` is more than `now` to the currency's last digit. */
function isLess(now: MoneyValue, was: MoneyValue) {
  const scale = 10 ** fractionDigits(now.currency);
  return was.currency === now.currency && Math.round(was.amount * scale) > Math.round(now.amount * scale);
}

const same = (a: MoneyValue | null | undefined, b: MoneyValue | null | undefined) =>
  (a?.amount ?? null) === (b?.amount ?? null) && (a?.currency ?? null) === (b?.currency ?? null);

const sameRange = (a: Shown, b: Shown) =>
  same(a.start, b.start) && same(a.stop ?? a.start, b.stop ?? b.start);

export interface PriceProps {
  /** The price now, after catalogue promotions (Saleor's priceRange, or a variant's price). */
  price: TaxedRangeValue | null | undefined;
  /** The price before promotions (priceRangeUndiscounted, priceUndiscounted): struck through when on sale. */
  undiscounted?: TaxedRangeValue | null;
  /** Saleor's onSale: a promotion lowers the price now. */
  onSale?: boolean | null;
  /** Saleor's ProductPricingInfo.displayGrossPrices; absent means with tax, Saleor's default. */
  displayGross?: boolean | null;
  /**
   * Net prices always say "excl. tax"; `always` says "incl. tax" beside a gross price too (where the
   * page has room: the product page).
   */
  taxNote?: 'net' | 'always';
  /**
   * On sale, the lowest price before and the lowest price now rather than the two ranges (a product
   * card, where two ranges take up to four lines on a phone). Where the lowest price is not reduced
   * (only dearer variants are on sale) the ranges stay, so that the sale is still seen.
   */
  lowestOnSale?: boolean;
}

/**
 * A product's price as the shop shows it: gross or net per displayGrossPrices, with a short note when
 * it is net (the shopper would otherwise read it as the price to pay); on sale, the price before the
 * promotion struck through before the price now, read as "Was X, now Y". Nothing when there is no price.
 */
export function Price({
  price,
  undiscounted,
  onSale,
  displayGross,
  taxNote = 'net',
  lowestOnSale = false,
}: PriceProps) {
  const intl = useIntl();
  const gross = displayGross ?? true;
  let now = shownRange(price, gross);
  if (!now) return null;
  const before = onSale ? shownRange(undiscounted, gross) : null;
  let was = before && !sameRange(before, now) ? before : null;
  if (was && lowestOnSale && isLess(now.start, was.start)) {
    was = { start: was.start, stop: null };
    now = { start: now.start, stop: null };
  }
  const note = !gross ? messages.exclTax : taxNote === 'always' ? messages.inclTax : null;
  return (
    <Box
      component="span"
      sx={{
        position: 'relative',
        display: 'inline-flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: '0.4em',
      }}
    >
      {was ? (
        <>
          {/* Read by screen readers, not seen: the struck-through price says "was" only to the eye. */}
          <span style={visuallyHidden}>
            {intl.formatMessage(messages.wasNow, {
              was: <MoneyRange {...was} />,
              now: <MoneyRange {...now} />,
            })}
          </span>
          <Box
            component="s"
            aria-hidden
            data-price="was"
            sx={{ color: 'text.secondary', fontWeight: 400, fontSize: '0.875em' }}
          >
            <MoneyRange {...was} />
          </Box>
          <Box component="span" aria-hidden data-price="now" sx={{ color: 'error.main' }}>
            <MoneyRange {...now} />
          </Box>
        </>
      ) : (
        <span data-price="now">
          <MoneyRange {...now} />
        </span>
      )}
      {note ? (
        <Box
          component="span"
          sx={{ color: 'text.secondary', fontWeight: 400, fontSize: '0.8em', whiteSpace: 'nowrap' }}
        >
          {intl.formatMessage(note)}
        </Box>
      ) : null}
    </Box>
  );
}

/** The "Sale" badge of a product a promotion reduces. */
export function SaleBadge({ size = 'small', sx }: { size?: ChipProps['size']; sx?: ChipProps['sx'] }) {
  const intl = useIntl();
  return (
    <Chip
      size={size}
      color="error"
      label={intl.formatMessage(messages.sale)}
      sx={[{ fontWeight: 600 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

/**
 * What a sale saves on one price: the difference of the two prices shown (before and now, each as the
 * shopper reads it, in whole minor units), and its share of the price before, in whole per cent.
 * (Saleor's own VariantPricingInfo.discount is taxed and rounded on its own and can be a cent off that
 * difference, so it is not read.)
 */
export function Saving({
  undiscounted,
  price,
  displayGross,
}: {
  undiscounted: TaxedMoneyValue;
  price: TaxedMoneyValue;
  displayGross?: boolean | null;
}) {
  const intl = useIntl();
  const gross = displayGross ?? true;
  const before = shownMoney(undiscounted, gross);
  const scale = 10 ** fractionDigits(before.currency);
  const minor = Math.round(before.amount * scale) - Math.round(shownMoney(price, gross).amount * scale);
  const amount = { amount: minor / scale, currency: before.currency };
  if (!(amount.amount > 0) || !(before.amount > 0)) return null;
  return intl.formatMessage(messages.save, {
    amount: <Money {...amount} />,
    percent: (
      <FormattedNumber value={amount.amount / before.amount} style="percent" maximumFractionDigits={0} />
    ),
  });
}
