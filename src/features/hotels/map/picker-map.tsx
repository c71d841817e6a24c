import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef } from 'react';

import { useHotelsTranslation } from '../hooks/use-hotels-translation';

import { CITY_ZOOM, DEFAULT_CENTRE, tidyPoint, type MapPoint } from './map-geometry';
import { mapSx, useLeafletMap } from './use-leaflet-map';
import { useSchemeTheme } from '@/theme/color-scheme';

// Leaflet's own marker, its images from our bundle (Leaflet would look for them beside its CSS).
const POINT_ICON = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

export interface PickerMapProps {
  point: MapPoint | null;
  /** km */
  radius: number;
  onPoint: (point: MapPoint) => void;
  /** A place to show (a place search's answer): the map moves there when it changes. */
  focus: MapPoint | null;
}

/**
 * The map picker's map: a click or tap places the point, the marker drags, the circle shows the
 * radius. Keyboard: arrow keys move the map, + and − zoom, and a button places the point at
 * the map's centre.
 */
export function PickerMap({ point, radius, onPoint, focus }: PickerMapProps) {
  const { t } = useHotelsTranslation();
  const theme = useSchemeTheme();
  const { ref, map } = useLeafletMap({ centre: point ?? DEFAULT_CENTRE, zoom: CITY_ZOOM });
  const onPointRef = useRef(onPoint);
  useEffect(() => {
    onPointRef.current = onPoint;
  }, [onPoint]);

  useEffect(() => {
    if (!map) return;
    const place = (event: L.LeafletMouseEvent) =>
      onPointRef.current(tidyPoint(fromLatLng(event.latlng)));
    map.on('click', place);
    return () => {
      map.off('click', place);
    };
  }, [map]);

  useEffect(() => {
    if (map && focus) map.setView([focus.latitude, focus.longitude], CITY_ZOOM);
  }, [map, focus]);

  useEffect(() => {
    if (!map || !point) return;
    const at: L.LatLngTuple = [point.latitude, point.longitude];
    const circle = L.circle(at, {
      radius: radius * 1000,
      color: theme.palette.primary.main,
      weight: 2,
      fillOpacity: 0.12,
      interactive: false,
    }).addTo(map);
    const marker = L.marker(at, {
      icon: POINT_ICON,
      draggable: true,
      keyboard: false,
      alt: t('map.marker'),
      title: t('map.marker'),
    })
      .on('drag', () => circle.setLatLng(marker.getLatLng()))
      .on('dragend', () => onPointRef.current(tidyPoint(fromLatLng(marker.getLatLng()))))
      .addTo(map);
    return () => {
      marker.remove();
      circle.remove();
    };
  }, [map, point, radius, theme, t]);

  return (
    // Grows into the dialog's height, never shrinks under the map's own: on a short screen the
    // dialog scrolls instead.
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: '1 0 auto' }}>
      <Box
        ref={ref}
        dir="ltr"
        role="application"
        aria-label={t('map.label')}
        aria-describedby="hotel-map-hint"
        sx={{ flex: 1, minHeight: { xs: 260, sm: 300 }, borderRadius: 1, ...mapSx(theme) }}
      />
      <Button
        startIcon={<PlaceIcon />}
        disabled={!map}
        onClick={() => map && onPointRef.current(tidyPoint(fromLatLng(map.getCenter())))}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('map.useCentre')}
      </Button>
    </Box>
  );
}

const fromLatLng = (latLng: L.LatLng): MapPoint => ({
  latitude: latLng.lat,
  longitude: latLng.lng,
});
