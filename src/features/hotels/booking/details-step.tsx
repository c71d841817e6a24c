import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REMARK_MAX_LENGTH } from '@server/modules/hotels/constants.ts';
import type { Control } from 'react-hook-form';

import { FormTextField } from '@/components/form/form-text-field';
import { SectionCard } from '@/components/section-card';

import type { CheckedRates } from '../api/hotel-types';
import { useCancellationText } from '../details/room-types';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';

import type { HotelBookingFormValues } from './booking-form';

interface DetailsStepProps {
  control: Control<HotelBookingFormValues>;
  checked: CheckedRates;
}

/** Step 2, Booking Details: the stay as it will be booked, and requests for the hotel. */
export function DetailsStep({ control, checked }: DetailsStepProps) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const cancellation = useCancellationText();
  return (
    <Stack spacing={3}>
      <SectionCard id="hotel-stay-heading" heading="h3" title={t('booking.stay.title')} gap={1}>
        <Typography>
          {t('booking.stay.dates', {
            checkIn: format.date(checked.checkIn),
            checkOut: format.date(checked.checkOut),
          })}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ pl: 2.5, mt: 1, mb: 0 }}>
          {checked.hotel.rooms.flatMap((room) =>
            room.rates.map((rate) => (
              <li key={rate.rateKey}>
                <Typography>
                  {t('details.book.choice', {
                    rooms: format.number(rate.rooms),
                    room: room.name,
                    board: t(`boards.${rate.boardCode}`),
                  })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {cancellation(rate)}
                </Typography>
              </li>
            )),
          )}
        </Stack>
      </SectionCard>
      <SectionCard
        id="hotel-remark-heading"
        heading="h3"
        title={t('booking.remark.title')}
        note={t('booking.remark.note')}
        gap={2}
      >
        <FormTextField
          control={control}
          name="remark"
          label={t('booking.remark.label')}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: REMARK_MAX_LENGTH } }}
        />
      </SectionCard>
    </Stack>
  );
}
