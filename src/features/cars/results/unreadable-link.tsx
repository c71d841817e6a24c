import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import { keepLtr } from '@/lib/bidi';

import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import type { ParamProblem } from '../model/car-search';

interface UnreadableLinkProps {
  problems: ParamProblem[];
  /** Searches what could be read, leaving out the rest. */
  onSearchReadable: () => void;
}

/**
 * A /cars link with parts that cannot be read: which, and why. Nothing is searched in their
 * place; the form above keeps what could be read, and one click searches without the rest.
 */
export function UnreadableLink({ problems, onSearchReadable }: UnreadableLinkProps) {
  const { t } = useCarsTranslation();
  const { language } = useCarFormat();
  return (
    <Alert severity="warning" sx={{ my: 3 }}>
      <AlertTitle>{t('badParams.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
        {problems.map(({ param, problem }) => (
          <li key={`${param}-${problem}`}>
            {t(`badParams.${problem}`, { param: keepLtr(param, language) })}
          </li>
        ))}
      </Box>
      <Box sx={{ mt: 1.5 }}>
        {t('badParams.body')}{' '}
        <Button
          size="small"
          color="inherit"
          variant="outlined"
          onClick={onSearchReadable}
          sx={{ mt: { xs: 1, sm: 0 } }}
        >
          {t('badParams.searchReadable')}
        </Button>
      </Box>
    </Alert>
  );
}
