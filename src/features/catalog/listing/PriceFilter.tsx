import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { listingMessages } from './listingMessages';

const toField = (value: number | null) => (value == null ? '' : String(value));
const toAmount = (field: string) => {
  const amount = field.trim() === '' ? NaN : Number(field);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
};

/**
 * Lowest and highest price, applied together with a button (not on each keystroke: every change is a
 * request and a history entry). Keyed by the URL's values, so back/forward refill the fields.
 */
export function PriceFilter({
  min,
  max,
  onApply,
}: {
  min: number | null;
  max: number | null;
  onApply: (range: { minPrice: number | null; maxPrice: number | null }) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [low, setLow] = useState(toField(min));
  const [high, setHigh] = useState(toField(max));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let [minPrice, maxPrice] = [toAmount(low), toAmount(high)];
    if (minPrice != null && maxPrice != null && minPrice > maxPrice)
      [minPrice, maxPrice] = [maxPrice, minPrice];
    onApply({ minPrice, maxPrice });
  };
  const field = (label: string, value: string, set: (value: string) => void, suffix: string) => (
    <FormControl size="small" sx={{ flex: 1, minWidth: 0 }}>
      <InputLabel htmlFor={`${id}-${suffix}`}>{label}</InputLabel>
      <OutlinedInput
        id={`${id}-${suffix}`}
        label={label}
        value={value}
        onChange={(event) => set(event.target.value)}
        inputProps={{ inputMode: 'decimal', type: 'number', min: 0, step: 'any' }}
      />
    </FormControl>
  );
  return (
    <Stack component="form" onSubmit={submit} spacing={1.5} aria-labelledby={`${id}-legend`}>
      <Typography id={`${id}-legend`} variant="subtitle2" component="h3">
        {intl.formatMessage(listingMessages.price)}
      </Typography>
      <Stack direction="row" spacing={1}>
        {field(intl.formatMessage(listingMessages.minPrice), low, setLow, 'min')}
        {field(intl.formatMessage(listingMessages.maxPrice), high, setHigh, 'max')}
      </Stack>
      <Button type="submit" variant="outlined" size="small">
        {intl.formatMessage(listingMessages.applyPrice)}
      </Button>
    </Stack>
  );
}
