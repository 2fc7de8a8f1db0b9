import Typography from '@mui/material/Typography';
import type { AddressFieldsFragment } from './AddressFields.generated';

/**
 * An address as lines of text: name, company, street, area and city, postal code, country, phone.
 * Empty parts are left out, so no line is blank and nothing is shown twice.
 */
export function addressLines(address: AddressFieldsFragment): string[] {
  const join = (...parts: (string | null | undefined)[]) => parts.filter((part) => part?.trim()).join(' ');
  return [
    join(address.firstName, address.lastName),
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
  return (
    <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
      {addressLines(address).join('\n')}
    </Typography>
  );
}
