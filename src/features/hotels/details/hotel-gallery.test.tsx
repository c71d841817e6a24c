import { fireEvent, screen, within } from '@testing-library/react';

import { renderWithProviders } from '@/testing/render-with-providers';

import type { HotelDetail } from '../api/hotel-types';

import { HotelGallery } from './hotel-gallery';

const CAPTIONS = [
  'The property',
  'Standard Double Room',
  'Swimming pool',
  'Lobby and reception',
  'Bathroom',
  'Restaurant',
  'Spa',
];
const hotel = {
  code: 362701,
  name: 'Marble Hotel',
  images: CAPTIONS.map((description, index) => ({
    imageTypeCode: index === 1 || index === 4 ? 'HAB' : 'GEN',
    path: `362701/${index + 1}.svg`,
    order: index + 1,
    visualOrder: index + 1,
    description,
  })),
} as unknown as HotelDetail;

// jsdom has no PointerEvent; a mouse event carries the clientX a swipe is read from.
beforeAll(() => {
  window.PointerEvent ??= class extends MouseEvent {} as typeof PointerEvent;
});

const shown = () => screen.getByRole('img', { name: /./ });

it('shows the first six pictures from our server, each described, with thumbnails', () => {
  renderWithProviders(<HotelGallery hotel={hotel} />);
  const gallery = screen.getByRole('region', { name: 'Photos of Marble Hotel' });
  expect(shown()).toHaveAttribute('src', '/api/hotelbeds/images/362701/1.svg');
  expect(shown()).toHaveAccessibleName('The property');
  const thumbnails = within(
    within(gallery).getByRole('group', { name: 'All photos' }),
  ).getAllByRole('button');
  expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual(
    CAPTIONS.slice(0, 6).map((caption, index) => `${caption} (${index + 1} of 6)`),
  );
  expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');
});

it('moves with previous and next (round the ends), thumbnails and the arrow keys', async () => {
  const { user } = renderWithProviders(<HotelGallery hotel={hotel} />);
  await user.click(screen.getByRole('button', { name: 'Previous photo' }));
  expect(shown()).toHaveAccessibleName('Restaurant');
  await user.click(screen.getByRole('button', { name: 'Next photo' }));
  await user.click(screen.getByRole('button', { name: 'Next photo' }));
  expect(shown()).toHaveAccessibleName('Standard Double Room');
  expect(screen.getByText('Standard Double Room · 2 of 6')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Bathroom (5 of 6)' }));
  expect(shown()).toHaveAttribute('src', '/api/hotelbeds/images/362701/5.svg');
  fireEvent.keyDown(shown(), { key: 'ArrowRight' });
  expect(shown()).toHaveAccessibleName('Restaurant');
  fireEvent.keyDown(shown(), { key: 'ArrowLeft' });
  expect(shown()).toHaveAccessibleName('Bathroom');
});

it('follows a swipe, forward to the left in English and to the right in Arabic', () => {
  const swipe = (from: number, to: number) => {
    fireEvent.pointerDown(shown(), { clientX: from });
    fireEvent.pointerUp(shown(), { clientX: to });
  };
  const english = renderWithProviders(<HotelGallery hotel={hotel} />);
  swipe(300, 200);
  expect(shown()).toHaveAccessibleName('Standard Double Room');
  swipe(300, 290); // Too short to be a swipe.
  expect(shown()).toHaveAccessibleName('Standard Double Room');
  english.unmount();

  renderWithProviders(<HotelGallery hotel={hotel} />, { language: 'ar' });
  swipe(200, 300);
  expect(shown()).toHaveAttribute('src', '/api/hotelbeds/images/362701/2.svg');
  expect(screen.getByRole('button', { name: 'الصورة التالية' })).toBeInTheDocument();
});
