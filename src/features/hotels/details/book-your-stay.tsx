import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { TravelDateField } from '@/components/date-field/travel-date-field';
import { RouterButton } from '@/components/router-button';
import { addDaysIso, isBefore, todayIso } from '@/lib/iso-date';

import type { HotelDetail } from '../api/hotel-types';
import { StayPriceLines } from '../components/stay-price-lines';
import { DEFAULT_ROOM } from '../hotel-search-slice';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import { useLinkProblemText } from '../hooks/use-link-problem-text';
import { lastCheckIn, lastCheckOut, stayNights, type RoomGuests } from '../model/hotel-search';
import { bookingLink, type RoomRate } from '../model/rates';
import { RoomsField } from '../search/rooms-field';

import type { useHotelStay } from './use-hotel-stay';

interface BookYourStayProps {
  hotel: HotelDetail;
  stay: ReturnType<typeof useHotelStay>;
  selected: RoomRate[];
  /** A room chosen earlier is not offered for these dates: the cheapest stands in for it. */
  choiceUnavailable: boolean;
}

/**
 * The sticky 'Book Your Stay' panel (§2): the dates and rooms (they change the page's stay and
 * its rates), the chosen room and board, the price breakdown, and Book Now.
 */
export function BookYourStay({ hotel, stay, selected, choiceUnavailable }: BookYourStayProps) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  // A stay in the link that could not be read in full: what it says, and what to fix beside
  // each field until the field is changed.
  const readable = stay.stay ?? stay.readable;
  const [checkIn, setCheckIn] = useState(readable?.checkIn ?? null);
  const [checkOut, setCheckOut] = useState(readable?.checkOut ?? null);
  const [rooms, setRooms] = useState<RoomGuests[]>(readable?.rooms ?? [DEFAULT_ROOM]);
  const problemText = useLinkProblemText();
  const [problems, setProblems] = useState(stay.problems);
  const problemOf = (param: string) => {
    const problem = problems.find((each) => each.param === param);
    return problem && problemText(problem);
  };
  const update = (next: {
    checkIn: string | null;
    checkOut: string | null;
    rooms: RoomGuests[];
  }) => {
    setProblems((left) =>
      left.filter(
        ({ param }) =>
          (param !== 'checkIn' || next.checkIn === checkIn) &&
          (param !== 'checkOut' || next.checkOut === checkOut) &&
          (param !== 'room' || next.rooms === rooms),
      ),
    );
    setCheckIn(next.checkIn);
    setCheckOut(next.checkOut);
    setRooms(next.rooms);
    if (next.checkIn && next.checkOut && isBefore(next.checkIn, next.checkOut)) {
      stay.changeStay({
        checkIn: next.checkIn,
        checkOut: next.checkOut,
        rooms: next.rooms,
        rates: stay.stay?.rates,
      });
    }
  };
  const currency = stay.offer?.currency;
  const nights = stay.stay ? stayNights(stay.stay) : 0;

  return (
    <Card component="section" aria-labelledby="book-your-stay" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="book-your-stay" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('details.book.title')}
      </Typography>
      <Stack spacing={2}>
        <TravelDateField
          id="hotel-stay-check-in"
          label={t('search.checkIn')}
          value={checkIn}
          maxDate={lastCheckIn(todayIso())}
          error={problemOf('checkIn')}
          onChange={(date) =>
            update({
              checkIn: date,
              checkOut: checkOut && isBefore(date, checkOut) ? checkOut : null,
              rooms,
            })
          }
        />
        <TravelDateField
          id="hotel-stay-check-out"
          label={t('search.checkOut')}
          value={checkOut}
          minDate={addDaysIso(checkIn ?? todayIso(), 1)}
          maxDate={lastCheckOut(checkIn ?? lastCheckIn(todayIso()))}
          error={problemOf('checkOut')}
          onChange={(date) => update({ checkIn, checkOut: date, rooms })}
        />
        <RoomsField
          id="hotel-stay-rooms"
          value={rooms}
          error={problemOf('room')}
          onChange={(next) => update({ checkIn, checkOut, rooms: next })}
        />
        {selected.length > 0 && currency ? (
          <>
            {choiceUnavailable && <Alert severity="warning">{t('details.book.choiceGone')}</Alert>}
            <Stack spacing={0.5}>
              {selected.map(({ roomName, rate }) => (
                <Typography key={rate.rateKey} variant="body2">
                  {t('details.book.choice', {
                    rooms: format.number(rate.rooms),
                    room: roomName,
                    board: t(`boards.${rate.boardCode}`),
                  })}
                </Typography>
              ))}
            </Stack>
            <StayPriceLines
              rates={selected.map(({ rate }) => rate)}
              currency={currency}
              nights={nights}
            />
            <RouterButton
              to={bookingLink(
                hotel.code,
                selected.map(({ rate }) => rate),
              )}
              variant="contained"
              size="large"
            >
              {t('card.book')}
            </RouterButton>
          </>
        ) : (
          <Alert severity="info">{t('details.book.pick')}</Alert>
        )}
      </Stack>
    </Card>
  );
}
