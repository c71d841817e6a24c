import { useState } from 'react';
import { useLocation } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '@/app/hooks';

import { isSearchTab, searchTabChanged, selectSearchTab, type SearchTab } from '../home-slice';

/*
 * §2: the home page "may be opened with state activeTab to preselect a tab" (New Search on the
 * results pages does this). That request wins for the navigation that carried it, until the user
 * picks a tab; otherwise the last tab the user chose (persisted in the home slice) is shown.
 * Anything that is not a known tab is ignored.
 */
export function useSearchTab() {
  const dispatch = useAppDispatch();
  const persisted = useAppSelector(selectSearchTab);
  const location = useLocation();
  const requested: unknown = (location.state as { activeTab?: unknown } | null)?.activeTab;
  const [choiceMadeOn, setChoiceMadeOn] = useState<string | null>(null);

  const tab: SearchTab =
    isSearchTab(requested) && choiceMadeOn !== location.key ? requested : persisted;

  const changeTab = (next: SearchTab) => {
    setChoiceMadeOn(location.key);
    dispatch(searchTabChanged(next));
  };

  return [tab, changeTab] as const;
}
