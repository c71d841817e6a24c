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

/** §1 and §2: the home page, in the order the spec lists its parts. */
export function HomeRoute() {
  return (
    <>
      <Hero />
      <SearchTabs />
      <FeaturedDeals />
      <PopularDestinations />
      <Testimonials />
      <AppPromotion />
    </>
  );
}
