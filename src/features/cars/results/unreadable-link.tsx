import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import { useCarsTranslation } from '../hooks/use-cars-translation';
import type { ParamProblem } from '../model/car-search';

interface UnreadableLinkProps {
  /** Filters and the sort that could not be read (the search's own are said in the form). */
  problems: ParamProblem[];
  /** Searches what could be read, leaving out the rest. */
  onSearchReadable: () => void;
}

/**
 * A /cars link with parts that cannot be read: nothing is searched in their place; the form above
 * keeps what could be read and says beside each field what to fix, this notice names the filters
 * that could not be read, and one click searches without the rest.
 */
export function UnreadableLink({ problems, onSearchReadable }: UnreadableLinkProps) {
  const { t } = useCarsTranslation();
  return (
    <Alert severity="warning" sx={{ my: 3 }}>
      <AlertTitle>{t('linkProblems.title')}</AlertTitle>
      {problems.length > 0 && (
        <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
          {problems.map(({ param, problem }) => (
            <li key={`${param}-${problem}`}>{t(`linkProblems.${param}.${problem}`)}</li>
          ))}
        </Box>
      )}
      <Box sx={{ mt: 1.5 }}>
        {t('linkProblems.body')}{' '}
        <Button
          size="small"
          color="inherit"
          variant="outlined"
          onClick={onSearchReadable}
          sx={{ mt: { xs: 1, sm: 0 } }}
        >
          {t('linkProblems.searchReadable')}
        </Button>
      </Box>
    </Alert>
  );
}
