import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';

import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './pages/not-found-page';
import { PageLoader } from './pages/page-loader';
import { RouteErrorPage } from './pages/route-error-page';
import { RequireAuth } from './require-auth';

// Every route of the spec's route table (§2), each with its document title (`handle.title`, a key
// under pageTitles in the common namespace; see layout/use-page-title.ts). Pages load lazily, one chunk per route, so the
// home page never downloads the dashboard.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      {
        index: true,
        handle: { title: 'home' },
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
      { path: '*', handle: { title: 'notFound' }, element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
