import type { Database } from '../../db/client.ts';
import {
  searchAvailability,
  type HotelCandidate,
  type HotelFilters,
} from '../../inventory/hotels/availability.ts';
import { hotelDetail } from '../../inventory/hotels/content.ts';
import type { HotelInventory } from '../../inventory/hotels/inventory.ts';
import { drawHotelPicture } from '../../inventory/hotels/pictures.ts';
import { nightCount, type RoomGroup } from '../../inventory/hotels/stay.ts';
import { DEFAULT_CURRENCY } from '../../inventory/shared/currencies.ts';
import { addDays, localDate } from '../../inventory/shared/time.ts';
import { ApiError, badRequest } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { pageRequest, toPage } from '../../lib/pagination.ts';
import { HOTEL_PAGE_SIZE, STAY_LIMITS, type HotelLanguage } from './constants.ts';
import type { SearchAnswer } from '../../plugins/search-answers.ts';
import { readHotelSales } from './repository.ts';
import type {
  AvailabilityPage,
  AvailabilityQuery,
  AvailabilityRequest,
  HotelDetail,
  HotelFilter,
} from './schemas.ts';

export interface HotelDeps {
  db: Database;
  clock: Clock;
  inventory: HotelInventory;
}

const invalid = (field: string, problem: string) =>
  badRequest(`${field}: ${problem}`, 'invalid', field);

// The day a search's dates are read against when its point reaches no city: the earliest date
// anywhere on Earth, so no date that is today somewhere is refused.
const EARLIEST_ZONE = 'Etc/GMT+12';

// Checks a stay's dates against today at the place; each broken rule is a 400 naming its field.
export function checkStay(checkIn: string, checkOut: string, today: string): void {
  if (checkIn < today) throw invalid('checkIn', 'must not be in the past');
  if (checkIn > addDays(today, STAY_LIMITS.daysAheadMax)) {
    throw invalid('checkIn', `must be at most ${STAY_LIMITS.daysAheadMax} days ahead`);
  }
  if (checkOut <= checkIn) throw invalid('checkOut', 'must be after checkIn');
  if (nightCount(checkIn, checkOut) > STAY_LIMITS.nightsMax) {
    throw invalid('checkOut', `must be at most ${STAY_LIMITS.nightsMax} nights after checkIn`);
  }
}

// The groups of rooms of a request, with every child's age (the default when left out).
export function roomGroups(occupancies: AvailabilityRequest['occupancies']): RoomGroup[] {
  let rooms = 0;
  const groups = occupancies.map((occupancy, index) => {
    rooms += occupancy.rooms;
    const ages = occupancy.childAges;
    if (ages !== undefined && ages.length !== occupancy.children) {
      throw invalid(`occupancies.${index}.childAges`, 'must give one age per child');
    }
    return {
      rooms: occupancy.rooms,
      adults: occupancy.adults,
      childAges:
        ages ?? Array.from({ length: occupancy.children }, () => STAY_LIMITS.defaultChildAge),
    };
  });
  if (rooms > STAY_LIMITS.roomsMax) {
    throw invalid('occupancies', `must ask for at most ${STAY_LIMITS.roomsMax} rooms in all`);
  }
  return groups;
}

function toFilters(filter: HotelFilter | undefined): HotelFilters {
  if (!filter) return {};
  if (
    filter.minRate !== undefined &&
    filter.maxRate !== undefined &&
    filter.minRate > filter.maxRate
  ) {
    throw invalid('filter.minRate', 'must not be more than filter.maxRate');
  }
  const minor = (amount: number | undefined) =>
    amount === undefined ? undefined : Math.round(amount * 100);
  return {
    minTotalMinor: minor(filter.minRate),
    maxTotalMinor: minor(filter.maxRate),
    stars: filter.stars,
    minGuestRating: filter.minGuestRating,
    propertyTypes: filter.propertyTypes,
    facilities: filter.facilities,
    boards: filter.boards,
    freeCancellation: filter.freeCancellation,
  };
}

// Where to look: a city's hotels, those within the radius of a point, or the hotels named (whose
// sales to read); the first city's date is today's.
function placeOf(inventory: HotelInventory, request: AvailabilityRequest) {
  const places = [request.destination, request.geolocation, request.hotels].filter(Boolean);
  if (places.length > 1) {
    throw invalid('destination', 'send one of destination, geolocation or hotels');
  }
  if (request.hotels) {
    const hotels = request.hotels.hotel.map((code, index) => {
      const hotel = inventory.hotel(code);
      if (!hotel) throw invalid(`hotels.hotel.${index}`, 'is not a hotel');
      return hotel;
    });
    return {
      candidates: hotels.map((hotel): HotelCandidate => ({ hotel, distanceKm: hotel.centreKm })),
      cities: [...new Set(hotels.map((hotel) => hotel.destination))],
    };
  }
  if (request.destination) {
    const destination = inventory.destinations.get(request.destination.code.toUpperCase());
    if (!destination) throw invalid('destination.code', 'is not a city with hotels');
    return {
      candidates: inventory.inCity(destination),
      cities: [destination],
    };
  }
  if (request.geolocation) {
    const { latitude, longitude, radius } = request.geolocation;
    const point = { latitude, longitude };
    return {
      candidates: inventory.near(point, radius),
      cities: inventory.destinationsNear(point, radius),
    };
  }
  throw invalid('destination', 'is required when neither geolocation nor hotels is sent');
}

// Reads the rooms sold in the place's hotels over the stay (one query), prices every hotel for
// the party, then filters, sorts and pages them; the facets are over every hotel with rooms for
// the party. The answer names the sales it was made from.
export async function searchHotelAvailability(
  deps: HotelDeps,
  request: AvailabilityRequest,
  query: AvailabilityQuery,
  requestUrl: string,
): Promise<SearchAnswer<AvailabilityPage>> {
  const groups = roomGroups(request.occupancies);
  const filters = toFilters(request.filter);
  const { candidates, cities } = placeOf(deps.inventory, request);
  const now = deps.clock.now();
  const today = localDate(cities[0]?.timeZone ?? EARLIEST_ZONE, now.getTime());
  checkStay(request.checkIn, request.checkOut, today);
  const { sold, read } = await readHotelSales(
    deps.db,
    {
      cityCodes: cities.map((city) => city.code),
      hotelCodes: candidates.map(({ hotel }) => hotel.code),
    },
    request.checkIn,
    request.checkOut,
  );
  const currency = request.currency ?? DEFAULT_CURRENCY;
  const stay = { checkIn: request.checkIn, checkOut: request.checkOut, groups, currency, today };
  const availability = searchAvailability(
    candidates,
    {
      ...stay,
      nowMs: now.getTime(),
      language: request.language ?? 'ENG',
      // A hotel's page (asked by its code) lists every rate; a list, each hotel's cheapest.
      ratesShown: request.hotels ? 'every' : 'cheapest',
    },
    sold,
    filters,
    request.sort ?? 'price',
  );
  const page = pageRequest({
    page: query.page,
    page_size: query.page_size ?? HOTEL_PAGE_SIZE.default,
  });
  const results = availability.hotels
    .slice(page.offset, page.offset + page.limit)
    .map(availability.build);
  return {
    answer: {
      ...toPage(requestUrl, page, { count: availability.hotels.length, results }),
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      nights: nightCount(request.checkIn, request.checkOut),
      currency,
      facets: availability.facets,
    },
    sales: read,
  };
}

export const hotelNotFound = () =>
  new ApiError(404, { detail: 'Hotel not found', code: 'not_found' });

/** A hotel's picture `file` ('3.svg'), drawn; unknown hotels and pictures are 404. */
export function drawPicture(
  deps: Pick<HotelDeps, 'inventory'>,
  code: number,
  file: string,
): string {
  const hotel = deps.inventory.hotel(code);
  if (!hotel) throw hotelNotFound();
  const drawn = drawHotelPicture(hotel, Number.parseInt(file, 10));
  if (drawn === null) throw new ApiError(404, { detail: 'Picture not found', code: 'not_found' });
  return drawn;
}

export function findHotelDetail(
  deps: HotelDeps,
  code: number,
  language: HotelLanguage,
): HotelDetail {
  const hotel = deps.inventory.hotel(code);
  if (!hotel) throw hotelNotFound();
  const today = localDate(hotel.destination.timeZone, deps.clock.now().getTime());
  return hotelDetail(hotel, language, today);
}
