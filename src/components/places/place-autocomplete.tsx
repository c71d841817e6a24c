import Autocomplete, { type AutocompleteInputChangeReason } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What a place field says, in the feature's words. */
export interface PlaceAutocompleteTexts {
  placeholder: string;
  loading: string;
  /** Shown with no suggestions: none found, or type more. */
  noOptions: string;
  clear: string;
  open: string;
  close: string;
}

interface PlaceAutocompleteProps<T> {
  id: string;
  label: string;
  value: T | null;
  /** What the server suggests for the typed text (the chosen place stays an option besides). */
  suggestions: readonly T[];
  isSame: (option: T, chosen: T) => boolean;
  labelOf: (option: T) => string;
  inputValue: string;
  loading: boolean;
  texts: PlaceAutocompleteTexts;
  onChange: (value: T | null) => void;
  onInputChange: (text: string, reason: AutocompleteInputChangeReason) => void;
  onBlur?: () => void;
  /** What a suggestion shows after the list item's start. */
  renderOption: (option: T) => ReactNode;
  /** What is wrong with the field, in words; marks it invalid. */
  error?: string;
  /** Keep the helper line's space while there is no error. */
  keepHelperLine?: boolean;
}

/**
 * A place (an airport, a city, a rental branch) picked from the server's suggestions for what is
 * typed: the server filters, so every suggestion is offered as it comes, and the text typed stays
 * when the field loses focus.
 */
export function PlaceAutocomplete<T>({
  id,
  label,
  value,
  suggestions,
  isSame,
  labelOf,
  inputValue,
  loading,
  texts,
  onChange,
  onInputChange,
  onBlur,
  renderOption,
  error,
  keepHelperLine = false,
}: PlaceAutocompleteProps<T>) {
  // The chosen place stays an option, so the field can show it.
  const options = value
    ? [value, ...suggestions.filter((option) => !isSame(option, value))]
    : suggestions;
  return (
    <Autocomplete<T>
      id={id}
      fullWidth
      autoHighlight
      clearOnBlur={false}
      options={options}
      value={value}
      inputValue={inputValue}
      filterOptions={(all) => all}
      getOptionLabel={labelOf}
      isOptionEqualToValue={isSame}
      loading={loading}
      loadingText={texts.loading}
      noOptionsText={texts.noOptions}
      clearText={texts.clear}
      openText={texts.open}
      closeText={texts.close}
      onChange={(_, chosen) => onChange(chosen)}
      onInputChange={(_, text, reason) => onInputChange(text, reason)}
      onBlur={onBlur}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          {renderOption(option)}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={texts.placeholder}
          error={Boolean(error)}
          helperText={error || (keepHelperLine ? ' ' : undefined)}
        />
      )}
    />
  );
}

interface PlaceOptionLinesProps {
  name: ReactNode;
  /** A second, quieter line: the city and country, the kind of branch. */
  detail?: ReactNode;
  /** The name in a heavier weight. */
  strong?: boolean;
}

/** A suggestion's name and, under it, what else says which place it is. */
export function PlaceOptionLines({ name, detail, strong = false }: PlaceOptionLinesProps) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography
        component="span"
        sx={strong ? { display: 'block', fontWeight: 500 } : { display: 'block' }}
      >
        {name}
      </Typography>
      {detail && (
        <Typography component="span" variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Box>
  );
}
