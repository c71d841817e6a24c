import type { ReactNode } from 'react';

import { registerNamespace } from '@/i18n/i18n';
import ar from '@/i18n/locales/ar/home.json';
import en from '@/i18n/locales/en/home.json';

import { AppPromotion } from './components/app-promotion';
import { FeaturedDeals } from './components/featured-deals';
import { Hero } from './components/hero';
import { PopularDestinations } from './components/popular-destinations';
import { SearchTabs } from './components/search-tabs';
import { Testimonials } from './components/testimonials';

registerNamespace('home', en, ar);

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
      <FeaturedDeals />
      <PopularDestinations />
      <Testimonials />
      <AppPromotion />
    </>
  );
}
