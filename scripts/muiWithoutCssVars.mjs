// Stands in, in the browser bundle, for MUI's CSS-variables theming (styles/createThemeWithVars.mjs and
// styles/ThemeProviderWithVars.mjs; see webpack.config.ts). MUI only calls them for a theme made with
// `cssVariables` or `colorSchemes`, which the app's themes (src/lib/theme.ts) never are, but imports
// them everywhere: about 7 KB gzip of the first load. A theme that needs them fails here, loudly.
const leftOut = () => {
  throw new Error(
    "MUI's CSS-variables theming (cssVariables, colorSchemes) is left out of this build: see webpack.config.ts",
  );
};

export default leftOut;
export const createGetCssVar = leftOut;
export const CssVarsProvider = leftOut;
export const Experimental_CssVarsProvider = leftOut;
export const useColorScheme = leftOut;
export const getInitColorSchemeScript = leftOut;
