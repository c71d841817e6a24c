import Popover from '@mui/material/Popover';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

interface PopoverFieldProps {
  id: string;
  label: string;
  /** What the field shows: the chosen value in words. */
  value: string;
  endAdornment?: ReactNode;
  /** What is wrong with the field, in words; marks it invalid. */
  error?: string;
  /** A line under the field when nothing is wrong (the chosen date in another calendar). */
  hint?: string;
  /** Called when the traveller heads for the field, before it opens (to start loading). */
  onApproach?: () => void;
  /** The pop-over's content; `close` returns focus to the field. */
  children: (close: () => void) => ReactNode;
}

const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * A read-only field whose value is chosen in a pop-over dialog (passengers, dates): it opens on
 * click, Enter, Space or ArrowDown, and Escape or a choice closes it and returns focus.
 */
export function PopoverField({
  id,
  label,
  value,
  endAdornment,
  onApproach,
  error,
  hint,
  children,
}: PopoverFieldProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const dialogId = useId();
  // Popover positions are physical: its start edge is the field's left in English, right in Arabic.
  const start = useTheme().direction === 'rtl' ? 'right' : 'left';
  const close = () => setAnchor(null);
  const openByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!OPEN_KEYS.includes(event.key)) return;
    event.preventDefault();
    setAnchor(event.currentTarget);
  };

  return (
    <>
      <TextField
        fullWidth
        id={id}
        label={label}
        value={value}
        error={Boolean(error)}
        helperText={error ?? hint}
        onClick={(event) => setAnchor(event.currentTarget)}
        onKeyDown={openByKey}
        onFocus={onApproach}
        onPointerEnter={onApproach}
        slotProps={{
          input: { endAdornment, sx: { cursor: 'pointer' } },
          // The WAI-ARIA date picker combobox pattern: a read-only combobox with a dialog popup.
          htmlInput: {
            role: 'combobox',
            readOnly: true,
            'aria-haspopup': 'dialog',
            'aria-expanded': Boolean(anchor),
            'aria-controls': anchor ? dialogId : undefined,
            sx: { cursor: 'pointer' },
          },
        }}
      />
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: start }}
        transformOrigin={{ vertical: 'top', horizontal: start }}
        slotProps={{
          paper: {
            id: dialogId,
            role: 'dialog',
            'aria-label': label,
            sx: { maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        {children(close)}
      </Popover>
    </>
  );
}
