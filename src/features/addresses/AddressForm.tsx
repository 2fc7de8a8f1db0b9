import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { addressFieldLabels, addressMessages } from './addressMessages';
import type { CountryCode } from '../../api/generated/schemaTypes';
import { useAddressValidationRulesQuery, useShopCountriesQuery } from './addressesApi';
import {
  ADDRESS_FIELDS,
  isAddressField,
  requiredAddressFields,
  type AddressField,
  type AddressValues,
} from './addressValues';

/** An error as Saleor's mutations give them (AccountError, CheckoutError): field, code, message. */
export interface AddressServerError {
  field?: string | null;
  code?: string | null;
  message?: string | null;
}

/** What became of a submit: null when saved, else the server's errors ([] when it said nothing). */
export type AddressSubmitResult = readonly AddressServerError[] | null;

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  companyName: 'organization',
  country: 'country',
  streetAddress1: 'address-line1',
  streetAddress2: 'address-line2',
  city: 'address-level2',
  cityArea: 'address-level3',
  countryArea: 'address-level1',
  postalCode: 'postal-code',
  phone: 'tel',
};

/** Half-width fields sit two to a row from the small breakpoint up; the rest take the whole row. */
const HALF: ReadonlySet<AddressField> = new Set([
  'firstName',
  'lastName',
  'city',
  'cityArea',
  'countryArea',
  'postalCode',
]);

/**
 * The address form, shared by the address book and the checkout. The server validates per country:
 * each error it gives appears under the field it names (the first one per field), an error naming no
 * field of the form above the form, and the focus goes to the first field in error. What was typed
 * stays when the server refuses.
 *
 * `onSubmit` saves and answers null when saved, else the errors; `failureText` is shown when the
 * server refused without a message of its own.
 */
export function AddressForm({
  initialValues,
  onSubmit,
  submitLabel,
  failureText,
  onCancel,
  idPrefix,
  'aria-label': ariaLabel,
}: {
  initialValues: AddressValues;
  onSubmit: (values: AddressValues) => Promise<AddressSubmitResult>;
  submitLabel: string;
  failureText: string;
  onCancel?: () => void;
  /** Makes the fields' ids unique when several forms are on one page. */
  idPrefix: string;
  'aria-label'?: string;
}) {
  const intl = useIntl();
  const [values, setValues] = useState(initialValues);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const countries = useShopCountriesQuery({}, { refetchOnMountOrArgChange: false });
  const shop = countries.data?.shop;

  // A new address starts in the shop's default country once the shop has said which it is.
  const fallbackCountry = shop?.defaultCountry?.code ?? shop?.countries[0]?.code ?? '';
  const shown: AddressValues = values.country ? values : { ...values, country: fallbackCountry };
  // The chosen country's rules mark its required fields (US: state and ZIP code as well). Only the
  // chosen country's own answer counts: while another country's rules load, the defaults stand in.
  const rules = useAddressValidationRulesQuery(
    shown.country ? { countryCode: shown.country as CountryCode } : skipToken,
    { refetchOnMountOrArgChange: false },
  );
  const required = requiredAddressFields(rules.currentData?.addressValidationRules?.requiredFields);

  /** The text under a field: Saleor's two address texts in the shopper's language, else its own. */
  const textOf = (error: AddressServerError): string => {
    if (error.code === 'REQUIRED') return intl.formatMessage(addressMessages.required);
    if (error.code === 'INVALID') return intl.formatMessage(addressMessages.invalid);
    return error.message?.trim() || failureText;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const errors = await onSubmit(shown);
    setPending(false);
    if (!errors) {
      setFieldErrors({});
      setFormError(null);
      return;
    }
    const byField: Partial<Record<AddressField, string>> = {};
    for (const error of errors)
      if (isAddressField(error.field) && !byField[error.field]) byField[error.field] = textOf(error);
    const unplaced = errors.find((error) => !isAddressField(error.field));
    setFieldErrors(byField);
    setFormError(unplaced || !errors.length ? unplaced?.message?.trim() || failureText : null);
    const first = ADDRESS_FIELDS.find((field) => byField[field]);
    if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  const change = (field: AddressField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The server's word on a field stands until the shopper changes that field.
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const fieldProps = (field: AddressField) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    label: intl.formatMessage(addressFieldLabels[field]),
    value: shown[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    error: Boolean(fieldErrors[field]),
    helperText: fieldErrors[field],
    autoComplete: AUTOCOMPLETE[field],
    required: required.has(field),
    fullWidth: true,
    sx: { gridColumn: HALF.has(field) ? undefined : '1 / -1' },
  });

  const countryOptions = shop?.countries ?? [];
  const knownCountry = countryOptions.some((country) => country.code === shown.country);
  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={pending}
      aria-label={ariaLabel}
    >
      <Stack spacing={2}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField {...fieldProps('firstName')} />
          <TextField {...fieldProps('lastName')} />
          <TextField {...fieldProps('companyName')} />
          <TextField
            {...fieldProps('country')}
            select
            helperText={
              fieldErrors.country ??
              (countries.isError ? intl.formatMessage(addressMessages.countriesFailed) : undefined)
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {!shop && (
              <option value={shown.country}>{intl.formatMessage(addressMessages.countriesLoading)}</option>
            )}
            {shop && !knownCountry && <option value={shown.country}>{shown.country}</option>}
            {countryOptions.map((country) => (
              <option key={country.code} value={country.code}>
                {country.country}
              </option>
            ))}
          </TextField>
          <TextField {...fieldProps('streetAddress1')} />
          <TextField {...fieldProps('streetAddress2')} />
          <TextField {...fieldProps('city')} />
          <TextField {...fieldProps('cityArea')} />
          <TextField {...fieldProps('countryArea')} />
          <TextField {...fieldProps('postalCode')} />
          <TextField
            {...fieldProps('phone')}
            type="tel"
            helperText={fieldErrors.phone ?? intl.formatMessage(addressMessages.phoneHint)}
          />
        </Box>
        {countries.isError && (
          <Box>
            <Button onClick={() => void countries.refetch()}>
              {intl.formatMessage(addressMessages.retry)}
            </Button>
          </Box>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel}
          </Button>
          {onCancel && <Button onClick={onCancel}>{intl.formatMessage(addressMessages.cancel)}</Button>}
        </Stack>
      </Stack>
    </Box>
  );
}
