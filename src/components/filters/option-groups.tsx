import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export interface Option<T> {
  value: T;
  label: string;
}

const legendSx = { fontWeight: 600, color: 'text.primary', mb: 0.5 } as const;

/** A fieldset of radios: one choice. */
export function RadioOptions<T extends string>(props: {
  legend: string;
  options: Option<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={legendSx}>
        {props.legend}
      </FormLabel>
      <RadioGroup value={props.value} onChange={(_, value) => props.onChange(value as T)}>
        {props.options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio size="small" />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** A fieldset of checkboxes: any number of choices. */
export function CheckboxOptions<T extends string | number>(props: {
  legend: string;
  options: Option<T>[];
  selected: T[];
  onChange: (selected: T[]) => void;
}) {
  const toggle = (value: T, checked: boolean) =>
    props.onChange(
      checked ? [...props.selected, value] : props.selected.filter((item) => item !== value),
    );
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={legendSx}>
        {props.legend}
      </FormLabel>
      <FormGroup>
        {props.options.map((option) => (
          <FormControlLabel
            key={option.value}
            control={
              <Checkbox
                size="small"
                checked={props.selected.includes(option.value)}
                onChange={(_, checked) => toggle(option.value, checked)}
              />
            }
            label={option.label}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
