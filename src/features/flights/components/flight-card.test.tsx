import { fireEvent, screen, within } from '@testing-library/react';

import { renderWithProviders } from '@/testing/render-with-providers';

import { offerFor } from '../../../../mocks/booking-fixtures';
import { FLIGHT_DATE, recordedOffersPage } from '../../../../mocks/flight-handlers';
import { DXB_CDG, TODAYS_SEARCH } from '../../../../mocks/recorded/flight-requests';
import type { FlightOffer } from '../api/flight-types';
import { registerFlightsStrings } from '@/testing/flights';

import { FlightCard } from './flight-card';

beforeAll(registerFlightsStrings);

// Offers the real server found (mocks/recorded/flights.json): Emirates' direct first-class flight
// DXB → CDG on FLIGHT_DATE; today's Qatar Airways flight via Doha, and Emirates' late flight that
// lands the next day.
const direct = recordedOffersPage(
  `${DXB_CDG}&departureDate=${FLIGHT_DATE}&adults=1&travelClass=FIRST&page=1&page_size=10`,
).results[0]!;
const todays = recordedOffersPage(`${TODAYS_SEARCH}&page=2&page_size=10`).results;
const oneStop = todays.find(
  (offer) => offer.itineraries[0]!.segments[1]?.departure.iataCode === 'DOH',
)!;
const overnight = todays.find((offer) => offer.validatingAirlineCodes[0] === 'EK')!;

// The server never sends a stop-over with stops of its own: the Doha flight's second flight is
// given two, the only change.
function threeStops(): FlightOffer {
  const offer = structuredClone(oneStop);
  offer.itineraries[0]!.segments[1]!.numberOfStops = 2;
  return offer;
}

const renderCard = (offer: FlightOffer, language: 'en' | 'ar' = 'en') =>
  renderWithProviders(<FlightCard offer={offer} />, { language });

describe('flight card (§2, §9)', () => {
  it('shows airline, times, airports, duration, stops, baggage and price', () => {
    renderCard(direct);
    const card = screen.getByRole('article', { name: 'Emirates, DXB to CDG, $3,879' });
    expect(card).toHaveTextContent('EK 949');
    expect(card).toHaveTextContent('15:30DXB6h 40mDirect19:10CDG');
    expect(card).toHaveTextContent('3 checked bags');
    expect(card).toHaveTextContent('Total for 1 traveller$3,879Taxes and fees included');
    expect(within(card).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      `/flight-details/${direct.id}`,
    );
    expect(within(card).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/flight-booking',
    );
  });

  it('shows the whole party’s total, and what it is made of one click away', async () => {
    // The recorded pricing of Emirates' DXB → LHR round trip for an adult and a child.
    const family = offerFor({ adults: 1, children: 1, infants: 0 });
    const { user } = renderCard(family);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Total for 2 travellers$2,376');
    const details = within(card).getByRole('button', { name: 'Price details' });
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const lines = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual([
      'Base fare $1,800',
      'Taxes and fees $576',
      'Adult 1 $1,336',
      'Child 1 $1,040',
      'Total for 2 travellers $2,376',
    ]);
  });

  it('counts stops as 1 Stop and N Stops, and marks an arrival on a later day', () => {
    renderCard(oneStop);
    expect(screen.getByRole('article')).toHaveTextContent('9h 0m1 Stop');
    renderCard(threeStops());
    expect(screen.getAllByRole('article')[1]).toHaveTextContent('3 Stops');
    renderCard(overnight);
    expect(screen.getAllByRole('article')[2]).toHaveTextContent('02:25+1 dayCDG');
  });

  it('prints the same in Arabic, with Arabic plurals and digits', () => {
    renderCard(direct, 'ar');
    const card = screen.getByRole('article', { name: /^طيران الإمارات، من DXB إلى CDG، / });
    expect(card).toHaveTextContent('١٥:٣٠');
    expect(card).toHaveTextContent('٦ س ٤٠ د');
    expect(card).toHaveTextContent('مباشر');
    expect(card).toHaveTextContent('٣٬٨٧٩');
    expect(card).toHaveTextContent('٣ حقائب مسجلة');
    expect(within(card).getByRole('link', { name: 'احجز الآن' })).toBeInTheDocument();
    renderCard(oneStop, 'ar');
    expect(screen.getAllByRole('article')[1]).toHaveTextContent('توقف واحد');
    renderCard(threeStops(), 'ar');
    expect(screen.getAllByRole('article')[2]).toHaveTextContent('٣ توقفات');
  });

  it('shows a local badge with the code until the logo loads, and keeps it if it cannot', () => {
    // An airline the server does not know: the direct flight with its carrier changed, nothing else.
    const unknown = structuredClone(direct);
    unknown.validatingAirlineCodes = ['ZZ'];
    unknown.itineraries[0]!.segments[0]!.carrierCode = 'ZZ';
    const { container } = renderCard(unknown);
    const logo = container.querySelector('img')!;
    expect(logo).toHaveAttribute('src', 'https://images.kiwi.com/airlines/64/ZZ.png');
    expect(logo).toHaveAttribute('alt', '');
    expect(screen.getByTestId('airline-logo-fallback')).toHaveTextContent('ZZ');
    fireEvent.error(logo);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('airline-logo-fallback')).toHaveTextContent('ZZ');
    // An unknown airline is named by its code.
    expect(screen.getByRole('article', { name: /^ZZ, DXB to CDG/ })).toBeInTheDocument();
  });

  it('shows the logo alone once it has loaded', () => {
    const { container } = renderCard(direct);
    fireEvent.load(container.querySelector('img')!);
    expect(screen.queryByTestId('airline-logo-fallback')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toBeVisible();
  });

  it('does not even try the logo service offline', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = renderCard(direct);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('airline-logo-fallback')).toHaveTextContent('EK');
    onLine.mockRestore();
  });
});

describe('the heart on a flight card', () => {
  it('keeps the offer itself, to book it again', async () => {
    const { user, store } = renderWithProviders(<FlightCard offer={direct} />, {
      route: '/flights',
    });
    await user.click(
      screen.getByRole('button', {
        name: 'Save Emirates DXB to CDG, Tue, Dec 15 15:30 to favorites',
      }),
    );
    const [saved] = store.getState().favorites.guest;
    expect(saved).toMatchObject({
      kind: 'flight',
      key: direct.id,
      snapshot: { price: { amount: '3879.30', currency: 'USD' }, imageUrl: null },
      item: { offer: direct },
    });
  });
});
