import { yupResolver } from '@hookform/resolvers/yup';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { serverField } from '../api/auth-errors';
import { useUpdateProfileMutation } from '../api/profile-api';
import type { SessionUser } from '../auth-slice';
import { isolate } from '../bidi';
import { FormNotice } from '@/components/form/form-notice';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { useTransientNotice } from '../hooks/use-transient-notice';
import { PROFILE_FIELDS, profileSchema, type ProfileFormValues } from '../schemas/profile-schema';

import { AvatarPicker } from './avatar-picker';
import { PendingEmailPanel } from './pending-email-panel';
import { ProfileForm } from './profile-form';

const isProfileField = (name: string | null): name is (typeof PROFILE_FIELDS)[number] =>
  PROFILE_FIELDS.some((field) => field === name);

const formValuesOf = (profile: SessionUser): ProfileFormValues => ({
  name: profile.name,
  email: profile.email ?? '',
  phone_number: profile.phone_number,
});

/** Edits the loaded profile; a chosen photo goes with Save Changes. Messages clear after 3 s. */
export function ProfileEditor({ profile }: { profile: SessionUser }) {
  const { t } = useAuthTranslation();
  const errorText = useAuthErrorText();
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const [notice, setNotice] = useTransientNotice();
  const [avatar, setAvatar] = useState<File | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<ProfileFormValues>({
    resolver: yupResolver(profileSchema),
    mode: 'onTouched',
    defaultValues: formValuesOf(profile),
  });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    const result = await updateProfile({ ...values, image: avatar });
    if (result.error) {
      const field = serverField(result.error);
      if (isProfileField(field)) {
        setError(field, { type: 'server', message: t('validation.server') }, { shouldFocus: true });
      }
      setNotice({
        severity: 'error',
        message: errorText(result.error, {}, 'profile.saveFailed'),
      });
      return;
    }
    reset(formValuesOf(result.data));
    setAvatar(null);
    const waiting =
      result.data.pending_email !== null && result.data.pending_email !== profile.pending_email;
    setNotice({
      severity: 'success',
      message: t(waiting ? 'profile.emailChange.pendingSaved' : 'profile.saved'),
    });
  });

  const onEmailSettled = (settled: SessionUser, confirmed: boolean) => {
    reset(formValuesOf(settled));
    setNotice({
      severity: 'success',
      message: confirmed
        ? t('profile.emailChange.confirmed', { email: isolate(settled.email ?? '') })
        : t('profile.emailChange.kept'),
    });
  };

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <AvatarPicker
          name={profile.name}
          image={profile.image}
          file={avatar}
          onFileChange={setAvatar}
          disabled={saving}
        />
        <Chip
          icon={<WorkspacePremium />}
          label={t('profile.goldStatus')}
          color="secondary"
          variant="outlined"
          // Gold on white is too faint for text (WCAG AA): the gold stays on the ring and icon.
          sx={{ fontWeight: 700, color: 'text.primary' }}
        />
      </Stack>
      {profile.pending_email && (
        <PendingEmailPanel
          profile={profile}
          pendingEmail={profile.pending_email}
          onSettled={onEmailSettled}
        />
      )}
      <div>
        <ProfileForm control={control} onSubmit={onSubmit} saving={saving} />
        <FormNotice notice={notice} />
      </div>
    </Stack>
  );
}
