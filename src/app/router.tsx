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
import { preloadRoutes, routesLoaded, withLazyPages } from './lazy-routes';
import { PageLoader } from './pages/page-loader';
import { RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteHandlesContext } from './route-handles';

/** A page for signed-in accounts: a guest is sent to sign in first, and brought back. */
const signedInOnly = (page: RouteObject['lazy']): Pick<RouteObject, 'element' | 'children'> => ({
  element: (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  ),
  children: [{ index: true, lazy: page }],
});

// Every route of the spec's route table (§2), each with its document title (`handle.title`, a key
// under pageTitles in the common namespace; see layout/use-page-title.ts). Pages load lazily, one chunk per route, so the
// home page never downloads the dashboard.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        index: true,
        // The footer comes under the sections that load later, far below the fold (lazy-routes.tsx).
        handle: { title: 'home', footerBelowTheFold: true },
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "home" */ './pages/home-page')).HomePage,
        }),
      },
      {
        path: 'contact',
        handle: { title: 'contact' },
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "contact" */ '@/features/contact/contact-route')
          ).ContactRoute,
        }),
      },
      {
        path: 'terms',
        handle: { title: 'terms' },
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "legal" */ '@/features/legal/legal-routes'))
            .TermsRoute,
        }),
      },
      {
        path: 'privacy',
        handle: { title: 'privacy' },
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "legal" */ '@/features/legal/legal-routes'))
            .PrivacyRoute,
        }),
      },
      {
        path: 'login',
        handle: { title: 'login' },
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "auth" */ '@/features/auth/auth-routes'))
            .LoginRoute,
        }),
      },
      {
        path: 'signup',
        handle: { title: 'signup' },
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "auth" */ '@/features/auth/auth-routes'))
            .SignupRoute,
        }),
      },
      {
        path: 'verify-otp',
        handle: { title: 'verifyOtp' },
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "auth" */ '@/features/auth/auth-routes'))
            .VerifyOtpRoute,
        }),
      },
      {
        path: 'forgot-password',
        handle: { title: 'forgotPassword' },
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "auth" */ '@/features/auth/auth-routes'))
            .ForgotPasswordRoute,
        }),
      },
      {
        path: 'reset-password',
        handle: { title: 'resetPassword' },
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "auth" */ '@/features/auth/auth-routes'))
            .ResetPasswordRoute,
        }),
      },
      {
        path: 'flights',
        handle: { title: 'flights' },
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "flights" */ '@/features/flights/flights-routes')
          ).FlightsRoute,
        }),
      },
      {
        path: 'flight-details/:id',
        handle: { title: 'flightDetails' },
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "flights" */ '@/features/flights/flights-routes')
          ).FlightDetailsRoute,
        }),
      },
      {
        path: 'flight-booking',
        handle: { title: 'flightBooking' },
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "flight-booking" */ './pages/flight-booking-page')
          ).FlightBookingPage,
        }),
      },
      {
        path: 'hotels',
        handle: { title: 'hotels' },
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "hotels" */ '@/features/hotels/hotels-routes')
          ).HotelsRoute,
        }),
      },
      {
        path: 'hotel-details/:id?',
        handle: { title: 'hotelDetails' },
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "hotels" */ '@/features/hotels/hotels-routes')
          ).HotelDetailsRoute,
        }),
      },
      {
        path: 'hotel-booking',
        handle: { title: 'hotelBooking' },
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "hotel-booking" */ './pages/hotel-booking-page')
          ).HotelBookingPage,
        }),
      },
      {
        path: 'cars',
        handle: { title: 'cars' },
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "cars" */ '@/features/cars/cars-routes'))
            .CarsRoute,
        }),
      },
      {
        // Without an id: an old shared link, answered by a page that leads to /cars.
        path: 'car-details/:id?',
        handle: { title: 'carDetails' },
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "cars" */ '@/features/cars/cars-routes'))
            .CarDetailsRoute,
        }),
      },
      {
        path: 'car-booking',
        handle: { title: 'carBooking' },
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "car-booking" */ './pages/car-booking-page')
          ).CarBookingPage,
        }),
      },
      {
        path: 'dashboard',
        handle: { title: 'dashboard' },
        ...signedInOnly(async () => ({
          Component: (await import(/* webpackChunkName: "dashboard" */ './pages/dashboard-page'))
            .DashboardPage,
        })),
      },
      {
        // Support staff read travellers' problem reports (issue 26).
        path: 'support',
        handle: { title: 'support' },
        ...signedInOnly(async () => ({
          Component: (await import(/* webpackChunkName: "support" */ './pages/support-page'))
            .SupportPage,
        })),
      },
      {
        path: '*',
        handle: { title: 'notFound' },
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "not-found" */ './pages/not-found-page'))
            .NotFoundPage,
        }),
      },
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
  const [lastShown, setLastShown] = useState<Location | null>(null);
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
    <RouteErrorBoundary location={shown}>
      <RouteHandlesContext value={handles}>{page}</RouteHandlesContext>
    </RouteErrorBoundary>
  );
}
