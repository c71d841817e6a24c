/*
 * What the build puts in place of MUI's CSS-variables theme builder and provider (see
 * webpack.config.ts): Safar's themes are plain themes (theme.ts), so MUI's createTheme and
 * ThemeProvider never take that path, yet they import its code into every page. Reaching it
 * means a theme asked for CSS variables: say so loudly.
 */
function cssVariablesThemesAreNotBuilt(): never {
  throw new Error(
    'This build leaves out MUI’s CSS-variables themes (webpack.config.ts); Safar’s themes do not use them.',
  );
}

export default cssVariablesThemesAreNotBuilt;
export const CssVarsProvider = cssVariablesThemesAreNotBuilt;
