import AcUnitIcon from '@mui/icons-material/AcUnit';
import LuggageIcon from '@mui/icons-material/Luggage';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import SpeedIcon from '@mui/icons-material/Speed';
import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

import type { CarOffer } from '../api/car-types';
import { useCarText, type CarFormat } from '../hooks/use-car-format';

/** "Unlimited mileage" or "200 km a day included". */
function mileageText(t: TFunction<'cars'>, format: CarFormat, mileage: CarOffer['mileage']) {
  return mileage.unlimited || mileage.kmPerDay === null
    ? t('specs.unlimited')
    : t('specs.kmPerDay', { km: format.number(mileage.kmPerDay) });
}

/** The mileage a rental includes, in words (mileageText for a screen's own strings). */
export function useMileageText() {
  const { t, format } = useCarText();
  return (mileage: CarOffer['mileage']) => mileageText(t, format, mileage);
}

/**
 * The facts a renter compares cars by, each with its icon: seats, doors, bags, gearbox…
 * One styled list whose items are plain elements that its rules style alike: a Stack and a
 * Typography a fact made the four cards of a drawn /cars page 48 of its 300 styled components,
 * each a style to serialize on every drawing (issue 30).
 */
export function CarKeySpecs({ offer }: { offer: Pick<CarOffer, 'car' | 'mileage'> }) {
  const { t, format } = useCarText();
  const { car } = offer;
  const specs: [string, ReactNode, string][] = [
    [
      'seats',
      <PersonIcon />,
      t('specs.seats', { count: car.seats, value: format.number(car.seats) }),
    ],
    [
      'doors',
      <MeetingRoomIcon />,
      t('specs.doors', { count: car.doors, value: format.number(car.doors) }),
    ],
    [
      'bags',
      <LuggageIcon />,
      t('specs.bags', {
        large: format.number(car.bags.large),
        small: format.number(car.bags.small),
      }),
    ],
    ['transmission', <SettingsIcon />, t(`transmissions.${car.transmission}`)],
    ...(car.airConditioning
      ? [['ac', <AcUnitIcon />, t('specs.airConditioning')] as [string, ReactNode, string]]
      : []),
    ['mileage', <SpeedIcon />, mileageText(t, format, offer.mileage)],
  ];
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 0.5,
        listStyle: 'none',
        p: 0,
        m: 0,
        typography: 'body2',
        color: 'text.secondary',
        '& > li': { display: 'flex', alignItems: 'center', gap: 0.5 },
        '& svg': { fontSize: 18 },
      }}
    >
      {specs.map(([key, icon, text]) => (
        <li key={key}>
          {icon}
          <span>{text}</span>
        </li>
      ))}
    </Box>
  );
}
