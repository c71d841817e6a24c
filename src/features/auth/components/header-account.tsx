import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useAppSelector } from '@/app/hooks';

import { selectSessionStatus, selectUser } from '../auth-slice';
import { useLogout } from '../hooks/use-logout';

// A signed-in traveller's picture, which shows only once their profile has come from the server:
// its code comes with it rather than in every guest's first download.
const Avatar = lazy(() => import(/* webpackChunkName: "avatar" */ '@mui/material/Avatar'));
const AVATAR_SIZE = { width: 24, height: 24 } as const;

interface HeaderAccountProps {
  /** 'toolbar' sits in the app bar (hidden on phones); 'menu' fills the mobile drawer. */
  variant?: 'toolbar' | 'menu';
  /** The home page's see-through header: outlined, inherited colours. */
  transparent?: boolean;
  /** Called after a link or button is used, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

/**
 * §2 header: Sign In for a guest; for a signed-in user a dashboard link labelled with their name
 * and Logout. While a stored session is being checked it shows nothing rather than flicker.
 */
export function HeaderAccount({
  variant = 'toolbar',
  transparent = false,
  onNavigate,
}: HeaderAccountProps) {
  // Common strings: the header renders on every page and must not pull in the auth screens' text.
  const { t } = useTranslation();
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectUser);
  const { logout, loggingOut } = useLogout();
  const menu = variant === 'menu';
  const onDark = transparent && !menu;

  if (status === 'checking') return null;

  if (status === 'guest') {
    return (
      <Button
        component={Link}
        to="/login"
        variant={onDark ? 'outlined' : 'contained'}
        color={onDark ? 'inherit' : 'primary'}
        fullWidth={menu}
        onClick={onNavigate}
        sx={menu ? undefined : { display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
      >
        {t('header.signIn')}
      </Button>
    );
  }

  const name = user?.name.trim() || t('header.defaultName');
  return (
    <Stack
      direction={menu ? 'column' : 'row'}
      spacing={menu ? 1 : 0.5}
      sx={menu ? undefined : { display: { xs: 'none', sm: 'flex' }, alignItems: 'center' }}
    >
      <Button
        component={Link}
        to="/dashboard"
        color={menu ? 'primary' : 'inherit'}
        variant={menu ? 'outlined' : 'text'}
        fullWidth={menu}
        onClick={onNavigate}
        startIcon={
          user?.image ? (
            <Suspense fallback={<Box component="span" sx={AVATAR_SIZE} />}>
              <Avatar src={user.image} alt="" sx={AVATAR_SIZE} />
            </Suspense>
          ) : (
            <AccountCircle />
          )
        }
        sx={{ maxWidth: menu ? 'none' : 200, textTransform: 'none' }}
      >
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {name}
        </Box>
      </Button>
      <Button
        color={onDark ? 'inherit' : 'primary'}
        variant={menu ? 'contained' : 'outlined'}
        fullWidth={menu}
        startIcon={
          <Logout
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
          />
        }
        loading={loggingOut}
        onClick={() => {
          onNavigate?.();
          void logout();
        }}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('header.logout')}
      </Button>
    </Stack>
  );
}
