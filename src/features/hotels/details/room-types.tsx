import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { SectionCard } from '@/components/section-card';

import type { HotelDetail, HotelRate } from '../api/hotel-types';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import { rateGroup, type RoomRate } from '../model/rates';

import type { useHotelStay } from './use-hotel-stay';

interface RoomTypesProps {
  hotel: HotelDetail;
  stay: ReturnType<typeof useHotelStay>;
  selected: RoomRate[];
  onSelect: (choice: RoomRate) => void;
}

/** When cancelling is free until, in the hotel's time; or that it is not refundable. */
export function useCancellationText() {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  return (rate: Pick<HotelRate, 'rateClass' | 'freeCancellationUntil'>) =>
    rate.rateClass === 'NRF'
      ? t('card.nonRefundable')
      : rate.freeCancellationUntil
        ? t('details.freeUntil', { date: format.dateTime(rate.freeCancellationUntil) })
        : t('details.cancellationCharged');
}

interface RateRowProps {
  roomRate: RoomRate;
  currency: string;
  chosen: boolean;
  onSelect: () => void;
  /** Groups of rooms in the stay: with more than one, each rate says whose it is. */
  groups: number;
}

function RateRow({ roomRate, currency, chosen, onSelect, groups }: RateRowProps) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const cancellation = useCancellationText();
  const { rate } = roomRate;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, py: 1 }}
    >
      <Box>
        <Chip size="small" label={t(`boards.${rate.boardCode}`)} sx={{ mb: 0.5 }} />
        <Typography
          variant="body2"
          color={rate.freeCancellationUntil ? 'success.main' : 'text.secondary'}
          sx={{ fontWeight: 500 }}
        >
          {cancellation(rate)}
        </Typography>
        {groups > 1 && (
          <Typography variant="body2" color="text.secondary">
            {t('details.forGuests', {
              rooms: t('search.rooms.roomsCount', {
                count: rate.rooms,
                value: format.number(rate.rooms),
              }),
              adults: t('search.rooms.adultsCount', {
                count: rate.adults,
                value: format.number(rate.adults),
              }),
              children: t('search.rooms.childrenCount', {
                count: rate.children,
                value: format.number(rate.children),
              }),
            })}
          </Typography>
        )}
        <Typography variant="body2" color={rate.allotment <= 3 ? 'error' : 'text.secondary'}>
          {t('details.roomsLeft', { count: rate.allotment, value: format.number(rate.allotment) })}
        </Typography>
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexShrink: 0 }}>
        <Box sx={{ textAlign: 'end' }}>
          <Typography sx={{ fontWeight: 700 }}>{format.price(rate.total, currency)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('card.perNight', { price: format.price(rate.perNight, currency) })}
          </Typography>
        </Box>
        <Button
          variant={chosen ? 'contained' : 'outlined'}
          aria-pressed={chosen}
          onClick={onSelect}
          // Its name starts with the words it shows (WCAG 2.5.3 Label in Name).
          aria-label={t(chosen ? 'details.selectedRate' : 'details.selectRate', {
            room: roomRate.roomName,
            board: t(`boards.${rate.boardCode}`),
          })}
        >
          {chosen ? t('details.selected') : t('details.select')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** §2 "Available Room Types": each room type, and its live rates for the stay when there is one. */
export function RoomTypes({ hotel, stay, selected, onSelect }: RoomTypesProps) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const groups = new Set(stay.offer?.rooms.flatMap((room) => room.rates.map(rateGroup))).size;
  return (
    <SectionCard id="hotel-rooms" title={t('details.rooms')}>
      {stay.filtered && stay.ratesStatus !== 'none' && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={stay.showAllRates}>
              {t('details.showAllRates')}
            </Button>
          }
        >
          {t('details.filteredRates')}
        </Alert>
      )}
      {stay.ratesStatus === 'none' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('details.chooseStay')}
        </Alert>
      )}
      {stay.ratesStatus === 'error' && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={stay.retryRates}>
              {t('results.tryAgain')}
            </Button>
          }
        >
          {t('details.ratesFailed')}
        </Alert>
      )}
      {stay.ratesStatus === 'loaded' && !stay.offer && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('details.soldOut')}
        </Alert>
      )}
      <Stack divider={<Divider />} spacing={2}>
        {hotel.rooms.map((room) => {
          const offered = stay.offer?.rooms.find((offer) => offer.code === room.roomCode);
          return (
            <Box key={room.roomCode}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {room.description}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('details.roomFacts', {
                  size: format.number(room.sizeM2),
                  beds: room.beds,
                  guests: format.number(room.maxPax),
                })}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {room.roomFacilities.map((feature) => feature.description).join(' · ')}
              </Typography>
              {stay.ratesStatus === 'loading' && <Skeleton height={48} />}
              {stay.ratesStatus === 'loaded' &&
                (offered ? (
                  offered.rates.map((rate) => (
                    <RateRow
                      key={rate.rateKey}
                      currency={stay.offer?.currency ?? 'USD'}
                      roomRate={{ roomCode: offered.code, roomName: offered.name, rate }}
                      chosen={selected.some((choice) => choice.rate.rateKey === rate.rateKey)}
                      onSelect={() =>
                        onSelect({ roomCode: offered.code, roomName: offered.name, rate })
                      }
                      groups={groups}
                    />
                  ))
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('details.roomUnavailable')}
                  </Typography>
                ))}
            </Box>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
