// The fonts' @font-face rules: webpack extracts them into the one stylesheet, which the build
// writes into index.html (webpack.config.ts), so they are there for the server's first screen.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-600.css';
import '@fontsource/cairo/arabic-700.css';

import { afterFirstScreen } from './app/after-first-screen';
import { loadLocaleData } from './lib/locale-data';

// The page's first screen is in the HTML (src/app/first-screen/). This entry is all the page
// loads before it is on screen; the app itself (React, the store, the page's code) is asked for
// once the browser has painted it, so the first screen's picture and text get the connection
// first and the app's download never delays them.
// The browser's locale data starts loading then too, on a worker's thread (src/lib/locale-data.ts).
void afterFirstScreen().then(() => {
  void loadLocaleData();
  return import(/* webpackChunkName: "app" */ './app/start');
});
