import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';

import { FormTextField } from '@/components/form/form-text-field';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';

import type { FlightBookingFormValues } from '../schemas/booking-form';

interface CardFieldsProps {
  control: Control<FlightBookingFormValues>;
  errorText: (message: string) => string;
}

// Card data is typed left to right in both languages, and the browser may fill it in.
const ltr = (inputMode: 'numeric' | 'text', maxLength: number) => ({
  htmlInput: { dir: 'ltr', inputMode, maxLength, spellCheck: false },
});

/** Card number, expiry, CVV and cardholder: only in this form's memory, never stored. */
export function CardFields({ control, errorText }: CardFieldsProps) {
  const { t } = useFlightsTranslation();
  return (
    <Grid container columnSpacing={2} rowSpacing={1}>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="payment.card.number"
          label={t('booking.payment.cardNumber')}
          errorText={errorText}
          autoComplete="cc-number"
          required
          fullWidth
          slotProps={ltr('numeric', 23)}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormTextField
          control={control}
          name="payment.card.expiry"
          label={t('booking.payment.expiry')}
          placeholder={t('booking.payment.expiryPlaceholder')}
          errorText={errorText}
          autoComplete="cc-exp"
          required
          fullWidth
          slotProps={ltr('numeric', 5)}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormTextField
          control={control}
          name="payment.card.cvv"
          label={t('booking.payment.cvv')}
          errorText={errorText}
          autoComplete="cc-csc"
          required
          fullWidth
          slotProps={ltr('numeric', 4)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormTextField
          control={control}
          name="payment.card.holderName"
          label={t('booking.payment.holderName')}
          errorText={errorText}
          autoComplete="cc-name"
          required
          fullWidth
        />
      </Grid>
    </Grid>
  );
}
