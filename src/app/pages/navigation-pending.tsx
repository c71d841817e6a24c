import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/*
 * Said while a link's page is on its way (its code or strings still loading): the page the
 * traveller left stays on screen until the next one can be drawn whole (router.tsx), so a thin
 * bar along the top edge shows the click was taken. It shows only after a moment, so a page that
 * comes at once does not flash it.
 */

const SHOW_AFTER = '150ms';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

// Most of the way at once, then ever slower: it never claims to be done.
const advance = keyframes`
  from { transform: scaleX(0); }
  30% { transform: scaleX(0.6); }
  to { transform: scaleX(0.9); }
`;

export function NavigationPending() {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={t('loading')}
      sx={{
        position: 'fixed',
        insetBlockStart: 0,
        insetInline: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        opacity: 0,
        animation: `${appear} 200ms ${SHOW_AFTER} forwards`,
        pointerEvents: 'none',
        '&::after': {
          content: '""',
          display: 'block',
          height: '100%',
          bgcolor: 'primary.main',
          transformOrigin: 'left',
          animation: `${advance} 8s ${SHOW_AFTER} cubic-bezier(0.1, 0.6, 0.3, 1) forwards`,
        },
        '@media (prefers-reduced-motion: reduce)': {
          '&::after': { animation: 'none', transform: 'scaleX(0.6)' },
        },
      }}
    />
  );
}
