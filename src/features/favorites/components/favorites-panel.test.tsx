import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';

import { carFavorite } from '@/features/cars/favorites/car-favorite';
import { carFavoriteView } from '@/features/cars/favorites/car-favorite-view';
import { flightFavorite } from '@/features/flights/favorites/flight-favorite';
import { flightFavoriteView } from '@/features/flights/favorites/flight-favorite-view';
import { hotelFavoriteView } from '@/features/hotels/favorites/hotel-favorite-view';
import { saveTokens } from '@/lib/token-storage';
import { renderWithProviders } from '@/testing/render-with-providers';

import { AUTH_TOKENS, AUTH_USER } from '../../../../mocks/auth-handlers';
import { carLocation, rentalOffer } from '../../../../mocks/car-fixtures';
import {
  favoritesHandlers,
  hotelFavoriteRequest,
  makeFavorite,
} from '../../../../mocks/favorites-handlers';
import { recordedOffersPage } from '../../../../mocks/flight-handlers';
import { TODAYS_SEARCH } from '../../../../mocks/recorded/flight-requests';
import { server } from '../../../../mocks/server';

import { FavoritesPanel } from './favorites-panel';

const VIEWS = { hotel: hotelFavoriteView, flight: flightFavoriteView, car: carFavoriteView };

const hotel = (code: number, name: string) =>
  hotelFavoriteRequest(code, name, 'checkIn=2099-07-10&checkOut=2099-07-13&room=2&room=1%2C8');
// An offer the real server found (mocks/recorded/flights.json): Emirates' EK 951, today's direct
// economy flight DXB → CDG at 22:50 for $1,019.61, saved from the search that found it.
const offer = recordedOffersPage(`${TODAYS_SEARCH}&page=2&page_size=10`).results.find(
  (each) => each.validatingAirlineCodes[0] === 'EK',
)!;
const flight = flightFavorite(offer, 'Emirates DXB to CDG', TODAYS_SEARCH);

const lumiere = makeFavorite(hotel(1_001_234, 'Hotel Lumière'));
const passed = makeFavorite(hotel(1_001_235, 'Hotel Passé'), {
  availability: { status: 'dates_passed', reason: null },
});
const emirates = makeFavorite(flight);
// The same saved flight, as the server answers once it has left.
const departed = makeFavorite(flight, {
  availability: { status: 'unavailable', reason: 'departed' },
});

// The recorded Corolla, as if saved for a rental in 2099.
const rental = {
  ...rentalOffer(),
  pickupAt: '2099-12-01T10:00:00',
  returnAt: '2099-12-04T10:00:00',
};
const COROLLA = 'Toyota Corolla or similar · Meridian Car Rental';
const corollaRequest = carFavorite(
  rental,
  { pickup: carLocation('DXB')!, dropoff: carLocation('DXB-MA')!, driverAge: 30 },
  COROLLA,
);
const corolla = makeFavorite(corollaRequest);

/** Where Book Now went, and with which navigation state. */
function Landing() {
  const location = useLocation();
  return (
    <p data-testid="landing">
      {location.pathname}
      {location.search}
      {location.state ? ` state:${JSON.stringify(location.state).length}` : ''}
    </p>
  );
}

function renderPanel(language: 'en' | 'ar' = 'en') {
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' });
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<FavoritesPanel views={VIEWS} />} />
      <Route path="*" element={<Landing />} />
    </Routes>,
    {
      route: '/dashboard',
      language,
      preloadedState: { auth: { user: AUTH_USER, accessToken: AUTH_TOKENS.access } },
    },
  );
}

const card = (name: RegExp | string) => screen.getByRole('article', { name });

describe('Favorites tab', () => {
  it('shows each favorite as a card with what it is, the price when saved and Book Now', async () => {
    server.use(...favoritesHandlers([emirates, lumiere]));
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Your favorites, newest first' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    const hotelCard = card('Hotel Lumière');
    expect(hotelCard).toHaveTextContent('Hotel');
    expect(hotelCard).toHaveTextContent('Check-in Fri, Jul 10, 2099 · Check-out Mon, Jul 13, 2099');
    expect(hotelCard).toHaveTextContent('2 rooms · 3 adults · 1 child');
    expect(hotelCard).toHaveTextContent('€642 when saved');
    expect(
      within(hotelCard).getByRole('link', { name: 'Book Now: Hotel Lumière' }),
    ).toHaveAttribute(
      'href',
      '/hotel-details/1001234?checkIn=2099-07-10&checkOut=2099-07-13&room=2&room=1%2C8',
    );

    const flightCard = card('Emirates · DXB → CDG');
    // The recorded EK 951: 22:50 today, economy, $1,019.61.
    expect(flightCard).toHaveTextContent('Departs Tue, Dec 1, 2026, 10:50 PM');
    expect(flightCard).toHaveTextContent('1 passenger · Economy');
    expect(flightCard).toHaveTextContent('$1,020 when saved');
  });

  it('takes a flight’s Book Now to the booking wizard with the saved offer', async () => {
    server.use(...favoritesHandlers([emirates]));
    const { user } = renderPanel();
    await user.click(await screen.findByRole('link', { name: 'Book Now: Emirates · DXB → CDG' }));
    expect(screen.getByTestId('landing')).toHaveTextContent(/^\/flight-booking state:\d+/);
  });

  it('marks what can no longer be booked, and what is bookable on other dates', async () => {
    server.use(...favoritesHandlers([departed, passed]));
    renderPanel();
    const gone = await screen.findByRole('article', { name: 'Emirates · DXB → CDG' });
    expect(gone).toHaveTextContent(
      'No longer available: this flight has left or its sales have closed.',
    );
    expect(within(gone).queryByRole('link', { name: /Book Now/ })).toBeNull();
    expect(within(gone).getByRole('link', { name: 'Search again' })).toHaveAttribute(
      'href',
      `/flights?${TODAYS_SEARCH}`,
    );
    const old = card('Hotel Passé');
    expect(old).toHaveTextContent('The dates you saved have passed.');
    expect(within(old).getByRole('link', { name: 'Book Now: Hotel Passé' })).toHaveAttribute(
      'href',
      '/hotel-details/1001235',
    );
  });

  it('removes a favorite with its icon, and keeps it when the server refuses', async () => {
    const api = favoritesHandlers([emirates, lumiere]);
    server.use(...api);
    const { user } = renderPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Hotel Lumière from favorites' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Hotel Lumière was removed from your favorites.',
    );
    expect(screen.queryByRole('article', { name: 'Hotel Lumière' })).toBeNull();
    expect(api.saved.map((each) => each.id)).toEqual([emirates.id]);

    server.use(
      http.delete('*/api/favorites/:id/', () =>
        HttpResponse.json({ detail: 'Internal server error' }, { status: 500 }),
      ),
    );
    await user.click(
      screen.getByRole('button', { name: 'Remove Emirates · DXB → CDG from favorites' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Emirates · DXB → CDG could not be removed. Please try again.',
    );
    expect(card('Emirates · DXB → CDG')).toBeInTheDocument();
  });

  it('shows a car with its rental in the reader’s language, and Book Now to its page', async () => {
    server.use(...favoritesHandlers([corolla]));
    const { user } = renderPanel();
    const car = await screen.findByRole('article', { name: COROLLA });
    expect(car).toHaveTextContent('Car');
    expect(car).toHaveTextContent(
      'Pickup Tue, Dec 1, 2099, 10:00 AM at Dubai International Airport',
    );
    expect(car).toHaveTextContent('Return Fri, Dec 4, 2099, 10:00 AM at Dubai Marina');
    expect(car).toHaveTextContent('Driver aged 30');
    expect(car).toHaveTextContent('$242 when saved');
    expect(within(car).getByRole('presentation')).toHaveAttribute(
      'src',
      '/api/cars/images/CDAR-grey-side.svg',
    );
    await user.click(within(car).getByRole('link', { name: `Book Now: ${COROLLA}` }));
    expect(screen.getByTestId('landing')).toHaveTextContent(`/car-details/${rental.id}`);
  });

  it('takes a car whose pickup has passed to the same car later, and offers a sold-out one’s search again', async () => {
    const passedCar = makeFavorite(corollaRequest, {
      availability: { status: 'dates_passed', reason: null },
    });
    const soldOut = makeFavorite(
      { ...corollaRequest, key: 'MR.CDAR.DXB-DT' },
      { availability: { status: 'unavailable', reason: 'sold_out' } },
    );
    server.use(...favoritesHandlers([soldOut, passedCar]));
    renderPanel();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const [gone, later] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(later).toHaveTextContent('The dates you saved have passed.');
    expect(within(later).getByRole('link', { name: `Book Now: ${COROLLA}` })).toHaveAttribute(
      'href',
      '/cars?pickupLocation=DXB&dropoffLocation=DXB-MA&driverAge=30&type=medium&supplier=MR',
    );
    expect(gone).toHaveTextContent('No longer available: sold out.');
    expect(within(gone).queryByRole('link', { name: /Book Now/ })).toBeNull();
    expect(within(gone).getByRole('link', { name: 'Search again' })).toHaveAttribute(
      'href',
      `/cars?${corollaRequest.snapshot.search}`,
    );
  });

  it('says when there are none yet, with where to find some', async () => {
    server.use(...favoritesHandlers());
    renderPanel();
    expect(await screen.findByText('No favorites yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore hotels' })).toHaveAttribute('href', '/hotels');
  });

  it('offers Try Again when the list cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/api/favorites/', () =>
        fail ? HttpResponse.json({ detail: 'Internal server error' }, { status: 500 }) : undefined,
      ),
      ...favoritesHandlers([lumiere]),
    );
    const { user } = renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Internal server error');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Hotel Lumière' })).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    server.use(...favoritesHandlers([departed, lumiere, corolla]));
    renderPanel('ar');
    const car = await screen.findByRole('article', {
      name: 'تويوتا كورولا أو ما يماثلها · ميريديان لتأجير السيارات',
    });
    expect(car).toHaveTextContent('سيارة');
    expect(car).toHaveTextContent('في مطار دبي الدولي');
    expect(car).toHaveTextContent('عمر السائق ٣٠');
    const hotelCard = await screen.findByRole('article', { name: 'Hotel Lumière' });
    expect(hotelCard).toHaveTextContent('فندق');
    expect(hotelCard).toHaveTextContent('عند الحفظ');
    expect(within(hotelCard).getByRole('link', { name: 'احجز الآن: Hotel Lumière' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getAllByRole('article')[0]).toHaveTextContent('لم يعد متاحًا'),
    );
  });
});
