import { screen, waitFor } from '@testing-library/react';

import { saveTokens } from '@/lib/token-storage';

import { AUTH_TOKENS, AUTH_USER } from '../../../../mocks/auth-handlers';
import { RENTAL, RENTAL_QUERY, carLocation, rentalOffer } from '../../../../mocks/car-fixtures';
import { favoritesHandlers, makeFavorite } from '../../../../mocks/favorites-handlers';
import { server } from '../../../../mocks/server';
import { openCarScreen } from '@/testing/cars';

import { carFavorite } from './car-favorite';

const COROLLA = 'Toyota Corolla or similar · Meridian Car Rental';
const DUBAI_AIRPORT = carLocation('DXB')!;
const MARINA = carLocation('DXB-MA')!;

const heart = (action: 'Save' | 'Remove') =>
  screen.findByRole('button', {
    name: action === 'Save' ? `Save ${COROLLA} to favorites` : `Remove ${COROLLA} from favorites`,
  });

function signedIn() {
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' });
  return {
    session: 'signed-in' as const,
    preloadedState: { auth: { user: AUTH_USER, accessToken: AUTH_TOKENS.access } },
  };
}

describe('the heart on a car', () => {
  it('keeps a guest’s car on the device: the supplier’s class at the pickup branch, for the rental searched', async () => {
    // The supplier's cars, where the Corolla is on the first page.
    const { user, store } = await openCarScreen(`/cars?${RENTAL_QUERY}&supplier=MR`);
    await user.click(await heart('Save'));
    expect(await heart('Remove')).toHaveAttribute('aria-pressed', 'true');
    const offer = rentalOffer();
    expect(store.getState().favorites.guest).toEqual([
      {
        kind: 'car',
        key: 'MR.CDAR.DXB',
        snapshot: {
          name: COROLLA,
          imageUrl: '/api/cars/images/CDAR-grey-side.svg',
          price: { amount: offer.price.total, currency: 'USD' },
          search: RENTAL_QUERY,
        },
        item: {
          offerId: offer.id,
          car: {
            acriss: 'CDAR',
            type: 'medium',
            name: 'Toyota Corolla or similar',
            nameAr: 'تويوتا كورولا أو ما يماثلها',
          },
          supplier: { code: 'MR', name: 'Meridian Car Rental', nameAr: 'ميريديان لتأجير السيارات' },
          pickup: {
            code: 'DXB',
            name: 'Dubai International Airport',
            nameAr: 'مطار دبي الدولي',
          },
          dropoff: { code: 'DXB-MA', name: MARINA.name, nameAr: MARINA.nameAr },
          pickupAt: RENTAL.pickupAt,
          returnAt: RENTAL.returnAt,
          driverAge: 30,
        },
        savedAt: expect.any(String),
      },
    ]);

    await user.click(await heart('Remove'));
    expect(await heart('Save')).toHaveAttribute('aria-pressed', 'false');
    expect(store.getState().favorites.guest).toEqual([]);
  });

  it('saves the car in the account from its page when signed in', async () => {
    const api = favoritesHandlers();
    server.use(...api);
    const { user } = await openCarScreen(`/car-details/${rentalOffer().id}`, signedIn());
    await user.click(await heart('Save'));
    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toMatchObject({
      kind: 'car',
      key: 'MR.CDAR.DXB',
      item: {
        offerId: rentalOffer().id,
        pickup: { code: 'DXB' },
        dropoff: { code: 'DXB-MA' },
        driverAge: 30,
      },
    });
    expect(await heart('Remove')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the car saved for other times as saved, and removes it from the account', async () => {
    const earlier = {
      ...rentalOffer(),
      pickupAt: '2099-01-05T09:00:00',
      returnAt: '2099-01-07T09:00:00',
    };
    const api = favoritesHandlers([
      makeFavorite(
        carFavorite(
          earlier,
          { pickup: DUBAI_AIRPORT, dropoff: DUBAI_AIRPORT, driverAge: 40 },
          COROLLA,
        ),
      ),
    ]);
    server.use(...api);
    const { user } = await openCarScreen(`/cars?${RENTAL_QUERY}&supplier=MR`, signedIn());
    const saved = await heart('Remove');
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    // Only that supplier's Corolla at that branch.
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    await user.click(saved);
    await waitFor(() => expect(api.saved).toEqual([]));
    expect(await heart('Save')).toHaveAttribute('aria-pressed', 'false');
  });

  it('speaks Arabic', async () => {
    const { user } = await openCarScreen(`/car-details/${rentalOffer().id}`, { language: 'ar' });
    const name = 'تويوتا كورولا أو ما يماثلها · ميريديان لتأجير السيارات';
    await user.click(await screen.findByRole('button', { name: `حفظ ${name} في المفضلة` }));
    expect(screen.getByRole('button', { name: `إزالة ${name} من المفضلة` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
