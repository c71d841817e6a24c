import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { RouterButton } from '@/components/router-button';

interface ResultsTitleProps {
  /** The kind's strings namespace, with `results.refresh` and `results.newSearch`. */
  namespace: string;
  /** The home page's search tab that New Search opens. */
  tab: string;
  title: string;
  summary: string;
  refreshing: boolean;
  onRefresh: () => void;
}

/** What was searched, with Refresh Search and New Search (back to the home page's tab). */
export function ResultsTitle({ namespace, tab, ...props }: ResultsTitleProps) {
  const { t } = useTranslation(namespace);
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
    >
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          {props.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {props.summary}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={props.onRefresh}
          loading={props.refreshing}
          loadingPosition="start"
        >
          {t('results.refresh')}
        </Button>
        <RouterButton to="/" state={{ activeTab: tab }} variant="contained" startIcon={<AddIcon />}>
          {t('results.newSearch')}
        </RouterButton>
      </Stack>
    </Stack>
  );
}

interface SortSelectProps<Sort extends string> {
  id: string;
  label: string;
  sorts: readonly Sort[];
  sortLabel: (sort: Sort) => string;
  value: Sort;
  onChange: (sort: Sort) => void;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/** The results' order, one of the kind's sorts. */
export function SortSelect<Sort extends string>(props: SortSelectProps<Sort>) {
  const { sorts } = props;
  return (
    <TextField
      select
      size="small"
      id={props.id}
      label={props.label}
      value={props.value}
      onChange={(event) => {
        const chosen = sorts.find((value) => value === event.target.value);
        if (chosen) props.onChange(chosen);
      }}
      fullWidth={props.fullWidth}
      sx={props.sx}
    >
      {sorts.map((value) => (
        <MenuItem key={value} value={value}>
          {props.sortLabel(value)}
        </MenuItem>
      ))}
    </TextField>
  );
}
