import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { PaymentMethod } from '@server/modules/bookings/constants.ts';
import { Trans } from 'react-i18next';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

import { FormCheckbox } from '@/components/form/form-checkbox';
import type { CheckoutFormValues } from '@/lib/checkout/checkout-form';

import { CardFields } from './card-fields';
import { useCheckoutTranslation } from './use-checkout-translation';

type WithPayment = FieldValues & Pick<CheckoutFormValues, 'payment'>;

interface PaymentStepProps<T extends WithPayment> {
  control: Control<T>;
  /** The kind's payment methods (§9), in the order offered. */
  methods: readonly PaymentMethod[];
  /** A guest signs in before the booking is made. */
  signInFirst: boolean;
}

function MethodChoice<T extends WithPayment>({
  control,
  methods,
}: Pick<PaymentStepProps<T>, 'control' | 'methods'>) {
  const { t } = useCheckoutTranslation();
  const { field } = useController({ control, name: 'payment.method' as Path<T> });
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('payment.method')}
      </FormLabel>
      <RadioGroup
        name={field.name}
        value={field.value}
        onChange={(event) => {
          const chosen = methods.find((method) => method === event.target.value);
          if (chosen) field.onChange(chosen);
        }}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {methods.map((method, index) => (
          <FormControlLabel
            key={method}
            value={method}
            label={t(`payment.methods.${method}`)}
            control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** The payment step of every wizard: the method, the card when paying by card (§5), the terms. */
export function PaymentStep<T extends WithPayment>({
  control,
  methods,
  signInFirst,
}: PaymentStepProps<T>) {
  const { t } = useCheckoutTranslation();
  const { field: method } = useController({ control, name: 'payment.method' as Path<T> });
  const link = (to: string) => <Link href={to} target="_blank" rel="noopener" underline="always" />;
  return (
    <Stack spacing={3}>
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <MethodChoice control={control} methods={methods} />
          {method.value === 'credit-card' ? (
            <>
              <CardFields control={control} />
              <Alert severity="info" variant="outlined" role="note">
                {t('payment.cardNote')}
              </Alert>
            </>
          ) : (
            <Alert severity="info" variant="outlined" role="note">
              {t(`payment.methodNotes.${String(method.value)}`)}
            </Alert>
          )}
        </Stack>
      </Card>
      <Stack spacing={1}>
        <FormCheckbox
          control={control}
          name={'payment.agreeTerms' as Path<T>}
          showError
          label={
            <Trans
              t={t}
              i18nKey="payment.terms"
              components={{ terms: link('/terms'), privacy: link('/privacy') }}
            />
          }
        />
        {signInFirst && (
          <Alert severity="info" role="note">
            {t('payment.signInNote')}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
