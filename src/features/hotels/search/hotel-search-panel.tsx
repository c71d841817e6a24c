import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import type { SearchLink } from './hotel-search-form';

// The form (autocomplete, date pickers) loads in its own chunk after the home page.
const HotelSearchForm = lazy(async () => ({
  default: (await import(/* webpackChunkName: "hotel-search" */ './hotel-search-form'))
    .HotelSearchForm,
}));

/**
 * The hotel search panel (§2), composed into the home page by the app layer; /hotels shows it
 * for a link it cannot read in full (`link`).
 */
export function HotelSearchPanel({ link }: { link?: SearchLink }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Box role="status" aria-busy="true" aria-label={t('loading')} sx={{ minHeight: 190 }} />
      }
    >
      <HotelSearchForm link={link} />
    </Suspense>
  );
}
