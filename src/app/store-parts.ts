/*
 * Every part of the store: each feature's endpoints and each slice that joins with its feature
 * (lib/lazy-slices.ts). The support screen loads them all, so that Redux DevTools replays a
 * traveller's report through every reducer their session used, whatever pages support staff
 * opened before: RTK Query's reducers read each endpoint's definition, and a slice that has not
 * joined keeps its state as it is (store.ts). support-replay.test.ts checks that none is missing.
 */
import '@/components/checkout/change/change-api';
import '@/components/favorites/favorites-api';
import '@/components/support/support-api';
import '@/features/auth/api/auth-api';
import '@/features/auth/api/profile-api';
import '@/features/bookings/api/bookings-api';
import '@/features/bookings/api/guest-booking-api';
import '@/features/cars/api/cars-api';
import '@/features/cars/booking/car-booking-slice';
import '@/features/contact/api/contact-api';
import '@/features/flights/api/booking-api';
import '@/features/flights/api/flights-api';
import '@/features/flights/booking/flight-booking-slice';
import '@/features/flights/flight-search-slice';
import '@/features/hotels/api/hotels-api';
import '@/features/hotels/booking/hotel-booking-slice';
import '@/features/hotels/hotel-search-slice';
import '@/features/messages/api/messages-api';
import '@/features/support/api/staff-api';
import '@/features/travellers/api/travellers-api';
