import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { PageContainer } from '@/components/page-container';
import { registerNamespace } from '@/i18n/i18n';
import arDashboard from '@/i18n/locales/ar/dashboard.json';
import enDashboard from '@/i18n/locales/en/dashboard.json';

import { DashboardSidebar, panelId, tabId } from './components/dashboard-sidebar';
import { SettingsPanel } from './components/settings-panel';
import type { DashboardTab } from './dashboard-tabs';
import type { DashboardAccount } from './dashboard-types';
import { useDashboardTab } from './hooks/use-dashboard-tab';

registerNamespace('dashboard', enDashboard, arDashboard);

export type { DashboardAccount } from './dashboard-types';

export interface DashboardRouteProps {
  /** Null while a stored session is being checked: the frame is drawn, the account's parts wait. */
  account: DashboardAccount | null;
  /** My Profile's content (the account feature's profile panel). */
  profile: ReactNode;
  /** The Change Password form shown in Settings. */
  changePassword: ReactNode;
  /** My Bookings (the bookings feature's panel). */
  bookings: ReactNode;
  /** Problem reports the traveller sent to support (the support feature's panel). */
  reports: ReactNode;
  /** Favorites (the favorites feature's panel). */
  favorites: ReactNode;
  /** Messages (the messages feature's panel). */
  messages: ReactNode;
}

/**
 * /dashboard (§2): the sidebar and the open tab, which lives in the URL. Panels that belong to
 * other features arrive as props, composed by the app layer.
 */
export function DashboardRoute({
  account,
  profile,
  changePassword,
  bookings,
  reports,
  favorites,
  messages,
}: DashboardRouteProps) {
  const { t } = useTranslation('dashboard');
  const [tab, selectTab] = useDashboardTab();
  // The page's frame (its heading, the sidebar) is drawn first and the open tab's panel right
  // after, as a deferred render: the app's first render of the page is otherwise one long commit,
  // and the heading, the page's largest text, waits for the panel. The panel also waits for the
  // account (the server draws the frame alone for a browser that holds a session), deferred too:
  // the account arrives as a store update, which React renders in one task, never in slices.
  const panelDrawn = useDeferredValue(account !== null, false);
  const panels: Record<DashboardTab, ReactNode> = {
    profile,
    bookings,
    favorites,
    messages,
    reports,
    settings: <SettingsPanel changePassword={changePassword} />,
  };
  return (
    <PageContainer>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('title')}
      </Typography>
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 4, lg: 3 }}>
          <DashboardSidebar account={account} tab={tab} onSelectTab={selectTab} />
        </Grid>
        <Grid size={{ xs: 12, md: 8, lg: 9 }}>
          <Card role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
            <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
              <Typography variant="h5" component="h2" sx={{ mb: 3 }}>
                {t(`tabs.${tab}`)}
              </Typography>
              {panelDrawn ? panels[tab] : <Skeleton variant="rounded" height={240} />}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </PageContainer>
  );
}
