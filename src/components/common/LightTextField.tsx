import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A labelled text field with a helper or error text, like MUI's TextField without its select
 * machinery (Select, Menu, Popover, Modal: about 26 KB gzip), for pages that need no select.
 */
export function LightTextField({
  id,
  label,
  helperText,
  error,
  required,
  sx,
  ...input
}: Omit<OutlinedInputProps, 'label' | 'sx'> & {
  id: string;
  label: string;
  helperText?: string | null;
  sx?: SxProps<Theme>;
}) {
  const hintId = helperText ? `${id}-hint` : undefined;
  return (
    // The control's size reaches the label too, so a small field's label sits inside it.
    <FormControl required={required} error={error} size={input.size} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        {...input}
        inputProps={{ ...input.inputProps, 'aria-describedby': hintId }}
      />
      {helperText && <FormHelperText id={hintId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
