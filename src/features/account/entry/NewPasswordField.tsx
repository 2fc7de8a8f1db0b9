import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import type { PasswordRuleCode } from './entryErrors';
import { passwordHint, passwordRuleMessages } from '../passwordRules';

/**
 * A field for choosing a password. Before sending it shows the rules the server checks; after a
 * refusal, every rule the server said was broken, in the shopper's language (its own message when the
 * server named no rule), beside the field where a screen reader reads it with the field.
 */
export function NewPasswordField({
  label,
  value,
  onChange,
  rules,
  error,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rules: PasswordRuleCode[];
  /** A message for the field that is not a password rule (missing, or the server's own words). */
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const intl = useIntl();
  const broken = rules.map((code) => intl.formatMessage(passwordRuleMessages[code]));
  const problems = broken.length > 0 ? broken : error ? [error] : [];
  return (
    <TextField
      label={label}
      type="password"
      name="new-password"
      autoComplete="new-password"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problems.length > 0}
      helperText={problems.length > 0 ? problems.join(' ') : intl.formatMessage(passwordHint)}
      inputRef={inputRef}
      fullWidth
    />
  );
}
