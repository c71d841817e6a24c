import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MobileMenuDrawer = lazy(
  () => import(/* webpackChunkName: "mobile-menu" */ './mobile-menu-drawer'),
);

export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The drawer stays mounted after the first open so its closing animation can run.
  const [everOpened, setEverOpened] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('nav.openMenu')}
        aria-controls={open ? 'mobile-menu' : undefined}
        aria-expanded={open}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
        sx={{ display: { md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      {everOpened && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
