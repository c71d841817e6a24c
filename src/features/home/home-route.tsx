import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { lazyOnIntent } from '@/components/deferred/lazy-on-intent';
import { registerNamespace } from '@/i18n/i18n';

import { Hero } from './components/hero';
import { SearchTabs } from './components/search-tabs';

// Only the visitor's language comes with the page; the other one loads if they switch.
registerNamespace(
  'home',
  () => import(/* webpackChunkName: "strings-en-home" */ '@/i18n/locales/en/home.json'),
  () => import(/* webpackChunkName: "strings-ar-home" */ '@/i18n/locales/ar/home.json'),
);

// Everything below the search card (deals, destinations, testimonials, the app) is off screen
// when the page opens, at every width: it loads at the visitor's first sign of use, when it comes
// into view, or once the page has gone quiet, and is not part of the first download.
const BelowTheFold = lazyOnIntent(
  async () =>
    (await import(/* webpackChunkName: "home-below" */ './components/below-the-fold')).BelowTheFold,
  { whenSeen: true },
);

// Holds the sections' place at about their height (measured in both languages), so a page
// restored scrolled down lands near where it was.
const belowTheFoldPlaceholder = (
  <Box sx={{ minHeight: { xs: 6200, sm: 3660, md: 2830, lg: 2790 } }} />
);

interface HomeRouteProps {
  /** The search forms live in their own features; the app layer hands them in. */
  flightSearch?: ReactNode;
  hotelSearch?: ReactNode;
}

/** §1 and §2: the home page, in the order the spec lists its parts. */
export function HomeRoute({ flightSearch, hotelSearch }: HomeRouteProps = {}) {
  return (
    <>
      <Hero />
      <SearchTabs flightPanel={flightSearch} hotelPanel={hotelSearch} />
      <BelowTheFold fallback={belowTheFoldPlaceholder} />
    </>
  );
}
