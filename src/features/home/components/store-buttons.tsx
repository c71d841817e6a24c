import AppleIcon from '@mui/icons-material/Apple';
import ShopIcon from '@mui/icons-material/Shop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (and MUI's modal machinery) loads on the first tap, not with the home page.
const StoreComingSoonDialog = lazy(() => import('./store-coming-soon-dialog'));

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
  const [everOpened, setEverOpened] = useState(false);
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
              setEverOpened(true);
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
      {everOpened && (
        <Suspense fallback={null}>
          <StoreComingSoonDialog open={open} storeName={storeName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
