import GroupOutlined from '@mui/icons-material/GroupOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SavedTraveller } from '@server/modules/travellers/schemas.ts';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '@/components/feedback/confirm-dialog';
import { EmptyState } from '@/components/feedback/empty-state';
import { RemovableList } from '@/components/feedback/removable-list';
import { useSnackbar } from '@/components/feedback/use-snackbar';
import { registerNamespace } from '@/i18n/i18n';
import ar from '@/i18n/locales/ar/travellers.json';
import en from '@/i18n/locales/en/travellers.json';
import { formatDateTime } from '@/lib/format';
import { languageOf } from '@/lib/language';
import { localDateTime } from '@/lib/local-time';

import { useDeleteSavedTravellerMutation, useGetSavedTravellersQuery } from '../api/travellers-api';

registerNamespace('travellers', en, ar);

/** The dashboard's saved travellers: the ones the traveller chose to keep, each removable. */
export function SavedTravellersPanel() {
  const { t, i18n } = useTranslation('travellers');
  const { data, isLoading, isError, refetch } = useGetSavedTravellersQuery();
  const [deleteTraveller, deletion] = useDeleteSavedTravellerMutation();
  const [confirm, confirmDialog] = useConfirm();
  const [notify, snackbar] = useSnackbar({ closeLabel: t('close') });
  // A calendar date, read at midnight UTC so no time zone moves it to the day before.
  const date = (iso: string) =>
    formatDateTime(localDateTime(iso), languageOf(i18n.language), {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });

  const remove = async ({ id, fullName: name }: SavedTraveller) => {
    const confirmed = await confirm({
      title: t('confirmTitle', { name }),
      body: t('confirmBody'),
      confirmLabel: t('confirmDelete'),
      cancelLabel: t('keep'),
      destructive: true,
    });
    if (!confirmed) return;
    const result = await deleteTraveller(id);
    notify(
      'error' in result
        ? { severity: 'error', message: t('deleteFailed', { name }) }
        : { severity: 'success', message: t('deleted', { name }) },
    );
  };

  return (
    <Stack component="section" spacing={2} aria-labelledby="saved-travellers-title">
      <Typography id="saved-travellers-title" variant="h6" component="h3">
        {t('title')}
      </Typography>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <RemovableList
        query={{ items: data, isLoading, isError, retry: () => void refetch() }}
        texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }}
        empty={
          <EmptyState icon={<GroupOutlined />} title={t('emptyTitle')} body={t('emptyBody')} />
        }
        keyOf={(traveller) => traveller.id}
        describe={(traveller) => (
          <>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {traveller.fullName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('born', { date: date(traveller.dateOfBirth) })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('passport', {
                // Isolated, so a passport's letters keep their order in Arabic text.
                number: `\u2066${traveller.passportNumber}\u2069`,
                date: date(traveller.passportExpiry),
              })}
            </Typography>
          </>
        )}
        removal={(traveller) => ({
          text: t('delete'),
          label: t('deleteLabel', { name: traveller.fullName }),
          busy: deletion.isLoading && deletion.originalArgs === traveller.id,
          onRemove: () => void remove(traveller),
        })}
      />
      {confirmDialog}
      {snackbar}
    </Stack>
  );
}
