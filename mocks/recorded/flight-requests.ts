import type { Ask } from './recording.ts';

/*
 * What the web tests ask the locations and flight search APIs, for scripts/record-fixtures.ts to
 * ask the real server: airports by what a traveller types, the airport nearest to a point, and the
 * flight searches and flexible dates of the tests' trips, within the server's booking horizon
 * after RECORDED_AT (server/src/inventory/flights/constants.ts, MAX_DAYS_AHEAD).
 */

/** The tests' day of flying: two weeks after RECORDED_AT, a Tuesday. */
export const FLIGHT_DATE = '2026-12-15';
/** The tests' day of flying back on a round trip, a week later. */
export const RETURN_DATE = '2026-12-23';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

export const DXB_CDG = 'originLocationCode=DXB&destinationLocationCode=CDG';
export const DXB_LHR = 'originLocationCode=DXB&destinationLocationCode=LHR';

/** The results page's search of the tests: London to Istanbul for two. */
export const LHR_IST = `originLocationCode=LHR&destinationLocationCode=IST&departureDate=${FLIGHT_DATE}&adults=2`;

/** The results' filters applied to it: Turkish Airlines' direct business flights with a bag. */
export const LHR_IST_FILTERED = `${LHR_IST}&travelClass=BUSINESS&sort_by=duration&baggage=included&stops=0&airlines=TK`;

/** Qatar Airways' round trips DXB → LHR with one stop (Doha) on the tests' days, one adult. */
export const QR_ROUND_TRIP = `${DXB_LHR}&departureDate=${FLIGHT_DATE}&returnDate=${RETURN_DATE}&adults=1&airlines=QR&stops=1`;

/** /flights with nothing: the default route on the default day (today at RECORDED_AT), two pages. */
export const TODAYS_SEARCH = `${DXB_CDG}&departureDate=2026-12-01&adults=1`;

/** The searches the tests send, each asked for its first page and its date strip. */
const SEARCHES = [
  TODAYS_SEARCH,
  LHR_IST,
  LHR_IST_FILTERED,
  `${DXB_CDG}&departureDate=${FLIGHT_DATE}&adults=1&travelClass=FIRST`,
  `${DXB_LHR}&departureDate=${FLIGHT_DATE}&adults=1`,
  // The search form's submissions.
  `${DXB_CDG}&departureDate=${FLIGHT_DATE}&adults=2&children=1&travelClass=BUSINESS`,
  `${DXB_CDG}&departureDate=${FLIGHT_DATE}&returnDate=${RETURN_DATE}&adults=1&travelClass=ECONOMY`,
  // The date strip's trips: tomorrow, and a month ahead (the first screen's too), one way and
  // back a week later.
  `${DXB_LHR}&departureDate=2026-12-02&adults=1`,
  `${DXB_LHR}&departureDate=2026-12-31&adults=1`,
  `${DXB_LHR}&departureDate=2026-12-31&adults=1&returnDate=2027-01-07`,
  // The date strip's choice of a day two later, the round trip's length kept.
  `${DXB_LHR}&departureDate=2027-01-02&adults=1&returnDate=2027-01-09`,
  // The flight details page's round trip: Qatar Airways through Doha, there and back.
  QR_ROUND_TRIP,
];

/** What the date strip sends of a search, besides its days. */
const STRIP_PARAMS = [
  'originLocationCode',
  'destinationLocationCode',
  'departureDate',
  'returnDate',
  'adults',
  'children',
  'infants',
  'travelClass',
];

export async function recordFlights(ask: Ask) {
  for (const keyword of ['Dub', 'Paris', 'دبي', 'London', 'Doha', 'Istanbul', 'Cairo']) {
    await ask(
      'GET',
      `/api/locations/search/?keyword=${encodeURIComponent(keyword)}&subType=AIRPORT`,
    );
  }
  await ask('GET', '/api/locations/nearest/?lat=25.25317&lng=55.36567&type=AIRPORT');

  for (const search of SEARCHES) {
    await ask('GET', `/api/shopping/flight-offers/?${search}&page=1&page_size=10`);
    // The results page's date strip: three days either side of the departure.
    const params = new URLSearchParams(
      [...new URLSearchParams(search)].filter(([name]) => STRIP_PARAMS.includes(name)),
    );
    const departure = params.get('departureDate')!;
    params.set('from', addDays(departure, -3));
    params.set('to', addDays(departure, 3));
    await ask('GET', `/api/shopping/flight-dates/?${params}`);
  }
  // The second pages the tests load.
  for (const search of [LHR_IST, TODAYS_SEARCH]) {
    await ask('GET', `/api/shopping/flight-offers/?${search}&page=2&page_size=10`);
  }
  // The departure calendar's fares, a month at a time from today, for the form's DXB → CDG.
  for (const [departureDate, from, to] of [
    ['2026-12-01', '2026-12-01', '2026-12-31'],
    ['2026-12-20', '2026-12-01', '2026-12-31'],
    ['2027-01-01', '2027-01-01', '2027-01-31'],
  ]) {
    await ask(
      'GET',
      `/api/shopping/flight-dates/?${DXB_CDG}&departureDate=${departureDate}&adults=1&travelClass=ECONOMY&from=${from}&to=${to}`,
    );
  }
}
