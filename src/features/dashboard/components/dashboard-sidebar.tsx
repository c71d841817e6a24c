import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Logout from '@mui/icons-material/Logout';
import LuggageOutlined from '@mui/icons-material/LuggageOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '@/lib/format';
import { languageOf } from '@/lib/language';

import { DASHBOARD_TABS, type DashboardTab } from '../dashboard-tabs';
import type { DashboardAccount } from '../dashboard-types';

export const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;
export const panelId = (tab: DashboardTab) => `dashboard-panel-${tab}`;

const TAB_ICONS: Record<DashboardTab, ReactElement> = {
  profile: <PersonOutlined />,
  bookings: <LuggageOutlined />,
  favorites: <FavoriteBorder />,
  messages: <MailOutlined />,
  reports: <BugReportOutlined />,
  settings: <SettingsOutlined />,
};

interface DashboardSidebarProps {
  /** Null while a stored session is being checked: its place is held, the tabs already work. */
  account: DashboardAccount | null;
  tab: DashboardTab;
  onSelectTab: (tab: DashboardTab) => void;
}

const MONTH_AND_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };

/**
 * §2 sidebar: avatar, name (default 'User'), the tabs and Logout. §2's 'Premium Member' is no
 * status anyone earned (a minute-old account wore it): the account's age is said instead.
 */
export function DashboardSidebar({ account, tab, onSelectTab }: DashboardSidebarProps) {
  const { t } = useTranslation('dashboard');
  // A column of tabs beside the content on wide screens; a scrolling row above it on phones.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  return (
    <Card component="aside" aria-label={t('sidebar.label')}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', p: 3, pb: 2 }}>
        {account ? <AccountSummary account={account} /> : <AccountSummaryPlaceholder />}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_event, next: DashboardTab) => onSelectTab(next)}
        orientation={wide ? 'vertical' : 'horizontal'}
        variant={wide ? 'standard' : 'scrollable'}
        allowScrollButtonsMobile
        aria-label={t('sidebar.tabsLabel')}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      >
        {DASHBOARD_TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            id={tabId(key)}
            aria-controls={panelId(key)}
            icon={TAB_ICONS[key]}
            iconPosition="start"
            label={t(`tabs.${key}`)}
            sx={{
              justifyContent: wide ? 'flex-start' : 'center',
              minHeight: 52,
              textTransform: 'none',
            }}
          />
        ))}
      </Tabs>
      <Stack sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button
          color="error"
          variant="outlined"
          startIcon={
            <Logout
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
            />
          }
          loading={account?.loggingOut}
          disabled={!account}
          onClick={() => void account?.onLogout()}
        >
          {t('sidebar.logout')}
        </Button>
      </Stack>
    </Card>
  );
}

const AVATAR_SIZE = { width: 80, height: 80 };

function AccountSummary({ account }: { account: DashboardAccount }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = languageOf(i18n.language);
  const name = account.name?.trim() || t('sidebar.defaultName');
  return (
    <>
      <Avatar
        src={account.image ?? undefined}
        alt=""
        sx={{ ...AVATAR_SIZE, fontSize: '2rem', bgcolor: 'primary.main' }}
      >
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {account.memberSince && (
        <Chip
          label={t('sidebar.memberSince', {
            date: formatDateTime(new Date(account.memberSince), language, MONTH_AND_YEAR),
          })}
          color="primary"
          size="small"
          variant="outlined"
        />
      )}
    </>
  );
}

// The account's place while the session is checked, at the size of what comes.
function AccountSummaryPlaceholder() {
  return (
    <>
      <Skeleton variant="circular" sx={AVATAR_SIZE} />
      <Typography variant="h6" component="p" sx={{ width: '60%' }}>
        <Skeleton />
      </Typography>
      <Skeleton variant="rounded" width={150} height={24} sx={{ borderRadius: 4 }} />
    </>
  );
}
