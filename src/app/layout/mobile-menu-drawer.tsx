import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

import { HeaderAccount } from '@/features/auth/components/header-account';
import { useSessionStatus } from '@/features/auth/hooks/use-session-status';
import { UnreadMessagesMenuItem } from '@/features/messages/components/unread-messages';

import { NAV_LINKS } from './nav-links';
import { DigitsToggle } from './preference-toggles';

interface MobileMenuDrawerProps {
  open: boolean;
  onClose: () => void;
}

// Loaded on the first tap of the menu button, so the drawer's modal machinery stays out of the
// first download. "right" is flipped to the left by MUI in Arabic, next to the mirrored button.
export default function MobileMenuDrawer({ open, onClose }: MobileMenuDrawerProps) {
  const { t } = useTranslation();
  const signedIn = useSessionStatus() === 'signed-in';
  return (
    <Drawer id="mobile-menu" anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: 260, p: 1 }} role="navigation" aria-label={t('nav.label')}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <DigitsToggle />
          <IconButton
            sx={{ marginInlineStart: 'auto' }}
            aria-label={t('nav.closeMenu')}
            onClick={onClose}
          >
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
              onClick={onClose}
              sx={{ borderRadius: 2, '&.active': { color: 'primary.main', fontWeight: 700 } }}
            >
              <ListItemText primary={t(link.labelKey)} />
            </ListItemButton>
          ))}
          {signedIn && <UnreadMessagesMenuItem onNavigate={onClose} />}
        </List>
        <HeaderAccount variant="menu" onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
