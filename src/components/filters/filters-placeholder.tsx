import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface FiltersPlaceholderProps {
  title: string;
  /** The filters the search has, as the panel names them. */
  chosen: readonly string[];
}

const bar = { bgcolor: 'action.hover', borderRadius: 1 } as const;

/**
 * Stands in for a results page's filter panel while its code loads (lazyOnIntent), in the
 * server's first screen too: the panel's heading and the filters that apply, so the page says
 * what it shows. Touching it is an intent: the real panel follows.
 */
export function FiltersPlaceholder({ title, chosen }: FiltersPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5} sx={{ minHeight: 560 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {chosen.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {chosen.join(' · ')}
        </Typography>
      )}
      <Box role="status" aria-label={t('loading')} sx={{ display: 'grid', gap: 2.5 }}>
        {[40, 72, 160, 120].map((height, index) => (
          <Box key={index} sx={{ ...bar, height }} />
        ))}
      </Box>
    </Stack>
  );
}
