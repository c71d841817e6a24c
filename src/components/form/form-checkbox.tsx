import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface FormCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  /**
   * Turns the schema's message (an i18n key) into text; given, the box keeps a line for its
   * error under it.
   */
  errorText?: (messageKey: string) => string;
}

/** A checkbox bound to react-hook-form, with its error under it when the form shows one. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  errorText,
}: FormCheckboxProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const errorKey = errorText ? fieldState.error?.message : undefined;
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
              input: { ref: field.ref, 'aria-describedby': errorKey ? errorId : undefined },
            }}
          />
        }
      />
      {errorText && (
        <FormHelperText id={errorId} sx={{ mt: 0 }}>
          {errorKey ? errorText(errorKey) : ' '}
        </FormHelperText>
      )}
    </FormControl>
  );
}
