import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  body: string;
  actions?: ReactNode;
}

/** A friendly "nothing here yet": an icon, a line, a sentence and the ways to fill it. */
export function EmptyState({ icon, title, body, actions }: EmptyStateProps) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 4, md: 6 } }}>
      <Box aria-hidden sx={{ color: 'text.disabled', '& svg': { fontSize: 64 } }}>
        {icon}
      </Box>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '48ch' }}>
        {body}
      </Typography>
      {actions && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
