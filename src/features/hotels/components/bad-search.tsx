import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import { PageContainer } from '@/components/page-container';

import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import type { ParamProblem, ReadableSearch } from '../model/hotel-search';
import { HotelSearchPanel } from '../search/hotel-search-panel';

interface BadSearchProps {
  problems: ParamProblem[];
  readable: ReadableSearch;
}

/**
 * A /hotels link whose place, dates or rooms cannot be read: the search form with what could be
 * read filled in, and what to fix said beside each field. Nothing is searched in its place.
 */
export function BadSearch({ problems, readable }: BadSearchProps) {
  const { t } = useHotelsTranslation();
  // One link per URL: the form takes what it could read once, not on every render.
  const link = useMemo(() => ({ problems, readable }), [problems, readable]);
  return (
    <PageContainer>
      <Typography
        variant="h4"
        component="h1"
        sx={{ mb: 1, fontSize: { xs: '1.6rem', md: '2.1rem' } }}
      >
        {t('linkProblems.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('linkProblems.body')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <HotelSearchPanel link={link} />
      </Paper>
    </PageContainer>
  );
}

/** Filters, sort or layout of a link that could not be read, and so were left out. */
export function LeftOutNotice({ leftOut }: { leftOut: ParamProblem[] }) {
  const { t } = useHotelsTranslation();
  const params = [...new Set(leftOut.map((problem) => problem.param))];
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      <AlertTitle>{t('linkProblems.leftOut.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
        {params.map((param) => (
          <li key={param}>{t(`linkProblems.leftOut.${param}`)}</li>
        ))}
      </Box>
    </Alert>
  );
}
