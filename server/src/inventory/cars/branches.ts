import { airportNames } from '../flights/arabic-names.ts';
import type { Airport } from '../flights/data/airports.ts';
import type { FlightInventory } from '../flights/inventory.ts';
import { buildDestinations, type Destination } from '../hotels/destinations.ts';
import { ARAB_COUNTRIES } from '../hotels/data/words.ts';
import { streetOf } from '../hotels/places.ts';
import { seededRandom } from '../shared/random.ts';
import { CITY_DISTRICTS, downtownOf } from './data/districts.ts';
import { SUPPLIERS } from './data/suppliers.ts';
import type { Branch, CarCity, DayHours, Supplier } from './types.ts';

// Where cars are rented (README.md, "Branches"): the hotel destinations (the ~600 largest cities
// with an airport with scheduled service, and a few resorts), each with a branch at every one of
// its airports and one or more in the city, and the suppliers renting there.

const hour = (value: number) => value * 60;
const every = (hours: DayHours): DayHours[] => Array.from({ length: 7 }, () => hours);

const GULF = new Set(['AE', 'SA', 'QA', 'KW', 'BH', 'OM']);
// Arab countries whose weekend is Friday and Saturday (the Emirates, Morocco, Tunisia and
// Lebanon rest on Sunday).
const FRIDAY_REST = new Set(
  [...ARAB_COUNTRIES].filter((code) => !['AE', 'MA', 'TN', 'LB'].includes(code)),
);
// Where shops, and so city rental desks, close on Sunday.
const SUNDAY_CLOSED = new Set(['DE', 'AT', 'CH']);

// Large airports never close; medium ones open for the first flight to the last; small ones for
// the day. City desks keep shop hours: Gulf desks late every evening (Friday from the afternoon),
// elsewhere shorter on the rest day, closed on Sunday where shops are.
export function openingHours(kind: 'large' | 'medium' | 'small' | 'city', country: string) {
  if (kind === 'large') return every({ open: 0, close: hour(24) });
  if (kind === 'medium') return every({ open: hour(6), close: hour(24) });
  if (kind === 'small') return every({ open: hour(7), close: hour(22) });
  if (GULF.has(country)) {
    const week = every({ open: hour(8), close: hour(22) });
    week[5] = { open: hour(14), close: hour(22) };
    return week;
  }
  if (FRIDAY_REST.has(country)) {
    const week = every({ open: hour(9), close: hour(21) });
    week[5] = { open: hour(14), close: hour(20) };
    return week;
  }
  const week = every({ open: hour(8), close: hour(20) });
  week[6] = { open: hour(9), close: hour(18) };
  week[0] = SUNDAY_CLOSED.has(country) ? null : { open: hour(10), close: hour(16) };
  return week;
}

const FLEET_WEIGHTS = { large: 1.5, medium: 0.9, small: 0.5 } as const;
// An airport desk adds the airport's concession fee to the price.
const AIRPORT_PRICE_FACTOR = 1.08;
const CITY_FLEET_WEIGHT = 0.6;

// Suppliers in a city: 3 at a million people, one more each time the population doubles, all of
// them in the cities travellers fly to most (those with their own districts).
function suppliersOf(destination: Destination): Supplier[] {
  const wanted = CITY_DISTRICTS[destination.code]
    ? SUPPLIERS.length
    : Math.min(
        SUPPLIERS.length,
        3 + Math.round(Math.log2(Math.max(1, destination.population / 1e6))),
      );
  const random = seededRandom('suppliers', destination.code);
  return SUPPLIERS.map((supplier) => ({ supplier, order: random() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, wanted)
    .map(({ supplier }) => supplier)
    .sort((a, b) => SUPPLIERS.indexOf(a) - SUPPLIERS.indexOf(b));
}

function airportBranch(
  city: CarCity,
  airport: Airport,
  flights: FlightInventory,
  rank: number,
): Branch {
  const names = airportNames(flights.arabicNames, airport);
  const size = airport.size;
  const hours = openingHours(size, city.countryCode);
  return {
    code: airport.code,
    kind: 'airport',
    name: names.name,
    nameAr: names.nameAr,
    city,
    address: `Arrivals Hall, ${names.name}`,
    addressAr: `صالة الوصول، ${names.nameAr}`,
    latitude: airport.latitude,
    longitude: airport.longitude,
    timeZone: airport.timeZone,
    hours,
    open24Hours: size === 'large',
    fleetWeight: FLEET_WEIGHTS[size],
    priceFactor: AIRPORT_PRICE_FACTOR,
    rank,
  };
}

function cityBranches(city: CarCity, rank: number): Branch[] {
  const { destination } = city;
  const districts = CITY_DISTRICTS[destination.code] ?? [
    {
      ...downtownOf(city.name, city.nameAr),
      latitude: destination.latitude,
      longitude: destination.longitude,
    },
  ];
  const hours = openingHours('city', city.countryCode);
  return districts.map((district, index) => {
    const street = streetOf(
      seededRandom('branch', destination.code, district.code),
      city.countryCode,
    );
    return {
      code: `${destination.code}-${district.code}`,
      kind: 'city',
      name: district.name,
      nameAr: district.nameAr,
      city,
      address: `${street.number} ${street.name}, ${district.name}, ${city.name}`,
      addressAr: `${street.number} ${street.nameAr}، ${district.nameAr}، ${city.nameAr}`,
      latitude: district.latitude,
      longitude: district.longitude,
      timeZone: destination.timeZone,
      hours,
      open24Hours: false,
      fleetWeight: index === 0 ? CITY_FLEET_WEIGHT : CITY_FLEET_WEIGHT * 0.8,
      priceFactor: 1,
      rank: rank + index,
    };
  });
}

// Every rental city with its branches; ranks put airports (larger, busier first) before city
// branches, and larger cities first within each.
export function buildCarCities(flights: FlightInventory): CarCity[] {
  const destinations = buildDestinations(flights).sort(
    (a, b) => b.population - a.population || (a.code < b.code ? -1 : 1),
  );
  const cities: CarCity[] = [];
  for (const [order, destination] of destinations.entries()) {
    const flightCity = flights.cities.get(destination.code);
    const airports = (flightCity?.airportCodes ?? [])
      .map((code) => flights.airports.get(code))
      .filter((airport): airport is Airport => airport !== undefined);
    const city: CarCity = {
      code: destination.code,
      name: destination.name,
      nameAr: destination.nameAr,
      countryCode: destination.countryCode,
      destination,
      suppliers: suppliersOf(destination),
      branches: [],
    };
    const airportRank = (airport: Airport) => (3 - airport.sizeRank) * 100_000 + order * 10;
    city.branches = [
      ...airports.map((airport, index) =>
        airportBranch(city, airport, flights, airportRank(airport) + index),
      ),
      ...cityBranches(city, 1_000_000 + order * 10),
    ];
    cities.push(city);
  }
  return cities;
}
