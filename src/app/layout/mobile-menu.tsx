import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';

import { NAV_LINKS } from './nav-links';

export function MobileMenu() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('nav.openMenu')}
        aria-controls={open ? 'mobile-menu' : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{ display: { md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        id="mobile-menu"
        anchor={i18n.dir() === 'rtl' ? 'left' : 'right'}
        open={open}
        onClose={close}
      >
        <Box sx={{ width: 260, p: 1 }} role="navigation" aria-label={t('nav.label')}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <IconButton aria-label={t('nav.closeMenu')} onClick={close}>
              <CloseIcon />
            </IconButton>
          </Box>
          <List>
            {NAV_LINKS.map((link) => (
              <ListItemButton
                key={link.to}
                component={NavLink}
                to={link.to}
                end={link.end}
                onClick={close}
                sx={{ borderRadius: 2, '&.active': { color: 'primary.main', fontWeight: 700 } }}
              >
                <ListItemText primary={t(link.labelKey)} />
              </ListItemButton>
            ))}
          </List>
          <Button component={Link} to="/login" variant="contained" fullWidth onClick={close}>
            {t('header.signIn')}
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
