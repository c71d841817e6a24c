import bosphorusPalace from '../assets/deal-bosphorus-palace.svg';
import coralLagoon from '../assets/deal-coral-lagoon.svg';
import marinaPearl from '../assets/deal-marina-pearl.svg';
import petitMontmartre from '../assets/deal-petit-montmartre.svg';

import type { CityId } from './cities';

export interface FeaturedDeal {
  /** Key under `deals.items` in home.json (name, picture description). */
  id: 'marinaPearl' | 'coralLagoon' | 'petitMontmartre' | 'bosphorusPalace';
  city: CityId;
  image: string;
  /** Guest rating out of 5. */
  rating: number;
  nights: number;
  /** Whole-stay prices in USD. */
  price: number;
  originalPrice: number;
}

// §1: four static marketing cards; Book Now on each goes to /hotels.
export const FEATURED_DEALS: readonly FeaturedDeal[] = [
  {
    id: 'marinaPearl',
    city: 'dubai',
    image: marinaPearl,
    rating: 4.7,
    nights: 3,
    price: 899,
    originalPrice: 1199,
  },
  {
    id: 'coralLagoon',
    city: 'maldives',
    image: coralLagoon,
    rating: 4.9,
    nights: 5,
    price: 2450,
    originalPrice: 3500,
  },
  {
    id: 'petitMontmartre',
    city: 'paris',
    image: petitMontmartre,
    rating: 4.6,
    nights: 4,
    price: 1080,
    originalPrice: 1350,
  },
  {
    id: 'bosphorusPalace',
    city: 'istanbul',
    image: bosphorusPalace,
    rating: 4.8,
    nights: 2,
    price: 361,
    originalPrice: 425,
  },
];

/** The saving as a fraction of the original price, to whole percent (0.25 for 25% off). */
export const discountOf = ({ price, originalPrice }: FeaturedDeal) =>
  Math.round((1 - price / originalPrice) * 100) / 100;
