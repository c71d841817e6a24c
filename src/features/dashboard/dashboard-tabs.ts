// The dashboard's tabs (§2), in order. The open tab lives in the URL (?tab=settings) so a reload
// and the back button keep it; My Profile is the default and has no parameter.
export const DASHBOARD_TABS = [
  'profile',
  'bookings',
  'favorites',
  'messages',
  'reports',
  'settings',
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'profile';
export const TAB_PARAM = 'tab';

function parseDashboardTab(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab === value) ?? DEFAULT_DASHBOARD_TAB;
}

/** The tab a URL's query string opens. */
export const dashboardTabIn = (params: URLSearchParams): DashboardTab =>
  parseDashboardTab(params.get(TAB_PARAM));
