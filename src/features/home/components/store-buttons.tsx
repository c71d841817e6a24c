import AppleIcon from '@mui/icons-material/Apple';
import ShopIcon from '@mui/icons-material/Shop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { focusRing } from './a11y-styles';

const STORES = [
  { key: 'appStore', icon: AppleIcon },
  { key: 'googlePlay', icon: ShopIcon },
] as const;

type Store = (typeof STORES)[number]['key'];

/**
 * The Safar app is not in either store yet, so the badges say so honestly in a dialog instead of
 * linking to a listing that does not exist.
 */
export function StoreButtons() {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);
  // Kept after closing, so the dialog's text does not change while it fades out.
  const [store, setStore] = useState<Store>('appStore');
  const storeName = t(`app.${store}.large`);

  return (
    <>
      <Stack
        role="group"
        aria-label={t('app.storesLabel')}
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {STORES.map(({ key, icon: Icon }) => (
          <Button
            key={key}
            onClick={() => {
              setStore(key);
              setOpen(true);
            }}
            startIcon={<Icon aria-hidden />}
            sx={{
              bgcolor: 'common.black',
              color: 'common.white',
              border: '1px solid rgba(255, 255, 255, 0.4)',
              px: 2,
              py: 0.75,
              textAlign: 'start',
              lineHeight: 1.2,
              '&:hover': { bgcolor: 'grey.900' },
              '& .MuiButton-startIcon > svg': { fontSize: 28 },
              '&.Mui-focusVisible': { outline: '2px solid #fff', outlineOffset: 2 },
            }}
          >
            <span>
              <Box component="span" sx={{ display: 'block', fontSize: '0.7rem', fontWeight: 400 }}>
                {t(`app.${key}.small`)}
              </Box>{' '}
              <Box component="span" sx={{ display: 'block', fontSize: '1.05rem' }}>
                {t(`app.${key}.large`)}
              </Box>
            </span>
          </Button>
        ))}
      </Stack>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
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
          <Button onClick={() => setOpen(false)} variant="contained" sx={focusRing}>
            {t('app.comingSoon.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
