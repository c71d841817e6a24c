import { AppPromotion } from './app-promotion';
import { FeaturedDeals } from './featured-deals';
import { PopularDestinations } from './popular-destinations';
import { Testimonials } from './testimonials';

/** The home page below the search card (§1, in the spec's order): its own chunk, loaded later. */
export function BelowTheFold() {
  return (
    <>
      <FeaturedDeals />
      <PopularDestinations />
      <Testimonials />
      <AppPromotion />
    </>
  );
}
