import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';

/** Minus, the quantity, plus: a labelled group a keyboard user steps through with Tab and Enter. */
export function QuantityStepper({
  value,
  max,
  disabled,
  label,
  onChange,
}: {
  value: number;
  max: number;
  disabled?: boolean;
  label: string;
  onChange: (quantity: number) => void;
}) {
  const intl = useIntl();
  return (
    <Stack direction="row" role="group" aria-label={label} sx={{ alignItems: 'center' }}>
      <IconButton
        size="small"
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
        aria-label={intl.formatMessage({
          id: 'cart.quantity.decrease',
          defaultMessage: 'One less',
          description: 'Button that lowers a quantity by one',
        })}
      >
        <span aria-hidden="true">−</span>
      </IconButton>
      <Typography component="output" aria-live="polite" sx={{ minWidth: 28, textAlign: 'center' }}>
        {value}
      </Typography>
      <IconButton
        size="small"
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
        aria-label={intl.formatMessage({
          id: 'cart.quantity.increase',
          defaultMessage: 'One more',
          description: 'Button that raises a quantity by one',
        })}
      >
        <span aria-hidden="true">+</span>
      </IconButton>
    </Stack>
  );
}
