import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

import { BackArrowIcon } from '@/components/back-arrow-icon';
import { MessagePage } from '@/components/message-page';
import { RouterButton } from '@/components/router-button';

/*
 * What a checkout route shows instead of its wizard, the same for every kind: nothing to book
 * (and the way back to the kind's search), the offer being priced, or the pricing failed.
 */

interface NothingToBookProps {
  /** The kind's icon. */
  icon: ReactNode;
  title: string;
  body: string;
  /** The kind's search, and its words for going back there. */
  to: string;
  backLabel: string;
}

/** §8: no offer to book (none in the link, one that cannot be read, or one gone). */
export function NothingToBook({ icon, title, body, to, backLabel }: NothingToBookProps) {
  return (
    <MessagePage
      icon={icon}
      title={title}
      body={body}
      actions={
        <RouterButton to={to} variant="contained" size="large" startIcon={<BackArrowIcon />}>
          {backLabel}
        </RouterButton>
      }
    />
  );
}

/** The offer being priced before the wizard opens; `label` names what is happening. */
export function CheckingOffer({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

interface PricingFailedProps {
  title: string;
  body: string;
  retryLabel: string;
  onRetry: () => void;
}

/** The offer could not be priced (the network, the server): the traveller may try again. */
export function PricingFailed({ title, body, retryLabel, onRetry }: PricingFailedProps) {
  return (
    <MessagePage
      icon={<ErrorOutlinedIcon />}
      title={title}
      body={body}
      actions={
        <Button variant="contained" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
