import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { AddressFieldsFragment } from './AddressFields.generated';
import { formatAddressLines, type AddressRules } from './addressFormat';
import { countryName } from './countryNames';
import { useCountryRules } from './useCountryRules';

/**
 * An address as lines of text in its country's own order (Saleor's addressFormat): a Chinese address
 * from the country and province down to the street and the name, family name first ("中国",
 * "广东省 深圳市 南山区", "科技园路1号", "张三"); an American one from the name to "City, ST ZIP" and
 * the country. Country names are in the page's language; the phone number comes last. Empty parts are
 * left out, so no line is blank and nothing is shown twice. Without the country's rules (not loaded
 * yet), the common order stands in: name, company, street, district and city, area and postal code.
 */
export function addressLines(address: AddressFieldsFragment, locale = 'en', rules?: AddressRules): string[] {
  return formatAddressLines(address, {
    rules,
    locale,
    countryName: countryName(address.country.code, locale, address.country.country),
  });
}

/** The address's lines with its country's rules (asked once per country for the whole visit). */
export function useAddressLines(address: AddressFieldsFragment | null | undefined): string[] {
  const { locale } = useIntl();
  const rules = useCountryRules(address?.country.code);
  return address ? addressLines(address, locale, rules) : [];
}

/** An address on its own lines, or (`inline`) on one line with commas, e.g. in a list of choices. */
export function AddressText({ address, inline }: { address: AddressFieldsFragment; inline?: boolean }) {
  const lines = useAddressLines(address);
  if (inline) return <span>{lines.join(', ')}</span>;
  return (
    <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
      {lines.join('\n')}
    </Typography>
  );
}
