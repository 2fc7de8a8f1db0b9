import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGE_NAMES } from './languageNames';
import { SUPPORTED_LOCALES, type Locale } from './localeSlice';

export interface LanguageMenuProps {
  id: string;
  anchor: HTMLElement | null;
  current: Locale;
  onPick: (locale: Locale) => void;
  onClose: () => void;
}

/** The languages, each named in itself (loaded on first opening). */
export default function LanguageMenu({ id, anchor, current, onPick, onClose }: LanguageMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {SUPPORTED_LOCALES.map((option) => (
        <MenuItem
          key={option}
          lang={option}
          role="menuitemradio"
          aria-checked={option === current}
          selected={option === current}
          onClick={() => onPick(option)}
        >
          {LANGUAGE_NAMES[option].name}
        </MenuItem>
      ))}
    </Menu>
  );
}
