import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';

export interface ConfirmOptions {
  title: string;
  body?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirm button in the error colour, for what cannot be undone. */
  destructive?: boolean;
}

interface ConfirmDialogProps {
  open: boolean;
  options: ConfirmOptions | null;
  onAnswer: (confirmed: boolean) => void;
}

/**
 * A question with two answers. The safe answer has focus, so Enter or Escape never destroys
 * anything by accident.
 */
export function ConfirmDialog({ open, options, onAnswer }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => onAnswer(false)}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={options?.body ? bodyId : undefined}
    >
      <DialogTitle id={titleId}>{options?.title}</DialogTitle>
      {options?.body && (
        <DialogContent>
          <DialogContentText id={bodyId}>{options.body}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the WAI-ARIA alert dialog pattern: focus the least destructive answer */}
        <Button onClick={() => onAnswer(false)} autoFocus>
          {options?.cancelLabel}
        </Button>
        <Button
          onClick={() => onAnswer(true)}
          variant="contained"
          color={options?.destructive ? 'error' : 'primary'}
        >
          {options?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * `const [confirm, dialog] = useConfirm()`: render `dialog` once, then `await confirm({...})`
 * resolves true or false when the person answers.
 */
export function useConfirm() {
  const [open, setOpen] = useState(false);
  // Kept after closing, so the dialog does not go blank while it fades out.
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const pending = useRef<((confirmed: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    pending.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      pending.current = resolve;
    });
  }, []);

  const onAnswer = useCallback((confirmed: boolean) => {
    pending.current?.(confirmed);
    pending.current = null;
    setOpen(false);
  }, []);

  const dialog = <ConfirmDialog open={open} options={options} onAnswer={onAnswer} />;
  return [confirm, dialog] as const;
}
