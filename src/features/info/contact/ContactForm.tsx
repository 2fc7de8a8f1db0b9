import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { contactMessages as m, subjectMessages } from './contactMessages';
import {
  CONTACT_FIELDS,
  CONTACT_SUBJECTS,
  MESSAGE_MAX,
  MESSAGE_MIN,
  NAME_MAX,
  validateContact,
  validateContactField,
  type ContactError,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contactValidation';

/**
 * The contact form. It checks a field when the shopper leaves it and every field on submit, shows each
 * problem under its field (linked by aria-describedby, flagged with aria-invalid), puts the focus on the
 * first field in error, and never clears what was typed. Valid values go to onPrepared.
 */
export function ContactForm({
  initialValues,
  onPrepared,
}: {
  initialValues: ContactValues;
  onPrepared: (values: ContactValues) => void;
}) {
  const intl = useIntl();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<ContactErrors>({});

  const errorText = (field: ContactField, error: ContactError | undefined): string | undefined => {
    if (!error) return undefined;
    const count = values.message.trim().length;
    const texts: Record<ContactField, Partial<Record<ContactError, string>>> = {
      name: {
        required: intl.formatMessage(m.nameRequired),
        tooLong: intl.formatMessage(m.nameTooLong, { max: NAME_MAX }),
      },
      email: { required: intl.formatMessage(m.emailRequired), email: intl.formatMessage(m.emailInvalid) },
      orderNumber: { orderNumber: intl.formatMessage(m.orderNumberInvalid) },
      subject: { required: intl.formatMessage(m.subjectRequired) },
      message: {
        required: intl.formatMessage(m.messageRequired),
        tooShort: intl.formatMessage(m.messageTooShort, { min: MESSAGE_MIN }),
        tooLong: intl.formatMessage(m.messageTooLong, { max: MESSAGE_MAX, count }),
      },
    };
    return texts[field][error];
  };

  const change = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field already in error is checked as it changes, so the message goes the moment it is fixed.
    if (errors[field]) setErrors({ ...errors, [field]: validateContactField(field, next) });
  };

  const blur = (field: ContactField) =>
    setErrors({ ...errors, [field]: validateContactField(field, values) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) {
      // Each control is named after its field, so the form finds it without a ref per field.
      (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    onPrepared(values);
  };

  const fieldProps = (field: ContactField, hint?: string) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: () => blur(field),
    error: Boolean(errors[field]),
    helperText: errorText(field, errors[field]) ?? hint,
    fullWidth: true,
  });

  const messageLength = values.message.trim().length;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="contact-form-heading">
      <Stack spacing={2.5}>
        <Alert severity="info">{intl.formatMessage(m.honestNote)}</Alert>
        <TextField
          {...fieldProps('name')}
          label={intl.formatMessage(m.name)}
          autoComplete="name"
          required
          slotProps={{ htmlInput: { maxLength: NAME_MAX + 20 } }}
        />
        <TextField
          {...fieldProps('email', intl.formatMessage(m.emailHint))}
          label={intl.formatMessage(m.email)}
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          {...fieldProps('orderNumber', intl.formatMessage(m.orderNumberHint))}
          label={intl.formatMessage(m.orderNumber)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          {...fieldProps('subject')}
          label={intl.formatMessage(m.subject)}
          select
          required
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{intl.formatMessage(m.subjectPlaceholder)}</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {intl.formatMessage(subjectMessages[subject])}
            </option>
          ))}
        </TextField>
        <TextField
          {...fieldProps(
            'message',
            intl.formatMessage(m.messageCount, { count: messageLength, max: MESSAGE_MAX, min: MESSAGE_MIN }),
          )}
          label={intl.formatMessage(m.message)}
          required
          multiline
          minRows={5}
          maxRows={16}
        />
        <Box>
          <Button type="submit" variant="contained">
            {intl.formatMessage(m.submit)}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
