import { screen, waitFor } from '@testing-library/react';

import { FavoritesSessionProvider } from '@/components/favorites/favorites-session';
import { saveTokens } from '@/lib/token-storage';
import { renderWithProviders } from '@/testing/render-with-providers';

import { AUTH_TOKENS, AUTH_USER } from '../../../../mocks/auth-handlers';
import { favoritesHandlers } from '../../../../mocks/favorites-handlers';
import { server } from '../../../../mocks/server';
import type { HotelOffer } from '../api/hotel-types';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';

import { HotelCard } from './hotel-card';

const lumiere: HotelOffer = {
  code: 1_001_234,
  id: '1001234',
  name: 'Hotel Lumière',
  image: '1001234/1.svg',
  categoryCode: '4EST',
  categoryName: '4 STARS',
  rating: 4,
  propertyType: 'hotel',
  destinationCode: 'PAR',
  destinationName: 'Paris',
  zoneCode: 1,
  zoneName: 'Le Marais',
  latitude: 48.85,
  longitude: 2.36,
  distance: 1.2,
  guestRating: 4.4,
  reviews: 812,
  amenities: [],
  currency: 'EUR',
  minRate: '642.00',
  maxRate: '900.00',
  price: {
    currency: 'EUR',
    total: '642.00',
    perNight: '214.00',
    nights: 3,
    atProperty: '0.00',
    freeCancellation: true,
    refundable: true,
    boardCode: 'RO',
  },
  rooms: [],
};
const STAY = 'checkIn=2099-07-10&checkOut=2099-07-13&room=2';

function Card({ hotel = lumiere }: { hotel?: HotelOffer }) {
  useHotelsTranslation();
  return <HotelCard hotel={hotel} stayQuery={STAY} layout="grid" rooms={1} />;
}

describe('a hotel card', () => {
  it('says what cancelling costs: free, the first night inside the last day, or everything', () => {
    const withPrice = (price: Partial<HotelOffer['price']>) => ({
      ...lumiere,
      price: { ...lumiere.price, ...price },
    });
    const { unmount } = renderWithProviders(<Card />);
    expect(screen.getByText('Free cancellation')).toBeInTheDocument();
    unmount();
    const late = renderWithProviders(<Card hotel={withPrice({ freeCancellation: false })} />);
    expect(screen.getByText('Cancelling costs the first night')).toBeInTheDocument();
    expect(screen.queryByText('Non-refundable')).not.toBeInTheDocument();
    late.unmount();
    renderWithProviders(<Card hotel={withPrice({ freeCancellation: false, refundable: false })} />);
    expect(screen.getByText('Non-refundable')).toBeInTheDocument();
  });
});

describe('the heart on a hotel card', () => {
  it('saves the hotel for the stay searched, on the device for a guest', async () => {
    const { user, store } = renderWithProviders(<Card />);
    await user.click(screen.getByRole('button', { name: 'Save Hotel Lumière to favorites' }));
    expect(
      screen.getByRole('button', { name: 'Remove Hotel Lumière from favorites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().favorites.guest).toEqual([
      {
        kind: 'hotel',
        key: '1001234',
        snapshot: {
          name: 'Hotel Lumière',
          imageUrl: '/api/hotelbeds/images/1001234/1.svg',
          price: { amount: '642.00', currency: 'EUR' },
          search: STAY,
        },
        item: { code: 1_001_234, stay: { checkIn: '2099-07-10', checkOut: '2099-07-13' } },
        savedAt: expect.any(String),
      },
    ]);
  });

  it('saves it in the account when signed in', async () => {
    const api = favoritesHandlers();
    server.use(...api);
    saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' });
    const { user } = renderWithProviders(
      <FavoritesSessionProvider value="signed-in">
        <Card />
      </FavoritesSessionProvider>,
      { preloadedState: { auth: { user: AUTH_USER, accessToken: AUTH_TOKENS.access } } },
    );
    await user.click(
      await screen.findByRole('button', { name: 'Save Hotel Lumière to favorites' }),
    );
    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toMatchObject({ kind: 'hotel', key: '1001234' });
  });
});
