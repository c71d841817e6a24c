import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The form (autocomplete, date pickers) loads in its own chunk after the home page.
const HotelSearchForm = lazy(async () => ({
  default: (await import(/* webpackChunkName: "hotel-search" */ './hotel-search-form'))
    .HotelSearchForm,
}));

/** The home page's hotel search panel (§2), composed into the home page by the app layer. */
export function HotelSearchPanel() {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Box role="status" aria-busy="true" aria-label={t('loading')} sx={{ minHeight: 190 }} />
      }
    >
      <HotelSearchForm />
    </Suspense>
  );
}
