// The colourMode feature's public face: what other features may use. Everything else in this folder is its own.

export { ColourModeSwitch } from './ColourModeSwitch';
export { useShownColourScheme } from './AppThemeProvider';
export { colourSchemeInitScript } from './colourSchemeInitScript';
