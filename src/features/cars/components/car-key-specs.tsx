import AcUnitIcon from '@mui/icons-material/AcUnit';
import LuggageIcon from '@mui/icons-material/Luggage';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import SpeedIcon from '@mui/icons-material/Speed';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { CarOffer } from '../api/car-types';
import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';

/** "Unlimited mileage" or "200 km a day included". */
export function useMileageText() {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  return (mileage: CarOffer['mileage']) =>
    mileage.unlimited || mileage.kmPerDay === null
      ? t('specs.unlimited')
      : t('specs.kmPerDay', { km: format.number(mileage.kmPerDay) });
}

/** The facts a renter compares cars by, each with its icon: seats, doors, bags, gearbox… */
export function CarKeySpecs({ offer }: { offer: Pick<CarOffer, 'car' | 'mileage'> }) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const mileage = useMileageText();
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
    ['mileage', <SpeedIcon />, mileage(offer.mileage)],
  ];
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {specs.map(([key, icon, text]) => (
        <Stack
          component="li"
          key={key}
          direction="row"
          spacing={0.5}
          sx={{ alignItems: 'center', color: 'text.secondary', '& svg': { fontSize: 18 } }}
        >
          {icon}
          <Typography variant="body2" component="span">
            {text}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
