import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Money } from '../../components/common/Money';
import { shownPrice, totalRows } from '../../components/totals/totalRows';
import { TotalsList } from '../../components/totals/TotalsList';
import { checkoutTotalsInput } from './checkoutMoney';
import type { CheckoutDetailsFragment } from './CheckoutDetails.generated';

/** The checkout's lines and totals beside the steps: what the shopper is paying for. */
export function CheckoutTotals({ checkout }: { checkout: CheckoutDetailsFragment }) {
  const intl = useIntl();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="checkout-totals"
      sx={{ p: 3, width: { xs: '100%', md: 340 }, flexShrink: 0 }}
    >
      <Typography id="checkout-totals" variant="h6" component="h2" gutterBottom>
        <FormattedMessage
          id="checkout.totals.heading"
          defaultMessage="Your order"
          description="Heading of the checkout's lines and totals"
        />
      </Typography>
      <Box
        component="ul"
        aria-label={intl.formatMessage({
          id: 'checkout.totals.lines',
          defaultMessage: 'Items',
          description: 'Name of the list of items in the checkout summary',
        })}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {checkout.lines.map((line) => (
          <Stack
            component="li"
            key={line.id}
            direction="row"
            spacing={1.5}
            sx={{ py: 1, alignItems: 'center' }}
          >
            <Box
              component="img"
              src={(line.variant.media?.[0] ?? line.variant.product.thumbnail)?.url}
              alt=""
              width={48}
              height={48}
              sx={{ borderRadius: 1, objectFit: 'cover', bgcolor: 'action.hover', flexShrink: 0 }}
            />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {line.variant.product.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage
                  id="checkout.totals.lineDetail"
                  defaultMessage="{variant} × {quantity}"
                  description="Variant name and quantity of a checkout line"
                  values={{
                    variant: line.variant.name || line.variant.product.name,
                    quantity: line.quantity,
                  }}
                />
              </Typography>
            </Box>
            <Typography variant="body2">
              <Money {...shownPrice(line.totalPrice, checkout.displayGrossPrices)} />
            </Typography>
          </Stack>
        ))}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <TotalsList
        totals={totalRows(checkoutTotalsInput(checkout))}
        shippingLater={
          <FormattedMessage
            id="checkout.totals.shippingLater"
            defaultMessage="After you choose delivery"
            description="Shipping cost before a shipping method is chosen"
          />
        }
      />
    </Paper>
  );
}
