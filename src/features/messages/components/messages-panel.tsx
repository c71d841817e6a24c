import MailOutlined from '@mui/icons-material/MailOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Message } from '@server/modules/messages/schemas.ts';
import { useMemo } from 'react';

import { apiErrorMessage } from '@/api/error-message';
import { resultsOfPages } from '@/api/page-list';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadFailed, LoadMore } from '@/components/feedback/list-states';
import { useSnackbar } from '@/components/feedback/use-snackbar';
import { formatNumber } from '@/lib/format';
import { languageOf } from '@/lib/language';

import {
  useListMessagesInfiniteQuery,
  useMarkAllMessagesReadMutation,
  useMarkMessageReadMutation,
  useUnreadMessagesQuery,
} from '../api/messages-api';
import { useMessageText } from '../hooks/use-message-text';
import { useMessagesTranslation } from '../hooks/use-messages-translation';

import { MessageItem } from './message-item';

interface MessagesPanelProps {
  /** My Bookings, where "View my bookings" goes (the app layer knows the dashboard's tabs). */
  bookingsPath: string;
}

function MessagesSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((index) => (
        <Card key={index} variant="outlined" sx={{ p: 2.5 }} aria-hidden>
          <Stack direction="row" spacing={2}>
            <Skeleton variant="circular" width={40} height={40} />
            <Stack spacing={0.5} sx={{ flex: 1 }}>
              <Skeleton width="35%" height={28} />
              <Skeleton width="90%" />
              <Skeleton width="25%" />
            </Stack>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * The dashboard's Messages tab (§2, issue 10): every booking, cancellation and reminder, newest
 * first, unread ones marked, 'No new messages' when none is unread; loading, error (Try Again),
 * empty and Load More states.
 */
export function MessagesPanel({ bookingsPath }: MessagesPanelProps) {
  const { t, i18n } = useMessagesTranslation();
  const query = useListMessagesInfiniteQuery(undefined, { refetchOnFocus: true });
  const { data, error, isError, isFetching } = query;
  const [markRead] = useMarkMessageReadMutation();
  const [markAllRead, markingAll] = useMarkAllMessagesReadMutation();
  const [notify, snackbar] = useSnackbar({ closeLabel: t('close') });
  const textOf = useMessageText();

  const messages = useMemo(() => resultsOfPages(data?.pages), [data]);
  // The header's count: it changes at once when a message is read here.
  const unreadCount = useUnreadMessagesQuery();
  const unread = unreadCount.data?.unread ?? data?.pages[0]?.unread ?? 0;

  const read = async (message: Message) => {
    const result = await markRead(message.id);
    if ('error' in result) notify({ severity: 'error', message: t('markFailed') });
  };

  if (!data) {
    return !isError || isFetching ? (
      <MessagesSkeleton label={t('loading')} />
    ) : (
      <LoadFailed
        message={apiErrorMessage(error) ?? t('failed')}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (messages.length === 0) {
    return <EmptyState icon={<MailOutlined />} title={t('empty')} body={t('emptyBody')} />;
  }
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography role="status" color={unread ? 'text.primary' : 'text.secondary'}>
          {unread === 0
            ? t('noneUnread')
            : t('unread', {
                count: unread,
                value: formatNumber(unread, languageOf(i18n.language)),
              })}
        </Typography>
        {unread > 0 && (
          <Button
            variant="outlined"
            loading={markingAll.isLoading}
            onClick={() => void markAllRead()}
          >
            {t('markAllRead')}
          </Button>
        )}
      </Stack>
      <Stack
        component="ul"
        aria-label={t('listLabel')}
        spacing={2}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            text={textOf(message)}
            bookingsPath={bookingsPath}
            onRead={(item) => void read(item)}
          />
        ))}
      </Stack>
      <LoadMore query={query} texts={{ loadMore: t('loadMore'), failed: t('loadMoreFailed') }} />
      {snackbar}
    </Stack>
  );
}
