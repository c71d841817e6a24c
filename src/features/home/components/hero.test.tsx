import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '@/testing/render-with-providers';

import { preferReducedMotion, registerHomeStrings } from '@/testing/home';

import { Hero, HERO_INTERVAL_MS } from './hero';

const TITLE = 'Search and book your next trip at low prices';
const location = (text: string) => screen.getByText(text);

function renderHero(language: 'en' | 'ar' = 'en') {
  const view = renderWithProviders(<Hero />, { language });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const hero = screen.getByRole('region', {
    name: language === 'ar' ? 'ابحث واحجز رحلتك القادمة بأسعار منخفضة' : TITLE,
  });
  return { ...view, user, hero };
}

// One act per slide: each slide schedules the next once React has rendered it.
const waitSlides = (slides: number) => {
  for (let i = 0; i < slides; i += 1) act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
};
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeAll(registerHomeStrings);
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('hero slideshow', () => {
  it('shows the promise and the first city, then moves on every 6 seconds and wraps around', () => {
    renderHero();
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(location('Dubai, United Arab Emirates')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Dubai skyline/ })).toBeInTheDocument();

    wait(HERO_INTERVAL_MS - 1);
    expect(location('Dubai, United Arab Emirates')).toBeInTheDocument();
    wait(1);
    expect(location('Paris, France')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Eiffel Tower/ })).toBeInTheDocument();
    waitSlides(3);
    expect(location('Dubai, United Arab Emirates')).toBeInTheDocument();
  });

  it('moves with previous, next and the dots', async () => {
    const { user } = renderHero();
    await user.click(screen.getByRole('button', { name: 'Previous destination' }));
    expect(location('Cairo, Egypt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next destination' }));
    expect(location('Dubai, United Arab Emirates')).toBeInTheDocument();

    const istanbul = screen.getByRole('button', { name: 'Go to slide 3: Istanbul' });
    await user.click(istanbul);
    expect(location('Istanbul, Türkiye')).toBeInTheDocument();
    expect(istanbul).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1: Dubai' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('pauses while the pointer is over it and resumes when it leaves', async () => {
    const { user, hero } = renderHero();
    await user.hover(hero);
    waitSlides(3);
    expect(location('Dubai, United Arab Emirates')).toBeInTheDocument();
    await user.unhover(hero);
    waitSlides(1);
    expect(location('Paris, France')).toBeInTheDocument();
  });

  it('pauses while focus is inside it', async () => {
    const { user } = renderHero();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous destination' })).toHaveFocus();
    waitSlides(2);
    expect(location('Dubai, United Arab Emirates')).toBeInTheDocument();
    // Moving between its own controls keeps it paused.
    await user.tab();
    waitSlides(2);
    expect(location('Dubai, United Arab Emirates')).toBeInTheDocument();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.body).toHaveFocus();
    waitSlides(1);
    expect(location('Paris, France')).toBeInTheDocument();
  });

  it('can be stopped and restarted with the pause button', async () => {
    const { user } = renderHero();
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    await user.click(document.body);
    waitSlides(2);
    expect(location('Dubai, United Arab Emirates')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    await user.click(document.body);
    waitSlides(1);
    expect(location('Paris, France')).toBeInTheDocument();
  });

  it('never advances by itself when the user prefers reduced motion', async () => {
    const restore = preferReducedMotion();
    try {
      const { user } = renderHero();
      waitSlides(5);
      expect(location('Dubai, United Arab Emirates')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
      expect(location('Dubai, United Arab Emirates').parentElement).toHaveAttribute(
        'aria-live',
        'polite',
      );
      await user.click(screen.getByRole('button', { name: 'Next destination' }));
      expect(location('Paris, France')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('points the arrows the reading way in Arabic', async () => {
    renderHero('ar');
    const previous = await screen.findByRole('button', { name: 'الوجهة السابقة' });
    const next = screen.getByRole('button', { name: 'الوجهة التالية' });
    expect(previous.querySelector('[data-testid="ChevronRightIcon"]')).not.toBeNull();
    expect(next.querySelector('[data-testid="ChevronLeftIcon"]')).not.toBeNull();
    expect(screen.getByText('دبي، الإمارات العربية المتحدة')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'الانتقال إلى الشريحة ٢: باريس' }),
    ).toBeInTheDocument();
  });
});
