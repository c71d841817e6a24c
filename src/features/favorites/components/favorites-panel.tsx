import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Favorite } from '@server/modules/favorites/schemas.ts';
import { FAVORITES_MAX } from '@server/modules/favorites/constants.ts';
import { useMemo, useState } from 'react';

import { apiErrorMessage } from '@/api/error-message';
import { resultsOfPages } from '@/api/page-list';
import type { FavoriteKindViews } from '@/components/favorites/favorite-kind-view';
import {
  useListFavoritesInfiniteQuery,
  useRemoveFavoriteMutation,
} from '@/components/favorites/favorites-api';
import { usePendingGuestFavorites } from '@/components/favorites/use-guest-favorites-merge';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadFailed, LoadMore } from '@/components/feedback/list-states';
import { useSnackbar } from '@/components/feedback/use-snackbar';
import { RouterButton } from '@/components/router-button';
import { formatNumber } from '@/lib/format';
import { languageOf } from '@/lib/language';

import { useFavoritesTranslation } from '../hooks/use-favorites-translation';

import { FavoriteCard } from './favorite-card';

interface FavoritesPanelProps {
  /** Each kind's card (title, lines, Book Now), from the kind's own feature. */
  views: FavoriteKindViews;
}

function FavoritesSkeleton({ label }: { label: string }) {
  return (
    <Grid container spacing={2} role="status" aria-busy="true" aria-label={label}>
      {[0, 1].map((index) => (
        <Grid key={index} size={{ xs: 12, sm: 6 }}>
          <Card variant="outlined" aria-hidden>
            <Skeleton variant="rectangular" height={140} />
            <Stack spacing={0.5} sx={{ p: 2 }}>
              <Skeleton width="60%" height={28} />
              <Skeleton width="80%" />
              <Skeleton variant="rounded" width={110} height={36} />
            </Stack>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/** Favorites saved as a guest on this device that are not in the account yet, and why. */
function PendingGuestFavorites() {
  const { t, i18n } = useFavoritesTranslation();
  const language = languageOf(i18n.language);
  const pending = usePendingGuestFavorites();
  if (pending.count === 0 || (!pending.merging && !pending.failure)) return null;
  const count = { count: pending.count, value: formatNumber(pending.count, language) };
  if (pending.merging) return <Alert severity="info">{t('pending.merging', count)}</Alert>;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={pending.retry}>
          {t('pending.retry')}
        </Button>
      }
    >
      {t('pending.failed', count)}{' '}
      {pending.failure === 'too_many' &&
        t('pending.tooMany', { max: formatNumber(FAVORITES_MAX, language) })}
    </Alert>
  );
}

/**
 * The dashboard's Favorites tab (§2, issue 10): the signed-in traveller's saved hotels, flights
 * and cars, newest first, as cards with Book Now and a remove icon, those no longer available
 * marked; loading, error (Try Again), empty and Load More states.
 */
export function FavoritesPanel({ views }: FavoritesPanelProps) {
  const { t } = useFavoritesTranslation();
  const query = useListFavoritesInfiniteQuery(undefined, { refetchOnFocus: true });
  const { data, error, isError, isFetching } = query;
  const [remove] = useRemoveFavoriteMutation();
  const [notify, snackbar] = useSnackbar({ closeLabel: t('close') });
  // Cards leave the list at once when removed, and come back if the server refuses.
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());

  const favorites = useMemo(() => resultsOfPages(data?.pages, removing), [data, removing]);

  const onRemove = async (favorite: Favorite, name: string) => {
    setRemoving((current) => new Set(current).add(favorite.id));
    const result = await remove(favorite.id);
    // A 404: it was removed already (another tab); the list is reloaded either way.
    const failed =
      result.error !== undefined && !('status' in result.error && result.error.status === 404);
    if (failed) {
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(favorite.id);
        return next;
      });
    }
    notify({
      severity: failed ? 'error' : 'success',
      message: t(failed ? 'removeFailed' : 'removed', { name }),
    });
  };

  let content;
  if (!data) {
    content =
      !isError || isFetching ? (
        <FavoritesSkeleton label={t('loading')} />
      ) : (
        <LoadFailed
          message={apiErrorMessage(error) ?? t('failed')}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      );
  } else if (favorites.length === 0) {
    content = (
      <EmptyState
        icon={<FavoriteBorder />}
        title={t('emptyTitle')}
        body={t('emptyBody')}
        actions={
          <>
            <RouterButton to="/hotels" variant="contained">
              {t('exploreHotels')}
            </RouterButton>
            <RouterButton to="/flights" variant="outlined">
              {t('searchFlights')}
            </RouterButton>
          </>
        }
      />
    );
  } else {
    content = (
      <Stack spacing={2}>
        <Grid
          container
          component="ul"
          spacing={2}
          aria-label={t('listLabel')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {favorites.map((favorite) => (
            <Grid key={`${favorite.kind}-${favorite.id}`} component="li" size={{ xs: 12, sm: 6 }}>
              <FavoriteCard
                favorite={favorite}
                view={views[favorite.kind]}
                onRemove={(item, name) => void onRemove(item, name)}
              />
            </Grid>
          ))}
        </Grid>
        <LoadMore query={query} texts={{ loadMore: t('loadMore'), failed: t('loadMoreFailed') }} />
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <PendingGuestFavorites />
      <div>{content}</div>
      {snackbar}
    </Stack>
  );
}
