import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { OptionGroup } from '../../lib/catalog/variantOptions';
import { productMessages as m } from './productMessages';

/**
 * One labelled group of toggle buttons per attribute (aria-pressed on the chosen value). A value that
 * is sold out with the other choices is struck through, one that does not exist with them is dashed
 * and faint; both stay choosable (the page then moves to the nearest variant), and their names say why.
 */
export function VariantSelector({
  groups,
  onChoose,
}: {
  groups: OptionGroup[];
  onChoose: (groupIndex: number, key: string) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {groups.map((group, index) => (
        <OptionGroupControl
          key={group.attributeId ?? 'variant'}
          group={group}
          onChoose={(key) => onChoose(index, key)}
        />
      ))}
    </Box>
  );
}

function OptionGroupControl({ group, onChoose }: { group: OptionGroup; onChoose: (key: string) => void }) {
  const intl = useIntl();
  const labelId = useId();
  const name = group.name ?? intl.formatMessage(m.optionFallback);
  const chosen = group.values.find((value) => value.selected);
  return (
    <div>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {chosen
          ? intl.formatMessage(m.optionChosen, {
              name,
              value: (
                <Box component="span" key="value" sx={{ fontWeight: 'normal', color: 'text.secondary' }}>
                  {chosen.label}
                </Box>
              ),
            })
          : name}
      </Typography>
      <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {group.values.map((value) => (
          <ToggleButton
            key={value.key}
            value={value.key}
            size="small"
            selected={value.selected}
            onChange={() => {
              if (!value.selected) onChoose(value.key);
            }}
            aria-label={
              value.status === 'soldOut'
                ? intl.formatMessage(m.optionSoldOut, { value: value.label })
                : value.status === 'unavailable'
                  ? intl.formatMessage(m.optionUnavailable, { value: value.label })
                  : value.label
            }
            sx={{
              minWidth: 48,
              px: 1.5,
              textTransform: 'none',
              // MUI's default border is faint; the options must stand out from the page.
              borderColor: 'divider',
              color: 'text.primary',
              ...(value.status === 'soldOut' && { textDecoration: 'line-through' }),
              ...(value.status === 'unavailable' && { borderStyle: 'dashed', color: 'text.secondary' }),
              // A second line inside the border marks the choice without shifting the layout.
              '&.Mui-selected': {
                borderColor: 'primary.main',
                boxShadow: 'inset 0 0 0 1px',
                color: 'primary.main',
              },
            }}
          >
            {value.label}
          </ToggleButton>
        ))}
      </Box>
    </div>
  );
}
