import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useIntl } from 'react-intl';
import { colourModeIcons, colourModeLabels, COLOUR_MODES } from './colourModeOptions';
import type { ColourModePreference } from './colourModeSlice';

export interface ColourModeMenuProps {
  id: string;
  anchor: HTMLElement | null;
  current: ColourModePreference;
  onPick: (mode: ColourModePreference) => void;
  onClose: () => void;
}

/** The colour-mode choices (loaded on first opening). */
export default function ColourModeMenu({ id, anchor, current, onPick, onClose }: ColourModeMenuProps) {
  const intl = useIntl();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {COLOUR_MODES.map((mode) => {
        const Icon = colourModeIcons[mode];
        return (
          <MenuItem
            key={mode}
            role="menuitemradio"
            aria-checked={mode === current}
            selected={mode === current}
            onClick={() => onPick(mode)}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{intl.formatMessage(colourModeLabels[mode])}</ListItemText>
          </MenuItem>
        );
      })}
    </Menu>
  );
}
