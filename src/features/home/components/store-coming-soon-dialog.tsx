import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

import { focusRing } from './a11y-styles';

interface StoreComingSoonDialogProps {
  open: boolean;
  storeName: string;
  onClose: () => void;
}

export default function StoreComingSoonDialog({
  open,
  storeName,
  onClose,
}: StoreComingSoonDialogProps) {
  const { t } = useTranslation('home');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="home-store-dialog-title"
      aria-describedby="home-store-dialog-body"
    >
      <DialogTitle id="home-store-dialog-title">
        {t('app.comingSoon.title', { store: storeName })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="home-store-dialog-body">
          {t('app.comingSoon.body', { store: storeName })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" sx={focusRing}>
          {t('app.comingSoon.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
