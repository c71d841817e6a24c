import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';

import { useCheckoutTranslation } from '../use-checkout-translation';

interface ChangeDialogFrameProps {
  title: string;
  /** What stays the same: "The Amber Lantern · Ref. STAY21. The same room and guests…". */
  intro: string;
  /** The name of the form of what may change ("New dates"). */
  formLabel: string;
  /** The kind's fields. */
  children: ReactNode;
  /** "See the new price": the kind checks its fields, then quotes. */
  onSeePrice: () => void;
  busy: 'quoting' | 'changing' | null;
  /** Why the last step failed, in the traveller's words. */
  failure: string | null;
  /** The quote (a ChangeQuoteFrame), once there is one; Confirm change waits for it. */
  quote: ReactNode;
  /** "Keep my dates": closes without changing anything. */
  keepLabel: string;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * The dialog of a change, the same for every kind: what may change, the new price seen before
 * anything changes, then confirmed. Full screen on a phone; it cannot be closed while a request
 * is under way.
 */
export function ChangeDialogFrame(props: ChangeDialogFrameProps) {
  const { title, intro, formLabel, children, onSeePrice, busy, failure, quote } = props;
  const { t } = useCheckoutTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // A new quote is brought into view: on a phone, or under a long list of flights, it would
  // otherwise appear below the fold.
  const quoteRef = useRef<HTMLDivElement>(null);
  const quoted = Boolean(quote);
  useEffect(() => {
    if (quoted) quoteRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [quoted]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSeePrice();
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {intro}
          </Typography>
          <Stack component="form" noValidate onSubmit={onSubmit} aria-label={formLabel} spacing={2}>
            {children}
            <Button
              type="submit"
              variant="outlined"
              loading={busy === 'quoting'}
              disabled={busy !== null}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('change.seePrice')}
            </Button>
          </Stack>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {quote && <div ref={quoteRef}>{quote}</div>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy !== null}>
          {props.keepLabel}
        </Button>
        <Button
          variant="contained"
          onClick={props.onConfirm}
          disabled={!quote || busy === 'quoting'}
          loading={busy === 'changing'}
        >
          {t('change.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
