import Box from '@mui/material/Box';
import type { ComponentProps } from 'react';

import { lazyOnIntent } from '@/components/deferred/lazy-on-intent';

import { useCarText } from '../hooks/use-car-format';
import type { CarSearch } from '../model/car-search';
import type { ResolvedSearch } from '../model/search-form';

import type { CarSearchForm as Form } from './car-search-form';

// The form (branch autocompletes, opening hours, date pickers, validation) is the heaviest part
// of /cars to draw, on the server as in the browser (issue 30). The first screen shows what was
// searched in its place; the form follows at the visitor's first sign of use, or once the page
// has gone quiet. A search made in the browser (the form already loaded) shows it at once.
const CarSearchForm = lazyOnIntent(
  async () =>
    (await import(/* webpackChunkName: "car-search" */ './car-search-form')).CarSearchForm,
);

type CarSearchFormProps = ComponentProps<typeof Form>;

/** /cars's search form, in its own chunk, with what was searched in its place until it loads. */
export function LazyCarSearchForm(props: CarSearchFormProps) {
  return (
    <CarSearchForm
      {...props}
      fallback={<CarSearchSummary asked={props.asked} resolved={props.resolved} />}
    />
  );
}

// The form's height at each breakpoint, measured in both languages (a round trip, no notice):
// Arabic's labels wrap sooner on a phone and a tablet.
const FORM_HEIGHT = {
  en: { xs: 696, sm: 426, md: 284 },
  ar: { xs: 732, sm: 426, md: 304, lg: 284 },
};

/** Loads the form's code now: a search shown after it has loaded shows the form at once. */
LazyCarSearchForm.preload = CarSearchForm.preload;

/** The search as the form will show it: each field's label and value, at the form's size. */
function CarSearchSummary({
  asked,
  resolved,
}: {
  asked: CarSearch;
  resolved: ResolvedSearch | null;
}) {
  const { t, format } = useCarText();
  // The answer's values (the server's defaults filled in), else the link's.
  const [pickupDate = asked.pickupDate, pickupTime = asked.pickupTime] =
    resolved?.pickupAt.split('T') ?? [];
  const [returnDate = asked.returnDate, returnTime = asked.returnTime] =
    resolved?.returnAt.split('T') ?? [];
  const age = resolved?.driverAge ?? asked.driverAge;
  const oneWay = resolved && resolved.dropoff.code !== resolved.pickup.code;
  const fields: [key: string, value: string | undefined][] = [
    ['search.pickup', resolved ? format.name(resolved.pickup) : asked.pickupLocation],
    ...(oneWay ? [['search.dropoff', format.name(resolved.dropoff)] as [string, string]] : []),
    ['search.pickupDate', pickupDate && format.date(pickupDate)],
    ['search.pickupTime', pickupTime && format.time(pickupTime.slice(0, 5))],
    ['search.returnDate', returnDate && format.date(returnDate)],
    ['search.returnTime', returnTime && format.time(returnTime.slice(0, 5))],
    ['search.driverAge', age === undefined ? undefined : format.number(age)],
  ];
  // One styled list whose fields are plain elements that its rules style alike: a Box and two
  // Typography a field were 18 styled components to serialize on every drawing (issue 30).
  return (
    <Box
      component="dl"
      aria-label={t('search.label')}
      sx={{
        minHeight: FORM_HEIGHT[format.language],
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        alignContent: 'start',
        gap: 2,
        '& > div': { bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 },
        '& dt': { typography: 'caption', color: 'text.secondary' },
        '& dd': { typography: 'body1', m: 0, minHeight: '1.5em' },
      }}
    >
      {fields.map(([key, value]) => (
        <div key={key}>
          <dt>{t(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Box>
  );
}
