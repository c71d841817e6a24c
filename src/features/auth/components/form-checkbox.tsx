import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

import { useValidationText } from '../hooks/use-validation-text';

interface FormCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  /** Whether to keep a line for an error under the box. */
  showError?: boolean;
}

/** A checkbox bound to react-hook-form, with its error (an i18n key) under it when asked. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  showError = false,
}: FormCheckboxProps<T>) {
  const validationText = useValidationText();
  const { field, fieldState } = useController({ control, name });
  const errorKey = fieldState.error?.message;
  const errorId = `${name}-error`;
  return (
    <FormControl error={Boolean(errorKey)}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-describedby': showError && errorKey ? errorId : undefined,
              },
            }}
          />
        }
      />
      {showError && (
        <FormHelperText id={errorId} sx={{ mt: 0 }}>
          {errorKey ? validationText(errorKey) : ' '}
        </FormHelperText>
      )}
    </FormControl>
  );
}
