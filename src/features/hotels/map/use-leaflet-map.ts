import { darken, lighten, type Theme } from '@mui/material/styles';
import L from 'leaflet';
import { useCallback, useEffect, useState } from 'react';
import { feature, mesh } from 'topojson-client';

import { useHotelsTranslation } from '../hooks/use-hotels-translation';

import type { MapPoint } from './map-geometry';
import { tileSourceFrom } from './tile-source';
import { useSchemeTheme } from '@/theme/color-scheme';

/*
 * A Leaflet map in a React element, with Safar's base map: country and coastline shapes from
 * Natural Earth (world-atlas), drawn from the theme's colours so the map needs no network and
 * no key, and, when the build names one (SAFAR_MAP_TILES), a tile layer over them.
 */

const configured = tileSourceFrom(process.env.SAFAR_MAP_TILES, process.env.SAFAR_MAP_ATTRIBUTION);
const TILES = configured === 'invalid' ? null : configured;
const MAX_ZOOM = TILES ? 18 : 13;

// The atlas is parsed once, on the first map; every later map draws the same shapes. A failed
// download is asked for again by the next map.
let atlas: Promise<{ land: GeoJSON.GeoJsonObject; borders: GeoJSON.GeoJsonObject }> | null = null;
function loadAtlas() {
  atlas ??= import(/* webpackChunkName: "hotel-map-atlas" */ 'world-atlas/countries-50m.json').then(
    ({ default: json }) => {
      const topology = json as unknown as Parameters<typeof feature>[0];
      const { land, countries } = topology.objects as Record<
        'land' | 'countries',
        NonNullable<Parameters<typeof mesh>[1]>
      >;
      return {
        land: feature(topology, land),
        borders: mesh(topology, countries, (a, b) => a !== b),
      };
    },
    (error: unknown) => {
      atlas = null;
      throw error;
    },
  );
  return atlas;
}

/** Sea, land and border colours from the theme, for both modes. */
export function mapColours(theme: Theme) {
  const dark = theme.palette.mode === 'dark';
  return {
    sea: dark ? darken(theme.palette.info.dark, 0.72) : lighten(theme.palette.info.light, 0.72),
    land: dark ? lighten(theme.palette.background.default, 0.08) : theme.palette.background.paper,
    coast: dark ? lighten(theme.palette.info.dark, 0.1) : darken(theme.palette.info.light, 0.15),
    border: theme.palette.text.disabled,
  };
}

/**
 * Returns the ref for the map's element and the map once it exists. `initial` places it when
 * created; later moves are the caller's (setView, fitBounds).
 */
export function useLeafletMap(initial: { centre: MapPoint; zoom: number }) {
  const theme = useSchemeTheme();
  const { t } = useHotelsTranslation();
  const [map, setMap] = useState<L.Map | null>(null);
  const [start] = useState(initial);
  const rtl = theme.direction === 'rtl';

  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const created = L.map(element, {
        zoomControl: false,
        minZoom: 2,
        maxZoom: MAX_ZOOM,
        worldCopyJump: true,
        // Canvas draws the atlas' thousands of shapes faster than SVG.
        preferCanvas: true,
      }).setView([start.centre.latitude, start.centre.longitude], start.zoom);
      created.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
      // The atlas sits under the tiles, so it shows wherever tiles are missing.
      created.createPane('atlas').style.zIndex = '150';
      // Leaflet measures its element once; messages above it and the dialog's layout move it.
      const resized = new ResizeObserver(() => created.invalidateSize());
      resized.observe(element);
      // Leaflet ends a zoom animation (fitBounds to the pins) on a timer that does not check
      // whether the map is still there: a map removed mid-zoom throws from that timer.
      let zooming = false;
      created.on('zoomanim', () => (zooming = true)).on('zoomend', () => (zooming = false));
      setMap(created);
      return () => {
        resized.disconnect();
        // A pan still running (a focused pin brought into view) would step on a removed map.
        created.stop();
        if (zooming) created.once('zoomend', () => created.remove());
        else created.remove();
        setMap(null);
      };
    },
    [start],
  );

  useEffect(() => {
    if (!map) return;
    const colours = mapColours(theme);
    const layers = L.layerGroup().addTo(map);
    let current = true;
    const drawAtlas = ({ land, borders }: Awaited<ReturnType<typeof loadAtlas>>) => {
      if (!current) return;
      L.geoJSON(land, {
        pane: 'atlas',
        interactive: false,
        attribution: 'Natural Earth',
        style: { color: colours.coast, weight: 1, fillColor: colours.land, fillOpacity: 1 },
      }).addTo(layers);
      L.geoJSON(borders, {
        pane: 'atlas',
        interactive: false,
        style: { color: colours.border, weight: 1, dashArray: '4 3', fill: false },
      }).addTo(layers);
    };
    // Without its shapes (a failed download) the map still places points and shows pins.
    void loadAtlas().then(drawAtlas, () => {});
    if (TILES) {
      L.tileLayer(TILES.url, { attribution: TILES.attribution, maxZoom: MAX_ZOOM }).addTo(layers);
    }
    return () => {
      current = false;
      layers.remove();
    };
  }, [map, theme]);

  // Controls sit at the start of the line in either language.
  useEffect(() => {
    if (!map) return;
    const zoom = L.control
      .zoom({
        position: rtl ? 'topright' : 'topleft',
        zoomInTitle: t('map.zoomIn'),
        zoomOutTitle: t('map.zoomOut'),
      })
      .addTo(map);
    map.attributionControl.setPosition(rtl ? 'bottomleft' : 'bottomright');
    return () => {
      zoom.remove();
    };
  }, [map, rtl, t]);

  return { ref, map };
}

/** The map element's look: sea, controls and focus ring from the theme. */
export function mapSx(theme: Theme) {
  const colours = mapColours(theme);
  return {
    '&.leaflet-container': {
      background: colours.sea,
      fontFamily: theme.typography.fontFamily,
      outlineOffset: -2,
    },
    '&.leaflet-container:focus-visible': { outline: `3px solid ${theme.palette.primary.main}` },
    '& .leaflet-bar a, & .leaflet-bar a:hover': {
      backgroundColor: theme.palette.background.paper,
      color: theme.palette.text.primary,
      borderColor: theme.palette.divider,
    },
    '& .leaflet-control-attribution': {
      backgroundColor: theme.palette.background.paper,
      color: theme.palette.text.secondary,
      '& a': { color: theme.palette.primary.main, textDecoration: 'underline' },
    },
  } as const;
}
