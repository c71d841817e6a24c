import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';

import { RootLayout } from './layout/root-layout';
import { ComingSoonPage } from './pages/coming-soon-page';
import { NotFoundPage } from './pages/not-found-page';
import { PageLoader } from './pages/page-loader';
import { RouteErrorPage } from './pages/route-error-page';
import { RequireAuth } from './require-auth';

// Every route of the spec's route table (§2). Pages load lazily, one chunk per route, so the
// home page never downloads the dashboard. Parts whose issue has not landed yet say so honestly.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "home" */ './pages/home-page')).HomePage,
        }),
      },
      {
        path: 'contact',
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "contact" */ '@/features/contact/contact-route')
          ).ContactRoute,
        }),
      },
      {
        path: 'terms',
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "legal" */ '@/features/legal/legal-routes'))
            .TermsRoute,
        }),
      },
      {
        path: 'privacy',
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "legal" */ '@/features/legal/legal-routes'))
            .PrivacyRoute,
        }),
      },
      {
        path: 'login',
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "auth" */ '@/features/auth/auth-routes'))
            .LoginRoute,
        }),
      },
      {
        path: 'signup',
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "auth" */ '@/features/auth/auth-routes'))
            .SignupRoute,
        }),
      },
      {
        path: 'verify-otp',
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "auth" */ '@/features/auth/auth-routes'))
            .VerifyOtpRoute,
        }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "auth" */ '@/features/auth/auth-routes'))
            .ForgotPasswordRoute,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "auth" */ '@/features/auth/auth-routes'))
            .ResetPasswordRoute,
        }),
      },
      {
        path: 'flights',
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "flights" */ '@/features/flights/flights-routes')
          ).FlightsRoute,
        }),
      },
      {
        path: 'flight-details/:id',
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "flights" */ '@/features/flights/flights-routes')
          ).FlightDetailsRoute,
        }),
      },
      {
        path: 'flight-booking',
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "flight-booking" */ './pages/flight-booking-page')
          ).FlightBookingPage,
        }),
      },
      {
        path: 'hotels',
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "hotels" */ '@/features/hotels/hotels-routes')
          ).HotelsRoute,
        }),
      },
      {
        path: 'hotel-details/:id?',
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "hotels" */ '@/features/hotels/hotels-routes')
          ).HotelDetailsRoute,
        }),
      },
      {
        path: 'hotel-booking',
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "hotel-booking" */ './pages/hotel-booking-page')
          ).HotelBookingPage,
        }),
      },
      { path: 'cars', element: <ComingSoonPage section="cars" /> },
      { path: 'car-details', element: <ComingSoonPage section="carDetails" /> },
      { path: 'car-booking', element: <ComingSoonPage section="carBooking" /> },
      {
        path: 'dashboard',
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (
                await import(/* webpackChunkName: "dashboard" */ './pages/dashboard-page')
              ).DashboardPage,
            }),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
