import AddIcon from '@mui/icons-material/Add';
import GridViewIcon from '@mui/icons-material/GridView';
import MapIcon from '@mui/icons-material/Map';
import RefreshIcon from '@mui/icons-material/Refresh';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { HOTEL_SORTS, type HotelSort } from '@server/modules/hotels/constants.ts';

import { RouterButton } from '@/components/router-button';

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
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            {where}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('results.summary', {
              checkIn: format.date(search.checkIn),
              checkOut: format.date(search.checkOut),
              nights: t('card.nights', { count: nights, value: format.number(nights) }),
              rooms,
            })}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={props.onRefresh}
            loading={props.refreshing}
            loadingPosition="start"
          >
            {t('results.refresh')}
          </Button>
          <RouterButton
            to="/"
            state={{ activeTab: 'hotels' }}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('results.newSearch')}
          </RouterButton>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          id="hotel-results-sort"
          label={t('results.sortBy')}
          value={sort}
          onChange={(event) => {
            const chosen = HOTEL_SORTS.find((value) => value === event.target.value);
            if (chosen) props.onSort(chosen);
          }}
          fullWidth={false}
          sx={{ width: 240 }}
        >
          {HOTEL_SORTS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`results.sorts.${value}`)}
            </MenuItem>
          ))}
        </TextField>
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
