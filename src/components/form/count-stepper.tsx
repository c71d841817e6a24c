import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface CountStepperProps {
  id: string;
  label: string;
  note: string;
  value: string;
  decreaseLabel: string;
  increaseLabel: string;
  canDecrease: boolean;
  canIncrease: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
}

/** A count to choose (passengers, rooms' guests): its name, a note, and − count + buttons. */
export function CountStepper(props: CountStepperProps) {
  const { id, label, note, value, canDecrease, canIncrease } = props;
  return (
    <Stack
      direction="row"
      spacing={2}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-note`}
      sx={{ alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Box>
        <Typography id={`${id}-label`} sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <Typography id={`${id}-note`} variant="body2" color="text.secondary">
          {note}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label={props.decreaseLabel}
          disabled={!canDecrease}
          onClick={props.onDecrease}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Box
          component="output"
          aria-live="polite"
          sx={{ minWidth: 24, textAlign: 'center', fontWeight: 600 }}
        >
          {value}
        </Box>
        <IconButton
          aria-label={props.increaseLabel}
          disabled={!canIncrease}
          onClick={props.onIncrease}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Stack>
  );
}
