import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { PageContainer } from './page-container';

interface MessagePageProps {
  icon: ReactNode;
  title: string;
  body: string;
  actions: ReactNode;
}

/** A centred full-page message: not found, coming soon, errors. */
export function MessagePage({ icon, title, body, actions }: MessagePageProps) {
  return (
    <PageContainer sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 560 }}>
        <Box sx={{ color: 'primary.main', '& svg': { fontSize: 72 } }} aria-hidden>
          {icon}
        </Box>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{body}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
          {actions}
        </Stack>
      </Stack>
    </PageContainer>
  );
}
