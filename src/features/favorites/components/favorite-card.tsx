import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import FavoriteIcon from '@mui/icons-material/Favorite';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Favorite } from '@server/modules/favorites/schemas.ts';
import { useId } from 'react';

import type {
  FavoriteDescription,
  FavoriteKindView,
} from '@/components/favorites/favorite-kind-view';
import { useMoneyFormat } from '@/components/price/use-money-format';
import { RouterButton } from '@/components/router-button';

import { useFavoritesTranslation } from '../hooks/use-favorites-translation';

// A kind without a view (one whose feature has not supplied it yet) shows by its saved name.
const useSavedDescription = (favorite: Favorite): FavoriteDescription => ({
  title: favorite.snapshot.name,
  lines: [],
  bookNow: null,
});

interface FavoriteCardProps {
  favorite: Favorite;
  view: FavoriteKindView | undefined;
  onRemove: (favorite: Favorite, title: string) => void;
}

/**
 * §2 Favorites: one saved item as a card: its picture, name and the kind's lines, the price when
 * it was saved, whether it can still be booked, Book Now (where the kind says) and a remove icon.
 */
export function FavoriteCard({ favorite, view, onRemove }: FavoriteCardProps) {
  const { t } = useFavoritesTranslation();
  const money = useMoneyFormat();
  const description = (view?.useDescription ?? useSavedDescription)(favorite);
  const titleId = useId();
  const Icon = view?.Icon ?? FavoriteIcon;
  const { snapshot, availability } = favorite;
  const unavailable = availability.status === 'unavailable';

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      {snapshot.imageUrl ? (
        <Box
          component="img"
          src={snapshot.imageUrl}
          alt=""
          loading="lazy"
          width={960}
          height={640}
          sx={{
            display: 'block',
            width: '100%',
            height: 140,
            objectFit: view?.imageFit ?? 'cover',
            bgcolor: 'action.hover',
            filter: unavailable ? 'grayscale(1)' : 'none',
          }}
        />
      ) : (
        <Box
          sx={{ height: 72, display: 'flex', alignItems: 'center', px: 2, bgcolor: 'action.hover' }}
        >
          <Avatar sx={{ bgcolor: unavailable ? 'action.disabled' : 'primary.main' }}>
            <Icon aria-hidden />
          </Avatar>
        </Box>
      )}
      <Stack spacing={1} sx={{ p: 2, flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
            <Chip
              label={t(`kind.${favorite.kind}`)}
              size="small"
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
            />
            <Typography
              id={titleId}
              component="h3"
              sx={{ fontWeight: 600, fontSize: '1.05rem', overflowWrap: 'anywhere' }}
            >
              {description.title}
            </Typography>
          </Stack>
          <IconButton
            aria-label={t('remove', { name: description.title })}
            onClick={() => onRemove(favorite, description.title)}
            sx={{ mt: -0.5, marginInlineEnd: -1 }}
          >
            <DeleteOutline />
          </IconButton>
        </Stack>
        {description.lines.map((line) => (
          <Typography key={line} variant="body2" color="text.secondary">
            {line}
          </Typography>
        ))}
        {snapshot.price && (
          <Typography variant="body2">
            {t('savedPrice', { price: money(snapshot.price.amount, snapshot.price.currency) })}
          </Typography>
        )}
        {availability.status !== 'available' && (
          <Alert severity={unavailable ? 'error' : 'warning'} sx={{ py: 0 }}>
            {t(`availability.${availability.reason ?? availability.status}`)}
          </Alert>
        )}
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
          {description.bookNow && (
            <RouterButton
              to={description.bookNow.to}
              state={description.bookNow.state}
              variant="contained"
              aria-label={t('bookNowOf', { name: description.title })}
            >
              {t('bookNow')}
            </RouterButton>
          )}
          {!description.bookNow && description.searchAgain && (
            <RouterButton
              to={description.searchAgain.to}
              state={description.searchAgain.state}
              variant="outlined"
            >
              {t('searchAgain')}
            </RouterButton>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
