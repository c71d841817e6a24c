import { screen } from '@testing-library/react';

import { renderWithProviders } from '@/testing/render-with-providers';

import { useCarFormat } from './use-car-format';

function Digits({ text }: { text: string }) {
  return <p>{useCarFormat().digits(text)}</p>;
}

describe('numbers in the server’s Arabic text', () => {
  it('are written in the reader’s digits, grouping and decimal sign kept', () => {
    renderWithProviders(<Digits text="بتقييم 3.8 من 5 (3,260 تقييمًا)، 300 كم" />, {
      language: 'ar',
    });
    expect(screen.getByText('بتقييم ٣٫٨ من ٥ (٣٬٢٦٠ تقييمًا)، ٣٠٠ كم')).toBeInTheDocument();
  });

  it('stay Latin for a reader who chose Latin digits', () => {
    renderWithProviders(<Digits text="بتقييم 3.8 من 5 (3,260 تقييمًا)" />, {
      language: 'ar',
      preloadedState: { preferences: { theme: 'light', language: 'ar', digits: 'latn' } },
    });
    expect(screen.getByText('بتقييم 3.8 من 5 (3,260 تقييمًا)')).toBeInTheDocument();
  });
});
