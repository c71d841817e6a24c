import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface FiltersSectionProps {
  /** The heading's id, which names the panel. */
  titleId: string;
  title: string;
  /** Clear all, beside the heading, when the panel has it. */
  clear?: { label: string; onClick: () => void };
  spacing?: number;
  children: ReactNode;
}

/** A results page's filter panel: a section named by its heading, then the filters. */
export function FiltersSection({
  titleId,
  title,
  clear,
  spacing = 2.5,
  children,
}: FiltersSectionProps) {
  return (
    <Stack spacing={spacing} component="section" aria-labelledby={titleId}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {clear && (
          <Button size="small" onClick={clear.onClick}>
            {clear.label}
          </Button>
        )}
      </Stack>
      {children}
    </Stack>
  );
}

/** A filter that is on or off (free cancellation). */
export function SwitchFilter(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={
        <Switch checked={props.checked} onChange={(_, checked) => props.onChange(checked)} />
      }
      label={props.label}
    />
  );
}

/** How many results a facet counts for a value (undefined before the facets are there). */
export const countOf = <T,>(values: { value: T; count: number }[] | undefined, value: T) =>
  values?.find((item) => item.value === value)?.count;
