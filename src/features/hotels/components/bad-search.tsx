import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';

import { MessagePage } from '@/components/message-page';
import { RouterButton } from '@/components/router-button';

import { RADIUS_KM, STAY_LIMITS } from '@server/modules/hotels/constants.ts';

import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import type { ParamProblem } from '../model/hotel-search';

/** What is wrong with a URL parameter, in words (with the server's limits). */
export function useParamProblemText() {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  return ({ param, problem }: ParamProblem) =>
    t(`badParams.${problem}`, {
      param,
      nights: format.number(STAY_LIMITS.nightsMax),
      rooms: format.number(STAY_LIMITS.roomsMax),
      min: format.number(RADIUS_KM.min),
      max: format.number(RADIUS_KM.max),
    });
}

/** A search URL that cannot be read: what is wrong with which parameter, and New Search. */
export function BadSearch({ problems }: { problems: ParamProblem[] }) {
  const { t } = useHotelsTranslation();
  const problemText = useParamProblemText();
  return (
    <MessagePage
      icon={<LinkOffIcon />}
      title={t('badParams.title')}
      body={t('badParams.body')}
      actions={
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
          <Box component="ul" sx={{ m: 0, textAlign: 'start' }}>
            {problems.map((problem) => (
              <li key={`${problem.param}-${problem.problem}`}>{problemText(problem)}</li>
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
