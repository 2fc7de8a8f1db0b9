import { defineMessages } from 'react-intl';
import { AutoModeIcon, MoonIcon, SunIcon } from '../../components/common/icons';
import type { ColourModePreference } from './colourModeSlice';

export const COLOUR_MODES: ColourModePreference[] = ['light', 'dark', 'system'];

export const colourModeLabels = defineMessages({
  light: { id: 'colourMode.light', defaultMessage: 'Light', description: 'Colour mode option: always light' },
  dark: { id: 'colourMode.dark', defaultMessage: 'Dark', description: 'Colour mode option: always dark' },
  system: {
    id: 'colourMode.system',
    defaultMessage: 'Same as the system',
    description: 'Colour mode option: follow the operating system',
  },
});

export const colourModeIcons = { light: SunIcon, dark: MoonIcon, system: AutoModeIcon };
