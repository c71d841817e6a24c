import { RADIUS_KM, STAY_LIMITS } from '@server/modules/hotels/constants.ts';

import { todayIso } from '@/lib/iso-date';

import { lastCheckIn, type ParamProblem } from '../model/hotel-search';

import { useHotelFormat } from './use-hotel-format';
import { useHotelsTranslation } from './use-hotels-translation';

/** What is wrong with a link's parameter, in the traveller's words (with the server's limits). */
export function useLinkProblemText() {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  return ({ param, problem }: ParamProblem) =>
    t(`linkProblems.${param}.${problem}`, {
      days: format.number(STAY_LIMITS.daysAheadMax),
      date: format.date(lastCheckIn(todayIso())),
      nights: format.number(STAY_LIMITS.nightsMax),
      rooms: format.number(STAY_LIMITS.roomsMax),
      adultsMin: format.number(STAY_LIMITS.adultsPerRoomMin),
      adultsMax: format.number(STAY_LIMITS.adultsPerRoomMax),
      children: format.number(STAY_LIMITS.childrenPerRoomMax),
      youngest: format.number(0),
      age: format.number(STAY_LIMITS.childAgeMax),
      min: format.number(RADIUS_KM.min),
      max: format.number(RADIUS_KM.max),
    });
}
