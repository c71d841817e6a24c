import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';

import { FavoritesSessionProvider } from '@/components/favorites/favorites-session';
import { selectGuestFavorites } from '@/components/favorites/favorites-slice';
import { SkipLink } from '@/components/skip-link';
import { useSessionStatus } from '@/features/auth/hooks/use-session-status';

import { useAppSelector } from '../hooks';
import { footerBelowTheFold } from '../lazy-routes';
import { useRouteHandles } from '../route-handles';
import { PageLoader } from '../pages/page-loader';

import { Header } from './header';
import { footerPlaceholder, FooterWhenSeen, LazyFooter } from './lazy-footer';
import { ScrollRestoration } from './scroll-restoration';
import { usePageTitleAndFocus } from './use-page-title';

const GuestFavoritesMerge = lazy(
  () =>
    import(
      /* webpackChunkName: "favorites-merge" */ '@/components/favorites/guest-favorites-merge'
    ),
);

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const overHero = pathname === '/';
  const session = useSessionStatus();
  const guestFavorites = useAppSelector(selectGuestFavorites).length;
  const Footer = useRouteHandles().some(footerBelowTheFold) ? FooterWhenSeen : LazyFooter;
  usePageTitleAndFocus();
  // The hearts on every page know the session; a guest's favorites join the account at sign-in.
  return (
    <FavoritesSessionProvider value={session}>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <SkipLink href="#main">{t('skipToContent')}</SkipLink>
        <Header />
        {!overHero && <Toolbar aria-hidden />}
        {/* At least a screen high, so the footer starts below the first screen: a page whose
            content arrives after the footer (details pages, the dashboard) would otherwise push
            a visible footer down (a layout shift of a third of the screen). */}
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}
        >
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer fallback={footerPlaceholder} />
        <ScrollRestoration />
        {session === 'signed-in' && guestFavorites > 0 && (
          <Suspense fallback={null}>
            <GuestFavoritesMerge />
          </Suspense>
        )}
      </Box>
    </FavoritesSessionProvider>
  );
}
