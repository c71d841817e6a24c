import GridViewIcon from '@mui/icons-material/GridView';
import MapIcon from '@mui/icons-material/Map';
import ViewListIcon from '@mui/icons-material/ViewList';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { HOTEL_SORTS, type HotelSort } from '@server/modules/hotels/constants.ts';

import { ResultsTitle, SortSelect } from '@/components/results/results-header';

import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import {
  RESULTS_VIEWS,
  stayNights,
  type HotelSearch,
  type ResultsView,
} from '../model/hotel-search';
import { useRoomsSummary } from '../search/rooms-field';

interface ResultsHeaderProps {
  search: HotelSearch;
  /** The city's name in the reader's language, from the answer (the link's until it is there). */
  cityName: string | null;
  sort: HotelSort;
  onSort: (sort: HotelSort) => void;
  view: ResultsView;
  onView: (view: ResultsView) => void;
  refreshing: boolean;
  onRefresh: () => void;
}

const VIEW_BUTTONS = {
  grid: { icon: <GridViewIcon />, label: 'results.grid' },
  list: { icon: <ViewListIcon />, label: 'results.listView' },
  map: { icon: <MapIcon />, label: 'results.mapView' },
} as const;

/** What was searched; sort, grid/list/map, Refresh Search and New Search (home, hotels tab). */
export function ResultsHeader(props: ResultsHeaderProps) {
  const { search, sort, view } = props;
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const rooms = useRoomsSummary(search.rooms);
  const nights = stayNights(search);
  const { place } = search;
  const where =
    place.kind === 'city'
      ? t('results.titleCity', { city: props.cityName ?? place.name })
      : t('results.titleNear', { radius: format.number(place.radius) });

  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <ResultsTitle
        namespace="hotels"
        tab="hotels"
        title={where}
        summary={t('results.summary', {
          checkIn: format.date(search.checkIn),
          checkOut: format.date(search.checkOut),
          nights: t('card.nights', { count: nights, value: format.number(nights) }),
          rooms,
        })}
        refreshing={props.refreshing}
        onRefresh={props.onRefresh}
      />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
        <SortSelect
          id="hotel-results-sort"
          label={t('results.sortBy')}
          sorts={HOTEL_SORTS}
          sortLabel={(value) => t(`results.sorts.${value}`)}
          value={sort}
          onChange={props.onSort}
          fullWidth={false}
          sx={{ width: 240 }}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, value: ResultsView | null) => value && props.onView(value)}
          aria-label={t('results.layout')}
        >
          {RESULTS_VIEWS.map((value) => (
            <ToggleButton key={value} value={value} aria-label={t(VIEW_BUTTONS[value].label)}>
              {VIEW_BUTTONS[value].icon}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
}
