import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { CountStepper } from '@/components/form/count-stepper';
import { PopoverField } from '@/components/form/popover-field';

import { PASSENGER_LIMITS, type Passengers } from '../flight-search-slice';
import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';

/** §9 ages shown beside each passenger type. */
const AGES = { adults: { min: 12 }, children: { min: 2, max: 11 } } as const;

/**
 * Adults (12+) and children (2–11): at least 1 adult, and at most 9 passengers in all (§5). The
 * field shows the count; its pop-over holds the − and + buttons.
 */
export function PassengersField({
  value,
  onChange,
}: {
  value: Passengers;
  onChange: (passengers: Passengers) => void;
}) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const { adults, children } = value;
  const full = adults + children >= PASSENGER_LIMITS.maxTotal;
  const count = (type: 'adults' | 'children', n: number) =>
    t(`search.passengers.${type}Count`, { count: n, value: format.number(n) });

  return (
    <PopoverField
      id="flight-search-passengers"
      label={t('search.passengers.label')}
      value={t('search.passengers.summary', {
        adults: count('adults', adults),
        children: count('children', children),
      })}
    >
      {(close) => (
        <Stack spacing={2.5} sx={{ p: 2.5, width: 320, maxWidth: '100%' }}>
          <CountStepper
            id="flight-search-adults"
            label={t('search.passengers.adults')}
            note={t('search.passengers.adultsNote', { age: format.number(AGES.adults.min) })}
            value={format.number(adults)}
            decreaseLabel={t('search.passengers.fewerAdults')}
            increaseLabel={t('search.passengers.moreAdults')}
            canDecrease={adults > PASSENGER_LIMITS.minAdults}
            canIncrease={!full}
            onDecrease={() => onChange({ adults: adults - 1, children })}
            onIncrease={() => onChange({ adults: adults + 1, children })}
          />
          <CountStepper
            id="flight-search-children"
            label={t('search.passengers.children')}
            note={t('search.passengers.childrenNote', {
              min: format.number(AGES.children.min),
              max: format.number(AGES.children.max),
            })}
            value={format.number(children)}
            decreaseLabel={t('search.passengers.fewerChildren')}
            increaseLabel={t('search.passengers.moreChildren')}
            canDecrease={children > PASSENGER_LIMITS.minChildren}
            canIncrease={!full}
            onDecrease={() => onChange({ adults, children: children - 1 })}
            onIncrease={() => onChange({ adults, children: children + 1 })}
          />
          <Typography variant="body2" color="text.secondary">
            {t('search.passengers.limit', { value: format.number(PASSENGER_LIMITS.maxTotal) })}
          </Typography>
          <Button variant="contained" onClick={close} sx={{ alignSelf: 'flex-end' }}>
            {t('search.passengers.done')}
          </Button>
        </Stack>
      )}
    </PopoverField>
  );
}
