import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { Trans } from 'react-i18next';
import { useController, type Control } from 'react-hook-form';

import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';

import { FLIGHT_PAYMENT_METHODS, isOneOf } from '../model/booking-options';
import type { FlightBookingFormValues } from '../schemas/booking-form';

import { FormCheckbox } from '@/components/form/form-checkbox';
import { CardFields } from './card-fields';

interface PaymentStepProps {
  control: Control<FlightBookingFormValues>;
  errorText: (message: string) => string;
  /** A guest signs in before the booking is made. */
  signInFirst: boolean;
}

function PaymentMethod({ control }: { control: Control<FlightBookingFormValues> }) {
  const { t } = useFlightsTranslation();
  const { field } = useController({ control, name: 'payment.method' });
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('booking.payment.method')}
      </FormLabel>
      <RadioGroup
        name={field.name}
        value={field.value}
        onChange={(event) => {
          if (isOneOf(FLIGHT_PAYMENT_METHODS, event.target.value))
            field.onChange(event.target.value);
        }}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {FLIGHT_PAYMENT_METHODS.map((method, index) => (
          <FormControlLabel
            key={method}
            value={method}
            label={t(`booking.payment.methods.${method}`)}
            control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** Step 3, Payment: the method, the card when paying by card (§5), and the terms. */
export function PaymentStep({ control, errorText, signInFirst }: PaymentStepProps) {
  const { t } = useFlightsTranslation();
  const { field: method } = useController({ control, name: 'payment.method' });
  const link = (to: string) => <Link href={to} target="_blank" rel="noopener" underline="always" />;
  return (
    <Stack spacing={3}>
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <PaymentMethod control={control} />
          {method.value === 'credit-card' ? (
            <>
              <CardFields control={control} errorText={errorText} />
              <Alert severity="info" variant="outlined" role="note">
                {t('booking.payment.cardNote')}
              </Alert>
            </>
          ) : (
            <Alert severity="info" variant="outlined" role="note">
              {t(`booking.payment.methodNotes.${method.value}`)}
            </Alert>
          )}
        </Stack>
      </Card>
      <Stack spacing={1}>
        <FormCheckbox
          control={control}
          name="payment.agreeTerms"
          label={
            <Trans
              t={t}
              i18nKey="booking.payment.terms"
              components={{ terms: link('/terms'), privacy: link('/privacy') }}
            />
          }
        />
        {signInFirst && (
          <Alert severity="info" role="note">
            {t('booking.payment.signInNote')}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
