import Box from '@mui/material/Box';

import { lazyOnIntent } from '@/components/deferred/lazy-on-intent';

/*
 * The footer, in its own chunk. On the home page it is far below the fold (under the sections
 * that load later), and on /cars under the results, so there its code loads when it comes into
 * view, at the visitor's first sign of use or once the page is quiet, and is neither part of the
 * first download nor drawn on the server's first screen. Every other page
 * loads it with the page's own code (lazy-routes.tsx), so it is drawn in their first render and
 * the server's first screen as before.
 *
 * Each has its own: a component loaded once is drawn at once ever after, and the server draws
 * every page in one process. Sharing one, the server would draw home's footer once any other page
 * had loaded it, where a visitor's browser draws the placeholder.
 */
const loadFooter = async () => (await import(/* webpackChunkName: "footer" */ './footer')).Footer;

/** The footer of pages that draw it on their first screen (preloaded with the page). */
export const LazyFooter = lazyOnIntent(loadFooter, { whenSeen: true });

/** The footer of pages that have it far below the fold (never preloaded). */
export const FooterWhenSeen = lazyOnIntent(loadFooter, { whenSeen: true });

/** Holds the footer's place at about its height (measured in both languages) until it loads. */
export const footerPlaceholder = (
  <Box
    aria-hidden
    sx={{
      minHeight: { xs: 760, sm: 740, md: 390 },
      bgcolor: 'background.paper',
      borderTop: 1,
      borderColor: 'divider',
    }}
  />
);
