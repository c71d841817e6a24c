import LinkOffIcon from '@mui/icons-material/LinkOff';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { PageContainer } from '@/components/page-container';
import { RouterButton } from '@/components/router-button';

import { MAX_PASSENGERS } from '../api/search-params';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import type { LinkProblem } from '../model/link-problems';

/** A /flights link that names a search but cannot be run: what is wrong, and the way to search. */
export function InvalidSearchLink({ problems }: { problems: LinkProblem[] }) {
  const { t } = useFlightsTranslation();
  return (
    <PageContainer>
      <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 640 }}>
        <LinkOffIcon aria-hidden color="disabled" sx={{ fontSize: 56 }} />
        <Typography variant="h4" component="h1">
          {t('results.link.title')}
        </Typography>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, ps: 3 }}>
          {problems.map((problem) => (
            <Typography component="li" key={problem.key}>
              {/* Values from the link stay left-to-right inside Arabic text. */}
              {t(`results.link.${problem.key}`, {
                value: problem.value === undefined ? '' : `\u2068${problem.value}\u2069`,
                max: MAX_PASSENGERS,
              })}
            </Typography>
          ))}
        </Stack>
        <RouterButton to="/" state={{ activeTab: 'flights' }} variant="contained">
          {t('results.link.openSearch')}
        </RouterButton>
      </Stack>
    </PageContainer>
  );
}
