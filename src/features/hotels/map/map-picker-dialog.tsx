import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { RADIUS_KM } from '@server/modules/hotels/constants.ts';
import { LOCATION_LIMITS } from '@server/modules/locations/constants.ts';
import { useState, type FormEvent } from 'react';

import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';

import { WithMapChunk } from './lazy-map';
import type { MapPoint } from './map-geometry';
import { usePlaceSearch } from './use-place-search';

export interface MapChoice {
  point: MapPoint;
  /** km */
  radius: number;
}

interface MapPickerDialogProps {
  open: boolean;
  /** What the form has: the dialog starts from it, and Cancel leaves it as it was. */
  initial: { point: MapPoint | null; radius: number };
  onClose: () => void;
  onConfirm: (choice: MapChoice) => void;
}

/** §2 "map picker with place search": full screen on phones. */
export function MapPickerDialog({ open, initial, onClose, onConfirm }: MapPickerDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { t } = useHotelsTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="hotel-map-title"
    >
      <DialogTitle id="hotel-map-title">{t('map.title')}</DialogTitle>
      {/* Mounted while open only, so each opening starts from the form. */}
      {open && <PickerContent initial={initial} onClose={onClose} onConfirm={onConfirm} />}
    </Dialog>
  );
}

function PickerContent({ initial, onClose, onConfirm }: Omit<MapPickerDialogProps, 'open'>) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const [point, setPoint] = useState(initial.point);
  const [radius, setRadius] = useState(initial.radius);
  const [keyword, setKeyword] = useState('');
  const search = usePlaceSearch();
  const [focus, setFocus] = useState<MapPoint | null>(null);

  const onSearch = async (event: FormEvent) => {
    event.preventDefault();
    const found = await search.find(keyword);
    if (found) {
      setPoint(found.point);
      setFocus(found.point);
    }
  };
  const pointText = (at: MapPoint) =>
    t('search.location.point', {
      latitude: format.number(at.latitude, { maximumFractionDigits: 4 }),
      longitude: format.number(at.longitude, { maximumFractionDigits: 4 }),
    });

  return (
    <>
      <DialogContent
        dividers
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, minHeight: { sm: 560 } }}
      >
        <Stack
          component="form"
          noValidate
          direction="row"
          spacing={1}
          onSubmit={onSearch}
          role="search"
          aria-label={t('map.placeLabel')}
        >
          <TextField
            id="hotel-map-place"
            size="small"
            label={t('map.placeLabel')}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            slotProps={{ htmlInput: { maxLength: LOCATION_LIMITS.keywordMax } }}
            sx={{ flex: 1 }}
          />
          <Button
            type="submit"
            variant="outlined"
            startIcon={<SearchIcon />}
            loading={search.status.kind === 'searching'}
            loadingPosition="start"
          >
            {t('map.placeSearch')}
          </Button>
        </Stack>
        {search.status.kind === 'found' && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('map.found', { place: search.status.place })}
          </Typography>
        )}
        {(search.status.kind === 'notFound' || search.status.kind === 'failed') && (
          <Alert
            severity={search.status.kind === 'failed' ? 'error' : 'warning'}
            onClose={search.dismiss}
            closeText={t('dismiss')}
          >
            {t(search.status.kind === 'failed' ? 'map.searchFailed' : 'map.notFound')}
          </Alert>
        )}
        <Typography id="hotel-map-hint" variant="body2" color="text.secondary">
          {t('map.hint')}
        </Typography>
        <WithMapChunk minHeight={320}>
          {({ PickerMap }) => (
            <PickerMap point={point} radius={radius} onPoint={setPoint} focus={focus} />
          )}
        </WithMapChunk>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Typography aria-live="polite" sx={{ flex: 1 }}>
            {point ? t('map.pointAt', { point: pointText(point) }) : t('map.noPoint')}
          </Typography>
          <Box sx={{ width: { xs: '100%', sm: 280 }, px: 1 }}>
            <Typography variant="body2" aria-hidden>
              {t('map.radiusIs', {
                value: t('map.radiusValue', { value: format.number(radius) }),
              })}
            </Typography>
            <Slider
              aria-label={t('map.radius')}
              value={radius}
              min={RADIUS_KM.min}
              max={RADIUS_KM.max}
              onChange={(_, value) => setRadius(value)}
              getAriaValueText={(value) => t('map.radiusValue', { value: format.number(value) })}
              valueLabelDisplay="auto"
              valueLabelFormat={(value) => format.number(value)}
            />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('map.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!point}
          onClick={() => point && onConfirm({ point, radius })}
        >
          {t('map.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}
