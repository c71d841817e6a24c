import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import HotelIcon from '@mui/icons-material/Hotel';
import SearchIcon from '@mui/icons-material/Search';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { RouterButton } from '@/components/router-button';

import type { SearchTab } from '../home-slice';

import { focusRing } from './a11y-styles';

const PRODUCT = {
  flights: { icon: FlightTakeoffIcon, to: '/flights' },
  hotels: { icon: HotelIcon, to: '/hotels' },
} as const;

/**
 * Stands in for the flight and hotel search forms until their issues land: a line about the
 * product and a button to its results page, so the panel is never a dead end.
 */
export function SearchPanelPreview({ tab }: { tab: SearchTab }) {
  const { t } = useTranslation('home');
  const { icon: Icon, to } = PRODUCT[tab];
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flex: 1 }}>
        <Icon aria-hidden color="primary" sx={{ fontSize: 32 }} />
        <Typography color="text.secondary">{t(`search.${tab}.body`)}</Typography>
      </Stack>
      <RouterButton
        to={to}
        variant="contained"
        size="large"
        startIcon={<SearchIcon aria-hidden />}
        sx={[{ whiteSpace: 'nowrap' }, focusRing]}
      >
        {t(`search.${tab}.action`)}
      </RouterButton>
    </Stack>
  );
}
