import { screen, within } from '@testing-library/react';

import arLegal from '@/i18n/locales/ar/legal.json';
import enLegal from '@/i18n/locales/en/legal.json';
import { renderApp } from '@/testing/render-with-providers';

/** The document's own article, so the header and footer do not count. */
async function findArticle(title: string) {
  return within(await screen.findByRole('article', { name: title }));
}

describe.each([
  { route: '/terms', doc: 'terms', other: '/privacy' },
  { route: '/privacy', doc: 'privacy', other: '/terms' },
] as const)('$route', ({ route, doc, other }) => {
  it('renders the English document with a date, its sections and a way to ask', async () => {
    renderApp({ route });
    const page = await findArticle(enLegal[doc].title);
    expect(page.getByText(enLegal[doc].lastUpdated)).toBeInTheDocument();
    const headings = page
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(enLegal[doc].sections.map((section) => section.heading));
    expect(headings.length).toBeGreaterThanOrEqual(6);
    expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(page.getByRole('link', { name: /^Read the/ })).toHaveAttribute('href', other);
  });

  it('renders the Arabic document', async () => {
    renderApp({ route, language: 'ar' });
    const page = await findArticle(arLegal[doc].title);
    expect(page.getByText(arLegal[doc].lastUpdated)).toBeInTheDocument();
    const headings = page
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(arLegal[doc].sections.map((section) => section.heading));
    expect(page.getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute('href', '/contact');
  });
});

describe('legal translations', () => {
  it('give both languages the same sections, paragraphs and list items', () => {
    const shape = (
      sections: readonly { paragraphs: string[]; items?: string[]; note?: string }[],
    ) =>
      sections.map((section) => ({
        paragraphs: section.paragraphs.length,
        items: section.items?.length ?? 0,
        note: section.note !== undefined,
      }));
    for (const doc of ['terms', 'privacy'] as const) {
      expect(shape(arLegal[doc].sections)).toEqual(shape(enLegal[doc].sections));
    }
  });
});
