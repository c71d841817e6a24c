import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
  DEFAULT_DASHBOARD_TAB,
  TAB_PARAM,
  dashboardTabIn,
  type DashboardTab,
} from '../dashboard-tabs';

/** The open tab from ?tab=…; choosing one adds a history entry, so Back returns to the last. */
export function useDashboardTab() {
  const [params, setParams] = useSearchParams();
  const tab = dashboardTabIn(params);
  const selectTab = useCallback(
    (next: DashboardTab) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_DASHBOARD_TAB) updated.delete(TAB_PARAM);
        else updated.set(TAB_PARAM, next);
        return updated;
      }),
    [setParams],
  );
  return [tab, selectTab] as const;
}
