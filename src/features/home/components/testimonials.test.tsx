import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '@/testing/render-with-providers';

import { preferReducedMotion, registerHomeStrings } from '@/testing/home';

import { TESTIMONIAL_INTERVAL_MS, Testimonials } from './testimonials';

const waitSlides = (slides: number) => {
  for (let i = 0; i < slides; i += 1) {
    act(() => jest.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS));
  }
};

function renderTestimonials() {
  const view = renderWithProviders(<Testimonials />);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const carousel = screen.getByRole('group', { name: 'Traveller reviews' });
  return { ...view, user, carousel };
}

beforeAll(registerHomeStrings);
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('testimonials', () => {
  it('shows a traveller review with its rating and moves on every 5 seconds', () => {
    renderTestimonials();
    expect(
      screen.getByRole('heading', { level: 2, name: 'What our travellers say' }),
    ).toBeVisible();
    expect(screen.getByText('Layla Hassan')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS - 1));
    expect(screen.getByText('Layla Hassan')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('James Carter')).toBeInTheDocument();
    waitSlides(3);
    expect(screen.getByText('Layla Hassan')).toBeInTheDocument();
  });

  it('moves with previous, next and the dots', async () => {
    const { user } = renderTestimonials();
    await user.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(screen.getByText('Omar Khalid')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next review' }));
    expect(screen.getByText('Layla Hassan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to review 3: Fatima El-Sayed' }));
    expect(screen.getByText('Fatima El-Sayed')).toBeInTheDocument();
  });

  it('pauses while hovered and speaks changes only when not rotating', async () => {
    const { user, carousel } = renderTestimonials();
    const live = () => screen.getByText('Layla Hassan').closest('[aria-live]');
    expect(live()).toHaveAttribute('aria-live', 'off');
    await user.hover(carousel);
    expect(live()).toHaveAttribute('aria-live', 'polite');
    waitSlides(3);
    expect(screen.getByText('Layla Hassan')).toBeInTheDocument();
    await user.unhover(carousel);
    waitSlides(1);
    expect(screen.getByText('James Carter')).toBeInTheDocument();
  });

  it('stays put when the user prefers reduced motion', () => {
    const restore = preferReducedMotion();
    try {
      renderTestimonials();
      waitSlides(4);
      expect(screen.getByText('Layla Hassan')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pause reviews' })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
