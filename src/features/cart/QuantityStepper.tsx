import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';

/**
 * Minus, the quantity, plus: a labelled group a keyboard user steps through with Tab and Enter. The
 * quantity can be typed too; it is taken on Enter or on leaving the field, when it is a whole number
 * from 1 to `max`, and otherwise the field goes back to the quantity and says what it takes.
 */
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
  const hintId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = draft.trim();
    const quantity = /^\d+$/.test(typed) ? Number(typed) : NaN;
    const valid = quantity >= 1 && quantity <= max;
    setInvalid(!valid);
    if (valid && quantity !== value) onChange(quantity);
  };
  const step = (quantity: number) => {
    setDraft(null);
    setInvalid(false);
    onChange(quantity);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setDraft(null);
  };

  return (
    <Stack sx={{ alignItems: 'center' }}>
      <Stack direction="row" role="group" aria-label={label} sx={{ alignItems: 'center' }}>
        <IconButton
          size="small"
          disabled={disabled || value <= 1}
          onClick={() => step(value - 1)}
          aria-label={intl.formatMessage({
            id: 'cart.quantity.decrease',
            defaultMessage: 'One less',
            description: 'Button that lowers a quantity by one',
          })}
        >
          <span aria-hidden="true">−</span>
        </IconButton>
        <InputBase
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => {
            setInvalid(false);
            setDraft(event.target.value);
          }}
          onBlur={commit}
          onKeyDown={onKeyDown}
          inputProps={{
            type: 'number',
            inputMode: 'numeric',
            min: 1,
            max: Number.isFinite(max) ? max : undefined,
            'aria-label': label,
            'aria-invalid': invalid || undefined,
            'aria-describedby': invalid ? hintId : undefined,
          }}
          sx={{
            width: 40,
            '& input': {
              textAlign: 'center',
              p: 0.5,
              borderRadius: 1,
              border: 1,
              borderColor: invalid ? 'error.main' : 'divider',
              MozAppearance: 'textfield',
              '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { display: 'none' },
            },
          }}
        />
        <IconButton
          size="small"
          disabled={disabled || value >= max}
          onClick={() => step(value + 1)}
          aria-label={intl.formatMessage({
            id: 'cart.quantity.increase',
            defaultMessage: 'One more',
            description: 'Button that raises a quantity by one',
          })}
        >
          <span aria-hidden="true">+</span>
        </IconButton>
      </Stack>
      {invalid && (
        // As wide as the stepper, never wider: the hint wraps instead of pushing the line apart.
        <Typography
          id={hintId}
          role="alert"
          variant="caption"
          color="error"
          sx={{ width: 0, minWidth: '100%', textAlign: 'center' }}
        >
          {Number.isFinite(max)
            ? intl.formatMessage(
                {
                  id: 'cart.quantity.invalidUpTo',
                  defaultMessage: 'Enter a whole number from 1 to {max}.',
                  description: 'Shown under a typed quantity that cannot be taken',
                },
                { max },
              )
            : intl.formatMessage({
                id: 'cart.quantity.invalid',
                defaultMessage: 'Enter a whole number of 1 or more.',
                description: 'Shown under a typed quantity that cannot be taken, with no upper limit',
              })}
        </Typography>
      )}
    </Stack>
  );
}
