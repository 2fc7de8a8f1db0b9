import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { StatusColour } from './statusLabels';

// Each colour as a tinted background with text that passes WCAG AA in both colour modes.
const TINTS: Record<StatusColour, { light: [string, string]; dark: [string, string] }> = {
  gray: { light: ['#eceff1', '#37474f'], dark: ['#37474f', '#eceff1'] },
  yellow: { light: ['#fff3bf', '#5c4400'], dark: ['#5c4a00', '#fff3bf'] },
  blue: { light: ['#e3f2fd', '#0d47a1'], dark: ['#0d3a6e', '#e3f2fd'] },
  purple: { light: ['#f3e5f5', '#6a1b9a'], dark: ['#4a148c', '#f3e5f5'] },
  orange: { light: ['#ffe0b2', '#7a3300'], dark: ['#6d3200', '#ffe0b2'] },
  green: { light: ['#e8f5e9', '#1b5e20'], dark: ['#1b4d1f', '#e8f5e9'] },
  red: { light: ['#ffebee', '#b71c1c'], dark: ['#6d1414', '#ffebee'] },
};

export function StatusChip({ label, colour }: { label: MessageDescriptor; colour: StatusColour }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      label={intl.formatMessage(label)}
      data-colour={colour}
      // Both modes' tints in the styles; the page's colour-scheme attribute picks one.
      sx={[
        { bgcolor: TINTS[colour].light[0], color: TINTS[colour].light[1], fontWeight: 600 },
        (theme: Theme) =>
          theme.applyStyles('dark', { bgcolor: TINTS[colour].dark[0], color: TINTS[colour].dark[1] }),
      ]}
    />
  );
}
