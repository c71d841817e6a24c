import { screen } from '@testing-library/react';

import { renderWithProviders } from '@/testing/render-with-providers';

import { RouteErrorPage } from './route-error-page';

it('offers a reload and a problem report', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderWithProviders(<RouteErrorPage />, { language: 'ar' });
  expect(await screen.findByRole('button', { name: 'إعادة تحميل الصفحة' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'الإبلاغ عن مشكلة' })).toBeInTheDocument();
});
