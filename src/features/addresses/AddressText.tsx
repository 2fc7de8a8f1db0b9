import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { personName } from '../../lib/personName';
import type { AddressFieldsFragment } from './AddressFields.generated';

/**
 * An address as lines of text: name, company, street, area and city, postal code, country, phone.
 * Empty parts are left out, so no line is blank and nothing is shown twice. The name follows the
 * locale's order ("张伟" in Chinese); without a locale it is written given name first.
 */
export function addressLines(address: AddressFieldsFragment, locale = 'en'): string[] {
  const join = (...parts: (string | null | undefined)[]) => parts.filter((part) => part?.trim()).join(' ');
  return [
    personName(address.firstName, address.lastName, locale),
    address.companyName,
    address.streetAddress1,
    address.streetAddress2,
    [join(address.cityArea, address.city), join(address.countryArea, address.postalCode)]
      .filter(Boolean)
      .join(', '),
    address.country.country,
    address.phone ?? '',
  ].filter((line) => line.trim());
}

export function AddressText({ address }: { address: AddressFieldsFragment }) {
  const { locale } = useIntl();
  return (
    <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
      {addressLines(address, locale).join('\n')}
    </Typography>
  );
}
