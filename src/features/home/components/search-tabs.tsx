import FlightIcon from '@mui/icons-material/Flight';
import HotelIcon from '@mui/icons-material/Hotel';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { SEARCH_TABS, type SearchTab } from '../home-slice';
import { useSearchTab } from '../hooks/use-search-tab';

import { SearchPanelPreview } from './search-panel-preview';
import { TabList } from './tab-list';

const TAB_ICONS = { flights: <FlightIcon aria-hidden />, hotels: <HotelIcon aria-hidden /> };
const tabId = (tab: SearchTab) => `home-search-tab-${tab}`;
const panelId = (tab: SearchTab) => `home-search-panel-${tab}`;

export interface SearchTabsProps {
  /** The flight search form, given by the app layer; the preview stands in without one. */
  flightPanel?: ReactNode;
  /** The hotel search form, likewise. */
  hotelPanel?: ReactNode;
}

/** The Flights/Hotels switch, on a card that overlaps the bottom of the hero. */
export function SearchTabs({ flightPanel, hotelPanel }: SearchTabsProps = {}) {
  const { t } = useTranslation('home');
  const [tab, changeTab] = useSearchTab();
  const panels: Record<SearchTab, ReactNode> = { flights: flightPanel, hotels: hotelPanel };

  return (
    <Container maxWidth="lg" sx={{ position: 'relative', mt: { xs: -12, md: -14 } }}>
      <Paper elevation={6} sx={{ overflow: 'hidden' }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <TabList
            label={t('search.label')}
            tabs={SEARCH_TABS.map((value) => ({
              value,
              label: t(`search.tabs.${value}`),
              icon: TAB_ICONS[value],
              id: tabId(value),
              panelId: panelId(value),
            }))}
            value={tab}
            onChange={changeTab}
            sx={{ maxWidth: { sm: 420 } }}
          />
        </Box>
        {SEARCH_TABS.map((value) => (
          <Box
            key={value}
            role="tabpanel"
            id={panelId(value)}
            aria-labelledby={tabId(value)}
            hidden={value !== tab}
            sx={{ p: { xs: 2, md: 3 } }}
          >
            {value === tab && (panels[value] ?? <SearchPanelPreview tab={value} />)}
          </Box>
        ))}
      </Paper>
    </Container>
  );
}
