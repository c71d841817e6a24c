import { screen } from '@testing-library/react';

import { renderWithProviders } from '@/testing/render-with-providers';

import { CarouselControls } from './carousel-controls';

const labels = {
  previous: 'Previous',
  next: 'Next',
  slide: (index: number) => `Slide ${index + 1}`,
  pause: 'Pause',
  play: 'Play',
};

function renderControls(language: 'en' | 'ar' = 'en') {
  const handlers = { onPrevious: jest.fn(), onNext: jest.fn(), onSelect: jest.fn() };
  const onToggle = jest.fn();
  const view = renderWithProviders(
    <CarouselControls
      count={3}
      index={1}
      {...handlers}
      rotation={{ stopped: false, onToggle }}
      labels={labels}
    />,
    { language },
  );
  return { ...view, ...handlers, onToggle };
}

describe('CarouselControls', () => {
  it('names every control, marks the current dot and reports clicks', async () => {
    const { user, onPrevious, onNext, onSelect, onToggle } = renderControls();
    expect(screen.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Slide 3' }));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(2);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('points previous left in English and right in Arabic', async () => {
    const { unmount } = renderControls('en');
    expect(
      screen
        .getByRole('button', { name: 'Previous' })
        .querySelector('[data-testid="ChevronLeftIcon"]'),
    ).not.toBeNull();
    unmount();
    renderControls('ar');
    const previous = await screen.findByRole('button', { name: 'Previous' });
    expect(previous.querySelector('[data-testid="ChevronRightIcon"]')).not.toBeNull();
  });
});
