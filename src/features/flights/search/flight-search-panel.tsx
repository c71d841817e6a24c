import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

import { lazyOnIntent } from '@/components/deferred/lazy-on-intent';

// The form (airport autocompletes, date pickers, validation) is heavy; the home page's first
// download carries only this wrapper, and the form follows in its own chunk as soon as the
// visitor starts using the page (or the page has loaded and gone quiet).
const FlightSearchForm = lazyOnIntent(
  async () =>
    (await import(/* webpackChunkName: "flight-search" */ './flight-search-form')).FlightSearchForm,
);

const bar = { bgcolor: 'action.hover', borderRadius: 1, height: 56 } as const;
// The form's grid (a 12-column MUI Grid, spacing 2), field for field, for a round trip (the
// default): the same rows at every width. Drawn as a CSS grid of the same columns and gaps, which
// places each field exactly where the Grid does, so the placeholder needs no Grid code.
const span = (columns: Record<string, number>) =>
  Object.fromEntries(Object.entries(columns).map(([at, n]) => [at, `span ${n}`]));
const FIELDS = [
  { columns: span({ xs: 12, lg: 6 }), height: { xs: 120, sm: 56 } },
  { columns: span({ xs: 12, sm: 6, lg: 3 }) },
  { columns: span({ xs: 12, sm: 6, lg: 3 }) },
  { columns: span({ xs: 12, sm: 6, md: 4 }) },
  { columns: span({ xs: 12, sm: 6, md: 4 }) },
  { columns: span({ xs: 12, md: 4 }) },
];

/** Holds the form's place, at its size, while its code loads, so the page does not jump. */
function FlightSearchPlaceholder() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('loading')}>
      <Box sx={{ ...bar, height: { xs: 83, sm: 38 }, width: { xs: 200, sm: '100%' }, mb: 2 }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 2 }}>
        {FIELDS.map(({ columns, height }, index) => (
          <Box key={index} sx={{ ...bar, gridColumn: columns, ...(height ? { height } : {}) }} />
        ))}
      </Box>
    </Box>
  );
}

/** The home page's flight search panel (§2), composed into the home page by the app layer. */
export function FlightSearchPanel() {
  return <FlightSearchForm fallback={<FlightSearchPlaceholder />} />;
}
