import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CAR_SORTS, type CarSort } from '@server/modules/cars/constants.ts';

import { SortSelect } from '@/components/results/results-header';

import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import type { ResolvedSearch } from '../model/search-form';

interface ResultsHeaderProps {
  /** What was searched, once the answer says (the server's defaults filled in). */
  resolved: ResolvedSearch | null;
  days: number | null;
  sort: CarSort;
  onSort: (sort: CarSort) => void;
}

/** Where and when the cars are for, and the sort. */
export function ResultsHeader({ resolved, days, sort, onSort }: ResultsHeaderProps) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, my: 3 }}
    >
      <Typography color="text.secondary" aria-live="polite" sx={{ minHeight: '1.5em' }}>
        {resolved && days !== null
          ? t(
              resolved.dropoff.code === resolved.pickup.code
                ? 'results.summary'
                : 'results.summaryOneWay',
              {
                pickup: format.name(resolved.pickup),
                dropoff: format.name(resolved.dropoff),
                from: format.dateTime(resolved.pickupAt),
                until: format.dateTime(resolved.returnAt),
                days: t('card.days', { count: days, value: format.number(days) }),
                age: format.number(resolved.driverAge),
              },
            )
          : ''}
      </Typography>
      <SortSelect
        id="car-results-sort"
        label={t('results.sortBy')}
        sorts={CAR_SORTS}
        sortLabel={(value) => t(`results.sorts.${value}`)}
        value={sort}
        onChange={onSort}
        sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}
      />
    </Stack>
  );
}
