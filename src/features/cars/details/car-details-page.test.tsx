import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import {
  RENTAL_QUERY,
  UNKNOWN_OFFER,
  jumeirahOffer,
  rentalOffer,
  rentalOfferDetail,
} from '../../../../mocks/car-fixtures';
import { server } from '../../../../mocks/server';
import { openCarScreen } from '@/testing/cars';

const OFFER_ID = rentalOffer().id;
const panel = () => screen.getByRole('region', { name: 'Your rental' });

describe('/car-details/{id}', () => {
  it('shows the car loaded by its id: pictures, specifications, features, insurance and policies', async () => {
    const { user } = await openCarScreen(`/car-details/${OFFER_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Toyota Corolla or similar' }),
    ).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'Pictures of Toyota Corolla or similar' });
    const picture = within(gallery).getByRole('img', {
      name: 'Toyota Corolla or similar: Side view',
    });
    expect(picture).toHaveAttribute('src', '/api/cars/images/CDAR-grey-side.svg');
    await user.click(within(gallery).getByRole('button', { name: 'Next picture' }));
    expect(
      await within(gallery).findByRole('img', { name: 'Toyota Corolla or similar: Front view' }),
    ).toHaveAttribute('src', '/api/cars/images/CDAR-grey-front.svg');

    for (const section of [
      'Specifications',
      'Features',
      'Insurance and policies',
      'Pickup and return',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    const policies = screen.getByRole('region', { name: 'Insurance and policies' });
    expect(
      within(policies).getByRole('row', { name: /Comprehensive insurance/ }),
    ).toHaveTextContent('$45');
    expect(policies).toHaveTextContent(
      '$500, held on your card at pickup and released when you return the car; not charged',
    );
    expect(policies).toHaveTextContent('Full to full');
    expect(policies).toHaveTextContent('Unlimited mileage');
    expect(policies).toHaveTextContent(/Free until \w{3}, \w{3} \d{1,2}, \d{4}, 10:00/);
    expect(screen.getByRole('region', { name: 'Features' })).toHaveTextContent('Apple CarPlay');
    const branches = screen.getByRole('region', { name: 'Pickup and return' });
    expect(branches).toHaveTextContent('Dubai International Airport');
    expect(branches).toHaveTextContent('Open 24 hours');
    expect(branches).toHaveTextContent('Dubai Marina');
    expect(branches).toHaveTextContent('Open 8:00 AM–10:00 PM');
  });

  it('switches the daily price with ‘Need a driver?’ and prices the driver in', async () => {
    const { user, router } = await openCarScreen(`/car-details/${OFFER_ID}`);
    await screen.findByRole('heading', { level: 1 });
    // $57 a day for 3 days, the one-way fee to the Marina and the service fee.
    expect(within(panel()).getByText('$57 a day')).toBeInTheDocument();
    await waitFor(() => expect(panel()).toHaveTextContent('Car rental × 3 days$171'));
    expect(panel()).toHaveTextContent('One-way fee$46');
    expect(panel()).toHaveTextContent('Service fee$25');
    expect(panel()).toHaveTextContent('Total$242');
    expect(within(panel()).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      `/car-booking?offer=${OFFER_ID}`,
    );

    await user.click(within(panel()).getByRole('switch', { name: 'Need a driver?' }));
    expect(within(panel()).getByText('$97 a day with a driver')).toBeInTheDocument();
    await waitFor(() => expect(panel()).toHaveTextContent('Driver × 3 days$120'));
    expect(panel()).toHaveTextContent('Total$362');
    expect(router.state.location.search).toBe('?driver=1');
    expect(within(panel()).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      `/car-booking?offer=${OFFER_ID}&driver=1`,
    );

    await user.click(within(panel()).getByRole('switch', { name: 'Need a driver?' }));
    expect(within(panel()).getByText('$57 a day')).toBeInTheDocument();
    await waitFor(() => expect(panel()).toHaveTextContent('Total$242'));
  });

  it('moves to the same car from another branch of the city', async () => {
    const { user, router } = await openCarScreen(`/car-details/${OFFER_ID}`, {
      state: { results: '?pickupLocation=DXB' },
    });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(panel()).getByRole('combobox', { name: 'Pickup location' }));
    await user.click(screen.getByRole('option', { name: 'Jumeirah' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/car-details/${jumeirahOffer().id}`),
    );
    // The way back still leads to the results the traveller came from.
    expect(await screen.findByRole('link', { name: 'Back to Cars' })).toHaveAttribute(
      'href',
      '/cars?pickupLocation=DXB',
    );
  });

  it('says an unknown offer is not found, with the way back to the cars', async () => {
    await openCarScreen(`/car-details/${UNKNOWN_OFFER}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Car not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cars' })).toHaveAttribute('href', '/cars');
  });

  it('answers an old link without an id with a page that leads to the cars', async () => {
    await openCarScreen('/car-details');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No car selected' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse cars' })).toHaveAttribute('href', '/cars');
  });

  it('says a sold-out car is sold out, and offers the other cars for the same rental', async () => {
    server.use(
      http.get('*/api/cars/offers/:id/', () =>
        HttpResponse.json({
          ...rentalOfferDetail(),
          available: false,
          unavailableReason: 'sold_out',
        }),
      ),
    );
    await openCarScreen(`/car-details/${OFFER_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This car is sold out' }),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'See other cars' });
    expect(new URLSearchParams(link.getAttribute('href')!.split('?')[1])).toEqual(
      new URLSearchParams(RENTAL_QUERY),
    );
  });

  it('offers Try Again when the offer cannot be loaded', async () => {
    server.use(
      http.get(
        '*/api/cars/offers/:id/',
        () => HttpResponse.json({ detail: 'Internal server error' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await openCarScreen(`/car-details/${OFFER_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load car details' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Toyota Corolla or similar' }),
    ).toBeInTheDocument();
  });
});
