import { fireEvent, screen, within } from '@testing-library/react';

import { renderWithProviders } from '@/testing/render-with-providers';

import { makeFlightOffer } from '../../../../mocks/flight-fixtures';
import type { FlightOffer } from '../api/flight-types';
import { registerFlightsStrings } from '@/testing/flights';

import { FlightCard } from './flight-card';

beforeAll(registerFlightsStrings);

const base = {
  carrier: 'EK',
  number: 73,
  origin: 'DXB',
  destination: 'CDG',
  departureAt: '2099-12-01T08:30:00',
  minutes: 445,
  price: 1299.6,
};
const direct = makeFlightOffer({ ...base, id: 'direct' });
const oneStop = makeFlightOffer({ ...base, id: 'one-stop', via: 'DOH', minutes: 1000 });
const overnight = makeFlightOffer({ ...base, id: 'overnight', departureAt: '2099-12-01T22:30:00' });

function threeStops(): FlightOffer {
  const offer = makeFlightOffer({ ...base, id: 'three', via: 'IST' });
  offer.itineraries[0]!.segments[1]!.numberOfStops = 2;
  return offer;
}

const renderCard = (offer: FlightOffer, language: 'en' | 'ar' = 'en') =>
  renderWithProviders(<FlightCard offer={offer} />, { language });

describe('flight card (§2, §9)', () => {
  it('shows airline, times, airports, duration, stops, baggage and price', () => {
    renderCard(direct);
    const card = screen.getByRole('article', { name: 'Emirates, DXB to CDG, $1,300' });
    expect(card).toHaveTextContent('EK 73');
    expect(card).toHaveTextContent('08:30DXB7h 25mDirect15:55CDG');
    expect(card).toHaveTextContent('1 checked bag');
    expect(card).toHaveTextContent('Total for 1 traveller$1,300Taxes and fees included');
    expect(within(card).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/flight-details/direct',
    );
    expect(within(card).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/flight-booking',
    );
  });

  it('shows the whole party’s total, and what it is made of one click away', async () => {
    const family = makeFlightOffer({ ...base, id: 'family', price: 400 });
    family.travelerPricings = [
      family.travelerPricings[0]!,
      {
        ...family.travelerPricings[0]!,
        travelerId: '2',
        travelerType: 'CHILD',
        price: { currency: 'USD', total: '300.00', base: '240.00' },
      },
    ];
    family.price = { ...family.price, base: '560.00', total: '700.00', grandTotal: '700.00' };
    const { user } = renderCard(family);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Total for 2 travellers$700');
    const details = within(card).getByRole('button', { name: 'Price details' });
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const lines = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual([
      'Base fare $560',
      'Taxes and fees $140',
      'Adult 1 $400',
      'Child 1 $300',
      'Total for 2 travellers $700',
    ]);
  });

  it('counts stops as 1 Stop and N Stops, and marks an arrival on a later day', () => {
    renderCard(oneStop);
    expect(screen.getByRole('article')).toHaveTextContent('16h 40m1 Stop');
    renderCard(threeStops());
    expect(screen.getAllByRole('article')[1]).toHaveTextContent('3 Stops');
    renderCard(overnight);
    expect(screen.getAllByRole('article')[2]).toHaveTextContent('05:55+1 dayCDG');
  });

  it('prints the same in Arabic, with Arabic plurals and digits', () => {
    renderCard(direct, 'ar');
    const card = screen.getByRole('article', { name: /^طيران الإمارات، من DXB إلى CDG، / });
    expect(card).toHaveTextContent('٠٨:٣٠');
    expect(card).toHaveTextContent('٧ س ٢٥ د');
    expect(card).toHaveTextContent('مباشر');
    expect(card).toHaveTextContent('١٬٣٠٠');
    expect(card).toHaveTextContent('حقيبة مسجلة واحدة');
    expect(within(card).getByRole('link', { name: 'احجز الآن' })).toBeInTheDocument();
    renderCard(oneStop, 'ar');
    expect(screen.getAllByRole('article')[1]).toHaveTextContent('توقف واحد');
    renderCard(threeStops(), 'ar');
    expect(screen.getAllByRole('article')[2]).toHaveTextContent('٣ توقفات');
  });

  it('shows a local badge with the code until the logo loads, and keeps it if it cannot', () => {
    const { container } = renderCard(makeFlightOffer({ ...base, id: 'zz', carrier: 'ZZ' }));
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
        name: 'Save Emirates DXB to CDG, Tue, Dec 1 08:30 to favorites',
      }),
    );
    const [saved] = store.getState().favorites.guest;
    expect(saved).toMatchObject({
      kind: 'flight',
      key: 'direct',
      snapshot: { price: { amount: '1299.60', currency: 'USD' }, imageUrl: null },
      item: { offer: direct },
    });
  });
});
