import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

import { useFieldErrorText } from './use-field-error-text';

export interface FormCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  /** Whether the box keeps a line for its error under it. */
  showError?: boolean;
}

/** A checkbox bound to react-hook-form, with its error under it when the form shows one. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  showError = false,
}: FormCheckboxProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText();
  const error = showError ? errorText(fieldState.error?.message) : '';
  const errorId = `${name}-error`;
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: { ref: field.ref, 'aria-describedby': error ? errorId : undefined },
            }}
          />
        }
      />
      {showError && (
        <FormHelperText id={errorId} sx={{ mt: 0 }}>
          {error || ' '}
        </FormHelperText>
      )}
    </FormControl>
  );
}
