import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState, type ReactNode } from 'react';

import { useHotelsTranslation } from '../hooks/use-hotels-translation';

// Types only (erased): the chunk's code arrives through the import() below.
import type * as MapChunkModule from './map-chunk';

type MapChunk = typeof MapChunkModule;

// The chunk is asked for once; a failed download may be asked for again (Try again).
let loading: Promise<MapChunk> | null = null;
function loadMapChunk() {
  loading ??= import(/* webpackChunkName: "hotel-map" */ './map-chunk').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Draws `children` with the map chunk once it has loaded, so the maps cost the home and
 * results pages nothing until one is opened; until then a spinner, and if the download fails,
 * a message with Try again.
 */
export function WithMapChunk({
  children,
  minHeight,
}: {
  children: (chunk: MapChunk) => ReactNode;
  minHeight: number | Record<string, number>;
}) {
  const { t } = useHotelsTranslation();
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; chunk: MapChunk }
  >({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadMapChunk().then(
      (chunk) => current && setState({ kind: 'ready', chunk }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (state.kind === 'ready') return children(state.chunk);
  return (
    <Box sx={{ minHeight, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      {state.kind === 'loading' ? (
        <CircularProgress aria-label={t('map.loading')} />
      ) : (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setState({ kind: 'loading' });
                setAttempt((count) => count + 1);
              }}
            >
              {t('map.retry')}
            </Button>
          }
        >
          {t('map.loadFailed')}
        </Alert>
      )}
    </Box>
  );
}
