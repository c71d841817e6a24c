import { Type, type Static } from 'typebox';
import {
  BAGGAGE_OPTIONS,
  CABINS,
  DEFAULT_MAX_OFFERS,
  FLIGHT_PAGE_SIZE,
  MAX_DAYS_AHEAD,
  PASSENGER_LIMITS,
  SORT_OPTIONS,
} from '../../inventory/flights/constants.ts';
import { CURRENCY_CODES } from '../../inventory/shared/currencies.ts';
import { FEE_TYPES } from '../../inventory/flights/fares.ts';
import { PageNumberSchema, PageSchema } from '../../lib/pagination.ts';
import { LocationSchema } from '../locations/schemas.ts';
import { FLEXIBLE_DATES } from './constants.ts';

export {
  BAGGAGE_OPTIONS,
  CABINS,
  DEFAULT_MAX_OFFERS,
  FLIGHT_PAGE_SIZE,
  MAX_DAYS_AHEAD,
  PASSENGER_LIMITS,
  SORT_OPTIONS,
  type BaggageOption,
  type Cabin,
  type SortOption,
} from '../../inventory/flights/constants.ts';
export {
  CURRENCY_CODES,
  CURRENCY_RATES,
  CURRENCY_RATES_DATE,
  type CurrencyCode,
} from '../../inventory/shared/currencies.ts';

const locationCode = (description: string) =>
  Type.String({
    pattern: '^[A-Za-z]{3}$',
    description: `${description}: an airport or a metropolitan city code (LON searches all London airports)`,
    examples: ['DXB'],
  });
const airlineList = (description: string) =>
  Type.String({
    pattern: '^[A-Za-z0-9]{2}(,[A-Za-z0-9]{2})*$',
    maxLength: 299,
    description: `${description}, comma separated IATA airline codes`,
    examples: ['EK,QR'],
  });

// §3 "Flight search params", with the §7 rules.
export const FlightSearchQuerySchema = Type.Object({
  originLocationCode: locationCode('From'),
  destinationLocationCode: locationCode('To'),
  departureDate: Type.String({
    format: 'date',
    description: `Local date at the origin, from today up to ${MAX_DAYS_AHEAD} days ahead`,
    examples: ['2026-03-10'],
  }),
  returnDate: Type.Optional(
    Type.String({ format: 'date', description: 'Round trips: not before departureDate' }),
  ),
  adults: Type.Integer({
    minimum: PASSENGER_LIMITS.adultsMin,
    maximum: PASSENGER_LIMITS.seatedMax,
  }),
  children: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: PASSENGER_LIMITS.seatedMax,
      description: `2 to 11 years; adults + children at most ${PASSENGER_LIMITS.seatedMax}`,
      default: 0,
    }),
  ),
  infants: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: PASSENGER_LIMITS.seatedMax,
      description: 'Under 2, on an adult’s lap: at most one per adult',
      default: 0,
    }),
  ),
  travelClass: Type.Optional(Type.Enum(CABINS, { default: 'ECONOMY' })),
  includedAirlineCodes: Type.Optional(airlineList('Only these airlines')),
  excludedAirlineCodes: Type.Optional(
    airlineList('Not these airlines (not together with includedAirlineCodes)'),
  ),
  airlines: Type.Optional(airlineList('Only these airlines (the filter panel)')),
  nonStop: Type.Optional(Type.Boolean({ description: 'Direct flights only', default: false })),
  stops: Type.Optional(
    Type.Array(Type.Integer({ minimum: 0, maximum: 2 }), {
      maxItems: 3,
      description: 'Repeated: ?stops=0&stops=1. The most stops of any itinerary of the offer.',
    }),
  ),
  baggage: Type.Optional(
    Type.Enum(BAGGAGE_OPTIONS, { description: 'Checked bag included in the fare, or not' }),
  ),
  currencyCode: Type.Optional(Type.Enum(CURRENCY_CODES, { default: 'USD' })),
  maxPrice: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: 'The most any one traveller pays (Amadeus maxPrice), in the currency',
    }),
  ),
  min_price: Type.Optional(
    Type.Number({ minimum: 0, description: 'Lowest grand total of an offer, in the currency' }),
  ),
  max_price: Type.Optional(
    Type.Number({ minimum: 0, description: 'Highest grand total of an offer, in the currency' }),
  ),
  max: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: DEFAULT_MAX_OFFERS,
      default: DEFAULT_MAX_OFFERS,
      description: 'How many offers at most, after filters, in the sort order',
    }),
  ),
  sort_by: Type.Optional(Type.Enum(SORT_OPTIONS, { default: 'price' })),
  page: Type.Optional(PageNumberSchema),
  page_size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: FLIGHT_PAGE_SIZE.max,
      default: FLIGHT_PAGE_SIZE.default,
    }),
  ),
});
export type FlightSearchQuery = Static<typeof FlightSearchQuerySchema>;

const money = Type.String({ pattern: '^\\d+\\.\\d{2}$', examples: ['512.40'] });
const localTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$',
  description: 'Local time at the airport, without offset',
  examples: ['2026-03-10T08:45:00'],
});
const isoDuration = Type.String({ pattern: '^PT(\\d+H)?(\\d+M)?$', examples: ['PT7H25M'] });
const bags = Type.Object({ quantity: Type.Integer({ minimum: 0 }) });
const cabin = Type.Enum(CABINS);
const currency = Type.Enum(CURRENCY_CODES);

// Beyond Amadeus's endpoint, the airport's and its city's names in English and Arabic, as the
// location search gives them (issue 12). Optional: an offer priced, or a booking made, before the
// names were added has only the code.
const EndpointSchema = Type.Object({
  iataCode: Type.String({ pattern: '^[A-Z]{3}$' }),
  terminal: Type.Optional(Type.String()),
  at: localTime,
  ...Type.Partial(Type.Pick(LocationSchema, ['name', 'nameAr', 'cityName', 'cityNameAr']))
    .properties,
});

export const FlightSegmentSchema = Type.Object({
  departure: EndpointSchema,
  arrival: EndpointSchema,
  carrierCode: Type.String({ examples: ['EK'] }),
  number: Type.String({ examples: ['1'] }),
  aircraft: Type.Object({ code: Type.String({ examples: ['388'] }) }),
  duration: isoDuration,
  id: Type.String(),
  numberOfStops: Type.Integer({ minimum: 0 }),
  includedCheckedBags: bags,
});
export type FlightSegment = Static<typeof FlightSegmentSchema>;

export const FlightItinerarySchema = Type.Object({
  duration: Type.String({ ...isoDuration, description: 'Flights plus connections' }),
  segments: Type.Array(FlightSegmentSchema),
});
export type FlightItinerary = Static<typeof FlightItinerarySchema>;

export const FlightOfferSchema = Type.Object({
  type: Type.Literal('flight-offer'),
  id: Type.String({ description: 'Stable: the same flights and cabin give the same id' }),
  source: Type.Literal('GDS'),
  oneWay: Type.Boolean(),
  lastTicketingDate: Type.String({ format: 'date' }),
  numberOfBookableSeats: Type.Integer({ minimum: 1, maximum: 9 }),
  itineraries: Type.Array(FlightItinerarySchema, {
    minItems: 1,
    maxItems: 2,
    description: 'Outbound, and the return of a round trip',
  }),
  price: Type.Object({
    currency,
    total: money,
    base: money,
    fees: Type.Array(Type.Object({ amount: money, type: Type.Enum(FEE_TYPES) }), {
      description: 'Amadeus fee types: SUPPLIER (the carrier’s surcharge), TICKETING (Safar’s)',
    }),
    taxes: Type.Array(Type.Object({ amount: money, code: Type.String({ examples: ['XT'] }) }), {
      description: 'Taxes and airport charges, by IATA code; base + taxes + fees = total',
    }),
    grandTotal: money,
  }),
  validatingAirlineCodes: Type.Array(Type.String()),
  travelerPricings: Type.Array(
    Type.Object({
      travelerId: Type.String(),
      fareOption: Type.Literal('STANDARD'),
      travelerType: Type.Enum(['ADULT', 'CHILD', 'HELD_INFANT']),
      price: Type.Object({ currency, total: money, base: money }),
      fareDetailsBySegment: Type.Array(
        Type.Object({
          segmentId: Type.String(),
          cabin,
          class: Type.String({ description: 'Booking class letter' }),
          includedCheckedBags: bags,
        }),
      ),
    }),
  ),
  class: Type.Enum(CABINS, { description: 'The cabin' }),
});
export type FlightOffer = Static<typeof FlightOfferSchema>;

export const FlightOfferFacetsSchema = Type.Object(
  {
    airlines: Type.Array(
      Type.Object({
        code: Type.String(),
        name: Type.String(),
        nameAr: Type.String({
          description: 'The airline’s name in Arabic (its own where it has one)',
          examples: ['طيران الإمارات'],
        }),
        count: Type.Integer({ minimum: 0 }),
        minPrice: money,
      }),
    ),
    price: Type.Object({
      min: Type.Union([money, Type.Null()]),
      max: Type.Union([money, Type.Null()]),
      currency,
    }),
    stops: Type.Array(
      Type.Object({ stops: Type.Integer({ minimum: 0 }), count: Type.Integer({ minimum: 0 }) }),
    ),
  },
  {
    description:
      'Over the route’s offers before the airline, stops, price and baggage filters, for the filter panel',
  },
);
export type FlightOfferFacets = Static<typeof FlightOfferFacetsSchema>;

// The server's list shape plus the facets.
export const FlightOffersPageSchema = Type.Object(
  {
    ...PageSchema(FlightOfferSchema, '').properties,
    facets: FlightOfferFacetsSchema,
  },
  { description: 'Offers, one page in the sort order, and the facets of the whole search' },
);
export type FlightOffersPage = Static<typeof FlightOffersPageSchema>;

// GET /api/shopping/flight-dates/: the search's parameters, and the departure dates to price.
export const FlightDatesQuerySchema = Type.Object({
  ...Type.Pick(FlightSearchQuerySchema, [
    'originLocationCode',
    'destinationLocationCode',
    'departureDate',
    'returnDate',
    'adults',
    'children',
    'infants',
    'travelClass',
    'currencyCode',
  ]).properties,
  from: Type.String({ format: 'date', description: 'The first departure date to price' }),
  to: Type.String({
    format: 'date',
    description: `The last; at most ${FLEXIBLE_DATES.maxDates} dates in all`,
  }),
});
export type FlightDatesQuery = Static<typeof FlightDatesQuerySchema>;

export const FlightDatesSchema = Type.Object({
  currency: Type.Enum(CURRENCY_CODES),
  dates: Type.Array(
    Type.Object({
      departureDate: Type.String({ format: 'date' }),
      returnDate: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
        description: 'A round trip keeps the length of the stay searched',
      }),
      cheapest: Type.Union([Type.String({ pattern: '^\\d+\\.\\d{2}$' }), Type.Null()], {
        description:
          'The total of the cheapest offer for the whole party, as a search on that date gives it; null when nothing can be booked that day',
      }),
    }),
  ),
});
export type FlightDates = Static<typeof FlightDatesSchema>;
