import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import EditCalendarOutlined from '@mui/icons-material/EditCalendarOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Message } from '@server/modules/messages/schemas.ts';
import { useId, type ReactElement } from 'react';

import { RouterButton } from '@/components/router-button';

import type { MessageText } from '../hooks/use-message-text';
import { useMessagesTranslation } from '../hooks/use-messages-translation';

const ICONS: Record<Message['type'], ReactElement> = {
  booking_confirmed: <CheckCircleOutline />,
  booking_cancelled: <CancelOutlined />,
  booking_changed: <EditCalendarOutlined />,
  check_in_opens: <FlightTakeoff />,
  free_cancellation_ends: <AlarmOutlined />,
};

interface MessageItemProps {
  message: Message;
  text: MessageText;
  bookingsPath: string;
  onRead: (message: Message) => void;
}

/** One message: what happened, in words; unread ones stand out and can be marked as read. */
export function MessageItem({ message, text, bookingsPath, onRead }: MessageItemProps) {
  const { t } = useMessagesTranslation();
  const titleId = useId();
  const unread = message.readAt === null;
  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderInlineStartWidth: unread ? 4 : 1,
        borderInlineStartColor: unread ? 'primary.main' : 'divider',
      }}
    >
      <Stack direction="row" spacing={{ xs: 1.5, sm: 2 }} sx={{ alignItems: 'flex-start' }}>
        <Avatar
          aria-hidden
          sx={{
            bgcolor: unread ? 'primary.main' : 'action.selected',
            color: unread ? 'primary.contrastText' : 'text.secondary',
          }}
        >
          {ICONS[message.type]}
        </Avatar>
        <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography
              id={titleId}
              component="h3"
              sx={{ fontWeight: unread ? 700 : 500, fontSize: '1rem' }}
            >
              {text.title}
            </Typography>
            {unread && <Chip label={t('new')} color="primary" size="small" />}
          </Stack>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {text.body}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {text.received}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ pt: 0.5, flexWrap: 'wrap', gap: 1 }}>
            {unread && (
              <Button
                size="small"
                variant="outlined"
                onClick={() => onRead(message)}
                aria-label={t('markReadOf', { title: text.title })}
              >
                {t('markRead')}
              </Button>
            )}
            <RouterButton to={bookingsPath} size="small">
              {t('viewBookings')}
            </RouterButton>
          </Stack>
        </Stack>
      </Stack>
    </Card>
  );
}
