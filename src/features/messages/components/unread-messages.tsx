import MailOutlined from '@mui/icons-material/MailOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { UNREAD_POLL_SECONDS } from '@server/modules/messages/constants.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { formatNumber } from '@/lib/format';
import { languageOf } from '@/lib/language';

import { useUnreadMessagesQuery } from '../api/messages-api';

export const MESSAGES_PATH = '/dashboard?tab=messages';
// More than this shows as "99+".
const MAX_SHOWN = 99;

/**
 * How many messages are unread: asked when the page opens, when the
 * window gets the focus back, every UNREAD_POLL_SECONDS while it has it, and after every booking
 * or cancellation (see messages-api.ts). Common strings: the header is on every page.
 */
function useUnreadCount() {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const { data } = useUnreadMessagesQuery(undefined, {
    pollingInterval: UNREAD_POLL_SECONDS * 1000,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const unread = data?.unread ?? 0;
  return {
    unread,
    // No count is drawn, even hidden, when none is unread: the name says so in words, and a
    // hidden "0" would be a word of its content missing from its name (WCAG 2.5.3).
    shown:
      unread === 0
        ? null
        : unread > MAX_SHOWN
          ? `${formatNumber(MAX_SHOWN, language)}+`
          : formatNumber(unread, language),
    label:
      unread === 0
        ? t('header.messagesNone')
        : t('header.messagesUnread', { count: unread, value: formatNumber(unread, language) }),
  };
}

interface UnreadMessagesProps {
  /** Called after the link is used, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

/** The header's envelope with the unread count, to the dashboard's Messages (signed in only). */
export function UnreadMessagesButton({ onNavigate }: UnreadMessagesProps) {
  const { shown, label } = useUnreadCount();
  return (
    <IconButton
      component={Link}
      to={MESSAGES_PATH}
      color="inherit"
      aria-label={label}
      onClick={onNavigate}
    >
      <Badge badgeContent={shown} color="error">
        <MailOutlined />
      </Badge>
    </IconButton>
  );
}

/** The phone menu's line for Messages, with the count or 'No new messages' (signed in only). */
export function UnreadMessagesMenuItem({ onNavigate }: UnreadMessagesProps) {
  const { t } = useTranslation();
  const { unread, shown, label } = useUnreadCount();
  return (
    <ListItemButton
      component={Link}
      to={MESSAGES_PATH}
      onClick={onNavigate}
      aria-label={label}
      sx={{ borderRadius: 2 }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Badge badgeContent={shown} color="error">
          <MailOutlined />
        </Badge>
      </ListItemIcon>
      <ListItemText
        primary={t('header.messages')}
        secondary={unread === 0 ? t('header.noNewMessages') : undefined}
      />
    </ListItemButton>
  );
}
