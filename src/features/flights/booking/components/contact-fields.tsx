import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';

import { FormTextField } from '@/components/form/form-text-field';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';

import type { FlightBookingFormValues } from '../schemas/booking-form';

interface ContactFieldsProps {
  control: Control<FlightBookingFormValues>;
  errorText: (message: string) => string;
}

/** Where the confirmation and the boarding passes go. */
export function ContactFields({ control, errorText }: ContactFieldsProps) {
  const { t } = useFlightsTranslation();
  return (
    <Card
      component="section"
      aria-labelledby="booking-contact-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="booking-contact-heading" component="h3" variant="h6">
        {t('booking.contact.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('booking.contact.note')}
      </Typography>
      <Grid container columnSpacing={2} rowSpacing={1}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="contact.email"
            type="email"
            label={t('booking.contact.email')}
            errorText={errorText}
            autoComplete="email"
            required
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="contact.phone"
            type="tel"
            label={t('booking.contact.phone')}
            errorText={errorText}
            autoComplete="tel"
            required
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Grid>
      </Grid>
    </Card>
  );
}
