import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ResponsiveFilters } from '@/components/filters/responsive-filters';

interface ResultsLayoutProps {
  /** The kind's strings namespace, with `filters.show` and `filters.close`. */
  namespace: string;
  /** The filter panel; `close` closes the drawer on narrow screens. */
  filters: (close: () => void) => ReactNode;
  /** A new key draws a fresh filter panel (a new search's choices start from what it asked). */
  filtersKey?: string;
  /** The results column's id, for a skip link to land on. */
  resultsId?: string;
  children: ReactNode;
}

/** A results page's body: the filters beside (or, on phones, above) the results. */
export function ResultsLayout({
  namespace,
  filters,
  filtersKey,
  resultsId,
  children,
}: ResultsLayoutProps) {
  const { t } = useTranslation(namespace);
  const target = resultsId ? { id: resultsId, tabIndex: -1, sx: { outline: 'none' } } : {};
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4, lg: 3 }}>
        <ResponsiveFilters
          key={filtersKey}
          showLabel={t('filters.show')}
          closeLabel={t('filters.close')}
        >
          {filters}
        </ResponsiveFilters>
      </Grid>
      <Grid size={{ xs: 12, md: 8, lg: 9 }} {...target}>
        {children}
      </Grid>
    </Grid>
  );
}
