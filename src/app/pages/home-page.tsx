import { FlightSearchPanel } from '@/features/flights/search/flight-search-panel';
import { HomeRoute } from '@/features/home/home-route';
import { HotelSearchPanel } from '@/features/hotels/search/hotel-search-panel';

// The app layer composes the home page with the flight and hotel search panels, so no feature
// imports another.
export function HomePage() {
  return <HomeRoute flightSearch={<FlightSearchPanel />} hotelSearch={<HotelSearchPanel />} />;
}
