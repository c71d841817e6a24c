import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { PageContainer } from '@/components/page-container';

interface AuthCardProps {
  icon: ReactNode;
  title: string;
  subtitle?: ReactNode;
  /** Links under the form (to sign-in, sign-up, back). */
  footer?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** The frame every sign-in screen shares: a centred card with an icon, a heading and the form. */
export function AuthCard({ icon, title, subtitle, footer, wide = false, children }: AuthCardProps) {
  return (
    <PageContainer sx={{ display: 'flex', justifyContent: 'center' }}>
      <Card sx={{ width: '100%', maxWidth: wide ? 720 : 480 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 5 } }}>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
            <Avatar aria-hidden sx={{ bgcolor: 'primary.main', width: 56, height: 56 }}>
              {icon}
            </Avatar>
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}
            >
              {title}
            </Typography>
            {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
          </Stack>
          {children}
          {footer && <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
