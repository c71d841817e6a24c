import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';

import { MessagePage } from '@/components/message-page';
import { RouterButton } from '@/components/router-link';

import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import type { ParamProblem } from '../model/hotel-search';

/** A search URL that cannot be read: what is wrong with which parameter, and New Search. */
export function BadSearch({ problems }: { problems: ParamProblem[] }) {
  const { t } = useHotelsTranslation();
  return (
    <MessagePage
      icon={<LinkOffIcon />}
      title={t('badParams.title')}
      body={t('badParams.body')}
      actions={
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
          <Box component="ul" sx={{ m: 0, textAlign: 'start' }}>
            {problems.map(({ param, problem }) => (
              <li key={`${param}-${problem}`}>{t(`badParams.${problem}`, { param })}</li>
            ))}
          </Box>
          <RouterButton to="/" state={{ activeTab: 'hotels' }} variant="contained">
            {t('results.newSearch')}
          </RouterButton>
        </Box>
      }
    />
  );
}
