import cairo from '../assets/cairo.svg';
import dubai from '../assets/dubai.svg';
import istanbul from '../assets/istanbul.svg';
import london from '../assets/london.svg';
import maldives from '../assets/maldives.svg';
import newYork from '../assets/new-york.svg';
import paris from '../assets/paris.svg';
import tokyo from '../assets/tokyo.svg';

// Artwork is bundled with the app, so no picture on the home page depends on another server.
export const CITY_IMAGES = {
  dubai,
  paris,
  london,
  istanbul,
  cairo,
  newYork,
  tokyo,
  maldives,
} as const;

/** Key of a city under `cities.<id>` in home.json (name, country, picture description). */
export type CityId = keyof typeof CITY_IMAGES;

/** §1: the hero shows four cities. */
export const HERO_CITIES = [
  'dubai',
  'paris',
  'istanbul',
  'cairo',
] as const satisfies readonly CityId[];
