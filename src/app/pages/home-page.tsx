import { FlightSearchPanel } from '@/features/flights/search/flight-search-panel';
import { HomeRoute } from '@/features/home/home-route';

// The app layer composes the home page with the flight search panel, so neither feature imports
// the other. The hotel tab keeps its preview until the hotel search lands.
export function HomePage() {
  return <HomeRoute flightSearch={<FlightSearchPanel />} />;
}
