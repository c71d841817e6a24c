import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';

import { formatNumber } from '@/lib/format';
import { languageOf } from '@/lib/language';

import { useAuthTranslation } from '../hooks/use-auth-translation';

import { AVATAR_MAX_MB, AVATAR_TYPES, avatarFileError } from './avatar-file';
import { useObjectUrl } from './use-object-url';

interface AvatarPickerProps {
  name: string;
  /** The saved photo's URL, if any. */
  image: string | null;
  /** A chosen, not yet saved, photo. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  disabled: boolean;
}

/** The profile photo with a preview of a newly chosen one; it is uploaded by Save Changes. */
export function AvatarPicker({ name, image, file, onFileChange, disabled }: AvatarPickerProps) {
  const { t, i18n } = useAuthTranslation();
  const language = languageOf(i18n.language);
  const preview = useObjectUrl(file);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const size = formatNumber(AVATAR_MAX_MB, language);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Choosing the same file again must fire change again.
    event.target.value = '';
    if (!chosen) return;
    const problem = avatarFileError(chosen);
    setErrorKey(problem);
    if (!problem) onFileChange(chosen);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={preview ?? image ?? undefined}
        alt={preview ? t('profile.avatar.previewAlt') : t('profile.avatar.currentAlt')}
        sx={{ width: 96, height: 96, fontSize: '2.5rem', bgcolor: 'primary.main' }}
      >
        {name.trim().charAt(0).toUpperCase()}
      </Avatar>
      <Stack spacing={0.5} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
        <Stack direction="row" spacing={1}>
          <Button
            component="label"
            variant="outlined"
            startIcon={<PhotoCamera />}
            disabled={disabled}
          >
            {t('profile.avatar.change')}
            <input type="file" hidden accept={AVATAR_TYPES.join(',')} onChange={choose} />
          </Button>
          {file && (
            <Button onClick={() => onFileChange(null)} disabled={disabled}>
              {t('profile.avatar.discard')}
            </Button>
          )}
        </Stack>
        <Typography
          variant="body2"
          color={errorKey ? 'error' : 'text.secondary'}
          role={errorKey ? 'alert' : undefined}
        >
          {errorKey
            ? t(errorKey, { size })
            : t(file ? 'profile.avatar.pending' : 'profile.avatar.hint', { size })}
        </Typography>
      </Stack>
    </Stack>
  );
}
