import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';

import { HeaderAccount } from '@/features/auth/components/header-account';
import { useSessionStatus } from '@/features/auth/hooks/use-session-status';

import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS } from './nav-links';
import { DigitsToggle, LanguageToggle, ThemeToggle } from './preference-toggles';

// A signed-in traveller's envelope and unread count, in its own chunk: a guest's page never loads
// the messages API.
const UnreadMessagesButton = lazy(() =>
  import(
    /* webpackChunkName: "messages-badge" */ '@/features/messages/components/unread-messages'
  ).then((module) => ({ default: module.UnreadMessagesButton })),
);

// §9: on the home page the header stays transparent over the hero until the page has scrolled
// more than 20 px.
export const HEADER_SCROLL_THRESHOLD = 20;

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const home = pathname === '/';
  const scrolled = useScrollTrigger({
    disableHysteresis: true,
    threshold: HEADER_SCROLL_THRESHOLD,
    // Only home's header follows the scroll. Elsewhere nothing reads the scroll position, which
    // right after the SPA draws a page would force a layout of the whole page inside React's
    // commit (a quarter of /cars' longest task on a phone).
    target: home ? undefined : null,
  });
  const transparent = home && !scrolled;
  const signedIn = useSessionStatus() === 'signed-in';

  return (
    <AppBar
      position="fixed"
      data-transparent={transparent}
      sx={{
        transition: 'background-color 200ms, box-shadow 200ms',
        bgcolor: transparent ? 'transparent' : 'background.paper',
        color: transparent ? '#fff' : 'text.primary',
        boxShadow: transparent ? 'none' : 1,
        backgroundImage: 'none',
      }}
    >
      <Toolbar sx={{ gap: 1, maxWidth: 'lg', width: '100%', mx: 'auto' }}>
        <Logo />
        <Box
          component="nav"
          aria-label={t('nav.label')}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: 'auto' }}
        >
          {NAV_LINKS.map((link) => (
            <Button
              key={link.to}
              component={NavLink}
              to={link.to}
              end={link.end}
              color="inherit"
              sx={{ '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
            >
              {t(link.labelKey)}
            </Button>
          ))}
        </Box>
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ alignItems: 'center', marginInlineStart: 'auto' }}
        >
          <ThemeToggle />
          {/* On a phone it waits in the menu, where there is room. */}
          <DigitsToggle sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
          <LanguageToggle />
          {signedIn && (
            <Suspense fallback={null}>
              <UnreadMessagesButton />
            </Suspense>
          )}
          <HeaderAccount transparent={transparent} />
          <MobileMenu />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
