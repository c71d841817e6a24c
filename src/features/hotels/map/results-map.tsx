import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';

import type { HotelOffer } from '../api/hotel-types';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import type { HotelPlace } from '../model/hotel-search';

import { HotelPinCard } from './hotel-pin-card';
import { hotelPins, resultsFrame } from './hotel-pins';
import { CITY_ZOOM, DEFAULT_CENTRE } from './map-geometry';
import { mapSx, useLeafletMap } from './use-leaflet-map';
import { useSchemeTheme } from '@/theme/color-scheme';

export interface ResultsMapProps {
  place: HotelPlace;
  hotels: HotelOffer[];
  /** The stay's query, for a hotel's page (as its card links it). */
  stayQuery: string;
  height: Record<string, number>;
}

/**
 * /hotels as a map: each hotel of the results a pin with its price for the stay, the circle of a
 * point search; choosing a pin (click, tap, or Enter on a focused pin) shows the hotel.
 */
export function ResultsMap({ place, hotels, stayQuery, height }: ResultsMapProps) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const theme = useSchemeTheme();
  const centre = place.kind === 'point' ? place : (hotels[0] ?? DEFAULT_CENTRE);
  const { ref, map } = useLeafletMap({ centre, zoom: CITY_ZOOM });
  const [chosen, setChosen] = useState<number | null>(null);
  const hotel = hotels.find((candidate) => candidate.code === chosen) ?? null;
  const fitted = useRef(false);

  const pinList = useMemo(() => hotelPins(hotels, format), [hotels, format]);
  const frame = useMemo(() => resultsFrame(place, pinList), [place, pinList]);
  // The map frames the first results; later pages (Load More) add pins without moving it.
  useEffect(() => {
    if (!map || !frame || fitted.current) return;
    fitted.current = true;
    map.fitBounds(frame, { padding: [32, 32], maxZoom: CITY_ZOOM });
  }, [map, frame]);

  useEffect(() => {
    if (!map || place.kind !== 'point') return;
    const circle = L.circle([place.latitude, place.longitude], {
      radius: place.radius * 1000,
      color: theme.palette.primary.main,
      weight: 2,
      fillOpacity: 0.08,
      interactive: false,
    }).addTo(map);
    return () => {
      circle.remove();
    };
  }, [map, place, theme]);

  // One pin per hotel, made again only when the hotels change; choosing one restyles it in place
  // (a keyboard user's focus stays on the pin).
  const pins = useRef(new Map<number, L.Marker>());
  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    const made = pins.current;
    for (const { code, name, at, price } of pinList) {
      const label = document.createElement('span');
      label.textContent = price;
      const pin = L.marker([at.latitude, at.longitude], {
        icon: L.divIcon({ html: label, className: 'safar-pin', iconSize: undefined }),
        keyboard: true,
        riseOnHover: true,
        // The map is framed on the pins already; a pan on focus only moves it under the reader.
        autoPanOnFocus: false,
      })
        .on('click', () => setChosen(code))
        // Leaflet answers Enter on a pin only for popups; a pin is a button, so Space too.
        .on('keypress', ({ originalEvent }: L.LeafletKeyboardEvent) => {
          if (originalEvent.key === 'Enter' || originalEvent.key === ' ') {
            originalEvent.preventDefault();
            setChosen(code);
          }
        })
        .addTo(layer);
      pin.getElement()?.setAttribute('aria-label', t('map.pin', { name, price }));
      made.set(code, pin);
    }
    return () => {
      layer.remove();
      made.clear();
    };
  }, [map, pinList, t]);

  useEffect(() => {
    for (const [code, pin] of pins.current) {
      const isChosen = code === chosen;
      const element = pin.getElement();
      element?.classList.toggle('safar-pin-chosen', isChosen);
      element?.setAttribute('aria-pressed', String(isChosen));
      pin.setZIndexOffset(isChosen ? 1000 : 0);
    }
  }, [chosen, map, pinList]);

  const pinColour =
    theme.palette.mode === 'dark' ? theme.palette.grey[900] : theme.palette.common.white;
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        ref={ref}
        dir="ltr"
        role="application"
        aria-label={t('map.results')}
        sx={{
          height,
          borderRadius: 2,
          ...mapSx(theme),
          '& .safar-pin': { background: 'none', border: 0 },
          '& .safar-pin > span': {
            display: 'inline-block',
            transform: 'translate(-50%, calc(-100% - 6px))',
            px: 1,
            py: 0.25,
            borderRadius: 4,
            whiteSpace: 'nowrap',
            fontWeight: 700,
            fontSize: 13,
            lineHeight: '20px',
            color: theme.palette.text.primary,
            backgroundColor: pinColour,
            border: `1px solid ${theme.palette.divider}`,
            boxShadow: theme.shadows[2],
            cursor: 'pointer',
          },
          '& .safar-pin:focus-visible': { outline: 'none' },
          '& .safar-pin:focus-visible > span': {
            outline: `3px solid ${theme.palette.primary.main}`,
            outlineOffset: 1,
          },
          '& .safar-pin-chosen > span, & .safar-pin > span:hover': {
            color: theme.palette.primary.contrastText,
            backgroundColor: theme.palette.primary.main,
            borderColor: alpha(theme.palette.primary.contrastText, 0.4),
          },
        }}
      />
      {hotel && (
        <HotelPinCard hotel={hotel} stayQuery={stayQuery} onClose={() => setChosen(null)} />
      )}
    </Box>
  );
}
