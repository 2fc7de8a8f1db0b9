import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorText } from '../../api/errorMessages';
import {
  addressFieldLabels,
  addressHints,
  addressMessages,
  areaTypeLabels,
  cityAreaTypeLabels,
  cityTypeLabels,
  postalTypeLabels,
  typeLabel,
} from './addressMessages';
import { useShopCountriesQuery } from './addressesApi';
import { allowedParts, choiceOptions, formFieldOrder, matchChoice, type Choice } from './addressFormat';
import {
  isAddressField,
  requiredAddressFields,
  type AddressField,
  type AddressValues,
} from './addressValues';
import { localCountries } from './countryNames';
import { useAreaRules, useCountryRules } from './useCountryRules';

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

/** The fields whose value may come from a list of the country's data. */
type ListField = 'countryArea' | 'city' | 'cityArea';

/**
 * The address form, shared by the address book and the checkout. It follows the chosen country's
 * rules (Saleor's addressValidationRules, asked once per country): the fields its address format has,
 * in its order (a Chinese address from the postal code and province down to the street; names family
 * name first where names are written so), what it calls them (state, province, prefecture, county;
 * ZIP or postal code, with an example), which it requires, and its areas (and, where the data lists
 * them, the area's cities and districts) as choices named in the page's language. Until the rules
 * arrive, the common fields stand in. What was typed stays when the country changes: a field the new
 * country lacks is hidden (and sent empty), and comes back with its value if the country does; a value
 * picked from one country's list is not offered to another.
 *
 * The server validates per country: each error it gives appears under the field it names (the first
 * one per field), an error naming no field of the form above the form, and the focus goes to the
 * first field in error. What was typed stays when the server refuses.
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
  const { locale } = intl;
  const [values, setValues] = useState(initialValues);
  // Where each list value was picked (the country, and the area and city its list was of): such a
  // value does not carry over to another country's, area's or city's list.
  const [pickedFor, setPickedFor] = useState<Partial<Record<ListField, string>>>({});
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const countries = useShopCountriesQuery({}, { refetchOnMountOrArgChange: false });
  const shop = countries.data?.shop;

  // A new address starts in the shop's default country once the shop has said which it is.
  const fallbackCountry = shop?.defaultCountry?.code ?? shop?.countries[0]?.code ?? '';
  const typed: AddressValues = values.country ? values : { ...values, country: fallbackCountry };
  const country = typed.country;
  // Only the chosen country's own answer counts: while another country's rules load, the defaults
  // stand in.
  const rules = useCountryRules(country);
  const allowed = allowedParts(rules);

  /** A value that still applies where it is: not one picked from another country's (area's) list. */
  const carried = (field: ListField, scope: string) =>
    pickedFor[field] && pickedFor[field] !== scope ? '' : typed[field];

  /**
   * A list field's value: the key of the choice it names (by key or by either name, in any case),
   * else the value as it is, kept as an extra choice and chosen until the shopper picks from the list.
   * The form never drops what the shopper typed, the browser filled in or the stored address holds
   * (a list arriving after it, or naming it otherwise, "Shenzhen" for "Shenzhen Shi"): the server
   * judges it. `key` is the listed choice, if any.
   */
  const listValue = (field: ListField, scope: string, choices: readonly Choice[] | null | undefined) => {
    const value = carried(field, scope);
    if (!choices?.length) return { value, key: null, options: null };
    const key = matchChoice(value, choices);
    const options = choiceOptions(choices, locale);
    if (key) return { value: key, key, options };
    if (value.trim()) return { value, key: null, options: [{ value, label: value }, ...options] };
    return { value: '', key: null, options };
  };

  const scopes: Record<ListField, string> = { countryArea: country, city: '', cityArea: '' };
  const area = listValue('countryArea', scopes.countryArea, rules?.countryAreaChoices);
  // Only a listed area has cities listed below it.
  scopes.city = `${country}/${area.key ?? ''}`;
  const below = useAreaRules(country, area.key, carried('city', scopes.city));
  const city = listValue('city', scopes.city, below.area?.cityChoices);
  scopes.cityArea = `${scopes.city}/${below.cityKey ?? ''}`;
  const cityArea = listValue('cityArea', scopes.cityArea, below.cityKey ? below.city?.cityAreaChoices : null);

  /** What is sent: the fields the country has, each as shown; the others empty. */
  const shown: AddressValues = {
    ...typed,
    countryArea: area.value,
    city: city.value,
    cityArea: cityArea.value,
  };
  const submitted: AddressValues = { ...shown };
  for (const field of [
    'streetAddress1',
    'streetAddress2',
    'city',
    'cityArea',
    'countryArea',
    'postalCode',
  ] as const)
    if (!allowed.has(field)) submitted[field] = '';

  const order = formFieldOrder(country, rules);
  const required = requiredAddressFields(rules?.requiredFields);

  /** The text under a field: ours for the server's code and the field it names, else the form's own. */
  const textOf = (error: AddressServerError): string => errorText(error, intl.formatMessage) ?? failureText;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const errors = await onSubmit(submitted);
    setPending(false);
    if (!errors) {
      setFieldErrors({});
      setFormError(null);
      return;
    }
    const byField: Partial<Record<AddressField, string>> = {};
    for (const error of errors)
      if (isAddressField(error.field) && !byField[error.field]) byField[error.field] = textOf(error);
    // An error on a field this country's form does not show is the form's own.
    const unplaced = errors.find((error) => !isAddressField(error.field) || !order.includes(error.field));
    setFieldErrors(byField);
    setFormError(
      unplaced || !errors.length
        ? (unplaced && errorText(unplaced, intl.formatMessage)) || failureText
        : null,
    );
    const first = order.find((field) => byField[field]);
    if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  const change = (field: AddressField, value: string, fromList = false) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'countryArea' || field === 'city' || field === 'cityArea')
      setPickedFor((current) => ({ ...current, [field]: fromList ? scopes[field] : undefined }));
    // The server's word on a field stands until the shopper changes that field.
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** The field's label: the country's own word for it once its rules are known. */
  const labelOf = (field: AddressField): MessageDescriptor => {
    const own =
      field === 'countryArea'
        ? typeLabel(areaTypeLabels, rules?.countryAreaType)
        : field === 'city'
          ? typeLabel(cityTypeLabels, rules?.cityType)
          : field === 'cityArea'
            ? typeLabel(cityAreaTypeLabels, rules?.cityAreaType)
            : field === 'postalCode'
              ? typeLabel(postalTypeLabels, rules?.postalCodeType)
              : null;
    return own ?? addressFieldLabels[field];
  };

  const fieldProps = (field: AddressField) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    label: intl.formatMessage(labelOf(field)),
    value: shown[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    error: Boolean(fieldErrors[field]),
    helperText: fieldErrors[field],
    autoComplete: AUTOCOMPLETE[field],
    required: required.has(field),
    fullWidth: true,
    sx: { gridColumn: HALF.has(field) ? undefined : '1 / -1' },
  });

  /** A field whose values come from the country's data: a list of them, else free text. */
  const listField = (field: ListField, list: { options: { value: string; label: string }[] | null }) =>
    list.options ? (
      <TextField
        key={field}
        {...fieldProps(field)}
        onChange={(event) => change(field, event.target.value, true)}
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{intl.formatMessage(addressHints.choose)}</option>
        {list.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
    ) : (
      <TextField key={field} {...fieldProps(field)} />
    );

  const countryOptions = localCountries(shop?.countries ?? [], locale);
  const knownCountry = countryOptions.some((option) => option.code === country);
  const postalExample = rules?.postalCodeExamples?.[0];

  const render = (field: AddressField): ReactNode => {
    switch (field) {
      case 'country':
        return (
          <TextField
            key={field}
            {...fieldProps('country')}
            select
            helperText={
              fieldErrors.country ??
              (countries.isError ? intl.formatMessage(addressMessages.countriesFailed) : undefined)
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {!shop && <option value={country}>{intl.formatMessage(addressMessages.countriesLoading)}</option>}
            {shop && !knownCountry && <option value={country}>{country}</option>}
            {countryOptions.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </TextField>
        );
      case 'countryArea':
        return listField('countryArea', area);
      case 'city':
        return listField('city', city);
      case 'cityArea':
        return listField('cityArea', cityArea);
      case 'postalCode':
        return (
          <TextField
            key={field}
            {...fieldProps('postalCode')}
            helperText={
              fieldErrors.postalCode ??
              (postalExample
                ? intl.formatMessage(addressHints.postalExample, { example: postalExample })
                : undefined)
            }
          />
        );
      case 'phone':
        return (
          <TextField
            key={field}
            {...fieldProps('phone')}
            type="tel"
            helperText={fieldErrors.phone ?? intl.formatMessage(addressMessages.phoneHint)}
          />
        );
      case 'firstName':
      case 'lastName':
      case 'companyName':
      case 'streetAddress1':
      case 'streetAddress2':
        return <TextField key={field} {...fieldProps(field)} />;
    }
  };

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
          {order.map(render)}
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
