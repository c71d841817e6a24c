import MenuItem from '@mui/material/MenuItem';
import type { Control, FieldValues, Path } from 'react-hook-form';

import { FormTextField } from '@/components/form/form-text-field';

import { useNationalityOptions } from './use-nationality-options';

interface PersonFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
}

/**
 * A traveller's full name (a passenger, a driver, a hotel's holder or lead guest), as written in
 * the passport or licence. `autoComplete` is 'name' where the person is likely the one typing.
 */
export function TravellerNameField<T extends FieldValues>({
  autoComplete,
  ...props
}: PersonFieldProps<T> & { autoComplete?: 'name' | 'off' }) {
  return <FormTextField {...props} autoComplete={autoComplete} required fullWidth />;
}

/** A traveller's nationality, from every nationality a booking takes, in the reader's language. */
export function NationalityField<T extends FieldValues>(props: PersonFieldProps<T>) {
  const nationalities = useNationalityOptions();
  return (
    <FormTextField {...props} select required fullWidth>
      {nationalities.map(({ code, name }) => (
        <MenuItem key={code} value={code}>
          {name}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
