import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FLEXIBLE_DATES } from '@server/modules/flights/constants.ts';

import { addDaysIso } from '@/lib/iso-date';
import { visuallyHidden } from '@/lib/visually-hidden';

import { useFlightDatesQuery } from '../api/flights-api';
import type { FlightSearchParams } from '../api/flight-types';
import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';

interface DateStripProps {
  params: FlightSearchParams;
  /** Searches another departure date (a round trip keeps its length). */
  onChange: (params: FlightSearchParams) => void;
}

/**
 * Flexible dates: the cheapest fare of the three days before and after the one searched, from the
 * engine (GET /api/shopping/flight-dates/), each a button that searches that day. The cheapest of
 * the week stands out; a day with nothing to book cannot be chosen.
 */
export function DateStrip({ params, onChange }: DateStripProps) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const around = FLEXIBLE_DATES.stripDaysEachSide;
  const from = addDaysIso(params.departureDate, -around);
  const to = addDaysIso(params.departureDate, around);
  const { data, isError } = useFlightDatesQuery({ search: params, from, to });

  if (isError) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('results.dates.failed')}
      </Typography>
    );
  }
  const days =
    data?.dates ??
    Array.from({ length: 2 * around + 1 }, (_, index) => ({
      departureDate: addDaysIso(from, index),
      returnDate: null,
      cheapest: undefined,
    }));
  const prices = (data?.dates ?? []).flatMap((day) => (day.cheapest ? [Number(day.cheapest)] : []));
  const lowest = prices.length ? Math.min(...prices) : null;

  return (
    <Box
      component="nav"
      aria-label={t('results.dates.label')}
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${days.length}, minmax(88px, 1fr))`,
        gap: 1,
        overflowX: 'auto',
        pb: 1,
        mb: 2,
      }}
    >
      {days.map((day) => {
        const current = day.departureDate === params.departureDate;
        const cheapest = day.cheapest ? Number(day.cheapest) : null;
        const price = cheapest === null ? null : format.price(cheapest, data?.currency);
        const isLowest = cheapest !== null && cheapest === lowest;
        const date = format.date(day.departureDate);
        return (
          <Button
            key={day.departureDate}
            variant={current ? 'contained' : 'outlined'}
            aria-current={current ? 'date' : undefined}
            disabled={day.cheapest === null}
            onClick={() =>
              onChange({
                ...params,
                departureDate: day.departureDate,
                returnDate: day.returnDate ?? undefined,
              })
            }
            sx={{ flexDirection: 'column', py: 1, textTransform: 'none', lineHeight: 1.3 }}
          >
            {/* Named by what it shows, then what only a screen reader hears (WCAG 2.5.3). */}
            <span>{date}</span>
            {day.cheapest === undefined ? (
              <Skeleton width={56} />
            ) : (
              <Box
                component="span"
                sx={{ fontWeight: 700, color: isLowest && !current ? 'success.main' : undefined }}
              >
                {price ?? '—'}
              </Box>
            )}
            {(isLowest || day.cheapest === null) && (
              <Box component="span" sx={visuallyHidden}>
                {t(isLowest ? 'results.dates.lowest' : 'results.dates.none')}
              </Box>
            )}
          </Button>
        );
      })}
    </Box>
  );
}
