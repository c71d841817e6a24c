import { useEffect, useMemo, useState } from 'react';
import {
  matchRoutes,
  Outlet,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router-dom';

import { shownLanguageLoaded } from '@/i18n/i18n';

import { RootLayout } from './layout/root-layout';
import { lazyPage, preloadRoutes, routesLoaded, withLazyPages, type LazyPage } from './lazy-routes';
import { NavigationPending } from './pages/navigation-pending';
import { PageLoader } from './pages/page-loader';
import { RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteHandlesContext } from './route-handles';

// Each area's code, in a chunk of its own (bench/bundle.ts reports them by name); its pages come
// with it. So the home page never downloads the dashboard.
const home = () => import(/* webpackChunkName: "home" */ './pages/home-page');
const contact = () => import(/* webpackChunkName: "contact" */ '@/features/contact/contact-route');
const legal = () => import(/* webpackChunkName: "legal" */ '@/features/legal/legal-routes');
const auth = () => import(/* webpackChunkName: "auth" */ '@/features/auth/auth-routes');
const flights = () => import(/* webpackChunkName: "flights" */ '@/features/flights/flights-routes');
const flightBooking = () =>
  import(/* webpackChunkName: "flight-booking" */ './pages/flight-booking-page');
const hotels = () => import(/* webpackChunkName: "hotels" */ '@/features/hotels/hotels-routes');
const hotelBooking = () =>
  import(/* webpackChunkName: "hotel-booking" */ './pages/hotel-booking-page');
const cars = () => import(/* webpackChunkName: "cars" */ '@/features/cars/cars-routes');
const carBooking = () => import(/* webpackChunkName: "car-booking" */ './pages/car-booking-page');
const dashboard = () => import(/* webpackChunkName: "dashboard" */ './pages/dashboard-page');
const findBooking = () =>
  import(/* webpackChunkName: "find-booking" */ './pages/find-booking-page');
const support = () => import(/* webpackChunkName: "support" */ './pages/support-page');
const notFound = () => import(/* webpackChunkName: "not-found" */ './pages/not-found-page');

/**
 * A route: its path, its document title (`handle.title`, a key under pageTitles in the common
 * namespace; see layout/use-page-title.ts) and its page. A page for signed-in accounts sends a
 * guest to sign in first, and brings them back; while a stored session is checked it shows a
 * loader, or the page's own frame where the page draws one (`pageWhileChecking`).
 */
function route(
  path: string,
  title: string,
  page: LazyPage,
  { signedInOnly = false, pageWhileChecking = false, footerBelowTheFold = false } = {},
): RouteObject {
  const handle = { title, ...(footerBelowTheFold && { footerBelowTheFold }) };
  if (!signedInOnly) return { path, handle, lazy: page };
  const element = (
    <RequireAuth pageWhileChecking={pageWhileChecking}>
      <Outlet />
    </RequireAuth>
  );
  return { path, handle, element, children: [{ index: true, lazy: page }] };
}

// Every route of the spec's route table (§2).
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      // The footer comes under the sections that load later, far below the fold (lazy-routes.tsx).
      {
        index: true,
        handle: { title: 'home', footerBelowTheFold: true },
        lazy: lazyPage(home, 'HomePage'),
      },
      route('contact', 'contact', lazyPage(contact, 'ContactRoute')),
      route('terms', 'terms', lazyPage(legal, 'TermsRoute')),
      route('privacy', 'privacy', lazyPage(legal, 'PrivacyRoute')),
      route('login', 'login', lazyPage(auth, 'LoginRoute')),
      route('signup', 'signup', lazyPage(auth, 'SignupRoute')),
      route('verify-otp', 'verifyOtp', lazyPage(auth, 'VerifyOtpRoute')),
      route('forgot-password', 'forgotPassword', lazyPage(auth, 'ForgotPasswordRoute')),
      route('reset-password', 'resetPassword', lazyPage(auth, 'ResetPasswordRoute')),
      route('flights', 'flights', lazyPage(flights, 'FlightsRoute')),
      route('flight-details/:id', 'flightDetails', lazyPage(flights, 'FlightDetailsRoute')),
      route('flight-booking', 'flightBooking', lazyPage(flightBooking, 'FlightBookingPage')),
      route('hotels', 'hotels', lazyPage(hotels, 'HotelsRoute')),
      route('hotel-details/:id?', 'hotelDetails', lazyPage(hotels, 'HotelDetailsRoute')),
      route('hotel-booking', 'hotelBooking', lazyPage(hotelBooking, 'HotelBookingPage')),
      // Under the results, which come in pages of ten: drawn on the server, the footer was a sixth
      // of a drawn /cars page's styled components, none of them on the first screen (issue 30).
      route('cars', 'cars', lazyPage(cars, 'CarsRoute'), { footerBelowTheFold: true }),
      // Without an id: an old shared link, answered by a page that leads to /cars.
      route('car-details/:id?', 'carDetails', lazyPage(cars, 'CarDetailsRoute')),
      route('car-booking', 'carBooking', lazyPage(carBooking, 'CarBookingPage')),
      // A booking opened without signing in, with a code mailed to its address (issue 28).
      route('find-booking', 'findBooking', lazyPage(findBooking, 'FindBookingPage')),
      // Its frame is drawn while a stored session is checked (and by the server, for a browser
      // that holds one): its heading is on screen before the profile is back.
      route('dashboard', 'dashboard', lazyPage(dashboard, 'DashboardPage'), {
        signedInOnly: true,
        pageWhileChecking: true,
      }),
      // Support staff read travellers' problem reports (issue 26).
      route('support', 'support', lazyPage(support, 'SupportPage'), { signedInOnly: true }),
      route('*', 'notFound', lazyPage(notFound, 'NotFoundPage')),
    ],
  },
];

const pages = withLazyPages(routes);

/**
 * The page for the current location, inside a router (BrowserRouter in the browser, StaticRouter
 * on the server, MemoryRouter in tests): React Router's declarative mode, a third of the size of
 * its data router; lazy-routes.tsx loads each page's chunk, route-error-boundary.tsx stands in for
 * an error element and the layout reads the titles through RouteHandlesContext.
 */
export function AppRoutes() {
  const location = useLocation();
  // The location drawn: this one once its pages' code and strings are here (or failed to come),
  // until then the one before.
  const [settled, setSettled] = useState<Location | null>(null);
  const ready =
    settled === location || (routesLoaded(routes, location.pathname) && shownLanguageLoaded());
  // A first render that is ready shows its location from the start: set during that render, the
  // whole of AppRoutes (its route matching included) would be drawn twice.
  const [lastShown, setLastShown] = useState<Location | null>(() => (ready ? location : null));
  if (ready && lastShown !== location) setLastShown(location);
  const shown = ready ? location : lastShown;
  useEffect(() => {
    if (ready) return;
    let current = true;
    void preloadRoutes(routes, location.pathname).then(() => current && setSettled(location));
    return () => {
      current = false;
    };
  }, [location, ready]);

  const page = useRoutes(pages, shown ?? location);
  const handles = useMemo(
    () => (shown ? (matchRoutes(routes, shown) ?? []) : []).map((match) => match.route.handle),
    [shown],
  );
  // Only before the very first page has loaded (the app's first render waits for it).
  if (!shown) return <PageLoader />;
  return (
    <>
      {!ready && <NavigationPending />}
      <RouteErrorBoundary location={shown}>
        <RouteHandlesContext value={handles}>{page}</RouteHandlesContext>
      </RouteErrorBoundary>
    </>
  );
}
