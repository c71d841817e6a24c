import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { FAVORITES_MAX } from '@server/modules/favorites/constants.ts';
import { useTranslation } from 'react-i18next';

import { useSnackbar } from '@/components/feedback/use-snackbar';
import { formatNumber } from '@/lib/format';

import type { FavoriteRequest } from './favorites-slice';
import { useFavorite } from './use-favorite';
import { languageOf } from '@/lib/language';

interface FavoriteButtonProps {
  /** The item as its kind saves it: kind, key, what its card shows and what Book Now needs. */
  favorite: FavoriteRequest;
  /** 'overlay' sits on a picture, on a disc that keeps it visible on any picture. */
  variant?: 'plain' | 'overlay';
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * The heart on a hotel, flight or car (issue 10): pressed when the item is saved. A guest's
 * favorites stay on this device until they sign in; a signed-in traveller's go to their account.
 * Named by the item ("Save Hotel Lumière to favorites") so a list of hearts can be told apart.
 */
export function FavoriteButton({
  favorite,
  variant = 'plain',
  size = 'medium',
  sx,
}: FavoriteButtonProps) {
  const { t, i18n } = useTranslation();
  const { saved, busy, toggle } = useFavorite(favorite);
  const [notify, snackbar] = useSnackbar({ closeLabel: t('favoriteButton.close') });
  const label = t(saved ? 'favoriteButton.remove' : 'favoriteButton.save', {
    name: favorite.snapshot.name,
  });
  const onClick = async () => {
    // Kept enabled while a change is on its way (a disabled button would drop the keyboard focus).
    if (busy) return;
    const failure = await toggle();
    if (!failure) return;
    notify({
      severity: 'error',
      message:
        failure === 'too_many'
          ? t('favoriteButton.tooMany', {
              value: formatNumber(FAVORITES_MAX, languageOf(i18n.language)),
            })
          : t('favoriteButton.failed'),
    });
  };

  return (
    <>
      <IconButton
        aria-label={label}
        aria-pressed={saved}
        aria-busy={busy}
        size={size}
        onClick={() => void onClick()}
        sx={[
          { color: saved ? 'error.main' : 'inherit' },
          variant === 'overlay' && {
            bgcolor: 'background.paper',
            boxShadow: 1,
            '&:hover': { bgcolor: 'background.paper' },
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {saved ? <Favorite fontSize="inherit" /> : <FavoriteBorder fontSize="inherit" />}
      </IconButton>
      {snackbar}
    </>
  );
}
